/**
 * What a page's operator list tells the layout beyond pdf.js's text items: which fonts are bold
 * and which italic (by the font's name and flags), which are icon fonts, the glyph runs as drawn, whose space
 * glyphs give letter-spaced text its word gaps back (pdf.js returns "K E V I N  S A N T O S O"
 * with one space between every glyph, the word gap lost), and, read in the same walk, the
 * page's ruling lines and filled rectangles (pdf-rulings.ts).
 */
import { iconCandidateFonts, isIconFontName } from './icon-fonts.ts';
import { RulingReader } from './pdf-rulings.ts';
import type { PageRules } from '../layout/pdf-types.ts';

/** Operators read per page at most: a CV page has a few thousand. */
export const MAX_STYLE_OPS = 50_000;

/** pdf.js's AnnotationMode: DISABLE (the page's own content only) and ENABLE (its default). */
const ANNOTATIONS_OFF = 0;
const ANNOTATIONS_ON = 1;

export interface StyledPage {
  getOperatorList(params?: {
    annotationMode?: number;
  }): Promise<{ fnArray: number[]; argsArray: unknown[] }>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}

export interface PageStyle {
  boldFonts: Set<string>;
  italicFonts: Set<string>;
  iconFonts: Set<string>;
  /** A letter-spaced string with its drawn word spaces, or null when it is none or unknown. */
  respace(str: string): string | null;
  /** The page's ruling lines and filled rectangles. */
  rules: PageRules;
}

interface StyleRaw {
  str?: unknown;
  fontName?: unknown;
  width?: unknown;
  transform?: unknown;
}

const BOLD_NAME = /bold|black|heavy|semibd|demi|extrab|ultrab|\bbd\b|-bd|fett/i;
const ITALIC_NAME = /italic|oblique|kursiv/i;

/** pdf.js's font object, as far as it is read here. */
interface FontObj {
  name?: unknown;
  bold?: unknown;
  black?: unknown;
  italic?: unknown;
}

/**
 * "C O N T E N T C R E AT O R": most tokens single glyphs, at least four of them; a long run of
 * them may hold one kerned group that pdf.js ran together ("A G U S H I D AYAT, S . E .").
 */
export function looksLetterSpaced(str: string): boolean {
  const tokens = str.trim().split(' ').filter(Boolean);
  if (tokens.length < 4) return false;
  const single = tokens.filter((t) => [...t].length === 1).length;
  const long = tokens.filter((t) => [...t].length > 3).length;
  return (
    single >= 0.6 * tokens.length && (long === 0 || (single >= 6 && long <= tokens.length / 8))
  );
}

/** A drawn text line: its glyphs with their word spaces, and whether its glyphs are set apart. */
export interface GlyphRun {
  text: string;
  /** Letter-spaced by geometry: the usual gap between two letters is a visible part of an em. */
  spaced: boolean;
}

/** A run is letter-spaced when its letters stand this far apart (in ems), as a rule. */
const LETTER_GAP = 0.04;
/** In a letter-spaced run, a gap this much wider than the letters' (in ems) parts two words. */
const WORD_GAP = 0.15;

interface Glyph {
  c: string;
  /** Where the glyph starts and where its own outline's advance ends, in text space. */
  x: number;
  end: number;
  size: number;
}

/** The run's text: drawn spaces kept, and in a letter-spaced run a wide gap is a space too. */
function runOf(glyphs: readonly Glyph[]): GlyphRun {
  const gapAfter = (i: number) => (glyphs[i + 1]!.x - glyphs[i]!.end) / (glyphs[i]!.size || 1);
  const letterGaps: number[] = [];
  for (let i = 0; i + 1 < glyphs.length; i++) {
    if (!/\s/u.test(glyphs[i]!.c) && !/\s/u.test(glyphs[i + 1]!.c)) letterGaps.push(gapAfter(i));
  }
  letterGaps.sort((a, b) => a - b);
  // The letters' usual gap: an upper quartile, as kerned pairs ("AV", "WA") close theirs.
  const m = letterGaps[Math.floor(0.75 * letterGaps.length)] ?? 0;
  // Most letters apart, none touching as in set text (kerned pairs close up but stay open).
  const low = letterGaps[Math.floor(0.25 * letterGaps.length)] ?? 0;
  const spaced = letterGaps.length >= 3 && m >= LETTER_GAP && low >= LETTER_GAP / 2;
  let text = '';
  for (const [i, g] of glyphs.entries()) {
    text += g.c;
    const next = glyphs[i + 1];
    if (spaced && next && !/\s/u.test(g.c + next.c) && gapAfter(i) >= m + WORD_GAP) text += ' ';
  }
  return { text, spaced };
}

/**
 * The drawn glyph runs of an operator list, one per text line, space glyphs kept, each glyph
 * placed where it is drawn: by the text moves between glyphs (Chromium places each glyph of
 * letter-spaced text on its own), by the character spacing and by TJ adjustments (LibreOffice).
 * With `rulings`, every operator read is handed to it too: the page's one walk of its list.
 */
export function drawnRuns(
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  ops: Record<string, number>,
  rulings?: RulingReader,
): GlyphRun[] {
  const runs: GlyphRun[] = [];
  let cur: Glyph[] = [];
  let size = 1;
  let charSpacing = 0;
  let wordSpacing = 0;
  let scale = 1;
  let lineX = 0;
  let penX = 0;
  const flush = () => {
    if (cur.some((g) => g.c.trim() !== '')) runs.push(runOf(cur));
    cur = [];
  };
  const n = Math.min(fnArray.length, MAX_STYLE_OPS);
  for (let i = 0; i < n; i++) {
    const fn = fnArray[i];
    const args = argsArray[i] as unknown[] | null;
    const num = (k: number) => (Array.isArray(args) ? Number(args[k]) || 0 : 0);
    rulings?.op(fn, args);
    if (fn === ops.beginText || fn === ops.endText || fn === ops.setTextMatrix) {
      flush();
      lineX = penX = 0;
    } else if (fn === ops.moveText || fn === ops.setLeadingMoveText) {
      if (num(1) !== 0) flush();
      lineX += num(0);
      penX = lineX;
    } else if (fn === ops.nextLine) {
      flush();
      penX = lineX;
    } else if (fn === ops.setFont) size = Math.abs(num(1)) || 1;
    else if (fn === ops.setCharSpacing) charSpacing = num(0);
    else if (fn === ops.setWordSpacing) wordSpacing = num(0);
    else if (fn === ops.setHScale) scale = (num(0) || 100) / 100;
    else if (fn === ops.showText || fn === ops.showSpacedText) {
      const glyphs = Array.isArray(args) ? args[0] : null;
      if (!Array.isArray(glyphs)) continue;
      for (const g of glyphs) {
        // A TJ adjustment, in thousandths of an em: a positive one moves back.
        if (typeof g === 'number') penX -= (g / 1000) * size * scale;
        if (!g || typeof g !== 'object') continue;
        const { unicode, width } = g as { unicode?: unknown; width?: unknown };
        if (typeof unicode !== 'string') continue;
        const own = ((Number(width) || 0) / 1000) * size * scale;
        cur.push({ c: unicode, x: penX, end: penX + own, size: size * scale });
        penX += own + (charSpacing + (unicode === ' ' ? wordSpacing : 0)) * scale;
      }
    }
  }
  flush();
  return runs;
}

/** The drawn glyph runs' texts (drawnRuns). */
export function glyphRuns(
  fnArray: readonly number[],
  argsArray: readonly unknown[],
  ops: Record<string, number>,
): string[] {
  return drawnRuns(fnArray, argsArray, ops).map((r) => r.text);
}

/**
 * Finds a letter-spaced string's glyphs in the drawn runs and returns them with their spaces. A
 * string is letter-spaced when it looks so, or when its glyphs lie in a run drawn letter-spaced
 * (a kerned pair that pdf.js ran together hides the spacing in the string: "YAY U TAWA N G").
 */
export function respaceFrom(runs: readonly (string | GlyphRun)[]): (str: string) => string | null {
  const all = runs.map((r) => (typeof r === 'string' ? { text: r, spaced: false } : r));
  const flat = all.map((r) => r.text.replace(/\s+/g, ''));
  return (str) => {
    const looks = looksLetterSpaced(str);
    const key = str.replace(/\s+/g, '');
    // Geometry alone vouches only for a string pdf.js split somewhere inside.
    if (!looks && (!/\S\s+\S/u.test(str.trim()) || key.length < 3)) return null;
    // The same words set as text elsewhere on the page (a headline repeated as a job title) are
    // that text's: geometry vouches only for a string no set run holds as it is.
    const said = str.trim().replace(/\s+/g, ' ');
    if (!looks && all.some((r) => !r.spaced && r.text.includes(said))) return null;
    for (const [i, f] of flat.entries()) {
      if (!looks && !all[i]!.spaced) continue;
      const at = f.indexOf(key);
      if (at < 0) continue;
      // Walk the run to the key's glyphs, keeping the spaces drawn between them.
      const run = all[i]!.text;
      let out = '';
      let seen = 0;
      for (const c of run) {
        if (/\s/.test(c)) {
          if (seen > at && seen < at + key.length && !out.endsWith(' ')) out += ' ';
          continue;
        }
        if (seen >= at && seen < at + key.length) out += c;
        seen++;
      }
      return out.trim() || null;
    }
    return null;
  };
}

/**
 * Builds the page's operator list once (bounded) and reads its fonts and glyph runs. On any
 * failure the page reads as before: no bold, no icons, no respacing. The page's own content
 * only: text items come from it alone, and so do their fonts and glyph runs; annotations'
 * appearances (links, form fields) are read only `withAnnotations` (as pdf.js draws a page).
 */
export async function pageStyle(
  page: StyledPage,
  raws: readonly StyleRaw[],
  ops: Record<string, number>,
  { withAnnotations = false } = {},
): Promise<PageStyle> {
  const none: PageStyle = {
    boldFonts: new Set(),
    italicFonts: new Set(),
    iconFonts: new Set(),
    respace: () => null,
    rules: { rules: [], fills: [] },
  };
  let list: { fnArray: number[]; argsArray: unknown[] };
  try {
    list = await page.getOperatorList({
      annotationMode: withAnnotations ? ANNOTATIONS_ON : ANNOTATIONS_OFF,
    });
  } catch {
    return none;
  }
  const fontIds = new Set(
    raws.flatMap((r) => (typeof r.fontName === 'string' ? [r.fontName] : [])),
  );
  const candidates = iconCandidateFonts(
    raws.flatMap((r) => {
      if (typeof r.str !== 'string' || r.str.trim() === '' || typeof r.fontName !== 'string')
        return [];
      const t = Array.isArray(r.transform) ? (r.transform as number[]) : [];
      const fontSize = Math.hypot(t[2] ?? 0, t[3] ?? 0) || Math.hypot(t[0] ?? 0, t[1] ?? 0) || 10;
      const width =
        typeof r.width === 'number' && r.width > 0 ? r.width : r.str.length * fontSize * 0.5;
      return [{ fontName: r.fontName, str: r.str, width, fontSize }];
    }),
  );
  const boldFonts = new Set<string>();
  const italicFonts = new Set<string>();
  const iconFonts = new Set<string>();
  for (const id of fontIds) {
    let font: FontObj | null = null;
    try {
      font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as FontObj) : null;
    } catch {
      // A font pdf.js could not load: neither bold nor an icon font we know of.
    }
    if (!font) continue;
    if (candidates.has(id) && isIconFontName(font.name)) iconFonts.add(id);
    const name = typeof font.name === 'string' ? font.name : '';
    if (
      font.bold === true ||
      font.black === true ||
      BOLD_NAME.test(name.replace(/^[A-Z]{6}\+/, ''))
    )
      boldFonts.add(id);
    if (font.italic === true || ITALIC_NAME.test(name.replace(/^[A-Z]{6}\+/, '')))
      italicFonts.add(id);
  }
  const rulings = new RulingReader(ops);
  const runs = drawnRuns(list.fnArray, list.argsArray, ops, rulings);
  return { boldFonts, italicFonts, iconFonts, respace: respaceFrom(runs), rules: rulings.result() };
}
