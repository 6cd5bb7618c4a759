/**
 * Reading order from positioned text (pdf.js items): lines by baseline, two-column pages read
 * column by column, running headers/footers and page numbers dropped, hyphenation joined,
 * bullets normalised. Pure: no pdf.js in here, so it is tested on hand-made items too.
 */

export interface TextItem {
  str: string;
  /** Left edge and baseline, PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /**
   * Drawn in an icon font (see icon-fonts.ts): a picture, not text. It keeps its place on the
   * page (line grouping, columns) and breaks words there, and prints nothing (`str` is '').
   */
  icon?: boolean;
}

export interface PageInput {
  items: TextItem[];
  /** The page box. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Line {
  text: string;
  /** Baseline. */
  y: number;
  x: number;
  fontSize: number;
  /** A blank line goes before this one. */
  blockStart: boolean;
}

interface PageLines {
  lines: Line[];
  columns: 1 | 2;
}

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

/** "S K I L L S": a letter-spaced word that pdf.js returned with a space between glyphs. */
const SPACED_WORD = /^[\p{L}\d](?: [\p{L}\d&/.-]){2,}$/u;

function cleanStr(s: string): string {
  if (SPACED_WORD.test(s.trim())) s = s.replace(/ /g, '');
  return (
    s
      .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
      // Control characters (C0 and C1) and zero-width marks carry no text.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200d\ufeff]/g, '')
      .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
  );
}

const right = (it: TextItem) => it.x + it.width;
const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** How much of the smaller of an item and a line (baseline y, size fs) overlaps the other. */
function verticalOverlap(it: TextItem, y: number, fs: number): number {
  const a0 = it.y - 0.2 * it.fontSize;
  const a1 = it.y + 0.8 * it.fontSize;
  const b0 = y - 0.2 * fs;
  const b1 = y + 0.8 * fs;
  const overlap = Math.min(a1, b1) - Math.max(a0, b0);
  return overlap <= 0 ? 0 : overlap / Math.min(a1 - a0, b1 - b0);
}

/** Groups items into lines by baseline, then joins each line left to right. */
function buildLines(items: TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TextItem[][] = [];
  let current: TextItem[] = [];
  let lineY = 0;
  let lineFs = 0;
  let lineLen = 0;
  const len = (it: TextItem) => it.str.trim().length;
  for (const it of sorted) {
    // Same baseline, or (a superscript, a bullet glyph a little off the baseline) lying mostly
    // within the line's height.
    const same =
      current.length > 0 &&
      (Math.abs(it.y - lineY) <= 0.3 * Math.min(it.fontSize, lineFs) ||
        verticalOverlap(it, lineY, lineFs) >= 0.6);
    if (same) {
      current.push(it);
      // The line's baseline is its main text (the longest item), not a superscript or an
      // icon glyph taller than the text.
      if (len(it) > lineLen) {
        lineY = it.y;
        lineFs = it.fontSize;
        lineLen = len(it);
      }
    } else {
      if (current.length > 0) groups.push(current);
      current = [it];
      lineY = it.y;
      lineFs = it.fontSize;
      lineLen = len(it);
    }
  }
  if (current.length > 0) groups.push(current);

  const lines: Line[] = [];
  for (const g of groups) {
    g.sort((a, b) => a.x - b.x);
    for (const part of splitSideHeading(g)) {
      const line = joinLine(part);
      if (line) lines.push(line);
    }
  }
  return lines;
}

const SIDE_HEADING = /^[\p{Lu}][\p{Lu}\s&/,.-]*$/u;

/**
 * "RINGKASAN      Siswa SMK ..." (a heading in the left margin, its text beside it):
 * two lines, the heading first.
 */
function splitSideHeading(g: TextItem[]): TextItem[][] {
  for (let k = 1; k < Math.min(g.length, 4); k++) {
    const prev = g[k - 1]!;
    const gap = g[k]!.x - right(prev);
    if (gap < Math.max(8, prev.fontSize)) continue;
    const head = g
      .slice(0, k)
      .map((i) => i.str)
      .join(' ')
      .trim();
    if (head.replace(/[^\p{L}]/gu, '').length >= 3 && SIDE_HEADING.test(head)) {
      return [g.slice(0, k), g.slice(k)];
    }
    break;
  }
  return [g];
}

/**
 * Letter-spaced text ("S K I L L S" drawn glyph by glyph with tracking): the usual gap between
 * single glyphs, which is not a space.
 */
function tracking(g: TextItem[]): number {
  const gaps: number[] = [];
  for (let i = 1; i < g.length; i++) {
    const a = g[i - 1]!;
    const b = g[i]!;
    if (a.str.trim().length === 1 && b.str.trim().length === 1) gaps.push(b.x - right(a));
  }
  if (gaps.length < 3) return 0;
  const m = median(gaps);
  return m > 0 ? m : 0;
}

const PRIVATE_USE = /[\u{e000}-\u{f8ff}\u{f0000}-\u{ffffd}\u{100000}-\u{10fffd}]/u;
/** Symbol fonts' bullets (Symbol's U+F0B7, Wingdings' U+F0A7 …): see BULLET_CHARS. */
const SYMBOL_FONT_GLYPH = /^[\uf000-\uf8ff]/u;

/**
 * Private-use code points name no character: an icon font's glyph (a phone, a logo) that would
 * print as a box or a stray letter. A line's first one, if a symbol font's, is its bullet (read
 * by normaliseBullet); further on, a known bullet glyph stays a separator "•" and any other is
 * dropped, leaving a word break.
 */
export function dropPrivateUse(line: string): string {
  if (!PRIVATE_USE.test(line)) return line;
  const lead = SYMBOL_FONT_GLYPH.exec(line)?.[0] ?? '';
  const rest = line
    .slice(lead.length)
    .replace(new RegExp(PRIVATE_USE.source, 'gu'), (c) => (BULLET_CHARS.includes(c) ? ' • ' : ' '))
    .replace(/\s+/gu, ' ')
    .trim();
  return lead === '' ? rest : `${lead} ${rest}`.trim();
}

const FIELD_SEPARATOR_END = /[|•·,;:/\u2013\u2014-]\s*$/u;
const FIELD_SEPARATOR_START = /^\s*[|•·,;:/\u2013\u2014]/u;

function joinLine(g: TextItem[]): Line | null {
  let text = '';
  let prev: TextItem | undefined;
  let iconBreak = false;
  const track = tracking(g);
  for (const it of g) {
    if (it.icon) {
      iconBreak = true;
      continue;
    }
    const s = cleanStr(it.str);
    if (iconBreak && text.trim() !== '') {
      // An icon starts a field ("[phone] 0812 [mail] a@b.id"): between two fields that no
      // separator parts already, it parts them as one would in text.
      const parted = FIELD_SEPARATOR_END.test(text) || FIELD_SEPARATOR_START.test(s);
      text = `${text.trimEnd()}${parted ? ' ' : ' | '}`;
    }
    iconBreak = false;
    if (prev) {
      const gap = it.x - right(prev);
      const charW = Math.min(
        prev.width / Math.max(1, prev.str.length),
        it.width / Math.max(1, it.str.length),
      );
      const spaceW = Math.max(0.15 * Math.min(prev.fontSize, it.fontSize), 0.3 * charW);
      // Overlapping duplicates (fake bold: the same text drawn twice, slightly offset).
      if (gap < -0.5 * it.width && s === cleanStr(prev.str)) continue;
      if (gap > spaceW + track && !text.endsWith(' ') && !s.startsWith(' ')) text += ' ';
    }
    text += s;
    prev = it;
  }
  text = dropPrivateUse(text.replace(/\s+/g, ' ').trim());
  if (text === '') return null;
  const main = g.reduce((a, b) => (b.fontSize * b.str.length > a.fontSize * a.str.length ? b : a));
  return {
    text,
    y: main.y,
    x: g[0]!.x,
    fontSize: median(g.map((i) => i.fontSize)),
    blockStart: false,
  };
}

/** Marks lines that follow a large vertical gap as the start of a block. */
function markBlocks(lines: Line[]) {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const d = lines[i - 1]!.y - lines[i]!.y;
    if (d > 0) gaps.push(d / Math.max(1, lines[i]!.fontSize, lines[i - 1]!.fontSize));
  }
  const usual = median(gaps) || 1.2;
  for (let i = 1; i < lines.length; i++) {
    const d =
      (lines[i - 1]!.y - lines[i]!.y) / Math.max(1, lines[i]!.fontSize, lines[i - 1]!.fontSize);
    if (d > Math.max(usual * 1.45, usual + 0.5)) lines[i]!.blockStart = true;
  }
}

interface Gutter {
  x: number;
  /** Items above the columns (full-width header) and below them (full-width footer). */
  bodyTop: number;
  bodyBottom: number;
  /** Left and right sides sit on the same rows (side headings, right-aligned dates). */
  rows: boolean;
}

const chars = (items: TextItem[]) => items.reduce((n, it) => n + it.str.trim().length, 0);

/**
 * A vertical gutter that no text crosses between the full-width header (if any) and the
 * bottom, with substantial text on both sides over most of the page height.
 */
function findGutter(items: TextItem[]): Gutter | null {
  if (items.length < 8) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const it of items) {
    minX = Math.min(minX, it.x);
    maxX = Math.max(maxX, right(it));
    minY = Math.min(minY, it.y);
    maxY = Math.max(maxY, it.y + it.fontSize);
  }
  const w = maxX - minX;
  const h = maxY - minY;
  if (w < 100 || h < 100) return null;
  const total = chars(items);

  type Cand = { x: number; bodyTop: number; bodyBottom: number; leftShare: number };
  const valid: Cand[] = [];
  const step = 2;
  for (let g = minX + 0.12 * w; g <= minX + 0.88 * w; g += step) {
    const crossing = items.filter((it) => it.x < g - 1 && right(it) > g + 1);
    // Crossing items are allowed only in a header band at the top and a footer band at the bottom.
    let bodyTop = maxY + 1;
    let bodyBottom = minY - 1;
    let ok = true;
    for (const it of crossing) {
      if (it.y >= maxY - 0.4 * h) bodyTop = Math.min(bodyTop, it.y - 0.1 * it.fontSize);
      else if (it.y <= minY + 0.1 * h) bodyBottom = Math.max(bodyBottom, it.y + it.fontSize);
      else {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    // A header item must be above every body item it shares rows with: re-check after banding.
    if (crossing.some((it) => it.y < bodyTop && it.y > bodyBottom)) continue;
    if (bodyTop - bodyBottom < 0.5 * h) continue;
    const body = items.filter((it) => it.y < bodyTop && it.y > bodyBottom);
    const left = body.filter((it) => right(it) <= g + 1);
    const rightSide = body.filter((it) => it.x >= g - 1);
    const lc = chars(left);
    const rc = chars(rightSide);
    // Side headings are few characters; real columns need more (checked below).
    if (lc < 0.02 * total || rc < 0.08 * total) continue;
    const span = (xs: TextItem[]) =>
      xs.length === 0 ? 0 : Math.max(...xs.map((i) => i.y)) - Math.min(...xs.map((i) => i.y));
    const bodyH = bodyTop - bodyBottom;
    if (span(left) < 0.35 * bodyH || span(rightSide) < 0.35 * bodyH) continue;
    valid.push({ x: g, bodyTop, bodyBottom, leftShare: lc / total });
  }
  if (valid.length === 0) return null;

  // The widest run of consecutive valid positions is the gutter; take its middle.
  let best: Cand[] = [];
  let run: Cand[] = [];
  for (const c of valid) {
    if (run.length > 0 && c.x - run[run.length - 1]!.x > step + 0.01) run = [];
    run.push(c);
    if (run.length > best.length) best = [...run];
  }
  if ((best.length - 1) * step < 6) return null;
  const mid = best[Math.floor(best.length / 2)]!;

  // Rows or columns? In a real two-column page the two sides flow independently; when most
  // lines of the smaller side share a baseline with the other side, it is one column of rows.
  const body = items.filter((it) => it.y < mid.bodyTop && it.y > mid.bodyBottom);
  const leftYs = body.filter((it) => right(it) <= mid.x + 1);
  const rightYs = body.filter((it) => it.x >= mid.x - 1);
  const baselines = (xs: TextItem[]) => [...new Set(xs.map((i) => Math.round(i.y)))];
  const lb = baselines(leftYs);
  const rb = baselines(rightYs);
  const [small, large] = lb.length <= rb.length ? [lb, rb] : [rb, lb];
  const aligned = small.filter((y) => large.some((z) => Math.abs(z - y) <= 1.5)).length;
  const rows = small.length > 0 && aligned / small.length >= 0.7;
  const rightShare = chars(rightYs) / total;
  const g = { x: mid.x, bodyTop: mid.bodyTop, bodyBottom: mid.bodyBottom };
  // A table: (nearly) every line on both sides has its partner across. Read by rows.
  if (rows && aligned / large.length >= 0.7) return null;
  // Side headings: few, short left lines, each on the row of a right line.
  if (rows && lb.length <= 0.5 * rb.length && mid.leftShare < 0.15) return { ...g, rows: true };
  // Right-aligned dates beside titles: plain lines read fine.
  if (rows && rb.length <= 0.5 * lb.length && rightShare < 0.3) return null;
  if (mid.leftShare < 0.08) return null;
  if (chars(leftYs) < 40 || chars(rightYs) < 40 || lb.length < 3 || rb.length < 3) return null;
  // Two real columns (possibly on the same baseline grid).
  return { ...g, rows: false };
}

function layoutPage(page: PageInput): PageLines {
  const items = page.items;
  const gutter = findGutter(items);
  if (!gutter) {
    const lines = buildLines(items);
    markBlocks(lines);
    return { lines, columns: 1 };
  }
  const inBody = (it: TextItem) => it.y < gutter.bodyTop && it.y > gutter.bodyBottom;
  const header = buildLines(items.filter((it) => it.y >= gutter.bodyTop));
  const footer = buildLines(items.filter((it) => it.y <= gutter.bodyBottom));
  const leftItems = items.filter((it) => inBody(it) && it.x < gutter.x);
  const rightItems = items.filter((it) => inBody(it) && it.x >= gutter.x);
  markBlocks(header);
  markBlocks(footer);

  if (gutter.rows) {
    // Side headings: each block of left lines (a heading, maybe on two lines), then the right
    // lines from its top down to the next left block.
    const left = buildLines(leftItems);
    const rightLines = buildLines(rightItems);
    markBlocks(left);
    markBlocks(rightLines);
    const blocks: Line[][] = [];
    for (const l of left) {
      if (blocks.length === 0 || l.blockStart) blocks.push([l]);
      else blocks[blocks.length - 1]!.push(l);
    }
    const top = (b: Line[]) => b[0]!.y + 0.5 * b[0]!.fontSize;
    const merged: Line[] = rightLines.filter((r) => blocks.length === 0 || r.y > top(blocks[0]!));
    for (const [i, b] of blocks.entries()) {
      const next = blocks[i + 1];
      b[0]!.blockStart = true;
      merged.push(...b);
      const under = rightLines.filter((r) => r.y <= top(b) && (!next || r.y > top(next)));
      if (under[0]) under[0].blockStart = false;
      merged.push(...under);
    }
    if (merged[0] && header.length > 0) merged[0].blockStart = true;
    if (footer[0] && merged.length > 0) footer[0].blockStart = true;
    return { lines: [...header, ...merged, ...footer], columns: 1 };
  }

  const left = buildLines(leftItems);
  const rightLines = buildLines(rightItems);
  markBlocks(left);
  markBlocks(rightLines);
  if (left[0] && header.length > 0) left[0].blockStart = true;
  if (rightLines[0]) rightLines[0].blockStart = true;
  if (footer[0]) footer[0].blockStart = true;
  return { lines: [...header, ...left, ...rightLines, ...footer], columns: 2 };
}

const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:page|halaman|hal\.?|p\.)\s*)?\d{1,3}(?:\s*(?:of|dari|\/)\s*\d{1,3})?(?:\s*[-–—])?$/i;

const normKey = (s: string) => s.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Running headers/footers (repeated at the top or bottom of pages) and page numbers. */
function dropHeadersFooters(pages: PageLines[]) {
  const EDGE = 2;
  const edges = pages.map((p) => {
    const byY = [...p.lines].sort((a, b) => b.y - a.y);
    return { top: byY.slice(0, EDGE), bottom: byY.slice(-EDGE) };
  });
  const bodySize = pages.map((p) => median(p.lines.map((l) => l.fontSize)));
  const drop = new Set<Line>();
  for (const [i, e] of edges.entries()) {
    for (const l of [...e.top, ...e.bottom]) if (PAGE_NUMBER.test(l.text)) drop.add(l);
    if (pages.length < 2) continue;
    for (const where of ['top', 'bottom'] as const) {
      for (const l of e[where]) {
        const key = normKey(l.text);
        // Running furniture sits at the same height on every page it is on.
        const others = edges.filter(
          (o, j) =>
            j !== i && o[where].some((m) => normKey(m.text) === key && Math.abs(m.y - l.y) <= 3),
        ).length;
        // A title at the top of page 1 repeated on later pages (a name banner) stays once;
        // a small running header goes everywhere.
        const title = i === 0 && where === 'top' && l.fontSize > bodySize[0]! * 1.15;
        if (others >= 1 && !title) drop.add(l);
      }
    }
  }
  for (const p of pages) {
    const kept: Line[] = [];
    let pendingBlock = false;
    for (const l of p.lines) {
      if (drop.has(l)) {
        pendingBlock ||= l.blockStart;
        continue;
      }
      if (pendingBlock) l.blockStart = true;
      pendingBlock = false;
      kept.push(l);
    }
    p.lines = kept;
  }
}

const BULLET_CHARS =
  '•●○◦▪▫■□‣⁃∙·◆◇♦❖➢➤►▶▸▹➔→✓✔✗☐☑⦿⚫★☆' +
  '\uf0b7\uf0a7\uf076\uf0d8\uf0fc\uf0a8\uf06e\uf071\uf0e0\uf075\uf097\uf09f';
const BULLET_RE = new RegExp(`^(?:[${BULLET_CHARS}]|[\\uf000-\\uf8ff]|[-–—*+>o](?=\\s))\\s*`, 'u');

/** "• " for every bullet glyph at the start of a line (private-use glyphs of symbol fonts too). */
export function normaliseBullet(line: string): string {
  if (!BULLET_RE.test(line)) return line;
  const rest = line.replace(BULLET_RE, '').trim();
  return rest === '' ? '•' : `• ${rest}`;
}

const KEEP_HYPHEN_PREFIX = new Set(
  (
    'self well full part cross front back real high low long short user detail details result results ' +
    'problem team data goal customer time cost fast open multi non co e x anti pre post semi mid ' +
    'end state client server cutting hands world'
  ).split(' '),
);

const KEEP_HYPHEN_SUFFIX = new Set(
  (
    'driven based oriented focused level scale native friendly solving making related specific ' +
    'facing aware centric intensive sensitive end stack time term owned led powered ready first ' +
    'free wide minded depth known quality solving critical'
  ).split(' '),
);

/** Joins "manage-" + "ment of ..." into "management of ...", leaving real hyphens alone. */
function joinHyphenated(a: string, b: string): string | null {
  const m = /(\p{L}+)-$/u.exec(a);
  if (!m || !/\p{Ll}/u.test(a.slice(-2, -1))) return null;
  const n = /^(\p{Ll}[\p{L}]*)/u.exec(b);
  if (!n) return null;
  const first = m[1]!;
  const second = n[1]!;
  const lower = first.toLowerCase();
  // Compounds and Indonesian reduplication keep their hyphen ("self-motivated", "kegiatan-kegiatan").
  const keep =
    KEEP_HYPHEN_PREFIX.has(lower) ||
    KEEP_HYPHEN_SUFFIX.has(second) ||
    lower === second ||
    second.startsWith(lower) ||
    lower.startsWith(second);
  return keep ? `${a}${b}` : `${a.slice(0, -1)}${b}`;
}

/** The reading-order text of a whole document and its columns per page. */
export function layoutPages(pages: PageInput[]): { text: string; columns: number[] } {
  const laid = pages.map(layoutPage);
  dropHeadersFooters(laid);

  const out: string[] = [];
  for (const [pi, p] of laid.entries()) {
    for (const [li, l] of p.lines.entries()) {
      let text = normaliseBullet(l.text);
      const blockStart = l.blockStart || (pi > 0 && li === 0);
      const last = out.length - 1;
      // A bullet glyph on its own line belongs to the next line.
      if (last >= 0 && out[last] === '•' && !blockStart) {
        out[last] = normaliseBullet(`• ${text}`);
        continue;
      }
      if (last >= 0 && out[last] !== '' && !blockStart) {
        const joined = joinHyphenated(out[last]!, text);
        if (joined !== null && !text.startsWith('• ')) {
          out[last] = joined;
          continue;
        }
      }
      if (blockStart && out.length > 0 && out[last] !== '') out.push('');
      text = text.replace(/\s+/g, ' ');
      out.push(text);
    }
  }
  const text = out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, columns: laid.map((p) => p.columns) };
}
