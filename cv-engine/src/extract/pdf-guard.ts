/**
 * The safety check a PDF passes before pdf.js opens it: every stream in the file is decoded
 * here with a byte cap (per stream and per file), so a flate bomb (a 1 MB file whose content
 * stream inflates to 1 GB) is refused with CvFileError 'unsafe' in milliseconds instead of
 * filling memory no heap limit covers. Page sizes are checked once pdf.js has the pages.
 */
import zlib from 'node:zlib';
import { CvFileError } from './errors.ts';

export interface PdfLimits {
  /** Decoded bytes of one stream. */
  maxStreamBytes: number;
  /** Decoded bytes of all streams together. */
  maxTotalBytes: number;
  /** Longest page side, in points (A0 is 2384 × 3370). */
  maxPageSide: number;
}

export const PDF_LIMITS: PdfLimits = {
  maxStreamBytes: 32 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
  maxPageSide: 5000,
};

const unsafe = (check: string, extra: Record<string, unknown> = {}) =>
  new CvFileError('unsafe', { format: 'pdf', check, ...extra });

/** Streams up to this size are inflated in one call (a CV's are a few kB each). */
const ONE_CALL_BYTES = 256 * 1024;

/**
 * Inflated size of zlib data, stopped past `cap`. A small stream is inflated in one call, its
 * output bounded by `cap` (a stream machine per stream cost more than the inflating); a large
 * or damaged one is counted as it streams out.
 */
export function inflatedBytes(data: Buffer, cap: number): Promise<number> | number {
  if (data.length > ONE_CALL_BYTES) return inflatedBytesStreamed(data, cap);
  try {
    return zlib.inflateSync(data, {
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      maxOutputLength: Math.max(1, cap + 1),
    }).length;
  } catch (err) {
    // Past the cap: more than `cap` is all the caller needs to know.
    if (err instanceof RangeError) return cap + 1;
    // Damaged: the streamed count keeps what came out before the damage.
    return inflatedBytesStreamed(data, cap);
  }
}

/** Inflated size of zlib data, counted as it streams out and stopped past `cap`. */
export function inflatedBytesStreamed(data: Buffer, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = zlib.createInflate({
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
      chunkSize: 256 * 1024,
    });
    let n = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inflate.destroy();
      resolve(n);
    };
    inflate.on('data', (chunk: Buffer) => {
      n += chunk.length;
      if (n > cap) finish();
    });
    // A damaged stream counts what came out before the damage (pdf.js reads as far).
    inflate.on('end', finish);
    inflate.on('error', finish);
    inflate.on('close', finish);
    inflate.end(data);
  });
}

/** Decoded size of RunLengthDecode data (nothing is materialised). */
function runLengthBytes(data: Buffer): number {
  let n = 0;
  for (let i = 0; i < data.length;) {
    const len = data[i]!;
    if (len === 128) break;
    if (len < 128) {
      n += len + 1;
      i += len + 2;
    } else {
      n += 257 - len;
      i += 2;
    }
  }
  return n;
}

/** Decoded size of LZWDecode data: code lengths only, no output buffer (cap-bounded). */
function lzwBytes(data: Buffer, cap: number, earlyChange = 1): number {
  const lengths = new Int32Array(4096);
  for (let i = 0; i < 256; i++) lengths[i] = 1;
  let next = 258;
  let bits = 9;
  let acc = 0;
  let accBits = 0;
  let prev = -1;
  let n = 0;
  for (let i = 0; i < data.length; i++) {
    acc = ((acc << 8) | data[i]!) & 0xffffff;
    accBits += 8;
    while (accBits >= bits) {
      const code = (acc >> (accBits - bits)) & ((1 << bits) - 1);
      accBits -= bits;
      if (code === 256) {
        next = 258;
        bits = 9;
        prev = -1;
        continue;
      }
      if (code === 257) return n;
      let len: number;
      if (code < 256) len = 1;
      else if (code < next) len = lengths[code]!;
      else if (code === next && prev >= 0) len = lengths[prev]! + 1;
      else return n;
      n += len;
      if (n > cap) return n;
      if (prev >= 0 && next < 4096) lengths[next++] = lengths[prev]! + 1;
      prev = code;
      if (next + earlyChange >= 1 << bits && bits < 12) bits++;
    }
  }
  return n;
}

function asciiHex(data: Buffer): Buffer {
  const hex = data
    .toString('latin1')
    .split('>')[0]!
    .replaceAll(/[^0-9a-fA-F]/g, '');
  return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').split('~>')[0]!.replaceAll(/\s/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const c of group) v = v * 85 + c;
    const bytes = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...bytes.slice(0, count));
    group = [];
  };
  for (const ch of text.startsWith('<~') ? text.slice(2) : text) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const c = ch.charCodeAt(0) - 33;
    if (c < 0 || c > 84) continue;
    group.push(c);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

const FILTER_ALIASES: Record<string, string> = {
  Fl: 'FlateDecode',
  LZW: 'LZWDecode',
  RL: 'RunLengthDecode',
  AHx: 'ASCIIHexDecode',
  A85: 'ASCII85Decode',
};
const EXPANDING = new Set(['FlateDecode', 'LZWDecode', 'RunLengthDecode']);
const TEXT_CODECS = new Set(['ASCIIHexDecode', 'ASCII85Decode']);

/** The stream filters named in a dictionary, or null when they are given indirectly. */
function filtersOf(dict: string): string[] | null {
  const m = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+|\d+\s+\d+\s+R)/.exec(dict);
  if (!m) return [];
  if (/R$/.test(m[1]!)) return null;
  return [...m[1]!.matchAll(/\/([A-Za-z0-9]+)/g)].map((f) => FILTER_ALIASES[f[1]!] ?? f[1]!);
}

/** zlib's two-byte header (what pdf.js's FlateStream also requires). */
const looksLikeZlib = (data: Buffer) =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/**
 * Refuses a PDF whose streams decode beyond the limits. Every `stream … endstream` span of the
 * file is decoded by counting (zlib with a streaming byte counter, LZW and run-length by their
 * code lengths), whatever filter it declares: a span that starts like zlib data is inflated
 * even when its filter is hidden. Chains of more than one expanding filter and filters given
 * indirectly are refused (no real CV has them).
 */
export async function assertSafePdf(buf: Uint8Array, limits: PdfLimits = PDF_LIMITS) {
  const bytes = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const text = bytes.toString('latin1');
  const streamKeyword = /(?<![A-Za-z])stream(?:\r\n|\n|\r)?/g;
  let total = 0;
  let streams = 0;
  for (let m = streamKeyword.exec(text); m; m = streamKeyword.exec(text)) {
    const start = m.index + m[0].length;
    // The stream's dictionary: what lies between the object's start and the keyword.
    const head = text.slice(Math.max(0, m.index - 8192), m.index);
    const objAt = head.lastIndexOf('obj');
    const dict = objAt >= 0 ? head.slice(objAt) : head;
    // Its data: up to the later of /Length and the first endstream (pdf.js trusts either).
    const endAt = text.indexOf('endstream', start);
    const length = /\/Length\s+(\d+)(\s+\d+\s+R)?/.exec(dict);
    const byLength = length && !length[2] ? start + Number(length[1]) : -1;
    const end = Math.min(bytes.length, Math.max(endAt < 0 ? bytes.length : endAt, byLength));
    let data = bytes.subarray(start, end);
    streams++;
    const filters = filtersOf(dict);
    if (filters === null) throw unsafe('indirect-filter');
    if (filters.filter((f) => EXPANDING.has(f)).length > 1) throw unsafe('filter-chain');
    const cap = Math.min(limits.maxStreamBytes, limits.maxTotalBytes - total);

    let decoded = 0;
    const expander = filters.find((f) => EXPANDING.has(f));
    if (expander) {
      // Text codecs in front of the expander are decoded (they only shrink the data).
      for (const f of filters) {
        if (f === expander) break;
        if (f === 'ASCIIHexDecode') data = asciiHex(data);
        else if (f === 'ASCII85Decode') data = ascii85(data);
        else if (!TEXT_CODECS.has(f)) throw unsafe('filter-chain');
      }
      if (expander === 'RunLengthDecode') decoded = runLengthBytes(data);
      else if (expander === 'LZWDecode') decoded = lzwBytes(data, cap);
      else decoded = await inflatedBytes(data, cap);
    } else if (looksLikeZlib(data)) {
      decoded = await inflatedBytes(data, cap);
    }
    if (decoded > limits.maxStreamBytes) throw unsafe('stream-size', { stream: streams });
    total += decoded;
    if (total > limits.maxTotalBytes) throw unsafe('total-size');
    streamKeyword.lastIndex = Math.max(start, endAt < 0 ? start : endAt + 9);
  }
}

interface SizedPage {
  view: number[];
  userUnit?: number;
}

/** Refuses a page larger than limits.maxPageSide on a side (CvFileError 'page_size'). */
export function assertPageSize(page: SizedPage, limits: PdfLimits = PDF_LIMITS) {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const unit = page.userUnit && page.userUnit > 0 ? page.userUnit : 1;
  const width = Math.abs(x1 - x0) * unit;
  const height = Math.abs(y1 - y0) * unit;
  if (!(width <= limits.maxPageSide && height <= limits.maxPageSide)) {
    throw new CvFileError('page_size', {
      width: Math.round(width),
      height: Math.round(height),
      maxPageSide: limits.maxPageSide,
    });
  }
}
