/**
 * Pictures typed as characters. A CV template may put a pictograph before each contact value
 * ("☎ 0812…", "✉ budi@…", "⌂ Bandung"): a picture, not a word of the value. And a glyph set
 * beside a value wrapped over two lines is centred on both: it sits on neither line's baseline,
 * so it is no bullet of either. Both are marked as icons (TextItem.icon), which the line builder
 * reads as a field's start and prints as nothing. Pure.
 */
import { BULLET_CHARS, type TextItem } from './pdf-lines.ts';

/** One pictograph (a symbol, an emoji), maybe with its emoji variation selector. */
const PICTOGRAPH = /^(?:\p{So}|\p{Extended_Pictographic})\uFE0F?$/u;

const rightOf = (it: TextItem) => it.x + it.width;

/**
 * Whether a lone glyph stands between two lines of the text to its right, on neither's
 * baseline: an icon centred on a wrapped value.
 */
function centredOnTwoLines(glyph: TextItem, items: readonly TextItem[]): boolean {
  const fs = glyph.fontSize;
  const beside = items.filter(
    (it) =>
      it !== glyph &&
      /\S/u.test(it.str) &&
      it.x >= rightOf(glyph) - 1 &&
      it.x - rightOf(glyph) <= 3 * fs &&
      Math.abs(it.y - glyph.y) <= 1.2 * fs,
  );
  if (beside.some((it) => Math.abs(it.y - glyph.y) <= 0.25 * Math.min(fs, it.fontSize)))
    return false;
  return beside.some((it) => it.y > glyph.y) && beside.some((it) => it.y < glyph.y);
}

/** The items with typed pictographs, and glyphs centred on a wrapped value, marked as icons. */
export function markTypedIcons(items: readonly TextItem[]): TextItem[] {
  return items.map((it) => {
    if (it.icon) return it;
    const s = it.str.trim();
    if ([...s].length > 2) return it;
    const bullet = s.length === 1 && BULLET_CHARS.includes(s);
    const picture = !bullet && PICTOGRAPH.test(s);
    if (picture || (bullet && centredOnTwoLines(it, items))) return { ...it, icon: true };
    return it;
  });
}
