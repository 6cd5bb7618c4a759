/**
 * Weakened copies of a CV's text, for the monotonicity evaluation: a sound rubric scores the
 * original strictly higher than each weakened copy. A variant that cannot apply (no metrics, no
 * summary …) comes back with the original text and `changed: false`; it is skipped, not a failure.
 */
import type { ParsedCv, SectionKey } from '../types.ts';
import { findDateRanges, monthIndex, parseDatePoint } from '../fields/dates.ts';
import { parseCv } from '../analyse/parse.ts';
import { achievementLineIndices, normLine, removeMetrics } from '../score/score.ts';

export interface DegradedVariant {
  name: string;
  text: string;
  /** False when the degradation did not apply (the text is the original). */
  changed: boolean;
}

export const DEGRADATIONS = [
  'remove-metrics',
  'remove-summary',
  'remove-contact',
  'remove-skills',
  'swap-dates',
] as const;

function variant(name: string, original: string, lines: string[] | string): DegradedVariant {
  const text = typeof lines === 'string' ? lines : lines.join('\n');
  return { name, text, changed: text !== original };
}

/** Metrics (numbers, %, amounts) stripped from every achievement line. */
export function removeMetricsVariant(text: string, parsed: ParsedCv): string {
  const lines = text.split('\n');
  for (const i of achievementLineIndices(parsed, text)) lines[i] = removeMetrics(lines[i]!);
  return lines.join('\n');
}

/** Drops a section (its heading and lines) as the parser delimited it. */
export function removeSectionVariant(text: string, parsed: ParsedCv, key: SectionKey): string {
  const blocks = parsed.sectionBlocks.filter((b) => b.key === key);
  const content = new Set<string>();
  const headings = new Set<string>();
  for (const b of blocks) {
    if (b.heading.trim()) headings.add(normLine(b.heading));
    for (const l of b.lines) if (normLine(l)) content.add(normLine(l));
  }
  const extra =
    key === 'summary' && parsed.summaryText
      ? normLine(parsed.summaryText.replace(/\s+/gu, ' '))
      : '';
  if (blocks.length === 0 && !extra) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    const n = normLine(line);
    const squeezed = n.replace(/[\s:]+/gu, '');
    const inlineHeading = [...headings].some(
      (h) =>
        n.startsWith(h) &&
        n.length > h.length &&
        /^\s*(?:[:–&/,-]|and\s|dan\s)/u.test(n.slice(h.length)),
    );
    if (n && (inlineHeading || [...headings].some((h) => squeezed === h.replace(/[\s:]+/gu, '')))) {
      inBlock = true;
      continue;
    }
    if (n && (content.has(n) || (extra && n.length >= 12 && extra.includes(n)))) {
      inBlock = true;
      continue;
    }
    if (inBlock && !n) {
      // Blank line inside or right after the removed block.
      inBlock = false;
      if (out.length > 0 && out.at(-1)!.trim() === '') continue;
    }
    inBlock = false;
    out.push(line);
  }
  return out.join('\n');
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const LINKEDIN = /linkedin/iu;
const PHONE = /(?:\+?\d[\d\s().-]{7,}\d)/u;

/** Removes the lines carrying the email, phone number or LinkedIn profile. */
export function removeContactVariant(text: string, parsed: ParsedCv): string {
  const phoneTail = parsed.contact.phone ? parsed.contact.phone.replace(/\D/gu, '').slice(-8) : '';
  const lines = text.split('\n').filter((line) => {
    if (EMAIL.test(line) || LINKEDIN.test(line)) return false;
    if (parsed.contact.linkedin && line.includes(parsed.contact.linkedin)) return false;
    const m = PHONE.exec(line);
    if (m && m[0].replace(/\D/gu, '').length >= 9) return false;
    if (phoneTail && line.replace(/\D/gu, '').includes(phoneTail)) return false;
    return true;
  });
  return lines.join('\n');
}

const SEP =
  /\s*(?:-|–|—|‑|−|\bto\b|\buntil\b|\btill\b|s\.?\/?d\.?|\bsampai\b|\bhingga\b|→|~)\s*/giu;

/** Swaps the two ends of one dated range ("Mar 2020 – Jun 2022" → "Jun 2022 – Mar 2020"). */
export function swapDatesVariant(text: string, parsed: ParsedCv): string {
  const lines = text.split('\n');
  const zone = new Set(achievementLineIndices(parsed, text));
  const candidates: { line: number; index: number; length: number; inZone: boolean }[] = [];
  lines.forEach((line, i) => {
    for (const r of findDateRanges(line)) {
      if (!r.start || !r.end || r.current) continue;
      if (monthIndex(r.end) <= monthIndex(r.start)) continue;
      candidates.push({ line: i, index: r.index, length: r.length, inZone: zone.has(i) });
    }
  });
  const pick = candidates.find((c) => c.inZone) ?? candidates[0];
  if (!pick) return text;
  const line = lines[pick.line]!;
  const raw = line.slice(pick.index, pick.index + pick.length);
  for (const m of raw.matchAll(SEP)) {
    const left = raw.slice(0, m.index);
    const right = raw.slice(m.index + m[0].length);
    if (parseDatePoint(left) && parseDatePoint(right)) {
      lines[pick.line] =
        line.slice(0, pick.index) + right + m[0] + left + line.slice(pick.index + pick.length);
      return lines.join('\n');
    }
  }
  return text;
}

export interface DegradeOptions {
  /** The text's parse, when the caller has it already. */
  parsed?: ParsedCv;
  /** Also return the variants that did not apply (`changed: false`, original text). */
  includeUnchanged?: boolean;
}

/**
 * The weakened copies of a CV text (see DEGRADATIONS). Variants that cannot apply to this CV (no
 * metrics, no summary …) are left out unless `includeUnchanged` asks for them, so every returned
 * variant is a real degradation that must score lower.
 */
export function degradeVariants(text: string, opts: DegradeOptions = {}): DegradedVariant[] {
  const parsed = opts.parsed ?? parseCv(text);
  const all = [
    variant('remove-metrics', text, removeMetricsVariant(text, parsed)),
    variant('remove-summary', text, removeSectionVariant(text, parsed, 'summary')),
    variant('remove-contact', text, removeContactVariant(text, parsed)),
    variant('remove-skills', text, removeSectionVariant(text, parsed, 'skills')),
    variant('swap-dates', text, swapDatesVariant(text, parsed)),
  ];
  return opts.includeUnchanged ? all : all.filter((v) => v.changed);
}
