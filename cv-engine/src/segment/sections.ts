/**
 * Block splitting: CV text into sections under their headings (headings.ts finds them, the
 * lexicon in heading-lexicon.ts names them).
 */
import type { LineHint, Section, SectionKey } from '../types.ts';
import {
  collapseLetterSpacing,
  detectHeading,
  detectInlineHeading,
  detectOtherHeading,
  headingKeys,
  isTitleCase,
  isUpper,
  type HeadingMatch,
} from './headings.ts';
import { contentKind } from './content-kind.ts';
import { headingStyles, styleOf, unnamedHeading } from './heading-styles.ts';
import { settleCombined } from './combined-keys.ts';
import { entryStarts } from './entry-start.ts';
import { ENTRY_SECTIONS, recordKeys, unkeyRecords } from './key-values.ts';
import { splitSideHeadingsIndexed } from './side-headings.ts';
import { isContactLine } from './contact-lines.ts';

export {
  collapseLetterSpacing,
  detectHeading,
  detectInlineHeading,
  detectOtherHeading,
  headingKeys,
  normaliseHeading,
  type HeadingContext,
  type HeadingMatch,
} from './headings.ts';
export { splitSideHeadings } from './side-headings.ts';

export interface SplitResult {
  /** Lines before the first heading. */
  intro: string[];
  blocks: Section[];
  otherHeadings: string[];
  /** Sections found, in document order, no duplicates. */
  keys: SectionKey[];
  /** Sections under headings with no canonical key, their lines as printed. */
  otherBlocks: { heading: string; lines: string[] }[];
  /** Non-empty lines read, and how many of them were placed (heading, intro or a block). */
  lineCount: number;
  placed: number;
  /** The keys taken off entry sections' key-value records ("Posisi", "Periode"): labels, no content. */
  keysOfRecords: string[];
}

const LIST_SECTIONS = new Set<SectionKey>([
  'skills',
  'certifications',
  'languages',
  'interests',
  'awards',
]);

export interface SplitOptions {
  /** The layout's hints, hints[i] for line i of the text (ExtractedDocument.hints). */
  hints?: readonly (LineHint | null)[];
}

/** A fragment spaced letter by letter ("M E") run together; other text as it is. */
function unspaced(line: string): string {
  const t = collapseLetterSpacing(line);
  return /^(?:\p{L}\s+)+\p{L}$/u.test(t) ? t.replace(/\s+/gu, '') : t;
}

/** A short piece of a heading: a word or three, no digits, no sentence marks. */
function headingFragment(line: string): boolean {
  const t = unspaced(line);
  return (
    t.length <= 32 &&
    t.split(/\s+/u).length <= 3 &&
    /^[\p{L}][\p{L}\s&/-]*$/u.test(t) &&
    (isUpper(t) || isTitleCase(t))
  );
}

/**
 * A heading wrapped over two lines in a narrow column ("PROFESSIONAL" / "EXPERIENCE", "ABOUT" /
 * "M E", "Pelatihan dan" / "Sertifikasi"): both halves short and set alike, and together a
 * phrase of the lexicon. Returns the joined heading, or null.
 */
export function wrappedHeading(line: string, next: string): HeadingMatch | null {
  if (!headingFragment(line) || !headingFragment(next)) return null;
  const a = unspaced(line);
  const b = unspaced(next);
  if (isUpper(a) !== isUpper(b)) return null;
  const joined = `${a} ${b}`;
  const keys = headingKeys(joined, true);
  if (!keys) return null;
  const own = headingKeys(a);
  const second = headingKeys(b);
  // "SKILLS" then "SUMMARY": two headings, not "Skills Summary".
  if (own && second) return null;
  return { keys, heading: joined, rest: '' };
}

/** A run of items: two or more commas and no date. */
function isList(line: string): boolean {
  return (line.match(/,/gu) ?? []).length >= 2 && !/\b(?:19|20)\d{2}\b/u.test(line);
}

/** Split CV text into sections. Lines of "other" headings end the previous section. */
export function splitSections(text: string, opts: SplitOptions = {}): SplitResult {
  const indexed = splitSideHeadingsIndexed(text.split(/\r?\n/u));
  const lines = indexed.map((l) => l.text);
  const hintAt = (i: number): LineHint | null => {
    const from = indexed[i]?.from;
    return from === undefined ? null : (opts.hints?.[from] ?? null);
  };
  const intro: string[] = [];
  const blocks: Section[] = [];
  const otherHeadings: string[] = [];
  const keys: SectionKey[] = [];
  const otherBlocks: { heading: string; lines: string[] }[] = [];
  let otherBlock: { heading: string; lines: string[] } | null = null;
  let lineCount = 0;
  let placed = 0;
  let current: Section[] | null = null; // the blocks receiving lines (combined headings → several)
  let inOther = false;
  let prevBlank = true;
  // The region of the last line read, and whether a run of contact lines opens the one read now.
  let lastRegion: LineHint['region'] | undefined;
  let contactRun = false;
  const unnamed: {
    block: { heading: string; lines: string[] };
    at: number;
    /** Set apart by the layout (not only by a style the named headings share). */
    laidOut: boolean;
    /** Where its lines would have gone: the section it interrupts, the intro or a block. */
    into: string[][];
    /** Worded like an unmapped heading (detectOtherHeading): kept as one when content tells nothing. */
    other: boolean;
  }[] = [];
  // How this document sets its named headings (heading-styles.ts).
  const styles = headingStyles(lines, hintAt);
  const entries = entryStarts(lines, hintAt, styleOf);
  const addKey = (k: SectionKey): void => {
    if (!keys.includes(k)) keys.push(k);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) {
      prevBlank = true;
      continue;
    }
    lineCount++;
    const hint = hintAt(i);
    // A column read after another that opens on contact details (a sidebar's email, phone and
    // town above its first heading) opens on the header's lines, not on the section the other
    // column ended with.
    // A label column (dates beside their entries) is read line by line with its content.
    const region = hint?.region === 'label' ? lastRegion : hint?.region;
    contactRun =
      (region !== undefined && region !== lastRegion) || contactRun ? isContactLine(line) : false;
    lastRegion = region ?? lastRegion;
    let h = detectHeading(line, prevBlank, {
      prev: lines[i - 1],
      next: lines[i + 1],
      hint,
      current: current?.map((b) => b.key) ?? [],
      styled: hint?.bold === true && styles.named.has(styleOf(line, hint)),
    });
    // A heading wrapped over two lines ("PENGALAMAN" / "ORGANISASI").
    const next = lines[i + 1]?.trim();
    const wrapped = next ? wrappedHeading(line, next) : null;
    if (wrapped && (!h || wrapped.keys.join() !== h.keys.join() || !detectHeading(next!))) {
      h = wrapped;
      i++;
      lineCount++;
      placed++;
    } else if (h && next && detectHeading(next, false)) {
      const joined = `${h.heading} ${next}`;
      const keys = headingKeys(joined, true);
      if (keys && keys.join() !== h.keys.join()) {
        h = { keys, heading: joined, rest: '' };
        i++;
        lineCount++;
        placed++;
      }
    }
    // A side heading wrapped around its first content line ("PENGALAMAN" / one line /
    // "ORGANISASI"): the two halves name one section. Gutter headings are set in capitals;
    // "Keterampilan" / one line / "Bahasa" are two sections.
    if (
      h &&
      current &&
      current.length === 1 &&
      current[0]!.lines.length <= 1 &&
      // "KEAHLIAN" / "Excel, Canva, SEO" / "BAHASA": a list under the first is its own section.
      !isList(current[0]!.lines[0] ?? '') &&
      isUpper(current[0]!.heading) &&
      isUpper(h.heading)
    ) {
      const prevBlock = current[0]!;
      const joined = `${prevBlock.heading} ${h.heading}`;
      const joinedKey = headingKeys(joined, true)?.[0];
      if (
        joinedKey !== undefined &&
        headingKeys(joined, true)?.length === 1 &&
        joinedKey !== prevBlock.key &&
        !h.keys.includes(prevBlock.key)
      ) {
        const oldKey = prevBlock.key;
        prevBlock.key = joinedKey;
        prevBlock.heading = joined;
        if (!blocks.some((b) => b.key === oldKey)) keys.splice(keys.indexOf(oldKey), 1);
        addKey(joinedKey);
        inOther = false;
        otherBlock = null;
        placed++;
        prevBlank = false;
        continue;
      }
    }
    if (h) {
      current = h.keys.map((key) => ({ key, heading: h.heading, lines: [] }));
      blocks.push(...current);
      h.keys.forEach(addKey);
      inOther = false;
      otherBlock = null;
      placed++;
      prevBlank = false;
      continue;
    }
    const inline = detectInlineHeading(line);
    if (inline) {
      const curKeys = current?.map((b) => b.key) ?? [];
      if (!current || prevBlank) {
        current = inline.keys.map((key) => ({
          key,
          heading: inline.heading,
          lines: [inline.rest],
        }));
        blocks.push(...current);
        inline.keys.forEach(addKey);
        inOther = false;
        otherBlock = null;
        placed++;
        prevBlank = false;
        continue;
      }
      const nested = inline.keys.filter((k) => !curKeys.includes(k));
      // "Languages: Java, Python" inside a skills block is a skill list, not spoken languages;
      // labels inside experience/education/projects bullets ("Tools: …") are content.
      const listSection = curKeys.every((k) => LIST_SECTIONS.has(k));
      const skillList = curKeys.includes('skills') && nested.every((k) => k === 'languages');
      if (nested.length > 0 && listSection && !skillList) {
        blocks.push(
          ...nested.map((key) => ({ key, heading: inline.heading, lines: [inline.rest] })),
        );
        nested.forEach(addKey);
      }
      for (const b of current) b.lines.push(line);
      placed++;
      prevBlank = false;
      continue;
    }
    // An unnamed heading comes after the header (its contact details), never in it.
    const headerDone = blocks.length > 0 || intro.some((l) => /@|\d{4}/u.test(l));
    // A named heading's first line is its content: a short Title Case line that only the gap
    // under that heading sets apart ("Library Information System") heads nothing, unless the
    // layout sets it as a heading.
    const opened = current?.every((b) => b.lines.length === 0) && hintAt(i)?.heading !== true;
    // An entry set as the section's first one starts the next entry (entry-start.ts).
    const worded = detectOtherHeading(line, prevBlank && !opened);
    const other = worded && current?.some((b) => entries.startsEntryOf(b, i)) ? null : worded;
    // A heading of words the lexicon does not map, set apart by the layout: its content tells
    // its section; when the content tells nothing it stays an "other" section.
    const otherLaidOut =
      other !== null &&
      headerDone &&
      unnamedHeading(line, hintAt(i), prevBlank, styles, opened === true);
    if (other && !otherLaidOut) {
      otherHeadings.push(other);
      current = null;
      // Before the first section the header continues (sidebars put "LINKS" etc. up there).
      inOther = blocks.length > 0;
      otherBlock = inOther ? { heading: other, lines: [] } : null;
      if (otherBlock) otherBlocks.push(otherBlock);
      placed++;
      prevBlank = false;
      continue;
    }
    // The second half of a side heading wrapped around its first line ("EMPLOYMENT" / one line
    // / "HISTORY") is no heading of its own.
    const headingTail =
      current?.length === 1 &&
      current[0]!.lines.length <= 1 &&
      headingKeys(`${current[0]!.heading} ${line}`, true) !== null;
    const unnamedHere =
      headerDone &&
      !headingTail &&
      unnamedHeading(line, hintAt(i), prevBlank, styles, opened === true);
    if (otherLaidOut || unnamedHere) {
      const block = { heading: line.replace(/\s*[:：]\s*$/u, ''), lines: [] as string[] };
      const into = current
        ? current.map((b) => b.lines)
        : inOther
          ? otherBlock
            ? [otherBlock.lines]
            : []
          : [intro];
      // Inside a section of entries a line set like a heading may be an entry's own (a degree
      // in capitals): it opens only a section not there yet.
      const inEntries = current?.some((b) => ENTRY_SECTIONS.has(b.key)) ?? false;
      unnamed.push({
        block,
        at: blocks.length,
        // …unless it is set exactly as the document's named headings are.
        laidOut:
          (hintAt(i)?.heading === true || styles.laidOut.has(styleOf(line, hintAt(i)!))) &&
          (!inEntries || styles.named.has(styleOf(line, hintAt(i)!))),
        into,
        other: otherLaidOut,
      });
      otherHeadings.push(block.heading);
      otherBlocks.push(block);
      otherBlock = block;
      current = null;
      inOther = true;
      placed++;
      prevBlank = false;
      continue;
    }
    if (contactRun && blocks.length > 0) {
      intro.push(line);
      placed++;
      prevBlank = false;
      continue;
    }
    if (current) {
      for (const b of current) {
        entries.pushed(b, i);
        b.lines.push(line);
      }
    } else if (!inOther) intro.push(line);
    else otherBlock?.lines.push(line);
    placed++;
    prevBlank = false;
  }
  // Unnamed headings take the section their content tells, in document order.
  // One whose content tells nothing (or names a section already there, unless the layout set
  // it apart as a heading) was no heading: its lines go back where they were read.
  // Their keys are told in document order (a second block of dated entries after the first is
  // organisations), then spliced in from the end so that the indices hold.
  const told = unnamed.map(() => null as SectionKey | null);
  const named = [...keys];
  for (const [j, u] of unnamed.entries()) {
    const afterEntries =
      blocks.slice(0, u.at).some((b) => ENTRY_SECTIONS.has(b.key)) ||
      told.slice(0, j).some((k) => k !== null && ENTRY_SECTIONS.has(k));
    const key = contentKind(u.block.lines, named, { afterEntries });
    if (key === null || named.includes(key) || (key === 'organizations' && !u.laidOut)) continue;
    told[j] = key;
    named.push(key);
  }
  for (const [j, u] of [...unnamed.entries()].reverse()) {
    const key = told[j]!;
    const fits = key !== null;
    if (!fits && u.other) continue;
    otherBlocks.splice(otherBlocks.indexOf(u.block), 1);
    otherHeadings.splice(otherHeadings.indexOf(u.block.heading), 1);
    if (fits) blocks.splice(u.at, 0, { key, heading: u.block.heading, lines: u.block.lines });
    else for (const to of u.into) to.push(u.block.heading, ...u.block.lines);
  }
  // Achievements that are credentials only ("Google Ads Search Certification (2025)") are
  // certifications, whatever the heading calls them; the half of a combined heading that holds
  // nothing of its own is no section (combined-keys.ts).
  blocks.splice(0, blocks.length, ...settleCombined(blocks));
  const ordered = [...new Set(blocks.map((b) => b.key))];
  keys.splice(0, keys.length, ...ordered);
  const keysOfRecords: string[] = [];
  for (const b of blocks) {
    if (!ENTRY_SECTIONS.has(b.key)) continue;
    keysOfRecords.push(...recordKeys(b.lines));
    b.lines = unkeyRecords(b.lines);
  }
  return { intro, blocks, otherHeadings, keys, otherBlocks, lineCount, placed, keysOfRecords };
}
