/**
 * An entry's first line inside a section of entries: set as the section's first line is (its
 * first entry's title), no date of its own, a date range within two lines under it. Such a line
 * starts the next entry, whatever its words ("Analis Data" is no unmapped heading). Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import type { LineHint, Section } from '../types.ts';
import { isUpper } from './headings.ts';
import { ENTRY_SECTIONS } from './key-values.ts';

export interface EntryStarts {
  /** Records a line pushed into a section (its first line sets the section's entry style). */
  pushed(b: Section, i: number): void;
  /** Whether line i starts the next entry of section b. */
  startsEntryOf(b: Section, i: number): boolean;
}

/** `styleOf` is the layout's style of a line; plain text (no hint) has its case only. */
export function entryStarts(
  lines: readonly string[],
  hintAt: (i: number) => LineHint | null,
  styleOf: (line: string, hint: LineHint) => string,
): EntryStarts {
  const first = new WeakMap<Section, string>();
  const style = (i: number): string => {
    const hint = hintAt(i);
    return hint ? styleOf(lines[i]!, hint) : `plain|${isUpper(lines[i]!)}`;
  };
  return {
    pushed(b, i) {
      if (b.lines.length === 0) first.set(b, style(i));
    },
    startsEntryOf(b, i) {
      const own = first.get(b);
      if (!ENTRY_SECTIONS.has(b.key) || hintAt(i)?.heading || own === undefined) return false;
      if (style(i) !== own || findDateRanges(lines[i]!).length > 0) return false;
      const below = lines
        .slice(i + 1, i + 4)
        .filter((l) => l.trim() !== '')
        .slice(0, 2);
      return below.some((l) => findDateRanges(l).length > 0);
    },
  };
}
