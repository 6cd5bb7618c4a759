import { describe, expect, it } from 'vitest';
import { joinWrappedTitles } from './pdf-hints.ts';
import type { Line } from './pdf-lines.ts';

const line = (text: string, y: number, right: number, over: Partial<Line> = {}): Line => ({
  text,
  y,
  x: 20,
  right,
  fontSize: 8.5,
  bold: false,
  spaced: false,
  blockStart: false,
  region: 'side',
  bound: 205,
  ...over,
});

describe('joinWrappedTitles: an address wrapped in a padded sidebar', () => {
  // The sidebar's text ends at 182 (its padding), well before the gutter (205).
  const lines = [
    line('0857 3634 5791', 700, 80),
    line('Semarang, Central Java', 688, 110),
    line('https://www.linkedin.com/in/budinurnug', 676, 182),
    line('roho', 664, 39),
    line('Microsoft Office', 640, 85, { blockStart: true }),
  ];

  it('joins the halves: the next word would not fit before the column text edge', () => {
    expect(joinWrappedTitles(lines, 10).map((l) => l.text)).toEqual([
      '0857 3634 5791',
      'Semarang, Central Java',
      'https://www.linkedin.com/in/budinurnugroho',
      'Microsoft Office',
    ]);
  });

  it('leaves a short address line and the next line apart', () => {
    const short = [line('budi@contoh.id', 676, 90), line('www.budi.id', 664, 70)];
    expect(joinWrappedTitles(short, 10)).toHaveLength(2);
  });
});
