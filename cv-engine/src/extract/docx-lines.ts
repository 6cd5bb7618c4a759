/**
 * Blocks of a DOCX → reading-order lines, each with its LineHint: paragraphs with their weight,
 * size (over the body's), capitals and letter-spacing, headings by style or by formatting; list
 * items as "• "; tables read the way a reader takes them in (layout/table-reading.ts, which the
 * PDF reader's ruled grids share): a label column beside content (the usual Indonesian Word CV)
 * as a heading over its content, "Nama | : | Budi" rows as one "Nama: Budi" line, a shaded
 * narrow sidebar cell after the main cell, a header row of column names left out.
 */
import type { LineHint } from '../types.ts';
import { normaliseBullet } from '../layout/pdf-layout.ts';
import type { Block, Cell, Para, Span, Table } from './docx-blocks.ts';
import { LineOut, readGrid, type GridCell as TableCell } from '../layout/table-reading.ts';

export interface Line {
  text: string;
  hint: LineHint;
}
/** A line, or null for a blank line (a block boundary). */
export type OutLine = Line | null;

type Region = LineHint['region'];

// ---- Text of a paragraph ----------------------------------------------------------------------

const SPACES = /[ \u00a0\u2000-\u200a\u202f\u205f\u3000]+/gu;

/** Spaces collapsed, tabs kept as one "\t" between words, a "Label<TAB>: value" made "Label: value". */
export function cleanLine(raw: string): string {
  let t = raw
    .replace(/[\u200b\u00ad\ufeff]/gu, '')
    .replace(SPACES, ' ')
    .replace(/ *\t[\t ]*/gu, '\t')
    .replace(/^[\t ]+|[\t ]+$/gu, '');
  // "Nama<TAB>: Budi", "Nama : Budi", "Nama\t:\tBudi": label, colon, value.
  const kv = /^([^\t:]{1,40}?)[\t ]*\t?[\t ]*:[\t ]*(\S.*)$/u.exec(t);
  if (kv && /[\t ]:|:\t/u.test(t.slice(0, kv[1]!.length + 3)) && isLabel(kv[1]!)) {
    t = `${kv[1]!.trim()}: ${kv[2]!.replace(/^[\t ]+/u, '')}`;
  }
  return t;
}

/** A short label of words ("Nama", "Tempat/Tanggal Lahir", "No. HP"): no digits, few words. */
function isLabel(s: string): boolean {
  const t = s.trim();
  return (
    t.length >= 2 &&
    t.length <= 40 &&
    !/\d/u.test(t) &&
    /\p{L}/u.test(t) &&
    t.split(/\s+/u).length <= 4
  );
}

interface Stats {
  bold: boolean;
  /** Half-points, the size most characters have. */
  size: number;
  capsEffect: boolean;
  spacing: number;
}

function statsOf(spans: Span[]): Stats {
  let chars = 0;
  let bold = 0;
  let caps = 0;
  let spaced = 0;
  let spacingSum = 0;
  const sizes = new Map<number, number>();
  for (const s of spans) {
    const n = s.text.replace(/\s/gu, '').length;
    if (n === 0) continue;
    chars += n;
    if (s.props.bold) bold += n;
    if (s.props.caps || s.props.smallCaps) caps += n;
    if ((s.props.spacing ?? 0) > 0) {
      spaced += n;
      spacingSum += (s.props.spacing ?? 0) * n;
    }
    const sz = s.props.size ?? 20;
    sizes.set(sz, (sizes.get(sz) ?? 0) + n);
  }
  let size = 20;
  let best = -1;
  for (const [sz, n] of sizes) {
    if (n > best || (n === best && sz > size)) [size, best] = [sz, n];
  }
  return {
    bold: chars > 0 && bold / chars >= 0.6,
    size,
    capsEffect: chars > 0 && caps / chars >= 0.6,
    spacing: chars > 0 && spaced / chars >= 0.6 ? spacingSum / spaced : 0,
  };
}

/** The body text's size: the size most characters of the document have (half-points). */
export function bodySize(blocks: Block[]): number {
  const sizes = new Map<number, number>();
  const visit = (bs: Block[]) => {
    for (const b of bs) {
      if (b.kind === 'p') {
        for (const s of b.spans) {
          const n = s.text.replace(/\s/gu, '').length;
          const sz = s.props.size ?? 20;
          sizes.set(sz, (sizes.get(sz) ?? 0) + n);
        }
        for (const box of b.boxes) visit(box);
      } else {
        for (const row of b.rows) for (const c of row) visit(c.blocks);
      }
    }
  };
  visit(blocks);
  let body = 20;
  let best = -1;
  for (const [sz, n] of sizes) if (n > best) [body, best] = [sz, n];
  return body;
}

/** What lines are measured against: the body's size, the usual gap between paragraphs. */
export interface Metrics {
  /** Half-points. */
  body: number;
  /** Twentieths of a point. */
  gap: number;
}

/** Extra space (5 pt) over the usual gap that reads as a break between blocks. */
const WIDER_GAP = 100;

/** The space between two paragraphs: Word prints the larger of after and before. */
const gapOf = (a: Para, b: Para) => Math.max(a.after, b.before);

/** The usual gap between consecutive paragraphs (the most frequent). */
export function usualGap(blocks: Block[]): number {
  const gaps = new Map<number, number>();
  const visit = (bs: Block[]) => {
    let prev: Para | null = null;
    for (const b of bs) {
      if (b.kind === 'p') {
        if (prev) {
          const g = gapOf(prev, b);
          gaps.set(g, (gaps.get(g) ?? 0) + 1);
        }
        prev = b;
        for (const box of b.boxes) visit(box);
      } else {
        prev = null;
        for (const row of b.rows) for (const c of row) visit(c.blocks);
      }
    }
  };
  visit(blocks);
  let gap = 0;
  let best = -1;
  for (const [g, n] of gaps) if (n > best) [gap, best] = [g, n];
  return gap;
}

/** A line set apart as a heading: by its style, or by size, weight, capitals, spacing, a rule. */
function headingLike(text: string, st: Stats, p: Para, body: number): boolean {
  if (p.list || text.includes('\t')) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2 || text.length > 60 || text.split(/\s+/u).length > 7) return false;
  if (/@|\d{3,}/u.test(text)) return false;
  const size = st.size / body;
  // A name with its titles ("Budi, S.Kom.") ends in a full stop; its size sets it apart.
  if (size >= 1.4 || p.title) return true;
  if (/[.;,]$/u.test(text)) return false;
  if (p.heading) return true;
  const typedUpper =
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  const caps = st.capsEffect || typedUpper;
  const spaced = st.spacing >= 10;
  if (size >= 1.1 && (st.bold || caps)) return true;
  if (caps && (spaced || p.rule || (st.bold && st.capsEffect))) return true;
  if (spaced && st.bold) return true;
  return p.rule && st.bold;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * A title beside smaller text on one line ("Maria Gunawan" at 15 pt, then "Teknisi Produksi"):
 * two lines, the title first, when its runs are set at least 1.4 times the size of every run
 * after it.
 */
export function splitTitleRuns(seg: Span[]): Span[][] {
  const size = (s: Span) => s.props.size ?? 20;
  for (let k = 1; k < seg.length; k++) {
    const head = seg.slice(0, k);
    const rest = seg.slice(k);
    const small = Math.max(...rest.map(size));
    if (Math.min(...head.map(size)) < 1.4 * small) continue;
    const letters = (xs: Span[]) => /\p{L}{2}/u.test(xs.map((s) => s.text).join(''));
    return letters(head) && letters(rest) ? [head, rest] : [seg];
  }
  return [seg];
}

function paragraphLines(p: Para, body: number, region: Region): Line[] {
  const segs: Span[][] = [[]];
  for (const s of p.spans) {
    const parts = s.text.split('\n');
    parts.forEach((t, i) => {
      if (i > 0) segs.push([]);
      if (t) segs[segs.length - 1]!.push({ text: t, props: s.props });
    });
  }
  const lines: Line[] = [];
  const single =
    segs.filter((seg) => cleanLine(seg.map((s) => s.text).join('')) !== '').length === 1;
  segs.splice(0, segs.length, ...segs.flatMap(splitTitleRuns));
  const texts = segs.map((seg) => cleanLine(seg.map((s) => s.text).join('')));
  segs.forEach((seg, i) => {
    let text = texts[i]!;
    if (text === '') return;
    const st = statsOf(seg);
    const typed = normaliseBullet(text);
    if (p.list && lines.length === 0) text = `• ${typed.replace(/^• ?/u, '')}`;
    else text = typed;
    if (text === '•') return;
    lines.push({
      text,
      hint: {
        size: round2(st.size / body),
        bold: st.bold,
        heading: single && headingLike(text, st, p, body),
        region,
      },
    });
  });
  return lines;
}

// ---- Emitting ---------------------------------------------------------------------------------

/** Lines of blocks (a body, a cell, a text box), blank lines between blocks. */
export function blockLines(blocks: Block[], m: Metrics, region: Region = 'main'): OutLine[] {
  const out = new LineOut<Line>();
  let prev: Para | null = null;
  for (const b of blocks) {
    if (b.kind === 'p') {
      const ls = paragraphLines(b, m.body, region);
      if (ls.length === 0 && b.boxes.length === 0) out.blank();
      // A wider gap than the document's usual one between paragraphs starts a block.
      if (prev && gapOf(prev, b) >= m.gap + WIDER_GAP) out.blank();
      prev = b;
      for (const l of ls) out.push(l);
      for (const box of b.boxes) {
        out.blank();
        out.pushAll(blockLines(box, m, region));
        out.blank();
      }
    } else {
      prev = null;
      out.blank();
      out.pushAll(tableLines(b, m, region));
      out.blank();
    }
  }
  // No blank at either end.
  while (out.lines[0] === null) out.lines.shift();
  while (out.lines.length > 0 && out.lines[out.lines.length - 1] === null) out.lines.pop();
  return out.lines;
}

interface GridCell extends Cell, TableCell<Line> {}

/** Rows with vertically merged cells folded into the cell they continue, widths as shares. */
function gridRows(t: Table, m: Metrics, region: Region): GridCell[][] {
  const total = t.grid.reduce((a, b) => a + b, 0);
  const origin = new Map<number, GridCell>();
  const rows: GridCell[][] = [];
  for (const row of t.rows) {
    const out: GridCell[] = [];
    const rowTotal = row.reduce((a, c) => a + c.width, 0);
    let col = 0;
    for (const c of row) {
      const gridW = t.grid.slice(col, col + c.span).reduce((a, b) => a + b, 0);
      const share = total > 0 && gridW > 0 ? gridW / total : rowTotal > 0 ? c.width / rowTotal : 0;
      if (c.vMerge === 'continue' && origin.has(col)) {
        // A merged cell shows the first cell's content; text typed in the others follows it.
        const o = origin.get(col)!;
        o.blocks = [...o.blocks, ...c.blocks];
        o.lines = blockLines(o.blocks, m, region);
      } else {
        const g: GridCell = { ...c, share, lines: blockLines(c.blocks, m, region) };
        out.push(g);
        if (c.vMerge === 'restart') origin.set(col, g);
        else origin.delete(col);
      }
      col += c.span;
    }
    rows.push(out);
  }
  return rows;
}

/** A Word table's lines, as table-reading.ts reads a table's cells. */
function tableLines(t: Table, m: Metrics, region: Region): OutLine[] {
  return readGrid(gridRows(t, m, region), region);
}
