import type { ExtractedDocument } from '../types.ts';
import { CvFileError } from './errors.ts';
import { layoutPages, type PageInput, type TextItem } from '../layout/pdf-layout.ts';
import { pageStyle, type PageStyle, type StyledPage } from './pdf-style.ts';
import type { PageRules } from '../layout/pdf-types.ts';
import { assertPageSize, assertSafePdf } from './pdf-guard.ts';
import { loadPdfJsModules } from './load-pdfjs.mjs';
import { withPdfJsInflate, withWebInflate } from './pdf-inflate.ts';

export const MAX_PAGES = 10;

export interface ExtractOptions {
  /** Aborts between pages (CvFileError 'timeout'). */
  signal?: AbortSignal;
  maxPages?: number;
  /**
   * Read the file as pdf.js reads a page to draw it (SAFE_PDFJS_OPTIONS: glyph outlines built,
   * images decoded, annotations read): what the text reading leaves out, for tests to compare.
   */
  drawn?: boolean;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
/** pdf.js, loaded once per process (call early to warm a worker up; see load-pdfjs.mjs). */
export const loadPdfJs: () => Promise<PdfJs> = loadPdfJsModules;

/** Largest image pdf.js decodes, in pixels (a 300 dpi A4 scan is 8.7 Mpx). */
export const MAX_IMAGE_PIXELS = 25_000_000;

/** pdf.js options for an untrusted file: no eval, no font loading, bounded images. */
export const SAFE_PDFJS_OPTIONS = {
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  maxImageSize: MAX_IMAGE_PIXELS,
  stopAtErrors: false,
  verbosity: 0,
} as const;

/**
 * A document for pdf.js's font loader that keeps nothing. Given one, pdf.js hands each font over
 * as a CSS rule, dropped here; with `disableFontFace` instead, its worker drew the outline of
 * every glyph shown, for a canvas text extraction never has. Fonts' names and flags, and the
 * text, are the same either way.
 */
const DISCARDING_DOCUMENT = {
  createElement: () => ({
    sheet: { cssRules: [], insertRule: () => 0 },
    remove: () => undefined,
  }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
};

/**
 * pdf.js options for reading a file's text: SAFE_PDFJS_OPTIONS, with fonts handed over undrawn
 * and no image decoded (`maxImageSize` 0 drops each image before its data is read); text, fonts
 * and glyph runs do not depend on either. OCR draws the page, and keeps SAFE_PDFJS_OPTIONS.
 */
export const TEXT_PDFJS_OPTIONS = {
  ...SAFE_PDFJS_OPTIONS,
  disableFontFace: false,
  ownerDocument: DISCARDING_DOCUMENT,
  maxImageSize: 0,
} as const;

/** A pdf.js text item, as far as it is read here. */
export interface RawItem {
  str?: unknown;
  transform?: unknown;
  width?: unknown;
  height?: unknown;
  fontName?: unknown;
}

/**
 * The layout's items of a page's pdf.js items; those in an icon font are icons, not text. With
 * the page's style: bold and italic fonts marked, letter-spaced runs given their word spaces back.
 */
export function toTextItems(
  raws: RawItem[],
  iconFonts: ReadonlySet<string>,
  style?: PageStyle,
): TextItem[] {
  return raws.flatMap((raw) => {
    const item = toItem(raw, iconFonts);
    if (!item || !style || item.icon) return item ?? [];
    if (typeof raw.fontName === 'string' && style.boldFonts.has(raw.fontName)) item.bold = true;
    if (typeof raw.fontName === 'string' && style.italicFonts.has(raw.fontName)) item.italic = true;
    const spaced = style.respace(item.str);
    if (spaced !== null) {
      item.str = spaced;
      item.spaced = true;
    }
    return item;
  });
}

function toItem(raw: RawItem, iconFonts?: ReadonlySet<string>): TextItem | null {
  if (typeof raw.str !== 'string' || !Array.isArray(raw.transform)) return null;
  const str = raw.str;
  if (str.trim() === '') return null;
  const [a, b, c, d, e, f] = raw.transform as number[];
  if (e === undefined || f === undefined) return null;
  const fontSize =
    Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0) || Number(raw.height) || 10;
  // Vertical or rotated text: keep its characters, placed at its origin.
  let width = typeof raw.width === 'number' && raw.width > 0 ? raw.width : 0;
  if (Math.abs(b ?? 0) > Math.abs(a ?? 1)) width = fontSize * 0.5;
  if (width === 0) width = str.length * fontSize * 0.5;
  // An icon's glyph is no text: it keeps its place (a word break), not its characters.
  if (typeof raw.fontName === 'string' && iconFonts?.has(raw.fontName)) {
    return { str: '', x: e, y: f, width, fontSize, icon: true };
  }
  return { str, x: e, y: f, width, fontSize };
}

function throwIfAborted(signal?: AbortSignal) {
  if (signal?.aborted) throw new CvFileError('timeout');
}

const IMAGE_OPS = new Set<string>([
  'paintImageXObject',
  'paintInlineImageXObject',
  'paintImageMaskXObject',
  'paintImageXObjectRepeat',
  'paintImageMaskXObjectRepeat',
  'paintSolidColorImageMask',
  'paintInlineImageXObjectGroup',
]);

/**
 * The images a PDF draws, for the 'scanned' error (read again: text reading drops images). Its
 * images are decoded: large ones, which the web inflate (native zlib) reads faster.
 */
function imageCount(pdfjs: PdfJs, buf: Uint8Array): Promise<number> {
  return withWebInflate(() => countImages(pdfjs, buf));
}

async function countImages(pdfjs: PdfJs, buf: Uint8Array): Promise<number> {
  const task = pdfjs.getDocument({ data: new Uint8Array(buf), ...SAFE_PDFJS_OPTIONS });
  let images = 0;
  try {
    const doc = await task.promise;
    const ops = pdfjs.OPS as Record<string, number>;
    const imageOps = new Set([...IMAGE_OPS].map((k) => ops[k]).filter((v) => v !== undefined));
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const list = await page.getOperatorList();
      images += list.fnArray.filter((fn) => imageOps.has(fn)).length;
    }
  } catch {
    // Counting images is only a detail for the error.
  } finally {
    await task.destroy().catch(() => undefined);
  }
  return images;
}

/**
 * Layout-aware text of a PDF (see ExtractedDocument), read with pdf.js's own inflate (see
 * pdf-inflate.ts). Throws CvFileError.
 */
export function extractPdf(buf: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedDocument> {
  return withPdfJsInflate(() => readPdf(buf, opts));
}

async function readPdf(buf: Uint8Array, opts: ExtractOptions): Promise<ExtractedDocument> {
  // Before pdf.js: streams that decode beyond the caps are refused unread.
  await assertSafePdf(buf);
  const pdfjs = await loadPdfJs();
  throwIfAborted(opts.signal);
  const task = pdfjs.getDocument({
    // pdf.js may detach the buffer it is given: hand it a copy.
    data: new Uint8Array(buf),
    ...(opts.drawn ? SAFE_PDFJS_OPTIONS : TEXT_PDFJS_OPTIONS),
  });
  const onAbort = () => void task.destroy();
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    let doc: Awaited<typeof task.promise>;
    try {
      doc = await task.promise;
    } catch (err) {
      throwIfAborted(opts.signal);
      const name = (err as { name?: string })?.name;
      if (name === 'PasswordException') throw new CvFileError('encrypted');
      throw new CvFileError('corrupt');
    }
    const maxPages = opts.maxPages ?? MAX_PAGES;
    if (doc.numPages > maxPages)
      throw new CvFileError('too_many_pages', { pages: doc.numPages, maxPages });

    const pages: PageInput[] = [];
    for (let p = 1; p <= doc.numPages; p++) {
      throwIfAborted(opts.signal);
      let items: TextItem[];
      let view: number[];
      let rules: PageRules;
      try {
        const page = await doc.getPage(p);
        assertPageSize(page);
        view = page.view;
        const content = await page.getTextContent();
        const raws = content.items as RawItem[];
        const style = await pageStyle(page as unknown as StyledPage, raws, pdfjs.OPS, {
          withAnnotations: opts.drawn === true,
        });
        items = toTextItems(raws, style.iconFonts, style);
        rules = style.rules;
        page.cleanup();
      } catch (err) {
        throwIfAborted(opts.signal);
        if (err instanceof CvFileError) throw err;
        throw new CvFileError('corrupt');
      }
      const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = view;
      pages.push({ items, x0, y0, x1, y1, rules });
    }

    const chars = pages.reduce(
      (n, pg) => n + pg.items.reduce((m, it) => m + it.str.replace(/\s+/g, '').length, 0),
      0,
    );
    // (Almost) no text layer: a scan or a picture of a CV.
    if (chars < Math.max(40, 15 * doc.numPages)) {
      throwIfAborted(opts.signal);
      throw new CvFileError('scanned', { images: await imageCount(pdfjs, buf), chars });
    }

    const { text, columns, hints } = layoutPages(pages);
    throwIfAborted(opts.signal);
    await doc.destroy();
    return { format: 'pdf', pages: doc.numPages, text, columns, ocr: false, hints };
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
    void task.destroy().catch(() => undefined);
  }
}
