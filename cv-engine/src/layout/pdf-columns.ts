/**
 * A page's regions and their reading order: a full-width header and footer, and between them
 * one column, two columns (a sidebar, left or right, read as its own region), or a narrow label
 * column whose items sit beside the first line of the content they label (Europass labels,
 * timeline dates): each label is read just before that content. Pure.
 */
import { markBlocks } from './pdf-blocks.ts';
import { isKeyValueColumn, isLabelColumn, labelBand, mergeLabels } from './pdf-labels.ts';
import {
  buildLines,
  groupRows,
  keyValueRows,
  right,
  type Line,
  type TextItem,
} from './pdf-lines.ts';
import type { PageRules } from './pdf-types.ts';

export interface PageInput {
  items: TextItem[];
  /** The page box. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The page's ruling lines and filled rectangles, when the reader has them. */
  rules?: PageRules;
}

export interface PageLines {
  lines: Line[];
  columns: 1 | 2;
}

interface Gutter {
  x: number;
  /** Items above the columns (full-width header) and below them (full-width footer). */
  bodyTop: number;
  bodyBottom: number;
  /** The left side is a label column: its items label the right side's blocks. */
  labels: boolean;
}

const chars = (items: TextItem[]) => items.reduce((n, it) => n + it.str.trim().length, 0);

/**
 * A vertical gutter that no text crosses between the full-width header (if any) and the
 * bottom, with substantial text on both sides.
 */
function findGutter(items: TextItem[]): Gutter | null {
  if (items.length < 8) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const it of items) {
    minX = Math.min(minX, it.x);
    maxX = Math.max(maxX, right(it));
    minY = Math.min(minY, it.y);
    maxY = Math.max(maxY, it.y + it.fontSize);
  }
  const w = maxX - minX;
  const h = maxY - minY;
  if (w < 100 || h < 100) return null;
  const total = chars(items);
  const baselines = (xs: TextItem[]) => [...new Set(xs.map((i) => Math.round(i.y)))];

  type Cand = { x: number; bodyTop: number; bodyBottom: number; leftShare: number };
  const valid: Cand[] = [];
  const step = 2;
  for (let g = minX + 0.12 * w; g <= minX + 0.88 * w; g += step) {
    const crossing = items.filter((it) => it.x < g - 1 && right(it) > g + 1);
    // Crossing items are allowed only in a header band at the top and a footer band at the bottom.
    let bodyTop = maxY + 1;
    let bodyBottom = minY - 1;
    let ok = true;
    for (const it of crossing) {
      if (it.y >= maxY - 0.4 * h) bodyTop = Math.min(bodyTop, it.y - 0.1 * it.fontSize);
      else if (it.y <= minY + 0.1 * h) bodyBottom = Math.max(bodyBottom, it.y + it.fontSize);
      else {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    // A header item must be above every body item it shares rows with: re-check after banding.
    if (crossing.some((it) => it.y < bodyTop && it.y > bodyBottom)) continue;
    if (bodyTop - bodyBottom < 0.5 * h) continue;
    const body = items.filter((it) => it.y < bodyTop && it.y > bodyBottom);
    const left = body.filter((it) => right(it) <= g + 1);
    const rightSide = body.filter((it) => it.x >= g - 1);
    const lc = chars(left);
    const rc = chars(rightSide);
    // Side headings are few characters; real columns need more (checked below).
    if (lc < 0.02 * total || rc < 0.08 * total) continue;
    const span = (xs: TextItem[]) =>
      xs.length === 0 ? 0 : Math.max(...xs.map((i) => i.y)) - Math.min(...xs.map((i) => i.y));
    const bodyH = bodyTop - bodyBottom;
    // A side shorter than a third of the body is a column still when it holds a list of its
    // own (a short sidebar beside a long main column).
    const tall = (xs: TextItem[], n: number) =>
      span(xs) >= 0.35 * bodyH || (baselines(xs).length >= 6 && n >= 0.08 * total);
    if (!tall(left, lc) || !tall(rightSide, rc)) continue;
    valid.push({ x: g, bodyTop, bodyBottom, leftShare: lc / total });
  }
  if (valid.length === 0) return null;

  // The widest run of consecutive valid positions is the gutter; take its middle, or the middle
  // of its positions no text crosses at all when there are enough, or else of those with the
  // smallest header band when the middle's is larger (a long sidebar line may reach into the
  // gutter's left part, which would band the lines beside it off as a header; a name banner
  // above may cross every position).
  const isClear = (c: Cand) => c.bodyTop > maxY && c.bodyBottom < minY;
  const runsOf = (cs: Cand[]) => {
    const runs: Cand[][] = [];
    for (const c of cs) {
      const run = runs[runs.length - 1];
      if (run && c.x - run[run.length - 1]!.x <= step + 0.01) run.push(c);
      else runs.push([c]);
    }
    return runs;
  };
  const longest = (runs: Cand[][]) => runs.reduce((a, b) => (b.length > a.length ? b : a));
  let widest = longest(runsOf(valid));
  // A gap that needs a header band (lines crossing it at the top) gives way to a gutter no
  // line crosses from the top of the page to its bottom, two ems wide at least: in a sidebar
  // whose contact lines run long, the gap between a skill and its figure is wider than the
  // gutter, and banding those lines off as a header leaves too little text on its left.
  const clearRuns = runsOf(valid.filter(isClear)).filter((r) => (r.length - 1) * step >= 16);
  if (!widest.some(isClear) && clearRuns.length > 0) widest = longest(clearRuns);
  if ((widest.length - 1) * step < 6) return null;
  const clear = widest.filter(isClear);
  const top = Math.max(...widest.map((c) => c.bodyTop));
  const lowHeader = widest.filter((c) => c.bodyTop >= top - 1);
  const middle = widest[Math.floor(widest.length / 2)]!;
  const best =
    (clear.length - 1) * step >= 6
      ? clear
      : middle.bodyTop < top - 1 && (lowHeader.length - 1) * step >= 6
        ? lowHeader
        : widest;
  const mid = best[Math.floor(best.length / 2)]!;

  // Rows or columns? In a real two-column page the two sides flow independently; when most
  // lines of the smaller side share a baseline with the other side, it is one column of rows.
  const body = items.filter((it) => it.y < mid.bodyTop && it.y > mid.bodyBottom);
  const leftYs = body.filter((it) => right(it) <= mid.x + 1);
  const rightYs = body.filter((it) => it.x >= mid.x - 1);
  const lb = baselines(leftYs);
  const rb = baselines(rightYs);
  const [small, large] = lb.length <= rb.length ? [lb, rb] : [rb, lb];
  const aligned = small.filter((y) => large.some((z) => Math.abs(z - y) <= 1.5)).length;
  const rows = small.length > 0 && aligned / small.length >= 0.7;
  const rightShare = chars(rightYs) / total;
  const g = { x: mid.x, bodyTop: mid.bodyTop, bodyBottom: mid.bodyBottom };
  // A table: (nearly) every line on both sides has its partner across. Read by rows.
  if (rows && aligned / large.length >= 0.7) return null;
  const leftLines = buildLines(leftYs);
  const rightLines = buildLines(rightYs);
  markBlocks(leftLines);
  markBlocks(rightLines);
  // Key-value rows ("Posisi" | "Front Office Agent"): one column of rows, read by rows.
  if (isKeyValueColumn(leftLines, rightLines)) return null;
  if (isLabelColumn(leftLines, rightLines)) return { ...g, labels: true };
  // Right-aligned dates beside titles: plain lines read fine.
  if (rows && rb.length <= 0.5 * lb.length && rightShare < 0.3) return null;
  if (mid.leftShare < 0.08) return null;
  if (chars(leftYs) < 40 || chars(rightYs) < 40 || lb.length < 3 || rb.length < 3) return null;
  // Two real columns (possibly on the same baseline grid).
  return { ...g, labels: false };
}

export function layoutPage(page: PageInput): PageLines {
  const items = page.items;
  const gutter = findGutter(items);
  if (!gutter) {
    // Key-value rows are read row by row ("Posisi: …"), not as a band of labels.
    const band = keyValueRows(groupRows(items)).size > 0 ? null : labelBand(items);
    if (band) {
      const pageRight = Math.max(...items.map(right));
      const left = buildLines(band.labels, 'label', pageRight);
      const content = buildLines(band.content, 'main', pageRight);
      markBlocks(left);
      markBlocks(content);
      return { lines: mergeLabels(left, content), columns: 1 };
    }
    const lines = buildLines(items);
    markBlocks(lines);
    return { lines, columns: 1 };
  }
  const inBody = (it: TextItem) => it.y < gutter.bodyTop && it.y > gutter.bodyBottom;
  const header = buildLines(items.filter((it) => it.y >= gutter.bodyTop));
  const footer = buildLines(items.filter((it) => it.y <= gutter.bodyBottom));
  const leftItems = items.filter((it) => inBody(it) && it.x < gutter.x);
  const rightItems = items.filter((it) => inBody(it) && it.x >= gutter.x);
  const pageRight = Math.max(...items.map(right));
  markBlocks(header);
  markBlocks(footer);

  if (gutter.labels) {
    const left = buildLines(leftItems, 'label', gutter.x);
    const rightLines = buildLines(rightItems, 'main', pageRight);
    markBlocks(left);
    markBlocks(rightLines);
    const merged = mergeLabels(left, rightLines);
    if (merged[0] && header.length > 0) merged[0].blockStart = true;
    if (footer[0] && merged.length > 0) footer[0].blockStart = true;
    return { lines: [...header, ...merged, ...footer], columns: 1 };
  }

  // Two columns: the one with less text is the sidebar.
  const lc = chars(leftItems);
  const rc = chars(rightItems);
  // The left column's measure is its own text edge, not the gutter's middle: a word that would not
  // have fitted there was wrapped (an address broken in a narrow sidebar).
  const left = buildLines(leftItems, lc <= rc ? 'side' : 'main');
  const rightLines = buildLines(rightItems, lc <= rc ? 'main' : 'side', pageRight);
  markBlocks(left);
  markBlocks(rightLines);
  if (left[0] && header.length > 0) left[0].blockStart = true;
  if (rightLines[0]) rightLines[0].blockStart = true;
  if (footer[0]) footer[0].blockStart = true;
  return { lines: [...header, ...nameFirst(left, rightLines), ...footer], columns: 2 };
}

/**
 * The columns in reading order, left first; when the name (a line much larger than the text
 * around it) opens the right column, that column's opening block is read first.
 */
function nameFirst(left: Line[], rightLines: Line[]): Line[] {
  const sizes = [...left, ...rightLines].map((l) => l.fontSize).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const biggest = (ls: Line[]) => Math.max(0, ...ls.map((l) => l.fontSize));
  const opener = rightLines.slice(0, 3).findIndex((l) => l.fontSize >= 1.4 * body);
  if (opener < 0 || biggest(rightLines) <= biggest(left) || left.length === 0) {
    return [...left, ...rightLines];
  }
  // The name and what stands under it (a headline, a line of contact details), up to a gap,
  // a heading (bold or larger) or six lines. A line in the name's own size is the rest of the
  // name, whatever its weight (given names light, the family name bold): the headline under it
  // stays with the name, not after the sidebar.
  const name = rightLines[opener]!;
  let end = opener + 1;
  while (
    end < rightLines.length &&
    end <= opener + 6 &&
    !rightLines[end]!.blockStart &&
    (Math.abs(rightLines[end]!.fontSize - name.fontSize) <= 0.05 * name.fontSize ||
      (!rightLines[end]!.bold && rightLines[end]!.fontSize <= 1.3 * body))
  )
    end++;
  const lead = rightLines.slice(0, end);
  const rest = rightLines.slice(end);
  left[0]!.blockStart = true;
  if (rest[0]) rest[0].blockStart = true;
  return [...lead, ...left, ...rest];
}
