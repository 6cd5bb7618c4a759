/**
 * Reading order from positioned text (pdf.js items): lines by baseline (pdf-lines.ts), regions
 * and their order (pdf-columns.ts), ruled tables read by their cells (pdf-tables.ts), running headers/footers and page numbers dropped,
 * hyphenation joined, bullets normalised; and per line the layout's hints (size, weight,
 * heading, region: pdf-hints.ts). Pure: no pdf.js in here, so it is tested on hand-made items.
 */
import type { PageInput, PageLines } from './pdf-columns.ts';
import { layoutRuledPage } from './pdf-tables.ts';
import { bodySize, hintFor, joinWrappedTitles, nameLine } from './pdf-hints.ts';
import { BULLET_CHARS, median, type Line } from './pdf-lines.ts';
import { joinSplitName } from './pdf-name.ts';
import { demoteEntryHeaders } from './heading-tiers.ts';
import { joinWrappedItems } from './wrapped-items.ts';
import { markTypedIcons } from './pdf-icons.ts';
import type { LineHint } from '../types.ts';

export { dropPrivateUse, type TextItem } from './pdf-lines.ts';
export type { PageInput } from './pdf-columns.ts';

const PAGE_NUMBER =
  /^(?:[-–—]\s*)?(?:(?:page|halaman|hal\.?|p\.)\s*)?\d{1,3}(?:\s*(?:of|dari|\/)\s*\d{1,3})?(?:\s*[-–—])?$/i;

/** A line ending on page number `n`, maybe with its word and the count ("p. 2", "Hal. 2 dari 3"). */
function endsOnPageNumber(text: string, n: number): boolean {
  const m = /(?:^|\s)(?:\p{L}{1,8}\.?\s*)?(\d{1,3})(?:\s*(?:of|dari|\/)\s*\d{1,3})?\s*$/u.exec(
    text,
  );
  return m !== null && Number(m[1]) === n && text.split(/\s+/u).length <= 16;
}

const normKey = (s: string) => s.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/** Running headers/footers (repeated at the top or bottom of pages) and page numbers. */
function dropHeadersFooters(pages: PageLines[]) {
  const EDGE = 2;
  const edges = pages.map((p) => {
    const byY = [...p.lines].sort((a, b) => b.y - a.y);
    return { top: byY.slice(0, EDGE), bottom: byY.slice(-EDGE) };
  });
  const pageBody = pages.map((p) => median(p.lines.map((l) => l.fontSize)));
  const drop = new Set<Line>();
  for (const [i, e] of edges.entries()) {
    for (const l of [...e.top, ...e.bottom]) {
      if (PAGE_NUMBER.test(l.text)) drop.add(l);
      // A running header on a later page only (the first page has none of its own), set small:
      // it ends on the page's own number ("Budi Santoso — CV   Hal. 2").
      else if (i > 0 && l.fontSize < 0.95 * pageBody[i]! && endsOnPageNumber(l.text, i + 1))
        drop.add(l);
    }
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
        const title = i === 0 && where === 'top' && l.fontSize > pageBody[0]! * 1.15;
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

/** The reading-order text of a whole document, its columns per page and a hint per line. */
export function layoutPages(pages: PageInput[]): {
  text: string;
  columns: number[];
  hints: (LineHint | null)[];
} {
  const laid = pages.map((p) => layoutRuledPage({ ...p, items: markTypedIcons(p.items) }));
  dropHeadersFooters(laid);
  const body = bodySize(laid.flatMap((p) => p.lines));
  for (const [i, p] of laid.entries()) {
    // The page's measure: its right margin as wide as its left.
    const { items, x0, x1 } = pages[i]!;
    const measure = x1 - (Math.min(...items.map((it) => it.x)) - x0);
    p.lines = joinWrappedItems(
      joinWrappedTitles(p.lines, body, items.length > 0 ? measure : Infinity),
    );
  }
  const split = joinSplitName(laid[0]?.lines ?? [], nameLine(laid[0]?.lines ?? [], body));
  if (laid[0]) laid[0].lines = split.lines;
  const name = split.name;

  const out: string[] = [];
  const hints: (LineHint | null)[] = [];
  const blank = () => {
    out.push('');
    hints.push(null);
  };
  for (const [pi, p] of laid.entries()) {
    for (const [li, l] of p.lines.entries()) {
      let text = normaliseBullet(l.text);
      const blockStart = l.blockStart || (pi > 0 && li === 0);
      const last = out.length - 1;
      // A bullet glyph on its own line belongs to the next line.
      if (last >= 0 && out[last] === '•' && !blockStart) {
        out[last] = normaliseBullet(`• ${text}`);
        hints[last] = hintFor(l, body, l === name, out[last]!);
        continue;
      }
      if (last >= 0 && out[last] !== '' && !blockStart) {
        const joined = joinHyphenated(out[last]!, text);
        if (joined !== null && !text.startsWith('• ')) {
          out[last] = joined;
          continue;
        }
      }
      if (blockStart && out.length > 0 && out[last] !== '') blank();
      text = text.replace(/\s+/g, ' ');
      out.push(text);
      hints.push(hintFor(l, body, l === name, text));
    }
  }
  // Blank lines: never two in a row, none at either end.
  const keptText: string[] = [];
  const keptHints: (LineHint | null)[] = [];
  for (const [i, t] of out.entries()) {
    if (t === '' && (keptText.length === 0 || keptText[keptText.length - 1] === '')) continue;
    keptText.push(t);
    keptHints.push(t === '' ? null : hints[i]!);
  }
  while (keptText.length > 0 && keptText[keptText.length - 1] === '') {
    keptText.pop();
    keptHints.pop();
  }
  return {
    text: keptText.join('\n'),
    columns: laid.map((p) => p.columns),
    hints: demoteEntryHeaders(keptText, keptHints),
  };
}
