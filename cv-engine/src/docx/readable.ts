/**
 * What makes a revised CV hard to read though no fact is lost, in one place: the writer keeps
 * to it (content.ts's toView) and the round trip checks the revised file against it
 * (eval/roundtrip.ts). Two rules:
 *
 * - no paragraph runs two or more dated entries together (two date ranges in one paragraph:
 *   the reading took several entries for one);
 * - the headline, the line under the name, is at most HEADLINE_MAX characters;
 * - nothing under the name prints a period ("Januari 2024 – sekarang"): neither the headline
 *   nor the header's other rows. A period there is an entry's dates the reading left in the
 *   header, its entry torn from them.
 */
import { findDateRanges, holdsPeriod } from '../fields/dates.ts';
import type { CvView } from './view.ts';

/** The longest headline line a revision may print under the name. */
export const HEADLINE_MAX = 120;

/** How many date ranges (a start or an end) one paragraph prints. */
export function datedEntries(paragraph: string): number {
  // A phone number ("(+62) 813 1946 2043") is no date range.
  const masked = paragraph.replace(PHONE, (m) =>
    m.replace(/\D/gu, '').length >= 10 ? ' '.repeat(m.length) : m,
  );
  return findDateRanges(masked).filter((r) => r.start || r.end).length;
}

/** A phone number as printed: from a "+", "(" or trunk "0", ten digits or more. */
const PHONE = /(?<![\p{L}\d])(?:\(?\+|\(0|0)[\d\s()-]{8,}\d/gu;

const clip = (s: string): string => (s.length > 80 ? `${s.slice(0, 80)}…` : s);

/**
 * Where a text reads badly: each paragraph (a line of `text`, or each item) that runs several
 * dated entries together, each headline longer than HEADLINE_MAX characters, and each headline
 * or other header row (`header`: the rows printed under the name that are not "Label: value"
 * data) that prints a period.
 */
export function unreadableParts(
  text: string | readonly string[],
  headline: readonly string[],
  header: readonly string[] = [],
): string[] {
  const out: string[] = [];
  const paragraphs = typeof text === 'string' ? text.split('\n') : text;
  for (const raw of paragraphs) {
    const line = raw.trim();
    const dated = datedEntries(line);
    if (dated >= 2) out.push(`${dated} dated entries in one paragraph: "${clip(line)}"`);
  }
  for (const h of headline) {
    if (h.length > HEADLINE_MAX) out.push(`headline of ${h.length} characters`);
    if (holdsPeriod(h)) out.push(`a period in the headline: "${clip(h)}"`);
  }
  for (const row of header) {
    if (!isLabelRow(row) && holdsPeriod(row)) out.push(`a period in the header: "${clip(row)}"`);
  }
  return out;
}

/** Where a paragraph may be cut: after a sentence, or at a field separator. */
const BOUNDARY = /(?<=[.!?;])\s+(?=\S)|\s+[|•·]\s+|\s+[–—]\s+(?=\p{Lu})|,\s+(?=\p{Lu})/gu;
/** The boundaries that end an entry's text for sure: a sentence's end, a bar. */
const STRONG = /(?<=[.!?;])\s+(?=\S)|\s+[|•·]\s+/u;

/**
 * A paragraph that runs several dated entries together, cut so that each piece prints at most
 * one date range: before each further range, at the last sentence or field boundary after the
 * previous range (else right before the range itself). Every character is kept, in order; a
 * paragraph with one range or none comes back whole.
 */
export function splitDatedRun(paragraph: string): string[] {
  const text = paragraph.trim();
  const ranges = findDateRanges(text).filter((r) => r.start || r.end);
  if (ranges.length < 2) return text ? [text] : [];
  const cuts: number[] = [];
  for (let k = 1; k < ranges.length; k++) {
    const prevEnd = ranges[k - 1]!.index + ranges[k - 1]!.length;
    const at = ranges[k]!.index;
    // The first sentence end or bar after the previous range; else the last dash or comma
    // before this one; else the range starts a piece of its own.
    const between = text.slice(prevEnd, at);
    const strong = STRONG.exec(between);
    let cut = strong ? prevEnd + strong.index : at;
    if (!strong) for (const m of between.matchAll(BOUNDARY)) cut = prevEnd + m.index;
    cuts.push(cut);
  }
  const out: string[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    const piece = text
      .slice(from, cut)
      .replace(/^[\s|•·,–—]+|[\s|•·,–—]+$/gu, '')
      .trim();
    if (piece) out.push(piece);
    from = cut;
  }
  return out;
}

/** A "Label : value" row of a personal-data block ("Tempat/Tanggal Lahir : Medan, 1 Maret 2000"). */
const LABEL_ROW = /^[\p{L}][\p{L}\d ./(),&-]{0,34}?\s*:\s*\S/u;

/** A header line the writer prints as a personal-data row ("Jenis Kelamin: Laki-laki"). */
export function isLabelRow(line: string): boolean {
  return LABEL_ROW.test(line.replace(/\s+/gu, ' ').trim());
}

/** A block's own title line: a few words, no punctuation ("Data Pribadi", "Personal Details"). */
const BLOCK_TITLE = /^[\p{L}][\p{L} ]{2,30}$/u;
/** A document's title ("Riwayat Hidup", "Curriculum Vitae"): no heading a reader takes for a section's. */
const DOCUMENT_TITLE = /^(?:curriculum vitae|cv|resume|résumé|(?:daftar )?riwayat hidup)$/iu;

/**
 * The header lines a revision prints under the name, fitted to the headline rule. Rows of a
 * personal-data block ("Nama : …", "Alamat : …") and the block's title go to a block of their
 * own, printed as label: value lines; the rest joins the headline (" | ") while it fits in
 * HEADLINE_MAX characters. A line that does not fit is cut at a sentence or field boundary, or
 * goes to the block whole: no header line is dropped.
 */
export function fitHeadline(
  lines: readonly string[],
  max = HEADLINE_MAX,
): { headline: string; block: string[]; title: string | null } {
  const block: string[] = [];
  let title: string | null = null;
  const kept: string[] = [];
  lines.forEach((raw, i) => {
    const line = raw.replace(/\s+/gu, ' ').trim();
    if (!line) return;
    if (LABEL_ROW.test(line)) {
      block.push(line.replace(/\s*:\s*/u, ': '));
      return;
    }
    const next = lines[i + 1]?.trim() ?? '';
    if (
      title === null &&
      block.length === 0 &&
      BLOCK_TITLE.test(line) &&
      !DOCUMENT_TITLE.test(line) &&
      LABEL_ROW.test(next)
    ) {
      title = line;
      return;
    }
    kept.push(line);
  });
  let headline = '';
  for (const line of kept) {
    const joined = headline ? `${headline} | ${line}` : line;
    // A line with a period is an entry's, not the headline's: it stays where it is seen.
    if (holdsPeriod(line)) {
      block.push(line);
      continue;
    }
    if (joined.length <= max && datedEntries(joined) <= 1) {
      headline = joined;
      continue;
    }
    if (!headline && datedEntries(line) <= 1) {
      // One line too long on its own: its first sentences or fields that fit, the rest below.
      let cut = -1;
      for (const m of line.matchAll(BOUNDARY)) if (m.index <= max) cut = m.index;
      if (cut > 0) {
        headline = line.slice(0, cut).replace(/[\s|•·,]+$/u, '');
        block.push(
          line
            .slice(cut)
            .replace(/^[\s|•·,]+/u, '')
            .trim(),
        );
        continue;
      }
    }
    block.push(line);
  }
  return { headline, block, title };
}

/**
 * The paragraphs a view prints, as the readable-structure rules see them: the headline apart,
 * each entry's title line with its dates, every other line as one paragraph.
 */
export function viewParagraphs(view: CvView): string[] {
  return [
    view.name,
    view.contact.map((c) => c.text).join(' | '),
    ...view.summary.split('\n'),
    ...view.experience.flatMap((e) => [
      [e.title || e.company, e.dates].filter(Boolean).join(' '),
      ...(e.title ? [e.company] : []),
      ...e.bullets,
      ...e.notes,
    ]),
    ...view.education.flatMap((e) => [
      [e.institution || e.degree, e.dates].filter(Boolean).join(' '),
      ...(e.institution ? [[e.degree, e.gpa].filter(Boolean).join(' · ')] : []),
      ...e.notes,
    ]),
    ...view.skills.map((g) => [g.label, g.skills.join(', ')].filter(Boolean).join(': ')),
    ...view.languages,
    ...view.certifications,
    ...view.organizations,
    ...view.projects,
    ...view.awards,
    ...view.extra.flatMap((x) => [x.heading, ...x.items]),
  ].filter((p) => p.trim());
}

/**
 * The verdict on a written revision: readable when no paragraph runs dated entries together,
 * the headline fits, nothing under the name prints a period, and the writer had nothing to mend (a mended run means the reading did not
 * understand those entries: such a CV goes to review). The reasons say where.
 */
export function readabilityOf(view: CvView): { readable: boolean; reasons: string[] } {
  const reasons = [
    ...view.repairs.map((r) => `mended: ${r}`),
    ...unreadableParts(viewParagraphs(view), [view.headline], view.headerRows),
  ];
  return { readable: reasons.length === 0, reasons };
}
