import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import {
  breakWords,
  collapseLetterSpacing,
  detectHeading,
  detectOtherHeading,
  headingKeys,
  stripHeadingNumber,
} from './headings.ts';
import { ACCOUNT_WRAP, PARSER_WRAP, wrapsBullet } from './lines.ts';
import { splitSections, wrappedHeading } from './sections.ts';

const hint = (over: Partial<LineHint> = {}): LineHint => ({
  size: 1,
  bold: false,
  heading: false,
  region: 'main',
  ...over,
});

describe('heading grammar beyond the phrase list', () => {
  it('takes the key of an English head noun whatever qualifies it', () => {
    expect(headingKeys('Personal Skills')).toEqual(['skills']);
    expect(headingKeys('Other Languages')).toEqual(['languages']);
    expect(headingKeys('Foreign languages')).toEqual(['languages']);
    expect(headingKeys('Recent Publications')).toEqual(['publications']);
    expect(headingKeys('Research Projects')).toEqual(['projects']);
  });

  it('does not read a phrase with a function word as a qualified head noun', () => {
    expect(headingKeys('Skills in Python')).toBeNull();
    expect(headingKeys('Led the Projects')).toBeNull();
  });

  it('takes the key of an Indonesian head noun with its qualifiers or a synonym', () => {
    expect(headingKeys('Bahasa Asing')).toEqual(['languages']);
    expect(headingKeys('Riwayat Pendidikan Formal')).toEqual(['education']);
    expect(headingKeys('Portofolio Proyek')).toEqual(['projects']);
    // A word naming another section is no qualifier.
    expect(headingKeys('Keterampilan Bahasa')).toEqual(['languages']);
    // Membership (keanggotaan) heads the organisations; a profession (profesi) qualifies.
    expect(headingKeys('Keanggotaan Organisasi')).toEqual(['organizations']);
    expect(headingKeys('Keanggotaan Profesi')).toEqual(['organizations']);
    expect(headingKeys('Sertifikasi Profesi')).toEqual(['certifications']);
  });

  it('reads works ("karya") as a portfolio of projects, scholarly works as publications', () => {
    expect(headingKeys('Karya Pilihan')).toEqual(['projects']);
    expect(detectHeading('KARYA PILIHAN', true)?.keys).toEqual(['projects']);
    expect(headingKeys('Karya Ilmiah')).toEqual(['publications']);
    // A company named with the word is no heading, nor is the word alone inside text.
    expect(detectHeading('Karya Mandiri', true)).toBeNull();
    expect(detectHeading('Karya', false)).toBeNull();
  });

  it('reads Indonesian volunteering and activities (relawan, aktivitas) as organisations', () => {
    expect(headingKeys('Kegiatan Relawan')).toEqual(['organizations']);
    expect(headingKeys('Pengalaman Relawan')).toEqual(['organizations']);
    expect(detectHeading('KEGIATAN RELAWAN', true)?.keys).toEqual(['organizations']);
    expect(detectHeading('Relawan Pengajar', true)).toBeNull();
    // "Aktivitas" is "kegiatan" (activities) in its other common word.
    expect(headingKeys('Aktivitas Organisasi')).toEqual(['organizations']);
    expect(detectHeading('AKTIVITAS ORGANISASI:', true)?.keys).toEqual(['organizations']);
  });

  it('reads credentials as certificates, alone or qualified', () => {
    expect(headingKeys('Credentials')).toEqual(['certifications']);
    expect(headingKeys('Professional Credentials')).toEqual(['certifications']);
  });

  it('names both parts of a heading that combines kinds, each read by the grammar', () => {
    expect(headingKeys('Keahlian & Bahasa Asing')).toEqual(['skills', 'languages']);
  });

  it('keeps the grammar out of exact matching', () => {
    expect(headingKeys('Personal Skills', true)).toBeNull();
  });
});

describe('letter-spaced headings whose spacing came apart', () => {
  it('runs unevenly spaced capitals together and cuts them into lexicon words', () => {
    expect(collapseLetterSpacing('E D U C AT I O N')).toBe('EDUCATION');
    expect(collapseLetterSpacing('W O R K H I S T O RY')).toBe('WORK HISTORY');
    expect(detectHeading('S U M M A RY')?.keys).toEqual(['summary']);
    expect(detectHeading('R I WAYAT P E N D I D I K A N')?.keys).toEqual(['education']);
  });

  it('reads words run together when a heading lost its word gaps', () => {
    expect(breakWords('PENGALAMANORGANISASI')).toBe('PENGALAMAN ORGANISASI');
    expect(detectHeading('OTHERLANGUAGES')?.keys).toEqual(['languages']);
    expect(breakWords('BUDISANTOSO')).toBeNull();
  });

  it('leaves ordinary short words alone', () => {
    expect(collapseLetterSpacing('PT AB CD')).toBe('PT AB CD');
    expect(detectHeading('A B C D')).toBeNull();
  });
});

describe('headings in context', () => {
  it('does not open the section a qualified head noun is already in', () => {
    // An item of a certificates list that ends on "Certificates" is an item.
    expect(
      detectHeading('Cloud Computing Certificates', false, { current: ['certifications'] }),
    ).toBeNull();
    expect(
      detectHeading('Cloud Computing Certificates', false, { current: ['experience'] })?.keys,
    ).toEqual(['certifications']);
  });

  it('accepts a line the layout marks as a heading even where a list would hide it', () => {
    const ctx = { prev: 'Teamwork', next: 'Communication' };
    expect(detectHeading('Leadership', false, ctx)).toBeNull();
    expect(
      detectHeading('Leadership', false, { ...ctx, hint: hint({ heading: true }) })?.keys,
    ).toEqual(['organizations']);
    // A label cell of a table is a heading too, in any case.
    expect(detectHeading('bahasa asing', false, { hint: hint({ region: 'label' }) })?.keys).toEqual(
      ['languages'],
    );
  });
});

describe('ambiguous heading words over their content', () => {
  it('is the label of a web address on the next line, not a section', () => {
    const next = 'https://www.linkedin.com/in/dewikartika';
    expect(detectHeading('Profile:', false, { next })).toBeNull();
    expect(detectHeading('Portofolio:', true, { next: 'github.com/dewikartika' })).toBeNull();
    expect(
      detectHeading('Profile:', false, {
        next: 'Perawat dengan tiga tahun pengalaman di rumah sakit',
      })?.keys,
    ).toEqual(['summary']);
    expect(detectHeading('PROFILE', false, { next })?.keys).toEqual(['summary']);
  });

  it('heads a bulleted list or a list of languages', () => {
    expect(
      detectHeading('Kemampuan', false, { prev: 'linkedin.com/in/sari', next: '• Microsoft Excel' })
        ?.keys,
    ).toEqual(['skills']);
    expect(
      detectHeading('Bahasa', false, { prev: 'Sertifikat Ahli K3 (2021)', next: 'Jepang (dasar)' })
        ?.keys,
    ).toEqual(['languages']);
    expect(
      detectHeading('Bahasa', false, { prev: 'Sertifikat Ahli K3', next: 'Python' }),
    ).toBeNull();
  });

  it('stays an entry line inside the section it names', () => {
    expect(
      detectHeading('Magang', false, {
        prev: 'Kasir',
        next: '• Mendata stok',
        current: ['experience'],
      }),
    ).toBeNull();
  });
});

describe('headings wrapped over two lines', () => {
  it('joins two short halves set alike into one heading', () => {
    expect(wrappedHeading('PROFESSIONAL', 'EXPERIENCE')?.keys).toEqual(['experience']);
    expect(wrappedHeading('ORGANIZATIONAL', 'EXPERIENCE')?.keys).toEqual(['organizations']);
    expect(wrappedHeading('ABOUT', 'M E')?.heading).toBe('ABOUT ME');
    expect(wrappedHeading('Pelatihan dan', 'Sertifikasi')?.keys).toEqual(['certifications']);
  });

  it('does not join halves set differently, two headings, or content', () => {
    expect(wrappedHeading('TECHNICAL', 'Skills')).toBeNull();
    expect(wrappedHeading('SKILLS', 'SUMMARY')).toBeNull();
    expect(wrappedHeading('Project Manager', 'Skills')).toBeNull();
  });

  it('splits a section under a heading wrapped in a narrow column', () => {
    const r = splitSections(
      ['ACADEMIC', 'BACKGROUND', 'Universitas Brawijaya', 'TECHNICAL', 'SKILLS', 'Excel'].join(
        '\n',
      ),
    );
    expect(r.keys).toEqual(['education', 'skills']);
    expect(r.blocks[0]!.lines).toEqual(['Universitas Brawijaya']);
  });

  it('keeps two headings in capitals apart when a list stands between them', () => {
    const r = splitSections(
      ['KEAHLIAN', 'Excel, Canva, SEO, Copywriting', 'BAHASA', 'Indonesia, Inggris'].join('\n'),
    );
    expect(r.keys).toEqual(['skills', 'languages']);
  });

  it('keeps two headings with one line between them apart when they are not set in capitals', () => {
    const r = splitSections(
      [
        'Keterampilan',
        'Microsoft Excel, Microsoft Word, Canva',
        'Bahasa',
        'Bahasa Indonesia (aktif), Bahasa Inggris (pasif)',
      ].join('\n'),
    );
    expect(r.keys).toEqual(['skills', 'languages']);
  });
});

describe('splitSections with the layout hints', () => {
  it('reads hints line by line, the same with or without side-heading splits', () => {
    const text = [
      'Rina Putri',
      'Pengalaman Singkat',
      'Kasir — Toko Maju',
      'Leadership',
      'Ketua OSIS',
    ];
    const hints = [hint({ size: 1.6, bold: true }), null, hint(), hint({ heading: true }), hint()];
    const r = splitSections(text.join('\n'), { hints });
    expect(r.keys).toEqual(['organizations']);
    const without = splitSections(text.join('\n'));
    expect(without.keys).toEqual([]);
  });
});

describe('a line that opens with a date range is no wrapped bullet end', () => {
  it('keeps "2007 – 2012 Engineer, Apple" apart from the description above it', () => {
    const bullet = '• Delivered several projects within the agreed time and budget';
    expect(
      wrapsBullet(
        '2007 – 2012 Software Engineer, Apple, Cupertino',
        bullet,
        undefined,
        PARSER_WRAP,
      ),
    ).toBe(false);
    expect(wrapsBullet('Jan 2020 – Sekarang Staf Keuangan', bullet, undefined, ACCOUNT_WRAP)).toBe(
      false,
    );
    // A number that opens a wrapped line still continues the bullet.
    expect(
      wrapsBullet('30% faster month-end close', '• Cut the close time by', undefined, PARSER_WRAP),
    ).toBe(true);
  });
});

describe('headingKeys: a head noun and what follows it', () => {
  it.each([
    ['Language Proficiency', 'languages'],
    ['Languages Spoken', 'languages'],
    ['Project Highlights', 'projects'],
    ['Bahasa yang Dikuasai', 'languages'],
    ['Proyek yang Pernah Dikerjakan', 'projects'],
  ])('%s → %s', (heading, key) => {
    expect(headingKeys(heading)).toEqual([key]);
  });

  it('leaves a word that is no head noun before them unread', () => {
    expect(headingKeys('Customer Highlights')).toBeNull();
    expect(headingKeys('Tim yang Solid')).toBeNull();
  });
});

describe('a job title worded like an unmapped heading', () => {
  it('is no heading in either language: its job word is the head', () => {
    expect(detectOtherHeading('Analis Data', true)).toBeNull();
    expect(detectOtherHeading('Staf Media Sosial', true)).toBeNull();
    expect(detectOtherHeading('DATA ANALYST', true)).toBeNull();
  });

  it('leaves a heading whose section word a job word qualifies', () => {
    expect(detectOtherHeading('Pengalaman Relawan', true)).toBe('Pengalaman Relawan');
    expect(detectOtherHeading('Committee Experience', true)).toBe('Committee Experience');
    expect(detectOtherHeading('DATA ANGGOTA KELUARGA', true)).toBe('DATA ANGGOTA KELUARGA');
  });

  it('keeps the entries after a gap and such a title in their section', () => {
    const text = [
      'Eko Lestari',
      'eko@example.com',
      '',
      'Pengalaman Kerja',
      'Staf IT Support',
      'CV Karya Mandiri',
      'Sep 2023 s.d. Sekarang',
      '• Menangani 30 tiket dukungan teknis per minggu',
      '',
      'Analis Data',
      'PT Mitra Sejahtera Abadi',
      'Sep 2021 s.d. Okt 2022',
      '• Menyusun dasbor penjualan di Power BI',
    ].join('\n');
    const { blocks, otherHeadings } = splitSections(text);
    expect(otherHeadings).toEqual([]);
    expect(blocks.map((b) => b.key)).toEqual(['experience']);
    expect(blocks[0]!.lines).toContain('Analis Data');
  });
});

describe('heading synonyms', () => {
  it('reads "Aktivitas" as "Kegiatan" and bare "Qualifications" as education', () => {
    expect(headingKeys('AKTIVITAS ORGANISASI')).toEqual(['organizations']);
    expect(detectHeading('Aktivitas Organisasi:', true)?.keys).toEqual(['organizations']);
    expect(headingKeys('Qualifications')).toEqual(['education']);
    expect(headingKeys('Summary of Qualifications')).toEqual(['summary']);
  });

  it('reads volunteer and committee experience in either language as organisations', () => {
    expect(headingKeys('Pengalaman Relawan')).toEqual(['organizations']);
    expect(headingKeys('PENGALAMAN KEPANITIAAN')).toEqual(['organizations']);
    expect(headingKeys('Committee Experience')).toEqual(['organizations']);
    expect(headingKeys('Volunteering Experience')).toEqual(['organizations']);
    // An academic's programme committees stay a section of their own.
    expect(headingKeys('Program Committees')).toBeNull();
    // "Relawan" alone is a job word too: a heading only when set apart.
    expect(detectHeading('Relawan')).toBeNull();
    expect(detectHeading('RELAWAN', true)?.keys).toEqual(['organizations']);
  });
});

describe('numbered headings of a formal CV', () => {
  it('reads a heading after a Roman numeral, a capital letter, or digits before capitals', () => {
    expect(detectHeading('II. RIWAYAT PENDIDIKAN FORMAL', true)?.keys).toEqual(['education']);
    expect(detectHeading('C. PENGALAMAN BEKERJA', true)?.keys).toEqual(['experience']);
    expect(detectHeading('3. WORK EXPERIENCE', true)?.keys).toEqual(['experience']);
    expect(detectOtherHeading('I. DATA PRIBADI', true)).toBe('DATA PRIBADI');
  });

  it('keeps the number of a list item', () => {
    expect(stripHeadingNumber('1. Bahasa Inggris')).toBe('1. Bahasa Inggris');
    expect(stripHeadingNumber('a. Microsoft Excel')).toBe('a. Microsoft Excel');
    expect(stripHeadingNumber('IV. KURSUS DAN PELATIHAN')).toBe('KURSUS DAN PELATIHAN');
  });
});

describe('English headings: a head noun and a past participle, formal and non-formal education', () => {
  it.each([
    ['Trainings Attended', 'certifications'],
    ['Projects Handled', 'projects'],
    ['Languages Mastered', 'languages'],
    ['Formal Education', 'education'],
    ['Non-Formal Education / Training', 'certifications'],
    ['Pendidikan Non Formal', 'certifications'],
    ['Riwayat Jabatan', 'experience'],
  ])('%s → %s', (heading, key) => {
    expect(headingKeys(heading)).toEqual([key]);
  });

  it('does not read a head noun before a word that is no participle', () => {
    expect(headingKeys('Projects Manager')).toBeNull();
  });
});

describe('achievements that are credentials only', () => {
  it('are certifications, whatever the heading calls them', () => {
    const text = [
      'Indah Kurnia',
      'indah@contoh.id',
      '',
      'Achievements',
      'Google Ads Search Certification (2025)',
      '• AWS Certified Cloud Practitioner (2021)',
      '',
      'Penghargaan',
      'Juara 1 Lomba Desain Nasional (2022)',
      'Sertifikat Karyawan Terbaik 2023',
    ].join('\n');
    const blocks = splitSections(text).blocks.map((b) => [b.key, b.heading]);
    expect(blocks).toEqual([
      ['certifications', 'Achievements'],
      ['awards', 'Penghargaan'],
    ]);
  });
});

describe('an entry set as the first entry of its section', () => {
  const title = hint({ bold: true });
  const head = hint({ bold: true, heading: true, size: 1.14 });
  const body = hint();
  const rows: [string, LineHint | null][] = [
    ['Siti Lestari', hint({ bold: true, heading: true, size: 2.1 })],
    ['siti@contoh.id / Surabaya', body],
    ['', null],
    ['Pengalaman', head],
    ['', null],
    ['Pengembang Web', title],
    ['Rumah Makan Sederhana, Yogyakarta', body],
    ['2024 s.d. 2026', body],
    ['', null],
    // Worded like an unmapped heading ("data"), set as the first entry's title is.
    ['Analis Data', title],
    ['PT Tokopedia Niaga, Medan', body],
    ['2020 s.d. 2022', body],
  ];

  it('starts the next entry, not a section, when a date range follows it', () => {
    const text = rows.map((r) => r[0]).join('\n');
    const split = splitSections(text, { hints: rows.map((r) => r[1]) });
    expect(split.otherHeadings).toEqual([]);
    expect(split.blocks.map((b) => [b.key, b.lines.length])).toEqual([['experience', 6]]);
  });

  it('still opens a section when the layout sets the line as a heading', () => {
    const laid = rows.map(([t, h]): [string, LineHint | null] =>
      t === 'Analis Data' ? [t, head] : [t, h],
    );
    const split = splitSections(laid.map((r) => r[0]).join('\n'), {
      hints: laid.map((r) => r[1]),
    });
    expect(split.blocks.find((b) => b.key === 'experience')?.lines).toHaveLength(3);
  });
});

describe('a small label inside an entry', () => {
  it('is no section heading when set smaller than the body in neither bold nor capitals', () => {
    const small: LineHint = { size: 0.84, bold: false, heading: false, region: 'main' };
    expect(detectHeading('Pencapaian:', true, { hint: small })).toBeNull();
    expect(detectHeading('Achievements:', true, { hint: small })).toBeNull();
    // Read as text, or set at the body's size, or in capitals, it still heads a section.
    expect(detectHeading('Pencapaian:', true)?.keys).toEqual(['awards']);
    expect(detectHeading('Pencapaian:', true, { hint: { ...small, size: 1 } })?.keys).toEqual([
      'awards',
    ]);
    expect(detectHeading('PENCAPAIAN', true, { hint: small })?.keys).toEqual(['awards']);
  });
});

describe('career and list headings', () => {
  it('reads a career alone, positions held and a list of projects', () => {
    expect(headingKeys('Karier')).toEqual(['experience']);
    expect(headingKeys('Career')).toEqual(['experience']);
    expect(headingKeys('Positions Held')).toEqual(['experience']);
    expect(headingKeys('Riwayat Bekerja')).toEqual(['experience']);
    expect(headingKeys('Daftar Proyek')).toEqual(['projects']);
    expect(headingKeys('List of Projects')).toEqual(['projects']);
    // A CV's own title is no section.
    expect(headingKeys('Daftar Riwayat Hidup')).toBeNull();
  });
});
