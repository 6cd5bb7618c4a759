import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it('groups whole numbers as Intl.NumberFormat does, in both languages', () => {
    const samples = [0, 7, 42, 999, 1000, 1234, 12_345, 999_999, 1_000_000, 1_234_567_890, -4321];
    for (const n of samples) {
      expect(formatCount(n, 'id')).toBe(new Intl.NumberFormat('id-ID').format(n));
      expect(formatCount(n, 'en')).toBe(new Intl.NumberFormat('en-GB').format(n));
    }
  });

  it('leaves anything else to Intl', () => {
    expect(formatCount(1234.5, 'id')).toBe(new Intl.NumberFormat('id-ID').format(1234.5));
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
  });
});
