import { describe, expect, it } from 'vitest';
import { mergeLabels } from './pdf-labels.ts';
import type { Line } from './pdf-types.ts';

const line = (text: string, x: number, y: number, fontSize = 8.5): Line => ({
  text,
  y,
  x,
  right: x + text.length * fontSize * 0.5,
  fontSize,
  bold: false,
  spaced: false,
  blockStart: false,
  region: 'main',
  bound: 560,
});

describe('mergeLabels: a field row', () => {
  it('reads a field name beside its one-line value as one line', () => {
    const merged = mergeLabels([line('Telephone', 34, 700)], [line('0812 3456 7890', 230, 700)]);
    expect(merged.map((l) => l.text)).toEqual(['Telephone: 0812 3456 7890']);
  });

  it('leaves a place or a field beside the headline under the name as a line of its own', () => {
    for (const left of ['Denpasar, Bali', 'City: Bekasi']) {
      const merged = mergeLabels(
        [line(left, 34, 767.7)],
        [line('Ni Luh Putu Ayu Kartika', 234, 785.7, 22), line('Junior Auditor', 234, 767.7, 9.5)],
      );
      expect(merged.map((l) => l.text)).toEqual([
        'Ni Luh Putu Ayu Kartika',
        left,
        'Junior Auditor',
      ]);
    }
  });
});
