import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import { firstPersonHeading, headingReadings } from './heading-grammar.ts';
import { detectHeading, headingKeys, splitSections } from './sections.ts';

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

describe('firstPersonHeading: headings worded in the first person', () => {
  const keyOf = (p: string) =>
    ({ languages: 'languages', tools: 'skills', bahasa: 'languages' })[p] as
      'languages' | 'skills' | undefined;
  const read = (p: string) => firstPersonHeading(p, (x) => keyOf(x) ?? null);

  it('takes the section of the noun before the pronoun, whatever the verb', () => {
    expect(read('languages i speak')).toBe('languages');
    expect(read('tools i use')).toBe('skills');
    expect(read('bahasa yang saya kuasai')).toBe('languages');
  });

  it('takes the section of the verb after a word that names nothing', () => {
    expect(read('where ive worked')).toBe('experience');
    expect(read('where i have worked')).toBe('experience');
    expect(read('where i studied')).toBe('education');
    expect(read('things ive built')).toBe('projects');
    expect(read('what i do best')).toBe('skills');
    expect(read('tempat saya bekerja')).toBe('experience');
    expect(read('apa yang saya kuasai')).toBe('skills');
  });

  it('reads no sentence, no unknown verb and no pronoun opening the line', () => {
    expect(read('i worked')).toBeNull();
    expect(read('things i like')).toBeNull();
    expect(read('where i worked with many clients')).toBeNull();
    expect(read('teams i led')).toBeNull();
  });
});

describe('headingKeys: informal and US-style headings of both languages', () => {
  it.each([
    ["WHERE I'VE WORKED", 'experience'],
    ['Languages I Use', 'languages'],
    ['Perangkat yang Saya Kuasai', 'skills'],
    ['Perangkat Lunak yang Dikuasai', 'skills'],
    ['Penguasaan Bahasa Asing', 'languages'],
    ['Language Fluency', 'languages'],
    ['Riwayat Akademik', 'education'],
    ['Schooling', 'education'],
    ['Objective Statement', 'summary'],
    ['Short Bio', 'summary'],
    ['Introduction', 'summary'],
    ['Toolbox', 'skills'],
    ['Work', 'experience'],
    ['Komunitas', 'organizations'],
    ['Kegiatan Sukarela', 'organizations'],
  ])('%s → %s', (heading, key) => {
    expect(headingKeys(heading)).toEqual([key]);
  });

  it('keeps a one-word heading of them a heading only when set apart', () => {
    expect(detectHeading('Work', false, { prev: 'Teamwork', next: 'Communication' })).toBeNull();
    expect(detectHeading('WORK', false)?.keys).toEqual(['experience']);
  });
});
