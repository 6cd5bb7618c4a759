/**
 * Date ranges in Indonesian and English CVs: "Jan 2020 – Sekarang", "Maret 2018 - Desember 2019",
 * "2019–Present", "03/2018 - 12/2019", "Agu 2021 - saat ini", single years.
 * Dates are 'YYYY-MM' when the month is known, else 'YYYY'.
 */

export interface DateRange {
  start: string | null;
  end: string | null;
  current: boolean;
  /** Index range of the match in the input. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januari: 1,
  feb: 2,
  february: 2,
  februari: 2,
  pebruari: 2,
  mar: 3,
  march: 3,
  maret: 3,
  apr: 4,
  april: 4,
  may: 5,
  mei: 5,
  jun: 6,
  june: 6,
  juni: 6,
  jul: 7,
  july: 7,
  juli: 7,
  aug: 8,
  august: 8,
  agu: 8,
  agt: 8,
  agus: 8,
  agust: 8,
  agustus: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  okt: 10,
  oktober: 10,
  nov: 11,
  november: 11,
  nop: 11,
  nopember: 11,
  dec: 12,
  december: 12,
  des: 12,
  desember: 12,
};

/** Month names and abbreviations of both languages, longest first, as a regex alternation. */
export const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Words for an ongoing end ("Present", "Sekarang"), as a regex alternation. */
export const PRESENT =
  'present|current|currently|now|today|to\\s+date|ongoing|sekarang|saat\\s+ini|kini|hingga\\s+kini|sampai\\s+sekarang|sampai\\s+saat\\s+ini|masih\\s+berlangsung';

/** One date point: "Jan 2020", "Januari 2020", "01/2020", "2020-01", "2020", "Jan. '20". */
const POINT = `(?:(?:(?:0?[1-9]|[12]\\d|3[01])(?:st|nd|rd|th)?\\s+)?(?:${MONTH_ALT})\\.?\\s*,?\\s*(?:19|20)\\d{2}|(?:${MONTH_ALT})\\.?\\s*['’]\\d{2}(?!\\d)|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*[/-]\\s*(?:0[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;

const SEP = `(?:\\s*(?:-|–|—|‑|−|to|until|till|s\\.?\\/?d\\.?|sampai|hingga|→|~)\\s*|\\s+\\/\\s+|\\/(?=(?:19|20)\\d{2}(?!\\d))|\\s+(?=(?:${MONTH_ALT})\\.?\\s*(?:19|20)\\d{2}|(?:${PRESENT})(?![\\p{L}])))`;

const RANGE_RE = new RegExp(
  `(?<![\\p{L}\\d])(${POINT})(?:${SEP}(${POINT}|${PRESENT}))?(?![\\p{L}\\d])`,
  'giu',
);

const PRESENT_RE = new RegExp(`^(?:${PRESENT})$`, 'iu');

/** A whole date point "Jan 2020" / "Januari, 2020", and "Mar '19" (built once: they are long). */
const MONTH_YEAR_RE = new RegExp(`^(${MONTH_ALT})\\.?\\s*,?\\s*((?:19|20)\\d{2})$`, 'u');
const MONTH_SHORT_YEAR_RE = new RegExp(`^(${MONTH_ALT})\\.?\\s*['’](\\d{2})$`, 'u');

/** Parse one date point into 'YYYY-MM' or 'YYYY'. */
export function parseDatePoint(s: string): string | null {
  const t = s
    .trim()
    .toLowerCase()
    .replace(/^\d{1,2}(?:st|nd|rd|th)?\s+(?=\p{L})/u, '');
  let m = MONTH_YEAR_RE.exec(t);
  if (m) return `${m[2]}-${String(MONTHS[m[1]!]).padStart(2, '0')}`;
  // "Mar '19": a month and the year's last two digits after an apostrophe.
  m = MONTH_SHORT_YEAR_RE.exec(t);
  if (m) {
    const yy = Number(m[2]);
    return `${yy <= 50 ? 2000 + yy : 1900 + yy}-${String(MONTHS[m[1]!]).padStart(2, '0')}`;
  }
  m = /^(\d{1,2})\s*[/.-]\s*((?:19|20)\d{2})$/u.exec(t);
  if (m) {
    const mo = Number(m[1]);
    if (mo >= 1 && mo <= 12) return `${m[2]}-${String(mo).padStart(2, '0')}`;
    return null;
  }
  m = /^((?:19|20)\d{2})\s*[/-]\s*(\d{2})$/u.exec(t);
  if (m) return `${m[1]}-${m[2]}`;
  m = /^((?:19|20)\d{2})$/u.exec(t);
  if (m) return m[1]!;
  return null;
}

/**
 * A month name that is part of a name, not a date: "Sepuluh Nopember" (ITS), "Sebelas Maret"
 * (UNS), "Mei" in "PT Mei Sejahtera" is safe already (no year follows it).
 */
const NAME_MONTH = new RegExp(
  `(?<![\\p{L}])(?:satu|dua|tiga|empat|lima|enam|tujuh|delapan|sembilan|sepuluh|sebelas|belas|puluh)\\s+(?:${MONTH_ALT})(?![\\p{L}])`,
  'giu',
);

/**
 * "03/19 – 08/21", "08/25 – Present", "06/23 / 01/26": month and two-digit year, read only as a
 * range (alone, "08/25" may be anything); a slash between them stands apart by spaces.
 */
const SHORT_YEAR_RANGE = new RegExp(
  `(?<![\\p{L}\\d/.])(0?[1-9]|1[0-2])\\/(\\d{2})(?:\\s*[-–—]\\s*|\\s+\\/\\s+)(?:(0?[1-9]|1[0-2])\\/(\\d{2})|(${PRESENT}))(?![\\p{L}\\d/.])`,
  'giu',
);

function shortYearPoint(mm: string, yy: string): string {
  const y = Number(yy);
  return `${y <= 50 ? 2000 + y : 1900 + y}-${mm.padStart(2, '0')}`;
}

function shortYearRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of line.matchAll(SHORT_YEAR_RANGE)) {
    const start = shortYearPoint(m[1]!, m[2]!);
    const end = m[3] ? shortYearPoint(m[3], m[4]!) : null;
    if (end && monthIndex(end) < monthIndex(start)) continue;
    out.push({ start, end, current: !end, index: m.index, length: m[0].length });
  }
  return out;
}

/**
 * "2019–21": a year and the end year's last two digits after an en or em dash (a hyphen there
 * is an ISO month, "2019-03"), read only when it runs forward in the same century.
 */
const SHORT_END_RANGE = /(?<![\p{L}\d/.])((?:19|20)\d{2})\s*[–—]\s*(\d{2})(?![\p{L}\d/.])/gu;

/** "sejak Maret 2019", "since 2021": a start with no end is an ongoing range. */
const SINCE_RANGE = new RegExp(
  `(?<![\\p{L}])(?:sejak|semenjak|since)\\s+(${POINT})(?![\\p{L}\\d])`,
  'giu',
);

function openEndedRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  for (const m of line.matchAll(SHORT_END_RANGE)) {
    const start = m[1]!;
    const end = `${start.slice(0, 2)}${m[2]}`;
    if (Number(end) <= Number(start)) continue;
    out.push({ start, end, current: false, index: m.index, length: m[0].length });
  }
  for (const m of line.matchAll(SINCE_RANGE)) {
    const start = parseDatePoint(m[1]!);
    if (start) out.push({ start, end: null, current: true, index: m.index, length: m[0].length });
  }
  return out;
}

/** All date ranges (or single dates) in a line, in order. */
export function findDateRanges(line: string): DateRange[] {
  const short = [...shortYearRanges(line), ...openEndedRanges(line)];
  if (short.length > 0) {
    // The long forms elsewhere on the line, outside the short ranges.
    let rest = line;
    for (const r of short)
      rest = rest.slice(0, r.index) + ' '.repeat(r.length) + rest.slice(r.index + r.length);
    return [...short, ...longRanges(rest)].sort((a, b) => a.index - b.index);
  }
  return longRanges(line);
}

function longRanges(line: string): DateRange[] {
  const out: DateRange[] = [];
  // Same-length mask, so indexes still point into the line.
  const masked = line.replace(NAME_MONTH, (m) => m.replace(/\p{L}/gu, '_'));
  // The one global RANGE_RE, rewound (nothing below runs it): compiling a copy per line cost
  // more than the matching.
  const re = RANGE_RE;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(masked)) !== null) {
    const start = parseDatePoint(m[1]!);
    if (!start) continue;
    const endRaw = m[2];
    // Two dates side by side with nothing between them (or a slash, as in "2019/2020") are a
    // range only when they run forward: "Jun. 2017 Aug 2014" is the end of one entry beside
    // the start of the next.
    if (endRaw && /^\s*\/?\s*$/u.test(m[0].slice(m[1]!.length, m[0].length - endRaw.length))) {
      const endPoint = PRESENT_RE.test(endRaw.trim().replace(/\s+/gu, ' '))
        ? null
        : parseDatePoint(endRaw);
      if (endPoint && monthIndex(endPoint, true) < monthIndex(start)) {
        out.push({ start, end: null, current: false, index: m.index, length: m[1]!.length });
        re.lastIndex = m.index + m[1]!.length;
        continue;
      }
    }
    let end: string | null = null;
    let current = false;
    const tail = line.slice(m.index + m[0].length);
    if (!endRaw && /^\s*[-–—]\s*$/u.test(tail)) current = true;
    if (endRaw) {
      if (PRESENT_RE.test(endRaw.trim().replace(/\s+/gu, ' '))) current = true;
      else end = parseDatePoint(endRaw);
    }
    out.push({ start, end, current, index: m.index, length: m[0].length });
  }
  return out;
}

/**
 * A line that prints a period with both ends ("2019 – 2021", "Mar 2020 – kini"): an entry's
 * dates. A lone date (a birth date, a certificate's month) is none.
 */
export function holdsPeriod(line: string): boolean {
  return findDateRanges(line).some((r) => r.current || (r.end && r.end !== r.start));
}

/**
 * The date range of an entry line: the first range with an end (or "present"), else the first
 * single date (treated as both start and end).
 */
export function parseDateRange(
  line: string,
): { start: string | null; end: string | null; current: boolean } | null {
  const all = findDateRanges(line);
  if (all.length === 0) return null;
  const withEnd = all.find((r) => r.end !== null || r.current) ?? all[0]!;
  if (withEnd.end === null && !withEnd.current) {
    // "Expected June 2023" / "2022": a single date.
    return { start: withEnd.start, end: withEnd.start, current: false };
  }
  return { start: withEnd.start, end: withEnd.end, current: withEnd.current };
}

/** Comparable month index for 'YYYY-MM' / 'YYYY' (a bare year counts as its first or last month). */
export function monthIndex(d: string, asEnd = false): number {
  const [y, m] = d.split('-');
  const year = Number(y);
  const month = m ? Number(m) : asEnd ? 12 : 1;
  return year * 12 + (month - 1);
}

export function todayYm(now: Date = new Date()): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface DatedItem {
  start: string | null;
  end: string | null;
  /** Ongoing ("Present"/"Sekarang"); education entries have no such flag. */
  current?: boolean;
}

/** End before start. */
export function isEndBeforeStart(item: DatedItem): boolean {
  if (!item.start || !item.end) return false;
  return monthIndex(item.end, true) < monthIndex(item.start);
}

/** Start or end after the given date (default: now). */
export function isFutureDate(item: DatedItem, now: Date = new Date()): boolean {
  const nowIdx = monthIndex(todayYm(now));
  if (item.start && monthIndex(item.start) > nowIdx) return true;
  if (item.end && monthIndex(item.end) > nowIdx) return true;
  return false;
}

/** Months covered by an item ([startIdx, endIdx]); null when undated. */
export function span(item: DatedItem, now: Date = new Date()): [number, number] | null {
  if (!item.start) return null;
  const s = monthIndex(item.start);
  const e = item.current
    ? monthIndex(todayYm(now))
    : item.end
      ? monthIndex(item.end, true)
      : monthIndex(item.start, true);
  return [s, e];
}

/** Pairs of indices whose periods overlap by more than `toleranceMonths` months. */
export function overlappingPairs(
  items: DatedItem[],
  toleranceMonths = 1,
  now: Date = new Date(),
): [number, number][] {
  const spans = items.map((i) => span(i, now));
  const out: [number, number][] = [];
  for (let i = 0; i < spans.length; i++) {
    for (let j = i + 1; j < spans.length; j++) {
      const a = spans[i];
      const b = spans[j];
      if (!a || !b) continue;
      const overlap = Math.min(a[1], b[1]) - Math.max(a[0], b[0]) + 1;
      if (overlap > toleranceMonths) out.push([i, j]);
    }
  }
  return out;
}

/** Total months of experience covered by the items (overlaps counted once). */
export function totalMonths(items: DatedItem[], now: Date = new Date()): number {
  const spans = items
    .map((i) => span(i, now))
    .filter((s): s is [number, number] => s !== null && s[1] >= s[0])
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let curS = -1;
  let curE = -2;
  for (const [s, e] of spans) {
    if (s > curE + 1) {
      if (curE >= curS && curS >= 0) total += curE - curS + 1;
      curS = s;
      curE = e;
    } else curE = Math.max(curE, e);
  }
  if (curS >= 0) total += curE - curS + 1;
  return total;
}
