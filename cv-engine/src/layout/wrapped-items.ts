/**
 * A list item wrapped at its column's edge ("• Merekonsiliasi 400 transaksi bank per bulan di
 * Microsoft" / "Excel"), read as one line, as the CV means it. Found from geometry: the wrapped
 * line is set under the item's text (a hanging indent, right of the bullet), in the same type,
 * tight under it with no paragraph gap, and its first word would not have fitted at the end of
 * the line above. Read apart, a short capitalised tail looks like the next entry's header. Pure.
 */
import { BULLET_CHARS } from './pdf-lines.ts';
import type { Line } from './pdf-types.ts';

const LIST_ITEM = new RegExp(`^[${BULLET_CHARS}*–-]`, 'u');

const firstWordWidth = (l: Line) =>
  ((l.right - l.x) * (l.text.split(' ')[0]?.length ?? 0)) / Math.max(1, l.text.length);

function wrapsItem(item: Line, l: Line, edge: number): boolean {
  const fs = l.fontSize;
  return (
    !l.blockStart &&
    !LIST_ITEM.test(l.text) &&
    item.region === l.region &&
    item.bold === l.bold &&
    Math.abs(item.fontSize - fs) < 0.05 * fs &&
    item.y - l.y > 0 &&
    item.y - l.y <= 1.5 * fs &&
    // Under the item's text: right of its bullet, within a few ems of it.
    l.x >= item.x + 0.3 * fs &&
    l.x <= item.x + 3 * fs &&
    item.right + 0.3 * fs + firstWordWidth(l) > Math.min(item.bound, edge) + 1
  );
}

/** Lines (top to bottom) with each list item's wrapped lines joined to it. */
export function joinWrappedItems(lines: Line[]): Line[] {
  // A column's text edge as its lines show it (padding may end the text before the gutter).
  const edge = new Map<string, number>();
  for (const l of lines) edge.set(l.region, Math.max(edge.get(l.region) ?? 0, l.right));
  const out: Line[] = [];
  // Whether the last line out is a list item (with its rows joined so far: its right edge and
  // baseline are its last row's).
  let inItem = false;
  for (const l of lines) {
    const prev = out[out.length - 1];
    if (inItem && prev && wrapsItem(prev, l, edge.get(l.region)!)) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text}`, right: l.right, y: l.y };
      continue;
    }
    inItem = LIST_ITEM.test(l.text);
    out.push(l);
  }
  return out;
}
