import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRevisedCv } from '../src/docx/build-docx.ts';
import type { RevisedCvInput } from '../src/docx/content.ts';
import { idSample } from '../src/docx/spec-fixtures.ts';
import { TEMPLATES } from '../src/types.ts';
import { roundtripFixtures } from '../test/fixtures/roundtrip-cvs.ts';
import { atsToolsMissing, checkAtsOrder, revisionsOf, type AtsJob } from './ats-order.ts';

/**
 * The ATS-order check on a few CVs in all three templates: each revision exported to PDF by
 * LibreOffice and read by pdftotext and pdf.js must start with the name, hold the email and
 * phone whole before the first heading, and every title and employer whole and in order. The
 * whole corpus is `npm run eval:cv -- --roundtrip --ats`.
 */
const missing = atsToolsMissing();
if (missing) console.warn(`SKIPPED (ATS-order check of the revised DOCX): ${missing}`);

const corpus = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'cv-corpus', 'pdf');
const CORPUS_FILES = ['14-id-cv-ats-dewitrilestari.pdf'];

/** The hard cases: a headline in capitals, own capitals, a comma in a firm's name. */
const hard: RevisedCvInput = {
  ...idSample,
  contact: {
    ...idSample.contact,
    name: 'Dewi Pratama',
    email: 'dewi.pratama.hrgeneralist2024@outlook.com',
  },
  headline: ['HR GENERALIST'],
  experience: [
    { ...idSample.experience[0]!, title: 'HR Generalist', company: 'eFishery' },
    {
      ...idSample.experience[1]!,
      title: 'Auditor Junior',
      company: 'KAP Purwantono, Sungkoro & Surja',
    },
    { ...idSample.experience[2]!, title: 'iOS Developer Intern', company: 'PT Gojek Indonesia' },
  ],
};

describe.skipIf(missing)('revised DOCX read by an ATS (LibreOffice PDF)', () => {
  it('reads the name, contact and entries in order in every template', async () => {
    const jobs: AtsJob[] = [];
    for (const t of TEMPLATES) {
      jobs.push({
        id: `hard ${t}`,
        template: t,
        docx: await buildRevisedCv(hard, t),
        content: hard,
      });
    }
    const fixtures = await roundtripFixtures();
    for (const fx of fixtures
      .filter((f) => ['sidebar', 'caps', 'table'].includes(f.layout))
      .slice(0, 2)) {
      jobs.push(...(await revisionsOf(fx.name, fx.buffer, TEMPLATES)));
    }
    for (const f of CORPUS_FILES) {
      const file = path.join(corpus, f);
      if (existsSync(file)) jobs.push(...(await revisionsOf(f, readFileSync(file), TEMPLATES)));
    }
    const results = await checkAtsOrder(jobs);
    expect(results.length).toBe(jobs.length);
    const failures = results.flatMap((r) => [
      ...r.problems.pdftotext.map((p) => `${r.id} [pdftotext] ${p}`),
      ...r.problems.pdfjs.map((p) => `${r.id} [pdf.js] ${p}`),
    ]);
    expect(failures).toEqual([]);
  }, 120_000);
});
