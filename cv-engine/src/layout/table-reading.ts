/**
 * A table's cells read the way a reader takes a table in, shared by the DOCX reader (Word's own
 * tables, docx-lines.ts) and the PDF reader (grids found from their ruling lines,
 * pdf-tables.ts): a label column beside content (the usual Indonesian Word CV) as a heading over
 * its content, "Nama | : | Budi" rows as one "Nama: Budi" line, a shaded narrow sidebar cell
 * after the main cell, a header row of column names left out. Generic over the line: a line is
 * its text and hint, and whatever else its reader keeps with it. Pure.
 */
import type { LineHint } from '../types.ts';

/** A line of a cell: its text and hint (a reader's line may carry more, kept as it is). */
export interface TableLine {
  text: string;
  hint: LineHint;
}

type Region = LineHint['region'];

/** A cell of a table's row: its lines (null for a blank), its share of the width, shading. */
export interface GridCell<L extends TableLine = TableLine> {
  /** Share of the table's width, 0..1 (0 when unknown). */
  share: number;
  shaded: boolean;
  lines: (L | null)[];
}

/** Lines emitted: a blank line (null) never twice in a row, one before every heading. */
export class LineOut<L extends TableLine = TableLine> {
  readonly lines: (L | null)[] = [];
  blank() {
    if (this.lines.length > 0 && this.lines[this.lines.length - 1] !== null) this.lines.push(null);
  }
  push(l: L) {
    if (l.hint.heading) this.blank();
    this.lines.push(l);
  }
  pushAll(ls: readonly (L | null)[]) {
    for (const l of ls) {
      if (l === null) this.blank();
      else this.push(l);
    }
  }
}

const textLines = <L extends TableLine>(ls: readonly (L | null)[]): L[] =>
  ls.filter((l): l is L => l !== null);
const isEmpty = (c: GridCell<TableLine>) => textLines(c.lines).length === 0;
const isColon = (c: GridCell<TableLine>) => {
  const t = textLines(c.lines);
  return t.length === 1 && /^[:：]$/u.test(t[0]!.text);
};

/** A cell that holds a short label: one or two short lines, no sentence. */
function labelCell(c: GridCell<TableLine>): boolean {
  const t = textLines(c.lines);
  return (
    t.length >= 1 &&
    t.length <= 2 &&
    t.every(
      (l) => l.text.length <= 40 && l.text.split(/\s+/u).length <= 5 && !l.text.includes('\t'),
    )
  );
}

/** The cells of a row that hold something, colon cells kept (they mark a label row). */
const filled = <L extends TableLine>(row: GridCell<L>[]) => row.filter((c) => !isEmpty(c));

function withRegion<L extends TableLine>(ls: (L | null)[], region: Region): (L | null)[] {
  return ls.map((l) => (l === null ? null : { ...l, hint: { ...l.hint, region } }));
}

/**
 * A layout table used as two columns: a narrow column shaded (a sidebar), or a single row of two
 * long cells. Returns the side column's index (0 or 1), or null.
 */
function sidebarColumn(rows: GridCell<TableLine>[][]): number | null {
  const two = rows.filter((r) => r.length === 2);
  if (two.length === 0 || two.length < rows.filter((r) => filled(r).length > 0).length) return null;
  const share = (i: number) => Math.max(...two.map((r) => r[i]!.share));
  const shaded = (i: number) => two.some((r) => r[i]!.shaded && !isEmpty(r[i]!));
  const long = (i: number) => two.some((r) => textLines(r[i]!.lines).length >= 4);
  for (const i of [0, 1]) {
    const other = 1 - i;
    if (shaded(i) && !shaded(other) && share(i) <= 0.45 && long(i)) return i;
  }
  if (two.length === 1) {
    for (const i of [0, 1]) {
      const other = 1 - i;
      if (share(i) > 0 && share(i) <= 0.45 && long(i) && long(other) && !labelCell(two[0]![i]!)) {
        return i;
      }
    }
  }
  return null;
}

/** Whether the table is a label column beside content (left cells short labels, right wide). */
function labelTable(rows: GridCell<TableLine>[][]): boolean {
  let labelled = 0;
  for (const row of rows) {
    const f = filled(row);
    if (f.length <= 1) continue;
    const [left, ...rest] = row;
    const right = rest.filter((c) => !isColon(c));
    if (right.length !== 1 || rest.length > 2) return false;
    if (left!.share > 0.42 || (right[0]!.share > 0 && right[0]!.share < left!.share * 1.3)) {
      return false;
    }
    if (!isEmpty(left!) && !labelCell(left!)) return false;
    if (!isEmpty(left!)) labelled++;
  }
  return labelled > 0;
}

const DATEY = /\d{4}|\d{1,2}[/.-]\d{2,4}/u;

function labelRowLines<L extends TableLine>(row: GridCell<L>[], out: LineOut<L>) {
  const [left, ...rest] = row;
  const colon = rest.some(isColon);
  const right = rest.find((c) => !isColon(c));
  const label = textLines(left!.lines);
  const content: (L | null)[] = right ? right.lines : [];
  const contentText = textLines(content);
  if (label.length === 0) {
    out.pushAll(content);
    return;
  }
  if (contentText.length === 0) {
    // A label alone on its row: a heading over the rows below it.
    for (const l of label) out.push({ ...l, hint: { ...l.hint, heading: true, region: 'label' } });
    return;
  }
  // "Nama:" typed in the label cell: the colon is printed once.
  const labelText = label
    .map((l) => l.text)
    .join(' ')
    .replace(/\s*[:：]$/u, '');
  const first = contentText[0]!;
  const value = first.text.replace(/^[:：]\s*/u, '');
  const typedColon = /^[:：]/u.test(first.text);
  const plainLabel = label.length === 1 && !label[0]!.hint.bold && !label[0]!.hint.heading;
  // "Nama | : | Budi", "Nama | : Budi", "Email | budi@…": one line, label, colon, value.
  if (contentText.length === 1 && (colon || typedColon || plainLabel) && !DATEY.test(labelText)) {
    out.push({
      ...first,
      text: `${labelText}: ${value}`,
      hint: { ...first.hint, heading: false, region: 'main' },
    });
    return;
  }
  if (DATEY.test(labelText) && label.length === 1) {
    // Dates in the left column beside an entry: after the entry's first line, as a tab stop
    // would print them.
    out.push({ ...first, text: `${first.text}\t${labelText}` });
    let skipped = false;
    out.pushAll(
      content.filter((l) => {
        if (!skipped && l !== null) {
          skipped = true;
          return false;
        }
        return true;
      }),
    );
    return;
  }
  for (const l of label) out.push({ ...l, hint: { ...l.hint, heading: true, region: 'label' } });
  out.pushAll(content);
}

/** An email address, or a phone number (nine digits or more in one run, not a date range). */
const contactLine = (t: string) =>
  /\S@\S/u.test(t) ||
  (t.match(/\+?\d[\d ().-]{7,}\d/gu) ?? []).some((m) => m.replace(/\D/gu, '').length >= 9);
const hasContact = (ls: readonly (TableLine | null)[]) =>
  ls.some((l) => l !== null && contactLine(l.text));

/** Where the body starts in a column: its first heading that is not the name (size < 1.4). */
function headAt(ls: readonly (TableLine | null)[]): number {
  const i = ls.findIndex((l) => l !== null && l.hint.heading && l.hint.size < 1.4);
  return i < 0 ? ls.length : i;
}

/** [start, end) of the side column's block (a heading and its lines) holding contact details. */
function contactBlock(ls: readonly (TableLine | null)[]): [number, number] | null {
  const starts = ls.flatMap((l, i) => (l !== null && l.hint.heading ? [i] : []));
  const bounds = [0, ...starts.filter((i) => i > 0), ls.length];
  for (let k = 0; k + 1 < bounds.length; k++) {
    const [a, b] = [bounds[k]!, bounds[k + 1]!];
    if (hasContact(ls.slice(a, b))) return [a, b];
  }
  return null;
}

/**
 * A grid whose first row labels its columns ("No | Nama Instansi | Jabatan | Tahun"): three
 * columns or more, every cell of the first row one short line set apart (bold or shaded), and
 * rows below it as wide. Returns whether the first row is such a header.
 */
export function headerRow(rows: readonly GridCell<TableLine>[][]): boolean {
  const [head, ...body] = rows;
  if (!head || head.length < 3 || body.length === 0) return false;
  const set = head.every((c) => {
    const t = textLines(c.lines);
    return (
      t.length === 1 && labelCell(c) && !/\d{3}/u.test(t[0]!.text) && (t[0]!.hint.bold || c.shaded)
    );
  });
  if (!set) return false;
  const plain = (c: GridCell<TableLine>) => textLines(c.lines).some((l) => !l.hint.bold);
  return body.every((r) => r.length === head.length) && body.some((r) => r.some(plain));
}

/** A row's running number ("1", "2."), in the narrow first column of a grid. */
const ordinal = (c: GridCell<TableLine>) => {
  const t = textLines(c.lines);
  return t.length === 1 && /^\d{1,2}[.)]?$/u.test(t[0]!.text);
};

/**
 * A table's rows of cells → reading-order lines (null for a blank line): a shaded narrow
 * sidebar after the main column (its contact block where the CV's header is), a label column
 * as headings over their content ("Nama | : | Budi" as "Nama: Budi"), a header row naming the
 * columns left out with each row below one entry, or else cell after cell, row by row. Lines
 * keep whatever else they carry (a PDF line its geometry); only their text and hint change.
 */
export function readGrid<L extends TableLine>(
  rows: GridCell<L>[][],
  region: Region = 'main',
): (L | null)[] {
  const out = new LineOut<L>();
  const side = region === 'main' ? sidebarColumn(rows) : null;
  if (side !== null) {
    const main = 1 - side;
    const mainLines = rows.flatMap((r) => (r.length === 2 ? r[main]!.lines : []));
    let sideLines: (L | null)[] = rows.flatMap((r) =>
      r.length === 2 ? [...r[side]!.lines, null] : [],
    );
    // The sidebar's contact block is the CV's header, as a reader takes it in: it follows the
    // main column's name and headline when the main column has no contact details of its own.
    const contact = hasContact(mainLines) ? null : contactBlock(sideLines);
    const contactLines = contact ? sideLines.slice(contact[0], contact[1]) : [];
    if (contact) sideLines = [...sideLines.slice(0, contact[0]), ...sideLines.slice(contact[1])];
    let first = true;
    for (const r of rows) {
      if (r.length !== 2) for (const c of r) out.pushAll(c.lines);
      else if (first && contact) {
        first = false;
        const ls = r[main]!.lines;
        const at = headAt(ls);
        out.pushAll(ls.slice(0, at));
        out.blank();
        out.pushAll(withRegion(contactLines, 'side'));
        out.blank();
        out.pushAll(ls.slice(at));
      } else out.pushAll(r[main]!.lines);
      out.blank();
    }
    out.blank();
    out.pushAll(withRegion(sideLines, 'side'));
    return out.lines;
  }
  if (labelTable(rows)) {
    for (const r of rows) {
      const before = out.lines.length;
      const f = filled(r);
      if (f.length > 1 || (f.length === 1 && f[0] === r[0] && r.length > 1)) labelRowLines(r, out);
      else for (const c of r) out.pushAll(c.lines);
      // A row of one line ("Nama: Budi") runs on with its neighbours; an entry is a block.
      if (out.lines.length - before > 1) out.blank();
    }
    return out.lines;
  }
  if (headerRow(rows)) {
    // The header row names the columns: not content. Each row below is one entry, its running
    // number left out.
    for (const r of rows.slice(1)) {
      for (const [i, c] of r.entries()) if (i > 0 || !ordinal(c)) out.pushAll(c.lines);
      out.blank();
    }
    return out.lines;
  }
  for (const r of rows) {
    for (const c of r) out.pushAll(c.lines);
  }
  return out.lines;
}
