/**
 * Where a label column's labels meet their content, for table-like layouts (a Word table with
 * the headings in its left cells, a CSS grid with a label column): the content of one cell runs
 * straight on from the cell above it, with no gap, so a block's start shows only in how the line
 * above it ends; and a heading cell printed at the cell's top may sit up to a line above its
 * content's first line, when that paragraph has space before it. Pure.
 */
import { MONTH_ALT } from '../fields/dates.ts';
import { headingKeys } from '../segment/headings.ts';
import type { Line } from './pdf-types.ts';

const BULLET_START = /^[•●○◦▪▫■□‣⁃∙·◆◇♦❖➢➤►▶▸▹➔→✓✔\uf000-\uf8ff-–]/u;

/** The width of a line's first word, from its share of the line's characters. */
export const firstWordWidth = (l: Line) =>
  ((l.right - l.x) * (l.text.split(' ')[0]?.length ?? 0)) / Math.max(1, l.text.length);

/**
 * Whether a line starts a paragraph of its own after the line above: that line ended short, so
 * this line's first word would have fitted at its end (the column's right edge is `edge`); a
 * list item after another list item is inside its list, not a start.
 */
export function startsParagraph(line: Line, above: Line | undefined, edge: number): boolean {
  if (!above) return true;
  if (BULLET_START.test(line.text) && BULLET_START.test(above.text)) return false;
  if (Math.abs(above.fontSize - line.fontSize) >= 0.5) return true;
  return above.right + 0.3 * above.fontSize + firstWordWidth(line) < edge - 1;
}

/**
 * The content line a label with no line beside it labels: the first right-hand line below the
 * label's baseline, when it comes within one and a half of the right side's usual line gap (a
 * heading cell set at the top of a row whose content paragraph has space before it); or -1.
 */
export function contentBelow(label: Line, rightLines: Line[], usualGap: number): number {
  const k = rightLines.findIndex((r) => r.y < label.y);
  if (k < 0) return -1;
  const gap = Math.max(usualGap, label.fontSize);
  return label.y - rightLines[k]!.y <= 1.5 * gap ? k : -1;
}

/**
 * The gap between the lines of one paragraph: the lower quartile of the gaps between
 * consecutive lines (blocks of short entries may part by more gaps than there are tight ones).
 */
export function lineGap(lines: Line[]): number {
  const gaps = lines
    .slice(1)
    .map((r, i) => lines[i]!.y - r.y)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 4)] ?? 0;
}

/**
 * Whether a label line that would read as wrapped onto the next is a heading of its own: it
 * names a section alone, and run on into the next line it names none ("Keterampilan" over
 * "Pelatihan dan", two heading cells set tight in a table); when the next line names a section
 * too, only a whole heading phrase joins them ("Pengalaman" over "Organisasi", never "Technical
 * Skills" over "Certifications").
 */
export function standsAlone(label: string, next: string): boolean {
  if (headingKeys(label) === null) return false;
  const joined = `${label} ${next}`;
  return headingKeys(next) === null
    ? headingKeys(joined) === null
    : headingKeys(joined, true) === null;
}

/**
 * Whether a label line is the tail of a heading wrapped in its cell: alone it names no section,
 * run on from the line above the two name one ("EMPLOYMENT" over "HISTORY", a cell a hair too
 * narrow for the pair, where the width alone cannot tell).
 */
export function headingTail(label: string, next: string): boolean {
  return headingKeys(next) === null && headingKeys(`${label} ${next}`, true) !== null;
}

/** Whether a label names a section (a heading cell), which is never a field's name. */
export const namesSection = (label: string): boolean => headingKeys(label) !== null;

/** A label line ending so runs on into the next line: a joining word or mark. */
const RUNS_ON = /(?:\s(?:dan|and|&|of|for|untuk|serta|atau|or)|[-–—,/&+])$/iu;

/**
 * A date range cut after its end month, the year still to come: "Agustus 2022 – Agustus",
 * "'20 — Oct.", "2015 s.d. Mei". One range wrapped, whatever the column's width.
 */
const OPEN_RANGE = new RegExp(
  `(?:(?:19|20)\\d{2}|['’]\\d{2})\\s*(?:[-–—]|to|until|s\\.?\\/?d\\.?|sampai|hingga)\\s*(?:${MONTH_ALT})\\.?$`,
  'iu',
);

/**
 * Whether a label line's text runs on into the next line ("Pelatihan dan", "Agustus 2023–",
 * "Agustus 2022 – Agustus", "Aug '20 — Oct").
 */
export const runsOn = (text: string): boolean =>
  RUNS_ON.test(text.trim()) || OPEN_RANGE.test(text.trim());

/**
 * The right edge of a label column: an em (of its labels' type) short of the content to its
 * right (a table cell's padding on either side, a grid's gap), never left of its widest label.
 */
export function labelColumnRight(left: Line[], content: Line[]): number {
  const x1 = Math.max(...left.map((l) => l.right));
  const em = Math.max(...left.map((l) => l.fontSize));
  const beside = content.filter((r) => r.x >= x1).map((r) => r.x);
  return beside.length === 0 ? x1 : Math.max(x1, Math.min(...beside) - em);
}

/** A label set as a heading: bold, letter-spaced or in capitals. */
export function looksLikeHeading(l: Line): boolean {
  const letters = l.text.replace(/[^\p{L}]/gu, '');
  return l.bold || l.spaced || (letters.length >= 3 && letters === letters.toUpperCase());
}
