/**
 * A DOCX read from its own parts (word/document.xml, styles.xml, numbering.xml, headers and
 * footers), after the ZIP guard: reading-order text plus one LineHint per line.
 */
import type { ExtractedDocument, LineHint } from '../types.ts';
import { CvFileError } from './errors.ts';
import { readBlocks, type Block, type ReadContext } from './docx-blocks.ts';
import { blockLines, bodySize, usualGap, type Metrics, type OutLine } from './docx-lines.ts';
import { Numbering, Styles } from './docx-styles.ts';
import { child, childrenNamed, isEl, parseXml, XmlError, type XmlElement } from './docx-xml.ts';
import { readSafeDocx } from './zip-guard.ts';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
const REL_STRICT = 'http://purl.oclc.org/ooxml/officeDocument/relationships/';

function xmlText(buf: Buffer): string {
  if (buf[0] === 0xff && buf[1] === 0xfe) return buf.subarray(2).toString('utf16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) {
    const swapped = Buffer.from(buf.subarray(2));
    swapped.swap16();
    return swapped.toString('utf16le');
  }
  return buf.toString('utf8');
}

/** "word/document.xml" + "../media/x.png" → "media/x.png"; an absolute target from the root. */
function resolvePath(from: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = from.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

interface Rel {
  type: string;
  target: string;
}

class Package {
  constructor(private readonly parts: Map<string, Buffer>) {}

  xml(name: string): XmlElement | undefined {
    const buf = this.parts.get(name);
    return buf ? parseXml(xmlText(buf)) : undefined;
  }

  /** The relationships of a part, by id. */
  rels(part: string): Map<string, Rel> {
    const dir = part.split('/').slice(0, -1).join('/');
    const file = part.split('/').pop()!;
    const name = `${dir ? `${dir}/` : ''}_rels/${file}.rels`;
    const out = new Map<string, Rel>();
    for (const r of childrenNamed(this.xml(name), 'Relationship')) {
      const { Id: id, Type: type, Target: target, TargetMode: mode } = r.attrs;
      if (!id || !type || !target || mode === 'External') continue;
      out.set(id, { type: type.replace(REL_STRICT, REL), target: resolvePath(part, target) });
    }
    return out;
  }
}

const relOfType = (rels: Map<string, Rel>, type: string) =>
  [...rels.values()].find((r) => r.type === REL + type)?.target;

const PAGE_NUMBER = /^(?:page|halaman|hal\.?)?\s*\d{1,3}(?:\s*(?:of|dari|\/)\s*\d{1,3})?$/iu;

/** The header and footer parts the document's sections name (w:headerReference, …). */
function headerFooterParts(body: XmlElement, rels: Map<string, Rel>, kind: 'header' | 'footer') {
  const sects: XmlElement[] = [];
  for (const c of body.children) {
    if (!isEl(c)) continue;
    if (c.name === 'w:sectPr') sects.push(c);
    else if (c.name === 'w:p') {
      const s = child(child(c, 'w:pPr'), 'w:sectPr');
      if (s) sects.push(s);
    }
  }
  const names: string[] = [];
  for (const s of sects) {
    for (const ref of childrenNamed(s, `w:${kind}Reference`)) {
      const rel = rels.get(ref.attrs['r:id'] ?? '');
      if (rel && rel.type === REL + kind && !names.includes(rel.target)) names.push(rel.target);
    }
  }
  return names;
}

/** Parses and reads the package into lines. Throws XmlError on malformed XML. */
function readPackage(parts: Map<string, Buffer>): OutLine[] {
  const pkg = new Package(parts);
  const main = relOfType(pkg.rels(''), 'officeDocument') ?? 'word/document.xml';
  const doc = pkg.xml(main) ?? pkg.xml('word/document.xml');
  const body = child(doc, 'w:body');
  if (!doc || doc.name !== 'w:document' || !body) throw new XmlError('no document body');
  const rels = pkg.rels(main);
  const styles = new Styles(pkg.xml(relOfType(rels, 'styles') ?? 'word/styles.xml'));
  const numbering = new Numbering(pkg.xml(relOfType(rels, 'numbering') ?? 'word/numbering.xml'));
  const ctx: ReadContext = {
    styles,
    marked: (id, lvl) => numbering.marked(id, lvl),
    budget: { blocks: 0 },
  };
  const blocks = readBlocks(body, ctx);
  const m: Metrics = { body: bodySize(blocks), gap: usualGap(blocks) };
  const lines = blockLines(blocks, m);
  const seen = new Set(lines.flatMap((l) => (l ? [l.text] : [])));
  // A letterhead in the page header (name, contact) is read before the body, a footer after
  // it; page numbers, running heads that print one ("Budi Santoso — CV  p. 1") and lines the
  // body already has are not repeated.
  const partLines = (names: string[]) => {
    const out: OutLine[] = [];
    for (const name of names) {
      const root = pkg.xml(name);
      if (!root) continue;
      const ls: Block[] = readBlocks(root, ctx).filter((b) => b.kind !== 'p' || !b.pageField);
      for (const l of blockLines(ls, m)) {
        if (l && (PAGE_NUMBER.test(l.text) || seen.has(l.text))) continue;
        if (l) seen.add(l.text);
        out.push(l);
      }
      out.push(null);
    }
    return out;
  };
  const headers = partLines(headerFooterParts(body, rels, 'header'));
  const footers = partLines(headerFooterParts(body, rels, 'footer'));
  return [...headers, null, ...lines, null, ...footers];
}

/** Lines → the text and its hints, one per line, blank lines collapsed and trimmed. */
export function assemble(lines: OutLine[]): { text: string; hints: (LineHint | null)[] } {
  const text: string[] = [];
  const hints: (LineHint | null)[] = [];
  for (const l of lines) {
    if (l === null) {
      if (text.length > 0 && text[text.length - 1] !== '') {
        text.push('');
        hints.push(null);
      }
      continue;
    }
    text.push(l.text);
    hints.push(l.hint);
  }
  while (text.length > 0 && text[text.length - 1] === '') {
    text.pop();
    hints.pop();
  }
  return { text: text.join('\n'), hints };
}

/**
 * Text and layout hints of a DOCX, read from its own XML after the ZIP guard. Throws CvFileError
 * 'unsafe', 'corrupt' or 'no_text'.
 */
export async function extractDocx(buf: Uint8Array): Promise<ExtractedDocument> {
  // Before any part is parsed: bombs, absurd ratios, DTDs and entities are refused.
  const parts = readSafeDocx(buf);
  let lines: OutLine[];
  try {
    lines = readPackage(parts);
  } catch (err) {
    if (err instanceof XmlError && err.kind === 'limit') {
      throw new CvFileError('unsafe', { format: 'docx', check: 'xml-structure' });
    }
    // Whatever else goes wrong reading the parts (also a RangeError of a pathological
    // document) is the file's fault: never a 500 and never a library's words.
    throw new CvFileError('corrupt', { format: 'docx' });
  }
  const { text, hints } = assemble(lines);
  if (text.replace(/[\s•]/g, '').length === 0) throw new CvFileError('no_text');
  return { format: 'docx', pages: 1, text, columns: [1], ocr: false, hints };
}
