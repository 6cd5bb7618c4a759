import { describe, expect, it } from 'vitest';
import { isHeading, joinWrappedTitles } from './pdf-hints.ts';
import type { Line } from './pdf-lines.ts';
import { line as specLine } from './spec-items.ts';

/** A sidebar line from x 20 to `right`. */
const line = (text: string, y: number, right: number, over: Partial<Line> = {}): Line =>
  specLine(text, 20, y, 8.5, { right, region: 'side', bound: 205, ...over });

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

describe('joinWrappedTitles: a phone number wrapped in a narrow sidebar', () => {
  it('joins its last group, broken at a space, to the number', () => {
    const lines = [
      line('Telepon: (+62) 812 1200', 700, 200),
      line('9533', 688, 40),
      line('Email:', 676, 50),
    ];
    expect(joinWrappedTitles(lines, 10).map((l) => l.text)).toEqual([
      'Telepon: (+62) 812 1200 9533',
      'Email:',
    ]);
  });

  it('joins nothing to a number that is whole, or to a line that ended short', () => {
    const whole = [line('Telepon: +62 821 4974 2010 1234', 700, 200), line('2019', 688, 30)];
    expect(joinWrappedTitles(whole, 10)).toHaveLength(2);
    const short = [
      line('Telepon: +62 821 4974', 700, 110),
      line('2010', 688, 30),
      line('gustiayumadesukmawati@outlook.com', 676, 200),
    ];
    expect(joinWrappedTitles(short, 10)).toHaveLength(3);
    const year = [line('Lulus tahun 2015 hingga 2019', 700, 200), line('2020', 688, 30)];
    expect(joinWrappedTitles(year, 10)).toHaveLength(2);
  });

  it('runs no address on the line under it into its last group', () => {
    const lines = [
      line('Telepon: +62 896 2239', 700, 145),
      line('7489', 688, 47),
      line('dewi.sari.work@outlook.', 676, 168),
      line('com', 664, 42),
      line('Alamat: Bandung', 652, 110),
    ];
    expect(joinWrappedTitles(lines, 10).map((l) => l.text)).toEqual([
      'Telepon: +62 896 2239 7489',
      'dewi.sari.work@outlook.com',
      'Alamat: Bandung',
    ]);
  });
});

describe('isHeading: words in brackets', () => {
  it('takes no signature in brackets for a heading, in bold capitals as it may be', () => {
    const l = line('( BUDI SANTOSO )', 100, 200, { bold: true, region: 'main', fontSize: 11 });
    expect(isHeading(l, 11, '( BUDI SANTOSO )')).toBe(false);
    expect(isHeading({ ...l, text: 'PENGALAMAN KERJA' }, 11, 'PENGALAMAN KERJA')).toBe(true);
  });
});
