/**
 * Language (max 10): one heading language, bullets in the CV's language, no doubled words, no
 * overused opening verb, one date format, valid dates.
 */
import type { ParsedCv } from '../../types.ts';
import { stripBulletMarker } from '../../revise/bullets.ts';
import { isEndBeforeStart, monthIndex, todayYm } from '../../fields/dates.ts';
import { languageScores } from '../../segment/language.ts';
import { VERB_ALTERNATIVES } from '../../lexicon/action-verbs.ts';
import { clip } from '../score-text.ts';
import {
  dateStyle,
  EN_ONLY_MONTHS,
  headingLanguage,
  ID_ONLY_MONTHS,
  textDateRanges,
} from '../score-entries.ts';
import { newAcc, rec, str, type Acc } from './points.ts';

export function language(parsed: ParsedCv, text: string, items: string[], now: Date): Acc {
  const acc = newAcc();
  const headings = [...parsed.sectionBlocks.map((b) => b.heading), ...parsed.otherHeadings].filter(
    Boolean,
  );
  const langs = headings.map((h) => ({ h, l: headingLanguage(h) })).filter((x) => x.l);
  const idH = langs.filter((x) => x.l === 'id');
  const enH = langs.filter((x) => x.l === 'en');
  if (idH.length > 0 && enH.length > 0) {
    const minority = idH.length >= enH.length ? enH : idH;
    const majority = idH.length >= enH.length ? 'id' : 'en';
    rec(acc, 'mixed_headings', 2, {
      headings: [...new Set(minority.map((x) => x.h.trim()))].slice(0, 3).join(', '),
      lang: majority,
    });
  } else acc.points += 2;

  // Bullets in the other language than the CV's (an English role among Indonesian ones).
  const other = items.filter((b) => {
    if (b.split(/\s+/u).length < 5) return false;
    const sc = languageScores(b);
    return parsed.language === 'id' ? sc.en > sc.id + 1 : sc.id > sc.en + 1;
  });
  if (other.length >= 2 && other.length / Math.max(1, items.length) >= 0.25) {
    rec(acc, 'mixed_language_bullets', 1, {
      count: other.length,
      example: clip(stripBulletMarker(other[0]!.trim()), 100),
      lang: parsed.language,
    });
  } else acc.points += 1;

  const lines = text.split('\n');
  const doubled: string[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(/(?<![\p{L}\p{N}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}])/giu))
      doubled.push(m[0]);
  }
  acc.points += doubled.length === 0 ? 1 : 0;
  if (doubled[0])
    rec(acc, 'doubled_words', 1, {
      example: doubled[0],
      count: doubled.length,
    });

  // The same opening word on many bullets ("Membuat …" five times) reads repetitive.
  const openings = new Map<string, number>();
  for (const b of items) {
    const w = (stripBulletMarker(b.trim()).split(/\s+/u)[0] ?? '').replace(/[^\p{L}-]/gu, '');
    if (w.length >= 3) openings.set(w.toLowerCase(), (openings.get(w.toLowerCase()) ?? 0) + 1);
  }
  const [verb, count] = [...openings.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count >= 4 && count / items.length >= 0.4) {
    const alternatives = VERB_ALTERNATIVES[verb] ?? [];
    rec(acc, 'repeated_verb', 1, {
      verb: verb.charAt(0).toUpperCase() + verb.slice(1),
      count,
      alternatives: alternatives.join(', '),
    });
  } else acc.points += 1;

  const ranges = textDateRanges(text);
  const styles = new Set(ranges.map((r) => dateStyle(r.raw)));
  const monthLangs = new Set<string>();
  for (const r of ranges) {
    if (ID_ONLY_MONTHS.test(r.raw)) monthLangs.add('id');
    if (EN_ONLY_MONTHS.test(r.raw)) monthLangs.add('en');
  }
  let fmt = 2;
  if (styles.has('name') && styles.has('numeric')) fmt -= 1;
  if (monthLangs.size > 1) fmt -= 1;
  acc.points += fmt;
  if (fmt < 2) {
    const a = ranges.find((r) => dateStyle(r.raw) === 'numeric' || EN_ONLY_MONTHS.test(r.raw));
    const b = ranges.find(
      (r) =>
        r !== a && (dateStyle(r.raw) !== dateStyle(a?.raw ?? '') || ID_ONLY_MONTHS.test(r.raw)),
    );
    rec(acc, 'date_format_mixed', 2 - fmt, { a: a?.raw ?? '', b: b?.raw ?? '' });
  }

  // End before start, in the text and in the parsed entries; future starts of work entries.
  const bad: { role: string; start: string; end: string }[] = [];
  for (const r of ranges) {
    if (isEndBeforeStart(r))
      bad.push({
        role: r.label,
        start: r.raw.split(/\s*[-–—]\s*|\s+(?:to|sampai|hingga|s\/d)\s+/iu)[0] ?? '',
        end: r.raw,
      });
  }
  for (const e of parsed.experience) {
    if (isEndBeforeStart(e) && !bad.some((b) => b.role.includes(e.title))) {
      bad.push({
        role: [e.title, e.company].filter(Boolean).join(' – '),
        start: e.start ?? '',
        end: e.end ?? '',
      });
    }
  }
  const nowIdx = monthIndex(todayYm(now));
  const future = parsed.experience.filter((e) => e.start && monthIndex(e.start) > nowIdx);
  let valid =
    3 - 2 * Math.min(1, bad.length) - (bad.length > 1 ? 1 : 0) - (future.length > 0 ? 1 : 0);
  valid = Math.max(0, valid);
  acc.points += valid;
  const badRanges = ranges.filter((r) => isEndBeforeStart(r));
  bad.forEach((b, k) => {
    const r = badRanges[k];
    rec(acc, 'date_inconsistent', k === 0 ? 2 : 1, {
      role: b.role,
      dates: r ? r.raw : `${b.start} – ${b.end}`,
    });
  });
  for (const e of future.slice(0, 1)) {
    rec(acc, 'future_date', 1, { role: e.title, company: e.company, date: e.start ?? '' });
  }
  if (acc.points >= 9.5) {
    str(acc, 'consistent_language', acc.points, {
      lang: parsed.language,
      headings: headings.slice(0, 3).join(', '),
    });
  }
  return acc;
}
