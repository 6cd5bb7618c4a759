import { describe, expect, it } from 'vitest';
import { clip, findMetrics, hasMetric, removeMetrics } from './score-text.ts';

describe('metrics', () => {
  it('finds percentages, amounts and counts but not years, dates or phone numbers', () => {
    expect(hasMetric('Meningkatkan penjualan 30%')).toBe(true);
    expect(hasMetric('Mengelola anggaran Rp 80 juta')).toBe(true);
    expect(hasMetric('Saved $12k per month')).toBe(true);
    expect(hasMetric('Led a team of 5 engineers')).toBe(true);
    expect(hasMetric('Bekerja sejak 2019')).toBe(false);
    expect(hasMetric('Januari 2020 – Desember 2022')).toBe(false);
    expect(hasMetric('03/2021 - 12/2022')).toBe(false);
    expect(hasMetric('+62 811-2233-4455')).toBe(false);
    expect(hasMetric('HTML5 dan ES6')).toBe(false);
    expect(hasMetric('Event Anniversary 2nd')).toBe(false);
    expect(findMetrics('naik 30% dan 1.200 pelanggan')).toHaveLength(2);
  });

  it('removes metrics and tidies the line', () => {
    expect(removeMetrics('• Meningkatkan penjualan 30% dalam 6 bulan')).toBe(
      '• Meningkatkan penjualan dalam bulan',
    );
    expect(removeMetrics('Managed Rp 80 juta budget since 2019')).toBe('Managed budget since 2019');
  });
});

describe('clip: quotes in findings', () => {
  it('keeps a short quote whole and cuts a long one at a word with an ellipsis', () => {
    expect(clip('Mengelola stok gudang', 60)).toBe('Mengelola stok gudang');
    const long =
      'Bertanggung jawab mengembangkan sistem informasi pengarsipan surat berbasis web untuk seluruh bagian';
    const q = clip(long, 60);
    expect(q.length).toBeLessThanOrEqual(60);
    expect(q.endsWith('…')).toBe(true);
    expect(long.startsWith(q.slice(0, -1))).toBe(true);
    // The cut falls between words.
    expect(long[q.length - 1]).toBe(' ');
  });
});
