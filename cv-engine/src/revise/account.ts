/**
 * The lossless part of parsing: every line of the CV is accounted for, and what no parsed field
 * holds is kept as printed, so the revised CV can print it. The analysis may ignore what it does
 * not understand; the revision may not.
 *
 * - header lines that are not the name, a contact detail or the intro summary → `header`
 *   (a headline such as "Senior Desainer Grafis", an address part);
 * - lines of an experience or education entry that its fields do not hold → that entry's notes
 *   (a job's location, a thesis line, an organisation bullet inside a combined block);
 *   a lower-case line right after a bullet is that bullet's wrapped continuation and joins it;
 * - skills as printed in the skills section(s), in their labelled groups;
 * - every other section (certifications, organisations, projects, awards, languages, and
 *   headings with no canonical key) as printed, item by item.
 */
import type {
  Contact,
  EducationEntry,
  ExperienceEntry,
  Section,
  SectionKey,
  VerbatimContent,
} from '../types.ts';
import { entryNotes, entryStream, schoolStream } from './account-entries.ts';
import { accountHeader } from './account-header.ts';
import { covered, norm, streamOf } from './account-leftover.ts';
import { skillGroupsOf, verbatimItems } from './account-lists.ts';
import { withoutDates } from '../segment/lines.ts';
import type { SplitResult } from '../segment/sections.ts';

export { LABEL_ONLY } from './account-leftover.ts';
export { verbatimItems } from './account-lists.ts';

export interface AccountInput {
  split: SplitResult;
  contact: Contact;
  summaryText: string | null;
  experienceBlocks: Section[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Per combined experience-and-organisations block, the line its organisations start at. */
  organisationTails?: Map<Section, number>;
}

const ENTRY_KEYS = new Set<SectionKey>(['experience', 'education', 'summary']);

/** The verbatim content and the line coverage of one parse. */
export function accountLines(input: AccountInput): VerbatimContent {
  const { split } = input;
  const {
    header,
    phone: phonePrinted,
    printedName,
  } = accountHeader(split.intro, input.contact, input.summaryText);

  const experienceNotes: string[][] = input.experience.map(() => []);
  const educationNotes: string[][] = input.education.map(() => []);
  const sections: VerbatimContent['sections'] = [];
  let skillGroups: VerbatimContent['skillGroups'] = [];
  const seen = new Set<Section>();
  const blocks = split.blocks;
  // Experience entries come from the experience blocks in order; map each block to its entries.
  let expOffset = 0;
  const expEntriesUsed = new Set<number>();
  for (const block of blocks) {
    if (seen.has(block)) continue;
    // Blocks of one combined heading hold the same lines: treat them once, by their first key.
    const twins = blocks.filter(
      (b) =>
        b !== block &&
        b.heading === block.heading &&
        b.lines.length === block.lines.length &&
        b.lines[0] === block.lines[0],
    );
    for (const t of twins) seen.add(t);
    seen.add(block);
    const keys = [block.key, ...twins.map((t) => t.key)];
    if (keys.includes('experience')) {
      const tailAt = input.organisationTails?.get(block) ?? -1;
      const lines = tailAt > 0 ? block.lines.slice(0, tailAt) : block.lines;
      if (tailAt > 0) {
        sections.push({
          key: 'organizations',
          heading: block.heading,
          items: verbatimItems(block.lines.slice(tailAt), true),
        });
      }
      // The entries this block produced: those whose header words appear in its lines.
      const stream = streamOf(lines.map((l) => withoutDates(l)));
      const mine: number[] = [];
      for (let i = expOffset; i < input.experience.length; i++) {
        const e = input.experience[i]!;
        if (covered(`${e.title}`, stream) || covered(`${e.company}`, stream)) {
          mine.push(i);
          expEntriesUsed.add(i);
        } else break;
      }
      expOffset = mine.length ? mine[mine.length - 1]! + 1 : expOffset;
      const entries = mine.map((i) => input.experience[i]!);
      const { notes, preface } = entryNotes(lines, entries, entryStream, (e) => e.bullets);
      mine.forEach((i, k) => experienceNotes[i]!.push(...notes[k]!));
      const otherKey = keys.find((k) => k !== 'experience' && !ENTRY_KEYS.has(k)) ?? null;
      if (preface.length && otherKey) {
        sections.push({
          key: otherKey,
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      } else if (preface.length && mine.length) experienceNotes[mine[0]!]!.unshift(...preface);
      else if (preface.length) {
        sections.push({
          key: 'experience',
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      }
      continue;
    }
    if (keys.includes('education')) {
      const { notes, preface } = entryNotes(block.lines, input.education, schoolStream, null);
      notes.forEach((n, i) => educationNotes[i]!.push(...n));
      if (preface.length && input.education.length) educationNotes[0]!.unshift(...preface);
      else if (preface.length) {
        sections.push({
          key: 'education',
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      }
      continue;
    }
    if (keys.includes('summary')) continue; // the summary paragraph, kept by the revision
    if (keys.includes('skills')) {
      skillGroups = [...skillGroups, ...skillGroupsOf(block.lines)];
      const other = keys.find((k) => k !== 'skills');
      if (other) continue; // a combined "Skills & Certificates": printed once, as skills
      continue;
    }
    const items = verbatimItems(block.lines, true);
    const existing = sections.find((s) => s.key === block.key);
    // A second block of the same kind keeps its own heading as a line ("Volunteer Experience"
    // under "On Campus Involvement", or a role line the splitter took for a heading).
    const own = existing && norm(block.heading) !== norm(existing.heading) ? [block.heading] : [];
    if (existing) existing.items.push(...own, ...items);
    else sections.push({ key: block.key, heading: block.heading, items });
  }
  for (const o of split.otherBlocks) {
    const items = verbatimItems(o.lines, true);
    if (items.length) sections.push({ key: null, heading: o.heading, items });
  }
  return {
    header,
    ...(printedName ? { printedName } : {}),
    experienceNotes,
    educationNotes,
    skillGroups,
    sections,
    coverage: { lines: split.lineCount, accounted: split.placed },
    ...(phonePrinted ? { phone: phonePrinted } : {}),
  };
}
