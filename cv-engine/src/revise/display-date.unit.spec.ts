import { describe, expect, it } from 'vitest';
import { normaliseDate } from './display-date.ts';

describe('normaliseDate', () => {
  it('shows month and year in the CV language', () => {
    expect(normaliseDate('2020-01', 'en')).toBe('Jan 2020');
    expect(normaliseDate('2021-08', 'id')).toBe('Agu 2021');
    expect(normaliseDate('2021-08', 'en')).toBe('Aug 2021');
    expect(normaliseDate('2019', 'id')).toBe('2019');
    expect(normaliseDate('Maret 2023', 'en')).toBe('Mar 2023');
    expect(normaliseDate('12/2022', 'id')).toBe('Des 2022');
  });

  it('shows an ongoing end as Sekarang / Present and nothing as empty', () => {
    expect(normaliseDate(null, 'id', { current: true })).toBe('Sekarang');
    expect(normaliseDate('saat ini', 'en')).toBe('Present');
    expect(normaliseDate('present', 'id')).toBe('Sekarang');
    expect(normaliseDate(null, 'en')).toBe('');
  });
});
