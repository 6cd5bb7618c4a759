/**
 * Icon fonts (FontAwesome, academicons, Material Icons, …) draw pictures, not text: the LinkedIn
 * logo before a handle, a phone before a number. pdf.js hands their glyphs back as whatever code
 * the font's encoding gives them (LaTeX's fontawesome5 puts the LinkedIn logo at 0xEF 'ï' and
 * GitHub's at 0xA7 '§'; LuaLaTeX's FontAwesome 7 maps one glyph to "HOUSE-CHIMNEY"), so read as
 * text they print as stray letters in the revised CV. Items drawn in such a font print nothing
 * and part the words or fields around them (see ../layout/pdf-layout.ts).
 *
 * pdf.js names a text item's font only by an internal id ("g_d0_f6"); its real name comes with
 * the operator list, which costs about as much again as the text. So the name is looked up only
 * for the fonts of a page whose every item could be an icon (see iconCandidateFonts).
 */

/**
 * Font names of icon fonts (after the "ABCDEF+" subset tag): FontAwesome 4-7 in any spelling
 * ("FontAwesome5Brands-Regular", "Font Awesome 6 Free", the web fonts "fa-solid-900"), Line
 * Awesome, academicons, Material Icons/Symbols, IcoMoon, Simple Icons, Glyphicons, Ionicons,
 * Octicons, Bootstrap/Tabler/Remix/Box icons, Fontello, Devicons. Symbol fonts whose glyphs are
 * bullets or signs read as text (Symbol, Wingdings, Dingbats, marvosym's €) are not listed.
 */
const ICON_FONT_RE =
  /font\s*-?awesome|^fa-?(?:solid|regular|brands|light|thin|duotone)\b|line\s*-?awesome|academicons|material\s*-?(?:icons|symbols|design\s*icons)|icomoon|simple\s*-?icons|glyphicons|ionicons|octicons|bootstrap\s*-?icons|tabler\s*-?icons|remix\s*-?icon|boxicons|fontello|devicons?\b/iu;

/** Whether a font name (as pdf.js gives it, maybe with a subset tag) is an icon font's. */
export function isIconFontName(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  return ICON_FONT_RE.test(name.replace(/^[A-Z]{6}\+/u, ''));
}

/** Glyphs often drawn alone in text: bullets, dashes, separators, brackets and quotes. */
const LONE_TEXT_GLYPH = /^[•●○◦▪▫■□‣⁃∙·\-–—,.:;|/()'"‘’“”]$/u;

export interface FontItem {
  fontName: string;
  str: string;
  width: number;
  fontSize: number;
}

/**
 * An item that could be an icon: one glyph that is not a bullet or punctuation, or one glyph
 * whose Unicode is a long name ("HOUSE-CHIMNEY" drawn 7 pt wide at 10 pt).
 */
export function mayBeIcon(it: Omit<FontItem, 'fontName'>): boolean {
  const s = it.str.trim();
  const n = [...s].length;
  if (n === 0) return false;
  if (n === 1) return !LONE_TEXT_GLYPH.test(s);
  return it.width > 0 && it.width < 0.25 * it.fontSize * n && it.width < 1.5 * it.fontSize;
}

/** Single glyphs, maybe spaced ("○ ○ ○ ○ ○", a rating drawn in an icon font). */
const SPACED_GLYPHS = /^\S(?:\s+\S)*$/u;

/**
 * Fonts of a page whose every (non-blank) item is glyphs, not words, and at least one of them
 * could be an icon: the ones worth naming. (A font of bullets alone is not; FontAwesome's
 * circles "○ ○ ○" beside its envelope "@" are.)
 */
export function iconCandidateFonts(items: readonly FontItem[]): Set<string> {
  const seen = new Map<string, { glyphs: boolean; icon: boolean }>();
  for (const it of items) {
    const s = it.str.trim();
    if (s === '') continue;
    const v = seen.get(it.fontName) ?? { glyphs: true, icon: false };
    const icon = mayBeIcon(it);
    v.glyphs &&= icon || SPACED_GLYPHS.test(s);
    v.icon ||= icon;
    seen.set(it.fontName, v);
  }
  return new Set([...seen].filter(([, v]) => v.glyphs && v.icon).map(([name]) => name));
}
