import { describe, expect, it } from 'vitest';
import { layoutPages, type PageInput, type TextItem } from './pdf-layout.ts';

/** Helvetica-ish: half an em per character. */
const item = (str: string, x: number, y: number, bold = false, fontSize = 10): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
  bold,
});
const page = (items: TextItem[]): PageInput => ({ items, x0: 0, y0: 0, x1: 595, y1: 842 });
const textOf = (items: TextItem[]) => layoutPages([page(items)]).text;
const linesOf = (items: TextItem[]) => textOf(items).split('\n').filter(Boolean);

/** A column from x 50 to 350: an entry's header, its date cell at 300, then a bullet. */
describe('joinWrappedRows: an entry header whose parts wrap in their cells', () => {
  it('reads a title and a date that both wrap as one line, title first', () => {
    const text = textOf([
      item('Pengalaman Kerja', 50, 760, true, 12),
      // 50 + 40 chars * 5 = 250; "Nusantara" (45 pt) would not fit before the date cell.
      item('Staf Pemasaran Digital — PT Bank Harapan', 50, 740, true),
      item('2020 –', 300, 740),
      item('Nusantara', 50, 727, true),
      item('2023', 300, 727),
      item('• Menjalin kerja sama dengan 25 toko ritel', 60, 712),
      item('Sales Executive — PT Sinar Mas', 50, 694, true),
      item('2019 – 2020', 295, 694),
    ]);
    expect(text).toBe(
      'Pengalaman Kerja\n' +
        'Staf Pemasaran Digital — PT Bank Harapan Nusantara 2020 – 2023\n' +
        '• Menjalin kerja sama dengan 25 toko ritel\n' +
        'Sales Executive — PT Sinar Mas 2019 – 2020',
    );
  });

  it('joins a school wrapped beside a date that does not wrap, in the type the row ends in', () => {
    const text = textOf([
      item('Education', 50, 760, true, 12),
      item('S1 Ilmu Komunikasi', 50, 740, true),
      // Ends at 275: "Mada" would not have fitted before the date cell and an em of gap.
      item(', Universitas Negeri Gadjah', 140, 740),
      item('2016 – 2020', 295, 740),
      item('Mada', 50, 727),
      item('IPK 3,50 / 4,00', 50, 714),
    ]);
    expect(text).toBe(
      'Education\nS1 Ilmu Komunikasi, Universitas Negeri Gadjah Mada 2016 – 2020\nIPK 3,50 / 4,00',
    );
  });

  it('joins a date range that runs on to its end on the next row, alone', () => {
    const text = textOf([
      item('Experience', 50, 760, true, 12),
      item('Barista — Kopi Kenangan', 50, 740, true),
      item('Jan 2020 –', 300, 740),
      item('Sekarang', 300, 727),
      item('• Served 200 customers a day', 60, 712),
    ]);
    expect(text).toBe(
      'Experience\nBarista — Kopi Kenangan Jan 2020 – Sekarang\n• Served 200 customers a day',
    );
  });

  it('leaves a header that did not wrap apart from the line under it', () => {
    // The title ends at 175, far before the date cell: "PT Contoh" under it is a line of its
    // own (an employer under its title), though it starts on the same edge in the same type.
    const lines = linesOf([
      item('Experience', 50, 760, true, 12),
      item('Staf Keuangan', 50, 740),
      item('2019 – 2021', 295, 740),
      item('PT Contoh Jaya', 50, 727),
      item('Sales', 50, 700),
      item('2018 –', 300, 700),
      item('Pramuniaga — Toko Maju', 50, 687),
    ]);
    expect(lines).toEqual([
      'Experience',
      'Staf Keuangan 2019 – 2021',
      'PT Contoh Jaya',
      'Sales 2018 –',
      'Pramuniaga — Toko Maju',
    ]);
  });

  it('leaves a note under a long header apart when its first word would have fitted', () => {
    // The school ends at 265: "IPK" (15 pt) and a space fit before the date cell at 292 and
    // the gap before it.
    const lines = linesOf([
      item('Education', 50, 760, true, 12),
      item('S1 Ilmu Komunikasi', 50, 740, true),
      item(', Universitas Negeri Jaya', 140, 740),
      item('2016 – 2020', 292, 740),
      item('IPK 3,50 / 4,00', 50, 727),
    ]);
    expect(lines).toEqual([
      'Education',
      'S1 Ilmu Komunikasi, Universitas Negeri Jaya 2016 – 2020',
      'IPK 3,50 / 4,00',
    ]);
  });

  it('leaves a line the layout prints under its headers apart, and a grade', () => {
    // The first header ends far before its dates and has its town under it: so has the second,
    // though "Yogyakarta" would not have fitted after its employer.
    const lines = linesOf([
      item('Experience', 50, 760, true, 12),
      item('Kasir, Toko Maju', 50, 740),
      item('2019 – 2021', 295, 740),
      item('Bandung', 50, 727),
      item('Staf Gudang Senior, Rumah Makan Sederhana', 50, 700),
      item('2021 – 2023', 295, 700),
      item('Yogyakarta', 50, 687),
    ]);
    expect(lines).toContain('Yogyakarta');
    const grade = linesOf([
      item('Education', 50, 760, true, 12),
      item('S1 Manajemen Keuangan, Universitas Hasanuddin', 50, 740),
      item('2016 – 2020', 292, 740),
      item('GPA 3.60/4.00', 50, 727),
    ]);
    expect(grade).toContain('GPA 3.60/4.00');
  });

  it('leaves a line in italic under a long upright header apart, the only one there is', () => {
    // "Surakarta" would not have fitted after the employer, and no other header has a line under
    // it: its slant alone tells the town (a line of its own) from the employer wrapped.
    const town = { ...item('Surakarta', 50, 727), italic: true };
    const lines = linesOf([
      item('Experience', 50, 760, true, 12),
      item('Staf Gudang Senior', 50, 740, true),
      item(', Rumah Makan Sederhana Abadi', 140, 740),
      item('2021 – 2023', 295, 740),
      town,
      item('Kasir, Toko Maju', 50, 700, true),
      item('2019 – 2021', 295, 700),
    ]);
    expect(lines).toEqual([
      'Experience',
      'Staf Gudang Senior, Rumah Makan Sederhana Abadi 2021 – 2023',
      'Surakarta',
      'Kasir, Toko Maju 2019 – 2021',
    ]);
    // Set upright, it is the employer wrapped.
    const upright = linesOf([
      item('Staf Gudang Senior', 50, 740, true),
      item(', Rumah Makan Sederhana Abadi', 140, 740),
      item('2021 – 2023', 295, 740),
      item('Surakarta', 50, 727),
    ]);
    expect(upright[0]).toBe(
      'Staf Gudang Senior, Rumah Makan Sederhana Abadi Surakarta 2021 – 2023',
    );
  });

  it('leaves two columns of list items apart: the right cell of a header holds a date', () => {
    const lines = linesOf([
      item('Keterampilan', 50, 760, true, 12),
      item('Framework (Laravel & Tailwind)', 50, 740),
      item('Adaptif dan komunikatif.', 230, 740),
      item('Mampu Mengintegrasikan API', 50, 727),
      item('Teamwork dan Leadership.', 230, 727),
    ]);
    expect(lines).toEqual([
      'Keterampilan',
      'Framework (Laravel & Tailwind) Adaptif dan komunikatif.',
      'Mampu Mengintegrasikan API Teamwork dan Leadership.',
    ]);
  });

  it('leaves a place under whole dates apart: only a range that runs on continues', () => {
    const lines = linesOf([
      item('Experience', 50, 760, true, 12),
      item('Barista — Kopi Kenangan', 50, 740, true),
      item('2020 – 2023', 295, 740),
      item('Jakarta', 295, 727),
      item('• Served 200 customers a day', 60, 712),
    ]);
    expect(lines).toEqual([
      'Experience',
      'Barista — Kopi Kenangan 2020 – 2023',
      'Jakarta',
      '• Served 200 customers a day',
    ]);
  });

  it('leaves the next line in another type or on another edge apart', () => {
    const lines = linesOf([
      item('Experience', 50, 760, true, 12),
      item('Staf Pemasaran Digital — PT Bank Harapan', 50, 740, true),
      item('2020 – 2023', 295, 740),
      // Not bold: an employer's line under a bold title, not the title's end.
      item('Nusantara Group', 50, 727),
      item('Staf Pemasaran Digital — PT Bank Harapan', 50, 700, true),
      item('2020 – 2023', 295, 700),
      // Indented: a list item.
      item('Nusantara', 60, 687, true),
    ]);
    expect(lines).toEqual([
      'Experience',
      'Staf Pemasaran Digital — PT Bank Harapan 2020 – 2023',
      'Nusantara Group',
      'Staf Pemasaran Digital — PT Bank Harapan 2020 – 2023',
      'Nusantara',
    ]);
  });

  it('keeps the gaps between blocks where a joined row leaves one row fewer', () => {
    const text = textOf([
      item('Ringkasan', 50, 790, true, 12),
      item('Analis data berpengalaman', 50, 776),
      item('Pengalaman', 50, 750, true, 12),
      item('Staf Pemasaran Digital — PT Bank Harapan', 50, 736, true),
      item('2020 –', 300, 736),
      item('Nusantara', 50, 723, true),
      item('2023', 300, 723),
      item('• Menjalin kerja sama', 60, 710),
    ]);
    expect(text).toBe(
      'Ringkasan\nAnalis data berpengalaman\n\nPengalaman\n' +
        'Staf Pemasaran Digital — PT Bank Harapan Nusantara 2020 – 2023\n• Menjalin kerja sama',
    );
  });
});
