import { describe, expect, it } from 'vitest';
import { mergeLabels } from './pdf-labels.ts';
import { line } from './spec-items.ts';

describe('mergeLabels: a field row', () => {
  it('reads a field name beside its one-line value as one line', () => {
    const merged = mergeLabels(
      [line('Telephone', 34, 700, 8.5)],
      [line('0812 3456 7890', 230, 700, 8.5)],
    );
    expect(merged.map((l) => l.text)).toEqual(['Telephone: 0812 3456 7890']);
  });

  it('leaves a place or a field beside the headline under the name as a line of its own', () => {
    for (const left of ['Denpasar, Bali', 'City: Bekasi']) {
      const merged = mergeLabels(
        [line(left, 34, 767.7, 8.5)],
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
