/**
 * The safety check a DOCX passes before any parser opens it: its ZIP central directory is read
 * here, and every part is inflated with a byte cap (never trusting the declared sizes), so a zip
 * bomb, an absurd compression ratio or an XML part with a DTD or entities (billion laughs, XXE)
 * is refused with CvFileError 'unsafe' while memory stays bounded.
 */
import zlib from 'node:zlib';
import { CvFileError } from './errors.ts';

export interface ZipLimits {
  /** Inflated size of word/document.xml. */
  maxDocumentBytes: number;
  /** Inflated size of any one part. */
  maxPartBytes: number;
  /** Inflated size of all parts together. */
  maxTotalBytes: number;
  /** Entries in the central directory. */
  maxEntries: number;
  /** Largest inflated/compressed ratio of a part bigger than ratioFloorBytes. */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DOCX_LIMITS: ZipLimits = {
  maxDocumentBytes: 10 * 1024 * 1024,
  maxPartBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntries: 1000,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's data (after its local header). */
  dataOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const unsafe = (why: string, extra: Record<string, unknown> = {}) =>
  new CvFileError('unsafe', { format: 'docx', check: why, ...extra });
const corrupt = () => new CvFileError('corrupt', { format: 'docx' });

/** The central directory of a ZIP held in memory. Throws CvFileError 'corrupt' or 'unsafe'. */
export function readCentralDirectory(buf: Uint8Array, limits: ZipLimits = DOCX_LIMITS) {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  // The end-of-central-directory record: the last one in the final 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt();
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  // ZIP64 markers: no CV needs a 4 GB part or 65,535 entries.
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) {
    throw unsafe('zip64');
  }
  if (count > limits.maxEntries) throw unsafe('entries', { entries: count });
  // Bytes in front of the archive (a self-extractor, or a PDF before it) shift every offset;
  // unzippers allow for it, so this reader does too.
  const shift = eocd - (cdOffset + cdSize);
  if (shift < 0) throw corrupt();

  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let p = cdOffset + shift;
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || view.getUint32(p, true) !== CENTRAL) throw corrupt();
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const compressedSize = view.getUint32(p + 20, true);
    const size = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true) + shift;
    if (p + 46 + nameLen > buf.length) throw corrupt();
    const name = Buffer.from(buf.buffer, buf.byteOffset + p + 46, nameLen).toString('utf8');
    p += 46 + nameLen + extraLen + commentLen;
    if (flags & 1) throw unsafe('encrypted-entry');
    if (
      compressedSize === 0xffffffff ||
      size === 0xffffffff ||
      localOffset - shift === 0xffffffff
    ) {
      throw unsafe('zip64');
    }
    // Two entries of one name: parsers disagree on which one they read.
    if (names.has(name)) throw unsafe('duplicate-entry');
    names.add(name);
    if (localOffset + 30 > buf.length || view.getUint32(localOffset, true) !== LOCAL) {
      throw corrupt();
    }
    const dataOffset =
      localOffset +
      30 +
      view.getUint16(localOffset + 26, true) +
      view.getUint16(localOffset + 28, true);
    if (dataOffset + compressedSize > buf.length) throw corrupt();
    entries.push({ name, method, compressedSize, size, dataOffset });
  }
  return entries;
}

/** Inflates one part, at most `cap` bytes (the declared size is not trusted). */
function inflatePart(buf: Uint8Array, e: ZipEntry, cap: number): Buffer {
  const data = Buffer.from(buf.buffer, buf.byteOffset + e.dataOffset, e.compressedSize);
  if (e.method === 0) return data;
  if (e.method !== 8) throw unsafe('method', { method: e.method });
  try {
    // maxOutputLength stops zlib itself at the cap: a lying size header cannot get past it.
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, cap) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw unsafe('inflated-size', { part: e.name });
    }
    throw corrupt();
  }
}

/** A DTD or an entity declaration (any case, NUL bytes of UTF-16 ignored). */
export function hasDtd(xml: Buffer): boolean {
  const text = xml.includes(0)
    ? xml.toString('latin1').replaceAll('\0', '')
    : xml.toString('latin1');
  return /<!\s*(doctype|entity)/i.test(text);
}

/**
 * Refuses a DOCX whose parts inflate beyond the limits, whose compression ratio is absurd, or
 * whose XML holds a DTD or entities. Inflates every part once, with a byte cap, so the check
 * itself never holds more than the limits allow.
 */
export function assertSafeDocx(buf: Uint8Array, limits: ZipLimits = DOCX_LIMITS): void {
  readSafeDocx(buf, limits, () => false);
}

/**
 * The same check, keeping the parts `keep` names: the DOCX reader reads them from here, so no
 * second unzipper ever opens the package.
 */
export function readSafeDocx(
  buf: Uint8Array,
  limits: ZipLimits = DOCX_LIMITS,
  keep: (name: string) => boolean = (n) => n.endsWith('.xml') || n.endsWith('.rels'),
): Map<string, Buffer> {
  const kept = new Map<string, Buffer>();
  const entries = readCentralDirectory(buf, limits);
  // The declared sizes first (cheap): a package announcing a bomb is refused unread.
  let declared = 0;
  for (const e of entries) {
    const max = e.name === 'word/document.xml' ? limits.maxDocumentBytes : limits.maxPartBytes;
    if (e.size > max) throw unsafe('part-size', { part: e.name, bytes: e.size });
    declared += e.size;
    if (e.size > limits.ratioFloorBytes && e.size > e.compressedSize * limits.maxRatio) {
      throw unsafe('ratio', { part: e.name });
    }
  }
  if (declared > limits.maxTotalBytes) throw unsafe('total-size', { bytes: declared });

  // Then the real bytes, each part capped, all parts together capped.
  let total = 0;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const max = e.name === 'word/document.xml' ? limits.maxDocumentBytes : limits.maxPartBytes;
    const part = inflatePart(buf, e, Math.min(max, limits.maxTotalBytes - total) + 1);
    if (part.length > max) throw unsafe('inflated-size', { part: e.name });
    total += part.length;
    if (total > limits.maxTotalBytes) throw unsafe('total-size');
    if (part.length > limits.ratioFloorBytes && part.length > e.compressedSize * limits.maxRatio) {
      throw unsafe('ratio', { part: e.name });
    }
    // Every part, whatever its name: a reader follows the relationships, not the extensions.
    if (hasDtd(part)) throw unsafe('dtd', { part: e.name });
    if (keep(e.name)) kept.set(e.name, part);
  }
  return kept;
}
