import JSZip from 'jszip';
import { afterEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../test/fixtures/make-cvs.ts';
import { detectFormat } from './detect.ts';
import { CvFileError } from './errors.ts';
import { extractPdf } from './pdf.ts';
import { withPdfJsInflate, withWebInflate } from './pdf-inflate.ts';

const NATIVE = Object.getOwnPropertyDescriptor(globalThis, 'DecompressionStream')!;
type Inflate = new (format: string) => object;
const global = globalThis as { DecompressionStream?: Inflate };

/** Puts a counting DecompressionStream in the global's place. */
function countWebInflates() {
  const calls = { n: 0 };
  // Node defines the global as a lazy getter; a module of another spec in this worker may have
  // turned it into a plain value already.
  const Native = (NATIVE.get ? NATIVE.get.call(globalThis) : NATIVE.value) as Inflate;
  global.DecompressionStream = class extends Native {
    constructor(format: string) {
      super(format);
      calls.n++;
    }
  };
  return calls;
}

afterEach(() => Object.defineProperty(globalThis, 'DecompressionStream', NATIVE));

// pdf.js loads in the first test: on a loaded machine, far beyond vitest's 5 s.
describe("pdf.js's inflate", { timeout: 120_000 }, () => {
  it('reads a PDF without the web inflate, to the same result, and shows the global again', async () => {
    const { buffer } = await indonesianOneColumnCv();
    const calls = countWebInflates();
    const spy = global.DecompressionStream;
    const read = await extractPdf(buffer);
    expect(calls.n).toBe(0);
    expect(global.DecompressionStream).toBe(spy);

    // The same file with the global kept: pdf.js inflates its streams through it.
    const webRead = await withWebInflate(() => extractPdf(buffer));
    expect(calls.n).toBeGreaterThan(0);
    expect(read).toEqual(webRead);
  });

  it('hides the global while a reading lasts, and shows it to code that needs it meanwhile', async () => {
    const spy = global.DecompressionStream;
    await Promise.all([
      withPdfJsInflate(async () => {
        expect(global.DecompressionStream).toBeUndefined();
        await withWebInflate(async () => expect(global.DecompressionStream).toBe(spy));
        expect(global.DecompressionStream).toBeUndefined();
      }),
      withPdfJsInflate(() => Promise.resolve()),
    ]);
    expect(global.DecompressionStream).toBe(spy);
  });

  it('leaves file-type its inflate while a PDF is read (what a zip holds)', async () => {
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/' +
        'vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    );
    zip.file('xl/workbook.xml', '<workbook/>');
    const xlsx = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const err = await withPdfJsInflate(() => detectFormat(xlsx)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CvFileError);
    expect((err as CvFileError).details).toMatchObject({
      detected: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });
});
