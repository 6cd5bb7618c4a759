/**
 * Experience entries (and dated entries of list sections) from the lines of their sections.
 */
import type { ExperienceEntry } from '../types.ts';
import { findDateRanges } from './dates.ts';
import { joinSplitRanges } from './split-ranges.ts';
import {
  isBullet,
  isDatedTail,
  isProseLine,
  opensWithAction,
  PARSER_WRAP,
  stripBullet,
  wrapsBullet,
} from '../segment/lines.ts';
import { cleanHeader, removeDates, splitPair, titleCompany } from './entry-header.ts';
import { COUNTRY } from './places.ts';

export { joinSplitRanges, unglueDates } from './split-ranges.ts';

/**
 * The date range that makes a line an entry header: a real range ("Jan 2020 – Present"), or a
 * single date at the start or end of a short line ("Magang 2018", "9 Nov 2024 | Bogor").
 * Years inside prose ("… accepted at ICCSCI 2025") do not count.
 */
export function anchorRange(
  line: string,
): { start: string | null; end: string | null; current: boolean; single: boolean } | null {
  // A line in lower case continues prose, unless it opens on a start with no end ("sejak
  // Maret 2019 PT Maju", "since 2021 …").
  if (line.length > 140 || (/^[\p{Ll}]/u.test(line) && !/^(?:sejak|semenjak|since)\s/u.test(line)))
    return null;
  const all = findDateRanges(line);
  if (all.length === 0) return null;
  const rest = removeDates(line);
  const real = all.find((r) => r.end !== null || r.current);
  if (real) {
    if (rest.length > 100 || /[.!?]$/u.test(rest)) return null;
    return { start: real.start, end: real.end, current: real.current, single: false };
  }
  const r = all[0]!;
  const before = line.slice(0, r.index).trim();
  const after = line.slice(r.index + r.length).trim();
  const atEdge =
    before === '' || after === '' || /^[)\]|•·,–—-]/u.test(after) || /[(|•·,–—-]$/u.test(before);
  if (!atEdge || rest.length > 70 || /[.!?]$/u.test(line)) return null;
  return { start: r.start, end: r.start, current: false, single: true };
}

interface RawEntry {
  header: string[];
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
  headerAfterDate: number;
  /** Dated by a single date only (no range yet). */
  single: boolean;
}

/**
 * Group section lines into dated entries: each non-bullet line with a date range anchors one
 * entry; the non-bullet lines just before it (since the previous bullets) are its header.
 */
function groupDated(rawLines: string[]): RawEntry[] {
  const lines = joinSplitRanges(rawLines);
  const entries: RawEntry[] = [];
  let buffer: string[] = [];
  let cur: RawEntry | null = null;
  let inBullets = false;
  // The section opens on a date ("Apr 2024 – Present Sales Executive", "2019 – 2021"): dates
  // lead every entry, so what stands between an entry's header and the next date is its own.
  const first = lines.find((l) => l.trim())?.trim() ?? '';
  const datesLead = !isBullet(first) && anchorRange(first) !== null;
  for (const [li, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const nextLine = lines[li + 1]?.trim() ?? '';
    const bullet = isBullet(line);
    const range = bullet ? null : anchorRange(line);
    if (range) {
      const rest = removeDates(line);
      const lastBullet = cur?.bullets[cur.bullets.length - 1];
      // "• … accepted for publication at" / "ICCSCI 2025": a wrapped bullet, not a new entry.
      if (
        range.single &&
        inBullets &&
        cur &&
        lastBullet !== undefined &&
        // "Software Engineer Intern Summer 2022" names a role: the next entry's header.
        isDatedTail(lastBullet, rest)
      ) {
        cur.bullets[cur.bullets.length - 1] = `${lastBullet} ${line}`;
        continue;
      }
      // A second date line of an entry that has no bullets yet: the first date was part of a
      // name ("DevFest Bogor 2024 • GDG" / "9 Nov 2024 | Bogor").
      if (cur && cur.single && cur.bullets.length === 0 && buffer.length === 0) {
        if (!range.single || (range.start?.length ?? 0) > (cur.start?.length ?? 0)) {
          cur.start = range.start;
          cur.end = range.end;
          cur.current = range.current;
          cur.single = range.single;
        }
        continue;
      }
      // Where dates lead every entry, the lines since the last header are its description.
      if (datesLead && cur && buffer.length > 0) {
        cur.bullets.push(...descriptionLines(buffer));
        buffer = [];
      }
      const header = [...buffer];
      if (rest) header.push(rest);
      cur = {
        header,
        start: range.start,
        end: range.end,
        current: range.current,
        bullets: [],
        headerAfterDate: 0,
        single: range.single,
      };
      entries.push(cur);
      buffer = [];
      inBullets = false;
      continue;
    }
    if (bullet) {
      const text = stripBullet(line);
      if (cur && text) cur.bullets.push(text);
      inBullets = true;
      continue;
    }
    // A continuation of the previous bullet: it starts in lower case, finishes its sentence or
    // bracket, or is a word or two of tail before the next bullet (see lines.ts).
    if (
      inBullets &&
      cur &&
      cur.bullets.length > 0 &&
      wrapsBullet(line, cur.bullets[cur.bullets.length - 1]!, nextLine, PARSER_WRAP)
    ) {
      cur.bullets[cur.bullets.length - 1] += ` ${line}`;
      continue;
    }
    // A short label ending in a colon under an entry's dates ("Pencapaian:", "Key tasks:")
    // introduces its description: neither a header of this entry nor of the next.
    if (
      cur &&
      buffer.length === 0 &&
      /^[^:：,.;]{2,30}[:：]$/u.test(line) &&
      line.split(' ').length <= 3
    ) {
      inBullets = true;
      continue;
    }
    if (cur && !inBullets && buffer.length === 0) {
      // Right after the dates: a company description is prose, a company/title line is short;
      // an achievement opens with its verb however short it is.
      const sentence = isProseLine(line) || opensWithAction(line);
      if (sentence) {
        cur.bullets.push(line);
        // Its wrapped lines continue it, as a bullet's do.
        inBullets = true;
        continue;
      }
      // A header wrapped inside a bracket ("Intern / (Balai Latihan Kerja dan Pengembangan" /
      // "Produktivitas) BLKPP DIY"): one line.
      const lastHeader = cur.header[cur.header.length - 1] ?? '';
      const openBracket =
        (lastHeader.match(/\(/gu) ?? []).length > (lastHeader.match(/\)/gu) ?? []).length;
      if (openBracket && line.includes(')') && line.length <= 80) {
        cur.header[cur.header.length - 1] = `${lastHeader} ${cleanHeader(line)}`;
        continue;
      }
      const hasPair = cur.header.some((h) => splitPair(h) !== null);
      // Dates first, then "Title / Company", then a short line before any bullet: the
      // company's wrapped end ("… Geophysicists UGM" / "Student Chapter (SEG UGM SC)").
      if (
        hasPair &&
        cur.header.length === cur.headerAfterDate &&
        cur.header.length === 1 &&
        line.length <= 60 &&
        !isProseLine(line) &&
        // A bracketed name or an unfinished line, not a bare town ("Jakarta") under the header.
        (/\(.*\)/u.test(line) || /\b(?:of|and|dan|&|for|untuk)$/iu.test(lastHeader)) &&
        !/,\s*\p{Lu}|^(?:remote|hybrid|wfh|wfo)\b/iu.test(line) &&
        !COUNTRY.test(line)
      ) {
        cur.header[0] = `${lastHeader} ${cleanHeader(line)}`;
        continue;
      }
      // A place under a "Title, Company" header, right before the bullets ("Makassar",
      // "Jakarta Selatan"): the header's line, not a bullet after the others.
      if (
        hasPair &&
        cur.header.length === 1 &&
        /^\p{Lu}[\p{L}.'-]*(?:,? \p{Lu}[\p{L}.'-]*){0,2}$/u.test(line) &&
        (isBullet(nextLine) || opensWithAction(nextLine))
      ) {
        cur.header.push(cleanHeader(line));
        continue;
      }
      if (cur.header.length < 2 && !hasPair && line.length <= 80) {
        cur.header.push(cleanHeader(line));
        cur.headerAfterDate++;
        continue;
      }
    }
    // Another unmarked achievement under the first ("Cut defects by 18%" / "Maintained 20
    // machines"): the entry's own, not the next entry's header.
    if (inBullets && cur && buffer.length === 0 && opensWithAction(line)) {
      cur.bullets.push(line);
      continue;
    }
    buffer.push(cleanHeader(line));
    inBullets = false;
  }
  // Trailing buffered prose after the last entry: its description.
  if (cur && buffer.length > 0) cur.bullets.push(...descriptionLines(buffer));
  return entries;
}

/**
 * Unmarked description lines as bullets: a wrapped line (lower case, or a word or two such as
 * "Multiplatform.", after a line with no closing punctuation) joined to the line it continues.
 */
function descriptionLines(lines: string[]): string[] {
  const items: string[] = [];
  for (const l of lines) {
    const prev = items[items.length - 1];
    const tail = /^\p{Ll}/u.test(l) || l.split(/\s+/u).length <= 2;
    if (prev !== undefined && tail && !/[.!?;:]$/u.test(prev)) {
      items[items.length - 1] = `${prev} ${l}`;
    } else items.push(l);
  }
  return items;
}

/** Dated entries with their header lines (for list sections). */
export function datedEntries(lines: string[]): { header: string[]; entry: ExperienceEntry }[] {
  return groupDated(lines).map((e) => {
    const { title, company } = titleCompany(e.header);
    return {
      header: e.header.filter((x) => x && !isProseLine(x)),
      entry: { title, company, start: e.start, end: e.end, current: e.current, bullets: e.bullets },
    };
  });
}

/**
 * Entries without dates: each run of header lines (short, not prose, not bullets) that follows
 * description lines starts an entry.
 */
function groupUndated(lines: string[]): RawEntry[] {
  const entries: RawEntry[] = [];
  let cur: RawEntry | null = null;
  let inBody = true;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const text = bullet ? stripBullet(line) : line;
    if (bullet || isProseLine(line) || line.length > 90) {
      // A wrapped line of prose ("projek ini dikerjakan secara tim yaitu membuat brosur" /
      // "digital untuk sekolah smp saya.") continues the line before it.
      const prev = cur?.bullets[cur.bullets.length - 1];
      if (cur && !bullet && prev !== undefined && inBody && /^\p{Ll}/u.test(text)) {
        cur.bullets[cur.bullets.length - 1] = `${prev} ${text}`;
      } else if (cur && text) cur.bullets.push(text);
      inBody = true;
      continue;
    }
    if (inBody || !cur) {
      cur = {
        header: [cleanHeader(line)],
        start: null,
        end: null,
        current: false,
        bullets: [],
        headerAfterDate: 0,
        single: false,
      };
      entries.push(cur);
      inBody = false;
    } else if (cur.header.length < 3) cur.header.push(cleanHeader(line));
  }
  // A header with nothing under it is a list item, not an entry, unless all are like that.
  const withBody = entries.filter((e) => e.bullets.length > 0);
  if (withBody.length > 0) return withBody;
  // A bare list ("Kasir — Toko A" / "Pramuniaga — Toko B"): one entry per line.
  return entries.flatMap((e) => e.header.map((h) => ({ ...e, header: [h] })));
}

export function parseExperience(lines: string[]): ExperienceEntry[] {
  const dated = groupDated(lines);
  return (dated.length > 0 ? dated : groupUndated(lines)).map((e) => {
    const { title, company } = titleCompany(e.header);
    return { title, company, start: e.start, end: e.end, current: e.current, bullets: e.bullets };
  });
}
