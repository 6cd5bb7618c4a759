import { describe, expect, it } from 'vitest';
import { item, laid } from './spec-items.ts';

describe('layoutPages: heading cells stacked like a list', () => {
  // LibreOffice's PDF of a Word table with the headings in its left cells: an entry's paragraph
  // has space before it, so its heading cell sits above its first line; one-line sections in a
  // row set their heading cells one tight under another, beside lists that run on across cells.
  const cell = (s: string, y: number) => item(s, 55, y, 10.5, true);
  /** Bold capitals are wide: three quarters of an em. */
  const caps = (s: string, y: number) => ({ ...cell(s, y), width: s.length * 10.5 * 0.75 });
  const text = (s: string, y: number, bold = false) => item(s, 194, y, 10.5, bold);
  const entries = [
    text('Pemandu Wisata — PT Kimia Farma', 714, true),
    text('Feb 2023 – Sekarang', 702),
    text('• Meraih nilai ulasan tamu 4,8 dari 5', 690),
    text('S1 Pariwisata — Universitas Hasanuddin', 666, true),
    text('Agu 2019 – Jul 2023', 654),
    text('Pelayanan Pelanggan, Opera PMS', 636),
    text('• Food Safety Level 1 (2024)', 624),
    text('• Bahasa Indonesia', 612),
    text('• Bahasa Inggris', 600),
  ];
  const top = [
    item('Theresia Sitorus', 194, 782, 16, true),
    text('No. HP: +62 819-6284-4182', 756),
    text('E-mail: theresia@yahoo.co.id', 744),
  ];

  it('reads one-line sections beside their heading cells, not the cells as a sidebar list', () => {
    const { lines, columns } = laid([
      ...top,
      ...entries,
      cell('Data Diri', 756),
      cell('Riwayat Pekerjaan', 720),
      cell('Riwayat Pendidikan', 672),
      cell('Keterampilan', 636),
      cell('Sertifikasi', 624),
      cell('Kemampuan Bahasa', 612),
    ]);
    const at = (s: string) => lines.indexOf(s);
    expect(columns).toEqual([1]);
    expect(at('Riwayat Pekerjaan') + 1).toBe(at('Pemandu Wisata — PT Kimia Farma'));
    expect(at('Riwayat Pendidikan') + 1).toBe(at('S1 Pariwisata — Universitas Hasanuddin'));
    expect(at('Sertifikasi') + 1).toBe(at('• Food Safety Level 1 (2024)'));
    expect(at('Kemampuan Bahasa') + 1).toBe(at('• Bahasa Indonesia'));
  });

  it('reads heading cells wrapped over two lines each, stacked tight, as labels', () => {
    const { lines, columns } = laid([
      ...top,
      ...entries.slice(0, 6),
      text('Ketua Divisi Acara — Himpunan Mahasiswa', 612, true),
      text('2021 – 2022', 600),
      caps('CONTACT', 756),
      caps('EMPLOYMENT', 720),
      caps('HISTORY', 708),
      caps('ACADEMIC', 672),
      caps('BACKGROUND', 660),
      caps('TECHNICAL SKILLS', 636),
      caps('LEADERSHIP &', 618),
      caps('ACTIVITIES', 606),
    ]);
    const at = (s: string) => lines.indexOf(s);
    expect(columns).toEqual([1]);
    expect(at('EMPLOYMENT HISTORY') + 1).toBe(at('Pemandu Wisata — PT Kimia Farma'));
    expect(at('ACADEMIC BACKGROUND') + 1).toBe(at('S1 Pariwisata — Universitas Hasanuddin'));
    expect(at('TECHNICAL SKILLS') + 1).toBe(at('Pelayanan Pelanggan, Opera PMS'));
    expect(at('LEADERSHIP & ACTIVITIES') + 1).toBe(at('Ketua Divisi Acara — Himpunan Mahasiswa'));
  });

  it('joins a heading wrapped in a cell a hair too narrow, by the section the two lines name', () => {
    // Set narrow, "HISTORY" would have fitted after "EMPLOYMENT" by the widths read.
    const { lines } = laid([
      ...top,
      ...entries,
      cell('CONTACT', 756),
      cell('EMPLOYMENT', 720),
      cell('HISTORY', 708),
      cell('EDUCATION', 672),
      cell('SKILLS', 636),
      cell('CERTIFICATES', 624),
      cell('LANGUAGES', 612),
    ]);
    expect(lines.indexOf('EMPLOYMENT HISTORY') + 1).toBe(
      lines.indexOf('Pemandu Wisata — PT Kimia Farma'),
    );
  });
});
