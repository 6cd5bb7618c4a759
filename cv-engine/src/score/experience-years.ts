/**
 * Years of professional experience: the figure the CV states itself, else dated roles counted
 * without internships, committee work and study-time roles, overlaps once.
 */
import type { ExperienceEntry, ParsedCv } from '../types.ts';
import { isEndBeforeStart, monthIndex, todayYm, type DatedItem } from '../fields/dates.ts';
import { isJunior, roleName } from './score-entries.ts';

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  sebelas: 11,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s*\\+?`;
/** "three years of experience", "5+ years' experience", "7 tahun pengalaman", "pengalaman 3 tahun". */
const STATED_YEARS = new RegExp(
  [
    `(?<![\\p{L}\\d])${COUNT}\\s*(?:years?|yrs?)['’]?\\s+(?:of\\s+)?(?:[\\p{L}-]+\\s+){0,2}?experience`,
    `(?<![\\p{L}\\d])${COUNT}\\s*tahun\\s+(?:\\p{L}+\\s+)?pengalaman`,
    `pengalaman\\s+(?:\\p{L}+\\s+){0,3}?(?:selama\\s+|lebih\\s+dari\\s+)?${COUNT}\\s*tahun`,
  ].join('|'),
  'iu',
);

/** The years of experience the CV states itself ("three years of experience"), else null. */
export function statedYears(text: string | null | undefined): number | null {
  const m = text ? STATED_YEARS.exec(text.replace(/\s+/gu, ' ')) : null;
  if (!m) return null;
  const n = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  return /^\d+$/u.test(n) ? Number(n) : (NUMBER_WORDS[n] ?? null);
}

const POSTGRADUATE = /\b(?:master|magister|mba|m\.?sc|s2|s3|ph\.?d|doctor|doktor)\b/iu;
const PART_TIME =
  /(?<![\p{L}])(?:part[\s-]?time|paruh\s+waktu|freelance|lepas|asisten\s+(?:dosen|laboratorium|lab)|teaching\s+assistant|research\s+assistant)(?![\p{L}])/iu;

/**
 * A role held while studying: it began during a (first-degree or school) study period and is
 * an internship, committee or part-time role, or the study is still going on (a student's
 * roles are student jobs). Such roles are no years of professional experience.
 */
export function isStudyTimeRole(
  e: ExperienceEntry,
  education: ParsedCv['education'],
  now: Date,
): boolean {
  if (!e.start) return false;
  const start = monthIndex(e.start);
  const today = monthIndex(todayYm(now));
  return education.some((s) => {
    if (!s.start || POSTGRADUATE.test(`${s.degree} ${s.institution}`)) return false;
    const from = monthIndex(s.start);
    const to = s.current ? Number.POSITIVE_INFINITY : s.end ? monthIndex(s.end, true) : from + 11;
    // Still studying: ongoing, or an expected end ("2023 – 2027") still ahead.
    const ongoing = to >= today;
    if (start < from || start > to) return false;
    return ongoing || isJunior(e.title) || PART_TIME.test(`${e.title} ${e.company}`);
  });
}

/**
 * Whole years of professional experience: dated roles without internships, committee work and
 * study-time roles, overlapping periods counted once. When the CV states its own figure
 * ("three years of experience"), that figure: the analysis never contradicts the CV.
 */
export function professionalYears(parsed: ParsedCv, now: Date): number {
  const stated = statedYears(parsed.summaryText);
  if (stated !== null) return stated;
  const work = parsed.experience.filter(
    (e) =>
      e.start && roleName(e) && !isJunior(e.title) && !isStudyTimeRole(e, parsed.education, now),
  );
  return Math.floor(totalMonthsOf(work, now) / 12);
}

export function totalMonthsOf(items: DatedItem[], now: Date): number {
  const nowIdx = monthIndex(todayYm(now));
  const spans = items
    .filter((i) => i.start && !isEndBeforeStart(i))
    .map((i) => {
      const s = monthIndex(i.start!);
      const e = i.current ? nowIdx : i.end ? monthIndex(i.end, true) : monthIndex(i.start!, true);
      return [s, Math.min(e, nowIdx)] as [number, number];
    })
    .filter(([s, e]) => e >= s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const sp of spans) {
    if (!cur || sp[0] > cur[1] + 1) {
      if (cur) total += cur[1] - cur[0] + 1;
      cur = [sp[0], sp[1]];
    } else cur[1] = Math.max(cur[1], sp[1]);
  }
  if (cur) total += cur[1] - cur[0] + 1;
  return total;
}

export { totalMonthsOf as experienceMonths };
