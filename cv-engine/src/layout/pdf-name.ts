/**
 * A name set over two lines ("Kevin" / "Santoso": given names on one, the family name on the
 * next, often in another weight or colour) read as one line. The second half may come later in
 * reading order (a sidebar read between them), so it is found by geometry: the line straight
 * under the name, in the same size, aligned with it, holding nothing but words. Pure.
 */
import type { Line } from './pdf-lines.ts';

/** Words of a name: letters, with the marks names and titles use; no digits, no sentence. */
const NAME_WORDS = /^[\p{L}][\p{L}\p{M}.,'’-]*(?:\s+[\p{L}][\p{L}\p{M}.,'’-]*){0,4}$/u;

/** The line that continues `name` one line below, or null. */
export function nameContinuation(lines: readonly Line[], name: Line): Line | null {
  const size = name.fontSize;
  const centre = (l: Line) => (l.x + l.right) / 2;
  let best: Line | null = null;
  for (const l of lines) {
    if (l === name || Math.abs(l.fontSize - size) > 0.05 * size) continue;
    const drop = name.y - l.y;
    if (drop <= 0.3 * size || drop > 1.6 * size) continue;
    const aligned =
      Math.abs(l.x - name.x) <= 0.5 * size || Math.abs(centre(l) - centre(name)) <= 0.5 * size;
    if (!aligned || !NAME_WORDS.test(l.text.trim())) continue;
    if (!best || drop < name.y - best.y) best = l;
  }
  if (!best) return null;
  const words = `${name.text} ${best.text}`.trim().split(/\s+/u).length;
  return words <= 7 ? best : null;
}

/**
 * The lines with the name's second line folded into the name's: the name keeps its place in
 * reading order, the continuation is dropped where it was read. Returns the lines and the name.
 */
export function joinSplitName(
  lines: readonly Line[],
  name: Line | null,
): { lines: Line[]; name: Line | null } {
  if (!name || !NAME_WORDS.test(name.text.trim())) return { lines: [...lines], name };
  const next = nameContinuation(lines, name);
  if (!next) return { lines: [...lines], name };
  const joined: Line = { ...name, text: `${name.text.trim()} ${next.text.trim()}` };
  const out: Line[] = [];
  for (const l of lines) {
    if (l !== next) out.push(l === name ? joined : l);
  }
  // What followed the continuation keeps the block start it had.
  const i = lines.indexOf(next);
  const after = lines[i + 1];
  if (after && next.blockStart) {
    const at = out.indexOf(after);
    if (at >= 0) out[at] = { ...after, blockStart: true };
  }
  return { lines: out, name: joined };
}
