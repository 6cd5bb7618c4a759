import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDateRanges } from '../fields/dates.ts';
import { parseCv } from '../analyse/parse.ts';
import { extractDocx } from '../extract/docx.ts';
import { TEMPLATES, type EducationEntry, type ExperienceEntry } from '../types.ts';
import { buildRevisedCv } from './build-docx.ts';
import type { RevisedCvInput } from './content.ts';

const word = fc.constantFrom(
  'Staf',
  'Analis',
  'Gudang',
  'Keuangan',
  'Pemasaran',
  'Data',
  'Senior',
  'Operasional',
  'Logistik',
  'Produksi',
);
const company = fc
  .tuple(
    fc.constantFrom('PT', 'CV'),
    word,
    fc.constantFrom('Abadi', 'Jaya', 'Makmur', 'Mei Sentosa'),
  )
  .map((p) => p.join(' '));
const bullet = fc
  .tuple(
    fc.constantFrom('Mengelola', 'Menyusun', 'Memproses', 'Menganalisis'),
    fc.integer({ min: 2, max: 900 }),
    fc.constantFrom('laporan mingguan', 'pesanan pelanggan', 'data penjualan', 'stok barang'),
  )
  .map(([v, n, o]) => `${v} ${n} ${o}`);
const ym = fc
  .tuple(fc.integer({ min: 2010, max: 2024 }), fc.integer({ min: 1, max: 12 }))
  .map(([y, m]) => `${y}-${String(m).padStart(2, '0')}`);
const job: fc.Arbitrary<ExperienceEntry> = fc
  .record({
    title: fc.tuple(word, word).map((w) => w.join(' ')),
    company,
    start: ym,
    current: fc.boolean(),
    bullets: fc.array(bullet, { minLength: 1, maxLength: 3 }),
  })
  .map((j) => ({ ...j, end: j.current ? null : j.start, bullets: [...new Set(j.bullets)] }));
const school: fc.Arbitrary<EducationEntry> = fc.record({
  institution: fc.constantFrom('Universitas Airlangga', 'Institut Teknologi Sepuluh Nopember'),
  degree: fc.constantFrom('S1', 'D3'),
  field: fc.constantFrom('Manajemen', 'Teknik Industri'),
  gpa: fc.constant(null),
  start: fc.constant('2014'),
  end: fc.constant('2018'),
});

/**
 * Property: arbitrary parsed CVs → the DOCX writer → text as a user upload reads it → every
 * fact is printed as written, every date range reads back the same, and the parse finds the
 * contact details again.
 */
describe('revised DOCX round trip (property)', () => {
  it('prints every fact of arbitrary CVs and reads them back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(job, { minLength: 1, maxLength: 3 }),
        fc.array(school, { minLength: 1, maxLength: 2 }),
        fc.constantFrom(...TEMPLATES),
        async (experience, education, template) => {
          const input: RevisedCvInput = {
            language: 'id',
            contact: {
              name: 'Rina Kusumawati',
              email: 'rina@contoh.id',
              phone: '+6281322223344',
              location: 'Kota Surabaya, Jawa Timur',
              linkedin: 'linkedin.com/in/rinak',
              website: null,
            },
            summary: 'Staf dengan pengalaman di bidang operasional.',
            experience,
            education,
            skills: ['Microsoft Excel', 'SAP'],
            languages: [],
            certifications: [],
            organizations: [],
            projects: [],
            awards: [],
          };
          const text = (await extractDocx(await buildRevisedCv(input, template))).text;
          for (const e of experience) {
            expect(text).toContain(e.title);
            expect(text).toContain(e.company);
            for (const b of e.bullets) expect(text).toContain(b);
          }
          for (const s of education) expect(text).toContain(s.institution);
          const ranges = text.split('\n').flatMap((l) => findDateRanges(l));
          for (const e of experience) {
            expect(ranges.some((r) => r.start === e.start && r.current === e.current)).toBe(true);
          }
          const parsed = parseCv(text);
          expect(parsed.contact).toMatchObject({
            name: 'Rina Kusumawati',
            email: 'rina@contoh.id',
            phone: '+6281322223344',
          });
        },
      ),
      { numRuns: 15, seed: 16 },
    );
  }, 60_000);
});
