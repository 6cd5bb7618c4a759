import { describe, expect, it } from 'vitest';
import { item } from './spec-items.ts';
import { layoutPages } from './pdf-layout.ts';

describe('layoutPages: the gutter under a name banner', () => {
  it('keeps the columns whole when a long sidebar line reaches into the gutter', () => {
    // A Canva page: the name in a band right of a photo crosses every position of the gutter;
    // the sidebar's profile address fills its column and reaches into the gutter's left part.
    const sidebar = [
      item('KONTAK', 40, 690, 12, true),
      item('E-mail: rina@contoh.id', 40, 674),
      item('Semarang, Jawa Tengah', 40, 660),
      item('https://linkedin.com/in/rinaputr', 40, 646),
      item('ilestari', 40, 632),
      item('KETERAMPILAN', 40, 600, 12, true),
      ...['SAP', 'Accurate', 'Microsoft Excel', 'Perpajakan'].map((s, i) =>
        item(s, 48, 584 - i * 16),
      ),
      item('BAHASA', 40, 500, 12, true),
      ...['Indonesia (Aktif)', 'Inggris (Pasif)', 'Jepang (Dasar)'].map((s, i) =>
        item(s, 48, 484 - i * 16),
      ),
    ];
    const main = [
      item('RIWAYAT PEKERJAAN', 235, 690, 12, true),
      item('Auditor Junior', 235, 674, 10, true),
      item('Koperasi Maju Bersama', 235, 660),
      item('Okt 2025 – Mei 2026', 235, 646),
      ...Array.from({ length: 28 }, (_, i) =>
        item(`Menyusun laporan keuangan bulanan untuk cabang ${i + 1}`, 240, 632 - i * 14),
      ),
    ];
    const out = layoutPages([
      {
        items: [item('Rina Putri Lestari', 160, 780, 24, true), ...sidebar, ...main],
        x0: 0,
        y0: 0,
        x1: 595,
        y1: 842,
      },
    ]);
    const lines = out.text.split('\n').filter(Boolean);
    expect(out.columns).toEqual([2]);
    expect(lines[0]).toBe('Rina Putri Lestari');
    const at = (s: string) => lines.indexOf(s);
    // The sidebar read whole, its address joined, then the main column.
    expect(lines).toContain('https://linkedin.com/in/rinaputrilestari');
    expect(at('E-mail: rina@contoh.id') + 1).toBe(at('Semarang, Jawa Tengah'));
    expect(at('Perpajakan')).toBeLessThan(at('RIWAYAT PEKERJAAN'));
    expect(at('RIWAYAT PEKERJAAN') + 1).toBe(at('Auditor Junior'));
  });
});

describe('layoutPages: the left column measure', () => {
  it('joins an address wrapped at the sidebar text edge, however wide the gutter', () => {
    // The sidebar's text ends at x 180, the main column starts at x 260: a one-letter tail would
    // have fitted in the gutter's middle, but not in the sidebar's own measure.
    const side = [
      item('CONTACT INFO', 40, 760, 11, true),
      item('Phone: 0878 2216 5798', 40, 744),
      item('rizkyratnasiregar8@gmail.co', 40, 730),
      item('m', 40, 716),
      item('Address: Medan, North', 40, 702),
      item('SKILLS', 40, 670, 11, true),
      ...['Administrasi', 'Microsoft Excel', 'Pelayanan Pelanggan', 'Komunikasi'].map((s, i) =>
        item(s, 40, 654 - i * 14),
      ),
    ];
    const main = [
      item('Rizky Ratna Siregar', 260, 765, 20, true),
      ...Array.from({ length: 24 }, (_, i) =>
        item(`Mengelola jadwal rapat dan arsip kantor cabang nomor ${i + 1}`, 260, 735 - i * 14),
      ),
    ];
    const out = layoutPages([{ items: [...side, ...main], x0: 0, y0: 0, x1: 595, y1: 842 }]);
    expect(out.columns).toEqual([2]);
    expect(out.text.split('\n')).toContain('rizkyratnasiregar8@gmail.com');
  });
});

describe('layoutPages: a gutter no line crosses', () => {
  it('is the gutter, not a wider gap in the sidebar that its long contact lines cross', () => {
    // A Canva page: the sidebar's contact lines run long at its top; under them, skills with
    // their figures far to the right leave a gap wider than the gutter, which only the contact
    // lines cross. Banded off as a header, they would leave too little text left of that gap.
    const side = [
      item('0813 2222 4444', 35, 675, 8.5),
      item('sari.wulandari@contoh.id', 35, 660, 8.5),
      item('Surabaya, Jawa Timur', 35, 644, 8.5),
      item('https://linkedin.com/in/sariwulan', 35, 628, 8.5),
      item('KEAHLIAN', 20, 592, 11, true),
      ...['Akuntansi', 'Perpajakan', 'Excel', 'Audit', 'SAP', 'Anggaran'].flatMap((s, i) => [
        item(s, 20, 573 - i * 22, 8.5),
        item(`${90 - i * 5}%`, 166, 573 - i * 22, 8.5),
      ]),
    ];
    const main = [
      item('Sari Wulandari', 228, 780, 26),
      item('STAF KEUANGAN', 228, 732, 10.5),
      item('Pengalaman', 228, 708, 12, true),
      ...Array.from({ length: 30 }, (_, i) =>
        item(`Menyusun laporan pajak bulanan cabang ${i + 1}`, 235, 690 - i * 14, 9.5),
      ),
    ];
    const out = layoutPages([{ items: [...side, ...main], x0: 0, y0: 0, x1: 595, y1: 842 }]);
    const lines = out.text.split('\n').filter(Boolean);
    expect(out.columns).toEqual([2]);
    const at = (s: string) => lines.indexOf(s);
    expect(at('sari.wulandari@contoh.id') + 1).toBe(at('Surabaya, Jawa Timur'));
    expect(at('Anggaran 65%')).toBeLessThan(at('Pengalaman'));
    expect(at('Pengalaman') + 1).toBe(at('Menyusun laporan pajak bulanan cabang 1'));
  });
});

describe('layoutPages: a bold line wrapped at the page measure', () => {
  const page = (items: ReturnType<typeof item>[]) =>
    layoutPages([{ items, x0: 0, y0: 0, x1: 595, y1: 842 }])
      .text.split('\n')
      .filter(Boolean);

  it('joins a bold entry header the page wrapped, though it is its column widest line', () => {
    // Text from x 40: the measure ends near 555. "Yogyakarta" would not have fitted after
    // the header, which ends at 540; no other line of the page comes near it.
    const lines = page([
      item('Rina Lestari', 40, 780, 20, true),
      item('PENDIDIKAN', 40, 740, 12, true),
      {
        ...item(
          'S1 Manajemen Logistik Terapan — Universitas Negeri Islam Sunan',
          40,
          722,
          10,
          true,
        ),
        width: 500,
      },
      item('Yogyakarta', 40, 708, 10, true),
      item('Agustus 2015 – Agustus 2019', 40, 694),
      item('IPK 3,24 / 4,00', 40, 680),
    ]);
    expect(lines).toContain(
      'S1 Manajemen Logistik Terapan — Universitas Negeri Islam Sunan Yogyakarta',
    );
  });

  it('leaves two bold lines apart on a page whose widest line ends far from the measure', () => {
    const lines = page([
      item('Rina Lestari', 40, 780, 20, true),
      item('PENGALAMAN', 40, 740, 12, true),
      item('Staf Gudang Senior — PT Logistik Maju', 40, 722, 10, true),
      item('Kepala Regu', 40, 708, 10, true),
      item('Januari 2020 – Sekarang', 40, 694),
    ]);
    expect(lines).toContain('Staf Gudang Senior — PT Logistik Maju');
    expect(lines).toContain('Kepala Regu');
  });

  it('leaves the line under a bold header that ends on its dates apart', () => {
    const lines = page([
      item('Rina Lestari', 40, 780, 20, true),
      item('PELATIHAN', 40, 740, 12, true),
      {
        ...item(
          'Jalur Belajar Logistik — Akademi Rantai Pasok Sep 2024 – Dec 2024',
          40,
          722,
          10,
          true,
        ),
        width: 500,
      },
      item('oleh Kementerian', 40, 708, 10, true),
    ]);
    expect(lines).toContain('oleh Kementerian');
  });
});
