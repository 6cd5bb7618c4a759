import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatPercent,
  formatRupiah,
  formatRupiahShort,
  formatWib,
  jakartaToday,
  revenueTicks,
  shareOf,
} from './format.ts';
import { queryString } from './query-string.ts';

describe('admin formatting', () => {
  it('writes Rupiah the Indonesian way', () => {
    expect(formatRupiah(25_000)).toBe('Rp 25.000');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiahShort(25_000)).toBe('Rp\u00a025\u00a0rb');
  });

  it('shows times in Jakarta (WIB), whatever the machine zone', () => {
    // 17:30 UTC is 00:30 the next day in Jakarta.
    expect(formatWib('2026-11-23T17:30:00.000Z', 'id')).toBe('24 Nov 2026, 00.30 WIB');
    expect(formatWib('2026-11-23T17:30:00.000Z', 'en')).toBe('24 Nov 2026, 00:30 WIB');
    expect(formatWib(null, 'id')).toBe('');
    expect(jakartaToday(new Date('2026-11-23T17:30:00.000Z'))).toBe('2026-11-24');
    expect(formatDay('2026-11-24', 'id')).toBe('24 Nov');
  });

  it('gives shares and changes with at most one decimal', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(5, 0)).toBe(0);
    expect(formatPercent(12.5, 'id')).toBe('12,5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });

  it('steps the revenue axis in whole orders of Rp 25.000', () => {
    expect(revenueTicks(0)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(revenueTicks(250_000)).toEqual([0, 75_000, 150_000, 225_000, 300_000]);
    // refunds can outweigh a day's sales: steps below zero as far as needed
    expect(revenueTicks(100_000, -25_000)).toEqual([-25_000, 0, 25_000, 50_000, 75_000, 100_000]);
    expect(revenueTicks(0, -100_000)).toEqual([
      -100_000, -75_000, -50_000, -25_000, 0, 25_000, 50_000, 75_000, 100_000,
    ]);
  });

  it('leaves unset params out of the query string', () => {
    expect(queryString({ search: '', role: 'admin', page: 2, userId: null })).toBe(
      '?role=admin&page=2',
    );
    expect(queryString({ search: 'a&b' })).toBe('?search=a%26b');
    expect(queryString({})).toBe('');
  });
});
