/**
 * parseCv: plain CV text → ParsedCv (sections, contact, entries, skills, language, industry).
 * Deterministic, no I/O.
 */
import type {
  EducationEntry,
  ExperienceEntry,
  LineHint,
  ParsedCv,
  Section,
  SectionKey,
} from '../types.ts';
import { accountLines } from '../revise/account.ts';
import { extractContact } from '../fields/contact.ts';
import { findDateRanges } from '../fields/dates.ts';
import { joinSplitRanges } from '../fields/experience.ts';
import {
  datedEntries,
  isBullet,
  isSchoolLevel,
  parseEducation,
  parseExperience,
  parseGpa,
  stripBullet,
} from '../fields/entries.ts';
import { classifyIndustry } from '../fields/industry.ts';
import { detectLanguage } from '../segment/language.ts';
import { detectInlineHeading, splitSections } from '../segment/sections.ts';
import { matchSkills } from '../fields/skills.ts';
import { readingReport } from './confidence.ts';
import { contentWordCount } from '../score/content-words.ts';
import { ORGANISATION_ROLE_RE } from '../lexicon/organisation-roles.ts';

const CONTACTISH =
  /@|https?:|www\.|linkedin|github|\+?\d[\d\s().-]{7,}\d|\b(?:phone|email|tel|hp|telp)\b|\|/iu;

/** Prose lines of the unheaded intro (after the name), when they form a paragraph. */
function introSummary(intro: string[]): string | null {
  const prose: string[] = [];
  let words = 0;
  let longLine = false;
  for (const line of intro.slice(1)) {
    if (CONTACTISH.test(line)) continue;
    // A motto in quotes is not a profile.
    if (/^["“”'‘]/u.test(line)) continue;
    // A field of personal data ("Address : Jl. Melati No. 3, Medan") is not a profile.
    if (/^[\p{L}][\p{L} /.'’-]{1,30}\s:\s/u.test(line)) continue;
    // Nor a line with no sentence in it (a name set letter by letter, a row of titles).
    if ((line.match(/(?:^|\s)\p{Ll}\p{L}+/gu) ?? []).length < 2) continue;
    const w = line.split(/\s+/u).length;
    if (w >= 8) longLine = true;
    if (w >= 6 || (prose.length > 0 && /^[\p{Ll}]/u.test(line))) {
      prose.push(line);
      words += w;
    }
  }
  if (!longLine || words < 12) return null;
  return prose.join(' ');
}

function blocksOf(blocks: Section[], key: SectionKey): Section[] {
  return blocks.filter((b) => b.key === key);
}

function linesOf(blocks: Section[], key: SectionKey): string[] {
  return blocksOf(blocks, key).flatMap((b) => b.lines);
}

function cleanItem(s: string): string {
  let out = s;
  for (const r of [...findDateRanges(out)].reverse()) {
    out = out.slice(0, r.index) + out.slice(r.index + r.length);
  }
  return out
    .replace(/[,;]\s*\)/gu, ')')
    .replace(/\(\s*[,;]?\s*\)/gu, '')
    .replace(/^[\s,|•·—–:-]+|[\s,|•·—–(:-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** A prose line (description), not an item name. */
function isProse(line: string): boolean {
  return /^[\p{Ll}]/u.test(line) || line.split(/\s+/u).length >= 10 || /[.!?]$/u.test(line);
}

/**
 * Lines of a list section; when a combined block ("Skills & Certificates") labels its lines
 * ("Certificate: …"), only the lines labelled for this key.
 */
function linesFor(blocks: Section[], key: SectionKey): { lines: string[]; labelled: boolean } {
  const lines = linesOf(blocks, key);
  const labelled = lines.map((l) => ({ l, h: detectInlineHeading(l) })).filter((x) => x.h !== null);
  if (labelled.some((x) => x.h!.keys.includes(key))) {
    return {
      lines: labelled.filter((x) => x.h!.keys.includes(key)).map((x) => x.h!.rest),
      labelled: true,
    };
  }
  return { lines, labelled: false };
}

/** "English | pasif", "Indonesia — Bahasa Ibu", "Inggris (aktif)" → one item each. */
function languageItems(lines: string[]): string[] {
  const items: string[] = [];
  for (const raw of lines) {
    const text = (isBullet(raw) ? stripBullet(raw) : raw.trim()).replace(/^[^:]{1,30}:\s*/u, '');
    const parts = text.split(/\s*[,;•·]\s*/u);
    for (const part of parts) {
      const m = /^([\p{L}][\p{L} ]{1,30}?)\s*[|—–:-]\s*([\p{L}][\p{L} ]{1,30})$/u.exec(part.trim());
      const item = cleanItem(m ? `${m[1]} (${m[2]})` : part);
      if (item && item.length <= 60) items.push(item);
    }
  }
  return [...new Set(items)];
}

/**
 * Items of an entry-like section (organisations, projects, awards, certificates): dated entries
 * become "Title — Organisation"; otherwise item lines or bullets ("Name – description" → Name).
 */
function listItems(lines: string[], splitCommas = false): string[] {
  if (splitCommas) {
    return [
      ...new Set(
        lines
          .flatMap((l) => l.split(/\s*[,;]\s*/u))
          .map(cleanItem)
          .filter((x) => x && x.length <= 140),
      ),
    ];
  }
  const dated = datedEntries(lines);
  if (dated.length >= 1 && dated.every((d) => d.header.length <= 2)) {
    const items = dated
      .map(({ entry: e }) => cleanItem([e.title, e.company].filter(Boolean).join(' — ')))
      .filter((x) => x.length > 0 && x.length <= 140);
    if (items.length > 0) return [...new Set(items)];
  }
  const items: string[] = [];
  const nonBullets = lines.filter((l) => !isBullet(l) && !isProse(l));
  for (const raw of lines) {
    const bullet = isBullet(raw);
    let text = bullet ? stripBullet(raw) : raw.trim();
    if (!text) continue;
    if (bullet && nonBullets.length > 0) continue; // description bullet under an item line
    if (!bullet && isProse(text)) continue;
    // "Name – description" → Name
    const dash = /^(.{3,80}?)\s+[–—-]\s+\S/u.exec(text);
    if (dash) text = dash[1]!;
    const c = cleanItem(text);
    if (c && c.length <= 140) items.push(c);
  }
  return [...new Set(items)];
}

/** Words that mark an entry as an organisation/volunteer role rather than a job. */
const ORG_MARKERS = ORGANISATION_ROLE_RE;

function isCombinedWith(blocks: Section[], block: Section, key: SectionKey): boolean {
  // Blocks of one combined heading are created together and receive the same lines.
  return blocks.some(
    (b) =>
      b !== block &&
      b.key === key &&
      b.heading === block.heading &&
      b.lines.length === block.lines.length &&
      b.lines[0] === block.lines[0],
  );
}

/**
 * Work entries. A combined "Pengalaman Kerja & Organisasi" block holds both kinds: entries that
 * name an organisation role go to organisations only.
 */
/**
 * The jobs of the experience blocks. In a block headed "Pengalaman Kerja & Organisasi" the
 * organisation entries are left out, and when they all follow the jobs, `tails` records the line
 * where they begin: from there the block is printed as the organisations section, not as notes
 * of the last job (where a re-read took their dated roles for jobs). One parse per block.
 */
function experienceEntries(blocks: Section[]): {
  entries: ExperienceEntry[];
  tails: Map<Section, number>;
} {
  const out: ExperienceEntry[] = [];
  const tails = new Map<Section, number>();
  const isOrg = (e: ExperienceEntry) => ORG_MARKERS.test(`${e.title} ${e.company}`);
  for (const block of blocksOf(blocks, 'experience')) {
    const entries = parseExperience(block.lines);
    if (!isCombinedWith(blocks, block, 'organizations')) {
      out.push(...entries);
      continue;
    }
    const work = entries.filter((e) => !isOrg(e));
    out.push(...(work.length > 0 ? work : entries));
    const first = entries.findIndex(isOrg);
    if (first <= 0 || !entries.slice(first).every(isOrg)) continue;
    const org = entries[first]!;
    const names = [org.company, org.title].filter((x) => x.trim().length >= 3);
    const at = block.lines.findIndex((l) => names.some((n) => l.includes(n)));
    if (at > 0) tails.set(block, at);
  }
  return { entries: out, tails };
}

/**
 * A line of a school entry: its dates, grade, level, or the school, degree or major an entry
 * read from it.
 */
function schoolLine(line: string, education: EducationEntry[]): boolean {
  const t = (isBullet(line) ? stripBullet(line) : line).trim();
  if (!t) return true;
  if (parseGpa(t) || isSchoolLevel(t)) return true;
  if (findDateRanges(t).length > 0 && cleanItem(t).replace(/[^\p{L}]/gu, '').length <= 3) {
    return true;
  }
  return education.some((e) =>
    [e.institution, e.degree, e.field].some((x) => x.length >= 2 && t.includes(x)),
  );
}

function listFor(blocks: Section[], key: SectionKey): string[] {
  const { lines, labelled } = linesFor(blocks, key);
  return listItems(lines, labelled);
}

/** Text beyond this is not parsed (a 10-page CV is well under 100 000 characters). */
const MAX_CHARS = 200_000;

/** Headings of a block of contact details. */
const CONTACT_HEADING =
  /^(?:contacts?|contact (?:me|info(?:rmation)?|details)|kontak(?: saya| pribadi)?|informasi kontak|hubungi saya)$/iu;

export interface ParseOptions {
  /** The layout's hints, hints[i] for line i of text (ExtractedDocument.hints). */
  hints?: readonly (LineHint | null)[];
}

export function parseCv(text: string, opts: ParseOptions = {}): ParsedCv {
  const normalised = text
    .replace(/\r\n/gu, '\n')
    // A lone CR inside a line (some PDF text layers) separates words, not lines.
    .replace(/\r/gu, ' ')
    .replace(/[\u00a0\u2007\u202f]/gu, ' ')
    // No CV word is this long; capping tokens keeps every regex linear on hostile input.
    .replace(/\S{161,}/gu, (m) => m.slice(0, 160))
    .slice(0, MAX_CHARS);
  const split = splitSections(normalised, opts.hints ? { hints: opts.hints } : {});
  // A date range printed over two lines of a date column ("2017 –" / "Present Leading …") is
  // joined once, here, so the entries, the fact ledger and the writer all read the same lines.
  for (const b of split.blocks) b.lines = joinSplitRanges(b.lines);
  const { blocks, otherHeadings } = split;
  const keys = [...split.keys];

  // A contact block under its own heading ("Contact", "Kontak": a sidebar read after the
  // summary) is header too: its phone and location are the CV's own.
  const contactBlock = split.otherBlocks
    .filter((b) => CONTACT_HEADING.test(b.heading.trim()))
    .flatMap((b) => b.lines);
  const contact = extractContact(normalised, {
    header: [...split.intro, ...contactBlock],
    ...(opts.hints ? { hints: opts.hints } : {}),
  });

  let summaryText: string | null = null;
  // A sidebar's contact lines read into the summary block ("… di perusahaan anda." then the
  // phone, the email, the town) are the contact, printed once in the header.
  const phoneTail = contact.phone?.replace(/\D/gu, '').slice(-9) ?? '';
  const contactLine = (l: string): boolean => {
    const t = l.trim().toLowerCase();
    if (contact.email && t === contact.email.toLowerCase()) return true;
    if (contact.location && t === contact.location.toLowerCase()) return true;
    const digits = t.replace(/\D/gu, '');
    return phoneTail !== '' && digits.endsWith(phoneTail) && !/\p{L}{3,}/u.test(t);
  };
  const summaryLines = linesOf(blocks, 'summary').filter((l) => !contactLine(l));
  if (summaryLines.length > 0) summaryText = summaryLines.join(' ').trim() || null;
  const intro = introSummary(split.intro);
  if (intro) {
    if (!keys.includes('summary')) keys.unshift('summary');
    summaryText ??= intro;
  }

  const { entries: experience, tails: organisationTails } = experienceEntries(blocks);
  const education = parseEducation(linesOf(blocks, 'education'));
  const skills = matchSkills(normalised);

  const headline = [split.intro.slice(0, 4).join('\n'), summaryText ?? ''].join('\n');
  const industry = classifyIndustry({
    headline,
    titles: experience.map((e) => e.title),
    body: normalised,
    skills,
  });

  const verbatim = accountLines({
    split,
    contact,
    summaryText,
    experienceBlocks: blocksOf(blocks, 'experience'),
    experience,
    education,
    organisationTails,
  });
  let sectionBlocks = blocks;
  // A heading that joins experience with a list ("Pengalaman dan Pelatihan") heads one run of
  // entries: when they read as jobs, the list's half holds nothing of its own — no section.
  const listOf = (key: SectionKey): string[] => {
    const own = blocksOf(sectionBlocks, key);
    const shared =
      experience.length > 0 &&
      own.length > 0 &&
      own.every((b) =>
        blocks.some(
          (x) =>
            x.key === 'experience' && isCombinedWith(blocks, x, key) && x.heading === b.heading,
        ),
      );
    return shared ? [] : listFor(sectionBlocks, key);
  };
  // "Pendidikan dan Pelatihan" / "Education and training" that lists only schools names no
  // certificate: the training half holds nothing of its own.
  const trainingOfSchools = blocksOf(blocks, 'certifications').filter(
    (b) => isCombinedWith(blocks, b, 'education') && b.lines.every((l) => schoolLine(l, education)),
  );
  if (trainingOfSchools.length > 0) {
    sectionBlocks = blocks.filter((b) => !trainingOfSchools.includes(b));
    if (!sectionBlocks.some((b) => b.key === 'certifications')) {
      keys.splice(keys.indexOf('certifications'), 1);
    }
  }
  const certifications = listOf('certifications');
  const awards = listOf('awards');
  const projects = listOf('projects');
  for (const [key, items] of [
    ['certifications', certifications],
    ['awards', awards],
    ['projects', projects],
  ] as const) {
    if (items.length === 0 && listFor(sectionBlocks, key).length > 0 && keys.includes(key)) {
      keys.splice(keys.indexOf(key), 1);
    }
  }
  const parsed: Omit<ParsedCv, 'reading'> = {
    language: detectLanguage(normalised),
    industry,
    contact,
    sections: keys,
    sectionBlocks,
    otherHeadings,
    summaryText,
    experience,
    education,
    skills,
    languages: languageItems(linesFor(blocks, 'languages').lines),
    certifications,
    organizations: listFor(sectionBlocks, 'organizations'),
    projects,
    awards,
    // Content words: section headings are no content ("ON CAMPUS INVOLVEMENT" printed as
    // "Organisasi" is the same CV), so a revision that names its headings plainly is not shorter;
    // nor are contact labels, a document title or the pieces of an address (score/content-words).
    wordCount: Math.max(
      0,
      contentWordCount(normalised) -
        [...new Set(blocks.map((b) => b.heading)), ...otherHeadings].reduce(
          (n, h) => n + contentWordCount(h),
          0,
        ) -
        // Nor are the keys of a job portal's records ("Posisi:", "Perusahaan:", "Periode:").
        split.keysOfRecords.reduce((n, k) => n + contentWordCount(k), 0),
    ),
    verbatim,
  };
  const reading = readingReport({
    parsed,
    lines: normalised.split('\n'),
    intro: split.intro,
    otherBlocks: split.otherBlocks,
    contactLines: contactBlock,
    ...(opts.hints ? { hints: opts.hints } : {}),
  });
  return { ...parsed, reading };
}
