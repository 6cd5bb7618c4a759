/**
 * A small, strict XML reader for the parts of a DOCX (WordprocessingML). Non-validating and
 * namespace-light: elements keep their qualified names, with prefixes rewritten to the usual
 * ones (w:, wp:, mc:, …) by namespace URI, so a producer that names them differently reads the
 * same. Only the five predefined entities and character references are decoded: a DTD or any
 * other entity is an error (the ZIP guard has already refused those). Mismatched or unclosed
 * tags are errors, never repaired. Depth and element count are bounded, and the scan is a single
 * linear pass (no recursion), so a hostile part costs time proportional to its size.
 *
 * Why not a library: the one in node_modules (@xmldom/xmldom, brought by mammoth) took 16 s and
 * 540 MB of heap for a 12 MB document.xml of 100 000 paragraphs, and repairs mismatched tags
 * silently; this reader takes well under a second and refuses them.
 */

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

export class XmlError extends Error {
  constructor(
    message: string,
    readonly kind: 'malformed' | 'limit' = 'malformed',
  ) {
    super(message);
    this.name = 'XmlError';
  }
}

export interface XmlLimits {
  /** Deepest element nesting accepted. */
  maxDepth: number;
  /** Most elements in one part. */
  maxElements: number;
}

export const XML_LIMITS: XmlLimits = { maxDepth: 256, maxElements: 2_000_000 };

/** Namespace URIs → the prefix this reader uses for them. */
const PREFIXES: Record<string, string> = {
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main': 'w',
  'http://purl.oclc.org/ooxml/wordprocessingml/main': 'w',
  'http://schemas.openxmlformats.org/markup-compatibility/2006': 'mc',
  'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing': 'wp',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingShape': 'wps',
  'http://schemas.microsoft.com/office/word/2010/wordprocessingGroup': 'wpg',
  'http://schemas.openxmlformats.org/drawingml/2006/main': 'a',
  'urn:schemas-microsoft-com:vml': 'v',
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships': 'r',
  'http://schemas.openxmlformats.org/package/2006/relationships': 'rel',
};

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&([^;&\s]{0,12});/g, (_m, e: string) => {
    if (e.startsWith('#')) {
      const hex = e[1] === 'x' || e[1] === 'X';
      const digits = e.slice(hex ? 2 : 1);
      if (!(hex ? /^[0-9a-f]{1,6}$/i : /^\d{1,7}$/).test(digits)) throw new XmlError('bad ref');
      const code = parseInt(digits, hex ? 16 : 10);
      if (code > 0x10ffff || code === 0 || (code >= 0xd800 && code <= 0xdfff)) {
        throw new XmlError('bad char ref');
      }
      return String.fromCodePoint(code);
    }
    const v = PREDEFINED[e];
    if (v === undefined) throw new XmlError('unknown entity');
    return v;
  });
}

const TAG = /<(\/?)([^\s/>!?]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const ATTR = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/** Parses one XML part into a tree. Throws XmlError on anything malformed or over the limits. */
export function parseXml(input: string, limits: XmlLimits = XML_LIMITS): XmlElement {
  const src = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const prefixOf = new Map<string, string>();
  // Qualified names seen → their canonical form (cleared when a prefix is declared).
  const renamed = new Map<string, string>();
  const rename = (q: string): string => {
    const hit = renamed.get(q);
    if (hit !== undefined) return hit;
    const colon = q.indexOf(':');
    const mapped = colon < 0 ? undefined : prefixOf.get(q.slice(0, colon));
    const out = mapped === undefined ? q : `${mapped}${q.slice(colon)}`;
    renamed.set(q, out);
    return out;
  };
  const root: XmlElement = { name: '#root', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  /** The qualified names of the open elements, as written (end tags are compared to these). */
  const open: string[] = [''];
  let elements = 0;
  let i = 0;
  const n = src.length;
  while (i < n) {
    const lt = src.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i) {
      const text = src.slice(i, textEnd);
      if (stack.length === 1) {
        if (text.trim() !== '') throw new XmlError('text outside the root');
      } else {
        if (text.includes('>') && /]]>/.test(text)) throw new XmlError('stray ]]>');
        stack[stack.length - 1]!.children.push(decode(text));
      }
    }
    if (lt < 0) break;
    i = lt;
    if (src.startsWith('<!--', i)) {
      const end = src.indexOf('-->', i + 4);
      if (end < 0) throw new XmlError('unclosed comment');
      i = end + 3;
      continue;
    }
    if (src.startsWith('<![CDATA[', i)) {
      const end = src.indexOf(']]>', i + 9);
      if (end < 0 || stack.length === 1) throw new XmlError('bad CDATA');
      stack[stack.length - 1]!.children.push(src.slice(i + 9, end));
      i = end + 3;
      continue;
    }
    if (src.startsWith('<?', i)) {
      const end = src.indexOf('?>', i + 2);
      if (end < 0) throw new XmlError('unclosed processing instruction');
      i = end + 2;
      continue;
    }
    if (src.startsWith('<!', i)) throw new XmlError('DTD or declaration');
    TAG.lastIndex = i;
    const m = TAG.exec(src);
    if (!m) throw new XmlError('bad tag');
    i = TAG.lastIndex;
    const [, close, qname, rawAttrs, selfClose] = m;
    if (close) {
      if (rawAttrs || selfClose) throw new XmlError('bad end tag');
      if (stack.length === 1 || open.pop() !== qname) throw new XmlError('mismatched tag');
      stack.pop();
      continue;
    }
    if (stack.length === 1 && root.children.some((c) => typeof c !== 'string')) {
      throw new XmlError('two roots');
    }
    if (++elements > limits.maxElements) throw new XmlError('too many elements', 'limit');
    const pairs: [string, string][] = [];
    if (rawAttrs) {
      for (const a of rawAttrs.matchAll(ATTR)) {
        const key = a[1]!;
        const value = decode(a[2] ?? a[3] ?? '');
        if (key.startsWith('xmlns:')) {
          const p = key.slice(6);
          const canonical = PREFIXES[value];
          // First declaration of a prefix wins (Word declares them all on the root).
          if (canonical && !prefixOf.has(p)) {
            prefixOf.set(p, canonical);
            renamed.clear();
          }
        }
        pairs.push([key, value]);
      }
    }
    const attrs: Record<string, string> = {};
    for (const [k, v] of pairs) attrs[k.startsWith('xmlns') ? k : rename(k)] = v;
    const el: XmlElement = { name: rename(qname!), attrs, children: [] };
    stack[stack.length - 1]!.children.push(el);
    if (!selfClose) {
      stack.push(el);
      open.push(qname!);
      if (stack.length - 1 > limits.maxDepth) throw new XmlError('too deep', 'limit');
    }
  }
  if (stack.length !== 1) throw new XmlError('unclosed element');
  const top = root.children.find((c): c is XmlElement => typeof c !== 'string');
  if (!top) throw new XmlError('no root element');
  return top;
}

// ---- Tree helpers ---------------------------------------------------------------------------

export const isEl = (n: XmlNode | undefined): n is XmlElement =>
  n !== undefined && typeof n !== 'string';

export function child(el: XmlElement | undefined, name: string): XmlElement | undefined {
  if (!el) return undefined;
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) return c;
  return undefined;
}

export function childrenNamed(el: XmlElement | undefined, name: string): XmlElement[] {
  if (!el) return [];
  const out: XmlElement[] = [];
  for (const c of el.children) if (typeof c !== 'string' && c.name === name) out.push(c);
  return out;
}

/** w:val (or another attribute) of a child element. */
export function val(el: XmlElement | undefined, name: string, attr = 'w:val'): string | undefined {
  return child(el, name)?.attrs[attr];
}

/** The text of an element's direct string children. */
export function ownText(el: XmlElement): string {
  let s = '';
  for (const c of el.children) if (typeof c === 'string') s += c;
  return s;
}

/**
 * An on/off property (w:b, w:caps …): absent → undefined; present → true unless its w:val is
 * false/0/off.
 */
export function onOff(el: XmlElement | undefined, name: string): boolean | undefined {
  const c = child(el, name);
  if (!c) return undefined;
  const v = c.attrs['w:val'];
  return !(v === 'false' || v === '0' || v === 'off' || v === 'none');
}
