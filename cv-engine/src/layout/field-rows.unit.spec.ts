import { describe, expect, it } from 'vitest';
import { fieldRows } from './field-rows.ts';
import { isLabelColumn } from './pdf-labels.ts';
import { line } from './spec-items.ts';

/** A right-aligned label (Europass) ending at x 190, 9 pt. */
const label = (text: string, y: number, bold = false) =>
  line(text, 190 - text.length * 4.5, y, 9, { bold });
const value = (text: string, y: number, bold = false) => line(text, 200, y, 10.5, { bold });

describe('fieldRows', () => {
  const heads = [label('Telephone', 760), label('E-mail', 746), label('Address', 732)];
  const values = [
    value('0812 3456 7890', 760),
    value('rina.putri@contoh.id', 746),
    value('Bandung, Jawa Barat', 732),
    value('Staf Akuntansi', 700, true),
  ];

  it('takes a run of field names beside one-line values, one of them a contact detail', () => {
    expect([...fieldRows(heads, values)].map((l) => l.text)).toEqual([
      'Telephone',
      'E-mail',
      'Address',
    ]);
  });

  it('leaves a run whose values hold no contact detail (a list beside a list)', () => {
    const list = [
      value('Merekonsiliasi transaksi bank', 760),
      value('Staf Akuntansi', 746),
      value('PT Contoh Jaya', 732),
    ];
    const skills = [label('Accurate', 760), label('Perpajakan', 746), label('Akuntansi', 732)];
    expect(fieldRows(skills, list).size).toBe(0);
  });

  it('leaves a lone row, a value wrapped onto the next line, and a bold name', () => {
    expect(fieldRows(heads.slice(0, 1), values).size).toBe(0);
    // The summary's first line fills the column: the next line is its continuation.
    const paragraph = [
      value('0812 3456 7890', 760),
      value(`Staf akuntansi ${'dengan pengalaman '.repeat(3)}di perusahaan`, 746),
      value('manufaktur.', 732),
    ];
    expect(fieldRows(heads.slice(0, 2), paragraph).size).toBe(0);
    const bold = [label('Telephone', 760, true), label('E-mail', 746, true)];
    expect(fieldRows(bold, values).size).toBe(0);
  });
});

describe('isLabelColumn', () => {
  it('reads a short Europass CV (a personal block and two entries) as labels', () => {
    const left = [
      label('PERSONAL INFORMATION', 780, true),
      label('Telephone', 758),
      label('E-mail', 744),
      label('Address', 730),
      label('LinkedIn', 716),
      label('WORK EXPERIENCE', 690, true),
      label('05/2021 – 07/2023', 668),
      label('EDUCATION AND TRAINING', 620, true),
      label('2016 – 2020', 598),
      label('PERSONAL SKILLS', 560, true),
    ];
    const rightLines = [
      value('Rina Putri', 777, true),
      value('0812 3456 7890', 758),
      value('rina.putri@contoh.id', 744),
      value('Medan, Sumatera Utara', 730),
      value('linkedin.com/in/rinaputri', 716),
      value('Staf Akuntansi', 668, true),
      value('PT Astra Komponen Indonesia', 654),
      value('Menghitung PPh 21 untuk 120 karyawan setiap bulan', 640),
      value('Merekonsiliasi 400 transaksi bank per bulan di Microsoft Excel', 626),
      value('S1 Akuntansi', 598, true),
      value('Universitas Airlangga', 584),
      value('IPK 3,65 / 4,00', 570),
      value('Skripsi: analisis laporan keuangan UMKM di Surabaya', 556),
      value('Microsoft Excel, SAP, Akuntansi, Audit', 540),
    ];
    rightLines[0]!.fontSize = 16;
    expect(isLabelColumn(left, rightLines)).toBe(true);
  });

  it('reads a Europass CV with nearly as many labels as lines of content as labels', () => {
    // One entry per section, one line per list: the headings on rows of their own (their right
    // cells empty) are the lines that bring the labels near the content's count.
    const left = [
      label('PERSONAL INFORMATION', 780, true),
      label('Telephone', 758),
      label('E-mail', 744),
      label('Address', 730),
      label('LinkedIn', 716),
      label('WORK EXPERIENCE', 690, true),
      label('2023 – 2026', 668),
      label('EDUCATION AND TRAINING', 620, true),
      label('2019 – 2023', 598),
      label('PERSONAL SKILLS', 560, true),
      label('CERTIFICATES', 520, true),
    ];
    const rightLines = [
      value('Eko Kusumawati', 777, true),
      value('+62 852 8597 342', 758),
      value('eko.k@contoh.id', 744),
      value('South Jakarta, Indonesia', 730),
      value('linkedin.com/in/ekok', 716),
      value('Junior Auditor', 668, true),
      value('PT Contoh Audit Indonesia, Surabaya', 654),
      value('Audited 15 client financial statements with the senior team', 640),
      value('Associate Degree Accounting', 598, true),
      value('Universitas Airlangga', 584),
      value('Akuntansi, SAP, Microsoft Excel, Accurate, Audit, Perpajakan', 540),
      value('Brevet Pajak A dan B (2023)', 500),
    ];
    rightLines[0]!.fontSize = 16;
    expect(isLabelColumn(left, rightLines)).toBe(true);
  });

  it('reads a sidebar of lists as a sidebar, even where its items sit beside entry titles', () => {
    // The sidebar's list on a 16 pt grid, the main column's entries on a 12 pt grid: now and then
    // an item falls on the row of a bold title, as labels would.
    const skills = ['SAP', 'Accurate', 'Microsoft Excel', 'Perpajakan', 'Akuntansi', 'Audit'];
    const left = [
      line('KETERAMPILAN', 40, 700, 10, { bold: true }),
      ...[...skills, 'Power BI', 'Jurnal'].map((s, i) => line(s, 40, 684 - i * 16)),
    ];
    const rightLines = [line('RIWAYAT PEKERJAAN', 220, 700, 10, { bold: true })];
    const jobs = [
      ['Auditor Junior', 'Koperasi Maju Bersama'],
      ['Staf Akuntansi', 'PT Kimia Farma'],
      ['Kasir', 'Toko Sinar Jaya'],
    ] as const;
    for (const [i, [title, org]] of jobs.entries()) {
      const y = 684 - i * 80;
      rightLines.push(
        line(title, 220, y, 10, { bold: true }),
        line(org, 220, y - 12),
        line('Mei 2024 – Okt 2025', 220, y - 24),
        line('Menyusun laporan keuangan bulanan untuk tiga cabang', 220, y - 36),
        line('Merekonsiliasi transaksi bank setiap bulan', 220, y - 48),
        line('Mengelola arsip', 220, y - 60),
      );
    }
    expect(isLabelColumn(left, rightLines)).toBe(false);
  });
});
