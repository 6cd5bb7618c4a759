import type { ExtractedDocument } from '../types.ts';
import { detectFormat, MAX_FILE_BYTES } from './detect.ts';
import { extractDocx } from './docx.ts';
import { CvFileError } from './errors.ts';
import { extractPdf, MAX_PAGES } from './pdf.ts';

export interface ExtractDocumentOptions {
  /** Aborts the extraction (CvFileError 'timeout'). */
  signal?: AbortSignal;
  /** Default 10 MB. */
  maxBytes?: number;
  /** Default 10. */
  maxPages?: number;
}

/**
 * Reading-order text of an uploaded CV (PDF or DOCX, judged by content), in-process.
 * Throws CvFileError (unsupported 415, too_large 413, and 422 for the rest).
 */
export async function extractDocument(
  buf: Uint8Array,
  opts: ExtractDocumentOptions = {},
): Promise<ExtractedDocument> {
  const format = await detectFormat(buf, opts);
  if (opts.signal?.aborted) throw new CvFileError('timeout');
  const doc = format === 'pdf' ? await extractPdf(buf, opts) : await extractDocx(buf);
  // Ten dense pages are about 50,000 characters: far more is not a CV, and would be analysed
  // and stored in full.
  if (doc.text.length > MAX_TEXT_CHARS) {
    throw new CvFileError('unsafe', { format, check: 'text-length', chars: doc.text.length });
  }
  return doc;
}

/** Longest extracted text accepted. */
export const MAX_TEXT_CHARS = 200_000;

export { detectFormat, MAX_FILE_BYTES, MAX_PAGES, extractPdf, extractDocx };
export type { CvFormat } from './detect.ts';
export { CvFileError, CV_FILE_ERROR_CODES, isCvFileErrorCode } from './errors.ts';
export type { CvFileErrorCode } from './errors.ts';
export { layoutPages, normaliseBullet } from '../layout/pdf-layout.ts';
export type { PageInput, TextItem } from '../layout/pdf-layout.ts';
