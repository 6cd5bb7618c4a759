/**
 * Date ranges a PDF's lines broke or ran together, mended for the entry reader: a year run into
 * the word before it (a right tab the text ran past has no width: "Bandung2012 s/d 2015"), and
 * a range broken before its dash ("… Universitas HasanuddinAug. 2016" / "• Jul. 2020"). Pure.
 */
import { findDateRanges, MONTH_ALT, PRESENT } from './dates.ts';

const START = `(?:(?:${MONTH_ALT})\\.?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\/(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const DASH = '(?:-|–|—|to|until|till|s\\.?\\/?d\\.?|sampai|hingga)';

/** A year run into a lower-case word, a whole range after it ("ISO2015" is a code). */
const GLUED_YEAR = new RegExp(
  `(\\p{Ll})((?:19|20)\\d{2}\\s*${DASH}\\s*(?:${START}|${PRESENT})(?![\\p{L}\\d]))`,
  'giu',
);

/** "SMK Negeri 1 Bandung2012 s/d 2015" → "SMK Negeri 1 Bandung 2012 s/d 2015". */
export function unglueYear(line: string): string {
  if (!/\p{Ll}(?:19|20)\d{2}/u.test(line)) return line;
  // Case-blind for the range's words, not for the letter before it.
  return line.replace(GLUED_YEAR, (m, a: string, b: string) =>
    /\p{Ll}/u.test(a) ? `${a} ${b}` : m,
  );
}

/** A line ending on a date that starts a range. */
const START_AT_END = new RegExp(`(?<![\\p{L}\\d])${START}$`, 'iu');
/** "– Jul. 2020", "• Jul. 2020", "until Jul. 2013": only a range's rest, its dash first. */
const RANGE_REST = new RegExp(`^(?:${DASH}|•)\\s*(${START}|${PRESENT})$`, 'iu');

/**
 * A line ending on a range's start and the next holding only its rest, as one line; null when
 * they are not. A dash opening a line may have been read as a bullet: it is a dash again.
 */
export function joinRangeRest(line: string, next: string): string | null {
  const rest = RANGE_REST.exec(next);
  if (!rest || !START_AT_END.test(line)) return null;
  const last = findDateRanges(line).at(-1);
  if (!last || last.end || last.current || last.index + last.length !== line.length) return null;
  return /^•/u.test(next) ? `${line} – ${rest[1]}` : `${line} ${next}`;
}
