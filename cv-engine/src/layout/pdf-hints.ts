/**
 * The layout's evidence per line (LineHint): size over the body text's, weight, heading, region.
 * Headings are read from geometry and type alone (size, weight, capitals, letter-spacing, being
 * alone and short on their line), never from a list of heading words. Pure.
 */
import type { LineHint } from '../types.ts';
import type { Line } from './pdf-lines.ts';

/** The body text's size: the size most characters of the document are set in. */
export function bodySize(lines: Line[]): number {
  const bySize = new Map<number, number>();
  for (const l of lines) {
    const fs = Math.round(l.fontSize * 2) / 2;
    bySize.set(fs, (bySize.get(fs) ?? 0) + l.text.length);
  }
  let best = 0;
  let most = -1;
  for (const [fs, n] of bySize) {
    if (n > most) [best, most] = [fs, n];
  }
  return best || 10;
}

/**
 * The name's line: the most prominent text near the top of page 1 (the largest size in the
 * first lines read, or in the top third of the page), if it stands out from the body text.
 */
export function nameLine(lines: Line[], body: number): Line | null {
  if (lines.length === 0) return null;
  const top = Math.max(...lines.map((l) => l.y));
  const bottom = Math.min(...lines.map((l) => l.y));
  const near = lines.filter((l, i) => i < 8 || l.y >= top - 0.3 * Math.max(1, top - bottom));
  let best: Line | null = null;
  for (const l of near) {
    if (!/\p{L}{2}/u.test(l.text) || l.text.length > 60) continue;
    if (!best || l.fontSize > best.fontSize + 0.01) best = l;
  }
  return best && best.fontSize >= 1.2 * body ? best : null;
}

const firstWordWidth = (l: Line) =>
  ((l.right - l.x) * (l.text.split(' ')[0]?.length ?? 0)) / Math.max(1, l.text.length);

const ADDRESS_PART = /[@/]|www\.|\.(?:com|id|co|net|org)\b/iu;

/**
 * A phone number's last group on the line under it: the line above ends on a number that opens
 * with "+", "(" or a trunk "0" and holds at least seven digits; the line below is a single group
 * of two to five digits; joined, at most fifteen digits (E.164's longest).
 */
function brokenPhone(above: string, below: string): boolean {
  const group = /^\d{2,5}$/u.exec(below.trim())?.[0];
  const run = /(?:^|[\s:])([+(0][\d\s()+.-]*\d)$/u.exec(above.trim())?.[1];
  if (!group || !run) return false;
  const digits = run.replace(/\D/gu, '').length;
  return digits >= 7 && digits + group.length <= 15;
}

/**
 * An email or web address broken over two lines of a narrow column ("budisantoso@gmail." /
 * "com"): no space at the break, the next line's first word would not have fitted, and the two
 * halves joined hold an address.
 */
function wrappedAddress(prev: Line, l: Line, edge = prev.bound): string | null {
  if (prev.region !== l.region || l.blockStart || prev.y - l.y <= 0) return null;
  if (prev.y - l.y > 1.6 * l.fontSize || Math.abs(prev.x - l.x) > 0.5 * l.fontSize) return null;
  if (prev.right + 0.3 * l.fontSize + firstWordWidth(l) <= Math.min(prev.bound, edge) + 1)
    return null;
  const tail = prev.text.split(' ').at(-1) ?? '';
  const head = l.text.split(' ')[0] ?? '';
  if (!/^[\w.@/:%+-]+$/u.test(head) || !/[\w.@/%+-]$/u.test(tail)) return null;
  // A whole email address or a number ends nothing broken.
  if (/^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.\p{L}{2,}$/u.test(tail) && !/^[.\p{Ll}]/u.test(head))
    return null;
  // A phone number broken at a space ("Telepon: (+62) 812 1200" / "9533"): the line above ends
  // on a number begun with its country code or trunk zero, the next is one group of digits.
  if (brokenPhone(prev.text, l.text)) return `${prev.text} ${l.text}`;
  // A group of digits (a phone number's end) is no address's start: a word after it begins one.
  if (/^\d+$/u.test(tail) && /^\p{L}/u.test(head)) return null;
  if (/^\+?\d/u.test(head) && !/[-/.]$/u.test(tail)) return null;
  // A phone number broken after a hyphen ("+62 878-2511-" / "5471").
  if (/\d-$/u.test(tail) && /^\d{2,}$/u.test(head)) return `${prev.text}${l.text}`;
  if (!ADDRESS_PART.test(`${tail}${head}`) || !/[@/]|www\./iu.test(`${tail}${head}`)) return null;
  // The line above ends inside the address: a lowercase token or one with its punctuation.
  if (!/[@/.\d]|^[\p{Ll}\d._%+-]+$/u.test(tail)) return null;
  // A whole address on the next line continues a line that is nothing but the start of one (a
  // phone number or a field's value before it is no part of it).
  const whole = /^[\w.+-]+@[\w-]+\.[\w.]+$|^(?:https?:|www\.|[\w-]+\.com\/)/iu.test(head);
  if (whole && (prev.text !== tail || !/^[\p{Ll}\d._-]*\p{Ll}[\p{Ll}\d._-]*$/u.test(tail)))
    return null;
  // The halves of an address: the line above ends inside it (no full stop or comma ending a
  // sentence before the next word), the next line starts lowercase, a digit or a symbol.
  if (/\p{Lu}/u.test(head[0] ?? '')) return null;
  return `${prev.text}${l.text}`;
}

/**
 * A large title wrapped over two lines (a long name in a narrow column: "Muhammad Rafi
 * Abdillah" / "Prasetyo") read as one: same size and weight, set tight, and the next line's
 * first word would not have fitted on the line above. A bold line of body text wraps the same
 * way at the page's measure (its right margin taken as wide as its left: `measure`), never at
 * a column's widest line alone, which may be the line itself ("… — Politeknik Negeri" /
 * "Jakarta"); not after its dates (a header row whose left part wrapped is no such line).
 */
export function joinWrappedTitles(lines: Line[], body: number, measure = Infinity): Line[] {
  // A column's text edge as its lines show it (a padded sidebar ends its text well before the
  // gutter): where its longest line ends.
  const edge = new Map<string, number>();
  for (const l of lines) edge.set(l.region, Math.max(edge.get(l.region) ?? 0, l.right));
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    const wrapAt =
      prev && prev.fontSize < 1.3 * body ? Math.max(prev.bound, measure) : (prev?.bound ?? 0);
    if (
      prev &&
      !l.blockStart &&
      prev.region === l.region &&
      (prev.fontSize >= 1.3 * body || (prev.bold && !/[.:;!?]$|\d$/u.test(prev.text))) &&
      Math.abs(prev.fontSize - l.fontSize) < 0.05 * l.fontSize &&
      prev.bold === l.bold &&
      prev.y - l.y > 0 &&
      prev.y - l.y <= 1.5 * l.fontSize &&
      Math.abs(prev.x - l.x) <= 0.5 * l.fontSize &&
      prev.right + 0.3 * l.fontSize + firstWordWidth(l) > wrapAt + 1
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text} ${l.text}`, y: l.y };
      continue;
    }
    const address = prev ? wrappedAddress(prev, l, edge.get(l.region)) : null;
    if (prev && address !== null) {
      out[out.length - 1] = { ...prev, text: address, y: l.y, right: l.right };
      continue;
    }
    out.push(l);
  }
  return out;
}

const CAPS = (letters: string) => letters.length >= 3 && letters === letters.toUpperCase();

/**
 * A heading: alone on its line, short, no sentence, no contact detail or date, not set smaller
 * than the body text (in the main column), and set apart by size, capitals, letter-spacing, or
 * bold with a colon or in capitals.
 */
export function isHeading(l: Line, body: number, text: string): boolean {
  if (text.startsWith('•') || text.length > 60 || text.split(' ').length > 6) return false;
  if (/[@]|www\.|https?:|\d{3}/u.test(text) || /[.,;]$/u.test(text)) return false;
  // Words in brackets are an aside (a signature's "( BUDI SANTOSO )"), never a heading.
  if (/^\(.*\)$/u.test(text.trim())) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters.length < 0.6 * text.replace(/\s/g, '').length) return false;
  const size = l.fontSize / body;
  // Set smaller than the body text it heads, a bold line in capitals is an entry's header (an
  // employer over its title), not a section heading; a sidebar sets its own sizes.
  if (size < 0.95 && !l.spaced && l.region === 'main') return false;
  const caps = CAPS(letters) && /\p{Lu}/u.test(letters);
  if (l.spaced && letters.length >= 3) return true;
  if (size >= 1.1 && (l.bold || caps || size >= 1.25)) return true;
  if (caps && (l.bold || l.region === 'label' || size >= 1.02)) return true;
  return l.bold && /:$/u.test(text);
}

export function hintFor(l: Line, body: number, isName: boolean, text: string): LineHint {
  return {
    size: Math.round((l.fontSize / body) * 100) / 100,
    bold: l.bold,
    heading: l.heading ?? (!isName && isHeading(l, body, text)),
    region: l.region,
  };
}
