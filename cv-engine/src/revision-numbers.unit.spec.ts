// A revision prints the CV's figures as the user wrote them: an Indonesian decimal comma, a
// thousands dot and a percentage are facts, and reformatting one ("3,46" → "3.46") changes it.
import { describe, expect, it } from 'vitest';
import { parseCv } from './analyse/parse.ts';
import { extractDocx } from './extract/docx.ts';
import { buildRevision, revisionSummary } from './revision.ts';
import { TEMPLATES } from './types.ts';

const cv = parseCv(
  [
    'Siti Rahmawati',
    'Analis Keuangan',
    'siti.rahma@gmail.com | 0812-3456-7890 | Jakarta',
    '',
    'PENGALAMAN KERJA',
    'Analis Keuangan',
    'PT Maju Jaya, Jakarta | Jan 2020 - Sekarang',
    '• Mengelola anggaran Rp 1.500.000 per bulan dengan efisiensi 15,5%',
    '• Menurunkan biaya operasional sebesar 12,75% dalam 6 bulan',
    '',
    'PENDIDIKAN',
    'Universitas Indonesia | 2014 - 2018',
    'S1 Akuntansi',
    'IPK 3,46 / 4,00',
  ].join('\n'),
);

describe('the revision keeps the number format of the CV', () => {
  it.each(TEMPLATES)('prints the GPA and the figures as written (%s)', async (template) => {
    const revision = await buildRevision(cv, revisionSummary(cv), template);
    const text = (await extractDocx(revision.docx)).text;
    expect(text).toContain('IPK 3,46 / 4,00');
    expect(text).toContain('Rp 1.500.000');
    expect(text).toContain('15,5%');
    expect(text).toContain('12,75%');
    expect(text).not.toMatch(/3\.46|4\.00|15\.5%|12\.75%/u);
  });
});
