import { describe, expect, it } from 'vitest';
import { removeDates, titleCompany } from './entry-header.ts';
import { isPlaceName } from './places.ts';

describe('entry header: title, organisation and place', () => {
  it('reads a town of the lexicon as the place, never as the title', () => {
    expect(titleCompany(['PT Kimia Farma, Medan — Analis Data'])).toEqual({
      title: 'Analis Data',
      company: 'PT Kimia Farma',
    });
    expect(titleCompany(['Staf Gudang — CV Sinar Jaya, Kota Bandung'])).toEqual({
      title: 'Staf Gudang',
      company: 'CV Sinar Jaya',
    });
  });

  it('takes the part a town follows as the organisation, whatever its words', () => {
    // Neither "Rumah Makan Sederhana" nor "Pengembang Web" is in a word list: the town decides.
    expect(titleCompany(['Rumah Makan Sederhana, Surabaya — Pengembang Web'])).toEqual({
      title: 'Pengembang Web',
      company: 'Rumah Makan Sederhana',
    });
    expect(titleCompany(['Pengembang Web — Rumah Makan Sederhana, Jakarta Selatan'])).toEqual({
      title: 'Pengembang Web',
      company: 'Rumah Makan Sederhana',
    });
  });

  it('orders title and organisation by the role and organisation lexicons', () => {
    expect(titleCompany(['Koperasi Maju Bersama — Tour Guide'])).toEqual({
      title: 'Tour Guide',
      company: 'Koperasi Maju Bersama',
    });
    expect(titleCompany(['Klinik Sehat Sentosa | Resepsionis'])).toEqual({
      title: 'Resepsionis',
      company: 'Klinik Sehat Sentosa',
    });
    // A title holding an organisation word is still a title when it names a role.
    expect(titleCompany(['Front Office Agent — Hotel Santika'])).toEqual({
      title: 'Front Office Agent',
      company: 'Hotel Santika',
    });
  });

  it('knows a place by its whole name only', () => {
    expect(isPlaceName('Medan')).toBe(true);
    expect(isPlaceName('Jakarta Selatan')).toBe(true);
    expect(isPlaceName('Kab. Bogor')).toBe(true);
    expect(isPlaceName('Hotel Santika Medan')).toBe(false);
    expect(isPlaceName('Analis Data')).toBe(false);
  });
});

describe("a date line's rest", () => {
  it('takes the tenure printed beside the dates with them, not into the title', () => {
    expect(removeDates('Staf HRD\tAgu 2023 – Nov 2026 (3 tahun 4 bulan)')).toBe('Staf HRD');
    expect(removeDates('Sales Lead | Jan 2020 – Present · 2 yrs 3 mos')).toBe('Sales Lead');
    // A duration that is part of the title stays.
    expect(removeDates('Magang 3 bulan 2019')).toBe('Magang 3 bulan');
  });
});
