import { describe, expect, it } from 'vitest';
import { layoutPages, normaliseBullet, type PageInput, type TextItem } from './pdf-layout.ts';
import { isHeading } from './pdf-hints.ts';
import type { Line } from './pdf-lines.ts';
import { line as specLine } from './spec-items.ts';

/** Helvetica-ish: half an em per character. */
const item = (str: string, x: number, y: number, fontSize = 10): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
});
const page = (items: TextItem[]): PageInput => ({ items, x0: 0, y0: 0, x1: 595, y1: 842 });
const textOf = (...pages: TextItem[][]) => layoutPages(pages.map(page)).text;

describe('layoutPages: words and lines', () => {
  it('joins items split inside a word and spaces items split between words', () => {
    const text = textOf([
      item('Pengal', 50, 700),
      item('aman', 80, 700), // touching: same word
      item('Kerja', 103, 700), // 3 pt gap at 10 pt: a space
    ]);
    expect(text).toBe('Pengalaman Kerja');
  });

  it('parts a bold header run up to its tab stop from the dates in regular type', () => {
    const head = { ...item('CV Sumber Rejeki — Staf Gudang', 50, 700), bold: true };
    // The dates start half a point after the header's end: no space by the gap alone.
    const dates = item('03/2023 — 05/2024', 200.5, 700);
    expect(textOf([head, dates])).toBe('CV Sumber Rejeki — Staf Gudang 03/2023 — 05/2024');
    // In one weight, touching items are one word still ("S1" set in two runs).
    expect(textOf([item('S', 50, 700), item('1 Manajemen', 55, 700)])).toBe('S1 Manajemen');
  });

  it('keeps a word break where a run starts just past a tab the text before it ran over', () => {
    // Ends at x 100; the dates start half a point on (a tab shrunk to a sliver).
    expect(textOf([item('Semarang', 60, 700), item('2017 — 2020', 100.5, 700)])).toBe(
      'Semarang 2017 — 2020',
    );
    expect(textOf([item('Engineering', 45, 700), item('August', 100.5, 700)])).toBe(
      'Engineering August',
    );
    // Touching runs of one word stay one word, whatever their case.
    expect(textOf([item('Python', 50, 700), item('3', 80, 700)])).toBe('Python3');
    expect(textOf([item('Java', 50, 700), item('Script', 70, 700)])).toBe('JavaScript');
  });

  it('reads a bold title wrapped to a second line as one line', () => {
    const bold = (str: string, x: number, y: number) => ({ ...item(str, x, y), bold: true });
    const text = textOf([
      bold('Associate Degree Marketing Management — Universitas', 50, 700),
      bold('Gadjah Mada', 50, 688),
      item('08/2014 - 08/2018', 50, 676),
      item('• Signed partnerships with 25 retail stores in West Java', 50, 664),
      // Short: the next word would have fitted; it is a line of its own.
      bold('PT Astra Komponen', 50, 640),
      bold('Teknisi Produksi', 50, 628),
      // Dates reach the margin, and the title under them is the entry's own line.
      bold('PT Bukit Asam — Staf Keuangan', 50, 604),
      bold('2019 – Present', 260, 604),
      bold('Kepala Gudang', 50, 592),
    ]);
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Associate Degree Marketing Management — Universitas Gadjah Mada',
      '08/2014 - 08/2018',
      '• Signed partnerships with 25 retail stores in West Java',
      'PT Astra Komponen',
      'Teknisi Produksi',
      'PT Bukit Asam — Staf Keuangan 2019 – Present',
      'Kepala Gudang',
    ]);
    // Read whole, the wrapped title leaves no gap before its dates.
    expect(text).toContain('Gadjah Mada\n08/2014');
  });

  it('reads glyph-by-glyph items as words', () => {
    const glyphs = [...'Budi Santoso'].flatMap((c, i) =>
      c === ' ' ? [] : [item(c, 50 + i * 6, 700, 12)],
    );
    expect(textOf(glyphs)).toBe('Budi Santoso');
  });

  it('reads letter-spaced headings as words', () => {
    // 12 pt glyphs 6 pt wide, 4 pt tracking, a space adds 3 pt more.
    const glyphs: TextItem[] = [];
    let x = 50;
    for (const c of 'DATA PRIBADI') {
      if (c === ' ') x += 3;
      else {
        glyphs.push(item(c, x, 700, 12));
        x += 6 + 4;
      }
    }
    expect(textOf(glyphs)).toBe('DATA PRIBADI');
    // pdf.js may hand the tracking back as spaces inside one item.
    expect(textOf([item('T R A I N', 50, 700), item('E X P E R I E N C E', 101, 700)])).toBe(
      'TRAIN EXPERIENCE',
    );
    // A two-letter word of a spaced line is one word too; alone, "M E" stays as printed.
    expect(textOf([item('A B O U T', 50, 700), item('M E', 101, 700)])).toBe('ABOUT ME');
    expect(textOf([item('H R', 50, 700), item('O F F I C E R', 75, 700)])).toBe('HR OFFICER');
    expect(textOf([item('Nilai A B', 50, 700)])).toBe('Nilai A B');
    expect(textOf([item('M E', 50, 700)])).toBe('M E');
  });

  it('reads a letter-spaced abbreviation whose last stop was set tight as one word', () => {
    const line = [item('B U D I', 50, 700, 22), item('S . T.', 160, 700, 22)];
    expect(textOf(line)).toBe('BUDI S.T.');
    // Alone, in a line not drawn letter-spaced, it stays as printed.
    expect(textOf([item('Nilai S . T.', 50, 700)])).toBe('Nilai S . T.');
  });

  it('puts a superscript on its line and a large gap between blocks', () => {
    const text = textOf([
      item('Budi Santoso', 50, 760, 20),
      item('Pengalaman Kerja', 50, 700, 12),
      item('Staf', 50, 684),
      item('1', 72, 688, 6),
      item('PT Contoh', 50, 670),
    ]);
    expect(text).toBe('Budi Santoso\n\nPengalaman Kerja\nStaf 1\nPT Contoh');
  });

  it('keeps the wrapped line of a large name apart from small contact lines beside it', () => {
    // The name's second line (22 pt) covers the height of two 8.5 pt lines on its left.
    const text = textOf([
      item('Dewi Kartika Sari', 234, 786, 22),
      item('Telepon: 0812 1111 2222', 34, 773, 8.5),
      item('Email:', 34, 761, 8.5),
      item('Wulandari', 234, 755, 22),
      item('dewi.kartika@mail.com', 34, 749, 8.5),
      item('Kota: Bandung', 34, 737, 8.5),
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toBe('Dewi Kartika Sari Wulandari');
    expect(lines).toContain('dewi.kartika@mail.com');
  });

  it('parts a large name from a small label on its baseline under another small line', () => {
    const text = textOf([
      item('Telepon: 0812 1111 2222', 34, 796, 8.5),
      item('Dewi Kartika Sari', 234, 786, 22),
      item('Email:', 34, 784.5, 8.5),
      item('dewi.kartika@mail.com', 34, 773, 8.5),
    ]);
    const lines = text.split('\n');
    expect(lines).toContain('Dewi Kartika Sari');
    expect(lines).toContain('Email:');
  });

  it('parts text running up to larger type beside it, the two words touching', () => {
    // The address (8.5 pt) ends at x 160, where the headline (9.5 pt) starts.
    const url = item('https://www.linkedin.com/in/dewikartika', 34, 737, 8.5);
    const text = textOf([{ ...url, width: 126 }, item('Perawat', 160, 737, 9.5)]);
    expect(text).toBe('https://www.linkedin.com/in/dewikartika Perawat');
    // Small capitals (a larger capital, smaller ones) stay one word.
    expect(textOf([item('E', 50, 700, 11), { ...item('DUKASI', 56.6, 700, 7.5), width: 26 }])).toBe(
      'EDUKASI',
    );
  });
});

describe('layoutPages: columns', () => {
  it('reads two columns on the same baseline grid column by column', () => {
    const left: TextItem[] = [];
    const right: TextItem[] = [];
    for (let i = 0; i < 30; i++) {
      // The sidebar is shorter, with a gap between its sections.
      if (i < 18) left.push(item(`Kiri ${i} keahlian`, 40, 700 - (i < 9 ? i : i + 2) * 14));
      right.push(item(`Kanan ${i} pengalaman kerja di perusahaan`, 240, 700 - i * 14));
    }
    const header = [item('Nama Lengkap Sekali Panjangnya Untuk Header', 40, 760, 18)];
    const { text, columns } = layoutPages([page([...header, ...left, ...right])]);
    expect(columns).toEqual([2]);
    const ls = text.split('\n').filter(Boolean);
    expect(ls[0]).toBe('Nama Lengkap Sekali Panjangnya Untuk Header');
    expect(ls.slice(1, 19)).toEqual(left.map((l) => l.str));
    expect(ls.slice(19)).toEqual(right.map((l) => l.str));
  });

  it('keeps right-aligned dates on their row (one column)', () => {
    const items: TextItem[] = [];
    for (let i = 0; i < 10; i++) {
      items.push(item(`Jabatan ${i} di PT Contoh`, 50, 700 - i * 40));
      items.push(item('Jan 2020 - Sekarang', 450, 700 - i * 40));
      items.push(
        item(`• Tugas ${i} yang cukup panjang untuk melewati tengah halaman ini`, 60, 686 - i * 40),
      );
    }
    const { text, columns } = layoutPages([page(items)]);
    expect(columns).toEqual([1]);
    expect(text.split('\n')).toContain('Jabatan 3 di PT Contoh Jan 2020 - Sekarang');
  });

  it('puts a side heading on its own line before its text', () => {
    const text = textOf([
      item('RINGKASAN', 40, 700, 12),
      item('Siswa SMK dengan pengalaman', 135, 700),
      item('membuat website.', 135, 686),
    ]);
    expect(text).toBe('RINGKASAN\nSiswa SMK dengan pengalaman\nmembuat website.');
  });
});

describe('layoutPages: page furniture, hyphens, bullets', () => {
  const words = ['Pengalaman', 'Pendidikan', 'Keahlian', 'Proyek', 'Sertifikasi', 'Bahasa'];
  const body = (p: number) =>
    Array.from({ length: 8 }, (_, i) =>
      item(
        `${words[(p * 3 + i) % words.length]} ${p === 1 ? 'awal' : 'lanjutan'} ${i}`,
        50,
        700 - i * 14,
      ),
    );

  it.each(['1', 'Page 1 of 2', 'Halaman 1', '- 1 -', 'Hal. 1 dari 2', '1/2'])(
    'drops the page number "%s"',
    (num) => {
      const n2 = num.replace('1', '2').replace(/of 2|dari 2|\/2/, (m) => m);
      const text = textOf([...body(1), item(num, 290, 40)], [...body(2), item(n2, 290, 40)]);
      expect(text).not.toMatch(/^\s*(page|halaman|hal\.)?\s*-?\s*\d/im);
      expect(text.split('\n').filter(Boolean)).toHaveLength(16);
    },
  );

  it('drops a running header on every page but keeps a repeated title banner once', () => {
    const run = (p: number) => [item('CV - Budi Santoso', 50, 810, 8), ...body(p)];
    const t1 = textOf(run(1), run(2));
    expect(t1).not.toContain('CV - Budi Santoso');
    const banner = (p: number) => [item('BUDI SANTOSO', 50, 780, 22), ...body(p)];
    const t2 = textOf(banner(1), banner(2));
    expect(t2.match(/BUDI SANTOSO/g)).toHaveLength(1);
  });

  it.each([
    [
      ['Improved stock manage-', 'ment for the warehouse'],
      'Improved stock management for the warehouse',
    ],
    [
      ['Bertanggung jawab atas pengem-', 'bangan aplikasi'],
      'Bertanggung jawab atas pengembangan aplikasi',
    ],
    [['A highly self-', 'motivated engineer'], 'A highly self-motivated engineer'],
    [['Mengikuti kegiatan-', 'kegiatan sekolah'], 'Mengikuti kegiatan-kegiatan sekolah'],
    [['Built community-', 'driven tools'], 'Built community-driven tools'],
  ])('joins %j', (pair, joined) => {
    expect(textOf([item(pair[0]!, 50, 700), item(pair[1]!, 50, 686)])).toBe(joined);
  });

  it('leaves a dash before a capitalised line alone', () => {
    expect(textOf([item('Jakarta -', 50, 700), item('Bandung', 50, 686)])).toBe(
      'Jakarta -\nBandung',
    );
  });

  it.each([
    '•',
    '●',
    '▪',
    '■',
    '◦',
    '➢',
    '➤',
    '✓',
    '-',
    '*',
    '–',
    '\uf0b7',
    '\uf0a7',
    '\uf076',
    '\uf0d8',
  ])('normalises the bullet %j', (b) => {
    expect(normaliseBullet(`${b} Microsoft Excel`)).toBe('• Microsoft Excel');
    expect(normaliseBullet(`${b}Microsoft Excel`)).toBe(
      /[-*–]/.test(b) ? `${b}Microsoft Excel` : '• Microsoft Excel',
    );
  });

  it('leaves non-bullets alone', () => {
    for (const l of ['-5% biaya', '2019 - 2021', '*Catatan', 'Excel • Word'])
      expect(normaliseBullet(l)).toBe(l);
  });

  it('joins a bullet glyph drawn apart from its text', () => {
    expect(textOf([item('●', 50, 700), item('Memimpin tim', 62, 700)])).toBe('• Memimpin tim');
    expect(textOf([item('\uf0b7', 50, 703, 8), item('Memimpin tim', 62, 700)])).toBe(
      '• Memimpin tim',
    );
  });
});

describe('layoutPages: icons and private-use glyphs', () => {
  const icon = (x: number, y: number, fontSize = 10): TextItem => ({
    str: '',
    x,
    y,
    width: fontSize,
    fontSize,
    icon: true,
  });

  it('prints no icon, parting the fields it starts', () => {
    expect(
      textOf([
        icon(50, 700),
        item('0812 3456 7890', 62, 700),
        icon(140, 700),
        item('rina@contoh.id', 152, 700),
      ]),
    ).toBe('0812 3456 7890 | rina@contoh.id');
    // A separator already parts them; an icon-only line is no line.
    expect(
      textOf([
        item('Jakarta |', 50, 700),
        icon(100, 700),
        item('rina-putri', 112, 700),
        icon(50, 680),
      ]),
    ).toBe('Jakarta | rina-putri');
  });

  it('drops private-use glyphs, keeping a word break and a symbol font bullet', () => {
    expect(textOf([item('\ue0a1 rina@contoh.id', 50, 700)])).toBe('rina@contoh.id');
    expect(textOf([item('Excel\uf0b7Word', 50, 700)])).toBe('Excel • Word');
    expect(textOf([item('Jakarta\u{f0041}rina-putri', 50, 700)])).toBe('Jakarta rina-putri');
    expect(textOf([item('\u{100001}', 50, 700)])).toBe('');
    expect(textOf([item('\uf0b7 Memimpin \uf095 tim', 50, 700)])).toBe('• Memimpin tim');
  });
});

describe('isHeading: not set smaller than the body text', () => {
  const line = (text: string, fontSize: number, bold: boolean): Line =>
    specLine(text, 40, 700, fontSize, { right: 300, bold, bound: 550 });

  it('reads an employer in small bold capitals as an entry line, a larger one as a heading', () => {
    expect(isHeading(line('PT SINAR MAS TEKNOLOGI', 9, true), 10, 'PT SINAR MAS TEKNOLOGI')).toBe(
      false,
    );
    expect(isHeading(line('PENGALAMAN KERJA', 10, true), 10, 'PENGALAMAN KERJA')).toBe(true);
    expect(isHeading(line('Jejak Karier', 12, true), 10, 'Jejak Karier')).toBe(true);
  });
});
