/**
 * A name set over two lines or more ("Kevin" / "Santoso": given names on one, the family name on
 * the next, often in another weight or colour; a long name in very large type wrapped twice,
 * "Raden Mas Bagus" / "Hadiningrat" / "Wicaksono") read as one line. The later parts may come
 * later in reading order (a sidebar or a contact block beside it read between them), so each is
 * found by geometry: the line straight under the one before, in the same size, aligned with it,
 * holding nothing but words. Pure.
 */
import type { Line } from './pdf-lines.ts';

/** Words of a name: letters, with the marks names and titles use; no digits, no sentence. */
const NAME_WORDS = /^[\p{L}][\p{L}\p{M}.,'’-]*(?:\s+[\p{L}][\p{L}\p{M}.,'’-]*){0,4}$/u;

/** Most words a name's lines hold together (given names, family names, titles). */
const MAX_NAME_WORDS = 7;

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
  return words <= MAX_NAME_WORDS ? best : null;
}

/**
 * The lines with the name's later lines folded into the name's: the name keeps its place in
 * reading order, each continuation is dropped where it was read. Returns the lines and the name.
 */
export function joinSplitName(
  lines: readonly Line[],
  name: Line | null,
): { lines: Line[]; name: Line | null } {
  if (!name || !NAME_WORDS.test(name.text.trim())) return { lines: [...lines], name };
  const parts: Line[] = [];
  let text = name.text.trim();
  // Each continuation is looked for under the last line found, never above the name.
  for (let last = name; ;) {
    const rest = lines.filter((l) => !parts.includes(l));
    const next = nameContinuation(rest, last);
    if (!next) break;
    const joined = `${text} ${next.text.trim()}`;
    if (joined.split(/\s+/u).length > MAX_NAME_WORDS) break;
    parts.push(next);
    text = joined;
    last = next;
  }
  if (parts.length === 0) return { lines: [...lines], name };
  const joined: Line = { ...name, text };
  // What followed a continuation keeps the block start it had.
  const starts = new Set<Line>();
  for (const [i, l] of lines.entries()) {
    const after = lines[i + 1];
    if (parts.includes(l) && l.blockStart && after && !parts.includes(after)) starts.add(after);
  }
  const out = lines
    .filter((l) => !parts.includes(l))
    .map((l) => (l === name ? joined : starts.has(l) ? { ...l, blockStart: true } : l));
  return { lines: out, name: joined };
}
