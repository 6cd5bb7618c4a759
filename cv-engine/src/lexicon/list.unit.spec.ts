import { describe, expect, it } from 'vitest';
import { commaList, wholeWordsRe } from './list.ts';

describe('commaList', () => {
  it('reads a comma-separated list over several lines, entries trimmed, order kept', () => {
    expect(commaList('\n  manage, lead,\n  bekerja sama, led,\n')).toEqual([
      'manage',
      'lead',
      'bekerja sama',
      'led',
    ]);
  });

  it('drops empty entries: a trailing comma, blank lines', () => {
    expect(commaList('a,, b,\n\n')).toEqual(['a', 'b']);
    expect(commaList('')).toEqual([]);
  });
});

describe('wholeWordsRe', () => {
  it('finds a phrase whole, literally, and never inside a longer word', () => {
    const re = wholeWordsRe(['staf', 'c++', 'node.js']);
    expect(re.test('Staf Gudang')).toBe(true);
    expect(re.test('Staff Gudang')).toBe(false);
    expect(re.test('pakai C++ dan Node.js')).toBe(true);
    expect(re.test('nodexjs')).toBe(false);
  });
});
