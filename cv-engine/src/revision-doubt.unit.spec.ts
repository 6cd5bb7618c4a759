import { describe, expect, it } from 'vitest';
import { parseCv } from './analyse/parse.ts';
import { renderReading } from './analyse/reading-labels.ts';
import { withRevisionDoubt } from './engine.ts';

const cv = parseCv(
  [
    'Rina Kusumawati',
    'rina.kusuma@gmail.com | 0812-3456-7890 | Bandung',
    '',
    'Pengalaman Kerja',
    'Staf Administrasi — PT Sinar Jaya',
    'Jan 2021 – Sekarang',
    '• Mengelola arsip 300 dokumen per bulan',
    '',
    'Pendidikan',
    'S1 Manajemen — Universitas Padjadjaran',
    '2016 – 2020',
  ].join('\n'),
);

describe('a revision the writer had to mend is a reading not understood', () => {
  it('leaves an understood reading alone when the revision is readable', () => {
    expect(cv.reading?.understood).toBe(true);
    expect(withRevisionDoubt(cv, { readable: true, unreadable: [] })).toBe(cv);
  });

  it('marks the CV for review, naming the mended structure, once', () => {
    const mended = { readable: false, unreadable: ['mended: 2 dated entries in one paragraph'] };
    const once = withRevisionDoubt(cv, mended);
    expect(once.reading).toEqual({
      understood: false,
      doubts: [{ part: 'sections', code: 'revision_mended', count: 1 }],
    });
    expect(withRevisionDoubt(once, mended).reading?.doubts).toHaveLength(1);
    // Worded for the results page in both languages.
    const id = renderReading(once.reading!, 'id');
    expect(id?.doubts[0]?.message).toMatch(/pisahkan sendiri/u);
    expect(renderReading(once.reading!, 'en')?.doubts[0]?.message).toMatch(/split some content/u);
  });
});
