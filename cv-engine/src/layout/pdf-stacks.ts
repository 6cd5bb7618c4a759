/**
 * A sidebar stacks its lines: contact lines, a list of skills or languages, set tight one under
 * another with nothing beside them on the right. A label column does not: each label stands
 * beside its block, a line of it wrapped sits beside the block's next line. Pure.
 */
import type { Line } from './pdf-lines.ts';

/** Whether two lines share a row (the same baseline, give or take a quarter of their size). */
const onRow = (a: Line, b: Line) =>
  Math.abs(a.y - b.y) <= Math.max(1.5, 0.25 * Math.min(a.fontSize, b.fontSize));

/**
 * How many left lines sit tight under the left line above them with no right-hand text on
 * their row: the lines of a stack after its first.
 */
export function stackedAlone(left: readonly Line[], rightLines: readonly Line[]): number {
  let n = 0;
  for (const [i, l] of left.entries()) {
    const above = left[i - 1];
    if (!above) continue;
    const drop = above.y - l.y;
    if (drop <= 0 || drop > 1.6 * Math.max(l.fontSize, above.fontSize)) continue;
    if (rightLines.some((r) => onRow(r, l))) continue;
    n++;
  }
  return n;
}

/** A left column that stacks a third or more of its lines (and three at least) is a sidebar. */
export function isStackedSidebar(left: readonly Line[], rightLines: readonly Line[]): boolean {
  const n = stackedAlone(left, rightLines);
  return n >= 3 && n >= left.length / 3;
}
