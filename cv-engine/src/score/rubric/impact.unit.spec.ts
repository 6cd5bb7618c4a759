import { describe, expect, it } from 'vitest';
import { analyseText } from '../../analyse/index.ts';

const cv = (bullet: string[]): string =>
  [
    'Fajar Lestari',
    'fajar@contoh.id | 0857 1942 3964 | Medan',
    'Pengalaman Kerja',
    'Pengembang Web',
    'PT Mitra Sejahtera Abadi',
    'Oktober 2023 – Sekarang',
    '• Menangani 30 tiket dukungan teknis per minggu',
    'Proyek',
    'Aplikasi Kasir Toko Online',
    '2021',
    ...bullet,
  ].join('\n');

describe('impact: an achievement wrapped after a joining word', () => {
  it('counts once, as the same achievement printed on one line', () => {
    const whole = analyseText(
      cv(['• Mengembangkan 12 fitur aplikasi web dengan React dan Node.js untuk 5.000 pengguna']),
    );
    const wrapped = analyseText(
      cv([
        '• Mengembangkan 12 fitur aplikasi web dengan React dan',
        'Node.js untuk 5.000 pengguna',
      ]),
    );
    expect(wrapped.result.subScores.impact.score).toBe(whole.result.subScores.impact.score);
  });
});
