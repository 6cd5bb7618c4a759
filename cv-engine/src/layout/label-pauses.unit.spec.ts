import { describe, expect, it } from 'vitest';
import { runsOn } from './label-starts.ts';
import { item, laid } from './spec-items.ts';
import type { TextItem } from './pdf-layout.ts';

/**
 * A timeline page: the name, contact and profile full width; then headings and dates in a narrow
 * left column, each date beside its entry's first line; skills and languages, short, set full
 * width where the entries pause, so no line crosses the gutter.
 */
function timeline(dates: TextItem[][]): TextItem[] {
  const entry = (title: string, org: string, y: number, bullets: number) => [
    item(title, 170, y, 10.5, true),
    item(org, 170, y - 14, 10.5),
    ...Array.from({ length: bullets }, (_, i) =>
      item(`Menyusun laporan stok gudang mingguan ${i + 1}`, 182, y - 29 - i * 15, 10.5),
    ),
  ];
  return [
    item('Rina Lestari', 40, 782, 20, true),
    item('Staf Gudang', 40, 765, 10.5),
    item(
      'Telp: 0812 3456 7890 · rina.lestari@contoh.id · Malang, Jawa Timur · LinkedIn',
      40,
      750,
      10.5,
    ),
    item('Profil', 40, 711, 12, true),
    item(
      'Staf gudang dengan pengalaman beberapa tahun di bidang logistik dan distribusi barang.',
      40,
      694,
      10.5,
    ),
    item('Riwayat Pekerjaan', 40, 655, 12, true),
    ...dates[0]!,
    ...entry('Staf Gudang', 'PT Logistik Maju, Malang', 636, 1),
    ...dates[1]!,
    ...entry('Admin Gudang', 'CV Sumber Rejeki', 589, 2),
    ...dates[2]!,
    ...entry('Kurir', 'PT Antar Cepat', 526, 1),
    item('Pendidikan Formal', 40, 480, 12, true),
    ...dates[3]!,
    ...entry('S1 Manajemen Logistik', 'Universitas Brawijaya', 461, 0),
    item('2010 – 2013', 40, 417, 9),
    ...entry('SMA IPS', 'SMA Negeri 2 Malang', 415.5, 0),
    // Where the entries pause: a short section set full width, in the left column's span.
    item('Kemampuan', 40, 360, 12, true),
    item('Excel, SAP, Forklift, K3', 40, 342, 10.5),
    item('Bahasa', 40, 318, 12, true),
    item('Indonesia (Aktif)', 52, 301, 10.5),
    item('Inggris (Pasif)', 52, 286, 10.5),
    item('Jawa (Aktif)', 52, 271, 10.5),
    item('Proyek', 40, 246, 12, true),
    item('2023', 40, 229.5, 9),
    item('Penataan Ulang Gudang Cabang', 170, 228, 10.5, true),
    item('Menyusun laporan stok gudang mingguan', 182, 213, 10.5),
  ];
}

describe('layoutPages: a label column beside where its content pauses', () => {
  it('reads each date before its entry, the short full-width sections in their place', () => {
    const { lines, columns } = laid(
      timeline([
        [item('Januari 2022 – Sekarang', 40, 637.5, 9)],
        [item('Maret 2019 – Mei 2021', 40, 590.5, 9)],
        [item('Juni 2017 – Juli 2019', 40, 527.5, 9)],
        [item('Agustus 2013 – Juli 2017', 40, 462.5, 9)],
      ]),
    );
    expect(columns).toEqual([1]);
    const at = (s: string) => lines.indexOf(s);
    expect(at('Maret 2019 – Mei 2021') + 1).toBe(at('Admin Gudang'));
    expect(at('Agustus 2013 – Juli 2017') + 1).toBe(at('S1 Manajemen Logistik'));
    expect(at('SMA Negeri 2 Malang')).toBeLessThan(at('Kemampuan'));
    expect(at('Jawa (Aktif)')).toBeLessThan(at('Proyek'));
  });

  it('reads a date range wrapped after its end month as one label', () => {
    // The column is narrower than its widest line shows (a padded cell): only the words tell
    // that "Agustus 2020 – Agustus" is cut before its year.
    const { lines } = laid(
      timeline([
        [item('Januari 2022 – Sekarang', 40, 637.5, 9)],
        [item('Agustus 2020 – Agustus', 40, 590.5, 9), item('2021', 40, 577.5, 9)],
        [item('Juni 2017 – Juli 2019', 40, 527.5, 9)],
        [item('Agustus 2013 – Agustus', 40, 462.5, 9), item('2017', 40, 449.5, 9)],
      ]),
    );
    const at = (s: string) => lines.indexOf(s);
    expect(at('Agustus 2020 – Agustus 2021') + 1).toBe(at('Admin Gudang'));
    expect(at('Agustus 2013 – Agustus 2017') + 1).toBe(at('S1 Manajemen Logistik'));
  });

  it('reads the dates as labels when a short section comes after the last entry', () => {
    // Dates flush right against the gutter; after the last entry a short section set full width
    // (nothing beside or below it on the right), then a heading wide enough to cross the gutter.
    const date = (s: string, y: number) => item(s, 150 - s.length * 4.5, y, 9);
    const entry = (title: string, org: string, y: number, bullets: number) => [
      item(title, 170, y, 10.5, true),
      item(org, 170, y - 14, 10.5),
      ...Array.from({ length: bullets }, (_, i) =>
        item(`Menyusun laporan stok gudang mingguan ${i + 1}`, 182, y - 29 - i * 15, 10.5),
      ),
    ];
    const { lines, columns } = laid([
      item('Rina Lestari', 40, 782, 20, true),
      item('Staf Gudang', 40, 765, 10.5),
      item('Telp: 0812 3456 7890 · rina.lestari@contoh.id · Malang, Jawa Timur', 40, 750, 10.5),
      item('Profil', 40, 726, 12, true),
      item(
        'Staf gudang dengan pengalaman beberapa tahun di bidang logistik dan distribusi barang.',
        40,
        708,
        10.5,
      ),
      item('Riwayat Pekerjaan', 40, 669, 12, true),
      date('Januari 2022 – Sekarang', 652),
      ...entry('PT Logistik Maju', 'Staf Gudang', 650.5, 2),
      date('Maret 2019 – Mei 2021', 590),
      ...entry('CV Sumber Rejeki', 'Admin Gudang', 588.5, 1),
      date('Juni 2017 –', 542),
      date('Juli 2019', 530),
      ...entry('PT Antar Cepat', 'Kurir', 540.5, 3),
      date('April 2015 – Mei 2017', 465),
      ...entry('Toko Sinar', 'Kasir', 463.5, 1),
      item('Pendidikan Formal', 40, 408, 12, true),
      date('Agustus 2011 – Juli 2015', 391),
      ...entry('Universitas Brawijaya', 'S1 Manajemen Logistik', 389.5, 0),
      item('Kemampuan', 40, 351, 12, true),
      item('Excel, SAP, Forklift', 40, 333, 10.5),
      item('Pelatihan dan Sertifikasi Gudang', 40, 309, 12, true),
      item('Operator Forklift (2023)', 52, 291, 10.5),
    ]);
    expect(columns).toEqual([1]);
    const at = (s: string) => lines.indexOf(s);
    expect(at('Januari 2022 – Sekarang') + 1).toBe(at('PT Logistik Maju'));
    expect(at('Juni 2017 – Juli 2019') + 1).toBe(at('PT Antar Cepat'));
    expect(at('Agustus 2011 – Juli 2015') + 1).toBe(at('Universitas Brawijaya'));
    expect(at('S1 Manajemen Logistik')).toBeLessThan(at('Kemampuan'));
  });

  it('runs a date range on when it stops after its end month, not after a whole date', () => {
    expect(runsOn('Agustus 2022 – Agustus')).toBe(true);
    expect(runsOn('Aug 2019 to Sept.')).toBe(true);
    expect(runsOn('Agustus 2022 – Agustus 2024')).toBe(false);
    expect(runsOn('Kerja sama dengan PT Mei')).toBe(false);
  });
});
