import { describe, expect, it } from 'vitest';
import { searchLocations, titleCase } from './locations.ts';

describe('titleCase', () => {
  it.each([
    ['KOTA BATAM', 'Kota Batam'],
    ['KABUPATEN ACEH SELATAN', 'Kabupaten Aceh Selatan'],
    ['KEPULAUAN RIAU', 'Kepulauan Riau'],
    ['DKI JAKARTA', 'DKI Jakarta'],
    ['DI YOGYAKARTA', 'DI Yogyakarta'],
    ['KABUPATEN PANGKAJENE DAN KEPULAUAN', 'Kabupaten Pangkajene dan Kepulauan'],
    ['KOTA BAU-BAU', 'Kota Bau-Bau'],
    ['KABUPATEN TOJO UNA-UNA', 'Kabupaten Tojo Una-Una'],
    ['KABUPATEN DIDI', 'Kabupaten Didi'],
  ])('%s → %s', (upper, title) => {
    expect(titleCase(upper)).toBe(title);
  });
});

describe('searchLocations', () => {
  it('names the capital’s province with its acronym', () => {
    expect(searchLocations('jakarta selatan')).toContainEqual({
      code: '31.74',
      name: 'Kota Administrasi Jakarta Selatan',
      province: 'DKI Jakarta',
    });
  });

  it('finds Kota Batam in Kepulauan Riau by a word prefix, any case', () => {
    expect(searchLocations('BaT')).toContainEqual({
      code: '21.71',
      name: 'Kota Batam',
      province: 'Kepulauan Riau',
    });
  });

  it('lists cities first and answers at most 10', () => {
    const hits = searchLocations('ja');
    expect(hits).toHaveLength(10);
    const firstRegency = hits.findIndex((h) => !h.name.startsWith('Kota '));
    if (firstRegency >= 0) {
      expect(hits.slice(firstRegency).every((h) => !h.name.startsWith('Kota '))).toBe(true);
    }
  });

  it('matches the start of a word, not the middle', () => {
    expect(searchLocations('atam').map((h) => h.name)).not.toContain('Kota Batam');
  });

  it('answers nothing below 2 characters', () => {
    expect(searchLocations('b')).toEqual([]);
    expect(searchLocations('  ')).toEqual([]);
  });
});
