/**
 * What word/styles.xml and word/numbering.xml say about a paragraph and its runs: the style
 * chain (basedOn) resolved into effective run properties, heading styles (by outline level or a
 * heading/title style), and list levels (bullet or numbered).
 */
import { child, childrenNamed, onOff, val, type XmlElement } from './docx-xml.ts';

/** Run properties that matter to the analyser; undefined = inherit. */
export interface RunProps {
  bold?: boolean;
  /** Half-points. */
  size?: number;
  caps?: boolean;
  smallCaps?: boolean;
  /** Character spacing in twentieths of a point (w:spacing); > 0 is letter-spaced. */
  spacing?: number;
  vanish?: boolean;
}

export function readRunProps(rPr: XmlElement | undefined): RunProps {
  if (!rPr) return {};
  const out: RunProps = {};
  const b = onOff(rPr, 'w:b');
  if (b !== undefined) out.bold = b;
  const sz = Number(val(rPr, 'w:sz'));
  if (Number.isFinite(sz) && sz > 0 && sz < 4000) out.size = sz;
  const caps = onOff(rPr, 'w:caps');
  if (caps !== undefined) out.caps = caps;
  const small = onOff(rPr, 'w:smallCaps');
  if (small !== undefined) out.smallCaps = small;
  const sp = Number(val(rPr, 'w:spacing'));
  if (Number.isFinite(sp)) out.spacing = sp;
  const vanish = onOff(rPr, 'w:vanish');
  if (vanish !== undefined) out.vanish = vanish;
  return out;
}

/** `over` on top of `base`: the defined properties of `over` win. */
export function mergeRunProps(base: RunProps, over: RunProps): RunProps {
  const out: RunProps = { ...base };
  for (const [k, v] of Object.entries(over) as [keyof RunProps, never][]) {
    if (v !== undefined) out[k] = v;
  }
  return out;
}

interface RawStyle {
  type: string;
  name: string;
  basedOn?: string;
  rPr: RunProps;
  outline?: number;
  numId?: string;
  ilvl?: number;
  before?: number;
  after?: number;
}

/** Space before and after a paragraph (w:spacing, twentieths of a point), when set. */
export function readSpacing(pPr: XmlElement | undefined): { before?: number; after?: number } {
  const sp = child(pPr, 'w:spacing');
  const out: { before?: number; after?: number } = {};
  const before = Number(sp?.attrs['w:before']);
  const after = Number(sp?.attrs['w:after']);
  if (sp?.attrs['w:before'] !== undefined && Number.isFinite(before)) out.before = before;
  if (sp?.attrs['w:after'] !== undefined && Number.isFinite(after)) out.after = after;
  return out;
}

export interface ParagraphStyle {
  /** Run properties of the style chain (document defaults included). */
  run: RunProps;
  /** A heading style: an outline level, or named Heading n / Title. */
  heading: boolean;
  /** Title style (the document's title: on a CV, the name). */
  title: boolean;
  numId?: string;
  ilvl?: number;
  /** Space before and after (twentieths of a point) of the style chain or the defaults. */
  before: number;
  after: number;
}

const HEADING_NAME = /^(?:heading|judul)\s*\d$/i;
const TITLE_NAME = /^(?:title|judul)$/i;

export class Styles {
  private readonly raw = new Map<string, RawStyle>();
  private readonly resolved = new Map<string, ParagraphStyle>();
  private readonly resolvedChar = new Map<string, RunProps>();
  readonly defaults: RunProps;
  private readonly spacing: { before: number; after: number };
  private readonly defaultParagraph: string | undefined;

  constructor(root: XmlElement | undefined) {
    const docDefaults = child(root, 'w:docDefaults');
    const defaults = child(child(docDefaults, 'w:rPrDefault'), 'w:rPr');
    this.defaults = { size: 20, ...readRunProps(defaults) };
    this.spacing = {
      before: 0,
      after: 0,
      ...readSpacing(child(child(docDefaults, 'w:pPrDefault'), 'w:pPr')),
    };
    let def: string | undefined;
    for (const s of childrenNamed(root, 'w:style')) {
      const id = s.attrs['w:styleId'];
      if (!id) continue;
      const type = s.attrs['w:type'] ?? 'paragraph';
      const pPr = child(s, 'w:pPr');
      const numPr = child(pPr, 'w:numPr');
      const outline = Number(val(pPr, 'w:outlineLvl'));
      const ilvl = Number(val(numPr, 'w:ilvl'));
      this.raw.set(id, {
        type,
        name: val(s, 'w:name') ?? id,
        ...(val(s, 'w:basedOn') ? { basedOn: val(s, 'w:basedOn') } : {}),
        rPr: readRunProps(child(s, 'w:rPr')),
        ...(Number.isFinite(outline) ? { outline } : {}),
        ...(val(numPr, 'w:numId') !== undefined ? { numId: val(numPr, 'w:numId') } : {}),
        ...(Number.isFinite(ilvl) ? { ilvl } : {}),
        ...readSpacing(pPr),
      });
      const isDefault = s.attrs['w:default'];
      if (type === 'paragraph' && (isDefault === '1' || isDefault === 'true')) def = id;
    }
    this.defaultParagraph = def;
  }

  /** The chain of a style, itself first; cycles and absurd depths cut. */
  private chain(id: string | undefined): RawStyle[] {
    const out: RawStyle[] = [];
    const seen = new Set<string>();
    let cur = id;
    while (cur !== undefined && !seen.has(cur) && out.length < 20) {
      seen.add(cur);
      const s = this.raw.get(cur);
      if (!s) break;
      out.push(s);
      cur = s.basedOn;
    }
    return out;
  }

  paragraph(styleId: string | undefined): ParagraphStyle {
    const id = styleId && this.raw.has(styleId) ? styleId : this.defaultParagraph;
    const key = id ?? '';
    const hit = this.resolved.get(key);
    if (hit) return hit;
    const chain = this.chain(id);
    let run = this.defaults;
    for (const s of [...chain].reverse()) run = mergeRunProps(run, s.rPr);
    const heading = chain.some(
      (s) => (s.outline !== undefined && s.outline < 9) || HEADING_NAME.test(s.name.trim()),
    );
    const title = chain.length > 0 && TITLE_NAME.test(chain[0]!.name.trim());
    const numbered = chain.find((s) => s.numId !== undefined);
    const out: ParagraphStyle = {
      run,
      before: chain.find((s) => s.before !== undefined)?.before ?? this.spacing.before,
      after: chain.find((s) => s.after !== undefined)?.after ?? this.spacing.after,
      heading: heading || title,
      title,
      ...(numbered ? { numId: numbered.numId!, ilvl: numbered.ilvl ?? 0 } : {}),
    };
    this.resolved.set(key, out);
    return out;
  }

  /** Run properties of a character style (w:rStyle), its chain resolved. */
  character(styleId: string | undefined): RunProps {
    if (!styleId) return {};
    const hit = this.resolvedChar.get(styleId);
    if (hit) return hit;
    let run: RunProps = {};
    for (const s of this.chain(styleId).reverse()) run = mergeRunProps(run, s.rPr);
    this.resolvedChar.set(styleId, run);
    return run;
  }
}

/** List levels of word/numbering.xml: whether numId/ilvl prints a mark (bullet or number). */
export class Numbering {
  private readonly levels = new Map<string, Map<number, string>>();

  constructor(root: XmlElement | undefined) {
    const abstract = new Map<string, Map<number, string>>();
    for (const a of childrenNamed(root, 'w:abstractNum')) {
      const id = a.attrs['w:abstractNumId'];
      if (id === undefined) continue;
      const lv = new Map<number, string>();
      for (const l of childrenNamed(a, 'w:lvl')) {
        lv.set(Number(l.attrs['w:ilvl'] ?? 0), val(l, 'w:numFmt') ?? 'bullet');
      }
      abstract.set(id, lv);
    }
    for (const n of childrenNamed(root, 'w:num')) {
      const id = n.attrs['w:numId'];
      const a = val(n, 'w:abstractNumId');
      if (id === undefined || a === undefined) continue;
      const lv = new Map(abstract.get(a) ?? []);
      for (const o of childrenNamed(n, 'w:lvlOverride')) {
        const l = child(o, 'w:lvl');
        const fmt = val(l, 'w:numFmt');
        if (fmt) lv.set(Number(o.attrs['w:ilvl'] ?? 0), fmt);
      }
      this.levels.set(id, lv);
    }
  }

  /** Whether the paragraph prints a list mark: numId 0 or a level formatted "none" print none. */
  marked(numId: string | undefined, ilvl: number): boolean {
    if (numId === undefined || numId === '0') return false;
    const lv = this.levels.get(numId);
    // A numbering part missing or incomplete: Word still shows the paragraph as a list item.
    const fmt = lv?.get(ilvl) ?? lv?.get(0) ?? 'bullet';
    return fmt !== 'none';
  }
}
