/**
 * An entry's header row whose parts wrap: a title (or school) on the left and its dates in a
 * narrow cell on the right, each part wrapped inside its own cell ("Staf Pemasaran — PT Bank
 * Harapan" | "2020 –" over "Nusantara" | "2023"). Grouped by baseline, the row prints as two
 * lines that each hold half of the title and half of the dates; read as one line, left part
 * then right part, it is the header the CV means. Found from geometry: the right cell is narrow,
 * in the row's right half and holds a number; the rows share the cells' vertical bands, a
 * continuation starts under the text start of its cell in the same type, and a left part
 * continues only where the word after it would not have fitted before the right cell (a right
 * part, where it runs on: "Jan 2020 –" over "Sekarang"). Pure.
 */
import { firstWordWidth, runsOn } from './label-starts.ts';
import type { Line, Region, TextItem } from './pdf-types.ts';

type Join = (items: TextItem[]) => Line | null;
const right = (it: TextItem) => it.x + it.width;

/** A row's cells: runs of items parted by gaps of an em or more (and 8 pt at least). */
function rowCells(g: TextItem[]): TextItem[][] {
  const cells: TextItem[][] = [];
  for (const it of g) {
    const cell = cells[cells.length - 1];
    const prev = cell?.[cell.length - 1];
    if (cell && prev && it.x - right(prev) < Math.max(8, prev.fontSize)) cell.push(it);
    else cells.push([it]);
  }
  return cells;
}

/**
 * A header row: a left cell and, after a wide gap, a narrow cell in the row's right half that
 * holds a number (dates; two columns of list items hold none).
 */
interface HeaderRow {
  left: TextItem[];
  right: TextItem[];
}

function headerRow(g: TextItem[], edge: number): HeaderRow | null {
  const cells = rowCells(g);
  if (cells.length !== 2) return null;
  const [left, rightCell] = cells as [TextItem[], TextItem[]];
  const x0 = left[0]!.x;
  const r0 = rightCell[0]!.x;
  const r1 = Math.max(...rightCell.map(right));
  if (r0 - x0 < 0.5 * (edge - x0) || r1 - r0 > 0.4 * (edge - x0)) return null;
  if (!rightCell.some((it) => /\d/u.test(it.str))) return null;
  return { left, right: rightCell };
}

/**
 * The same type: size, weight and slant. A line set in italic under an upright header (a town,
 * a note) is a line of its own, however long the header above it.
 */
const sameType = (a: TextItem, b: TextItem) =>
  Math.abs(a.fontSize - b.fontSize) < 0.5 &&
  Boolean(a.bold) === Boolean(b.bold) &&
  Boolean(a.italic) === Boolean(b.italic);

/** Whether a row starts under a left part's start, in the type the part ends in, no list item. */
function under(part: TextItem[], next: TextItem[], lineOf: Join): boolean {
  const head = next[0]!;
  if (Math.abs(head.x - part[0]!.x) > 1.5 || !sameType(part[part.length - 1]!, head)) return false;
  const b = lineOf(next);
  return b !== null && !/^[•●○◦▪■►▶➢➤✓✔*-]/u.test(b.text);
}

/**
 * Whether a left part wrapped onto the row under it: it runs on, or the row's first word would
 * not have fitted between the part's end and the right cell, less the gap the cells keep (0.8
 * em).
 */
function wraps(part: TextItem[], next: TextItem[], rightX: number, lineOf: Join): boolean {
  const a = lineOf(part);
  const b = lineOf(next);
  if (!a || !b) return false;
  const fs = part[part.length - 1]!.fontSize;
  return runsOn(a.text) || a.right + 0.3 * fs + firstWordWidth(b) > rightX - 0.8 * fs;
}

const leftContinues = (part: TextItem[], next: TextItem[], rightX: number, lineOf: Join) =>
  under(part, next, lineOf) && wraps(part, next, rightX, lineOf);

/**
 * Whether the layout prints a line of its own under its header rows (a place, a grade): some
 * header row's left part that did not wrap has a line under it, on its edge and in its type.
 * Then such a line under a long left part is that line too, not the part wrapped.
 */
function linesUnderHeaders(groups: TextItem[][], edge: number, lineOf: Join): boolean {
  return groups.some((g, i) => {
    const head = headerRow(g, edge);
    const next = groups[i + 1];
    if (!head || !next || rowCells(next).length !== 1) return false;
    const drop = Math.min(...g.map((it) => it.y)) - Math.min(...next.map((it) => it.y));
    const fs = head.left[head.left.length - 1]!.fontSize;
    return (
      drop > 0 &&
      drop <= 1.6 * fs &&
      Math.max(...next.map(right)) < head.right[0]!.x &&
      under(head.left, next, lineOf) &&
      !wraps(head.left, next, head.right[0]!.x, lineOf)
    );
  });
}

const GRADE = /\d[.,/]\d/u;

/** Whether a right cell's next row sits in its band: the same start or the same end. */
const inBand = (part: TextItem[], next: TextItem[]) =>
  Math.abs(next[0]!.x - part[0]!.x) <= 1.5 ||
  Math.abs(Math.max(...next.map(right)) - Math.max(...part.map(right))) <= 1.5;

/** Rows read as one: their parts in reading order, and the rows' baselines. */
export interface WrappedRow {
  parts: TextItem[][];
  rows: TextItem[][];
  ys: number[];
}

/**
 * The rows of `groups` (top to bottom, each left to right) that continue the header row above
 * them, joined into it: each joined row as its parts in reading order (the left cell's rows,
 * then the right cell's) and the baseline of its last row. Rows that continue none stay as
 * they are.
 */
export function joinWrappedRows(
  groups: TextItem[][],
  lineOf: Join,
  skip: (g: TextItem[]) => boolean = () => false,
): WrappedRow[] {
  const edge = Math.max(0, ...groups.flatMap((g) => g.map(right)));
  const ownLines = linesUnderHeaders(groups, edge, lineOf);
  const out: WrappedRow[] = [];
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i]!;
    const head = skip(g) ? null : headerRow(g, edge);
    if (!head) {
      out.push({ parts: [g], rows: [g], ys: [] });
      continue;
    }
    const lefts = [head.left];
    const rights = [head.right];
    const rows = [g];
    const fs = head.left[head.left.length - 1]!.fontSize;
    const rightX = head.right[0]!.x;
    const ys = [Math.min(...g.map((it) => it.y))];
    while (rows.length < 4 && i + 1 < groups.length) {
      const next = groups[i + 1]!;
      if (skip(next)) break;
      const y = Math.min(...next.map((it) => it.y));
      const lastY = ys[ys.length - 1]!;
      if (lastY - y <= 0 || lastY - y > 1.6 * fs) break;
      const cells = rowCells(next);
      const lastLeft = lefts[lefts.length - 1]!;
      const lastRight = rights[rights.length - 1];
      const rightOnly =
        cells.length === 1 && cells[0]![0]!.x >= rightX - 1.5 && lastRight !== undefined;
      if (rightOnly) {
        // Only the dates wrap: a part that runs on ("Jan 2020 –") over the rest ("Sekarang").
        const r = lineOf(lastRight);
        if (!r || !runsOn(r.text) || !inBand(lastRight, cells[0]!)) break;
        rights.push(cells[0]!);
      } else if (cells.length === 1 && Math.max(...next.map(right)) < rightX) {
        // Only the left part wraps, unless the layout prints a line of its own there (a grade
        // "3.60/4.00" is such a line: a name wrapped holds no number with decimals or a slash).
        if (ownLines || GRADE.test(lineOf(cells[0]!)?.text ?? '')) break;
        if (!leftContinues(lastLeft, cells[0]!, rightX, lineOf)) break;
        lefts.push(cells[0]!);
      } else if (cells.length === 2 && lastRight !== undefined) {
        const [l, r] = cells as [TextItem[], TextItem[]];
        if (!leftContinues(lastLeft, l, rightX, lineOf) || !inBand(lastRight, r)) break;
        if (Math.abs(r[0]!.fontSize - lastRight[0]!.fontSize) >= 0.5) break;
        lefts.push(l);
        rights.push(r);
      } else break;
      rows.push(next);
      ys.push(y);
      i++;
    }
    out.push({ parts: [...lefts, ...rights], rows, ys });
  }
  return out;
}

/**
 * A joined header row as one line: placed and typed as its first row, its text the parts' in
 * reading order, with the baselines of its rows (the text under it is measured from the last).
 */
export function wrappedRowLine(row: WrappedRow, region: Region, lineOf: Join): Line | null {
  const first = lineOf(row.rows[0]!);
  if (!first) return null;
  const text = row.parts
    .map((p) => lineOf(p)?.text ?? '')
    .filter(Boolean)
    .join(' ');
  const all = row.rows.flat();
  return { ...first, text, region, right: Math.max(...all.map(right)), rowYs: row.ys };
}
