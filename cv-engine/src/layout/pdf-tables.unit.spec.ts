import { describe, expect, it } from 'vitest';
import { layoutPages, type TextItem } from './pdf-layout.ts';
import type { PageRules, Rule } from './pdf-types.ts';
import { item } from './spec-items.ts';

const bold = (str: string, x: number, y: number) => item(str, x, y, 10, true);

/** A ruled grid: rules at every column edge and row edge, across the whole grid. */
function grid(xs: number[], ys: number[], shadedRow?: [number, number]): PageRules {
  const [left, rightEdge] = [xs[0]!, xs[xs.length - 1]!];
  const [bottom, top] = [Math.min(...ys), Math.max(...ys)];
  const rules: Rule[] = [
    ...ys.map((y) => ({ x0: left, x1: rightEdge, y0: y, y1: y })),
    ...xs.map((x) => ({ x0: x, x1: x, y0: bottom, y1: top })),
  ];
  const fills = shadedRow
    ? xs.slice(1).map((x, i) => ({
        x0: xs[i]!,
        x1: x,
        y0: shadedRow[0],
        y1: shadedRow[1],
        shaded: true,
      }))
    : [];
  return { rules, fills };
}

const COLUMNS = [70, 100, 220, 315, 390, 540];
const ROWS = [515, 502, 451, 412];

/** "No | Nama Perusahaan | Jabatan | Tahun | Uraian Tugas": two jobs, cells wrapped. */
const jobs: TextItem[] = [
  bold('III. PENGALAMAN KERJA', 70, 530),
  bold('No', 78, 505),
  bold('Nama Perusahaan', 120, 505),
  bold('Jabatan', 250, 505),
  bold('Tahun', 340, 505),
  bold('Uraian Tugas', 430, 505),
  item('1', 82, 490),
  item('Koperasi Maju Bersama', 105, 490),
  item('Pramusaji', 225, 490),
  item('2024 s.d.', 320, 490),
  item('2026', 320, 478),
  item('- Memandu 150 rombongan', 395, 490),
  item('wisatawan mancanegara', 395, 478),
  item('2', 82, 440),
  item('PT Kimia Farma', 105, 440),
  item('Makassar', 105, 428),
  item('Pemandu Wisata', 225, 440),
  item('2021 s.d. 2024', 320, 440),
  item('- Melayani 80 tamu per hari', 395, 440),
  bold('IV. PENDIDIKAN', 70, 380),
  item('Universitas Indonesia, 2017 - 2021', 70, 366),
];

const read = (items: TextItem[], rules?: PageRules) =>
  layoutPages([{ items, x0: 0, y0: 0, x1: 595, y1: 842, ...(rules ? { rules } : {}) }]).text.split(
    '\n',
  );

describe('pdf-tables: a ruled grid read as the DOCX reader reads a Word table', () => {
  it('reads each row as an entry, cell by cell, the header row and running numbers left out', () => {
    expect(read(jobs, grid(COLUMNS, ROWS, [502, 515]))).toEqual([
      'III. PENGALAMAN KERJA',
      '',
      'Koperasi Maju Bersama',
      'Pramusaji',
      '2024 s.d. 2026',
      '• Memandu 150 rombongan wisatawan mancanegara',
      '',
      'PT Kimia Farma',
      'Makassar',
      'Pemandu Wisata',
      '2021 s.d. 2024',
      '• Melayani 80 tamu per hari',
      '',
      'IV. PENDIDIKAN',
      'Universitas Indonesia, 2017 - 2021',
    ]);
  });

  it('takes a bold first row for the column names without shading', () => {
    const lines = read(jobs, grid(COLUMNS, ROWS));
    expect(lines).not.toContain('Nama Perusahaan');
    expect(lines).toContain('Koperasi Maju Bersama');
  });

  it('reads the rows across their cells without the rules, as before', () => {
    const lines = read(jobs);
    expect(lines).not.toContain('Koperasi Maju Bersama');
    expect(lines.some((l) => l.startsWith('No Nama Perusahaan'))).toBe(true);
  });

  it('is no table when text runs across its inner rules', () => {
    // The same rules under a paragraph set across them: lines, not cells.
    const prose = [
      bold('III. PENGALAMAN KERJA', 70, 530),
      item('Bekerja sebagai pramusaji di Koperasi Maju Bersama', 75, 505),
      item('Melayani tamu hotel dan restoran di Makassar', 75, 490),
      item('Memandu rombongan wisatawan mancanegara', 75, 440),
    ];
    expect(read(prose, grid(COLUMNS, ROWS))).toEqual(read(prose));
  });

  it('keeps a contact value on its own line of a cell, however long', () => {
    // "Kontak | Jakarta Selatan, DKI Jakarta / www.linkedin.com/in/…" in a two-column grid: the
    // address would not fit after the town, and is no wrap of it.
    const contact = [
      bold('Kontak', 75, 505),
      item('Jakarta Selatan, DKI Jakarta', 165, 505),
      item('www.linkedin.com/in/budisantoso-28', 165, 492),
      bold('Pendidikan', 75, 470),
      item('Universitas Indonesia', 165, 470),
    ];
    const lines = read(contact, grid([70, 160, 340], [515, 480, 455]));
    expect(lines).toContain('Jakarta Selatan, DKI Jakarta');
    expect(lines).toContain('www.linkedin.com/in/budisantoso-28');
  });

  it('mends a word broken at the edge of a cell too narrow for it', () => {
    const schools = [
      bold('Jenjang', 104, 505),
      bold('Nama Sekolah', 160, 505),
      bold('Tahun', 350, 505),
      item('Associat', 104, 490),
      item('e Degree', 104, 478),
      item('Politeknik Negeri Jakarta', 160, 490),
      item('2016 - 2019', 350, 490),
    ];
    const lines = read(schools, grid([99, 150, 340, 420], [515, 500, 470]));
    expect(lines).toEqual(['Associate Degree', 'Politeknik Negeri Jakarta', '2016 - 2019']);
  });
});
