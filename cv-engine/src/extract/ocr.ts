/**
 * OCR for scanned CVs (PDFs without a text layer): each page is rendered with pdf.js onto an
 * @napi-rs/canvas, read by tesseract.js (Indonesian + English, LSTM, language data from the
 * @tesseract.js-data npm packages — nothing is downloaded at run time), and the recognised
 * words go through the same layout step as a text PDF (columns, headers, bullets).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { ExtractedDocument } from '../types.ts';
import { CvFileError } from './errors.ts';
import { layoutPages, type PageInput, type TextItem } from '../layout/pdf-layout.ts';
import { loadPdfJs, SAFE_PDFJS_OPTIONS } from './pdf.ts';
import { assertPageSize, assertSafePdf } from './pdf-guard.ts';

const require = createRequire(import.meta.url);
const LANGS = ['ind', 'eng'] as const;
/** Render scale: 2 ≈ 144 dpi, enough for 9–11 pt CV text. */
const SCALE = 2;
/** Most pixels one page is rendered at (an A4 page at SCALE is 2 Mpx). */
export const MAX_RENDER_PIXELS = 6_000_000;

/** SCALE, or less for a page that would exceed MAX_RENDER_PIXELS. */
export function renderScale(width: number, height: number): number {
  const area = Math.max(1, width * height);
  return Math.min(SCALE, Math.sqrt(MAX_RENDER_PIXELS / area));
}
/** Scans are read up to this many pages (a CV longer than that is rarely a scan). */
export const MAX_OCR_PAGES = 4;

type TesseractWorker = Awaited<ReturnType<typeof import('tesseract.js').createWorker>>;
let workerPromise: Promise<TesseractWorker> | undefined;

/**
 * tesseract.js reads every language from one folder: gather the packaged files there once
 * (copies of files already on disk, not a download).
 */
function languageDir(): string {
  const dir = path.join(os.tmpdir(), 'karier-tessdata-4.0.0_best_int');
  for (const code of LANGS) {
    const target = path.join(dir, `${code}.traineddata.gz`);
    if (fs.existsSync(target)) continue;
    const pkg = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const source = path.join(pkg, '4.0.0_best_int', `${code}.traineddata.gz`);
    fs.mkdirSync(dir, { recursive: true });
    const tmp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    fs.copyFileSync(source, tmp);
    fs.renameSync(tmp, target);
  }
  return dir;
}

/** One tesseract worker per thread, created on the first scan and reused. */
function ocrWorker(): Promise<TesseractWorker> {
  workerPromise ??= (async () => {
    const { createWorker, OEM } = await import('tesseract.js');
    return createWorker([...LANGS], OEM.LSTM_ONLY, {
      langPath: languageDir(),
      gzip: true,
      cacheMethod: 'none',
      logger: () => undefined,
      errorHandler: () => undefined,
    });
  })();
  workerPromise.catch(() => (workerPromise = undefined));
  return workerPromise;
}

interface RenderablePage {
  getViewport(opts: { scale: number }): { width: number; height: number };
  render(params: object): { promise: Promise<unknown> };
}

/**
 * One page as a PNG at SCALE, or smaller so it stays within MAX_RENDER_PIXELS (also used by
 * tests to make scanned CVs).
 */
export async function renderPage(
  page: RenderablePage,
): Promise<{ png: Buffer; width: number; height: number; scale: number }> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const base = page.getViewport({ scale: 1 });
  const scale = renderScale(base.width, base.height);
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  await page.render({ canvasContext: ctx, canvas, viewport }).promise;
  return { png: canvas.toBuffer('image/png'), width, height, scale };
}

/**
 * Reads a scanned PDF by OCR. Throws CvFileError: 'scanned' when nothing legible comes out or
 * the OCR or canvas library fails (their own messages never reach a client), 'unsafe' and
 * 'page_size' from the guards.
 */
export async function ocrPdf(
  buf: Uint8Array,
  opts: { maxPages?: number; signal?: AbortSignal } = {},
): Promise<ExtractedDocument> {
  try {
    return await readByOcr(buf, opts);
  } catch (err) {
    if (err instanceof CvFileError) throw err;
    throw new CvFileError('scanned', { ocrFailed: true });
  }
}

async function readByOcr(
  buf: Uint8Array,
  opts: { maxPages?: number; signal?: AbortSignal },
): Promise<ExtractedDocument> {
  await assertSafePdf(buf);
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs
    .getDocument({ data: new Uint8Array(buf), ...SAFE_PDFJS_OPTIONS })
    .promise.catch((err: unknown) => {
      const name = (err as { name?: string })?.name;
      throw new CvFileError(name === 'PasswordException' ? 'encrypted' : 'corrupt');
    });
  try {
    const pages: PageInput[] = [];
    const count = Math.min(doc.numPages, opts.maxPages ?? MAX_OCR_PAGES);
    const worker = await ocrWorker();
    for (let p = 1; p <= count; p++) {
      if (opts.signal?.aborted) throw new CvFileError('timeout');
      const page = await doc.getPage(p);
      assertPageSize(page);
      const [x0 = 0, y0 = 0, x1 = 595, y1 = 842] = page.view;
      const { png, scale } = await renderPage(page);
      page.cleanup();
      const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
      const items: TextItem[] = [];
      for (const block of data.blocks ?? []) {
        for (const para of block.paragraphs) {
          for (const line of para.lines) {
            for (const word of line.words) {
              const text = word.text.trim();
              if (!text || word.confidence < 30) continue;
              const h = (word.bbox.y1 - word.bbox.y0) / scale;
              items.push({
                str: text,
                x: x0 + word.bbox.x0 / scale,
                // Image rows grow downwards, PDF y upwards; the line's baseline keeps words of
                // one line on one baseline.
                y: y1 - (line.baseline?.y0 ?? word.bbox.y1) / scale,
                width: (word.bbox.x1 - word.bbox.x0) / scale,
                fontSize: Math.max(6, h * 1.15),
              });
            }
          }
        }
      }
      pages.push({ items, x0, y0, x1, y1 });
    }
    const chars = pages.reduce((n, pg) => n + pg.items.reduce((m, it) => m + it.str.length, 0), 0);
    if (chars < 40) throw new CvFileError('scanned', { ocrChars: chars });
    const { text, columns } = layoutPages(pages);
    return { format: 'pdf', pages: doc.numPages, text, columns, ocr: true };
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

/** Ends this thread's tesseract worker (tests, shutdown). */
export async function closeOcr(): Promise<void> {
  const w = workerPromise;
  workerPromise = undefined;
  if (w) await (await w).terminate().catch(() => undefined);
}
