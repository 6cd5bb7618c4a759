import { describe, expect, it } from 'vitest';
import {
  contentBelow,
  labelColumnRight,
  lineGap,
  looksLikeHeading,
  namesSection,
  runsOn,
  standsAlone,
  startsParagraph,
} from './label-starts.ts';
import { line } from './spec-items.ts';

describe('startsParagraph', () => {
  const edge = 400;
  it('is a start after a line that ended short of the column edge', () => {
    expect(
      startsParagraph(
        line('Mengelola dua gudang', 200, 688),
        line('Alamat: Medan', 200, 700),
        edge,
      ),
    ).toBe(true);
  });
  it('is no start after a full line (a paragraph running on)', () => {
    const full = line('x'.repeat(39), 200, 700); // ends at 395
    expect(startsParagraph(line('berikutnya dan seterusnya', 200, 688), full, edge)).toBe(false);
  });
  it('is no start for a list item after another list item', () => {
    expect(startsParagraph(line('• Kedua', 210, 688), line('• Satu', 210, 700), edge)).toBe(false);
    expect(startsParagraph(line('• Satu', 210, 688), line('Keahlian lain', 200, 700), edge)).toBe(
      true,
    );
  });
});

describe('contentBelow', () => {
  const right = [line('Judul', 200, 700), line('Staf Gudang', 200, 676), line('2020', 200, 664)];
  it('finds the first content line within one and a half line gaps under a label', () => {
    expect(contentBelow(line('Pengalaman', 50, 682), right, 12)).toBe(1);
  });
  it('finds none when the next content line is further down', () => {
    expect(contentBelow(line('Pengalaman', 50, 700), right, 12)).toBe(-1);
    expect(contentBelow(line('Pengalaman', 50, 600), right, 12)).toBe(-1);
  });
});

describe('lineGap', () => {
  it('is the gap of lines set tight, not the median swollen by gaps between entries', () => {
    const ys = [700, 680, 666, 646, 632, 612, 598, 578, 564];
    expect(lineGap(ys.map((y) => line('a', 0, y)))).toBe(14);
  });
});

describe('standsAlone, runsOn, namesSection', () => {
  it('keeps two heading cells apart, and a heading wrapped over two lines whole', () => {
    expect(standsAlone('Keterampilan', 'Pelatihan dan')).toBe(true);
    expect(standsAlone('TECHNICAL SKILLS', 'CERTIFICATIONS')).toBe(true);
    expect(standsAlone('Pelatihan dan', 'Sertifikasi')).toBe(false);
    expect(standsAlone('RIWAYAT PENDIDIKAN', 'FORMAL')).toBe(false);
    expect(standsAlone('Pengalaman', 'Organisasi')).toBe(false);
    expect(standsAlone('Agustus 2023–', 'Desember 2025')).toBe(false);
  });
  it('reads a label ending in a joining word or mark as running on', () => {
    expect(runsOn('Pelatihan dan')).toBe(true);
    expect(runsOn('Licences &')).toBe(true);
    expect(runsOn('Agustus 2023–')).toBe(true);
    expect(runsOn('Keterampilan')).toBe(false);
    expect(runsOn('Brand')).toBe(false);
  });
  it('reads a range ending on a month, then a year on the next line, as one range wrapped', () => {
    expect(runsOn('Agustus 2015 – Agustus')).toBe(true);
    expect(runsOn("Aug '20 — Oct")).toBe(true);
    expect(runsOn('2015 s.d. Mei')).toBe(true);
    expect(runsOn('Agustus 2015 – Agustus 2019')).toBe(false);
    expect(runsOn('Staf Gudang')).toBe(false);
  });
  it('names a section by its heading words, never a field name', () => {
    expect(namesSection('KEAHLIAN TEKNIS')).toBe(true);
    expect(namesSection('Telephone')).toBe(false);
  });
});

describe('labelColumnRight', () => {
  it('is an em short of the content beside the labels, never left of the widest label', () => {
    const labels = [line('KONTAK', 50, 700), line('PENGALAMAN', 50, 650)];
    expect(labelColumnRight(labels, [line('isi', 190, 700)])).toBe(180);
    expect(labelColumnRight(labels, [line('isi', 105, 700)])).toBe(100);
    expect(labelColumnRight(labels, [])).toBe(100);
  });
});

describe('looksLikeHeading', () => {
  it('is a bold, letter-spaced or capitals label, not a plain item or a date', () => {
    expect(looksLikeHeading({ ...line('Pendidikan', 50, 700), bold: true })).toBe(true);
    expect(looksLikeHeading(line('KEAHLIAN TEKNIS', 50, 700))).toBe(true);
    expect(looksLikeHeading({ ...line('Profil', 50, 700), spaced: true })).toBe(true);
    expect(looksLikeHeading(line('Microsoft Excel', 50, 700))).toBe(false);
    expect(looksLikeHeading(line('2019 – 2023', 50, 700))).toBe(false);
  });
});
