/**
 * Experience and education entries from the lines of their sections.
 */
import type { EducationEntry, ExperienceEntry } from '../types.ts';
import { findDateRanges, parseDateRange } from './dates.ts';
import {
  isBullet,
  isDatedTail,
  isProseLine,
  PARSER_WRAP,
  stripBullet,
  TITLE_WORDS,
  withoutDates,
  wrapsBullet,
} from '../segment/lines.ts';
import { COUNTRIES, US_STATE, US_STATES } from './places.ts';

export { isBullet, stripBullet, TITLE_WORDS } from '../segment/lines.ts';

const ORG_WORDS =
  /\b(?:pt|cv|tbk|inc|llc|ltd|corp|corporation|company|co|group|gmbh|university|universitas|institute|institut|school|sekolah|college|bank|hospital|rumah sakit|rs|hotel|foundation|yayasan|studio|agency|labs?|technologies|solutions|systems|indonesia|kementerian|dinas|badan|kantor|club|komunitas|himpunan|bem|organisasi)\b/iu;

/** Split "Title — Company", "Company | Title", "Title at Company". */

/** A kind of work, printed beside an employer ("Part-time", "Magang", "Remote"). */
const WORK_KIND =
  /^(?:(?:part|full)[-\s]?time|freelance|contract|kontrak|internship|magang|paruh waktu|penuh waktu|remote|hybrid|on-?site|wfh|wfo)(?:\s|$)/iu;

/** "New Orleans" before "LA", "Remote", "WFH / WFO": location parts of an entry line. */
const COUNTRY =
  /^(?:S\.?\s?Korea|South Korea|Korea|Indonesia|Singapore|Malaysia|Japan|China|India|Thailand|Vietnam|Philippines|Australia|Canada|Germany|France|Netherlands|UK|United Kingdom|USA|U\.S\.A?\.?|United States)$/iu;

function isLocationPart(part: string, next: string | undefined): boolean {
  return (
    US_STATE.test(part) ||
    COUNTRY.test(part) ||
    // "San Francisco, CA": a short city name before a state code.
    (next !== undefined && US_STATE.test(next) && part.split(/\s+/u).length <= 2) ||
    /^(?:remote|hybrid|on-?site|wfh|wfo)\b/iu.test(part)
  );
}

/** A place where a major could stand: a state code or a country. */
const NOT_A_MAJOR = new RegExp(`^(?:${US_STATES}|${COUNTRIES})$`, 'u');

/** "Viasat Inc. Carlsbad" before "CA": the company ends at its legal suffix, the city follows. */
const ORG_THEN_CITY =
  /^(.*?\b(?:Inc|LLC|Ltd|Corp|Co|Tbk|GmbH|PLC)\.?)\s+(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2})$/u;

/** "Stripe San Francisco" before "CA": a company, then a city a US state code follows. */
const KNOWN_CITY =
  /^(.+?)\s+(San Francisco|San Diego|San Jose|Los Angeles|New York|Mountain View|Palo Alto|Menlo Park|Redwood City|Santa Clara|Sunnyvale|Cupertino|Seattle|Redmond|Austin|Boston|Cambridge|Chicago|Denver|Atlanta|Miami|Portland|Washington|Houston|Dallas|Philadelphia|Pittsburgh)$/u;

function splitParts(line: string): string[] {
  // A line whose parts are set apart by bars ("Duta Pelajar | BNN - Kab.Karo") keeps a dash
  // inside a part: the bar is the line's own separator, "BNN - Kab.Karo" is one organisation.
  // A kind of work after a dash ("Binus University - Part-time") is still a part of its own.
  const barred = line.split(/\s*\|\s*/u).filter((p) => p.trim()).length >= 2;
  const parts = (
    barred
      ? line.split(/\s*[|•·]\s*/u).flatMap((p) => {
          const m = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(p);
          return m && WORK_KIND.test(m[2]!.trim()) ? [m[1]!, m[2]!] : [p];
        })
      : line.split(/\s+(?:—|–|-|\||•|·|@|at|di)\s+|\s*[|•·]\s*|\s*\/\s+|\s+\/\s*|,\s+(?=\p{Lu})/u)
  )
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.flatMap((p, k) => {
    const next = parts[k + 1];
    const m = next && US_STATE.test(next) ? (ORG_THEN_CITY.exec(p) ?? KNOWN_CITY.exec(p)) : null;
    return m ? [m[1]!, m[2]!] : [p];
  });
}

/** Split "Title — Company", "Company | Title", "Title at Company", "Company, City, ST, Title". */
function splitPair(line: string): [string, string] | null {
  const all = splitParts(line);
  const parts = all.filter((p, k) => !isLocationPart(p, all[k + 1]));
  if (parts.length < 2) return null;
  if (parts.length > 2) {
    // Pick the part that names a role, and the first other part as the organisation.
    const t = parts.findIndex((p) => TITLE_WORDS.test(p));
    if (t > 0) return [parts[0]!, parts[t]!];
  }
  return [parts[0]!, parts[1]!];
}

function orderTitleCompany(a: string, b: string): { title: string; company: string } {
  // "Dicoding For School | Dicoding": a part that opens with the other part's whole name is a
  // programme or product of that organisation — the organisation is the shorter name.
  const opens = (x: string, y: string) =>
    x.length > y.length && x.toLowerCase().startsWith(`${y.toLowerCase()} `);
  if (opens(a, b)) return { title: a, company: b };
  if (opens(b, a)) return { title: b, company: a };
  const aTitle = TITLE_WORDS.test(a);
  const bTitle = TITLE_WORDS.test(b);
  const aOrg = ORG_WORDS.test(a);
  const bOrg = ORG_WORDS.test(b);
  if ((bTitle && !aTitle) || (aOrg && !bOrg && !aTitle)) return { title: b, company: a };
  return { title: a, company: b };
}

function cleanHeader(line: string): string {
  return line
    .replace(/\(\s*\)/gu, '')
    .replace(/^[\s,|•·—–-]+|[\s,|•·—–(-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

function removeDates(line: string): string {
  return cleanHeader(
    withoutDates(line)
      .replace(/\b(?:expected|sejak|since|from|dari|periode|period)\b\s*$/iu, '')
      .replace(/\(\s*\)/gu, ''),
  );
}

/**
 * The date range that makes a line an entry header: a real range ("Jan 2020 – Present"), or a
 * single date at the start or end of a short line ("Magang 2018", "9 Nov 2024 | Bogor").
 * Years inside prose ("… accepted at ICCSCI 2025") do not count.
 */
export function anchorRange(
  line: string,
): { start: string | null; end: string | null; current: boolean; single: boolean } | null {
  if (line.length > 140 || /^[\p{Ll}]/u.test(line)) return null;
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
const OPEN_RANGE_END = /(?:19|20)\d{2}\s*(?:-|–|—|to|s\/d|sampai|hingga)\s*$/iu;
const RANGE_CONTINUES =
  /^(?:present|current|now|sekarang|saat\s+ini|kini|(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|oct|okt|nov|dec|des)\p{L}*\.?\s*(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])\/(?:19|20)\d{2}|(?:19|20)\d{2})\b/iu;

/** "2017 –" / "Present Developed …": a date range broken over two lines is joined. */
export function joinSplitRanges(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const next = lines[i + 1]?.trim();
    if (next && OPEN_RANGE_END.test(line) && RANGE_CONTINUES.test(next)) {
      out.push(`${line} ${next}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

function groupDated(rawLines: string[]): RawEntry[] {
  const lines = joinSplitRanges(rawLines);
  const entries: RawEntry[] = [];
  let buffer: string[] = [];
  let cur: RawEntry | null = null;
  let inBullets = false;
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
    if (cur && !inBullets && buffer.length === 0) {
      // Right after the dates: a company description is prose, a company/title line is short.
      const sentence = isProseLine(line);
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
      if (cur.header.length < 2 && !hasPair && line.length <= 80) {
        cur.header.push(cleanHeader(line));
        cur.headerAfterDate++;
        continue;
      }
    }
    buffer.push(cleanHeader(line));
    inBullets = false;
  }
  // Trailing buffered prose after the last entry: description bullets, a wrapped line (lower
  // case, after a line with no closing punctuation) joined to the line it continues.
  if (cur && buffer.length > 0) {
    const items: string[] = [];
    for (const l of buffer) {
      const prev = items[items.length - 1];
      // A lower-case line, or a word or two ("Multiplatform."), after a line that does not end
      // its sentence.
      const tail = /^\p{Ll}/u.test(l) || l.split(/\s+/u).length <= 2;
      if (prev !== undefined && tail && !/[.!?;:]$/u.test(prev)) {
        items[items.length - 1] = `${prev} ${l}`;
      } else items.push(l);
    }
    cur.bullets.push(...items);
  }
  return entries;
}

function titleCompany(header: string[]): { title: string; company: string } {
  const lines = header
    // A long "Title / Company (…)" line is a header, not prose.
    .filter(
      (x) =>
        x &&
        x.length <= 120 &&
        (!isProseLine(x) || (/\s[/|—–]\s|\/\s/u.test(x) && !/[.!?]$/u.test(x))),
    )
    .map((x) => {
      const parts = splitParts(x);
      return parts.filter((p, k) => !isLocationPart(p, parts[k + 1]));
    })
    // A line that is only a place ("New York, NY") names neither.
    .filter((parts) => parts.length > 0);
  if (lines.length === 0) return { title: '', company: '' };
  const first = lines[0]!;
  const firstHasRole = first.length >= 2 && first.some((p) => TITLE_WORDS.test(p));
  if (lines.length === 1 || firstHasRole) {
    if (first.length === 1) return { title: first[0]!, company: '' };
    // "Company, City, ST, Title": the part that names a role, and the first other part.
    const t = first.findIndex((p) => TITLE_WORDS.test(p));
    if (first.length > 2 && t > 0) return orderTitleCompany(first[0]!, first[t]!);
    return orderTitleCompany(first[0]!, first[1]!);
  }
  return orderTitleCompany(first[0]!, lines[1]![0]!);
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

const INSTITUTION_WORDS =
  /\b(?:universit(?:y|as|ät|é)|univ\.|institut(?:e)?|college|school|sekolah|politeknik|polytechnic|akademi|academy|madrasah|pesantren|campus|kampus)\b/iu;
const INSTITUTION_ACRONYMS =
  /\b(?:SMA[NS]?|SMK[NS]?|SMP[NS]?|SD[NS]?|MAN|MTs[N]?|M[Ii](?=\s\p{Lu})|MA Negeri|STMIK|STIE|STT|ITB|IPB|UGM|UI|ITS|UPI|UNAIR|UNDIP|UNPAD|UNS|UNESA|UPN|BINUS|Binus|Kolese)\b(?![/&-])/u;
const INSTITUTION_RE = {
  test: (s: string): boolean => INSTITUTION_WORDS.test(s) || INSTITUTION_ACRONYMS.test(s),
};

const DEGREE_RE = new RegExp(
  [
    // Indonesian levels: S1/S2/S3, D3/D4, Sarjana …, A.Md., S.Kom.
    '\\b(?:S[123]|D[1-4])\\b(?![/.-]\\d)',
    '\\b(?:Sarjana|Magister|Doktor|Diploma)\\b',
    '\\bA\\.\\s?Md\\.?',
    '\\bS\\.\\s?(?:Kom|T|E|Pd|Si|H|Ked|Ak|Psi|Sos|IP)\\.?',
    // English long forms.
    "\\b(?:Bachelor|Master|Doctor|Associate)(?:['’]s)?\\b",
    '\\bDoctorate\\b',
    '\\bPh\\.?\\s?D\\.?',
    '\\b(?:High School|Vocational High School|Senior High School)\\b',
    // Abbreviations: with periods (B.Sc., M.A.), or bare before "in"/"of" (BS in …).
    '\\b(?:B|M)\\.(?:\\s?(?:Sc|A|S|Eng|Tech|Ed|Com|BA))\\.?',
    '\\b(?:BSc|MSc|BS|BA|MS|MA|BEng|MEng|BTech|MTech|BEd|MEd|MBA|BBA|MPhil)\\b(?=\\s+(?:in|of)\\b)',
    '\\b(?:MBA|BBA|MEng|MPhil)\\b',
    '\\b(?:Jurusan|Major|Program Studi|Prodi)\\b',
  ].join('|'),
  'u',
);

const GPA_RE =
  /\b(?:IPK|GPA|CGPA|Grade|Nilai)\s*[:：]?\s*(\d(?:[.,]\d{1,2})?)(?:\s*(?:\/|dari|out of)\s*(\d(?:[.,]\d{1,2})?))?/iu;

export function parseGpa(line: string): string | null {
  const m = GPA_RE.exec(line);
  if (!m) return null;
  const v = m[1]!.replace(',', '.');
  const n = Number(v);
  if (!(n > 0 && n <= 4.0) && !(m[2] && n <= Number(m[2].replace(',', '.')))) return null;
  return m[2] ? `${v}/${m[2].replace(',', '.')}` : v;
}

/** "S1 Teknik Informatika" → { degree: 'S1', field: 'Teknik Informatika' }. */
export function parseDegree(line: string): { degree: string; field: string } | null {
  const text = removeDates(line.replace(GPA_RE, ' '))
    .replace(/[-–—|,;/]\s*$/u, '')
    .trim();
  const m = DEGREE_RE.exec(text);
  if (!m) return null;
  const from = text.slice(m.index);
  const firstPart = (s: string): string =>
    (s.split(/\s*[,|;(/]\s*|\s+[—–-]\s+/u).find((x) => x.trim()) ?? '')
      .replace(/[,.;\s]+$/u, '')
      .trim();
  // "Bachelor of Science in Computer Science", "Bachelor of Applied Digital Business".
  const full =
    /^((?:Bachelor|Master|Doctor)(?:['’]s)?(?:\s+Degree)?\s+of\s+[^,|;(/–—]+?)(?:\s+in\s+(.+))?$/iu.exec(
      firstPart(from),
    );
  if (full) {
    const degree = full[1]!.trim();
    // "Bachelor of Arts, Business Administration": the part after the degree is its major,
    // unless it names a school or a place.
    const next = from
      .slice(firstPart(from).length)
      .replace(/^[\s,;|–—-]+/u, '')
      .split(/\s*[,|;/]\s*|\s+[—–-]\s+/u)[0]
      ?.replace(/[.\s]+$/u, '')
      .trim();
    // Only a generic degree takes its major from the next part: "Master of Business
    // Administration, Stanford" names its subject already; "Stanford" is the town.
    const generic = /\bof\s+(?:arts|science|sciences|applied science|fine arts)$/iu.test(degree);
    const major =
      generic &&
      next &&
      /^\p{Lu}/u.test(next) &&
      next.split(/\s+/u).length <= 6 &&
      !/\b(?:univ|institut|college|school|sekolah|academy|akademi|politeknik|polytechnic)/iu.test(
        next,
      ) &&
      !NOT_A_MAJOR.test(next)
        ? next
        : null;
    const field = full[2]
      ? full[2].trim()
      : (major ?? degree.replace(/^\S+\s+(?:Degree\s+)?of\s+/iu, ''));
    return { degree, field };
  }
  const degree = m[0].trim();
  const rest = text
    .slice(m.index + m[0].length)
    .replace(/^\s*(?:degree|['’]s degree)\b/iu, '')
    .replace(/^\s*(?:(?:in|of)\s+|[:,–—-]\s*)/iu, '');
  return { degree, field: firstPart(rest) };
}

function isDatesOnly(line: string): boolean {
  return findDateRanges(line).length > 0 && removeDates(line).replace(/[^\p{L}]/gu, '').length <= 3;
}

/** The institution segment of a line, if the line names one (not prose that mentions one). */
function institutionOf(body: string): string | null {
  const stripped = removeDates(body.replace(GPA_RE, ' '));
  if (/^[\p{Ll}]/u.test(stripped)) return null;
  const segs = stripped
    .split(/\s+[—–|/-]\s+|\s*[|•]\s*|,\s+(?=(?:[\p{Lu}]|\d))/u)
    .map((x) => x.trim())
    .filter(Boolean);
  for (const seg of segs) {
    if (
      /^(?:high school diploma|diploma|bachelor|master|doctor|associate|sarjana|magister)\b/iu.test(
        seg,
      ) ||
      // "High School" alone is a level, as a degree line prints it ("High School, Diploma of …").
      /^(?:(?:senior|junior|vocational)\s+)?high school$/iu.test(seg)
    ) {
      continue;
    }
    if (!INSTITUTION_RE.test(seg)) continue;
    if (seg.length > 90 || seg.split(/\s+/u).length > 10) continue;
    if (/^(?:jurusan|major|program studi|prodi|coursework|relevant|thesis|skripsi)/iu.test(seg)) {
      continue;
    }
    if (DEGREE_RE.test(seg) && !INSTITUTION_WORDS.test(seg) && /\b(?:in|of)\b/u.test(seg)) continue;
    return seg.replace(/[,\s]+$/u, '');
  }
  return null;
}

export function parseEducation(lines: string[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let prevText: string | null = null; // previous non-bullet line that started no entry
  const fresh = (): EducationEntry => ({
    institution: '',
    degree: '',
    field: '',
    gpa: null,
    start: null,
    end: null,
  });
  const firstLine = lines.find((l) => l.trim());
  // "2020 - 2026" / "Universitas Contoh / …": dates on their own line before each entry.
  const datesFirst = firstLine !== undefined && isDatesOnly(firstLine);
  let pending: { start: string | null; end: string | null; current: boolean } | null = null;
  let column: { start: string | null; end: string | null; current: boolean }[] = [];
  let columnFrom = 0;
  let lastWasDates = false;
  // Ongoing study ("Juni 2023 – Sekarang") stays ongoing; the flag is set only when true.
  const setRange = (
    e: EducationEntry,
    r: { start: string | null; end: string | null; current: boolean },
  ) => {
    Object.assign(e, { start: r.start, end: r.end });
    if (r.current) e.current = true;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const body = bullet ? stripBullet(line) : line;
    let range: { start: string | null; end: string | null; current: boolean } | null =
      parseDateRange(body);
    const gpa = parseGpa(body);
    if (datesFirst && !bullet && isDatesOnly(body)) {
      // Consecutive date lines are a column of dates, one per entry that follows.
      if (lastWasDates && range) column.push(range);
      else column = range ? [range] : [];
      columnFrom = out.length;
      lastWasDates = true;
      pending = range;
      cur = null;
      continue;
    }
    lastWasDates = false;
    if (pending && !range) {
      range = pending;
      pending = null;
    }
    if (bullet) {
      if (cur && gpa && !cur.gpa) cur.gpa = gpa;
      continue;
    }
    const inst = institutionOf(body);
    const degree = parseDegree(inst ? body.replace(inst, ' ') : body);
    if (inst) {
      // "Ph.D. in X" / "Your University": a degree line may come first.
      if (!cur || cur.institution || (cur.start && range)) {
        cur = fresh();
        out.push(cur);
      }
      cur.institution = inst;
      if (degree && !cur.degree) {
        cur.degree = degree.degree;
        cur.field = degree.field;
      }
      if (range && !cur.start) setRange(cur, range);
      if (gpa && !cur.gpa) cur.gpa = gpa;
      prevText = null;
      continue;
    }
    if (degree && (!cur || (cur.degree && cur.institution))) {
      cur = fresh();
      out.push(cur);
    }
    if (!cur && range && !isDatesOnly(body)) {
      cur = fresh();
      out.push(cur);
    }
    if (cur && isDatesOnly(body) && cur.start && prevText) {
      // "MI Nurul Huda" / "2014-2020": a school without a recognised name.
      cur = fresh();
      cur.institution = prevText;
      out.push(cur);
    } else if (!cur && isDatesOnly(body) && prevText) {
      cur = fresh();
      cur.institution = prevText;
      out.push(cur);
    }
    if (!cur) {
      prevText = body;
      continue;
    }
    if (degree && !cur.degree) {
      cur.degree = degree.degree;
      cur.field = degree.field;
    }
    if (range && !cur.start) setRange(cur, range);
    if (gpa && !cur.gpa) cur.gpa = gpa;
    prevText = degree || range || gpa ? null : body;
  }
  // "2016 – 2018" / "1997 – 1999" / "1994 – 1997", then three schools: the column's dates in
  // order (read one by one, only the last reached the first school).
  if (column.length >= 2 && out.length - columnFrom === column.length) {
    column.forEach((r, k) => {
      const e = out[columnFrom + k]!;
      e.start = null;
      e.end = null;
      delete e.current;
      setRange(e, r);
    });
  }
  return out;
}
