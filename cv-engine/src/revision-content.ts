// The revised CV's content from what was read: sections printed as the CV prints them, its
// bullets and degrees as printed (the revision's "before"), headings in the CV's language.
import { improveBullet } from './analyse/index.ts';
import { isWeakOpening, startsWithActionVerb } from './revise/bullets.ts';
import type { RevisedCvInput } from './docx/index.ts';
import { reverseChronological } from './revise/revision-report.ts';
import type { EducationEntry, ParsedCv, SectionKey } from './types.ts';
import { escapeRegExp } from './lexicon/list.ts';

/** Headings of sections the revised CV prints as they are, in the CV's language. */
const OTHER_HEADINGS: Record<'id' | 'en', Partial<Record<SectionKey, string>>> = {
  id: {
    experience: 'Pengalaman Kerja',
    education: 'Pendidikan',
    publications: 'Publikasi',
    references: 'Referensi',
    interests: 'Minat',
    summary: 'Ringkasan Profesional',
    skills: 'Keahlian',
  },
  en: {
    experience: 'Work Experience',
    education: 'Education',
    publications: 'Publications',
    references: 'References',
    interests: 'Interests',
    summary: 'Professional Summary',
    skills: 'Skills',
  },
};

/** Sections the writer has a place of its own for. */
const LISTED = ['certifications', 'languages', 'organizations', 'projects', 'awards'] as const;

/**
 * The revised CV's content: parsed facts, the summary, action-verb bullets, and everything the
 * parse kept as printed (parsed.verbatim): header lines, entry notes, skills as listed, and
 * every other section item by item, so nothing of the original is left out.
 */
export function revisedContent(parsed: ParsedCv, summary: string): RevisedCvInput {
  const v = parsed.verbatim;
  const lang = parsed.language;
  // Newest first (when every entry is dated), each entry with its own notes.
  const expOrder = reverseChronological(parsed.experience);
  const eduOrder = reverseChronological(parsed.education);
  // A description sentence under an organisation or project reads as a bullet point; names,
  // roles and dates stay lines as printed.
  // Bullets get the same grammatical action-verb opening as an experience bullet; a sentence
  // that gets none stays a line as printed.
  const asBullet = (item: string): string => {
    const marked = item.startsWith('• ');
    if (!marked && (item.split(/\s+/u).length < 10 || item.length < 80)) return item;
    const text = marked ? item.slice(2) : item;
    const improved = improveBullet(text, lang) || text;
    if (!marked && !startsWithActionVerb(improved)) return item;
    return `• ${improved}`;
  };
  const experienceLines = parsed.sectionBlocks
    .filter((b) => b.key === 'experience')
    .flatMap((b) => b.lines.map((l) => l.trim()));
  const educationLines = parsed.sectionBlocks
    .filter((b) => b.key === 'education')
    .flatMap((b) => b.lines);
  const listed = (key: (typeof LISTED)[number]): string[] =>
    v ? v.sections.filter((s) => s.key === key).flatMap((s) => s.items.map(asBullet)) : parsed[key];
  const content: RevisedCvInput = {
    language: lang,
    contact: parsed.contact,
    summary,
    experience: expOrder
      .map((i) => parsed.experience[i]!)
      .map((e) => ({
        ...e,
        bullets: asPrintedBullets(e.bullets, experienceLines)
          .map((b) => improveBullet(b, lang))
          .filter(Boolean),
      })),
    education: eduOrder.map((i) => withPrintedDegree(parsed.education[i]!, educationLines)),
    // Skills as the CV lists them; without the verbatim record, the lexicon's names.
    skills: v ? [] : parsed.skills,
    languages: listed('languages'),
    certifications: listed('certifications'),
    organizations: listed('organizations'),
    projects: listed('projects'),
    awards: listed('awards'),
  };
  const joined = joinedExperienceHeading(parsed);
  if (joined) content.experienceHeading = joined;
  if (v) {
    // The phone number as the CV prints it: the number is the user's, its format too.
    if (v.phone && parsed.contact.phone) content.contact = { ...parsed.contact, phone: v.phone };
    content.skillGroups = v.skillGroups;
    content.headline = v.header;
    if (v.printedName) content.printedName = v.printedName;
    content.listStyle = 'as-printed';
    content.experienceNotes = expOrder.map((i) => v.experienceNotes[i] ?? []);
    content.educationNotes = eduOrder.map((i) => v.educationNotes[i] ?? []);
    content.extraSections = v.sections
      .filter((s) => s.key === null || !(LISTED as readonly string[]).includes(s.key))
      .map((s) => ({
        heading: (s.key && OTHER_HEADINGS[lang][s.key]) || s.heading,
        items: s.items,
      }));
  }
  return content;
}

/**
 * Bullets as the CV prints them: a bullet the parse joined from printed lines that each open
 * with an action verb ("Membuat 60 konten …" / "Mengelola anggaran …", two achievements printed
 * without bullet marks, each maybe wrapped over lines of its own) is two bullets, as on the page,
 * not one run-on sentence.
 */
export function asPrintedBullets(bullets: readonly string[], lines: readonly string[]): string[] {
  const squash = (t: string) =>
    t
      .replace(/^[\s•●▪◦*-]+/u, '')
      .replace(/\s+/gu, ' ')
      .trim();
  const printed = lines.map(squash);
  return bullets.flatMap((bullet) => {
    const b = squash(bullet);
    for (let i = 0; i < printed.length; i++) {
      if (!printed[i] || !b.startsWith(printed[i]!) || printed[i] === b) continue;
      const pieces = [printed[i]!];
      let joined = printed[i]!;
      for (let j = i + 1; j < printed.length && joined.length < b.length; j++) {
        joined = `${joined} ${printed[j]}`;
        pieces.push(printed[j]!);
      }
      if (joined !== b) continue;
      // A printed line that opens with a capital verb, strong or filler ("Melakukan perawatan
      // …"), starts the next achievement; any other line is the previous one wrapped ("…
      // menghemat 6 jam" / "kerja per minggu").
      const opens = (p: string) =>
        /^\p{Lu}/u.test(p) &&
        (startsWithActionVerb(p) || (isWeakOpening(p) && !/^(?:i|saya)\b/iu.test(p)));
      const sentences: string[] = [];
      for (const [k, p] of pieces.entries()) {
        if (k === 0 || opens(p)) sentences.push(p);
        else sentences[sentences.length - 1] += ` ${p}`;
      }
      const apart = sentences.length > 1 && sentences.every((p) => p.split(' ').length >= 4);
      return apart ? sentences : [bullet];
    }
    return [bullet];
  });
}

/**
 * The degree as the CV prints it: a level the parse read without the word "Degree" or "Gelar"
 * that follows it on the page ("Associate Degree Tourism" → degree "Associate") is printed with
 * it, so the revision says what the original said.
 */
export function withPrintedDegree(entry: EducationEntry, lines: readonly string[]): EducationEntry {
  const degree = entry.degree.trim();
  if (!degree || /\b(?:degree|gelar)$/iu.test(degree)) return entry;
  const escaped = escapeRegExp(degree).replace(/\s+/gu, '\\s+');
  const re = new RegExp(`(?<![\\p{L}])${escaped}\\s+(?:degree|gelar)(?![\\p{L}])`, 'iu');
  for (const line of lines) {
    const m = re.exec(line);
    if (m) return { ...entry, degree: m[0].replace(/\s+/gu, ' ') };
  }
  return entry;
}

/** "EXPERIENCE & ORGANIZATIONS" → "Experience & Organizations": words in title case. */
function titleCase(heading: string): string {
  const small = new Set(['and', 'dan', 'of', 'the', 'serta', '&']);
  return heading
    .replace(/\s+/gu, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * The CV's own experience heading when it joins experience with another kind in one heading
 * ("EXPERIENCE & ORGANIZATIONS", "PENGALAMAN DAN PELATIHAN"): one run of entries under both
 * names, so they are printed under that heading, not under "Work Experience".
 */
function joinedExperienceHeading(parsed: ParsedCv): string | null {
  const blocks = parsed.sectionBlocks ?? [];
  const joined = blocks.find(
    (b) =>
      b.key === 'experience' &&
      blocks.some(
        (x) =>
          x !== b &&
          x.key !== 'experience' &&
          x.heading === b.heading &&
          x.lines.length === b.lines.length &&
          x.lines[0] === b.lines[0],
      ),
  );
  if (!joined) return null;
  // The other kind's entries printed apart under their own heading: the rest are jobs.
  if (parsed.verbatim?.sections.some((s) => s.heading === joined.heading)) return null;
  return titleCase(joined.heading);
}
