import { fileTypeFromBuffer } from 'file-type';
import { CvFileError } from './errors.ts';

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

/**
 * The format of an uploaded CV, judged by its content only (never its name or declared type).
 * Throws CvFileError: 'empty', 'too_large' or 'unsupported'.
 */
export async function detectFormat(
  buf: Uint8Array,
  opts: { maxBytes?: number } = {},
): Promise<CvFormat> {
  if (buf.length === 0) throw new CvFileError('empty');
  const max = opts.maxBytes ?? MAX_FILE_BYTES;
  if (buf.length > max) throw new CvFileError('too_large', { bytes: buf.length, maxBytes: max });

  // PDF readers accept a "%PDF-" header anywhere in the first KiB.
  if (indexOfBytes(buf, PDF_MAGIC, 0, 1024) >= 0) return 'pdf';

  const type = await fileTypeFromBuffer(buf).catch(() => undefined);
  if (type?.ext === 'pdf') return 'pdf';
  const isZip = indexOfBytes(buf, ZIP_MAGIC, 0, 4) === 0;
  // A DOCX is a zip holding word/document.xml (its name is stored uncompressed in the zip).
  if (isZip && (type?.ext === 'docx' || indexOfBytes(buf, DOCUMENT_XML) >= 0)) {
    if (indexOfBytes(buf, DOCUMENT_XML) >= 0) return 'docx';
  }
  throw new CvFileError('unsupported', type ? { detected: type.mime } : undefined);
}
