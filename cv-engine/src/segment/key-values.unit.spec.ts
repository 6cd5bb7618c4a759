import { describe, expect, it } from 'vitest';
import { keyValue, recordKeys, unkeyRecords } from './key-values.ts';

describe('key-value records in an entry section', () => {
  it('reads a row as its key and value; a sentence with a colon is no row', () => {
    expect(keyValue('Perusahaan: PT Kimia Farma')).toEqual({
      key: 'perusahaan',
      value: 'PT Kimia Farma',
    });
    expect(keyValue('Hasil yang dicapai dalam dua tahun terakhir: 20%')).toBeNull();
  });

  it('reads records as entries: values, the place on the dates line, the rest as bullets', () => {
    expect(
      unkeyRecords([
        'Posisi: Staf Akuntansi',
        'Perusahaan: PT Mitra Sejahtera',
        'Periode: 2021 – 2024',
        'Lokasi: Bandung',
        'Deskripsi: Menyusun laporan keuangan bulanan',
        'Menghitung PPh 21 untuk 120 karyawan',
        'Posisi: Kasir',
        'Perusahaan: CV Karya Mandiri',
        'Periode: 2019 – 2021',
      ]),
    ).toEqual([
      'Staf Akuntansi',
      'PT Mitra Sejahtera',
      '2021 – 2024 | Bandung',
      '• Menyusun laporan keuangan bulanan',
      '• Menghitung PPh 21 untuk 120 karyawan',
      'Kasir',
      'CV Karya Mandiri',
      '2019 – 2021',
    ]);
  });

  it('leaves an entry with one labelled line as it is', () => {
    const lines = ['Staf IT — PT Telkom', '2020 – 2022', '• Tools: Python, SQL'];
    expect(unkeyRecords(lines)).toEqual(lines);
    expect(recordKeys(lines)).toEqual([]);
  });

  it('names the keys it takes off, as printed', () => {
    expect(
      recordKeys([
        'Posisi: Kasir',
        'Perusahaan: CV Karya Mandiri',
        'Periode: 2019 – 2021',
        'Menghitung kas',
      ]),
    ).toEqual(['Posisi', 'Perusahaan', 'Periode']);
    // Personal-data rows are no entry's records: their labels stay.
    expect(
      recordKeys([
        'Tempat/Tanggal Lahir: Medan, 12 Februari 2002',
        'Jenis Kelamin: Perempuan',
        'Status: Lajang',
      ]),
    ).toEqual([]);
  });
});
