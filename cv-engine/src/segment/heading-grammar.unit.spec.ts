import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import { headingReadings } from './heading-grammar.ts';
import { headingKeys, splitSections } from './sections.ts';

describe('headingReadings: frame nouns and ber- verbs', () => {
  const known = (w: string) => ['organisasi', 'bahasa', 'karier'].includes(w);

  it('drops a frame noun before a heading, and swaps it for the others', () => {
    const r = headingReadings('jenjang karier', known);
    expect(r).toContain('karier');
    expect(r).toContain('riwayat karier');
  });

  it('reads a ber- verb as its noun when the noun is a heading word', () => {
    expect(headingReadings('pengalaman berorganisasi', known)).toContain('pengalaman organisasi');
    expect(headingReadings('pengalaman bersepeda', known)).toEqual([]);
  });

  it('drops an English frame noun after a heading', () => {
    expect(headingReadings('experience history', known)).toContain('experience');
  });

  it('reads an English -al adjective before a frame noun as its noun', () => {
    const nouns = (w: string) => ['education', 'organization'].includes(w);
    expect(headingReadings('educational record', nouns)).toContain('education');
    expect(headingReadings('organizational background', nouns)).toContain('organization');
    expect(headingReadings('personal record', nouns)).not.toContain('person');
  });

  it('swaps an English frame noun for the others', () => {
    expect(headingReadings('work record', known)).toContain('work history');
    expect(headingReadings('employment background', known)).toContain('employment history');
  });
});

describe('headingKeys: headings read by their grammar', () => {
  it.each([
    ['Riwayat Pengalaman Kerja', 'experience'],
    ['Latar Pendidikan', 'education'],
    ['Pengalaman Berorganisasi', 'organizations'],
    ['Kemampuan Berbahasa', 'languages'],
    ['Experience History', 'experience'],
    ['Educational Record', 'education'],
    ['Organizational Record', 'organizations'],
    ['Work Record', 'experience'],
    ['Pendidikan Tinggi', 'education'],
    ['Bahasa Lisan & Tulisan', 'languages'],
    ['Ringkasan Kualifikasi', 'summary'],
  ])('%s → %s', (heading, key) => {
    expect(headingKeys(heading)).toEqual([key]);
  });

  it('leaves a frame noun before no heading alone ("Riwayat Hidup" is the CV itself)', () => {
    expect(headingKeys('Riwayat Hidup')).toBeNull();
    expect(headingKeys('Daftar Riwayat Hidup')).toBeNull();
  });
});

describe('splitSections: a laid-out heading the lexicon calls "other" is typed by its content', () => {
  const h = (heading: boolean): LineHint => ({
    size: heading ? 1.2 : 1,
    bold: heading,
    heading,
    region: 'main',
  });
  const text = [
    'Ayu Setiawan',
    'ayu@contoh.id · 0812 3456 7890',
    '',
    'Pengalaman Lapangan',
    'Staf Pemasaran — PT Sinar Mas',
    'Jan 2021 – Sekarang',
    '',
    'Pengalaman Kiprah',
    'Ketua — Himpunan Mahasiswa',
    '2018 – 2019',
    '',
    'Informasi Lain',
    'Suka membaca dan mendaki gunung',
  ].join('\n');
  const hints = text
    .split('\n')
    .map((l) => (l === '' ? null : h(/^(?:Pengalaman|Informasi)/u.test(l))));

  it('opens experience, then organisations for the second block of dated entries', () => {
    const split = splitSections(text, { hints });
    expect(split.keys).toEqual(['experience', 'organizations']);
    expect(split.blocks.map((b) => b.heading)).toEqual([
      'Pengalaman Lapangan',
      'Pengalaman Kiprah',
    ]);
    // Content that tells nothing leaves an "other" section as it was.
    expect(split.otherHeadings).toEqual(['Informasi Lain']);
    expect(split.otherBlocks[0]!.lines).toEqual(['Suka membaca dan mendaki gunung']);
  });

  it('leaves such headings "other" when the layout did not set them apart', () => {
    expect(splitSections(text).keys).toEqual([]);
  });
});
