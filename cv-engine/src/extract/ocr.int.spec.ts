import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, imageOnlyCv } from '../../test/fixtures/make-cvs.ts';
import { analyseText } from '../analyse/index.ts';
import { extractDocument } from './index.ts';
import { scanOf } from '../../test/scan.ts';
import { closeOcr, ocrPdf } from './ocr.ts';
import { createCvWorkerPool } from './pool.ts';

describe('OCR of scanned CVs', () => {
  let scanned: Buffer;
  let labels: Awaited<ReturnType<typeof indonesianOneColumnCv>>['labels'];
  beforeAll(async () => {
    const cv = await indonesianOneColumnCv();
    labels = cv.labels;
    scanned = await scanOf(cv.buffer);
  }, 60_000);
  afterAll(async () => {
    await closeOcr();
  });

  it('plain extraction refuses the scan (no text layer)', async () => {
    await expect(extractDocument(scanned)).rejects.toMatchObject({
      reason: 'scanned',
      status: 422,
    });
  });

  it('reads the scan by OCR well enough to find the contact details and sections', async () => {
    const doc = await ocrPdf(scanned);
    expect(doc.ocr).toBe(true);
    expect(doc.text).toMatch(/Pengalaman Kerja/i);
    const { parsed } = analyseText(doc.text);
    expect(parsed.contact.email).toBe(labels.email);
    expect(parsed.contact.phone).toBe(labels.phone);
    expect(parsed.language).toBe('id');
    expect(parsed.sections).toEqual(expect.arrayContaining(['experience', 'education']));
  }, 60_000);

  it('still refuses an image without legible text', async () => {
    const picture = await imageOnlyCv();
    await expect(ocrPdf(picture.buffer)).rejects.toMatchObject({ reason: 'scanned' });
  }, 60_000);

  it('runs in the worker pool on request', async () => {
    const pool = createCvWorkerPool({ maxThreads: 1 });
    try {
      const out = await pool.run({ buffer: scanned, ocr: true }, { timeoutMs: 60_000 });
      expect(out.document.ocr).toBe(true);
      expect(out.document.text).toContain(labels.email!);
    } finally {
      await pool.close();
    }
  }, 90_000);
});
