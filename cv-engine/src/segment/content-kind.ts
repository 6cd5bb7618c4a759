/**
 * The section an unnamed heading opens, read from what it holds: a heading the layout set apart
 * (by size, weight or a rule) whose words the lexicon does not know ("Jejak Karier",
 * "Qualifications") still heads dated entries, schools or a list of languages. Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import { isSchoolLevel, parseDegree } from '../fields/education.ts';
import { matchSkills } from '../fields/skills.ts';
import { ORGANISATION_ROLE_RE } from '../lexicon/organisation-roles.ts';
import { namesPrize } from '../lexicon/prizes.ts';
import type { SectionKey } from '../types.ts';
import { LANGUAGE_NAMES } from './heading-lexicon.ts';
import { isBullet, stripBullet } from './lines.ts';

const SCHOOL =
  /\b(?:universitas|university|institut|institute|politeknik|polytechnic|sekolah|college|akademi|academy|school|sma|smk|smp|ma|stie|stmik)\b/iu;

/** A skill bar's or a rating's figure ("90%", "4/5"): no item of its own. */
const RATING = /^\d{1,3}\s*%$|^\d\s*\/\s*\d$/u;

/** A certificate's words (its kind, not its subject). */
const CERTIFICATE =
  /\b(?:certifi\w*|certificate|sertifika\w*|sertifikat|licen[cs]e|lisensi|course|kursus|pelatihan|training|bootcamp)\b/iu;

/** A credential's own words: a certification or a licence, not a prize's certificate. */
const CREDENTIAL = /\b(?:certifi(?:ed|cation)|sertifikasi|licen[cs]ed?|lisensi)\b/iu;

/**
 * Lines that list credentials only, each item naming a certification or a licence ("Google Ads
 * Search Certification (2025)"): what an "Achievements" heading over them holds.
 */
export function credentialsOnly(lines: readonly string[]): boolean {
  const items = lines.map((l) => stripBullet(l).trim()).filter(Boolean);
  return items.length > 0 && items.every((l) => CREDENTIAL.test(l) && l.length <= 120);
}

/** The items of a one-per-line or separated list, ratings dropped ("SQL 63%" → "SQL"). */
function listItems(text: readonly string[]): string[] {
  return text
    .flatMap((l) => l.split(/\s*[,;|•·]\s*/u))
    .map((x) => x.replace(/\s*\d{1,3}\s*%$/u, '').trim())
    .filter((x) => x && !RATING.test(x));
}

/** Prose: a paragraph of sentences (many lower-case words), not items or fields. */
function isProseBlock(lines: readonly string[], text: readonly string[]): boolean {
  if (lines.some((l) => isBullet(l))) return false;
  const words = text.join(' ').split(/\s+/u);
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 15 && lower >= 0.5 * words.length && text.every((l) => !/:\s/u.test(l));
}

const YEAR = /\b(?:19|20)\d{2}\b/u;

/**
 * Titled pieces of work, each with a year and what it did ("Assembly Jig Design" / "2023" /
 * "Inspected 300 units per shift…"): every dated line a title or a year alone, as many lines of
 * description (five words or more, no year) as years, and nothing of a school, a certificate,
 * a prize or a club.
 */
function workOfAYear(text: readonly string[]): boolean {
  const years = text.filter((l) => YEAR.test(l));
  if (years.length === 0) return false;
  if (years.some((l) => l.replace(YEAR, '').split(/\s+/u).filter(Boolean).length > 6)) return false;
  const described = text.filter((l) => !YEAR.test(l) && l.split(/\s+/u).length >= 5).length;
  if (described < years.length) return false;
  const other = (l: string) =>
    SCHOOL.test(l) ||
    CERTIFICATE.test(l) ||
    namesPrize(l) ||
    ORGANISATION_ROLE_RE.test(l) ||
    parseDegree(l) !== null;
  return !text.some(other);
}

export interface ContentContext {
  /** An entry section (experience, education…) comes before the block. */
  afterEntries?: boolean;
}

/**
 * The section key of a block from its lines: lines with a date range and a school or a degree
 * are education; other date ranges experience, or organisations when experience is named elsewhere;
 * lines that are mostly languages, languages; a list whose items mostly name skills the skills
 * lexicon knows, skills; a list of certificates with their years, certifications; a paragraph of
 * prose before any entry section, the summary. Null when the content does not tell.
 */
export function contentKind(
  lines: readonly string[],
  named: readonly SectionKey[],
  context: ContentContext = {},
): SectionKey | null {
  const text = lines.map((l) => stripBullet(l).trim()).filter(Boolean);
  if (text.length === 0) return null;
  // A phone number or an address is no date, however many digits it holds.
  const contact = (l: string) => /@|\+\d|\d{4,}[\s.-]?\d{3,}/u.test(l);
  // A range (with an end, or ongoing) dates an entry; a lone year may date a certificate.
  const ranged = (l: string) => findDateRanges(l).some((r) => r.end !== null || r.current);
  const dated = text.filter((l) => !contact(l) && ranged(l)).length;
  if (dated > 0) {
    // Roles in a club, a committee or a student body: organisations, even at a campus.
    const roles = text.filter((l) => ORGANISATION_ROLE_RE.test(l)).length;
    if (roles >= dated) return 'organizations';
    const schools = text.filter(
      (l) => SCHOOL.test(l) || isSchoolLevel(l) || parseDegree(l) !== null,
    ).length;
    if (schools >= dated) return 'education';
    return named.includes('experience') ? 'organizations' : 'experience';
  }
  if (context.afterEntries && workOfAYear(text)) return 'projects';
  const langs = text.filter((l) => LANGUAGE_NAMES.test(l)).length;
  if (langs >= 1 && langs >= 0.6 * text.length) return 'languages';
  const items = listItems(text);
  const short = items.length >= 2 && items.every((x) => x.split(/\s+/u).length <= 8);
  const years = items.filter((x) => /\b(?:19|20)\d{2}\b/u.test(x)).length;
  if (short && years === 0 && items.length >= 3) {
    const skills = items.filter((x) => matchSkills(x).length > 0).length;
    if (skills >= 0.6 * items.length) return 'skills';
  }
  if (short && items.filter((x) => CERTIFICATE.test(x)).length >= Math.max(1, 0.6 * items.length))
    return 'certifications';
  if (!context.afterEntries && isProseBlock(lines, text)) return 'summary';
  return null;
}
