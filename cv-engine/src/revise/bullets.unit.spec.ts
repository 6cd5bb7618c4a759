import { describe, expect, it } from 'vitest';
import {
  improveBullet,
  isWeakOpening,
  opensWithFragment,
  startsWithActionVerb,
} from './bullets.ts';

describe('improveBullet', () => {
  it.each([
    [
      '• Bertanggung jawab untuk mengelola media sosial perusahaan.',
      'id',
      'Mengelola media sosial perusahaan',
    ],
    [
      'Tugas saya adalah membuat laporan keuangan bulanan',
      'id',
      'Membuat laporan keuangan bulanan',
    ],
    [
      '- membantu tim penjualan menyiapkan materi promosi;',
      'id',
      'Mendukung tim penjualan dalam menyiapkan materi promosi',
    ],
    ['Bertanggung jawab atas stok gudang', 'id', 'Mengelola stok gudang'],
    ['Melakukan pengecekan kualitas produk harian', 'id', 'Memeriksa kualitas produk harian'],
    ['Responsible for managing a team of 4 designers.', 'en', 'Managed a team of 4 designers'],
    ['responsible for handling customer complaints', 'en', 'Handled customer complaints'],
    [
      'Helped the finance team with month-end closing',
      'en',
      'Supported the finance team with month-end closing',
    ],
    ['I was responsible for the quarterly budget', 'en', 'Managed the quarterly budget'],
    ['Worked on the checkout redesign', 'en', 'Contributed to the checkout redesign'],
    [
      'Responsible to conduct interviews with new mentors.',
      'en',
      'Conducted interviews with new mentors',
    ],
    ['Responsible for budget tracking', 'en', 'Managed budget tracking'],
    ['Melakukan penelitian mengenai perilaku konsumen', 'id', 'Meneliti perilaku konsumen'],
  ] as const)('%s → %s', (input, lang, expected) => {
    expect(improveBullet(input, lang)).toBe(expected);
  });

  it('keeps strong bullets and every number as written', () => {
    expect(improveBullet('Meningkatkan penjualan 35% dalam 12 bulan.', 'id')).toBe(
      'Meningkatkan penjualan 35% dalam 12 bulan',
    );
    expect(improveBullet('  reduced churn by 12%  ', 'en')).toBe('Reduced churn by 12%');
    const out = improveBullet('Responsible for onboarding 20 new clients per quarter', 'en');
    expect(out.match(/\d+/gu)).toEqual(['20']);
  });
});

describe('verb detection', () => {
  it('recognises action verbs and weak openings in both languages', () => {
    expect(startsWithActionVerb('Mengelola anggaran promosi')).toBe(true);
    expect(startsWithActionVerb('• Reduced latency by 40%')).toBe(true);
    expect(startsWithActionVerb('Led a team of five')).toBe(true);
    expect(startsWithActionVerb('Kept a guest review rating of 4.8 out of 5')).toBe(true);
    expect(startsWithActionVerb('Held weekly safety briefings for 40 staff')).toBe(true);
    expect(startsWithActionVerb('Used React hooks for state')).toBe(true);
    expect(startsWithActionVerb('Successfully delivered 3 projects')).toBe(true);
    expect(startsWithActionVerb('Berhasil meningkatkan omzet')).toBe(true);
    expect(startsWithActionVerb('Open-source CLI tool for PR workflows')).toBe(false);
    expect(startsWithActionVerb('Bertanggung jawab untuk laporan')).toBe(false);
    expect(startsWithActionVerb('Membantu tim gudang')).toBe(false);
    expect(startsWithActionVerb('Responsible for budgets')).toBe(false);
    expect(isWeakOpening('Tugas saya adalah menginput data')).toBe(true);
    expect(isWeakOpening('Helped with onboarding')).toBe(true);
    expect(isWeakOpening('Built a payment service')).toBe(false);
  });
});

describe('improveBullet stays grammatical', () => {
  it.each([
    ['Helped the team complete a market study', 'en', 'Helped the team complete a market study'],
    ['Helped to build a dashboard', 'en', 'Helped to build a dashboard'],
    ['Responsible for helping the team complete audits', 'en', 'Helped the team complete audits'],
    ['Helped with audits of 12 branches', 'en', 'Supported audits of 12 branches'],
    ['Assisted customers with returns', 'en', 'Supported customers with returns'],
    ['Membantu tim pajak menghitung PPh 21', 'id', 'Mendukung tim pajak dalam menghitung PPh 21'],
    ['Membantu membuat desain dan poster', 'id', 'Membantu membuat desain dan poster'],
  ] as const)('%s → %s', (input, lang, want) => {
    expect(improveBullet(input, lang)).toBe(want);
  });
});

describe('improveBullet: taking part, said with a verb that acts', () => {
  it.each([
    [
      'Aktif mengikuti program beasiswa Dicoding',
      'Berpartisipasi aktif dalam program beasiswa Dicoding',
    ],
    ['Terlibat dalam tugas kolaboratif', 'Berpartisipasi dalam tugas kolaboratif'],
    ['Telah menjadi Duta Pelajar Anti Narkoba', 'Berperan sebagai Duta Pelajar Anti Narkoba'],
    ['Menjadi tutor bagi rekan-rekan yang membutuhkan', 'Membimbing rekan-rekan yang membutuhkan'],
    ['Menjadi anggota Himpunan Mahasiswa', 'Bergabung sebagai anggota Himpunan Mahasiswa'],
    ['Took part in the national hackathon', 'Participated in the national hackathon'],
    ['Was a member of the student council', 'Served as a member of the student council'],
  ])('%s → %s', (before, after) => {
    const out = improveBullet(before, 'id');
    expect(out).toBe(after);
    expect(startsWithActionVerb(out)).toBe(true);
  });
});

describe('fragments', () => {
  it('never capitalises a fragment of a word, and still capitalises words', () => {
    expect(opensWithFragment('ktif terlibat dalam proyek')).toBe(true);
    expect(opensWithFragment('strategi pemasaran')).toBe(false);
    expect(opensWithFragment('npm scripts')).toBe(true);
    expect(improveBullet('• ktif terlibat dalam proyek pengembangan aplikasi', 'id')).toBe(
      'ktif terlibat dalam proyek pengembangan aplikasi',
    );
    expect(improveBullet('• developed a REST API for 3 clients', 'en')).toBe(
      'Developed a REST API for 3 clients',
    );
    expect(improveBullet('• mengelola kas kecil kantor', 'id')).toBe('Mengelola kas kecil kantor');
  });
});

describe('improveBullet keeps a word with its own capitals as written', () => {
  it.each([
    ['eFishery onboarding untuk 120 karyawan', 'id'],
    ['iOS app rollout for 3 teams', 'en'],
  ] as const)('%s', (bullet, lang) => {
    expect(improveBullet(bullet, lang)).toBe(bullet);
  });
});
