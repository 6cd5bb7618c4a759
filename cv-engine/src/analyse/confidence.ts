/**
 * Reading confidence (issue 27): does the parse agree with itself? The engine knows when it did
 * not understand a CV — dates that made no entry, heading-like lines that opened no section,
 * many lines it could only keep as "other" — and says which part of the CV it doubts, so the
 * user checks that part before a revision is sold.
 *
 * Every signal compares the parse's own output with the text it read (no word lists of known
 * files): a date range is a date range in any layout, and an entry is made from one or is not.
 */
import type {
  LineHint,
  ParsedCv,
  ReadingDoubt,
  ReadingPart,
  ReadingReport,
  Section,
} from '../types.ts';
import { holdsPeriod, parseDatePoint } from '../fields/dates.ts';
import { joinSplitRanges } from '../fields/entries.ts';
import { headingKeys } from '../segment/sections.ts';
import { isBullet } from '../segment/lines.ts';

export interface ReadingInput {
  parsed: Omit<ParsedCv, 'reading'>;
  /** The lines the sections were split from (the normalised text). */
  lines: readonly string[];
  /** Lines before the first heading. */
  intro: readonly string[];
  /** Blocks under headings with no canonical key. */
  otherBlocks: readonly { heading: string; lines: string[] }[];
  /** Lines of a contact block under its own heading (a sidebar's "Kontak"). */
  contactLines: readonly string[];
  hints?: readonly (LineHint | null)[];
}

const YEAR = /(?:19|20)\d{2}/u;

/**
 * Lines of a block that carry a date range with both ends ("2019 – 2021", "Mar 2020 – kini"); a
 * range split over two lines counts once. A lone year is left out: it may be the tail of a
 * wrapped range, or a figure of a sentence.
 */
function datedLines(lines: readonly string[]): number {
  // Every range with two ends holds a year: lines without one are not searched.
  return joinSplitRanges([...lines]).filter((l) => YEAR.test(l) && !isBullet(l) && holdsPeriod(l))
    .length;
}

const blockId = (b: Section) => `${b.heading}\u0000${b.lines[0] ?? ''}\u0000${b.lines.length}`;

/**
 * The blocks of one key, each once, leaving out combined ones ("Pengalaman Kerja & Organisasi"):
 * their dated lines are shared with another kind, whose entries are no jobs.
 */
function ownBlocks(
  blocks: readonly Section[],
  key: Section['key'],
): { own: Section[]; combined: Section[] } {
  const seen = new Set<string>();
  const own: Section[] = [];
  const combined: Section[] = [];
  for (const b of blocks) {
    if (b.key !== key) continue;
    const id = blockId(b);
    if (seen.has(id)) continue;
    seen.add(id);
    (blocks.some((x) => x.key !== key && blockId(x) === id) ? combined : own).push(b);
  }
  return { own, combined };
}

/**
 * Entry sections: more dated lines than entries made means dates were left unread (entries run
 * together, or a layout the entry reader did not follow).
 */
function datesWithoutEntry(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  const doubts: ReadingDoubt[] = [];
  const parts = [
    ['experience', parsed.experience.length],
    ['education', parsed.education.length],
  ] as const;
  for (const [key, made] of parts) {
    const { own, combined } = ownBlocks(parsed.sectionBlocks, key);
    const dated = own.reduce((n, b) => n + datedLines(b.lines), 0);
    // A combined block's dates are shared with the other kind: a doubt only when none made one.
    const shared = made === 0 ? combined.reduce((n, b) => n + datedLines(b.lines), 0) : 0;
    if (dated + shared > made) {
      doubts.push({ part: key, code: 'dates_without_entry', count: dated + shared - made });
    }
  }
  return doubts;
}

/**
 * An undated entry among dated ones: one entry read as two (its header split from its dates),
 * or a line of another entry taken for an entry.
 */
function undatedEntries(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  const doubts: ReadingDoubt[] = [];
  for (const [part, entries] of [
    ['experience', parsed.experience],
    ['education', parsed.education],
  ] as const) {
    const undated = entries.filter((e) => !e.start && !e.end && !e.current).length;
    if (undated > 0 && undated < entries.length) {
      doubts.push({ part, code: 'entry_without_dates', count: undated });
    }
  }
  return doubts;
}

const isDated = (e: { start: string | null; end: string | null; current?: boolean }) =>
  Boolean(e.start || e.end || e.current);

/**
 * A dated entry of nothing: a job with neither title nor employer, a school entry with neither
 * school nor degree. The dates of a wrapped row were read as an entry of their own.
 */
function entriesWithoutHeader(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  const blank = (...xs: string[]) => xs.every((x) => !x.trim());
  const counts = [
    ['experience', parsed.experience.filter((e) => isDated(e) && blank(e.title, e.company))],
    ['education', parsed.education.filter((e) => isDated(e) && blank(e.institution, e.degree))],
  ] as const;
  return counts
    .filter(([, entries]) => entries.length > 0)
    .map(([part, entries]) => ({ part, code: 'entry_without_header', count: entries.length }));
}

const PHONE_RUN = /[+(]?\d[\d\s().\u2010-\u2015-]{7,}\d/gu;

/**
 * The CV's own email or phone number inside its experience or education: a side column read
 * line by line into the entries (its lines interleaved with theirs).
 */
function contactInEntries(input: ReadingInput): ReadingDoubt[] {
  const { contact } = input.parsed;
  const email = contact.email?.trim().toLowerCase() ?? '';
  const phone = (contact.phone ?? '').replace(/\D/gu, '').slice(-9);
  const printsContact = (line: string) =>
    (email.length > 0 && line.toLowerCase().includes(email)) ||
    (phone.length === 9 &&
      (line.match(PHONE_RUN) ?? []).some((m) => m.replace(/\D/gu, '').endsWith(phone)));
  const doubts: ReadingDoubt[] = [];
  for (const part of ['experience', 'education'] as const) {
    const { own, combined } = ownBlocks(input.parsed.sectionBlocks, part);
    const blocks = [...own, ...combined];
    const count = blocks.reduce((n, b) => n + b.lines.filter(printsContact).length, 0);
    if (count > 0) doubts.push({ part, code: 'contact_in_entries', count });
  }
  return doubts;
}

/** Sections whose dated lines are no entries of their own (a profile, a list of skills). */
const UNDATED_KEYS = new Set<Section['key']>(['summary', 'skills', 'languages', 'interests']);

/**
 * Dated lines where no section takes entries (the intro, a profile, a skills list, an unnamed
 * block) while no job was read: the jobs ran into another part.
 */
function strayDates(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  if (parsed.experience.length > 0) return [];
  const blocks = parsed.sectionBlocks.filter((b) => UNDATED_KEYS.has(b.key));
  const dated =
    datedLines(input.intro) +
    [...blocks, ...input.otherBlocks].reduce((n, b) => n + datedLines(b.lines), 0);
  return dated >= 1 ? [{ part: 'experience', code: 'dates_without_entry', count: dated }] : [];
}

/** Short, mostly upper-case words with no digits or punctuation of content ("PENGALAMAN KERJA"). */
function looksLikeHeading(line: string): boolean {
  const t = line.trim();
  if (t.length < 4 || t.length > 40 || /[\d@|•·,;:()/]/u.test(t)) return false;
  const words = t.split(/\s+/u);
  if (words.length > 4) return false;
  const letters = t.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
}

/**
 * The lines a dated entry was read from (its title, its employer; its school, its degree with
 * its field): a line of an entry's own, whatever its style (a degree set in capitals).
 */
function entryHeaderLines(parsed: ReadingInput['parsed']): Set<string> {
  return new Set(
    [
      ...parsed.experience.filter(isDated).flatMap((e) => [e.title, e.company]),
      ...parsed.education
        .filter(isDated)
        .flatMap((e) => [e.institution, e.degree, `${e.degree} ${e.field}`]),
    ]
      .map((x) => x.trim())
      .filter(Boolean),
  );
}

const ENTRY_KEYS = new Set<Section['key']>(['experience', 'education']);

/**
 * Heading-like lines inside a section's lines: a known heading's words (which the splitter did
 * not take, so its lines ran into the block above) or a line the layout marks as a heading.
 * The layout's headings are counted by occurrence: a headline in the header set like a heading
 * is not the same line as the job title worded like it in the entries. A line a dated entry was
 * read from (a degree in capitals) is that entry's.
 */
function headingsWithoutSection(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  const layoutHeadings = new Map<string, number>();
  input.hints?.forEach((h, i) => {
    const line = input.lines[i]?.trim();
    if (h?.heading && line) layoutHeadings.set(line, (layoutHeadings.get(line) ?? 0) + 1);
  });
  for (const raw of input.intro) {
    const line = raw.trim();
    const n = layoutHeadings.get(line);
    if (n !== undefined) layoutHeadings.set(line, n - 1);
  }
  const opened = new Set(
    [...parsed.sectionBlocks.map((b) => b.heading), ...parsed.otherHeadings].map((h) => h.trim()),
  );
  const name = parsed.contact.name?.trim();
  const entryLines = entryHeaderLines(parsed);
  let count = 0;
  const counted = new Set<string>();
  const blocks: { key: Section['key'] | null; lines: readonly string[] }[] = [
    ...parsed.sectionBlocks,
    ...input.otherBlocks.map((b) => ({ key: null, lines: b.lines })),
  ];
  for (const block of blocks) {
    for (const raw of block.lines) {
      const line = raw.trim();
      if (!line || counted.has(line) || opened.has(line) || line === name) continue;
      const own = block.key !== null && ENTRY_KEYS.has(block.key) && entryLines.has(line);
      const known =
        looksLikeHeading(line) &&
        (headingKeys(line) !== null ||
          // "PORTOFOLIO PROYEK": a heading word with one qualifier; longer lines are item titles.
          (line.split(/\s+/u).length <= 2 &&
            line.split(/\s+/u).some((w) => headingKeys(w) !== null)));
      const laidOut = !own && (layoutHeadings.get(line) ?? 0) > 0;
      if (known || laidOut) {
        counted.add(line);
        count++;
      }
    }
  }
  return count > 0 ? [{ part: 'sections', code: 'heading_without_section', count }] : [];
}

/**
 * Headings with nothing under them, two or more: the headings were read apart from their
 * content (a column of heading cells read before the cells they head), which then ran into one
 * section. One empty heading may be the CV's own ("Referensi" left blank).
 */
function headingsWithoutContent(input: ReadingInput): ReadingDoubt[] {
  const empty = new Set(
    input.parsed.sectionBlocks.filter((b) => b.lines.length === 0).map((b) => b.heading.trim()),
  ).size;
  return empty >= 2 ? [{ part: 'sections', code: 'heading_without_content', count: empty }] : [];
}

/** Share of the CV's lines above which "kept as other content" means "not understood". */
export const UNPLACED_SHARE = 0.25;

/**
 * Lines the parse could only keep as printed: header lines that are not the name, a contact
 * detail or the profile (a CV whose headings were not found is all header), and lines no part
 * placed. Sections under a heading with no canonical key ("Coursework") are read as sections.
 */
function unplacedLines(input: ReadingInput): ReadingDoubt[] {
  const v = input.parsed.verbatim;
  const total = v?.coverage.lines ?? 0;
  if (!v || total === 0) return [];
  const count = v.coverage.lines - v.coverage.accounted + v.header.length;
  return count / total > UNPLACED_SHARE
    ? [{ part: 'sections', code: 'unplaced_lines', count }]
    : [];
}

const PRESENT_WORD = /^(?:present|current|now|sekarang|saat ini|kini)$/iu;

/**
 * A "name" that is a heading, a label, a date, a sentence or a fact read elsewhere (a skill, a
 * job, a school), or that the header does not hold.
 */
function nameDoubt(input: ReadingInput): ReadingDoubt[] {
  const { parsed } = input;
  const name = parsed.contact.name?.trim() ?? '';
  if (!name) return [{ part: 'name', code: 'no_name' }];
  const words = name.split(/\s+/u);
  const key = name.toLowerCase();
  const elsewhere = [
    ...parsed.skills,
    ...parsed.certifications,
    ...parsed.experience.flatMap((e) => [e.title, e.company]),
    ...parsed.education.flatMap((e) => [e.institution, e.degree, e.field]),
  ].some((x) => x.trim().toLowerCase() === key);
  const label =
    /[\d@:|/]/u.test(name) ||
    words.length > 6 ||
    (words.length === 1 && name.replace(/[^\p{L}]/gu, '').length <= 3) ||
    PRESENT_WORD.test(name) ||
    parseDatePoint(name) !== null ||
    // A month's name alone ("Desember"): with a year it reads as a date.
    (words.length === 1 && parseDatePoint(`${name} 2000`)?.length === 7) ||
    headingKeys(name) !== null ||
    elsewhere;
  if (label) return [{ part: 'name', code: 'name_is_label' }];
  // A name set large may wrap ("INDAH" / "SRI SAPUTRA"): the header's lines are read joined.
  const header = [...input.intro, ...input.contactLines].join(' ').replace(/\s+/gu, ' ');
  const inHeader = header.toLowerCase().includes(key.replace(/\s+/gu, ' '));
  return inHeader ? [] : [{ part: 'name', code: 'name_outside_header' }];
}

/** The parse's doubts about its own reading; `understood` when it has none. */
export function readingReport(input: ReadingInput): ReadingReport {
  const doubts = [
    ...nameDoubt(input),
    ...datesWithoutEntry(input),
    ...strayDates(input),
    ...undatedEntries(input),
    ...entriesWithoutHeader(input),
    ...contactInEntries(input),
    ...headingsWithoutSection(input),
    ...headingsWithoutContent(input),
    ...unplacedLines(input),
  ];
  return { understood: doubts.length === 0, doubts };
}

/** The parts a report doubts, each once, in the CV's usual order. */
export function doubtedParts(report: ReadingReport): ReadingPart[] {
  const order: ReadingPart[] = ['name', 'contact', 'experience', 'education', 'skills', 'sections'];
  return order.filter((p) => report.doubts.some((d) => d.part === p));
}
