/**
 * Positioned text (pdf.js items) into lines: items grouped by baseline and joined left to right,
 * letter-spaced glyphs merged into words, ligatures and private-use glyphs cleaned. Pure.
 */

import { joinWrappedRows, wrappedRowLine } from './wrapped-rows.ts';
import { joinWrappedTitles } from './wrapped-titles.ts';

export type { Line, Region, TextItem } from './pdf-types.ts';
import type { Line, Region, TextItem } from './pdf-types.ts';

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

/** "S K I L L S": a letter-spaced word that pdf.js returned with a space between glyphs. */
export const SPACED_WORD = /^[\p{L}\d](?: [\p{L}\d&/.-]){2,}$/u;

/** "M E", "I T": a two-letter word drawn letter-spaced, read as one only in a spaced line. */
const SPACED_PAIR = /^[\p{L}\d] [\p{L}\d]$/u;

/** "S . T.": a letter-spaced abbreviation whose last stop was set tight, read in a spaced line. */
const SPACED_ABBREVIATION = /^[\p{L}\d](?: [\p{L}\d.]){2,}\.$/u;

/** An item's text cleaned; `spacedLine`: its line is drawn letter-spaced ("ABOUT M E"). */
function cleanStr(s: string, spacedLine = false): string {
  const t = s.trim();
  const spaced = SPACED_PAIR.test(t) || SPACED_ABBREVIATION.test(t);
  if (SPACED_WORD.test(t) || (spacedLine && spaced)) s = s.replace(/ /g, '');
  return (
    s
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      // Control characters (C0 and C1) and zero-width marks carry no text.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\ufeff]/g, '')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
  );
}

export const right = (it: { x: number; width: number }) => it.x + it.width;
export const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** How much of the smaller of an item and a line (baseline y, size fs) overlaps the other. */
function verticalOverlap(it: TextItem, y: number, fs: number): number {
  const a0 = it.y - 0.2 * it.fontSize;
  const a1 = it.y + 0.8 * it.fontSize;
  const b0 = y - 0.2 * fs;
  const b1 = y + 0.8 * fs;
  const overlap = Math.min(a1, b1) - Math.max(a0, b0);
  return overlap <= 0 ? 0 : overlap / Math.min(a1 - a0, b1 - b0);
}

/** A word of four letters or more: text, not a superscript, an icon or a bullet glyph. */
const holdsWord = (it: TextItem) => /\p{L}{4}/u.test(it.str);

/** Items grouped into rows by baseline, top to bottom, each row left to right. */
export function groupRows(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TextItem[][] = [];
  let current: TextItem[] = [];
  let main: TextItem | null = null;
  const len = (it: TextItem) => it.str.trim().length;
  for (const it of sorted) {
    // Same baseline, or (a superscript, a bullet glyph a little off the baseline) lying mostly
    // within the line's height. Words in type 1.4 times larger or smaller than the line's
    // words, off its baseline, are another line beside it (a wrapped name beside the contact
    // lines), however much of the smaller type's height they cover.
    const lineY = main?.y ?? 0;
    const lineFs = main?.fontSize ?? 0;
    const apart =
      main !== null &&
      Math.max(it.fontSize, lineFs) >= 1.4 * Math.min(it.fontSize, lineFs) &&
      holdsWord(it) &&
      holdsWord(main);
    const same =
      main !== null &&
      (Math.abs(it.y - lineY) <= 0.3 * Math.min(it.fontSize, lineFs) ||
        (!apart && verticalOverlap(it, lineY, lineFs) >= 0.6));
    if (same) {
      current.push(it);
      // The line's baseline is its main text (the longest item), not a superscript or an
      // icon glyph taller than the text.
      if (len(it) > len(main!)) main = it;
    } else {
      if (current.length > 0) groups.push(current);
      current = [it];
      main = it;
    }
  }
  if (current.length > 0) groups.push(current);
  for (const g of groups) g.sort((a, b) => a.x - b.x);
  return groups;
}

/** A key of a key-value row: a word or three, letters only, short ("Posisi", "Company", "Period"). */
export const isKey = (text: string) =>
  text.length <= 24 &&
  text.trim().split(/\s+/u).length <= 3 &&
  /^\p{L}[\p{L}.\s/&-]*:?$/u.test(text.trim());

const SIDE_HEADING = /^[\p{Lu}][\p{Lu}\s&/,.-]*$/u;

/**
 * A title beside smaller text on one row (a name and its headline, a name beside the contact
 * lines): two lines, split where the size changes 1.4 times or more across a gap, each side
 * holding words.
 */
export function splitBySize(g: TextItem[]): TextItem[][] {
  const words = (xs: TextItem[]) => /\p{L}{2}/u.test(xs.map((i) => i.str).join(''));
  for (let k = 1; k < g.length; k++) {
    const head = g.slice(0, k);
    const rest = g.slice(k);
    const gap = g[k]!.x - right(g[k - 1]!);
    const lo = (xs: TextItem[]) => Math.min(...xs.map((i) => i.fontSize));
    const hi = (xs: TextItem[]) => Math.max(...xs.map((i) => i.fontSize));
    const apart =
      (lo(head) >= 1.4 * hi(rest) || lo(rest) >= 1.4 * hi(head)) &&
      gap > 0.25 * Math.min(hi(head), hi(rest));
    if (apart && words(head) && words(rest)) return [head, ...splitBySize(rest)];
  }
  return [g];
}

/** Where a row's first cell ends: the first wide gap within its first few items, or -1. */
function firstCellEnd(g: TextItem[]): number {
  for (let k = 1; k < Math.min(g.length, 4); k++) {
    if (g[k]!.x - right(g[k - 1]!) >= Math.max(8, g[k - 1]!.fontSize)) return k;
  }
  return -1;
}

/**
 * Key-value rows: a short key (no larger than its value), a wide gap, its value, the values of
 * four rows or more starting on one edge and their keys on another, some key printed twice ("Posisi      Front Office Agent", "Periode     2024 –
 * 2026"). Each such row is read "key: value", as the table means it. Returns the row → where its
 * value starts.
 */
export function keyValueRows(groups: TextItem[][]): Map<TextItem[], number> {
  const cands: { g: TextItem[]; k: number; key: string }[] = [];
  for (const g of groups) {
    const k = firstCellEnd(g);
    if (k < 0) continue;
    const key = g
      .slice(0, k)
      .map((i) => i.str)
      .join(' ')
      .trim();
    // A key is set no larger than its value (a name beside a heading is no key).
    const larger = g[0]!.fontSize > g[k]!.fontSize + 0.5;
    if (isKey(key) && !SIDE_HEADING.test(key) && !larger)
      cands.push({ g, k, key: key.toLowerCase() });
  }
  const mode = (xs: number[]) => {
    let best = 0;
    let most = 0;
    for (const x of xs) {
      const n = xs.filter((y) => Math.abs(y - x) <= 2).length;
      if (n > most) [best, most] = [x, n];
    }
    return best;
  };
  const valueEdge = mode(cands.map((c) => c.g[c.k]!.x));
  // Values start in the row's left half; right-aligned dates after a title are no values.
  const minX = Math.min(...groups.map((g) => g[0]!.x));
  const maxX = Math.max(...groups.map((g) => right(g[g.length - 1]!)));
  if (valueEdge - minX > 0.5 * (maxX - minX)) return new Map();
  const keyEdge = mode(cands.map((c) => c.g[0]!.x));
  // A value may start a little right of the edge (a list's first item under its marker).
  const rows = cands.filter(
    (c) =>
      c.g[c.k]!.x >= valueEdge - 2 &&
      c.g[c.k]!.x <= valueEdge + 3 * c.g[c.k]!.fontSize &&
      Math.abs(c.g[0]!.x - keyEdge) <= 2,
  );
  // Keys repeat: every record prints the same ones.
  const repeated = rows.some((c) => rows.filter((d) => d.key === c.key).length >= 2);
  return new Map(rows.length >= 4 && repeated ? rows.map((c) => [c.g, c.k] as const) : []);
}

/** Groups items into lines by baseline, then joins each line left to right. */
export function buildLines(items: TextItem[], region: Region = 'main', bound?: number): Line[] {
  const groups = groupRows(items);
  const kv = keyValueRows(groups);
  const lines: Line[] = [];
  const join = (xs: TextItem[]) => joinLine(xs, region);
  // An entry's header row whose title and dates wrap in their cells reads as one line.
  for (const row of joinWrappedRows(groups, join, (g) => kv.has(g))) {
    if (row.rows.length > 1) {
      const line = wrappedRowLine(row, region, join);
      if (line) lines.push(line);
      continue;
    }
    const g = row.rows[0]!;
    const k = kv.get(g);
    if (k !== undefined) {
      const whole = joinLine(g, region);
      const key = joinLine(g.slice(0, k), region);
      const value = joinLine(g.slice(k), region);
      if (whole && key && value) {
        const sep = /[:：]$/u.test(key.text) || /^[:：]/u.test(value.text) ? ' ' : ': ';
        lines.push({ ...whole, text: `${key.text}${sep}${value.text}`.replace(/\s+:/u, ':') });
        continue;
      }
    }
    // A title wrapped from the row above ("Budi Santoso," / "S.Pd." beside the summary) stays
    // with the row: the reader joins wrapped titles, not this split.
    // The title is the row's largest type: small text first (a label beside a large name)
    // continues no title.
    const above = groups[groups.indexOf(g) - 1];
    const wrapped =
      g[0]!.fontSize >= Math.max(...g.map((it) => it.fontSize)) - 0.5 &&
      above?.some(
        (it) => Math.abs(it.x - g[0]!.x) <= 2 && Math.abs(it.fontSize - g[0]!.fontSize) <= 0.5,
      );
    for (const sized of wrapped ? [g] : splitBySize(g)) {
      for (const part of splitSideHeading(sized)) {
        const line = joinLine(part, region);
        if (line) lines.push(line);
      }
    }
  }
  const edge = bound ?? Math.max(0, ...items.map(right));
  for (const l of lines) l.bound = Math.max(edge, l.right);
  return joinWrappedTitles(lines);
}

/**
 * "RINGKASAN      Siswa SMK ..." (a heading in the left margin, its text beside it):
 * two lines, the heading first. A letter-spaced heading's wide word gap parts no line.
 */
function splitSideHeading(g: TextItem[]): TextItem[][] {
  for (let k = 1; k < Math.min(g.length, 4); k++) {
    const prev = g[k - 1]!;
    const gap = g[k]!.x - right(prev);
    if (gap < Math.max(8, prev.fontSize)) continue;
    const headItems = g.slice(0, k);
    const head = headItems
      .map((i) => i.str)
      .join(' ')
      .trim();
    const spaced =
      tracking(g) > 0 ||
      headItems.some((i) => (i.spaced || SPACED_WORD.test(i.str.trim())) && gap < 2 * i.fontSize);
    if (!spaced && head.replace(/[^\p{L}]/gu, '').length >= 3 && SIDE_HEADING.test(head)) {
      return [g.slice(0, k), g.slice(k)];
    }
    break;
  }
  return [g];
}

/**
 * Letter-spaced text ("S K I L L S" drawn glyph by glyph with tracking): the usual gap between
 * single glyphs, which is not a space.
 */
function tracking(g: TextItem[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < g.length; i++) {
    const a = g[i - 1]!;
    const b = g[i]!;
    if (a.str.trim().length === 1 && b.str.trim().length === 1) gaps.push(b.x - right(a));
  }
  if (gaps.length < 3) return 0;
  const m = median(gaps);
  return m > 0 ? m : 0;
}

const PRIVATE_USE = /[\u{e000}-\u{f8ff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/u;
/** Symbol fonts' bullets (Symbol's U+F0B7, Wingdings' U+F0A7 …): see BULLET_CHARS. */
const SYMBOL_FONT_GLYPH = /^[\uf000-\uf8ff]/u;

export const BULLET_CHARS =
  '•●○◦▪▫■□‣⁃∙·◆◇♦❖➢➤►▶▸▹➔→✓✔✗☐☑⦿⚫★☆' +
  '\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf071\uf0e0\uf075\uf097\uf09f';

/**
 * Private-use code points name no character: an icon font's glyph (a phone, a logo) that would
 * print as a box or a stray letter. A line's first one, if a symbol font's, is its bullet (read
 * by normaliseBullet); further on, a known bullet glyph stays a separator "•" and any other is
 * dropped, leaving a word break.
 */
export function dropPrivateUse(line: string): string {
  if (!PRIVATE_USE.test(line)) return line;
  const lead = SYMBOL_FONT_GLYPH.exec(line)?.[0] ?? '';
  const rest = line
    .slice(lead.length)
    .replace(new RegExp(PRIVATE_USE.source, 'gu'), (c) => (BULLET_CHARS.includes(c) ? ' • ' : ' '))
    .replace(/\s+/gu, ' ')
    .trim();
  return lead === '' ? rest : `${lead} ${rest}`.trim();
}

const FIELD_SEPARATOR_END = /[|•·,;:/\u2013\u2014-]\s*$/u;
const FIELD_SEPARATOR_START = /^\s*[|•·,;:/\u2013\u2014]/u;

/**
 * Whether two runs set closer than a space still start a new word:
 * - a word in one weight meeting a number in another, however tight (a bold header run up to
 *   its tab stop against the dates: "Teknisi Produksi" | "03/2023");
 * - a tab passed by the text before it (a title running past a right tab stop, its dates drawn
 *   after): the tab shrinks to a sliver, a few hundredths of an em, where the next run starts
 *   a new word ("Semarang" | "2017", "Engineering" | "August"). Runs split inside a word touch.
 */
function tightBreak(prev: TextItem, it: TextItem, gap: number, before: string, s: string): boolean {
  if (Boolean(prev.bold) !== Boolean(it.bold) && /\p{L}$/u.test(before) && /^\d/u.test(s)) {
    return true;
  }
  // Larger type starting a capitalised word right after a lower-case letter: another cell's
  // text met by the one before it (a long address running up to the headline beside it).
  if (it.fontSize >= 1.08 * prev.fontSize && /\p{Ll}$/u.test(before) && /^\p{Lu}\p{Ll}/u.test(s)) {
    return true;
  }
  const fs = Math.min(prev.fontSize, it.fontSize);
  if (gap < 0.02 * fs || Math.abs(prev.fontSize - it.fontSize) > 0.1 * fs) return false;
  const a = prev.str.trimEnd();
  const b = it.str.trimStart();
  return (/\p{L}$/u.test(a) && /^\d/u.test(b)) || (/\p{Ll}$/u.test(a) && /^\p{Lu}/u.test(b));
}

/**
 * A place set apart on its row ("PT Kimia Farma          Yogyakarta": the employer bold on the
 * left, its town in another weight across the row's middle, as a resume sets its four corners):
 * two fields of the row, joined as text joins them, with a comma. Words only, no figures (dates
 * on the right stay as they are).
 */
function placeApart(
  g: TextItem[],
  prev: TextItem,
  it: TextItem,
  gap: number,
  before: string,
  s: string,
): boolean {
  const left = g[0]!.x;
  const span = Math.max(...g.map(right)) - left;
  return (
    gap >= 3 * Math.max(prev.fontSize, it.fontSize) &&
    it.x - left > 0.5 * span &&
    Boolean(prev.bold) !== Boolean(it.bold) &&
    /\p{L}{2}$/u.test(before.trimEnd()) &&
    /^\s*\p{Lu}[\p{L}\s.,'’-]*$/u.test(s)
  );
}

export function joinLine(g: TextItem[], region: Region = 'main'): Line | null {
  let text = '';
  let prev: TextItem | undefined;
  let iconBreak = false;
  const track = tracking(g);
  const spacedLine = track > 0 || g.some((it) => it.spaced || SPACED_WORD.test(it.str.trim()));
  for (const it of g) {
    if (it.icon) {
      iconBreak = true;
      continue;
    }
    const s = cleanStr(it.str, spacedLine);
    if (iconBreak && text.trim() !== '') {
      // An icon starts a field ("[phone] 0812 [mail] a@b.id"): between two fields that no
      // separator parts already, it parts them as one would in text.
      const parted = FIELD_SEPARATOR_END.test(text) || FIELD_SEPARATOR_START.test(s);
      text = `${text.trimEnd()}${parted ? ' ' : ' | '}`;
    }
    iconBreak = false;
    if (prev) {
      const gap = it.x - right(prev);
      const charW = Math.min(
        prev.width / Math.max(1, prev.str.length),
        it.width / Math.max(1, it.str.length),
      );
      const spaceW = Math.max(0.15 * Math.min(prev.fontSize, it.fontSize), 0.3 * charW);
      // Overlapping duplicates (fake bold: the same text drawn twice, slightly offset).
      if (gap < -0.5 * it.width && s === cleanStr(prev.str)) continue;
      const broken = gap > spaceW + track || tightBreak(prev, it, gap, text, s);
      if (placeApart(g, prev, it, gap, text, s)) text = `${text.trimEnd()}, `;
      else if (broken && !text.endsWith(' ') && !s.startsWith(' ')) text += ' ';
    }
    text += s;
    prev = it;
  }
  text = dropPrivateUse(text.replace(/\s+/g, ' ').trim());
  if (text === '') return null;
  const main = g.reduce((a, b) => (b.fontSize * b.str.length > a.fontSize * a.str.length ? b : a));
  // Size and weight by characters: a long run in body text outweighs a bold label before it.
  const bySize = new Map<number, number>();
  let boldChars = 0;
  let allChars = 0;
  for (const it of g) {
    const n = it.str.replace(/\s+/g, '').length;
    const fs = Math.round(it.fontSize * 10) / 10;
    bySize.set(fs, (bySize.get(fs) ?? 0) + n);
    allChars += n;
    if (it.bold) boldChars += n;
  }
  const fontSize = [...bySize].reduce((a, b) => (b[1] > a[1] ? b : a), [main.fontSize, -1])[0];
  return {
    text,
    y: main.y,
    x: g[0]!.x,
    right: Math.max(...g.map(right)),
    fontSize,
    bold: allChars > 0 && boldChars > allChars / 2,
    spaced: spacedLine,
    blockStart: false,
    region,
    bound: Math.max(...g.map(right)),
  };
}
