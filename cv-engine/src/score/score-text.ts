/**
 * Text helpers of the rubric, shared with degrade.ts: normalised lines, metrics (numbers that
 * count as achievements) and the achievement zone of a CV (bullets of work-like sections).
 */
import type { ParsedCv, SectionKey } from '../types.ts';
import { hasBulletMarker, stripBulletMarker } from '../revise/bullets.ts';
import { findDateRanges } from '../fields/dates.ts';
import { roleLike } from './score-entries.ts';
import { clip } from '../revise/clip.ts';

// clip has its own module so that score-entries can use it without importing this file.
export { clip };

// ---------------------------------------------------------------------------------------------
// Text helpers shared with degrade.ts
// ---------------------------------------------------------------------------------------------

export function normLine(line: string): string {
  return stripBulletMarker(line.trim()).replace(/\s+/gu, ' ').trim().toLowerCase();
}

export const MONTH_AFTER =
  /^\s*(?:jan|feb|mar|apr|mei|may|jun|jul|agu|agt|aug|sep|okt|oct|nov|nop|des|dec)[a-z]*\.?\s+(?:19|20)\d{2}/iu;

export const MONTH_BEFORE =
  /(?:^|[^\p{L}])(?:jan|feb|mar|apr|mei|may|jun|jul|agu|agt|aug|sep|sept|okt|oct|nov|nop|des|dec)[a-z]*\.?\s*'?$/iu;
export const LABEL_BEFORE =
  /(?:^|[^\p{L}])(?:smkn?|sman?|smpn?|sdn?|man|mtsn?|negeri|semester|kelas|grade|level|batch|angkatan|version|versi|no\.?|gpa|ipk|cgpa|nilai|score|skor|toefl|ielts|toeic|rt|rw|jl\.?|jalan|gedung|lantai|floor|room|ruang)\s*[:.]?\s*$/iu;

/**
 * A metric: a percentage, a money amount (Rp, IDR, $, USD …), or a count (a number that is not a
 * year, a date part, a phone number or part of a name like "HTML5"), with its unit suffix.
 */
export const METRIC_RE =
  /(?:(?:Rp\.?|IDR|USD|US\$|\$|€|£|S\$)\s?)?(?<![\p{L}\d/.,:+-])\d(?:[\d.,]*\d)?(?:\s?(?:%|persen\b|percent\b|k\b|K\b|M\b|B\b|jt\b|juta\b|ribu\b|rb\b|miliar\b|milyar\b|million\b|billion\b|x\b|\+)|(?![\p{L}\d]))/gu;

export interface Span {
  index: number;
  length: number;
}

/** Spans of the metrics in a line (see METRIC_RE), years and dates excluded. */
export function findMetrics(line: string): Span[] {
  const out: Span[] = [];
  const dateSpans = findDateRanges(line);
  for (const m of line.matchAll(METRIC_RE)) {
    const raw = m[0];
    const index = m.index;
    const digits = raw.replace(/\D/gu, '');
    const hasUnit =
      /%|persen|percent|rp|idr|usd|\$|€|£|juta|ribu|miliar|milyar|million|billion|jt|rb|\+|k$|m$|b$|x$/iu.test(
        raw,
      );
    if (!digits) continue;
    if (dateSpans.some((d) => index < d.index + d.length && index + raw.length > d.index)) continue;
    if (/^(?:19|20)\d{2}$/u.test(raw.trim()) && !hasUnit) continue;
    if (digits.length >= 8) continue; // phone numbers, IDs
    const after = line.slice(index + raw.length);
    if (/^\s*[/-]\s*\d/u.test(after)) continue; // 03/2020, 2019-2020
    if (MONTH_AFTER.test(after) && digits.length <= 2) continue; // "30 Maret 2008"
    const before = line.slice(0, index);
    if (MONTH_BEFORE.test(before) && digits.length <= 2) continue; // "Feb 24"
    if (LABEL_BEFORE.test(before) && !hasUnit) continue; // "SMKN 2", "GPA: 3.8", "Semester 5"
    if (!hasUnit && digits.length === 1 && /^\s*$/u.test(after)) continue; // "Job description 2"
    if (/^[.,]\d/u.test(raw)) continue;
    // A lone "1" as in "1 of the team" is rarely a metric; keep counts of 2 and up and any unit.
    if (!hasUnit && Number(raw.replace(/[.,]/gu, '')) < 2) continue;
    out.push({ index, length: raw.length });
  }
  return out;
}

/**
 * A line that stops on a joining word or a comma ("… dengan React dan" / "Node.js untuk …"):
 * the line under it goes on with the same sentence, whatever its first letter.
 */
export const OPEN_LINE_END =
  /(?:,|\s(?:and|or|of|for|with|to|the|by|in|at|dan|atau|serta|untuk|dengan|di|ke|dari|pada|yang|&))$/iu;

export function hasMetric(line: string): boolean {
  return findMetrics(line).length > 0;
}

/** Removes every metric from a line (used by degrade.ts) and tidies the spaces left behind. */
export function removeMetrics(line: string): string {
  const spans = findMetrics(line);
  if (spans.length === 0) return line;
  let out = line;
  for (const s of [...spans].reverse()) out = out.slice(0, s.index) + out.slice(s.index + s.length);
  const lead = /^\s*/u.exec(out)![0];
  return (
    lead +
    out
      .slice(lead.length)
      .replace(/[ \t]{2,}/gu, ' ')
      .replace(/\s+([,.;:)])/gu, '$1')
      .replace(/\(\s*\)/gu, '')
      .trimEnd()
  );
}

export const ACHIEVEMENT_KEYS: ReadonlySet<SectionKey> = new Set([
  'experience',
  'projects',
  'organizations',
  'awards',
]);
export const NON_ACHIEVEMENT_KEYS: ReadonlySet<SectionKey> = new Set([
  'summary',
  'education',
  'skills',
  'certifications',
  'languages',
  'references',
  'interests',
  'publications',
]);

/**
 * Indices of the text lines that describe work done (experience, projects, organisations, awards,
 * and bulleted lines outside skills/education lists). Metrics are counted on these lines, and
 * degrade.ts strips metrics from exactly these lines.
 */
export function achievementLineIndices(parsed: ParsedCv, text: string): number[] {
  const lines = text.split('\n');
  const zone = new Set<string>();
  const nonZone = new Set<string>();
  for (const block of parsed.sectionBlocks) {
    const target = ACHIEVEMENT_KEYS.has(block.key)
      ? zone
      : NON_ACHIEVEMENT_KEYS.has(block.key)
        ? nonZone
        : null;
    if (!target) continue;
    for (const l of block.lines) {
      const n = normLine(l);
      if (n) target.add(n);
    }
  }
  const bullets = parsed.experience.flatMap((e) => e.bullets.map((b) => normLine(b)));
  const out: number[] = [];
  lines.forEach((line, i) => {
    const n = normLine(line);
    if (!n) return;
    if (zone.has(n)) return void out.push(i);
    if (bullets.includes(n) || (n.length >= 12 && bullets.some((b) => b.includes(n))))
      return void out.push(i);
    if (hasBulletMarker(line) && !nonZone.has(n)) out.push(i);
  });
  return out;
}

/** Bullet items describing work: the parser's experience bullets, else bulleted achievement lines. */
export function bulletItems(parsed: ParsedCv, text: string, zoneIdx: number[]): string[] {
  const lines = text.split('\n');
  const items = parsed.experience.flatMap((e) => e.bullets).filter((b) => b.trim());
  const seen = new Set(items.map((b) => normLine(b)));
  const zone = new Set(zoneIdx);
  for (const i of zoneIdx) {
    const line = lines[i]!;
    if (!hasBulletMarker(line)) continue;
    let item = stripBulletMarker(line.trim());
    // Wrapped bullets: following lines that continue in lower case belong to this bullet.
    for (let j = i + 1; j < lines.length && zone.has(j); j++) {
      const next = lines[j]!.trim();
      if (!next || hasBulletMarker(lines[j]!) || !/^\p{Ll}/u.test(next)) break;
      item += ` ${next}`;
    }
    const n = normLine(item);
    if ([...seen].some((s) => s.startsWith(normLine(line)) || n.startsWith(s))) continue;
    seen.add(n);
    items.push(item);
  }
  if (items.length === 0) {
    // No bullet glyphs (Canva exports): descriptive lines of the zones stand in for bullets.
    for (const i of zoneIdx) {
      const line = lines[i]!.trim();
      if (line.split(/\s+/u).length >= 4 && findDateRanges(line).length === 0 && !roleLike(line)) {
        items.push(line);
      }
    }
  }
  return items;
}

/** A bullet worth quoting: a sentence-like line, not a title, a heading or a fragment. */
export function quotable(b: string): boolean {
  const t = b.trim();
  const words = t.split(/\s+/u);
  if (!/^\p{Lu}/u.test(t) || words.length < 4) return false;
  if (t === t.toUpperCase() || /[|•]/u.test(t)) return false;
  return true;
}

/** A bullet that reads as a sentence (some lower-case words), not a Title Case heading or title. */
export function sentenceLike(b: string): boolean {
  const words = b.trim().split(/\s+/u);
  return quotable(b) && words.filter((w) => /^\p{Ll}/u.test(w)).length >= 2 && !roleLike(b);
}
