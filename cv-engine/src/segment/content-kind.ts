/**
 * The section an unnamed heading opens, read from what it holds: a heading the layout set apart
 * (by size, weight or a rule) whose words the lexicon does not know ("Jejak Karier",
 * "Qualifications") still heads dated entries, schools or a list of languages. Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import { isSchoolLevel, parseDegree } from '../fields/education.ts';
import type { SectionKey } from '../types.ts';
import { LANGUAGE_NAMES } from './heading-lexicon.ts';
import { stripBullet } from './lines.ts';

const SCHOOL =
  /\b(?:universitas|university|institut|institute|politeknik|polytechnic|sekolah|college|akademi|academy|school|sma|smk|smp|ma|stie|stmik)\b/iu;

/**
 * The section key of a block from its lines: lines with a date range and a school or a degree
 * are education; other date ranges experience, or organisations when experience is named elsewhere;
 * lines that are mostly languages, languages. Null when the content does not tell.
 */
export function contentKind(
  lines: readonly string[],
  named: readonly SectionKey[],
): SectionKey | null {
  const text = lines.map((l) => stripBullet(l).trim()).filter(Boolean);
  if (text.length === 0) return null;
  // A phone number or an address is no date, however many digits it holds.
  const contact = (l: string) => /@|\+\d|\d{4,}[\s.-]?\d{3,}/u.test(l);
  // A range (with an end, or ongoing) dates an entry; a lone year may date a certificate.
  const ranged = (l: string) => findDateRanges(l).some((r) => r.end !== null || r.current);
  const dated = text.filter((l) => !contact(l) && ranged(l)).length;
  if (dated > 0) {
    const schools = text.filter(
      (l) => SCHOOL.test(l) || isSchoolLevel(l) || parseDegree(l) !== null,
    ).length;
    if (schools >= dated) return 'education';
    return named.includes('experience') ? 'organizations' : 'experience';
  }
  const langs = text.filter((l) => LANGUAGE_NAMES.test(l)).length;
  if (langs >= 1 && langs >= 0.6 * text.length) return 'languages';
  return null;
}
