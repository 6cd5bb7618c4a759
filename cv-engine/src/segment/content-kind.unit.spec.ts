import { describe, expect, it } from 'vitest';
import { contentKind } from './content-kind.ts';

describe('contentKind: the section a block is, from what it holds', () => {
  it('reads dated entries as experience, then organisations, and schools as education', () => {
    const jobs = ['Staf Pemasaran — PT Sinar Mas', 'Jan 2021 – Sekarang'];
    expect(contentKind(jobs, [])).toBe('experience');
    expect(contentKind(jobs, ['experience'])).toBe('organizations');
    expect(contentKind(['S1 Ilmu Komunikasi — Universitas Brawijaya', '2016 – 2020'], [])).toBe(
      'education',
    );
  });

  it('reads dated roles in a club or a student body as organisations, not schools', () => {
    const roles = ['2015 – 2016', 'Ketua Divisi Acara', 'Himpunan Mahasiswa Jurusan Akuntansi'];
    expect(contentKind(roles, ['education'])).toBe('organizations');
    expect(contentKind(roles, [])).toBe('organizations');
  });

  it("reads a list of skills the lexicon knows as skills, skill bars' figures dropped", () => {
    expect(contentKind(['TypeScript 90%', 'Git 76%', 'SQL', '63%', 'React 55%'], [])).toBe(
      'skills',
    );
    expect(contentKind(['Microsoft Excel; Canva; Google Ads; Copywriting'], [])).toBe('skills');
  });

  it('leaves a list of other things (hobbies, places) untyped', () => {
    expect(contentKind(['Membaca', 'Mendaki gunung', 'Fotografi'], [])).toBeNull();
  });

  it('reads certificates with their years as certifications', () => {
    expect(
      contentKind(['Google Ads Search Certification (2020)', 'Sertifikat BNSP Pemasaran 2019'], []),
    ).toBe('certifications');
  });

  it('reads a paragraph of prose as the summary, only before any entry section', () => {
    const prose = [
      'Content creator with hands-on experience at a retail company. Comfortable with',
      'copywriting and paid ads, detail-oriented and ready to contribute to a growing team.',
    ];
    expect(contentKind(prose, [])).toBe('summary');
    expect(contentKind(prose, [], { afterEntries: true })).toBeNull();
    expect(
      contentKind(
        ['Nama Ayah: Budi Santoso, pensiunan pegawai negeri di kota Medan sejak lama sekali'],
        [],
      ),
    ).toBeNull();
  });

  it('reads titled work of a year with what it did as projects, after the entries only', () => {
    const work = [
      'Assembly Jig Design',
      '2023',
      'Inspected 300 units per shift against ISO 9001 standards',
    ];
    expect(contentKind(work, ['experience'], { afterEntries: true })).toBe('projects');
    expect(contentKind(work, [])).toBeNull();
    // A prize, a certificate or a club's role with its year is none.
    const prize = ['Juara 1 Lomba Desain', '2021', 'Mengalahkan 50 peserta dari seluruh Indonesia'];
    expect(contentKind(prize, ['experience'], { afterEntries: true })).not.toBe('projects');
    const course = [
      'Google Data Analytics Certificate',
      '2022',
      'Eight courses on SQL, R and Tableau',
    ];
    expect(contentKind(course, ['experience'], { afterEntries: true })).not.toBe('projects');
    // A year beside a long line is an entry's date, not a title's.
    const long = [
      'Supervised the building of a four-storey office for a state company in 2023',
      'Worked with a team of twelve engineers on site',
    ];
    expect(contentKind(long, ['experience'], { afterEntries: true })).not.toBe('projects');
  });
});
