/**
 * Ruled tables found from a page's geometry alone: horizontal rules give the rows, vertical rules
 * crossing a row give its cells (a cell the rule above does not close continues the cell over
 * it, as a vertical merge; one no vertical rule parts spans those columns), shaded rectangles
 * close cells as rules do and mark them shaded, and each text item lies in the cell that holds
 * its middle. A grid is a table when at least two of its rows hold text in two cells or more and
 * no text runs across its inner rules. Pure: rules, fills and items in, cells with items out.
 */
import { right, type TextItem } from './pdf-lines.ts';
import type { PageRules, Rule } from './pdf-types.ts';

/** How far apart (points) two rules may lie and still be one line of the grid. */
const SNAP = 1.5;
/** Grids built from this many rules at most (a page's table borders are a few hundred). */
const MAX_GRID_RULES = 2_000;

export interface RuledCell {
  x0: number;
  x1: number;
  /** Top and bottom, user space (y grows upwards: top > bottom). */
  top: number;
  bottom: number;
  shaded: boolean;
  items: TextItem[];
}

export interface RuledTable {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  /** Rows top down, each its cells left to right (a merged cell only in its first row). */
  rows: RuledCell[][];
  /** The items read as the table's. */
  items: Set<TextItem>;
}

interface Level {
  at: number;
  /** Covered spans along the line, merged. */
  spans: [number, number][];
}

/** Rules lying on one line (within SNAP) merged into a level with its covered spans. */
function levels(rules: Rule[], axis: 'h' | 'v'): Level[] {
  const at = (r: Rule) => (axis === 'h' ? r.y0 : r.x0);
  const span = (r: Rule): [number, number] => (axis === 'h' ? [r.x0, r.x1] : [r.y0, r.y1]);
  const sorted = [...rules].sort((a, b) => at(a) - at(b));
  const out: Level[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && at(r) - last.at <= SNAP) last.spans.push(span(r));
    else out.push({ at: at(r), spans: [span(r)] });
  }
  for (const l of out) {
    l.spans.sort((a, b) => a[0] - b[0]);
    const merged: [number, number][] = [];
    for (const s of l.spans) {
      const m = merged[merged.length - 1];
      if (m && s[0] <= m[1] + SNAP) m[1] = Math.max(m[1], s[1]);
      else merged.push([s[0], s[1]]);
    }
    l.spans = merged;
  }
  return out;
}

/** How much of [a, b] a level's spans cover, 0..1. */
function covered(l: Level, a: number, b: number): number {
  let n = 0;
  for (const [s, e] of l.spans) n += Math.max(0, Math.min(e, b + SNAP) - Math.max(s, a - SNAP));
  return b > a ? Math.min(1, n / (b - a)) : 0;
}

/** Whether a level's spans cover the point (within SNAP). */
const crosses = (l: Level, p: number) => l.spans.some(([s, e]) => p >= s - SNAP && p <= e + SNAP);

/** The rules of a page, the shaded rectangles' edges among them. */
function allRules({ rules, fills }: PageRules): Rule[] {
  const edges = fills
    .filter((f) => f.shaded)
    .flatMap((f) => [
      { x0: f.x0, x1: f.x1, y0: f.y0, y1: f.y0 },
      { x0: f.x0, x1: f.x1, y0: f.y1, y1: f.y1 },
      { x0: f.x0, x1: f.x0, y0: f.y0, y1: f.y1 },
      { x0: f.x1, x1: f.x1, y0: f.y0, y1: f.y1 },
    ]);
  return [...rules, ...edges].slice(0, MAX_GRID_RULES);
}

/** Rules that touch one another, grouped (a table's border is one group). */
function groups(rules: Rule[]): Rule[][] {
  const parent = rules.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const hs = rules.flatMap((r, i) => (r.y0 === r.y1 ? [i] : []));
  const vs = rules.flatMap((r, i) => (r.y0 === r.y1 ? [] : [i]));
  for (const h of hs) {
    const a = rules[h]!;
    for (const v of vs) {
      const b = rules[v]!;
      const touch =
        b.x0 >= a.x0 - SNAP && b.x0 <= a.x1 + SNAP && a.y0 >= b.y0 - SNAP && a.y0 <= b.y1 + SNAP;
      if (touch) parent[find(h)] = find(v);
    }
  }
  const out = new Map<number, Rule[]>();
  for (const [i, r] of rules.entries()) {
    const k = find(i);
    out.set(k, [...(out.get(k) ?? []), r]);
  }
  return [...out.values()];
}

/** The cells of a group of rules, rows top down; merged cells only in their first row. */
function cellsOf(rules: Rule[], fills: PageRules['fills']): RuledCell[][] {
  const hl = levels(
    rules.filter((r) => r.y0 === r.y1),
    'h',
  ).reverse();
  const vl = levels(
    rules.filter((r) => r.y0 !== r.y1),
    'v',
  );
  const rows: RuledCell[][] = [];
  let above: RuledCell[] = [];
  for (let i = 0; i + 1 < hl.length; i++) {
    const top = hl[i]!;
    const bottom = hl[i + 1]!.at;
    const mid = (top.at + bottom) / 2;
    const xs = vl.filter((v) => crosses(v, mid)).map((v) => v.at);
    const row: RuledCell[] = [];
    const cur: RuledCell[] = [];
    for (let k = 0; k + 1 < xs.length; k++) {
      const [x0, x1] = [xs[k]!, xs[k + 1]!];
      // A cell the rule above leaves open continues the cell over it (a vertical merge).
      const origin = above.find((c) => Math.abs(c.x0 - x0) <= SNAP && Math.abs(c.x1 - x1) <= SNAP);
      if (origin && covered(top, x0, x1) < 0.5) {
        origin.bottom = bottom;
        cur.push(origin);
        continue;
      }
      const shaded = fills.some(
        (f) =>
          f.shaded &&
          f.x0 <= x0 + SNAP &&
          f.x1 >= x1 - SNAP &&
          f.y1 >= top.at - SNAP &&
          f.y0 <= bottom + SNAP,
      );
      const cell = { x0, x1, top: top.at, bottom, shaded, items: [] };
      row.push(cell);
      cur.push(cell);
    }
    above = cur;
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

/** Whether an item's middle lies in a cell. */
function holds(c: RuledCell, it: TextItem): boolean {
  const cx = it.x + it.width / 2;
  const cy = it.y + 0.3 * it.fontSize;
  return cx > c.x0 && cx < c.x1 && cy < c.top && cy > c.bottom;
}

/** The ruled tables of a page, top down, with the items that lie in their cells. */
export function ruledTables(items: readonly TextItem[], page?: PageRules): RuledTable[] {
  if (!page || page.rules.length + page.fills.length < 6) return [];
  const out: RuledTable[] = [];
  for (const group of groups(allRules(page))) {
    if (group.length < 6) continue;
    const rows = cellsOf(group, page.fills);
    const cells = rows.flat();
    if (cells.length < 4) continue;
    const inTable = new Set<TextItem>();
    for (const it of items) {
      if (it.str.trim() === '' && !it.icon) continue;
      const c = cells.find((cell) => holds(cell, it));
      if (!c) continue;
      c.items.push(it);
      inTable.add(it);
    }
    const full = rows.filter((r) => r.filter((c) => c.items.length > 0).length >= 2).length;
    if (full < 2) continue;
    const x0 = Math.min(...cells.map((c) => c.x0));
    const x1 = Math.max(...cells.map((c) => c.x1));
    const top = Math.max(...cells.map((c) => c.top));
    const bottom = Math.min(...cells.map((c) => c.bottom));
    // No text runs across an inner rule of the grid: its rules part cells, not lines.
    const across = [...inTable].some((it) =>
      cells.some((c) => c.items.includes(it) && (it.x < c.x0 - 2 || right(it) > c.x1 + 2)),
    );
    if (across) continue;
    out.push({ x0, x1, top, bottom, rows, items: inTable });
  }
  return out.sort((a, b) => b.top - a.top);
}
