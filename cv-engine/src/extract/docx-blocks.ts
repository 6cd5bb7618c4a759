/**
 * word/document.xml (or a header, footer or text box) read into blocks: paragraphs with their
 * text runs and effective formatting, and tables with their grid, widths, shading and merges.
 * Markup-compatibility alternatives are read one branch only; deleted text and field codes are
 * skipped; hyperlinks, content controls, smart tags and insertions are read through.
 */
import { child, childrenNamed, isEl, val, type XmlElement } from './docx-xml.ts';
import {
  mergeRunProps,
  readRunProps,
  readSpacing,
  type RunProps,
  type Styles,
} from './docx-styles.ts';

export interface Span {
  /** Text, "\t" for a tab, "\n" for a line break. */
  text: string;
  props: RunProps;
}

export interface Para {
  kind: 'p';
  spans: Span[];
  heading: boolean;
  title: boolean;
  /** A list item (numbering that prints a bullet or a number). */
  list: boolean;
  /** A border under or over the paragraph (a rule under a heading). */
  rule: boolean;
  /** Text boxes and shapes anchored in the paragraph, read after it. */
  boxes: Block[][];
  /** Space before and after, twentieths of a point. */
  before: number;
  after: number;
  /** It holds a page-number field (PAGE, NUMPAGES): a running head or foot of the page. */
  pageField: boolean;
}

export interface Cell {
  blocks: Block[];
  /** Grid columns spanned. */
  span: number;
  /** Width in the table's own unit (grid or pct), 0 when unknown. */
  width: number;
  shaded: boolean;
  vMerge: 'restart' | 'continue' | null;
}

export interface Table {
  kind: 'table';
  rows: Cell[][];
  grid: number[];
}

export type Block = Para | Table;

export interface ReadContext {
  styles: Styles;
  marked: (numId: string | undefined, ilvl: number) => boolean;
  /** Blocks read so far (all parts): a bound on pathological documents. */
  budget: { blocks: number };
}

/** Paragraphs and tables beyond this are not read (a 10-page CV has a few hundred). */
export const MAX_BLOCKS = 20_000;
/** Tables inside tables inside … beyond this are read as their paragraphs only. */
const MAX_TABLE_DEPTH = 6;

/** The block-level content of a body, cell, header, footer or text box. */
export function readBlocks(container: XmlElement, ctx: ReadContext, depth = 0): Block[] {
  const out: Block[] = [];
  const visit = (el: XmlElement, level: number) => {
    for (const c of el.children) {
      if (!isEl(c)) continue;
      if (ctx.budget.blocks >= MAX_BLOCKS) return;
      switch (c.name) {
        case 'w:p':
          ctx.budget.blocks++;
          out.push(readParagraph(c, ctx, depth));
          break;
        case 'w:tbl':
          ctx.budget.blocks++;
          if (depth < MAX_TABLE_DEPTH) out.push(readTable(c, ctx, depth + 1));
          else for (const tc of flatCells(c)) visit(tc, level + 1);
          break;
        case 'w:sdt':
          visit(child(c, 'w:sdtContent') ?? c, level + 1);
          break;
        case 'mc:AlternateContent': {
          const branch = pickBranch(c);
          if (branch) visit(branch, level + 1);
          break;
        }
        case 'w:customXml':
        case 'w:ins':
        case 'w:moveTo':
        case 'w:smartTag':
          visit(c, level + 1);
          break;
        default:
          break;
      }
    }
  };
  visit(container, 0);
  return out;
}

/** The cells of a table too deeply nested to read as a table. */
function flatCells(tbl: XmlElement): XmlElement[] {
  return childrenNamed(tbl, 'w:tr').flatMap((tr) => childrenNamed(tr, 'w:tc'));
}

/** One branch of an mc:AlternateContent: the first Choice, else the Fallback. */
function pickBranch(ac: XmlElement): XmlElement | undefined {
  return child(ac, 'mc:Choice') ?? child(ac, 'mc:Fallback');
}

/** Field codes that print the page's number or the page count. */
const PAGE_FIELD = /^\s*(?:PAGE|NUMPAGES|SECTIONPAGES)\b/u;

function readParagraph(p: XmlElement, ctx: ReadContext, depth: number): Para {
  const pPr = child(p, 'w:pPr');
  const style = ctx.styles.paragraph(val(pPr, 'w:pStyle'));
  const numPr = child(pPr, 'w:numPr');
  const numId = val(numPr, 'w:numId') ?? style.numId;
  const ilvl = Number(val(numPr, 'w:ilvl') ?? style.ilvl ?? 0) || 0;
  const outline = Number(val(pPr, 'w:outlineLvl'));
  const bdr = child(pPr, 'w:pBdr');
  const ruleOf = (side: string) => {
    const b = child(bdr, side);
    return b !== undefined && !['none', 'nil'].includes(b.attrs['w:val'] ?? 'none');
  };
  // The paragraph mark's run properties do not format the text; the style's do.
  const base = style.run;
  const para: Para = {
    kind: 'p',
    spans: [],
    heading: style.heading || (Number.isFinite(outline) && outline < 9),
    title: style.title,
    list: ctx.marked(numId, ilvl),
    rule: ruleOf('w:bottom') || ruleOf('w:top'),
    boxes: [],
    before: readSpacing(pPr).before ?? style.before,
    after: readSpacing(pPr).after ?? style.after,
    pageField: false,
  };
  const runs = (el: XmlElement, level: number) => {
    if (level > 32) return;
    for (const c of el.children) {
      if (!isEl(c)) continue;
      switch (c.name) {
        case 'w:r':
          readRun(c, base, para, ctx, depth);
          break;
        case 'w:hyperlink':
        case 'w:smartTag':
        case 'w:customXml':
        case 'w:fldSimple':
          if (PAGE_FIELD.test(c.attrs['w:instr'] ?? '')) para.pageField = true;
          runs(c, level + 1);
          break;
        case 'w:ins':
        case 'w:moveTo':
        case 'w:dir':
        case 'w:bdo':
          runs(c, level + 1);
          break;
        case 'w:sdt':
          runs(child(c, 'w:sdtContent') ?? c, level + 1);
          break;
        case 'mc:AlternateContent': {
          const branch = pickBranch(c);
          if (branch) runs(branch, level + 1);
          break;
        }
        default:
          break;
      }
    }
  };
  runs(p, 0);
  return para;
}

function readRun(r: XmlElement, base: RunProps, para: Para, ctx: ReadContext, depth: number) {
  const rPr = child(r, 'w:rPr');
  const props = mergeRunProps(
    mergeRunProps(base, ctx.styles.character(val(rPr, 'w:rStyle'))),
    readRunProps(rPr),
  );
  if (props.vanish) return;
  const push = (text: string) => {
    if (text) para.spans.push({ text, props });
  };
  for (const c of r.children) {
    if (!isEl(c)) continue;
    switch (c.name) {
      case 'w:t':
        push(textOf(c));
        break;
      case 'w:tab':
      case 'w:ptab':
        push('\t');
        break;
      case 'w:br':
        // A page or column break is no line of text; a soft line break is.
        if ((c.attrs['w:type'] ?? 'textWrapping') === 'textWrapping') push('\n');
        break;
      case 'w:cr':
        push('\n');
        break;
      case 'w:noBreakHyphen':
        push('-');
        break;
      case 'w:instrText':
        if (PAGE_FIELD.test(textOf(c))) para.pageField = true;
        break;
      case 'w:drawing':
      case 'w:pict':
      case 'w:object':
        for (const box of textBoxes(c)) para.boxes.push(readBlocks(box, ctx, depth));
        break;
      case 'mc:AlternateContent': {
        const branch = pickBranch(c);
        if (!branch) break;
        for (const box of textBoxes(branch)) para.boxes.push(readBlocks(box, ctx, depth));
        break;
      }
      default:
        break;
    }
  }
}

function textOf(t: XmlElement): string {
  let s = '';
  for (const c of t.children) if (typeof c === 'string') s += c;
  return s;
}

/** The w:txbxContent elements under a drawing or VML shape (not inside one another). */
function textBoxes(el: XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  const stack: [XmlElement, number][] = [[el, 0]];
  while (stack.length > 0) {
    const [cur, level] = stack.pop()!;
    for (let i = cur.children.length - 1; i >= 0; i--) {
      const c = cur.children[i]!;
      if (!isEl(c)) continue;
      if (c.name === 'w:txbxContent') out.push(c);
      else if (c.name === 'mc:AlternateContent') {
        const branch = pickBranch(c);
        if (branch && level < 32) stack.push([branch, level + 1]);
      } else if (level < 32) stack.push([c, level + 1]);
    }
  }
  return out.reverse();
}

function readTable(tbl: XmlElement, ctx: ReadContext, depth: number): Table {
  const grid = childrenNamed(child(tbl, 'w:tblGrid'), 'w:gridCol').map((g) =>
    Math.max(0, Number(g.attrs['w:w']) || 0),
  );
  const rows: Cell[][] = [];
  const rowEls: XmlElement[] = [];
  const collectRows = (el: XmlElement, level: number) => {
    for (const c of el.children) {
      if (!isEl(c)) continue;
      if (c.name === 'w:tr') rowEls.push(c);
      else if (c.name === 'w:sdt' && level < 8)
        collectRows(child(c, 'w:sdtContent') ?? c, level + 1);
      else if (c.name === 'w:customXml' && level < 8) collectRows(c, level + 1);
    }
  };
  collectRows(tbl, 0);
  for (const tr of rowEls) {
    const cells: Cell[] = [];
    const cellEls: XmlElement[] = [];
    const collectCells = (el: XmlElement, level: number) => {
      for (const c of el.children) {
        if (!isEl(c)) continue;
        if (c.name === 'w:tc') cellEls.push(c);
        else if (c.name === 'w:sdt' && level < 8)
          collectCells(child(c, 'w:sdtContent') ?? c, level + 1);
        else if (c.name === 'w:customXml' && level < 8) collectCells(c, level + 1);
      }
    };
    collectCells(tr, 0);
    for (const tc of cellEls) {
      const tcPr = child(tc, 'w:tcPr');
      const span = Math.min(64, Math.max(1, Number(val(tcPr, 'w:gridSpan')) || 1));
      const vm = child(tcPr, 'w:vMerge');
      const fill = child(tcPr, 'w:shd')?.attrs['w:fill']?.toLowerCase();
      const tcW = child(tcPr, 'w:tcW');
      cells.push({
        blocks: readBlocks(tc, ctx, depth),
        span,
        width: tcW && tcW.attrs['w:type'] !== 'auto' ? Number(tcW.attrs['w:w']) || 0 : 0,
        shaded: fill !== undefined && fill !== 'auto' && fill !== 'ffffff',
        vMerge: vm ? (vm.attrs['w:val'] === 'restart' ? 'restart' : 'continue') : null,
      });
    }
    rows.push(cells);
  }
  return { kind: 'table', rows, grid };
}
