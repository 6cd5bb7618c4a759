/**
 * An entry's first line inside a section of entries: set as the section's first line is (its
 * first entry's title), no date of its own, a date range within two lines under it. Such a line
 * starts the next entry, whatever its words ("Analis Data" is no unmapped heading). Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import type { LineHint, Section } from '../types.ts';
import { ENTRY_SECTIONS } from './key-values.ts';

export interface EntryStarts {
  /** Records a line pushed into a section (its first line sets the section's entry style). */
  pushed(b: Section, i: number): void;
  /** Whether line i starts the next entry of section b. */
  startsEntryOf(b: Section, i: number): boolean;
}

/** `styleOf` is the layout's style of a line (size, weight, region, case); plain text has none. */
export function entryStarts(
  lines: readonly string[],
  hintAt: (i: number) => LineHint | null,
  styleOf: (line: string, hint: LineHint) => string,
): EntryStarts {
  const first = new WeakMap<Section, string>();
  return {
    pushed(b, i) {
      const hint = hintAt(i);
      if (b.lines.length === 0 && hint) first.set(b, styleOf(lines[i]!, hint));
    },
    startsEntryOf(b, i) {
      const own = first.get(b);
      const hint = hintAt(i);
      if (!ENTRY_SECTIONS.has(b.key) || !hint || hint.heading || own === undefined) return false;
      if (styleOf(lines[i]!, hint) !== own || findDateRanges(lines[i]!).length > 0) return false;
      const below = lines
        .slice(i + 1, i + 4)
        .filter((l) => l.trim() !== '')
        .slice(0, 2);
      return below.some((l) => findDateRanges(l).length > 0);
    },
  };
}
