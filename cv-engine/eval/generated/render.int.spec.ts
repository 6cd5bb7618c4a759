import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../../src/extract/index.ts';
import {
  buildCorpus,
  chromiumMissing,
  FAMILIES,
  planCorpus,
  producersOf,
  sofficeMissing,
} from './corpus.ts';
import { untitled } from './eval-generated.ts';
import type { GeneratedCv } from './truth.ts';

/**
 * Every family renders through a real producer: the HTML families printed by Chromium, the Word
 * families as DOCX, and (where LibreOffice is installed) one Word family exported to PDF by
 * soffice. One document per family, so CI stays fast; the whole corpus is `npm run eval:cv --
 * --generated`. The text read back from each file holds the facts it was made from.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-gen-spec-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const noChromium = chromiumMissing();
if (noChromium) {
  if (process.env.KARIER_REQUIRE_BROWSER === '1') throw new Error(noChromium);
  console.warn(`SKIPPED (generated CVs printed by Chromium): ${noChromium}`);
}
const noSoffice = sofficeMissing();
if (noSoffice) console.warn(`SKIPPED (generated DOCX exported by LibreOffice): ${noSoffice}`);

/** One CV per family, worded as the corpus words it (a family may print its own labels). */
function cvsFor(families: string[]): GeneratedCv[] {
  return families.map(
    (family, i) =>
      planCorpus({ seed: 27, n: 1, families: [family], langs: [i % 2 ? 'en' : 'id'] })[0]!,
  );
}

async function expectFacts(file: string, cv: GeneratedCv): Promise<void> {
  const text = (await extractDocument(readFileSync(file))).text.toLowerCase();
  // Letter-spaced capitals may come out with spaces between letters: compare without spaces.
  const squeezed = text.replace(/\s+/gu, '');
  const squeeze = (x: string) => x.toLowerCase().replace(/\s+/gu, '');
  expect(squeezed, `${file}: ${cv.email}`).toContain(squeeze(cv.email));
  // The name as the family prints it ("Budi A. Santoso, S.Kom." for "Budi Adi Santoso").
  const names = [cv.name, untitled(cv.nameDisplay)].map(squeeze);
  expect(
    names.some((n) => squeezed.includes(n)),
    `${file}: ${cv.name}`,
  ).toBe(true);
  // An organisation may wrap in a narrow column, and how the engine orders wrapped column lines
  // is what the eval measures, not what this spec checks: here each of its words is drawn.
  for (const organisation of cv.experience.map((j) => j.organisation)) {
    for (const word of organisation.toLowerCase().split(/\s+/u)) {
      expect(squeezed, `${file}: ${organisation}`).toContain(word);
    }
  }
}

describe('the generated corpus, drawn by each producer', () => {
  it('makes a DOCX for every Word family', async () => {
    const cvs = cvsFor(FAMILIES.map((f) => f.name).filter((f) => producersOf(f).includes('docx')));
    const built = await buildCorpus(cvs, { dir, producers: ['docx'] });
    expect(built.docs).toHaveLength(cvs.length);
    for (const d of built.docs) await expectFacts(d.file, d.cv);
  }, 60_000);

  it.skipIf(noChromium)(
    'prints every HTML family to PDF in Chromium',
    async () => {
      const cvs = cvsFor(
        FAMILIES.map((f) => f.name).filter((f) => producersOf(f).includes('html-pdf')),
      );
      const built = await buildCorpus(cvs, { dir, producers: ['html-pdf'] });
      expect(built.skipped).toEqual({});
      expect(built.docs).toHaveLength(cvs.length);
      for (const d of built.docs) await expectFacts(d.file, d.cv);
    },
    120_000,
  );

  it.skipIf(noSoffice)(
    'exports a Word-table CV to PDF with LibreOffice',
    async () => {
      const cvs = cvsFor(['word-table']);
      const built = await buildCorpus(cvs, { dir, producers: ['docx-lo-pdf'] });
      expect(built.docs.map((d) => d.producer)).toEqual(['docx-lo-pdf']);
      await expectFacts(built.docs[0]!.file, cvs[0]!);
    },
    120_000,
  );
});
