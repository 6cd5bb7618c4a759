import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import {
  collapseLetterSpacing,
  detectHeading,
  detectInlineHeading,
  headingKeys,
  splitSections,
  splitSideHeadings,
} from './sections.ts';

describe('headingKeys: heading variant families', () => {
  it.each([
    ['Pengalaman Kerja', 'experience'],
    ['Riwayat Pekerjaan', 'experience'],
    ['Pengalaman Profesional', 'experience'],
    ['PROFESSIONAL EXPERIENCE', 'experience'],
    ['Work History', 'experience'],
    ['Employment', 'experience'],
    ['Pendidikan', 'education'],
    ['Pendidikan Formal', 'education'],
    ['Riwayat Pendidikan', 'education'],
    ['Education', 'education'],
    ['Keahlian', 'skills'],
    ['Keterampilan', 'skills'],
    ['Kemampuan', 'skills'],
    ['Technical Skills', 'skills'],
    ['Sertifikasi', 'certifications'],
    ['Sertifikat', 'certifications'],
    ['Pelatihan', 'certifications'],
    ['Certifications', 'certifications'],
    ['Organisasi', 'organizations'],
    ['Pengalaman Organisasi', 'organizations'],
    ['Volunteer Experience', 'organizations'],
    ['Extracurricular Activities', 'organizations'],
    ['Leadership', 'organizations'],
    ['Community', 'organizations'],
    ['Bahasa', 'languages'],
    ['Languages', 'languages'],
    ['Proyek', 'projects'],
    ['Projek', 'projects'],
    ['Projects', 'projects'],
    ['Penghargaan', 'awards'],
    ['Prestasi', 'awards'],
    ['Honors', 'awards'],
    ['Achievements', 'awards'],
    ['Profil', 'summary'],
    ['Ringkasan', 'summary'],
    ['Tentang Saya', 'summary'],
    ['About Me', 'summary'],
    ['Summary', 'summary'],
    ['Objective', 'summary'],
    ['Publications', 'publications'],
    ['Referensi', 'references'],
    ['Referees', 'references'],
    ['Hobi', 'interests'],
    ['Minat', 'interests'],
    ['Interests', 'interests'],
    ['Hobbies', 'interests'],
  ])('%s → %s', (heading, key) => {
    expect(headingKeys(heading)).toEqual([key]);
  });

  it('maps combined headings to every key they name', () => {
    expect(headingKeys('Pengalaman Kerja & Organisasi')).toEqual(['experience', 'organizations']);
    expect(headingKeys('Skills & Certificates')).toEqual(['skills', 'certifications']);
    expect(headingKeys('Experience and Projects')).toEqual(['experience', 'projects']);
    expect(headingKeys('Pendidikan dan Pelatihan')).toEqual(['education', 'certifications']);
    expect(headingKeys('Honors & Awards')).toEqual(['awards']);
  });

  it('takes the key of an Indonesian head noun', () => {
    expect(headingKeys('Sertifikat Kompetensi')).toEqual(['certifications']);
    expect(headingKeys('Keahlian Khusus')).toEqual(['skills']);
  });

  it('returns null for ordinary phrases', () => {
    expect(headingKeys('Data Keluarga')).toBeNull();
    expect(headingKeys('Senior Software Engineer')).toBeNull();
    expect(headingKeys('PT Maju Jaya Abadi')).toBeNull();
  });
});

describe('detectHeading', () => {
  it('accepts any case and a trailing colon', () => {
    expect(detectHeading('PENGALAMAN KERJA')?.keys).toEqual(['experience']);
    expect(detectHeading('pendidikan:')?.keys).toEqual(['education']);
    expect(detectHeading('Work Experience:')?.keys).toEqual(['experience']);
  });

  it('reads letter-spaced headings', () => {
    expect(collapseLetterSpacing('P E N G A L A M A N   K E R J A')).toBe('PENGALAMAN KERJA');
    expect(detectHeading('P E N G A L A M A N')?.keys).toEqual(['experience']);
    expect(detectHeading('W O R K E X P E R I E N C E')?.keys).toEqual(['experience']);
    expect(detectHeading('E D U C A T I O N')?.keys).toEqual(['education']);
  });

  it('does not treat ordinary lines as headings', () => {
    expect(
      detectHeading('Saya memiliki pengalaman kerja selama lima tahun di bidang akuntansi'),
    ).toBeNull();
    expect(detectHeading('Education is the key to everything we do here')).toBeNull();
    expect(detectHeading('• Led the education team of 5 people')).toBeNull();
    expect(detectHeading('skills')).toBeNull();
    expect(detectHeading('Email: budi@contoh.id | Skills')).toBeNull();
  });

  it('accepts ambiguous single words only when they stand apart', () => {
    // In a one-per-line list "Leadership" is a skill, not the organisations heading.
    expect(
      detectHeading('Leadership', false, { prev: 'Teamwork', next: 'Communication' }),
    ).toBeNull();
    expect(detectHeading('LEADERSHIP', false, { prev: 'Teamwork', next: 'x' })?.keys).toEqual([
      'organizations',
    ]);
    expect(detectHeading('Leadership', true)?.keys).toEqual(['organizations']);
  });
});

describe('detectInlineHeading', () => {
  it('reads "Skills: …" with content', () => {
    expect(detectInlineHeading('Skills: Python, SQL, Excel')).toEqual({
      keys: ['skills'],
      heading: 'Skills',
      rest: 'Python, SQL, Excel',
    });
    expect(detectInlineHeading('Bahasa: Indonesia, Inggris')?.keys).toEqual(['languages']);
  });

  it('ignores labels that are not section names', () => {
    expect(detectInlineHeading('Alamat: Jl. Merdeka No. 5')).toBeNull();
    expect(detectInlineHeading('Note: this is a long sentence about skills')).toBeNull();
  });
});

describe('splitSections', () => {
  const cv = [
    'Siti Rahmawati',
    'Jakarta Selatan | 0812-3456-7890 | siti.r@contoh.id',
    '',
    'Lulusan akuntansi yang teliti dengan pengalaman dua tahun di kantor akuntan publik.',
    '',
    'PENGALAMAN KERJA',
    'Staf Akuntansi — PT Sinar Terang',
    'Jan 2022 – Sekarang',
    '• Menyusun laporan keuangan bulanan',
    '',
    'Pendidikan',
    'Universitas Padjadjaran',
    'S1 Akuntansi, IPK 3.65/4.00',
    '',
    'Keahlian & Sertifikasi',
    'Microsoft Excel, Accurate, Brevet A dan B',
    'Data Keluarga',
    'Ayah: Budi',
  ].join('\n');

  it('finds sections in order and splits combined headings', () => {
    const r = splitSections(cv);
    expect(r.keys).toEqual(['experience', 'education', 'skills', 'certifications']);
    expect(r.intro[0]).toBe('Siti Rahmawati');
    const exp = r.blocks.find((b) => b.key === 'experience')!;
    expect(exp.heading).toBe('PENGALAMAN KERJA');
    expect(exp.lines).toContain('Jan 2022 – Sekarang');
  });

  it("reads a Title Case line under a named heading's gap as its content, not a heading", () => {
    const r = splitSections(
      [
        'Skills',
        'Node.js, Docker',
        '',
        'Selected Projects',
        '',
        'Library Information System',
        '2022',
        '• Designed a REST API',
      ].join('\n'),
    );
    expect(r.keys).toEqual(['skills', 'projects']);
    expect(r.otherHeadings).toEqual([]);
    expect(r.blocks.find((b) => b.key === 'projects')!.lines).toContain(
      'Library Information System',
    );
  });

  it('keeps inline skill lists inside a skills section', () => {
    const r = splitSections(
      ['TECHNICAL SKILLS', 'Languages: Java, Python, Go', 'Tools: Docker, Git'].join('\n'),
    );
    expect(r.keys).toEqual(['skills']);
  });

  it('starts a section at an inline heading in the header', () => {
    const r = splitSections(
      ['Budi Santoso', 'Skills: Excel, Word', 'Education', 'SMA 1'].join('\n'),
    );
    expect(r.keys).toEqual(['skills', 'education']);
  });

  it('splits side headings written on the content line', () => {
    const lines = splitSideHeadings([
      'RINGKASAN Siswa SMK yang rajin belajar',
      'PENDIDIKAN SMK Negeri 1 Surabaya 2021 - 2024',
      'PENGALAMAN Karang Taruna 2022',
      'ORGANISASI Ketua bidang olahraga',
    ]);
    expect(lines).toEqual([
      'RINGKASAN',
      'Siswa SMK yang rajin belajar',
      'PENDIDIKAN',
      'SMK Negeri 1 Surabaya 2021 - 2024',
      'PENGALAMAN ORGANISASI',
      'Karang Taruna 2022',
      'Ketua bidang olahraga',
    ]);
  });

  it('joins a heading wrapped over two lines', () => {
    const r = splitSections(['PENGALAMAN', 'ORGANISASI', 'Ketua OSIS 2020'].join('\n'));
    expect(r.keys).toEqual(['organizations']);
    expect(r.blocks[0]!.heading).toBe('PENGALAMAN ORGANISASI');
  });

  it('joins a side heading wrapped around its first content line', () => {
    const r = splitSections(
      ['PENGALAMAN', 'Karang Taruna 2022', 'ORGANISASI', 'Ketua bidang olahraga'].join('\n'),
    );
    expect(r.keys).toEqual(['organizations']);
    expect(r.blocks[0]!.lines).toEqual(['Karang Taruna 2022', 'Ketua bidang olahraga']);
  });

  it('does not split upper-case entry titles as side headings', () => {
    const lines = ['PROJEK BROSUR DIGITAL', 'PROJEK WEBSITE TOKO ONLINE'];
    expect(splitSideHeadings(lines)).toEqual(lines);
  });

  it('records unmapped headings and ends the previous section there', () => {
    const r = splitSections(
      [
        'EDUCATION',
        'Universitas Andalas',
        '',
        'Data Keluarga',
        'Ayah: Budi',
        'SKILLS',
        'Excel',
      ].join('\n'),
    );
    expect(r.otherHeadings).toEqual(['Data Keluarga']);
    expect(r.blocks.find((b) => b.key === 'education')!.lines).toEqual(['Universitas Andalas']);
  });
});

describe('splitSections: a heading no lexicon names, typed by what it holds', () => {
  const h = (heading: boolean, bold = heading): LineHint => ({
    size: heading ? 1.2 : 1,
    bold,
    heading,
    region: 'main',
  });
  const text = [
    'Ayu Setiawan',
    'ayu@contoh.id · 0812 3456 7890',
    '',
    'Kiprah Kerja',
    'Staf Pemasaran — PT Sinar Mas',
    'Jan 2021 – Sekarang',
    '',
    'Latar Sekolah',
    'S1 Ilmu Komunikasi — Universitas Brawijaya',
    '2016 – 2020',
    '',
    'Hal Lain',
    'Suka membaca dan mendaki gunung',
  ].join('\n');
  const hints = text
    .split('\n')
    .map((l) => (l === '' ? null : h(/^(?:Kiprah|Latar|Hal)/u.test(l))));

  it('opens experience over dated entries, education over schools, nothing over the rest', () => {
    const split = splitSections(text, { hints });
    expect(split.keys).toEqual(['experience', 'education']);
    expect(split.blocks.map((b) => b.heading)).toEqual(['Kiprah Kerja', 'Latar Sekolah']);
    // A heading whose content tells nothing was none: its lines stay in the section before it.
    expect(split.blocks[1]!.lines).toContain('Suka membaca dan mendaki gunung');
  });

  it('never reads an unnamed heading in the header, nor without the layout setting it apart', () => {
    expect(splitSections(text).keys).toEqual([]);
    const inHeader = splitSections(text, { hints: hints.map((x, i) => (i === 1 ? h(true) : x)) });
    expect(inHeader.intro).toContain('ayu@contoh.id · 0812 3456 7890');
  });
});

describe('splitSections: a greeting set as a heading', () => {
  it('opens the section its content tells ("Hello!" over a profile paragraph)', () => {
    const hint = (heading: boolean): LineHint => ({
      size: heading ? 1.3 : 1,
      bold: heading,
      heading,
      region: 'main',
    });
    const lines = [
      'Ayu Setiawan',
      'ayu@contoh.id',
      '',
      'Hello!',
      'Content creator with hands-on experience at a retail company, comfortable with copywriting',
      'and paid ads, detail-oriented and ready to contribute to a growing team.',
    ];
    const split = splitSections(lines.join('\n'), {
      hints: lines.map((l) => (l === '' ? null : hint(l === 'Hello!'))),
    });
    expect(split.keys).toEqual(['summary']);
    expect(split.blocks[0]!.heading).toBe('Hello!');
  });
});

describe('splitSections: a heading in capitals set as the named ones are, no gap before it', () => {
  it('opens the section its content tells', () => {
    const style = (l: string): LineHint | null =>
      l === ''
        ? null
        : /^[A-Z ]+$/u.test(l)
          ? { size: 0.87, bold: true, heading: false, region: 'main' }
          : { size: 1, bold: false, heading: false, region: 'main' };
    const lines = [
      'Ayu Setiawan',
      'ayu@contoh.id',
      '',
      'PENDIDIKAN',
      'S1 Ilmu Komunikasi, Universitas Brawijaya 2016 – 2020',
      'KIPRAH KERJA',
      'Staf Pemasaran, PT Sinar Mas Jan 2021 – Sekarang',
    ];
    const split = splitSections(lines.join('\n'), { hints: lines.map(style) });
    expect(split.keys).toEqual(['education', 'experience']);
  });
});

describe('splitSections: a side heading wrapped around its first line, set in capitals', () => {
  it('reads the second half as no heading of its own', () => {
    const style = (l: string): LineHint | null =>
      l === ''
        ? null
        : /^[A-Z ]+$/u.test(l)
          ? { size: 1, bold: true, heading: true, region: 'main' }
          : { size: 1, bold: false, heading: false, region: 'main' };
    const lines = [
      'Dimas Rahmawati',
      'dimas@contoh.id',
      '',
      'EMPLOYMENT',
      'HR Officer',
      'HISTORY',
      'PT Kimia Farma, Makassar',
      'April 2023 – Present',
    ];
    const split = splitSections(lines.join('\n'), { hints: lines.map(style) });
    expect(split.keys).toEqual(['experience']);
  });
});

describe('splitSections: an ambiguous heading word set as the named headings are', () => {
  it('opens its section over a one-per-line list, no gap before it', () => {
    const headings = new Set(['Kemampuan', 'Riwayat Pekerjaan']);
    const style = (l: string): LineHint | null =>
      l === ''
        ? null
        : {
            size: headings.has(l) ? 1.05 : 1,
            bold: headings.has(l),
            heading: false,
            region: 'main',
          };
    const lines = [
      'Putri Aditya',
      'Telepon: 0813 3923 4766 | Email: putri@contoh.id | Kota Bekasi, Jawa Barat',
      'Kemampuan',
      'Perpajakan',
      'Akuntansi',
      'Riwayat Pekerjaan',
      'Staf Keuangan, PT Bukit Asam 2023 – 2025',
    ];
    const split = splitSections(lines.join('\n'), { hints: lines.map(style) });
    expect(split.keys).toEqual(['skills', 'experience']);
  });
});
