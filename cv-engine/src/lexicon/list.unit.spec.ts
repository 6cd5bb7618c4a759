import { describe, expect, it } from 'vitest';
import { commaList } from './list.ts';

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
