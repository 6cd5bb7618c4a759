import { describe, expect, it } from 'vitest';
import { layoutPages, type TextItem } from './pdf-layout.ts';
import { markTypedIcons } from './pdf-icons.ts';

const item = (str: string, x: number, y: number, fontSize = 9): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
});
const text = (items: TextItem[]) =>
  layoutPages([{ items, x0: 0, y0: 0, x1: 595, y1: 842 }]).text.split('\n');

describe('markTypedIcons: pictures typed as characters', () => {
  it('marks a pictograph before a contact value, never a bullet on its line', () => {
    const marked = markTypedIcons([item('☎', 20, 700), item('0812 3456 7890', 34, 700)]);
    expect(marked.map((x) => x.icon ?? false)).toEqual([true, false]);
    const bullet = markTypedIcons([item('•', 20, 700), item('Excel', 34, 700)]);
    expect(bullet.map((x) => x.icon ?? false)).toEqual([false, false]);
  });

  it('marks a glyph centred beside a value wrapped over two lines', () => {
    const marked = markTypedIcons([
      item('linkedin.com/in/budisantoso', 34, 705),
      item('➤', 20, 699),
      item('wicaksono', 34, 694),
    ]);
    expect(marked[1]!.icon).toBe(true);
  });

  it('lets the wrapped value be read whole, the picture dropped', () => {
    const lines = text([
      item('✉', 20, 699),
      item('budisantosowicaksono@gm', 34, 705),
      item('ail.com', 34, 694),
      item('☎', 20, 680),
      item('0812 3456 7890', 34, 680),
    ]);
    expect(lines).toEqual(['budisantosowicaksono@gmail.com', '0812 3456 7890']);
  });
});
