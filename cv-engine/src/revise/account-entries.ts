/**
 * The lines of experience and education entries that their fields do not hold: each entry's
 * notes, and the wrapped continuations of bullets joined into those bullets.
 */
import type { EducationEntry, ExperienceEntry } from '../types.ts';
import { parseDateRange } from '../fields/dates.ts';
import { isPlaceName } from '../fields/places.ts';
import {
  covered,
  type DatedEntry,
  leftover,
  ONLY_PLACE,
  sameDates,
  streamOf,
  words,
} from './account-leftover.ts';
import {
  ACCOUNT_WRAP,
  isBullet,
  stripBullet,
  withoutDates,
  wrapsBullet,
} from '../segment/lines.ts';

export function entryStream(e: ExperienceEntry): string {
  return streamOf([e.title, e.company, ...e.bullets]);
}

export function schoolStream(e: EducationEntry): string {
  const gpa = e.gpa ? [`IPK ${e.gpa}`, `GPA ${e.gpa}`, `CGPA ${e.gpa}`] : [];
  return streamOf([e.institution, `${e.degree} ${e.field}`, e.degree, e.field, ...gpa]);
}

/**
 * How many entries after the current one a line may open. A line no entry holds is measured
 * against every entry in reach: without a reach, a section's account grew with the square of its
 * entries (a 2,000-row table took seconds). In the labelled, round-trip and generated corpora no
 * line was held more than one entry ahead; a line beyond the reach is still kept, as a note of
 * the current entry.
 */
export const ENTRY_REACH = 8;

/**
 * Notes per entry for the lines of entry sections; bullets' wrapped continuations are joined
 * into the entry's own bullets (mutates `entries`).
 */
export function entryNotes<E>(
  lines: string[],
  entries: E[],
  streamFor: (e: E) => string,
  bulletsOf: ((e: E) => string[]) | null,
): { notes: string[][]; preface: string[] } {
  const notes: string[][] = entries.map(() => []);
  const preface: string[] = [];
  // Each entry's words, measured once; again when a wrapped line joins one of its bullets.
  const streams = entries.map(streamFor);
  let cur = -1;
  let lastBullet: { entry: number; index: number } | null = null;
  /** Entries whose dates a line already showed. */
  const datesShown = new Set<number>();
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!.trim();
    if (!line) continue;
    // Which entry holds this line: the current one or a later one (entries are in order).
    // A line of dates only is held by an entry with those dates (anywhere: a dates column may
    // come before its entries); dates no entry carries are kept as printed.
    let holder = -1;
    const range = parseDateRange(line);
    const datesOnly = range !== null && words(withoutDates(stripBullet(line))).length === 0;
    if (datesOnly) {
      holder = entries.findIndex((e) => sameDates(e as DatedEntry, range));
      if (holder < 0) {
        if (cur >= 0) notes[cur]!.push(line);
        else preface.push(line);
        continue;
      }
      if (holder < cur) continue; // an earlier entry's dates: held, the current entry stays
      // A column of dates ("2016 – 2018" / "1997 – 1999" / "1994 – 1997" above three schools):
      // each is held, and the entry the next line names becomes current, not the last date's.
      const dateLine = (l: string | undefined) =>
        l !== undefined &&
        parseDateRange(l) !== null &&
        words(withoutDates(stripBullet(l.trim()))).length === 0;
      if (dateLine(lines[li + 1]) || dateLine(lines[li - 1])) {
        datesShown.add(holder);
        continue;
      }
    } else {
      const from = Math.max(cur, 0);
      for (let i = from; i < Math.min(entries.length, from + 1 + ENTRY_REACH); i++) {
        const rest = leftover(line, streams[i]!, entries[i] as DatedEntry);
        if (rest === '') {
          holder = i;
          break;
        }
        // The next entry's employer line with its place ("Software Maestro (…) Seoul, S.Korea"
        // above its title): it opens that entry, the place is its note.
        // So does an Indonesian town of the place lexicon ("Koperasi Maju Bersama, Makassar").
        // A place alone holds none of that entry's words: it is the current entry's, wrapped
        // from its header ("… — CV Karya Mandiri," / "Makassar").
        const opens = words(rest).length < words(line).length;
        if (i > cur && opens && !isBullet(line) && (ONLY_PLACE.test(rest) || isPlaceName(rest))) {
          holder = i;
          notes[i]!.push(rest);
          break;
        }
      }
    }
    if (holder >= 0) {
      cur = holder;
      if (range !== null && sameDates(entries[holder] as DatedEntry, range)) datesShown.add(holder);
      const bullets = bulletsOf?.(entries[holder]!);
      const body = words(stripBullet(line)).join(' ');
      const idx = bullets ? bullets.findIndex((b) => words(b).join(' ').includes(body)) : -1;
      lastBullet = idx >= 0 ? { entry: holder, index: idx } : null;
      continue;
    }
    // A wrapped bullet's next line: join it to that bullet.
    if (
      lastBullet &&
      bulletsOf &&
      !isBullet(line) &&
      wrapsBullet(
        line,
        bulletsOf(entries[lastBullet.entry]!)[lastBullet.index]!,
        lines[li + 1],
        ACCOUNT_WRAP,
      )
    ) {
      const bullets = bulletsOf(entries[lastBullet.entry]!);
      // The entry parser may have joined it already ("… publication at" / "ICCSCI 2025").
      const joined = ` ${words(bullets[lastBullet.index]!).join(' ')} `;
      if (!joined.includes(` ${words(line).join(' ')} `)) {
        bullets[lastBullet.index] = `${bullets[lastBullet.index]} ${line}`;
        streams[lastBullet.entry] = streamFor(entries[lastBullet.entry]!);
      }
      continue;
    }
    lastBullet = null;
    // A header line with a part no field holds ("Marketing | Binus – Part-time 2021 – Present")
    // still opens the next entry when it carries that entry's title and exactly its dates: its
    // leftover ("Part-time") is that entry's note, not the previous entry's.
    // Without dates, a short line carrying the next entry's employer ("Kasa Seoul | S.Korea"
    // above its title) opens that entry the same way.
    if (!datesOnly && range !== null) {
      const lineStream = streamOf([withoutDates(stripBullet(line))]);
      for (let i = cur + 1; i < Math.min(entries.length, cur + 1 + ENTRY_REACH); i++) {
        const e = entries[i]!;
        // A school line opens its entry the same way, by its institution.
        const title =
          (e as { title?: string }).title ?? (e as { institution?: string }).institution ?? '';
        if (sameDates(e as unknown as DatedEntry, range) && title && covered(title, lineStream)) {
          cur = i;
          break;
        }
      }
    } else if (
      range === null &&
      !isBullet(line) &&
      cur + 1 < entries.length &&
      words(line).length <= 14
    ) {
      // …or the next school ("Bachelor of Science in X, University of California, Berkeley").
      const next = entries[cur + 1] as { company?: string; institution?: string };
      const name = next.company ?? next.institution ?? '';
      const limit = next.company !== undefined ? 10 : 14;
      if (name.trim().length >= 3 && words(line).length <= limit) {
        if (covered(name, streamOf([line]))) cur += 1;
      }
    }
    // Before any entry is held, a line is measured against the first entry (the preface goes
    // to it): "University X Expected June 2023" keeps only "Expected".
    const at = cur >= 0 ? cur : entries.length > 0 ? 0 : -1;
    // An entry's dates are printed once, on its header; the same dates on a later line are that
    // line's own ("Kepala Divisi Humas (2017-2018)" under a 2017 – 2018 internship) and stay.
    const same = at >= 0 && range !== null && sameDates(entries[at] as DatedEntry, range);
    const held = at >= 0 && !(same && datesShown.has(at)) ? (entries[at] as DatedEntry) : null;
    const rest = at >= 0 ? leftover(line, streams[at]!, held) : line;
    if (same && held) datesShown.add(at);
    if (!rest) continue;
    if (cur >= 0) notes[cur]!.push(rest);
    else preface.push(rest);
  }
  return { notes, preface };
}
