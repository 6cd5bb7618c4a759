/**
 * Section headings and entry headers by their tier of type size. A CV sets all its section
 * headings alike; a line the per-line test reads as a heading (bold and larger than the body)
 * but set clearly smaller than the document's recurring heading size, with dates on one of the
 * two lines under it, is an entry's header (an employer over "title · dates", a job title over
 * its employer and dates), not a section heading. Pure; geometry only, no word lists.
 */
import type { LineHint } from '../types.ts';

/** At least this many headings of one size make the document's heading tier. */
const TIER_MIN = 3;
/** Sizes within this ratio of each other are one tier. */
const SAME_SIZE = 0.03;
/** A heading set below this share of the tier's size is of a lower tier. */
const LOWER = 0.97;

const YEAR = /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/u;

/** The largest heading size shared by at least TIER_MIN heading lines, or null. */
export function headingTier(hints: readonly (LineHint | null)[]): number | null {
  const sizes = hints.flatMap((h) => (h?.heading && h.region !== 'label' ? [h.size] : []));
  let tier: number | null = null;
  for (const s of sizes) {
    const alike = sizes.filter((x) => Math.abs(x - s) <= SAME_SIZE * s).length;
    if (alike >= TIER_MIN && (tier === null || s > tier)) tier = s;
  }
  return tier;
}

/**
 * The hints with lower-tier "headings" that head dated lines read as entry headers (heading
 * false, bold and size kept). Lines and hints run in parallel, blank lines with null hints.
 */
export function demoteEntryHeaders(
  lines: readonly string[],
  hints: readonly (LineHint | null)[],
): (LineHint | null)[] {
  const tier = headingTier(hints);
  if (tier === null) return [...hints];
  return hints.map((h, i) => {
    if (!h?.heading || h.region === 'label' || h.size >= LOWER * tier) return h;
    const below: string[] = [];
    for (let j = i + 1; j < lines.length && below.length < 2; j++) {
      if (hints[j]?.heading) break;
      if (lines[j]!.trim()) below.push(lines[j]!);
    }
    return below.some((t) => YEAR.test(t)) ? { ...h, heading: false } : h;
  });
}
