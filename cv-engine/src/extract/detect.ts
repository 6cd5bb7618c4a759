import { fileTypeFromBuffer } from 'file-type';
import { CvFileError } from './errors.ts';
import { withWebInflate } from './pdf-inflate.ts';
import { DOCX_LIMITS, readCentralDirectory } from './zip-guard.ts';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type CvFormat = 'pdf' | 'docx';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4"

function indexOfBytes(buf: Uint8Array, needle: readonly number[], from = 0, to = buf.length) {
  const end = Math.min(to, buf.length) - needle.length;
  outer: for (let i = from; i <= end; i++) {
    for (let j = 0; j < needle.length; j++) if (buf[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
const DOCUMENT_XML = ascii('word/document.xml');

/** Whether the bytes also hold a ZIP archive with a readable central directory. */
function holdsZip(buf: Uint8Array): boolean {
  try {
    return readCentralDirectory(buf, { ...DOCX_LIMITS, maxEntries: 0xfffe }).length > 0;
  } catch {
    return false;
  }
}

/**
 * The format of an uploaded CV, judged by its content only (never its name or declared type).
 * Throws CvFileError: 'empty', 'too_large', 'unsupported', or 'unsafe' for a polyglot (a file
 * that is a PDF and a ZIP at once: each reader would see a different file).
 */
export async function detectFormat(
  buf: Uint8Array,
  opts: { maxBytes?: number } = {},
): Promise<CvFormat> {
  if (buf.length === 0) throw new CvFileError('empty');
  const max = opts.maxBytes ?? MAX_FILE_BYTES;
  if (buf.length > max) throw new CvFileError('too_large', { bytes: buf.length, maxBytes: max });

  // PDF readers accept a "%PDF-" header anywhere in the first KiB.
  if (indexOfBytes(buf, PDF_MAGIC, 0, 1024) >= 0) {
    if (holdsZip(buf)) throw new CvFileError('unsafe', { check: 'polyglot' });
    return 'pdf';
  }

  // file-type inflates a ZIP's first entry through the global DecompressionStream.
  const type = await withWebInflate(() => fileTypeFromBuffer(buf)).catch(() => undefined);
  if (type?.ext === 'pdf') return 'pdf';
  const isZip = indexOfBytes(buf, ZIP_MAGIC, 0, 4) === 0;
  // A DOCX is a zip holding word/document.xml (its name is stored uncompressed in the zip).
  if (isZip && (type?.ext === 'docx' || indexOfBytes(buf, DOCUMENT_XML) >= 0)) {
    if (indexOfBytes(buf, DOCUMENT_XML) >= 0) return 'docx';
  }
  throw new CvFileError('unsupported', type ? { detected: type.mime } : undefined);
}
