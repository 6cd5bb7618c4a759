/**
 * Blocks of a column's lines: where the gap above a line is much wider than the column's usual
 * line gap, a blank line goes before it. Pure.
 */
import { median, type Line } from './pdf-lines.ts';

/** Marks lines that follow a large vertical gap as the start of a block. */
export function markBlocks(lines: Line[]) {
  // A line's own rows are lines of the column too; the next line is measured from its last row.
  const ys = lines.map((l) => l.rowYs ?? [l.y]);
  const gaps: number[] = [];
  for (const [i, l] of lines.entries()) {
    const rows = [...(ys[i - 1]?.slice(-1) ?? []), ...ys[i]!];
    const fs = Math.max(1, l.fontSize, lines[i - 1]?.fontSize ?? 0);
    for (const [k, y] of rows.slice(1).entries()) if (rows[k]! > y) gaps.push((rows[k]! - y) / fs);
  }
  const usual = median(gaps) || 1.2;
  for (let i = 1; i < lines.length; i++) {
    const above = lines[i - 1]!;
    const d = (ys[i - 1]!.at(-1)! - lines[i]!.y) / Math.max(1, lines[i]!.fontSize, above.fontSize);
    if (d > Math.max(usual * 1.45, usual + 0.5)) lines[i]!.blockStart = true;
  }
}
