// The text reading leaves out what pdf.js does only to draw a page (glyph outlines, decoded
// images, annotations' appearances): it must read exactly what a drawing reading reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCvFixtures } from '../../test/fixtures/make-cvs.ts';
import { CvFileError } from './errors.ts';
import { extractPdf } from './pdf.ts';

const corpusDir = path.resolve(import.meta.dirname, '../../../../shared/cv-corpus/pdf');

// The corpus read twice: on a loaded machine this takes far longer than vitest's 5 s.
const HEAVY = { timeout: 120_000 };

describe('PDF text reading', HEAVY, () => {
  it('reads the same text, hints and columns as when pdf.js draws the pages', async () => {
    const pdfs = (await allCvFixtures())
      .filter((f) => f.labels.format === 'pdf' && !f.labels.error)
      .map((f) => ({ name: f.name, buffer: f.buffer as Uint8Array }));
    if (fs.existsSync(corpusDir)) {
      for (const name of fs.readdirSync(corpusDir).filter((n) => n.endsWith('.pdf'))) {
        pdfs.push({ name, buffer: fs.readFileSync(path.join(corpusDir, name)) });
      }
    }
    expect(pdfs.length).toBeGreaterThan(0);
    for (const { name, buffer } of pdfs) {
      const read = await extractPdf(buffer);
      expect(read.text.length, name).toBeGreaterThan(0);
      expect(read, name).toEqual(await extractPdf(buffer, { drawn: true }));
    }
  });

  it('still counts the images of a scan (which the text reading does not decode)', async () => {
    const scan = (await allCvFixtures()).find((f) => f.name === 'image-only')!;
    const err = await extractPdf(scan.buffer).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CvFileError);
    expect((err as CvFileError).details).toMatchObject({ images: 1 });
  });
});
