/**
 * ATS readability (max 15): standard headings, dated entries, no paragraph-long lines, no table
 * or glyph garbage, bullets.
 */
import type { ParsedCv, SectionKey } from '../../types.ts';
import { hasBulletMarker } from '../../revise/bullets.ts';
import { isEndBeforeStart } from '../../fields/dates.ts';
import { clip, normLine } from '../score-text.ts';
import { roleName } from '../score-entries.ts';
import { newAcc, rec, str, type Acc } from './points.ts';

export function ats(parsed: ParsedCv, text: string, zoneIdx: number[]): Acc {
  const acc = newAcc();
  const has = (k: SectionKey) => parsed.sections.includes(k);
  if (has('experience')) acc.points += 2;
  else if (has('projects') || has('organizations')) acc.points += 1;
  if (has('education')) acc.points += 2;
  if (has('skills')) acc.points += 2;
  const unmapped = parsed.otherHeadings.slice(0, 3);
  if (unmapped.length > 0 && (!has('experience') || !has('skills'))) {
    rec(acc, 'nonstandard_headings', 1, { headings: unmapped.join(', ') });
  }
  const entries: { start: string | null; end: string | null }[] = [
    ...parsed.experience,
    ...parsed.education,
  ];
  if (entries.length > 0) {
    // A range that ends before it starts cannot be read as a period.
    const dated = entries.filter(
      (e) =>
        (e.start || e.end) && !isEndBeforeStart({ start: e.start, end: e.end, current: false }),
    ).length;
    acc.points += (3 * dated) / entries.length;
    const undated = parsed.experience.filter((e) => !e.start && !e.end);
    if (undated[0] && roleName(undated[0])) {
      rec(acc, 'missing_dates', (3 * undated.length) / entries.length, {
        role: undated[0].title,
        company: undated[0].company,
        count: undated.length,
      });
    }
  }
  const lines = text.split('\n');
  // Paragraph-long lines outside the summary (DOCX paragraphs of a summary are fine).
  const summaryNorm = normLine(parsed.summaryText ?? '');
  // A bullet is judged as a bullet whatever the file's line wrapping: a PDF wraps a 300-character
  // bullet over three lines, a DOCX keeps it one paragraph. Only a bullet past four printed lines
  // (about 400 characters) is a wall of text.
  const long = lines.filter((l) => {
    const t = l.trim();
    if (summaryNorm.includes(normLine(l))) return false;
    return t.length > (/^[•●▪◦\-*–]\s/u.test(t) ? 400 : 250);
  });
  acc.points += long.length === 0 ? 2 : long.length <= 2 ? 1 : 0;
  if (long.length > 0) {
    rec(acc, 'long_lines', long.length <= 2 ? 1 : 2, {
      count: long.length,
      example: clip(long[0]!, 60),
    });
  }
  const garbage = lines.filter(
    (l) =>
      /\uFFFD|\(cid:\d+\)|[\uE000-\uF8FF]/u.test(l) ||
      (l.match(/\S {4,}\S/gu)?.length ?? 0) >= 3 ||
      (l.match(/\t/gu)?.length ?? 0) >= 3,
  );
  acc.points += garbage.length === 0 ? 2 : garbage.length <= 2 ? 1 : 0;
  if (garbage.length > 0) {
    rec(acc, 'table_garbage', garbage.length <= 2 ? 1 : 2, {
      count: garbage.length,
      example: clip(garbage[0]!.replace(/\s+/gu, ' '), 60),
    });
  }
  const bulletCount =
    lines.filter((l) => hasBulletMarker(l)).length +
    parsed.experience.reduce((n, e) => n + e.bullets.length, 0);
  if (bulletCount >= 3) acc.points += 2;
  else if (bulletCount > 0 || zoneIdx.length >= 3) acc.points += 1;
  if (acc.points >= 13) {
    const std = parsed.sectionBlocks
      .filter((b) => b.heading.trim() && ['experience', 'education', 'skills'].includes(b.key))
      .map((b) => b.heading.trim().replace(/\s+/gu, ' '));
    str(acc, 'ats_friendly', acc.points, { headings: [...new Set(std)].slice(0, 4).join(', ') });
  }
  return acc;
}
