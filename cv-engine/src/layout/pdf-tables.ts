/**
 * A page with ruled tables (ruled-tables.ts) that run the width of what is around them: each such
 * table is read as the DOCX reader reads a Word table (table-reading.ts: a header row of column
 * names left out, each row below one entry, a label column as headings), and the text above,
 * between and below the tables is laid out band by band as any page is (pdf-columns.ts). A
 * table with text beside it (in a column of a two-column page) is left to the page's layout.
 * Without such tables, the page is laid out as before. Pure.
 */
import { markBlocks } from './pdf-blocks.ts';
import { layoutPage, type PageInput, type PageLines } from './pdf-columns.ts';
import { bodySize, hintFor } from './pdf-hints.ts';
import { buildLines, right, type Line, type TextItem } from './pdf-lines.ts';
import { PLACES } from '../fields/contact-lexicon.ts';
import { COMPASS_WORDS, COUNTRY } from '../fields/places.ts';
import { ruledTables, type RuledCell, type RuledTable } from './ruled-tables.ts';
import { readGrid, type GridCell, type TableLine } from './table-reading.ts';

/** A cell's line with the PDF line it came from. */
interface CellLine extends TableLine {
  src: Line;
}

const firstWordWidth = (l: Line) =>
  ((l.right - l.x) * (l.text.split(' ')[0]?.length ?? 0)) / Math.max(1, l.text.length);

const STARTS_ITEM = /^[•●▪■◦‣∙·*–-]\s/u;

/** Towns and regions: a country ends many an employer's name ("PT Astra Komponen Indonesia"). */
const TOWNS = PLACES.filter((p) => !COUNTRY.test(p)).join('|');

/** A line that names a town and nothing else ("Makassar", "Jakarta Selatan"). */
const PLACE_LINE = new RegExp(`^(?:${TOWNS})(?:[ ,]+(?:${TOWNS}|${COMPASS_WORDS}))*$`, 'iu');

/** A contact value that stands on its own line: a web or email address, a phone number. */
const CONTACT_LINE =
  /^(?:https?:\/\/|www\.|\S+@\S+|[\w-]+\.(?:com|id|co|net|org|io|me)\b)|^\+?\(?\d[\d\s().-]{7,}$/iu;

/**
 * Whether a line goes on with the line above rather than starting a paragraph of its own: not
 * when it is a town on its own line, as a cell sets the employer's town under its name ("PT
 * Kimia Farma" / "Makassar"; "Institut Teknologi Sepuluh" / "Nopember" goes on), nor a contact
 * value under another line of the contact block.
 */
const continues = (line: string) =>
  !PLACE_LINE.test(line.trim()) && !CONTACT_LINE.test(line.trim());

/**
 * A cell's lines with each paragraph wrapped at the cell's edge read as one line: the next line's
 * first word would not have fitted after the line above (within the cell's padding, taken as
 * wide on the right as on its left), it starts no list item and follows tight under it.
 */
function joinCellWraps(lines: Line[], cell: RuledCell): Line[] {
  if (lines.length === 0) return lines;
  const pad = Math.max(0, Math.min(...lines.map((l) => l.x)) - cell.x0);
  const edge = cell.x1 - pad;
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    const fs = l.fontSize;
    if (
      prev &&
      !l.blockStart &&
      !STARTS_ITEM.test(l.text) &&
      prev.y - l.y > 0 &&
      prev.y - l.y <= 1.6 * fs &&
      prev.right + 0.3 * fs + firstWordWidth(l) > edge - 1 &&
      continues(l.text)
    ) {
      // A word or a date broken at its hyphen ("manaje-" / "men", "07-" / "2019").
      const hyphen =
        (/\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(l.text)) ||
        (/\d[-/]$/u.test(prev.text) && /^\d/u.test(l.text));
      // A word wider than its cell, broken at the cell's edge ("Associat" / "e Degree"): the line
      // above is that one word, filled to within a letter of the edge.
      const charW = (prev.right - prev.x) / Math.max(1, prev.text.length);
      const broken =
        /^\p{L}+$/u.test(prev.text) && /^\p{Ll}/u.test(l.text) && prev.right + charW > edge;
      const text = hyphen || broken ? `${prev.text}${l.text}` : `${prev.text} ${l.text}`;
      out[out.length - 1] = { ...prev, text, y: l.y, right: l.right };
      continue;
    }
    out.push(l);
  }
  return out;
}

/** A table's lines: its cells read as table-reading.ts reads a Word table's. */
export function tableLines(t: RuledTable): Line[] {
  const width = t.x1 - t.x0 || 1;
  const cellLines = new Map<RuledCell, Line[]>();
  for (const c of t.rows.flat()) {
    const lines = buildLines(c.items, 'main', c.x1);
    markBlocks(lines);
    cellLines.set(c, joinCellWraps(lines, c));
  }
  const body = bodySize([...cellLines.values()].flat());
  const rows: GridCell<CellLine>[][] = t.rows.map((r) =>
    r.map((c) => ({
      share: (c.x1 - c.x0) / width,
      shaded: c.shaded,
      lines: cellLines.get(c)!.flatMap((l, i) => {
        const line: CellLine = { text: l.text, hint: hintFor(l, body, false, l.text), src: l };
        return i > 0 && l.blockStart ? [null, line] : [line];
      }),
    })),
  );
  const out: Line[] = [];
  let blank = true;
  for (const l of readGrid(rows)) {
    if (l === null) {
      blank = true;
      continue;
    }
    const typed = hintFor(l.src, body, false, l.text).heading;
    out.push({
      ...l.src,
      text: l.text,
      region: l.hint.region,
      blockStart: blank,
      ...(l.hint.heading !== typed ? { heading: l.hint.heading } : {}),
    });
    blank = false;
  }
  return out;
}

/** Whether text lies beside the table (left or right of it, within its height). */
function besideText(t: RuledTable, items: readonly TextItem[]): boolean {
  return items.some(
    (it) =>
      !t.items.has(it) &&
      it.y < t.top &&
      it.y > t.bottom &&
      (right(it) <= t.x0 + 1 || it.x >= t.x1 - 1),
  );
}

/**
 * A page's lines: its full-width ruled tables read as tables, the text around them as before.
 * Laid out without the tables' text, a page of one column takes each table's lines where the
 * table stands; one that reads as two columns is laid out band by band, a full-width table
 * parting what is above it from what is below.
 */
export function layoutRuledPage(page: PageInput): PageLines {
  const tables = ruledTables(page.items, page.rules).filter((t) => !besideText(t, page.items));
  if (tables.length === 0) return layoutPage(page);
  const inTable = new Set(tables.flatMap((t) => [...t.items]));
  const rest = page.items.filter((it) => !inTable.has(it));
  const whole = layoutPage({ ...page, items: rest });
  if (whole.columns === 1) {
    const lines = [...whole.lines];
    // Bottom up, so each table goes in before the first line under its middle.
    for (const t of [...tables].reverse()) {
      const mid = (t.top + t.bottom) / 2;
      const at = lines.findIndex((l) => l.y < mid);
      const ls = tableLines(t);
      const next = at < 0 ? undefined : lines[at];
      if (next) next.blockStart = true;
      if (ls[0]) ls[0].blockStart = true;
      lines.splice(at < 0 ? lines.length : at, 0, ...ls);
    }
    return { lines, columns: 1 };
  }
  const bands: TextItem[][] = tables.map(() => []);
  bands.push([]);
  for (const it of rest) {
    const cy = it.y + 0.3 * it.fontSize;
    bands[tables.filter((t) => (t.top + t.bottom) / 2 > cy).length]!.push(it);
  }
  const lines: Line[] = [];
  let columns: 1 | 2 = 1;
  const add = (ls: Line[]) => {
    if (ls[0] && lines.length > 0) ls[0].blockStart = true;
    lines.push(...ls);
  };
  for (const [i, band] of bands.entries()) {
    if (band.length > 0) {
      const laid = layoutPage({ ...page, items: band });
      if (laid.columns === 2) columns = 2;
      add(laid.lines);
    }
    const t = tables[i];
    if (t) add(tableLines(t));
  }
  return { lines, columns };
}
