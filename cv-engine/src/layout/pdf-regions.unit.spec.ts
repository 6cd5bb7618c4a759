import { describe, expect, it } from 'vitest';
import { item, laid } from './spec-items.ts';
import type { TextItem } from './pdf-layout.ts';

describe('layoutPages: letter-spaced words', () => {
  it('keeps the word gap between letter-spaced words drawn as separate items', () => {
    // LibreOffice: one spaced item per word, the word gap wider than the font size.
    const { lines, hints } = laid([
      { ...item('P U T R I', 50, 760, 22), width: 114, spaced: true },
      { ...item('C A H Y A', 191.8, 760, 22), width: 124, spaced: true },
      item('Staf administrasi kantor', 50, 730),
    ]);
    expect(lines[0]).toBe('PUTRI CAHYA');
    expect(hints[0]).toMatchObject({ size: 2.2, heading: false });
  });
});

describe('layoutPages: sidebars', () => {
  // A short sidebar (top of the page) beside a long main column, both on one baseline grid.
  const sidebar = [
    item('KONTAK', 40, 760, 12, true),
    item('HP: 0812 3456 7890', 40, 745),
    item('Email: rina@contoh.id', 40, 733),
    item('Bandung, Jawa Barat', 40, 721),
    item('KEAHLIAN', 40, 690, 12, true),
    item('• Microsoft Excel', 40, 675),
    item('• Akuntansi', 40, 663),
    item('• Perpajakan', 40, 651),
  ];
  const main = [
    item('Rina Putri Lestari', 200, 765, 20, true),
    item('Staf Akuntansi', 200, 745, 12),
    ...Array.from({ length: 16 }, (_, i) =>
      item(`Baris pengalaman kerja ${i} di perusahaan yang cukup panjang`, 200, 721 - i * 12),
    ),
  ];

  it('reads the sidebar as its own region, never line by line with the main column', () => {
    const { lines, hints, columns, hintOf } = laid([...sidebar, ...main]);
    expect(columns).toEqual([2]);
    const kontak = lines.indexOf('KONTAK');
    const end = lines.indexOf('• Perpajakan');
    expect(lines.slice(kontak, end + 1).filter(Boolean)).toEqual(sidebar.map((s) => s.str));
    for (let i = kontak; i <= end; i++) expect(hints[i]?.region ?? 'side').toBe('side');
    // The name opens the page, then its headline; the main column follows the sidebar whole.
    expect(lines.slice(0, 2)).toEqual(['Rina Putri Lestari', 'Staf Akuntansi']);
    expect(hintOf('Baris pengalaman kerja 0 di perusahaan yang cukup panjang')?.region).toBe(
      'main',
    );
    const mainStart = lines.indexOf('Baris pengalaman kerja 0 di perusahaan yang cukup panjang');
    expect(mainStart).toBeGreaterThan(end);
  });

  it('keeps the headline with a name set over two lines in two weights, before the sidebar', () => {
    // Given names light, the family name bold, in one size; the headline in capitals under them.
    const split = [
      item('Rina Putri', 200, 765, 20),
      item('Lestari', 200, 743, 20, true),
      item('STAF AKUNTANSI', 200, 727, 10),
      ...main.slice(2).map((it) => ({ ...it, y: it.y - 14 })),
    ];
    const { lines } = laid([...sidebar, ...split]);
    expect(lines.slice(0, 2)).toEqual(['Rina Putri Lestari', 'STAF AKUNTANSI']);
    expect(lines.indexOf('STAF AKUNTANSI')).toBeLessThan(lines.indexOf('KONTAK'));
  });

  it('joins an email address broken over two lines of the narrow column', () => {
    const items = [
      ...sidebar.slice(0, 2),
      item('muhammadrafiabdillahpra', 40, 733),
      item('setyo90@gmail.com', 40, 721),
      ...sidebar.slice(4),
      ...main,
    ];
    const { lines } = laid(items);
    expect(lines).toContain('muhammadrafiabdillahprasetyo90@gmail.com');
    expect(lines).toContain('HP: 0812 3456 7890');
  });

  it('leaves a whole email and the phone number under it apart', () => {
    const items = [
      ...sidebar.slice(0, 1),
      item('budisantosoprasetyo@contoh.id', 40, 745),
      item('0812 3456 7890', 40, 733),
      ...sidebar.slice(3),
      ...main,
    ];
    const { lines } = laid(items);
    expect(lines).toContain('budisantosoprasetyo@contoh.id');
    expect(lines).toContain('0812 3456 7890');
    // A profile address broken after its hyphen takes its number back.
    const url = laid([
      ...sidebar.slice(0, 2),
      item('linkedin.com/in/budisantosopra-', 40, 733),
      item('45', 40, 721),
      ...sidebar.slice(4),
      ...main,
    ]);
    expect(url.lines).toContain('linkedin.com/in/budisantosopra-45');
  });
});

describe('layoutPages: label columns', () => {
  it('reads each Europass label before the block it sits beside', () => {
    // Labels right-aligned in a left column (9 pt), content at x 200 (10.5 pt), top-aligned.
    const label = (s: string, y: number, bold = false) => item(s, 190 - s.length * 4.5, y, 9, bold);
    const items = [
      label('PERSONAL INFORMATION', 780, true),
      item('Rina Putri', 200, 777, 16, true),
      label('Telephone', 760),
      item('0812 3456 7890', 200, 758, 10.5),
      label('WORK EXPERIENCE', 730, true),
      label('01/2022 – Present', 712),
      item('Staf Akuntansi', 200, 710, 10.5, true),
      item('PT Contoh Jaya', 200, 696, 10.5),
      item('• Menyusun laporan keuangan bulanan untuk direksi', 212, 682, 10.5),
      item('• Mengelola pajak', 212, 668, 10.5),
      label('06/2019 – 12/2021', 648),
      item('Staf Administrasi', 200, 646, 10.5, true),
      item('CV Maju Bersama', 200, 632, 10.5),
      item('• Mengarsipkan dokumen perusahaan dengan rapi', 212, 618, 10.5),
      label('EDUCATION AND TRAINING', 590, true),
      label('2015 – 2019', 572),
      item('S1 Akuntansi', 200, 570, 10.5, true),
      item('Universitas Indonesia', 200, 556, 10.5),
    ];
    const { lines, hintOf } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(at('PERSONAL INFORMATION')).toBeLessThan(at('Rina Putri'));
    expect(lines).toContain('Telephone: 0812 3456 7890');
    expect(at('WORK EXPERIENCE')).toBeLessThan(at('01/2022 – Present'));
    expect(at('01/2022 – Present') + 1).toBe(at('Staf Akuntansi'));
    expect(at('• Mengelola pajak')).toBeLessThan(at('06/2019 – 12/2021'));
    expect(at('06/2019 – 12/2021') + 1).toBe(at('Staf Administrasi'));
    expect(at('2015 – 2019') + 1).toBe(at('S1 Akuntansi'));
    expect(hintOf('WORK EXPERIENCE')).toMatchObject({ region: 'label', heading: true });
    expect(hintOf('01/2022 – Present')).toMatchObject({ region: 'label', heading: false });
    expect(hintOf('Staf Akuntansi')?.region).toBe('main');
  });

  it('reads timeline dates in a narrow band before their entry, a wrapped date whole', () => {
    const items = [
      item('Budi Santoso', 50, 790, 20, true),
      item('Riwayat Pengalaman Kerja', 50, 760, 12, true),
      item('Agustus 2023–', 55, 744, 9),
      item('PT Telkom Indonesia', 165, 743, 10.5, true),
      item('Desember 2025', 55, 732, 9),
      item('Insinyur Sipil', 165, 731, 10.5),
      item('• Mengawasi proyek gedung 4 lantai senilai Rp 12 miliar', 170, 719, 10.5),
      item('Mei 2021–Juli 2023', 55, 700, 9),
      item('PT Kimia Farma', 165, 699, 10.5, true),
      item('Teknisi Produksi', 165, 687, 10.5),
      item('• Memeriksa 300 unit produk per shift sesuai standar', 170, 675, 10.5),
      item('Riwayat Pendidikan Formal', 50, 650, 12, true),
      item('2018–2022', 55, 634, 9),
      item('Universitas Airlangga', 165, 633, 10.5, true),
      item('S1 Teknik Sipil', 165, 621, 10.5),
    ];
    const { lines, hintOf } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(lines).toContain('Agustus 2023– Desember 2025');
    expect(at('Agustus 2023– Desember 2025') + 1).toBe(at('PT Telkom Indonesia'));
    expect(at('PT Telkom Indonesia') + 1).toBe(at('Insinyur Sipil'));
    expect(at('Mei 2021–Juli 2023') + 1).toBe(at('PT Kimia Farma'));
    expect(at('Riwayat Pendidikan Formal')).toBeLessThan(at('2018–2022'));
    expect(at('2018–2022') + 1).toBe(at('Universitas Airlangga'));
    expect(hintOf('Mei 2021–Juli 2023')?.region).toBe('label');
    expect(hintOf('Riwayat Pendidikan Formal')).toMatchObject({ region: 'main', heading: true });
  });
});

describe('layoutPages: a date range wrapped in its band', () => {
  it('reads a range whose end lost its year to the next line whole, though a year would fit', () => {
    // The band is a little wider than its widest label: "2019" would seem to fit after the
    // month, but a range's end never stops at a month.
    const items = [
      item('Budi Santoso', 50, 790, 20, true),
      item('Riwayat Pengalaman Kerja', 50, 760, 12, true),
      item('Maret 2021 – Agustus 2024', 55, 744, 9),
      item('Staf Pemasaran Digital', 185, 743, 10.5, true),
      item('CV Karya Mandiri, Denpasar', 185, 731, 10.5),
      item('• Mencapai 120% target penjualan kuartal ketiga', 190, 719, 10.5),
      item('• Menjalin kerja sama dengan 25 toko ritel di Jawa Barat', 190, 707, 10.5),
      item('Riwayat Pendidikan', 50, 694, 12, true),
      item('Agustus 2015 – Agustus', 55, 678, 9),
      item('S2 Manajemen Pemasaran', 185, 677, 10.5, true),
      item('2019', 55, 666, 9),
      item('Universitas Indonesia', 185, 662, 10.5),
      item('Mei 2010 – Juli 2013', 55, 640, 9),
      item('SMA Negeri 1 Denpasar', 185, 639, 10.5, true),
      item('IPA', 185, 627, 10.5),
    ];
    const { lines } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(lines).toContain('Agustus 2015 – Agustus 2019');
    expect(at('Agustus 2015 – Agustus 2019') + 1).toBe(at('S2 Manajemen Pemasaran'));
    expect(at('S2 Manajemen Pemasaran') + 1).toBe(at('Universitas Indonesia'));
  });
});

describe('layoutPages: a Word table with headings in its left cells (LibreOffice PDF)', () => {
  // Rows run on with no gap; an entry's paragraph has space before it, so its heading cell sits
  // above the entry's first line; two one-line sections' heading cells are set tight.
  const cell = (s: string, y: number) => item(s, 55, y, 10.5, true);
  const text = (s: string, y: number, bold = false) => item(s, 194, y, 10.5, bold);
  const items = [
    item('Rina Putri Lestari', 194, 782, 16, true),
    cell('Kontak', 756),
    text('HP: 0812 3456 7890', 756),
    text('rina@contoh.id', 744),
    text('Bandung, Jawa Barat', 732),
    cell('Tentang Saya', 720),
    text('Staf gudang dengan pengalaman tiga tahun mengelola stok dan', 720),
    text('pengiriman barang.', 708),
    cell('Pengalaman Kerja', 696),
    text('Staf Gudang — PT Contoh Jaya', 690, true),
    text('Jan 2021 – Des 2023', 678),
    text('• Mengelola stok 2.000 barang setiap bulan', 666),
    text('Admin Gudang — CV Maju', 648, true),
    text('Feb 2019 – Des 2020', 636),
    text('• Mencatat pengiriman harian ke 30 toko', 624),
    cell('Pendidikan', 612),
    text('SMK Negeri 1 Bandung', 606, true),
    text('2016 – 2019', 594),
    cell('Keterampilan', 582),
    text('Microsoft Excel, Inventaris, Logistik', 582),
    cell('Pelatihan dan', 570),
    text('• Sertifikat Pergudangan (2022)', 570),
    cell('Sertifikasi', 558),
  ];

  it('reads each heading cell before its content, not as a sidebar of headings', () => {
    const { lines, columns, hintOf } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(columns).toEqual([1]);
    expect(at('Kontak') + 1).toBe(at('HP: 0812 3456 7890'));
    expect(at('Tentang Saya') + 1).toBe(
      at('Staf gudang dengan pengalaman tiga tahun mengelola stok dan'),
    );
    expect(at('Pengalaman Kerja') + 1).toBe(at('Staf Gudang — PT Contoh Jaya'));
    expect(at('Pendidikan') + 1).toBe(at('SMK Negeri 1 Bandung'));
    expect(at('• Mencatat pengiriman harian ke 30 toko')).toBeLessThan(at('Pendidikan'));
    expect(hintOf('Pengalaman Kerja')?.region).toBe('label');
  });

  it('keeps two heading cells set tight apart, and joins a heading wrapped in its cell', () => {
    const { lines } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(at('Keterampilan') + 1).toBe(at('Microsoft Excel, Inventaris, Logistik'));
    expect(at('Pelatihan dan Sertifikasi') + 1).toBe(at('• Sertifikat Pergudangan (2022)'));
  });
});

describe('layoutPages: a grid with a small-capitals label column', () => {
  // Labels (small capitals, 7.5 pt in 11 pt lines) beside entries of one or two lines each:
  // a label beside most content lines, every one at an entry's start.
  const label = (s: string, y: number) => ({
    ...item(s, 34, y - 1.5, 7.5),
    width: s.length * 7.5 * 0.7, // capitals are wide
  });
  const text = (s: string, y: number, x = 160) => item(s, x, y, 9.5);
  const items = [
    item('Budi Santoso', 34, 790, 22),
    text('Profil singkat seorang analis data yang teliti dan siap bekerja.', 742),
    label('PROFIL', 742),
    text('Analis Data, PT Contoh Jaya 2021 — 2024', 718),
    label('PENGALAMAN KERJA', 718),
    text('Menyusun dasbor penjualan mingguan untuk tim manajemen', 704, 170),
    text('S1 Statistika, Universitas Contoh 2016 — 2020', 680),
    label('RIWAYAT PENDIDIKAN', 680),
    label('FORMAL', 665),
    text('SMA Negeri 1 Contoh 2013 — 2016', 662),
    text('SQL, Python, Power BI, Excel', 638),
    label('KEAHLIAN TEKNIS', 638),
    text('Google Data Analytics (2023)', 614),
    label('SERTIFIKAT', 614),
    text('Aplikasi Kasir 2022', 590),
    label('PROYEK', 590),
    text('Membangun aplikasi kasir untuk tiga toko', 576, 170),
  ];

  it('reads each label before its block, a wrapped label whole, a heading never as a field', () => {
    const { lines, hintOf } = laid(items);
    const at = (s: string) => lines.indexOf(s);
    expect(at('PENGALAMAN KERJA') + 1).toBe(at('Analis Data, PT Contoh Jaya 2021 — 2024'));
    expect(at('RIWAYAT PENDIDIKAN FORMAL') + 1).toBe(
      at('S1 Statistika, Universitas Contoh 2016 — 2020'),
    );
    expect(at('KEAHLIAN TEKNIS') + 1).toBe(at('SQL, Python, Power BI, Excel'));
    expect(lines).not.toContain('KEAHLIAN TEKNIS: SQL, Python, Power BI, Excel');
    expect(hintOf('PROYEK')?.region).toBe('label');
  });
});

describe('layoutPages: hints', () => {
  const cv = [
    item('Rina Putri Lestari', 50, 780, 22, true),
    item('rina@contoh.id | 0812 3456 7890', 50, 760),
    item('Pengalaman Kerja', 50, 730, 13, true),
    item('Staf Akuntansi — PT Contoh Jaya', 50, 714, 10, true),
    item('Menyusun laporan keuangan bulanan untuk direksi.', 50, 700),
    item('KEAHLIAN', 50, 670, 11),
    item('Excel, Word, Akuntansi', 50, 656),
  ];

  it('has one hint per line, null for blank lines', () => {
    const { lines, hints } = laid(cv);
    expect(hints).toHaveLength(lines.length);
    for (const [i, l] of lines.entries()) expect(hints[i] === null).toBe(l === '');
    expect(lines).toContain('');
  });

  it('reads headings by size, weight and capitals, and the name by its size', () => {
    const { hintOf } = laid(cv);
    expect(hintOf('Rina Putri Lestari')).toMatchObject({ size: 2.2, bold: true, heading: false });
    expect(hintOf('Pengalaman Kerja')).toMatchObject({ size: 1.3, bold: true, heading: true });
    expect(hintOf('KEAHLIAN')).toMatchObject({ size: 1.1, bold: false, heading: true });
    // Bold at body size in mixed case: an entry's title, no heading.
    expect(hintOf('Staf Akuntansi — PT Contoh Jaya')).toMatchObject({ bold: true, heading: false });
    expect(hintOf('Menyusun laporan keuangan bulanan untuk direksi.')).toMatchObject({
      size: 1,
      bold: false,
      heading: false,
      region: 'main',
    });
  });
});

describe('layoutPages: key-value rows', () => {
  // A job portal's export: a key in a narrow column, its value beside it, the same keys for
  // every entry; the value column starts well left of the page's middle.
  const record = (y: number, title: string, org: string, dates: string): TextItem[] => [
    item('Posisi', 40, y),
    item(title, 200, y),
    item('Perusahaan', 40, y - 13),
    item(org, 200, y - 13),
    item('Periode', 40, y - 26),
    item(dates, 200, y - 26),
  ];
  const rows = [
    item('Budi Santoso', 40, 780, 18, true),
    item('PENGALAMAN KERJA', 40, 750, 11, true),
    ...record(730, 'Staf Akuntansi', 'PT Mitra Sejahtera', '2021 – 2024'),
    ...record(680, 'Kasir', 'CV Karya Mandiri', '2019 – 2021'),
    ...Array.from({ length: 6 }, (_, i) =>
      item(`Menyusun laporan keuangan bulanan untuk cabang ${i}`, 200, 620 - i * 12),
    ),
  ];

  it('reads each row as "key: value", never the keys as a sidebar of their own', () => {
    const { lines, columns } = laid(rows);
    expect(columns).toEqual([1]);
    expect(lines).toContain('Posisi: Staf Akuntansi');
    expect(lines).toContain('Perusahaan: CV Karya Mandiri');
    expect(lines).toContain('Periode: 2019 – 2021');
    expect(lines.indexOf('Perusahaan: PT Mitra Sejahtera')).toBe(
      lines.indexOf('Posisi: Staf Akuntansi') + 1,
    );
  });

  it('leaves rows alone whose keys never repeat, or whose "values" are right-aligned dates', () => {
    const once = laid([
      item('Budi Santoso', 40, 780, 18, true),
      item('Staf Akuntansi', 40, 730),
      item('2021 – 2024', 480, 730),
      item('Kasir Toko', 40, 700),
      item('2019 – 2021', 480, 700),
      item('Staf Gudang', 40, 670),
      item('2017 – 2019', 480, 670),
      item('Staf Gudang', 40, 640),
      item('2015 – 2017', 480, 640),
    ]);
    expect(once.lines).toContain('Staf Gudang 2017 – 2019');
    expect(once.lines.some((l) => l.includes(':'))).toBe(false);
  });
});

describe('layoutPages: a title beside smaller text on one row', () => {
  it('reads the name and the headline beside it as two lines, the name first', () => {
    const { lines, hintOf } = laid([
      item('Maria Gunawan', 40, 780, 16, true),
      item('Teknisi Produksi', 175, 780, 10),
      item('maria@contoh.id · 0812 3494 9423 · Denpasar, Bali', 40, 760),
      item('Jejak Karier:', 40, 730, 10, true),
      item('Teknisi Produksi | PT Bukit Asam | 2024 - Sekarang', 40, 716),
    ]);
    expect(lines.slice(0, 2)).toEqual(['Maria Gunawan', 'Teknisi Produksi']);
    expect(hintOf('Maria Gunawan')?.size).toBeGreaterThan(1.4);
  });

  it('keeps a wrapped title with the row it shares', () => {
    const { lines } = laid([
      item('Budi Santoso,', 40, 780, 16, true),
      item('S.Pd.', 40, 762, 16, true),
      item('Guru dengan pengalaman mengajar di sekolah negeri', 120, 762, 10),
      item('Jejak Karier', 40, 730, 12, true),
      item('Guru Matematika | SMA Negeri 3 Semarang | 2020 - 2024', 40, 716),
    ]);
    expect(lines).not.toContain('S.Pd.');
  });
});
