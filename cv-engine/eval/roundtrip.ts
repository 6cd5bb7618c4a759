/**
 * The round-trip check (`npm run eval:cv -- --roundtrip`): original CV → analyse → revised DOCX
 * (the engine's real writer, each template) → extract + analyse the DOCX as a user upload →
 * compare. Reports, per file and template, the facts the revision lost, the facts it added that
 * the original does not support, and the score before and after.
 *
 * Facts of a generated fixture are known exactly (test/fixtures/roundtrip-cvs.ts); facts of a
 * corpus CV are its labelled contact fields plus what the original's own text shows: its date
 * ranges, its bullet points, the employers, titles and schools its parse read, its skills.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseText } from '../src/analyse/index.ts';
import { LABEL_ONLY } from '../src/revise/account.ts';
import { findDateRanges } from '../src/fields/dates.ts';
import { joinSplitRanges } from '../src/fields/experience.ts';
import { matchSkills } from '../src/fields/skills.ts';
import { buildRevision, revisionSummary } from '../src/engine.ts';
import { toView } from '../src/docx/content.ts';
import { unreadableParts } from '../src/docx/readable.ts';
import { extractDocument } from '../src/extract/index.ts';
import { scoreDrop, scoreParts } from './score-drop.ts';
import { TEMPLATES, type ParsedCv, type SectionKey, type TemplateName } from '../src/types.ts';
import {
  roundtripFixtures,
  type FixturePerson,
  type RoundtripFixture,
} from '../test/fixtures/roundtrip-cvs.ts';

export const ROUNDTRIP_TARGETS = {
  factsKept: 1,
  nothingInvented: 1,
  scoreNotLower: 1,
  meanLiftBelow80: 5,
  contact: 0.95,
  sectionF1: 0.95,
  medianAnalysisMs: 50,
};

const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The facts a revision must keep, as printed on the original. */
export interface SourceFacts {
  contact: Record<ContactField, string | null>;
  employers: string[];
  titles: string[];
  institutions: string[];
  degrees: string[];
  majors: string[];
  /** 'start|end|current' keys. */
  dateRanges: string[];
  bullets: string[];
  skills: string[];
  /** Skills the original supports (canonical names): anything else re-read is invented. */
  allowedSkills: Set<string>;
  sections: SectionKey[] | null;
  experienceCount: number | null;
  educationCount: number | null;
}

export interface RoundtripRun {
  file: string;
  template: TemplateName;
  lost: string[];
  added: string[];
  /** Differences on re-reading the revision (contact fields, entry counts). */
  reread: string[];
  /** Lines of the original the revision does not print. */
  missingLines: string[];
  /** Points the revision still misses, by what it would take (the analyser's own findings). */
  missing: { facts: number; form: number };
  /** Words of the original the revision prints fewer times (content lost however parsed). */
  wordsLost: string[];
  /** Lines the revision prints more often than the original does (a fact shown twice). */
  repeated: string[];
  /** Entries the re-read finds that differ from the original's own parse (count per section). */
  entryDrift: string[];
  /** Where the revision is hard to read: paragraphs running dated entries together, long headlines. */
  unreadable: string[];
  before: number;
  after: number;
  /** Why the score fell (empty when it did not): the sub-scores that dropped, the new findings. */
  drop: string[];
}

export interface OriginalCheck {
  file: string;
  /** Contact fields of the original read correctly (fixtures only). */
  contact: Partial<Record<ContactField, boolean>>;
  contactMisses: string[];
  sections: { tp: number; fp: number; fn: number } | null;
  analysisMs: number;
  /** Lines of the extracted text, and those the lossless parse accounted for. */
  coverage: { lines: number; accounted: number };
}

// ---- Normalisation -------------------------------------------------------------------------------

export function norm(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[•●▪◦]/gu, ' ')
    .replace(/[–—−]/gu, '-')
    .replace(/[“”]/gu, '"')
    .replace(/[‘’]/gu, "'")
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Words only: for comparing bullets across wrapping, punctuation and a reworded first verb. */
function words(s: string): string[] {
  return norm(s).match(/[\p{L}\p{N}]+(?:[.,'][\p{L}\p{N}]+)*/gu) ?? [];
}

function rangeKey(r: { start: string | null; end: string | null; current: boolean }): string {
  return `${r.start ?? ''}|${r.current ? 'now' : (r.end ?? '')}`;
}

export function dateRangesOf(text: string): string[] {
  const out = new Set<string>();
  for (const line of text.split('\n')) {
    for (const r of findDateRanges(line)) if (r.start || r.end) out.add(rangeKey(r));
  }
  return [...out];
}

/** The subscriber part of a phone number: its last 9 digits (no country code or trunk 0). */
function phoneDigits(s: string): string {
  return s.replace(/\D/gu, '').slice(-9);
}

const allDigits = (s: string): string => s.replace(/\D/gu, '');

const PHONEISH = /\+?\d[\d\s().-]{7,}\d/gu;

/** Numbers in a text, outside phone numbers and dates' years are kept (they are numbers too). */
export function numbersOf(text: string): Set<string> {
  // Years of date ranges count as numbers, before "2020 - 2023" could pass for a phone number.
  const out = new Set<string>();
  const lines = text.split('\n').map((line) => {
    let rest = line;
    for (const r of [...findDateRanges(line)].reverse()) {
      for (const y of line.slice(r.index, r.index + r.length).match(/\d{4}/gu) ?? []) out.add(y);
      // Its years as the parser reads them ("Mar '19" is 2019), which a revision prints whole.
      for (const p of [r.start, r.end]) if (p) out.add(p.slice(0, 4));
      rest = rest.slice(0, r.index) + ' ' + rest.slice(r.index + r.length);
    }
    return rest;
  });
  const t = lines
    .join('\n')
    .replace(PHONEISH, ' ')
    .replace(/[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/gu, ' ');
  // A number on its own, not digits inside a handle ("afantino951").
  for (const m of t.matchAll(/(?<![\p{L}\d])\d+(?:[.,]\d+)*(?!\p{L})/gu)) {
    out.add(m[0].replace(/[.,](?=\d{3}\b)/gu, '').replace(',', '.'));
  }
  return out;
}

/** The bullets of an extracted text: each "• " line with its wrapped continuation lines. */
export function bulletsOf(text: string): string[] {
  const lines = text.split('\n');
  const out: string[] = [];
  let cur: string | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (/^[•●▪◦]\s*/u.test(line)) {
      if (cur) out.push(cur);
      cur = line.replace(/^[•●▪◦]\s*/u, '');
    } else if (cur !== null && line && /^[\p{Ll}\d(]/u.test(line)) {
      cur += ` ${line}`;
    } else {
      if (cur) out.push(cur);
      cur = null;
    }
  }
  if (cur) out.push(cur);
  return out.filter((b) => words(b).length >= 3);
}

/**
 * A bullet is kept when its words after the first (the verb a revision may reword) appear in
 * order in the revised text; bullets of one or two words must appear whole.
 */
export function bulletKept(bullet: string, revisedWords: string): boolean {
  const w = words(bullet);
  const tail = w.length > 2 ? w.slice(1) : w;
  if (revisedWords.includes(` ${tail.join(' ')} `)) return true;
  // A filler opening replaced by a verb ("Bertanggung jawab mengembangkan …" → "Mengembangkan
  // …", "Responsible for managing …" → "Managed …"): the rest of the bullet, whole.
  for (const skip of [2, 3]) {
    const rest = w.slice(skip);
    if (rest.length >= 3 && rest.length >= w.length * 0.6) {
      if (revisedWords.includes(` ${rest.join(' ')} `)) return true;
    }
  }
  // "Membantu tim X menghitung" → "Mendukung tim X dalam menghitung": the connector added for
  // grammar is no change of fact.
  const drop = (s: string) => s.replace(/ dalam(?= )/gu, '');
  return drop(revisedWords).includes(drop(` ${tail.join(' ')} `));
}

// ---- Facts of an original ------------------------------------------------------------------------

function unique(xs: Iterable<string>): string[] {
  return [...new Set([...xs].map((x) => x.trim()).filter(Boolean))];
}

export function fixtureFacts(p: FixturePerson): SourceFacts {
  const ranges = new Set<string>();
  const allDates = [
    ...p.experience.map((j) => j.dates),
    ...p.education.map((s) => s.dates),
    ...[...p.organizations, ...p.projects, ...p.certifications].flatMap((i) =>
      i.dates ? [i.dates] : [],
    ),
  ];
  for (const d of allDates) for (const r of dateRangesOf(d)) ranges.add(r);
  const allowed = new Set<string>();
  for (const s of p.skills) {
    allowed.add(norm(s));
    for (const c of matchSkills(s)) allowed.add(norm(c));
  }
  const sections: SectionKey[] = [];
  if (p.summary) sections.push('summary');
  sections.push('experience', 'education', 'skills');
  for (const k of ['languages', 'organizations', 'projects', 'certifications'] as const) {
    if (p[k].length > 0) sections.push(k);
  }
  return {
    contact: {
      name: p.name,
      email: p.email,
      phone: p.phoneE164,
      location: p.location,
      linkedin: p.linkedin,
    },
    employers: unique(p.experience.map((j) => j.company)),
    titles: unique(p.experience.map((j) => j.title)),
    institutions: unique(p.education.map((s) => s.institution)),
    degrees: unique(p.education.map((s) => s.degree)),
    majors: unique(p.education.map((s) => s.major)),
    dateRanges: [...ranges],
    bullets: [
      ...p.experience.flatMap((j) => j.bullets),
      ...[...p.organizations, ...p.projects].flatMap((i) => i.details),
    ],
    skills: p.skills,
    allowedSkills: allowed,
    sections,
    experienceCount: p.experience.length,
    educationCount: p.education.length,
  };
}

export interface CorpusLabel {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  sections: SectionKey[];
  experienceCount: number;
  educationCount: number;
}

export function corpusFacts(
  text: string,
  parsed: ParsedCv,
  label: CorpusLabel | null,
): SourceFacts {
  const contact = label
    ? {
        name: label.name,
        email: label.email,
        phone: label.phone,
        location: label.location,
        linkedin: label.linkedin,
      }
    : {
        name: parsed.contact.name,
        email: parsed.contact.email,
        phone: parsed.contact.phone,
        location: parsed.contact.location,
        linkedin: parsed.contact.linkedin,
      };
  return {
    contact,
    employers: unique(parsed.experience.map((e) => e.company)),
    titles: unique(parsed.experience.map((e) => e.title)),
    institutions: unique(parsed.education.map((e) => e.institution)),
    degrees: unique(parsed.education.map((e) => e.degree)),
    majors: unique(parsed.education.map((e) => e.field)),
    // As the parser reads the text: a range printed over two lines of a date column ("2017 –"
    // beside the title, "Present" under it) is one range, not an open "2017 –".
    dateRanges: dateRangesOf(joinSplitRanges(text.split('\n')).join('\n')),
    bullets: bulletsOf(text),
    skills: parsed.skills,
    allowedSkills: new Set(parsed.skills.map(norm)),
    sections: label?.sections ?? null,
    experienceCount: label?.experienceCount ?? null,
    educationCount: label?.educationCount ?? null,
  };
}

// ---- Comparison ----------------------------------------------------------------------------------

function linkedinHandle(v: string): string {
  return norm(v)
    .replace(/^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\//u, '')
    .replace(/\/+$/u, '');
}

/** What the revision lost and added, judged on its extracted text and its re-analysis. */
export function compareFacts(
  facts: SourceFacts,
  sourceText: string,
  revisedText: string,
  revised: ParsedCv,
): { lost: string[]; added: string[]; reread: string[] } {
  const lost: string[] = [];
  const added: string[] = [];
  const reread: string[] = [];
  const rev = norm(revisedText);
  const revWords = ` ${words(revisedText).join(' ')} `;
  const has = (s: string) => rev.includes(norm(s));
  const src = norm(sourceText);

  const c = facts.contact;
  if (c.name && !has(c.name)) lost.push(`name "${c.name}"`);
  if (c.email && !has(c.email)) lost.push(`email "${c.email}"`);
  if (c.phone && !allDigits(revisedText).includes(phoneDigits(c.phone))) {
    lost.push(`phone "${c.phone}"`);
  }
  if (c.location && !has(c.location)) lost.push(`location "${c.location}"`);
  if (c.linkedin && !rev.includes(linkedinHandle(c.linkedin))) {
    lost.push(`linkedin "${c.linkedin}"`);
  }
  for (const [kind, xs] of [
    ['employer', facts.employers],
    ['title', facts.titles],
    ['institution', facts.institutions],
    ['degree', facts.degrees],
    ['major', facts.majors],
  ] as const) {
    for (const x of xs) if (!has(x)) lost.push(`${kind} "${x}"`);
  }
  const revRanges = new Set(dateRangesOf(revisedText));
  // A range the original prints over two lines of a date column ("2017 –" beside the title,
  // "Present" under it) is the original's, as the parser reads it (joinSplitRanges).
  const srcRanges = new Set([
    ...facts.dateRanges,
    ...dateRangesOf(sourceText),
    ...dateRangesOf(joinSplitRanges(sourceText.split('\n')).join('\n')),
  ]);
  for (const r of facts.dateRanges) if (!revRanges.has(r)) lost.push(`dates ${r}`);
  for (const r of revRanges) if (!srcRanges.has(r)) added.push(`dates ${r}`);
  for (const b of facts.bullets) {
    if (!bulletKept(b, revWords)) lost.push(`bullet "${b.length > 70 ? `${b.slice(0, 70)}…` : b}"`);
  }
  for (const s of facts.skills) {
    const kept = has(s) || matchSkills(s).some((k) => revised.skills.includes(k));
    if (!kept) lost.push(`skill "${s}"`);
  }

  // Added: skills, numbers, contact details the original does not support.
  // Skills the revision prints in its skills section that the original does not show.
  const printedSkills = revised.verbatim
    ? revised.verbatim.skillGroups.flatMap((g) => g.skills)
    : revised.skills;
  for (const s of printedSkills) {
    if (!src.includes(norm(s)) && !facts.allowedSkills.has(norm(s))) added.push(`skill "${s}"`);
  }
  const srcNumbers = numbersOf(sourceText);
  for (const n of numbersOf(revisedText)) if (!srcNumbers.has(n)) added.push(`number ${n}`);
  const rc = revised.contact;
  if (rc.phone && !allDigits(sourceText).includes(phoneDigits(rc.phone))) {
    added.push(`phone "${rc.phone}"`);
  }
  // An address a narrow column wrapped ("budisantoso" / "86@gmail.com") is the same address.
  if (rc.email && !src.replace(/\s+/gu, '').includes(norm(rc.email).replace(/\s+/gu, ''))) {
    added.push(`email "${rc.email}"`);
  }

  // Re-reading the revision: the same contact fields and entries.
  const same = (f: ContactField, want: string | null, got: string | null): boolean => {
    if (want === null) return true;
    if (got === null) return false;
    if (f === 'phone') return phoneDigits(want) === phoneDigits(got);
    if (f === 'linkedin') return linkedinHandle(want) === linkedinHandle(got);
    return norm(want) === norm(got);
  };
  for (const f of CONTACT_FIELDS) {
    if (!same(f, c[f], rc[f])) reread.push(`${f}: re-read ${JSON.stringify(rc[f])}`);
  }
  if (facts.experienceCount !== null && revised.experience.length !== facts.experienceCount) {
    reread.push(`experience: ${revised.experience.length} want ${facts.experienceCount}`);
  }
  if (facts.educationCount !== null && revised.education.length !== facts.educationCount) {
    reread.push(`education: ${revised.education.length} want ${facts.educationCount}`);
  }
  return { lost, added, reread };
}

/** Lines of the original (headings aside) whose words the revised text does not hold. */
export function missingLines(sourceText: string, source: ParsedCv, revisedText: string): string[] {
  const revWords = ` ${words(revisedText).join(' ')} `;
  const revDigits = allDigits(revisedText);
  const headings = new Set(
    [...source.sectionBlocks.map((b) => b.heading), ...source.otherHeadings].map(norm),
  );
  const summary = norm(source.summaryText ?? '');
  const out: string[] = [];
  for (const raw of sourceText.split('\n')) {
    const line = raw.trim();
    if (!line || headings.has(norm(line)) || LABEL_ONLY.test(line)) continue;
    let body = line;
    for (const r of [...findDateRanges(body)].reverse()) {
      body = body.slice(0, r.index) + ' ' + body.slice(r.index + r.length);
    }
    const pieces = body
      .replace(/^[•●▪◦*-]\s*/u, '')
      .split(/\s+[|•·–—-]\s+|\s*[|•·]\s*|\s{2,}|,\s+/u)
      .filter((p) => words(p).length > 0);
    const kept = pieces.every((p) => {
      const w = words(p);
      if (/^\+?[\d\s().-]{8,}$/u.test(p.trim())) return revDigits.includes(allDigits(p).slice(-9));
      const tail = w.length > 3 ? w.slice(1) : w;
      return revWords.includes(` ${tail.join(' ')} `) || (summary && summary.includes(norm(p)));
    });
    if (!kept) out.push(line);
  }
  return out;
}

/**
 * Lines of the revision (the summary aside, which may name the current role) whose words it
 * prints more often than the original does: a bullet printed clean and again as a raw wrapped
 * line, an entry header repeated as a note, a degree line printed twice.
 */
export function repeatedLines(sourceText: string, revisedText: string, summary: string): string[] {
  const srcWords = ` ${words(sourceText).join(' ')} `;
  const summaryNorm = norm(summary);
  const body = revisedText
    .split('\n')
    .filter((l) => !summaryNorm || !norm(l).includes(summaryNorm.slice(0, 60)));
  const revWords = ` ${words(body.join('\n')).join(' ')} `;
  const count = (hay: string, needle: string) => {
    let n = 0;
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) n++;
    return n;
  };
  const out: string[] = [];
  for (const raw of body) {
    let line = raw.trim();
    for (const r of [...findDateRanges(line)].reverse()) {
      line = line.slice(0, r.index) + ' ' + line.slice(r.index + r.length);
    }
    const w = words(line);
    if (w.length < 4) continue;
    const needle = ` ${w.join(' ')} `;
    if (count(revWords, needle) > Math.max(1, count(srcWords, needle))) out.push(raw.trim());
  }
  return [...new Set(out)];
}

/**
 * Words of the original the revision prints fewer times: content that went missing however the
 * facts above were read (a project's second "Membuat fitur dari website", a role line taken for
 * a heading). Headings, month names, the first word of a bullet (a revision may reword the
 * verb), labels and web-address fragments are no content of their own.
 */
export function lostWords(sourceText: string, source: ParsedCv, revisedText: string): string[] {
  const skip = new Set<string>();
  for (const h of [...source.sectionBlocks.map((b) => b.heading), ...source.otherHeadings]) {
    for (const w of words(h)) skip.add(w);
  }
  for (const line of sourceText.split('\n')) {
    // A sentence printed without a bullet mark gets the same verb opening.
    const sentence = words(line).length >= 8;
    const m = (sentence ? /^\s*[•●▪◦*-]?\s*/u : /^\s*[•●▪◦*-]\s*/u).test(line)
      ? /^\s*[•●▪◦*-]?\s*([\p{L}'’-]+)(?:\s+([\p{L}'’-]+))?(?:\s+([\p{L}'’-]+))?/u.exec(line)
      : null;
    // The opening a revision may replace: "Bertanggung jawab mengembangkan" → "Mengembangkan".
    if (m) for (const w of [m[1], m[2], m[3]]) if (w) skip.add(norm(w));
  }
  const bag = (t: string): Map<string, number> => {
    const out = new Map<string, number>();
    for (const w of words(t)) out.set(w, (out.get(w) ?? 0) + 1);
    return out;
  };
  // Icon-font names printed as text ("HOUSE-CHIMNEY", "GITHUB-SQUARE") and contact labels.
  for (const m of sourceText.matchAll(/(?<![\p{L}])(?:\p{Lu}+-)+\p{Lu}+(?![\p{L}])/gu)) {
    for (const w of words(m[0])) skip.add(w);
  }
  for (const w of words(sourceText)) if (LABEL_ONLY.test(w)) skip.add(w);
  // A block the original prints twice in a row ("Another achievement / more details" twice)
  // is one fact: the revision may print it once.
  const srcLines = sourceText.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < srcLines.length;) {
    const k = [1, 2, 3].find(
      (n) =>
        i >= n &&
        srcLines
          .slice(i, i + n)
          .join('\n')
          .trim() !== '' &&
        srcLines.slice(i, i + n).join('\n') === srcLines.slice(i - n, i).join('\n'),
    );
    if (k) i += k;
    else kept.push(srcLines[i++]!);
  }
  const src = bag(kept.join('\n').replace(/\bwww\./giu, ''));
  const rev = bag(revisedText.replace(/\bwww\./giu, ''));
  const MONTHISH = /^(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|sept|okt|oct|nov|des|dec)/u;
  const lost: string[] = [];
  for (const [w, n] of src) {
    if (skip.has(w) || MONTHISH.test(w) || w.length < 3 || /^\d/u.test(w)) continue;
    if (
      /^(?:https?|www|com|present|sekarang|current|now|saat|ini|expected|degree|gpa|ipk|cgpa|email|e-mail|phone|telp|linkedin|github|and|dan|the|of|in|di)$/u.test(
        w,
      )
    )
      continue;
    const got = rev.get(w) ?? 0;
    if (got < n) lost.push(n - got > 1 ? `${w}×${n - got}` : w);
  }
  return lost;
}

/**
 * Findings a revision cannot act on without facts only the user has: more content, numbers,
 * contact details, skills, sections. The rest (verbs, line length, repeats) is form.
 */
const NEEDS_FACTS = new Set([
  'too_short',
  'skills_in_experience',
  'quantify_role',
  'quantify_bullets',
  'missing_contact',
  'add_skills_for_industry',
  'missing_section',
  'few_skills',
  'add_bullets',
  'short_summary',
  'missing_dates',
]);

export function missingPoints(findings: { code: string; impact: number }[]): {
  facts: number;
  form: number;
} {
  let facts = 0;
  let form = 0;
  for (const f of findings) {
    if (NEEDS_FACTS.has(f.code)) facts += f.impact;
    else form += f.impact;
  }
  return { facts, form };
}

// ---- One file --------------------------------------------------------------------------------------

export interface RoundtripFileResult {
  runs: RoundtripRun[];
  original: OriginalCheck;
}

// The readable-structure rules are the writer's own (docx/readable.ts): one definition.
export { HEADLINE_MAX, unreadableParts } from '../src/docx/readable.ts';

/**
 * One original through the round trip: read and analyse it, revise it in each template, read
 * each revision back. `factsOf` gives the facts the revision must keep (a fixture's or a
 * generated CV's truth, or what a corpus CV's label and own text show).
 */
export async function checkFile(
  file: string,
  buffer: Uint8Array,
  factsOf: (text: string, parsed: ParsedCv) => SourceFacts,
  templates: readonly TemplateName[],
): Promise<RoundtripFileResult> {
  const doc = await extractDocument(buffer);
  const t0 = performance.now();
  const original = analyseText(doc.text, { hints: doc.hints });
  const analysisMs = performance.now() - t0;
  const facts = factsOf(doc.text, original.parsed);
  const check: OriginalCheck = {
    file,
    contact: {},
    contactMisses: [],
    sections: null,
    analysisMs,
    coverage: original.parsed.verbatim?.coverage ?? { lines: 0, accounted: 0 },
  };
  for (const f of CONTACT_FIELDS) {
    const want = facts.contact[f];
    const got = original.parsed.contact[f];
    const ok =
      want === null
        ? got === null
        : got !== null &&
          (f === 'phone'
            ? phoneDigits(want) === phoneDigits(got)
            : f === 'linkedin'
              ? linkedinHandle(want) === linkedinHandle(got)
              : norm(want) === norm(got));
    check.contact[f] = ok;
    if (!ok)
      check.contactMisses.push(`${f}: got ${JSON.stringify(got)} want ${JSON.stringify(want)}`);
  }
  if (facts.sections) {
    const want = new Set(facts.sections);
    const got = new Set(original.parsed.sections);
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const k of got)
      if (want.has(k)) tp++;
      else fp++;
    for (const k of want) if (!got.has(k)) fn++;
    check.sections = { tp, fp, fn };
  }
  const runs: RoundtripRun[] = [];
  for (const template of templates) {
    const summary = revisionSummary(original.parsed);
    const revision = await buildRevision(original.parsed, summary, template);
    const revisedDoc = await extractDocument(revision.docx);
    const view = toView(revision.content);
    const revised = analyseText(revisedDoc.text, { hints: revisedDoc.hints });
    const cmp = compareFacts(facts, doc.text, revisedDoc.text, revised.parsed);
    const entryDrift: string[] = [];
    for (const k of ['experience', 'education'] as const) {
      const want = original.parsed[k].length;
      const got = revised.parsed[k].length;
      if (want !== got) entryDrift.push(`${k}: ${got} entries, the original ${want}`);
    }
    runs.push({
      file,
      template,
      ...cmp,
      missingLines: missingLines(doc.text, original.parsed, revisedDoc.text),
      repeated: repeatedLines(doc.text, revisedDoc.text, summary),
      wordsLost: lostWords(doc.text, original.parsed, revisedDoc.text),
      missing: missingPoints(revised.result.recommendations),
      entryDrift,
      // The headline as the writer prints it (one paragraph under the name) and its other rows.
      unreadable: unreadableParts(revisedDoc.text, [view.headline], view.headerRows),
      before: original.score,
      after: revised.score,
      drop: scoreDrop(scoreParts(original.result), scoreParts(revised.result)),
    });
  }
  return { runs, original: check };
}

export function checkFixture(
  fx: RoundtripFixture,
  templates: readonly TemplateName[] = TEMPLATES,
): Promise<RoundtripFileResult> {
  return checkFile(`fixture/${fx.name}`, fx.buffer, () => fixtureFacts(fx.person), templates);
}

export function checkCorpusFile(
  corpus: string,
  pdf: string,
  templates: readonly TemplateName[] = TEMPLATES,
): Promise<RoundtripFileResult> {
  const base = pdf.replace(/\.pdf$/iu, '');
  const labelPath = path.join(corpus, 'labels', `${base}.json`);
  const label = existsSync(labelPath)
    ? (JSON.parse(readFileSync(labelPath, 'utf8')) as CorpusLabel)
    : null;
  return checkFile(
    `corpus/${base}`,
    readFileSync(path.join(corpus, 'pdf', pdf)),
    (text, parsed) => corpusFacts(text, parsed, label),
    templates,
  );
}

// ---- The whole set and its summary ---------------------------------------------------------------

export interface RoundtripSummary {
  runs: number;
  files: number;
  factsKept: number;
  nothingInvented: number;
  scoreNotLower: number;
  meanLift: number;
  /** Runs whose revision prints every line of the original. */
  linesKept: number;
  /** Runs whose revision prints every content word of the original as often. */
  wordsKept: number;
  /** Runs whose revision prints no line more often than the original. */
  noRepeats: number;
  /** Runs whose re-read finds as many experience and education entries as the original's parse. */
  sameEntries: number;
  /** Runs whose revision runs no dated entries together and keeps its headline short. */
  readable: number;
  /** Lines accounted for by the lossless parse ÷ lines, over every original. */
  coverage: number;
  meanLiftBelow80: number | null;
  below80Files: number;
  /** Over the revisions of originals below 80: points still missing, by what they need. */
  missingBelow80: { facts: number; form: number } | null;
  contact: Record<ContactField, number | null>;
  sectionF1: number | null;
  medianAnalysisMs: number;
}

export function summarise(results: RoundtripFileResult[]): RoundtripSummary {
  const runs = results.flatMap((r) => r.runs);
  const n = runs.length || 1;
  const contact = {} as Record<ContactField, number | null>;
  const fixtureChecks = results.map((r) => r.original).filter((o) => o.file.startsWith('fixture/'));
  for (const f of CONTACT_FIELDS) {
    const xs = fixtureChecks.map((o) => o.contact[f]).filter((x) => x !== undefined);
    contact[f] = xs.length ? xs.filter(Boolean).length / xs.length : null;
  }
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const o of fixtureChecks) {
    if (!o.sections) continue;
    tp += o.sections.tp;
    fp += o.sections.fp;
    fn += o.sections.fn;
  }
  const sectionF1 = tp + fp + fn > 0 ? (2 * tp) / (2 * tp + fp + fn) : null;
  const below = runs.filter((r) => r.before < 80);
  const times = results.map((r) => r.original.analysisMs).sort((a, b) => a - b);
  return {
    runs: runs.length,
    files: results.length,
    factsKept: runs.filter((r) => r.lost.length === 0).length / n,
    nothingInvented: runs.filter((r) => r.added.length === 0).length / n,
    scoreNotLower: runs.filter((r) => r.after >= r.before).length / n,
    meanLift: runs.reduce((s, r) => s + r.after - r.before, 0) / n,
    linesKept: runs.filter((r) => r.missingLines.length === 0).length / n,
    noRepeats: runs.filter((r) => r.repeated.length === 0).length / n,
    wordsKept: runs.filter((r) => r.wordsLost.length === 0).length / n,
    sameEntries: runs.filter((r) => r.entryDrift.length === 0).length / n,
    readable: runs.filter((r) => r.unreadable.length === 0).length / n,
    coverage:
      results.reduce((a, r) => a + r.original.coverage.accounted, 0) /
      Math.max(
        1,
        results.reduce((a, r) => a + r.original.coverage.lines, 0),
      ),
    meanLiftBelow80: below.length
      ? below.reduce((s, r) => s + r.after - r.before, 0) / below.length
      : null,
    below80Files: new Set(below.map((r) => r.file)).size,
    missingBelow80: below.length
      ? {
          facts: below.reduce((a, r) => a + r.missing.facts, 0) / below.length,
          form: below.reduce((a, r) => a + r.missing.form, 0) / below.length,
        }
      : null,
    contact,
    sectionF1,
    medianAnalysisMs: times.length ? times[Math.floor((times.length - 1) / 2)]! : 0,
  };
}

export function targetRows(
  s: RoundtripSummary,
): { metric: string; value: string; target: string; met: boolean }[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const T = ROUNDTRIP_TARGETS;
  const rows = [
    {
      metric: 'facts kept (runs with nothing lost)',
      value: pct(s.factsKept),
      target: '100 %',
      met: s.factsKept >= T.factsKept,
    },
    {
      metric: 'nothing invented (runs with nothing added)',
      value: pct(s.nothingInvented),
      target: '100 %',
      met: s.nothingInvented >= T.nothingInvented,
    },
    {
      metric: 'revised score ≥ original',
      value: pct(s.scoreNotLower),
      target: '100 %',
      met: s.scoreNotLower >= T.scoreNotLower,
    },
    {
      metric: 'lines accounted (lossless parse)',
      value: pct(s.coverage),
      target: '100 %',
      met: s.coverage >= 1,
    },
    {
      metric: 'every word kept (runs)',
      value: pct(s.wordsKept),
      target: '100 %',
      met: s.wordsKept >= 1,
    },
    {
      metric: 'nothing printed twice (runs)',
      value: pct(s.noRepeats),
      target: '100 %',
      met: s.noRepeats >= 1,
    },
    {
      metric: 'same entries on re-read (runs)',
      value: pct(s.sameEntries),
      target: '100 %',
      met: s.sameEntries >= 1,
    },
    {
      metric: 'readable structure (runs)',
      value: pct(s.readable),
      target: '100 %',
      met: s.readable >= 1,
    },
    { metric: 'every line printed (runs)', value: pct(s.linesKept), target: '', met: true },
    { metric: 'mean lift, all runs', value: s.meanLift.toFixed(1), target: '', met: true },
    {
      metric: `mean lift, originals < 80 (${s.below80Files} files)`,
      value: s.meanLiftBelow80 === null ? 'n/a' : s.meanLiftBelow80.toFixed(1),
      target: '≥ +5',
      met: s.meanLiftBelow80 === null || s.meanLiftBelow80 >= T.meanLiftBelow80,
    },
  ];
  if (s.missingBelow80) {
    rows.push({
      metric: 'points still missing < 80: needing facts',
      value: s.missingBelow80.facts.toFixed(1),
      target: '',
      met: true,
    });
    rows.push({
      metric: 'points still missing < 80: form only',
      value: s.missingBelow80.form.toFixed(1),
      target: '',
      met: true,
    });
  }
  for (const f of CONTACT_FIELDS) {
    const v = s.contact[f];
    rows.push({
      metric: `contact.${f} on fixtures`,
      value: v === null ? 'n/a' : v.toFixed(3),
      target: '≥ 0.95',
      met: v === null || v >= T.contact,
    });
  }
  rows.push({
    metric: 'section F1 on fixtures',
    value: s.sectionF1 === null ? 'n/a' : s.sectionF1.toFixed(3),
    target: '≥ 0.95',
    met: s.sectionF1 === null || s.sectionF1 >= T.sectionF1,
  });
  rows.push({
    metric: 'median analysis ms / CV',
    value: s.medianAnalysisMs.toFixed(1),
    target: '≤ 50',
    met: s.medianAnalysisMs <= T.medianAnalysisMs,
  });
  return rows;
}

export interface RoundtripOptions {
  corpus: string | null;
  verbose: boolean;
  templates?: readonly TemplateName[];
  log?: (line: string) => void;
}

/** Runs the whole check; prints per-file results and the summary table. */
export async function runRoundtrip(opts: RoundtripOptions): Promise<{
  results: RoundtripFileResult[];
  summary: RoundtripSummary;
}> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const templates = opts.templates ?? TEMPLATES;
  const results: RoundtripFileResult[] = [];
  for (const fx of await roundtripFixtures()) results.push(await checkFixture(fx, templates));
  if (opts.corpus && existsSync(path.join(opts.corpus, 'pdf'))) {
    const pdfs = readdirSync(path.join(opts.corpus, 'pdf'))
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .sort();
    for (const pdf of pdfs) results.push(await checkCorpusFile(opts.corpus, pdf, templates));
  } else {
    log(`No CV corpus at ${opts.corpus ?? '(none)'}: generated fixtures only.`);
  }
  for (const r of results) {
    const o = r.original;
    const runs = r.runs;
    const scores = runs.map((x) => `${x.template} ${x.before}→${x.after}`).join(', ');
    const bad = runs.some(
      (x) =>
        x.lost.length ||
        x.added.length ||
        x.repeated.length ||
        x.wordsLost.length ||
        x.entryDrift.length ||
        x.after < x.before,
    );
    log(`${bad ? '✗' : '✓'} ${o.file}: ${scores}`);
    if (o.contactMisses.length && (opts.verbose || o.file.startsWith('fixture/'))) {
      log(`    original misread: ${o.contactMisses.join('; ')}`);
    }
    // Losses usually repeat across templates: print each once, with the templates it hit.
    const group = (pick: (x: RoundtripRun) => string[]) => {
      const m = new Map<string, string[]>();
      for (const x of runs) {
        for (const item of new Set(pick(x))) m.set(item, [...(m.get(item) ?? []), x.template]);
      }
      return [...m].map(([item, t]) =>
        t.length === runs.length ? item : `${item} [${t.join(',')}]`,
      );
    };
    const lost = group((x) => x.lost);
    const added = group((x) => x.added);
    const reread = group((x) => x.reread);
    if (lost.length) log(`    lost (${lost.length}): ${lost.join('; ')}`);
    if (added.length) log(`    added (${added.length}): ${added.join('; ')}`);
    if (reread.length && opts.verbose) log(`    re-read: ${reread.join('; ')}`);
    const wordsLost = group((x) => x.wordsLost);
    if (wordsLost.length) log(`    words lost (${wordsLost.length}): ${wordsLost.join(', ')}`);
    const repeated = group((x) => x.repeated);
    if (repeated.length) log(`    printed twice (${repeated.length}): ${repeated.join(' ⏎ ')}`);
    const drift = group((x) => x.entryDrift);
    if (drift.length) log(`    re-read entries: ${drift.join('; ')}`);
    const unreadable = group((x) => x.unreadable);
    if (unreadable.length) log(`    hard to read (${unreadable.length}): ${unreadable.join('; ')}`);
    for (const x of runs) {
      if (x.drop.length)
        log(`    score ${x.template} ${x.before}→${x.after}: ${x.drop.join('; ')}`);
    }
    const missing = group((x) => x.missingLines);
    if (missing.length) {
      log(
        `    lines not printed (${missing.length})${opts.verbose ? `: ${missing.join(' ⏎ ')}` : ''}`,
      );
    }
  }
  const summary = summarise(results);
  log('');
  log(
    `Round trip: ${summary.files} files × ${templates.length} templates = ${summary.runs} revisions`,
  );
  const rows = targetRows(summary);
  const w0 = Math.max(...rows.map((r) => r.metric.length));
  const w1 = Math.max(...rows.map((r) => r.value.length));
  log(`${'metric'.padEnd(w0)}  ${'value'.padEnd(w1)}  target  met`);
  log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ------  ---`);
  for (const r of rows) {
    log(
      `${r.metric.padEnd(w0)}  ${r.value.padEnd(w1)}  ${r.target.padEnd(6)}  ${r.met ? 'yes' : 'NO'}`,
    );
  }
  return { results, summary };
}
