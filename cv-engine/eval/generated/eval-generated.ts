/**
 * `npm run eval:cv -- --generated`: the engine on the generated corpus, every figure per layout
 * family, per producer and per language, the held-out part printed apart.
 *
 * Each file is read as the app reads an upload (extractDocument, then analyseText: what the CV
 * worker runs) and scored against its truth the way the labelled corpus is scored (contact
 * fields normalised, section keys micro-F1, entry counts exact); then revised in each template
 * and read back (the round trip of roundtrip.ts), with the truth as the facts to keep.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { analyseText } from '../../src/analyse/index.ts';
import { extractDocument } from '../../src/extract/index.ts';
import { TEMPLATES, type ParsedCv, type SectionKey, type TemplateName } from '../../src/types.ts';
import type { FixturePerson } from '../../test/fixtures/roundtrip-cvs.ts';
import { linkedinHandle, normaliseField } from '../fields.ts';
import {
  atsToolsMissing,
  checkAtsOrder,
  reportAtsOrder,
  revisionsOf,
  type AtsJob,
} from '../ats-order.ts';
import { checkFile, fixtureFacts, type RoundtripRun } from '../roundtrip.ts';
import { answersRun, answersTable, type AnswersRun } from '../answers.ts';
import {
  buildCorpus,
  FAMILIES,
  planCorpus,
  PRODUCERS,
  type GeneratedDoc,
  type Producer,
} from './corpus.ts';
import { truthSections, type GeneratedCv } from './truth.ts';

const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

/** The truth as the round trip's facts: a fixture person. */
export function asFixturePerson(cv: GeneratedCv): FixturePerson {
  return {
    lang: cv.lang,
    name: printedName(cv),
    title: cv.headline,
    email: cv.email,
    phone: cv.phone,
    phoneE164: cv.phoneE164,
    location: cv.location,
    linkedin: cv.linkedin,
    summary: cv.summary,
    experience: cv.experience.map((j) => ({
      title: j.title,
      company: j.organisation,
      dates: j.dates,
      bullets: j.bullets,
    })),
    education: cv.education.map((s) => ({
      institution: s.institution,
      degree: s.degree,
      major: s.major,
      dates: s.dates,
      ...(s.gpa ? { gpa: s.gpa } : {}),
    })),
    skills: cv.skills,
    languages: cv.languages,
    organizations: cv.organizations.map((o) => ({
      name: o.name,
      ...(o.dates ? { dates: o.dates } : {}),
      details: o.details,
    })),
    projects: cv.projects.map((o) => ({
      name: o.name,
      ...(o.dates ? { dates: o.dates } : {}),
      details: o.details,
    })),
    certifications: cv.certifications.map((o) => ({
      name: o.name,
      ...(o.dates ? { dates: o.dates } : {}),
      details: o.details,
    })),
  };
}

export interface DocScore {
  id: string;
  family: string;
  lang: string;
  producer: Producer;
  heldOut: boolean;
  crash: string | null;
  contact: Record<ContactField, boolean>;
  sections: { tp: number; fp: number; fn: number };
  /** Per section kind the truth has: whether the reading found it. */
  kinds: Partial<Record<SectionKey, boolean>>;
  experienceExact: boolean;
  /** Every experience entry read with its truth's title and organisation (count exact too). */
  rolesExact: boolean;
  educationExact: boolean;
  language: boolean;
  /** The reading doubts itself (parsed.reading.understood is false). */
  flagged: boolean;
  runs: RoundtripRun[];
  misses: string[];
}

/** Misread for the confidence figure: a wrong name, a section kind wrong, an entry count wrong. */
export function misread(s: DocScore): boolean {
  return (
    !s.contact.name || s.sections.fp + s.sections.fn > 0 || !s.experienceExact || !s.educationExact
  );
}

/** A printed name without the titles before it ("Dr.", "Ir.", "H.") and after its comma. */
export function untitled(name: string): string {
  return name
    .replace(/^(?:(?:Dr|Ir|H|Hj|Drs|Dra|Prof)\.\s+)+/u, '')
    .replace(/,.*$/u, '')
    .trim();
}

/**
 * The name as the CV prints it, for the facts a revision keeps: the full name, unless the CV
 * shortens it ("Agus T. Setiawan" for Agus Tri Setiawan), when the printed form is the fact.
 */
export function printedName(cv: GeneratedCv): string {
  return cv.nameDisplay.toLowerCase().includes(cv.name.toLowerCase())
    ? cv.name
    : untitled(cv.nameDisplay);
}

/** Scores one reading against its truth, as eval-cv.ts scores a labelled CV. */
export function scoreReading(
  cv: GeneratedCv,
  parsed: ParsedCv,
): Omit<DocScore, 'producer' | 'runs' | 'crash'> {
  const misses: string[] = [];
  const want: Record<ContactField, string | null> = {
    name: cv.name,
    email: cv.email,
    phone: cv.phoneE164,
    location: cv.location,
    linkedin: cv.linkedin,
  };
  const contact = {} as Record<ContactField, boolean>;
  for (const f of CONTACT_FIELDS) {
    const norm = f === 'linkedin' ? linkedinHandle : normaliseField;
    const got = norm(parsed.contact[f]);
    // The name with or without its academic titles ("Budi Santoso, S.Kom.") is the name, also
    // in the form the CV prints it ("Budi A. Santoso, S.Kom." read as "Budi A. Santoso").
    const ok =
      got === norm(want[f]) ||
      (f === 'name' && (got === norm(cv.nameDisplay) || got === norm(untitled(cv.nameDisplay))));
    contact[f] = ok;
    if (!ok)
      misses.push(`${f}: got ${JSON.stringify(parsed.contact[f])} want ${JSON.stringify(want[f])}`);
  }
  const wantSections = new Set(truthSections(cv));
  const got = new Set(parsed.sections);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const kinds: DocScore['kinds'] = {};
  for (const k of got) {
    if (wantSections.has(k)) tp++;
    else fp++;
  }
  for (const k of wantSections) {
    kinds[k] = got.has(k);
    if (!got.has(k)) fn++;
  }
  const extra = [...got].filter((k) => !wantSections.has(k));
  const missing = [...wantSections].filter((k) => !got.has(k));
  if (extra.length || missing.length) {
    misses.push(`sections: extra [${extra.join(', ')}] missing [${missing.join(', ')}]`);
  }
  const experienceExact = parsed.experience.length === cv.experience.length;
  if (!experienceExact)
    misses.push(`experience: got ${parsed.experience.length} want ${cv.experience.length}`);
  const roleMisses = experienceExact ? wrongRoles(cv, parsed) : [];
  const rolesExact = experienceExact && roleMisses.length === 0;
  misses.push(...roleMisses);
  const educationExact = parsed.education.length === cv.education.length;
  if (!educationExact)
    misses.push(`education: got ${parsed.education.length} want ${cv.education.length}`);
  const language = parsed.language === cv.lang;
  if (!language) misses.push(`language: got ${parsed.language} want ${cv.lang}`);
  const flagged = parsed.reading?.understood === false;
  if (flagged) {
    misses.push(
      `doubts: ${parsed.reading!.doubts.map((d) => `${d.part}/${d.code}${d.count ? ` ×${d.count}` : ''}`).join(', ')}`,
    );
  }
  return {
    id: cv.id,
    family: cv.family,
    lang: cv.lang,
    heldOut: cv.heldOut,
    contact,
    sections: { tp, fp, fn },
    kinds,
    experienceExact,
    rolesExact,
    educationExact,
    language,
    flagged,
    misses,
  };
}

/**
 * The experience entries whose title or organisation is not the truth's, in order: an entry
 * counted right but read as "title Medan, company PT Kimia Farma" is a misreading the revision
 * prints ("Terakhir bekerja sebagai Medan").
 */
function wrongRoles(cv: GeneratedCv, parsed: ParsedCv): string[] {
  const norm = (s: string | null | undefined) => normaliseField(s) ?? '';
  return cv.experience.flatMap((job, i) => {
    const got = parsed.experience[i]!;
    // The employer with the town the CV printed beside it ("Koperasi Maju Bersama, Makassar").
    const orgs = [job.organisation, job.location ? `${job.organisation}, ${job.location}` : null];
    const ok =
      norm(got.title) === norm(job.title) && orgs.some((o) => o && norm(got.company) === norm(o));
    return ok
      ? []
      : [
          `role ${i + 1}: got ${JSON.stringify(got.title)} at ${JSON.stringify(got.company)}, want ${JSON.stringify(job.title)} at ${JSON.stringify(job.organisation)}`,
        ];
  });
}

export async function scoreDoc(
  doc: GeneratedDoc,
  templates: readonly TemplateName[],
): Promise<DocScore> {
  const { cv, producer } = doc;
  const buffer = readFileSync(doc.file);
  const base = { producer, runs: [] as RoundtripRun[] };
  try {
    const extracted = await extractDocument(buffer);
    const { parsed } = analyseText(extracted.text, { hints: extracted.hints });
    const score: DocScore = { ...scoreReading(cv, parsed), ...base, crash: null };
    if (templates.length) {
      const facts = { ...fixtureFacts(asFixturePerson(cv)), sections: truthSections(cv) };
      const rt = await checkFile(`${producer}/${cv.id}`, buffer, () => facts, templates);
      score.runs = rt.runs;
    }
    return score;
  } catch (err) {
    const msg = err instanceof Error ? err.message : String(err);
    const none = { name: false, email: false, phone: false, location: false, linkedin: false };
    return {
      id: cv.id,
      family: cv.family,
      lang: cv.lang,
      heldOut: cv.heldOut,
      ...base,
      crash: msg,
      contact: none,
      sections: { tp: 0, fp: 0, fn: truthSections(cv).length },
      kinds: Object.fromEntries(truthSections(cv).map((k) => [k, false])),
      experienceExact: false,
      rolesExact: false,
      educationExact: false,
      language: false,
      flagged: true,
      misses: [`CRASH ${msg}`],
    };
  }
}

// ---- Aggregation -----------------------------------------------------------------------------------

export interface Figures {
  files: number;
  crashes: number;
  contact: Record<ContactField, number>;
  sectionF1: number | null;
  /** Recall per section kind: found ÷ files whose truth has it. */
  kindRecall: Partial<Record<SectionKey, { found: number; of: number }>>;
  experienceExact: number;
  rolesExact: number;
  educationExact: number;
  language: number;
  /** Share of misread files the reading flags, and of files read right it flags (lower). */
  flaggedMisread: number | null;
  flaggedRight: number | null;
  runs: number;
  factsKept: number | null;
  nothingInvented: number | null;
  scoreNotLower: number | null;
  readable: number | null;
}

export function figuresOf(scores: DocScore[]): Figures {
  const n = scores.length || 1;
  const share = (ok: (s: DocScore) => boolean) => scores.filter(ok).length / n;
  const contact = {} as Record<ContactField, number>;
  for (const f of CONTACT_FIELDS) contact[f] = share((s) => s.contact[f]);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const kindRecall: Figures['kindRecall'] = {};
  for (const s of scores) {
    tp += s.sections.tp;
    fp += s.sections.fp;
    fn += s.sections.fn;
    for (const [k, found] of Object.entries(s.kinds) as [SectionKey, boolean][]) {
      const r = (kindRecall[k] ??= { found: 0, of: 0 });
      r.of++;
      if (found) r.found++;
    }
  }
  const runs = scores.flatMap((s) => s.runs);
  const rshare = (ok: (r: RoundtripRun) => boolean) =>
    runs.length ? runs.filter(ok).length / runs.length : null;
  return {
    files: scores.length,
    crashes: scores.filter((s) => s.crash).length,
    contact,
    sectionF1: tp + fp + fn > 0 ? (2 * tp) / (2 * tp + fp + fn) : null,
    kindRecall,
    experienceExact: share((s) => s.experienceExact),
    rolesExact: share((s) => s.rolesExact),
    educationExact: share((s) => s.educationExact),
    language: share((s) => s.language),
    ...flagShares(scores),
    runs: runs.length,
    factsKept: rshare((r) => r.lost.length === 0),
    nothingInvented: rshare((r) => r.added.length === 0),
    scoreNotLower: rshare((r) => r.after >= r.before),
    readable: rshare((r) => r.unreadable.length === 0),
  };
}

function flagShares(scores: DocScore[]): Pick<Figures, 'flaggedMisread' | 'flaggedRight'> {
  const wrong = scores.filter(misread);
  const right = scores.filter((s) => !misread(s));
  const flagged = (xs: DocScore[]) =>
    xs.length ? xs.filter((s) => s.flagged).length / xs.length : null;
  return { flaggedMisread: flagged(wrong), flaggedRight: flagged(right) };
}

const f3 = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2));

const MAIN_COLUMNS = [
  'files',
  'name',
  'email',
  'phone',
  'location',
  'linkedin',
  'sect F1',
  'exp =',
  'roles',
  'edu =',
  'lang',
  'flag mis/ok',
  'kept',
  'no inv.',
  'score ≥',
  'readable',
  'crash',
];

function mainRow(label: string, f: Figures): string[] {
  return [
    label,
    String(f.files),
    ...CONTACT_FIELDS.map((c) => f3(f.contact[c])),
    f3(f.sectionF1),
    f3(f.experienceExact),
    f3(f.rolesExact),
    f3(f.educationExact),
    f3(f.language),
    `${f3(f.flaggedMisread)}/${f3(f.flaggedRight)}`,
    f3(f.factsKept),
    f3(f.nothingInvented),
    f3(f.scoreNotLower),
    f3(f.readable),
    String(f.crashes),
  ];
}

const KINDS: SectionKey[] = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'languages',
  'organizations',
  'projects',
  'publications',
];

function kindRow(label: string, f: Figures): string[] {
  return [
    label,
    ...KINDS.map((k) => {
      const r = f.kindRecall[k];
      return r ? `${(r.found / r.of).toFixed(2)} (${r.of})` : '–';
    }),
  ];
}

export function markdownTable(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** The tables of one part of the corpus (tuning or held out), as markdown. */
export function partTables(scores: DocScore[]): string {
  const by = <K extends string>(key: (s: DocScore) => K, order: readonly K[]) =>
    order
      .map((k) => [k, scores.filter((s) => key(s) === k)] as const)
      .filter(([, xs]) => xs.length > 0);
  const families = by(
    (s) => s.family,
    FAMILIES.map((f) => f.name),
  );
  const producers = by((s) => s.producer, PRODUCERS);
  const langs = by((s) => s.lang, ['id', 'en']);
  const all = figuresOf(scores);
  const out: string[] = [];
  out.push('By layout family:\n');
  out.push(
    markdownTable(
      ['family', ...MAIN_COLUMNS],
      [...families.map(([k, xs]) => mainRow(k, figuresOf(xs))), mainRow('**all**', all)],
    ),
  );
  out.push('\nBy producer:\n');
  out.push(
    markdownTable(
      ['producer', ...MAIN_COLUMNS],
      producers.map(([k, xs]) => mainRow(k, figuresOf(xs))),
    ),
  );
  out.push('\nBy language:\n');
  out.push(
    markdownTable(
      ['language', ...MAIN_COLUMNS],
      langs.map(([k, xs]) => mainRow(k, figuresOf(xs))),
    ),
  );
  out.push('\nFamily × producer:\n');
  const fp: string[][] = [];
  for (const [fam, xs] of families) {
    for (const prod of PRODUCERS) {
      const zs = xs.filter((s) => s.producer === prod);
      if (zs.length) fp.push(mainRow(`${fam} / ${prod}`, figuresOf(zs)));
    }
  }
  out.push(markdownTable(['family / producer', ...MAIN_COLUMNS], fp));
  out.push('\nSection recall per kind (files whose truth has the section in brackets):\n');
  out.push(
    markdownTable(
      ['family', ...KINDS],
      [...families.map(([k, xs]) => kindRow(k, figuresOf(xs))), kindRow('**all**', all)],
    ),
  );
  return out.join('\n');
}

export interface GeneratedEvalOptions {
  seed: number;
  n: number;
  families?: string[];
  langs?: ('id' | 'en')[];
  producers?: Producer[];
  templates: readonly TemplateName[];
  cacheDir?: string;
  /** Also write the report (markdown) to this file. */
  out?: string;
  verbose: boolean;
  /**
   * Also the ATS-order check (ats-order.ts): each CV's revision (read from its first file) in
   * every template of `templates` (all of them with --no-roundtrip), exported by LibreOffice.
   */
  ats?: boolean;
  /**
   * The answers mode instead of the reading report (answers.ts): each file revised without and
   * with scripted plain-number answers to its metric questions, per layout family.
   */
  answers?: boolean;
  log?: (line: string) => void;
}

export async function runGeneratedEval(
  opts: GeneratedEvalOptions,
): Promise<{ scores: DocScore[]; report: string }> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const cvs = planCorpus({
    seed: opts.seed,
    n: opts.n,
    ...(opts.families ? { families: opts.families } : {}),
    ...(opts.langs ? { langs: opts.langs } : {}),
  });
  const built = await buildCorpus(cvs, {
    ...(opts.cacheDir ? { dir: opts.cacheDir } : {}),
    ...(opts.producers ? { producers: opts.producers } : {}),
    log,
  });
  for (const [p, why] of Object.entries(built.skipped)) log(`SKIPPED producer ${p}: ${why}`);
  log(
    `Generated corpus: seed ${opts.seed}, ${opts.n} per family and language, ${cvs.length} CVs, ${built.docs.length} files in ${built.dir}`,
  );
  if (opts.answers) {
    const runs: AnswersRun[] = [];
    for (const doc of built.docs) {
      const facts = { ...fixtureFacts(asFixturePerson(doc.cv)), sections: truthSections(doc.cv) };
      const run = await answersRun(
        `${doc.producer}/${doc.cv.id}`,
        doc.cv.family,
        readFileSync(doc.file),
        () => facts,
        opts.templates[0] ?? 'modern',
      ).catch((err: unknown) => {
        log(
          `CRASH ${doc.producer}/${doc.cv.id}: ${err instanceof Error ? err.message : String(err)}`,
        );
        return null;
      });
      if (run) runs.push(run);
    }
    const report = answersTable(runs);
    log(
      `\nAnswers mode (template ${opts.templates[0] ?? 'modern'}; scripted plain numbers to the metric questions only)`,
    );
    for (const l of report) log(l);
    return { scores: [], report: report.join('\n') };
  }
  const scores: DocScore[] = [];
  const t0 = performance.now();
  for (const [i, doc] of built.docs.entries()) {
    scores.push(await scoreDoc(doc, opts.templates));
    if ((i + 1) % 25 === 0)
      log(
        `  read ${i + 1}/${built.docs.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
  }
  const tuning = scores.filter((s) => !s.heldOut);
  const held = scores.filter((s) => s.heldOut);
  const lines: string[] = [];
  lines.push(
    `Columns: contact fields and entry counts are the share of files read exactly; sect F1 is the micro F1 of section kinds; ` +
      `flag mis/ok is the share of misread files (a wrong name, section kind or entry count) whose reading doubts itself, then the share of files read right that it flags (lower is better); ` +
      `kept / no inv. / score ≥ / readable are shares of round-trip revisions (${opts.templates.length} template(s) per file: ${opts.templates.join(', ') || 'none'}).`,
  );
  lines.push(`\n### Tuning part (${tuning.length} files)\n`);
  lines.push(partTables(tuning));
  lines.push(`\n### Held-out part (${held.length} files): never looked at while tuning\n`);
  lines.push(partTables(held));
  const report = lines.join('\n');
  log(report);
  if (opts.out) writeFileSync(opts.out, `${report}\n`);
  if (opts.verbose) {
    log('\nMisreads (tuning part only; the held-out part is not listed):');
    for (const s of tuning) {
      const rt = s.runs.flatMap((r) => [
        ...r.lost.map((x) => `[${r.template}] lost ${x}`),
        ...r.added.map((x) => `[${r.template}] added ${x}`),
        ...r.unreadable.map((x) => `[${r.template}] ${x}`),
        ...(r.after < r.before
          ? [`[${r.template}] score ${r.before}→${r.after}: ${r.drop.join('; ')}`]
          : []),
      ]);
      if (s.misses.length || rt.length)
        log(`  ${s.producer}/${s.id}:\n    ${[...s.misses, ...rt].join('\n    ')}`);
    }
  }
  if (opts.ats) await generatedAtsOrder(built.docs, opts, log);
  return { scores, report };
}

async function generatedAtsOrder(
  docs: GeneratedDoc[],
  opts: GeneratedEvalOptions,
  log: (line: string) => void,
): Promise<void> {
  const why = atsToolsMissing();
  if (why) {
    log(`\nATS-order check skipped: ${why}`);
    return;
  }
  const templates = opts.templates.length ? opts.templates : TEMPLATES;
  const seen = new Set<string>();
  const parts: Record<'tuning' | 'held-out', AtsJob[]> = { tuning: [], 'held-out': [] };
  for (const doc of docs) {
    if (seen.has(doc.cv.id)) continue;
    seen.add(doc.cv.id);
    const buffer = new Uint8Array(readFileSync(doc.file));
    const jobs = await revisionsOf(`${doc.producer}/${doc.cv.id}`, buffer, templates);
    parts[doc.cv.heldOut ? 'held-out' : 'tuning'].push(...jobs);
  }
  const results = await checkAtsOrder([...parts.tuning, ...parts['held-out']]);
  const tuning = results.slice(0, parts.tuning.length);
  log(`\n### ATS order, tuning part (${seen.size} CVs in all)`);
  reportAtsOrder(tuning, log);
  log(`\n### ATS order, held-out part`);
  // Failures of the held-out part are counted, not listed.
  reportAtsOrder(results.slice(parts.tuning.length), (l) => {
    if (!l.startsWith('✗')) log(l);
  });
}

export function parseGeneratedArgs(argv: string[]): GeneratedEvalOptions {
  const opts: GeneratedEvalOptions = { seed: 27, n: 10, templates: TEMPLATES, verbose: false };
  const list = (s: string | undefined) =>
    (s ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--seed') opts.seed = Number(argv[++i]);
    else if (a === '--n') opts.n = Number(argv[++i]);
    else if (a === '--families') opts.families = list(argv[++i]);
    else if (a === '--langs') opts.langs = list(argv[++i]) as ('id' | 'en')[];
    else if (a === '--producers') opts.producers = list(argv[++i]) as Producer[];
    else if (a === '--templates') opts.templates = list(argv[++i]) as TemplateName[];
    else if (a === '--no-roundtrip') opts.templates = [];
    else if (a === '--cache') opts.cacheDir = argv[++i];
    else if (a === '--out') opts.out = argv[++i];
    else if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a === '--ats') opts.ats = true;
    else if (a === '--answers') opts.answers = true;
  }
  if (!Number.isInteger(opts.seed) || !Number.isInteger(opts.n) || opts.n < 1) {
    throw new Error('--seed and --n take whole numbers (--n at least 1)');
  }
  const badP = (opts.producers ?? []).filter((p) => !(PRODUCERS as readonly string[]).includes(p));
  if (badP.length)
    throw new Error(`unknown producers: ${badP.join(', ')} (known: ${PRODUCERS.join(', ')})`);
  const badT = opts.templates.filter((t) => !(TEMPLATES as readonly string[]).includes(t));
  if (badT.length)
    throw new Error(`unknown templates: ${badT.join(', ')} (known: ${TEMPLATES.join(', ')})`);
  return opts;
}
