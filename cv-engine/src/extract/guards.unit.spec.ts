import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  billionLaughsDocx,
  docxBomb,
  makePdf,
  makeZip,
  manyPagesPdf,
  pdfFlateBomb,
  pdfPage,
  pdfZipPolyglot,
  plainDocx,
  xxeDocx,
  zipPdfPolyglot,
} from '../../test/fixtures/hostile.ts';
import { allCvFixtures } from '../../test/fixtures/make-cvs.ts';
import { CvFileError } from './errors.ts';
import { extractDocument } from './index.ts';
import { renderScale, MAX_RENDER_PIXELS } from './ocr.ts';
import { assertSafePdf, inflatedBytes, inflatedBytesStreamed } from './pdf-guard.ts';
import { assertSafeDocx } from './zip-guard.ts';

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CvFileError);
  const e = err as CvFileError;
  return { reason: e.reason, status: e.status, message: e.message, details: e.details };
};

const corpusDir = path.resolve(import.meta.dirname, '../../../../shared/cv-corpus/pdf');

// Each case inflates or scans tens of megabytes: on a loaded machine (CI runs three files at once)
// one may take longer than vitest's default 5 s without being wrong.
const HEAVY = { timeout: 30_000 };

describe('DOCX guard (before the DOCX reader opens the file)', HEAVY, () => {
  it.each([
    ['a 300-million-character <w:t> (declared size)', () => docxBomb(300_000_000), 'part-size'],
    [
      'the same bomb with lying size headers (real bytes counted)',
      () => docxBomb(300_000_000, { lie: true }),
      'inflated-size',
    ],
    ['a 50 MB inflation', () => docxBomb(50_000_000), 'part-size'],
    ['a 9 MB run at 1000:1', () => docxBomb(9_000_000), 'ratio'],
    ['billion laughs', billionLaughsDocx, 'dtd'],
    ['XXE', xxeDocx, 'dtd'],
  ])('refuses %s with 422 unsafe', async (_, make, check) => {
    const buf = await make();
    const t0 = performance.now();
    const r = await refusal(extractDocument(buf));
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(r).toMatchObject({ reason: 'unsafe', status: 422, details: { check } });
    expect(r.message).toMatch(/tidak wajar/);
  });

  it('caps the real inflated bytes of all parts together', async () => {
    // Six honest 9.5 MB parts of random-ish text: each within the part limit, 57 MB in all.
    const part = () => {
      const seed = zlib.crc32(Buffer.from(String(Math.random())));
      const block = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < block.length; i++) block[i] = 97 + ((seed + i * 7919) % 26);
      return () =>
        (function* () {
          for (let n = 0; n < 9; n++) yield block;
          yield block.subarray(0, 512 * 1024);
        })();
    };
    const zip = await makeZip(
      Array.from({ length: 6 }, (_, i) => ({ name: `word/media/part${i}.xml`, chunks: part() })),
    );
    expect(() => assertSafeDocx(zip)).toThrow(CvFileError);
    try {
      assertSafeDocx(zip);
    } catch (e) {
      expect((e as CvFileError).details).toMatchObject({ check: 'total-size' });
    }
  });

  it('refuses a document far longer than any CV (within the ZIP limits)', async () => {
    let seed = 7;
    const letter = () => String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26));
    const words = Array.from({ length: 50_000 }, () => letter() + letter() + letter() + letter());
    const zip = await plainDocx([words.join(' ')]);
    expect(() => assertSafeDocx(zip)).not.toThrow();
    const r = await refusal(extractDocument(zip));
    expect(r).toMatchObject({ reason: 'unsafe', status: 422, details: { check: 'text-length' } });
  });

  it('refuses a DTD hidden in UTF-16', async () => {
    const xml = Buffer.from(
      '\ufeff<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>',
      'utf16le',
    );
    const zip = await makeZip([
      { name: 'word/document.xml', chunks: () => [xml] },
      { name: '[Content_Types].xml', chunks: () => [Buffer.from('<Types/>')] },
    ]);
    expect(() => assertSafeDocx(zip)).toThrow(/tidak wajar/);
  });

  it('lets real DOCX files through', async () => {
    expect((await extractDocument(await plainDocx(['Budi Santoso', 'Staf Admin']))).text).toBe(
      'Budi Santoso\nStaf Admin',
    );
    for (const f of await allCvFixtures()) {
      if (f.labels.format === 'docx') expect(() => assertSafeDocx(f.buffer)).not.toThrow();
    }
  });
});

describe('PDF guard', HEAVY, () => {
  it('refuses a 1 MB PDF whose content stream inflates to 1 GB, fast and small', async () => {
    const bomb = await pdfFlateBomb();
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const rss0 = process.memoryUsage.rss();
    const t0 = performance.now();
    const r = await refusal(extractDocument(bomb));
    expect(performance.now() - t0).toBeLessThan(3000);
    expect(r).toMatchObject({ reason: 'unsafe', status: 422, details: { check: 'stream-size' } });
    // Counted as it streams out: nothing near the 1 GB is ever held.
    expect(process.memoryUsage.rss() - rss0).toBeLessThan(200 * 1024 * 1024);
  });

  it('caps run-length streams too, and refuses chained or indirect expanders', async () => {
    // Run-length: 2 bytes give 128, so 600 kB give 38 MB.
    const rl = Buffer.alloc(600_000);
    for (let i = 0; i < rl.length; i += 2) rl[i] = 129;
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';
    const withStream = (dict: string, data: Buffer) =>
      makePdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        page,
        Buffer.concat([
          Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`),
          data,
          Buffer.from('\nendstream'),
        ]),
      ]);
    await expect(assertSafePdf(withStream('/Filter /RunLengthDecode', rl))).rejects.toMatchObject({
      reason: 'unsafe',
      details: { check: 'stream-size' },
    });
    await expect(
      assertSafePdf(withStream('/Filter [/FlateDecode /FlateDecode]', Buffer.from('x'))),
    ).rejects.toMatchObject({ details: { check: 'filter-chain' } });
    await expect(
      assertSafePdf(withStream('/Filter 9 0 R', Buffer.from('x'))),
    ).rejects.toMatchObject({ details: { check: 'indirect-filter' } });
    // A zlib stream behind a filter name pdf.js would not know is still inflated and counted.
    const zeros = zlib.deflateSync(Buffer.alloc(40 * 1024 * 1024));
    await expect(assertSafePdf(withStream('', zeros))).rejects.toMatchObject({
      details: { check: 'stream-size' },
    });
  });

  it.each([
    ['8000 × 8000 pt without text', pdfPage(8000, 8000)],
    ['200000 × 200000 pt with text', pdfPage(200_000, 200_000, { text: true })],
  ])('refuses a page of %s with 422 page_size', async (_, pdf) => {
    const r = await refusal(extractDocument(pdf));
    expect(r).toMatchObject({ reason: 'page_size', status: 422 });
    expect(r.message).toMatch(/Ukuran halaman PDF tidak wajar/);
  });

  it('refuses 5,000 pages at once', async () => {
    const t0 = performance.now();
    const r = await refusal(extractDocument(manyPagesPdf(5000)));
    expect(r).toMatchObject({ reason: 'too_many_pages', status: 422 });
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('renders OCR pages at a bounded pixel count', () => {
    expect(renderScale(595, 842)).toBe(2);
    const s = renderScale(5000, 5000);
    expect(5000 * s * 5000 * s).toBeLessThanOrEqual(MAX_RENDER_PIXELS + 1);
  });

  it('counts a small stream in one call exactly as the streamed count does', async () => {
    const lines = Array.from(
      { length: 400 },
      (_, i) => `BT 60 ${(i * 7919) % 997} Td (${i}) Tj ET`,
    );
    const text = Buffer.from(lines.join('\n'));
    const whole = zlib.deflateSync(text);
    // Damaged half-way: counted as the streamed counter counts it.
    const damaged = Buffer.from(whole);
    damaged.fill(0xff, whole.length >> 1, (whole.length >> 1) + 4);
    const cases = [whole, whole.subarray(0, whole.length >> 1), damaged];
    for (const data of cases) {
      for (const cap of [32 * 1024 * 1024, 5000, 10]) {
        const streamed = await inflatedBytesStreamed(data, cap);
        const once = await inflatedBytes(data, cap);
        if (streamed > cap) expect(once).toBeGreaterThan(cap);
        else expect(once).toBe(streamed);
      }
    }
    expect(await inflatedBytes(whole, 32 * 1024 * 1024)).toBe(text.length);
  });

  it('lets real PDFs through (our fixtures and the CV corpus)', async () => {
    for (const f of await allCvFixtures()) {
      if (f.labels.format === 'pdf' && f.name !== 'corrupt') await assertSafePdf(f.buffer);
    }
    if (fs.existsSync(corpusDir)) {
      for (const name of fs.readdirSync(corpusDir).filter((n) => n.endsWith('.pdf'))) {
        await assertSafePdf(fs.readFileSync(path.join(corpusDir, name)));
      }
    }
  });
});

describe('polyglots', HEAVY, () => {
  it.each([
    ['a PDF with a ZIP bomb appended', pdfZipPolyglot],
    ['a ZIP bomb whose first part puts %PDF- in the first kilobyte', zipPdfPolyglot],
  ])('refuses %s with 422 unsafe', async (_, make) => {
    const r = await refusal(extractDocument(await make()));
    expect(r).toMatchObject({ reason: 'unsafe', status: 422, details: { check: 'polyglot' } });
  });
});
