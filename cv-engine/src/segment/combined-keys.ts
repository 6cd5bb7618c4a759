/**
 * What a heading names against what its section holds. A combined heading ("Skills &
 * Interests", "Education & Honors", "Awards & Certifications") opens one block per key it names,
 * each with the same lines; a key whose half holds nothing of its kind is no section of the CV.
 * And an "Awards" list that names no prize lists certificates. Pure.
 */
import type { Section } from '../types.ts';
import { namesPrize } from '../lexicon/prizes.ts';
import { credentialsOnly } from './content-kind.ts';
import { headingKeys } from './headings.ts';
import { stripBullet } from './lines.ts';

/** The items of a block: its lines without bullets, empty ones dropped. */
function itemsOf(lines: readonly string[]): string[] {
  return lines.map((l) => stripBullet(l).trim()).filter(Boolean);
}

/**
 * Items none of which is a prize, an honour or a grant (lexicon/prizes.ts): "Sertifikasi BNSP
 * Manajemen SDM (2022)", "Microsoft Office Specialist (2019)", a school and its degree.
 */
export function noPrize(lines: readonly string[]): boolean {
  const items = itemsOf(lines);
  return items.length > 0 && items.every((l) => !namesPrize(l));
}

/** A labelled line ("Technical: Excel, SQL", "Interests: hiking"): its label, or null. */
function labelOf(line: string): string | null {
  const m = /^([^:：]{2,30})[:：]\s*\S/u.exec(stripBullet(line).trim());
  return m && m[1]!.trim().split(/\s+/u).length <= 4 ? m[1]!.trim() : null;
}

/**
 * The blocks with the halves of combined headings that hold nothing of their own dropped, and
 * awards that name no prize read as certifications:
 * - awards beside another key ("Education & Honors", "Awards & Certifications") whose items name
 *   no prize: the other key holds them;
 * - a key after the first of a heading whose lines are all labelled ("Skills & Interests" over
 *   "Technical: Excel, SQL" only) when no label names it ("Interests: …" would);
 * - awards alone whose items are all credentials, or short, dated and none a prize: certifications.
 */
export function settleCombined(blocks: readonly Section[]): Section[] {
  const out: Section[] = [];
  for (let i = 0; i < blocks.length;) {
    // The blocks one heading opened: consecutive, the same heading, the same lines.
    let j = i + 1;
    while (
      j < blocks.length &&
      blocks[j]!.heading === blocks[i]!.heading &&
      blocks[j]!.lines.join('\n') === blocks[i]!.lines.join('\n')
    )
      j++;
    const group = blocks.slice(i, j);
    i = j;
    if (group.length === 1) {
      const b = group[0]!;
      // A list of names with their years ("Brevet Pajak A dan B (2022)", a long one wrapped
      // before its year), not items with their description under them.
      const items = itemsOf(b.lines);
      const year = (l: string) => /\b(?:19|20)\d{2}\b/u.test(l);
      const listed = items.every(
        (l, k) =>
          l.split(/\s+/u).length <= 12 &&
          !/^\p{Ll}/u.test(l) &&
          (year(l) || (items[k + 1] !== undefined && year(items[k + 1]!))),
      );
      const credentials = credentialsOnly(b.lines) || (listed && noPrize(b.lines));
      out.push(b.key === 'awards' && credentials ? { ...b, key: 'certifications' } : b);
      continue;
    }
    const labels = itemsOf(group[0]!.lines).map(labelOf);
    const labelled = labels.length > 0 && labels.every((l) => l !== null);
    const named = new Set(labels.flatMap((l) => (l ? (headingKeys(l) ?? []) : [])));
    const kept = group.filter((b, k) => {
      if (b.key === 'awards' && noPrize(b.lines)) return false;
      return k === 0 || !labelled || named.has(b.key);
    });
    out.push(...(kept.length > 0 ? kept : group.slice(0, 1)));
  }
  return out;
}
