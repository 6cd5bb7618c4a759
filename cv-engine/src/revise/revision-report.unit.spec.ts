import { describe, expect, it } from 'vitest';
import { buildRevision, revisedContent, revisionSummary } from '../engine.ts';
import { parseCv } from '../analyse/parse.ts';
import { renderRevisionReport, reverseChronological } from './revision-report.ts';

const CV = [
  'Rina Putri',
  'rina@contoh.id',
  '',
  'Work Experience',
  'Admin Keuangan - CV Nopember Jaya',
  '03/2018 - 01/2021',
  '• Membantu tim pajak menghitung PPh 21',
  'Staf Akuntansi - PT Mei Sejahtera',
  'Februari 2021 – Sekarang',
  '• Melakukan pencatatan transaksi harian',
  '',
  'Pendidikan',
  'Institut Teknologi Sepuluh Nopember',
  'S1 Teknik Industri',
  '2014 – 2018',
].join('\n');

describe('reverseChronological', () => {
  it('puts ongoing and newer entries first, and keeps the order when an entry is undated', () => {
    const e = (start: string | null, end: string | null, current = false) => ({
      title: 't',
      company: 'c',
      start,
      end,
      current,
      bullets: [],
    });
    expect(
      reverseChronological([e('2015', '2017'), e('2021-02', null, true), e('2018', '2020')]),
    ).toEqual([1, 2, 0]);
    expect(reverseChronological([e('2015', '2017'), e(null, null), e('2018', '2020')])).toEqual([
      0, 1, 2,
    ]);
  });
});

describe('the revision report', () => {
  it('orders jobs newest first and lists honestly what changed and what to add', async () => {
    const parsed = parseCv(CV);
    const content = revisedContent(parsed, revisionSummary(parsed));
    expect(content.experience.map((e) => e.company)).toEqual([
      'PT Mei Sejahtera',
      'CV Nopember Jaya',
    ]);
    const { report } = await buildRevision(parsed, revisionSummary(parsed), 'modern');
    const id = renderRevisionReport(report, 'id');
    expect(id.changes).toEqual(
      expect.arrayContaining([
        'Ringkasan ditambahkan',
        '2 poin diawali kata kerja aktif',
        'Format tanggal diseragamkan',
        'Judul bagian diseragamkan ke Bahasa Indonesia',
        'Riwayat diurutkan dari yang terbaru',
      ]),
    );
    // Facts only the user has: numbers, a phone number, LinkedIn, a skills section.
    expect(id.toAdd).toEqual(
      expect.arrayContaining([
        'Tambahkan nomor telepon',
        'Tambahkan profil LinkedIn',
        'Tambahkan bagian Keahlian',
      ]),
    );
    expect(renderRevisionReport(report, 'en').changes).toContain('Summary added');
  });
});

describe('revised content: organisation and project descriptions', () => {
  it('prints a description sentence as a bullet with an action verb; names stay lines', () => {
    const parsed = parseCv(
      [
        'Haykal Pratama',
        'haykal@contoh.id',
        '',
        'Work Experience',
        'HR Intern - PT Hijau Lestari',
        'Jan 2023 - Jun 2023',
        '• Conducted interviews with twenty prospective mentors and campaigners',
        '',
        'Organizations',
        'BEM FT UNESA',
        'Responsible to organizing routine internal bonding events with fellow staff and members to improve friendship.',
        '',
        'Skills',
        'Research',
      ].join('\n'),
    );
    const content = revisedContent(parsed, revisionSummary(parsed));
    expect(content.organizations).toEqual([
      'BEM FT UNESA',
      '• Organized routine internal bonding events with fellow staff and members to improve friendship',
    ]);
  });
});
