import { describe, expect, it } from 'vitest';
import { isLabelColumn } from './pdf-labels.ts';
import type { Line } from './pdf-lines.ts';
import { isStackedSidebar, stackedAlone } from './pdf-stacks.ts';
import { line as specLine } from './spec-items.ts';

/** In 10 pt (its right edge too), whatever size `over` gives it. */
const line = (text: string, x: number, y: number, over: Partial<Line> = {}): Line =>
  specLine(text, x, y, 10, over);

/** A main column: three entries, each a bold title after a gap and two lines under it. */
const main = [700, 640, 580].flatMap((y, k) => [
  line(`Staf Pemasaran ${k}`, 200, y, { bold: true }),
  line('PT Sinar Mas Teknologi, Jakarta', 200, y - 14),
  line('Mengelola anggaran iklan bulanan untuk kampanye', 200, y - 28),
]);

describe('a sidebar that stacks its lines is no label column', () => {
  // Its headings on the rows of the entries' titles, under each a stack of lines (set on a
  // grid of its own) with nothing on their right.
  const s = { fontSize: 12 };
  const sidebar = [
    line('Contact', 20, 700, { ...s, bold: true }),
    line('0812 3456 7890', 20, 682, s),
    line('budi@contoh.id', 20, 664, s),
    line('Top Skills', 20, 640, { ...s, bold: true }),
    line('Excel', 20, 622, s),
    line('Canva', 20, 604, s),
    line('Languages', 20, 580, { ...s, bold: true }),
  ];

  it('counts the stacked lines with nothing beside them', () => {
    expect(stackedAlone(sidebar, main)).toBe(4);
    expect(isStackedSidebar(sidebar, main)).toBe(true);
  });

  it('is not read as labels, though its headings sit beside the entries', () => {
    expect(isLabelColumn(sidebar, main)).toBe(false);
  });

  it('leaves labels, one beside each block, read as labels', () => {
    const labels = [
      line('2021 – 2023', 20, 700),
      line('2019 – 2021', 20, 640),
      line('2018', 20, 580),
    ];
    expect(stackedAlone(labels, main)).toBe(0);
    expect(isLabelColumn(labels, main)).toBe(true);
  });
});
