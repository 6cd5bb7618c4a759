import mammoth from 'mammoth';
import type { ExtractedDocument } from '../types.ts';
import { CvFileError } from './errors.ts';
import { normaliseBullet } from '../layout/pdf-layout.ts';
import { assertSafeDocx } from './zip-guard.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code =
        e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

/**
 * Mammoth's HTML to reading-order text: one line per paragraph, list items as "• ",
 * table cells row by row, a blank line before headings, tables and lists.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let line = '';
  let listDepth = 0;
  let inItem = false;
  const flush = () => {
    const t = decode(line).replace(/\s+/g, ' ').trim();
    line = '';
    if (t === '') return;
    out.push(inItem ? normaliseBullet(`• ${t}`) : normaliseBullet(t));
    inItem = false;
  };
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
  };
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    if (m[3] !== undefined) {
      line += m[3];
      continue;
    }
    const closing = m[1] === '/';
    const tag = m[2]!.toLowerCase();
    switch (tag) {
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
        flush();
        if (!closing) blank();
        break;
      case 'p':
      case 'td':
      case 'th':
      case 'tr':
        flush();
        break;
      case 'table':
        flush();
        blank();
        break;
      case 'ul':
      case 'ol':
        flush();
        listDepth += closing ? -1 : 1;
        break;
      case 'li':
        flush();
        inItem = !closing && listDepth > 0;
        break;
      case 'br':
        flush();
        break;
      default:
        break;
    }
  }
  flush();
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Text of a DOCX (via mammoth, after the ZIP guard). Throws CvFileError 'unsafe', 'corrupt' or
 * 'no_text'.
 */
export async function extractDocx(buf: Uint8Array): Promise<ExtractedDocument> {
  // Before any parser opens the package: bombs, absurd ratios, DTDs and entities are refused.
  assertSafeDocx(buf);
  let text: string;
  try {
    const buffer = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
    const html = (await mammoth.convertToHtml({ buffer }, { ignoreEmptyParagraphs: true })).value;
    text = htmlToText(html);
  } catch {
    // Whatever a parser throws (also a RangeError of a pathological document) is the file's
    // fault: never a 500 and never the library's words.
    throw new CvFileError('corrupt', { format: 'docx' });
  }
  if (text.replace(/[\s•]/g, '').length === 0) throw new CvFileError('no_text');
  return { format: 'docx', pages: 1, text, columns: [1], ocr: false };
}
