import type { AnalysisResult } from './analyse/index.ts';
import {
  analyseText,
  generateSummary,
  improveBullet,
  renderAnalysis,
  renderRevisionReport,
} from './analyse/index.ts';
import { isWeakOpening, startsWithActionVerb } from './revise/bullets.ts';
import { isStudyTimeRole } from './score/score.ts';
import {
  reverseChronological,
  revisionReport,
  type RevisionReport,
} from './revise/revision-report.ts';
import { buildRevisedCv, readabilityOf, toView, type RevisedCvInput } from './docx/index.ts';
import { applyCompletion, type Change, type Completion } from './complete/changes.ts';
import { CvFileError } from './extract/errors.ts';
import { extractDocument } from './extract/index.ts';
import { createCvWorkerPool, type CvWorkerPool } from './extract/pool.ts';
import { builtinRewriter, createRewriter, type Rewriter } from './llm/index.ts';
import type {
  Analysis,
  EducationEntry,
  ExtractedDocument,
  Locale,
  ParsedCv,
  SectionKey,
  TemplateName,
} from './types.ts';
import { escapeRegExp } from './lexicon/list.ts';

/** Bumped whenever the rubric or the parser changes what a stored analysis would say. */
export const ENGINE_VERSION = 'builtin-1';

export interface CvEngineOptions {
  /** Worker threads for extraction + analysis (default: one per core, at most 4). */
  workers?: number;
  /** Longest one file may take to read and analyse. */
  timeoutMs?: number;
  /** Heap limit per worker, so a hostile file only kills its own worker. */
  maxMemoryMb?: number;
  /** Optional model provider for the revised CV's wording (falls back to the built-in one). */
  rewriter?: Rewriter;
  /** Read scanned PDFs by OCR (default on); without it they are refused with 422. */
  ocr?: boolean;
  /** The pool that reads uploads (tests: count its tasks); default: one of its own. */
  pool?: CvWorkerPool;
  /** Time limit for reading one scanned file by OCR. */
  ocrTimeoutMs?: number;
}

export interface ProcessInput {
  buffer: Uint8Array;
  template: TemplateName;
  jobDescription?: string;
  /** The summary the user picked (issue 26): the revision is built with it instead. */
  summary?: string;
}

export interface Revision {
  content: RevisedCvInput;
  docx: Buffer;
  provider: 'builtin' | 'openai';
  /** What the revision changed and what only the user can add (render with renderRevisionReport). */
  report: RevisionReport;
  /**
   * The revised DOCX analysed as a user would upload it (same analyser): its score and
   * sub-scores. Null when it was not analysed (buildRevision alone) or the analysis failed.
   */
  after: RevisionScore | null;
  /**
   * Whether the revision's structure is understood (docx/readable.ts, on what was written): no
   * paragraph runs dated entries together, the headline under the name fits, and the writer had
   * no such run to mend. False → the CV goes to review before it is sold.
   */
  readable: boolean;
  /** Why it is not readable (empty when readable), e.g. 'mended: 2 dated entries in one paragraph: "…"'. */
  unreadable: string[];
  /**
   * Every change the revision makes, with its source (issue 28: the CV's own changes and the lines
   * written from answers); present when the revision was built with a completion.
   */
  changes?: Change[];
}

/** Score and sub-scores of an analysed revision. */
export interface RevisionScore {
  score: number;
  subScores: Record<string, { score: number; max: number }>;
}

/**
 * What is stored of a revision's measure (CvRevisionGenerated.outcome): the re-analysed score
 * and sub-scores with the report, or null when the revised DOCX was not scored.
 */
export function revisionOutcome(revision: Revision): {
  score: number;
  subScores: Record<string, { score: number; max: number }>;
  changes: RevisionReport['changes'];
  toAdd: RevisionReport['toAdd'];
} | null {
  if (!revision.after) return null;
  return { ...revision.after, changes: revision.report.changes, toAdd: revision.report.toAdd };
}

/** A stored revision outcome (CvRevisionGenerated v2). */
export type RevisionOutcome = NonNullable<ReturnType<typeof revisionOutcome>>;

/**
 * Before → after as the API answers it: the original's score and sub-scores beside the revised
 * DOCX's own (the same analyser on the file as downloaded), what changed and what only the user
 * can add, in the reader's locale. Null for a revision that was not measured.
 */
export function renderRevisionView(
  analysis: Pick<Analysis, 'score' | 'subScores'>,
  outcome: RevisionOutcome | null | undefined,
  locale: Locale,
) {
  if (!outcome || typeof outcome !== 'object' || typeof outcome.score !== 'number') return null;
  const words = renderRevisionReport(
    { changes: outcome.changes ?? [], toAdd: outcome.toAdd ?? [] },
    locale,
  );
  return {
    before: analysis.score,
    after: outcome.score,
    subScores: Object.fromEntries(
      Object.entries(analysis.subScores).map(([key, sub]) => [
        key,
        {
          label: sub.label,
          max: sub.max,
          before: sub.score,
          after: outcome.subScores[key]?.score ?? null,
        },
      ]),
    ),
    changes: words.changes,
    toAdd: words.toAdd,
  };
}

/**
 * A revision the writer had to mend (`revision.readable` false) means the reading did not
 * understand those lines: the CV is not understood, and goes to its owner's review before a
 * revision is sold (issue 27), whatever the parse thought of itself.
 */
export function withRevisionDoubt(
  parsed: ParsedCv,
  revision: Pick<Revision, 'readable' | 'unreadable'>,
): ParsedCv {
  if (revision.readable) return parsed;
  const doubts = (parsed.reading?.doubts ?? []).filter((d) => d.code !== 'revision_mended');
  doubts.push({ part: 'sections', code: 'revision_mended', count: revision.unreadable.length });
  return { ...parsed, reading: { understood: false, doubts } };
}

/**
 * The revised DOCX read back as an upload of it would be: the same reader (`extractDocument`,
 * the DOCX path) and the same analyser with the same seed as a CV task in the pool, on the exact
 * bytes the user downloads, so its score is the score a user uploading the DOCX gets
 * (`revision-readback.int.spec.ts` compares the two). It runs here, not in a child process: the
 * file is our own writer's, bounded by what was read from the upload, and the hop (a second task,
 * the document and the analysis copied back) cost more than the read itself.
 */
export async function scoreRevisionDocx(docx: Uint8Array): Promise<RevisionScore> {
  const document = await extractDocument(docx);
  const { result } = analyseText(document.text, {
    ...(document.hints ? { hints: document.hints } : {}),
    seed: 0,
  });
  const subScores = Object.fromEntries(
    Object.entries(result.subScores).map(([k, v]) => [k, { score: v.score, max: v.max }]),
  );
  return { score: result.score, subScores };
}

export interface Processed {
  document: ExtractedDocument;
  parsed: ParsedCv;
  result: AnalysisResult;
  revision: Revision;
  engine: string;
}

export interface CvEngine {
  /** Reads, analyses and revises one CV file (the reading runs in a worker thread). */
  process(input: ProcessInput): Promise<Processed>;
  /**
   * A new wording of the revision's summary (variant n), the person's own sentences kept: an
   * offer beside the current summary; nothing is rebuilt until it is picked.
   */
  regenerateSummary(parsed: ParsedCv, variant: number): string;
  /**
   * The revised CV rebuilt with a summary the user picked, printed exactly as given (the
   * rewriter does not reword it), measured like any.
   */
  reviseWithSummary(parsed: ParsedCv, summary: string, template: TemplateName): Promise<Revision>;
  /**
   * "Lengkapi CV" (issue 28): the revised CV with the user's answers and undos applied, its
   * changes listed with their sources, measured like any.
   */
  reviseCompleted(
    parsed: ParsedCv,
    summary: string,
    template: TemplateName,
    completion: Completion,
  ): Promise<Revision>;
  render(parsed: ParsedCv, result: AnalysisResult, locale: Locale): Analysis;
  close(): Promise<void>;
}

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

/** The current, else most recent, job: the one a summary must name. */
function currentRole(parsed: ParsedCv): ParsedCv['experience'][number] | undefined {
  return (
    [...parsed.experience]
      // A role has a title and an employer or dates: an undated "PROJEK BROSUR DIGITAL" is no job.
      .filter((e) => e.title.trim() && (e.company.trim() || e.start || e.end || e.current))
      .sort(
        (a, b) =>
          Number(b.current) - Number(a.current) ||
          (b.end ?? b.start ?? '').localeCompare(a.end ?? a.start ?? ''),
      )[0]
  );
}

/** "a" or "an" before an English noun phrase, by the sound of its first letter. */
function article(phrase: string): string {
  const w = phrase.trim().toLowerCase();
  // Sounded as a vowel: a, e, i, o, u — except "uni-", "use", "eu-", "one"; a silent "h" too.
  const vowel =
    /^[aeiou]/u.test(w) && !/^(?:uni|use|usu|eu|one\b|ur[aeiou])/u.test(w)
      ? true
      : /^(?:hour|honest|honou?r|heir)/u.test(w);
  // An acronym read letter by letter ("MBA", "SEO"): by the letter's name.
  if (/^[A-Z]{2,}\b/u.test(phrase.trim()))
    return /^[AEFHILMNORSX]/u.test(phrase.trim()) ? 'an' : 'a';
  return vowel ? 'an' : 'a';
}

/**
 * The sentence that leads the CV's own summary with the current (else most recent) role, in
 * the CV's language; the variant picks its wording. Empty when the own summary names the role,
 * or when the person is a student whose roles are study-time roles (a committee post or a
 * campus job does not open a student's CV: their own summary, led by their study, does).
 */
function roleLead(parsed: ParsedCv, own: string, variant: number, now: Date): string {
  const role = currentRole(parsed);
  if (!role) return '';
  const title = role.title.replace(/\s+/gu, ' ').trim();
  if (own.toLowerCase().includes(title.toLowerCase())) return '';
  if (isStudyTimeRole(role, parsed.education, now)) return '';
  const company = role.company.replace(/\s+/gu, ' ').trim();
  if (parsed.language === 'id') {
    const at = company ? ` di ${company}` : '';
    const options = role.current
      ? [
          `Saat ini bekerja sebagai ${title}${at}.`,
          `${title}${at}.`,
          `Saat ini berperan sebagai ${title}${at}.`,
        ]
      : [
          `Terakhir bekerja sebagai ${title}${at}.`,
          `Sebelumnya ${title}${at}.`,
          `Terakhir berperan sebagai ${title}${at}.`,
        ];
    return options[variant % options.length]!;
  }
  const at = company ? ` at ${company}` : '';
  const a = article(title);
  const options = role.current
    ? [
        `Currently ${a} ${title}${at}.`,
        `${title}${at}.`,
        `Currently working as ${a} ${title}${at}.`,
      ]
    : [
        `Most recently ${a} ${title}${at}.`,
        `Previously ${a} ${title}${at}.`,
        `Most recently worked as ${a} ${title}${at}.`,
      ];
  return options[variant % options.length]!;
}

/**
 * The revised CV's summary: the CV's own summary as printed, every sentence of it, led by the
 * current (else most recent) role when it does not name it; without one, the generated summary
 * (no years count: a number the CV does not print). The variant picks the wording of what is
 * generated — the lead sentence, or the whole summary of a CV without its own — never the
 * person's own sentences, which every variant keeps as written.
 */
export function revisionSummary(parsed: ParsedCv, variant = 0, now = new Date()): string {
  const own = parsed.summaryText?.replace(/\s+/gu, ' ').trim();
  if (!own) return generateSummary(parsed, { seed: variant, years: false, now });
  const lead = roleLead(parsed, own, variant, now);
  return lead ? `${lead} ${own}` : own;
}

/**
 * The revised CV exactly as a user receives it: the revised content, reworded by the rewriter
 * (built-in: unchanged), drawn by the DOCX writer in one template.
 */
export async function buildRevision(
  parsed: ParsedCv,
  summary: string,
  template: TemplateName,
  rewriter: Rewriter = builtinRewriter,
  opts: { summaryAsGiven?: boolean; completion?: Completion } = {},
): Promise<Revision> {
  const content = revisedContent(parsed, summary);
  const rewritten = await rewriter.rewrite({
    language: content.language,
    summary: content.summary,
    experience: content.experience,
    skills: content.skills,
  });
  const worded: RevisedCvInput = {
    ...content,
    // A summary the user picked is printed as they read it, not reworded again.
    summary: opts.summaryAsGiven ? content.summary : rewritten.summary,
    experience: rewritten.experience,
  };
  // The user's answers and undos come after the rewriter: lines from answers are the built-in
  // writer's, so no model words them, and every change is listed against the CV as read.
  const completed = opts.completion
    ? applyCompletion(parsed, printedExperienceBullets(parsed), worded, opts.completion)
    : null;
  const final = completed?.content ?? worded;
  const docx = await buildRevisedCv(final, template);
  const own = parsed.summaryText?.replace(/\s+/gu, ' ').trim() ?? '';
  const report = revisionReport(parsed, parsed.sectionBlocks.flatMap((b) => b.lines).join('\n'), {
    summaryAdded: !own,
    roleLead: Boolean(own) && summary.trim() !== own,
    experienceOrder: reverseChronological(parsed.experience),
    educationOrder: reverseChronological(parsed.education),
  });
  const { readable, reasons } = readabilityOf(toView(final));
  return {
    content: final,
    docx,
    provider: rewritten.provider,
    report,
    after: null,
    readable,
    unreadable: reasons,
    ...(completed ? { changes: completed.changes } : {}),
  };
}

/** Each experience entry's bullets as the CV prints them (the "before" of a reworded bullet). */
export function printedExperienceBullets(parsed: ParsedCv): string[][] {
  const lines = parsed.sectionBlocks
    .filter((b) => b.key === 'experience')
    .flatMap((b) => b.lines.map((l) => l.trim()));
  return parsed.experience.map((e) => asPrintedBullets(e.bullets, lines));
}

export function createCvEngine(opts: CvEngineOptions = {}): CvEngine {
  const pool: CvWorkerPool =
    opts.pool ??
    createCvWorkerPool({
      ...(opts.workers ? { maxThreads: opts.workers } : {}),
      ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
      ...(opts.maxMemoryMb ? { maxOldGenerationSizeMb: opts.maxMemoryMb } : {}),
    });
  const rewriter = opts.rewriter ?? createRewriter({});

  // The revised DOCX read back as an upload of it would be (scoreRevisionDocx): the score the
  // user would see on uploading it. A failure leaves the revision unscored.
  const revise = async (
    parsed: ParsedCv,
    summary: string,
    template: TemplateName,
    summaryAsGiven = false,
    completion?: Completion,
  ): Promise<Revision> => {
    const revision = await buildRevision(parsed, summary, template, rewriter, {
      summaryAsGiven,
      ...(completion ? { completion } : {}),
    });
    try {
      return { ...revision, after: await scoreRevisionDocx(revision.docx) };
    } catch {
      return revision;
    }
  };

  return {
    async process(input) {
      const task = {
        buffer: input.buffer,
        ...(input.jobDescription ? { jobDescription: input.jobDescription } : {}),
        seed: 0,
      };
      let out: Awaited<ReturnType<typeof pool.run>>;
      try {
        out = await pool.run(task);
      } catch (err) {
        // No text layer: read the scan by OCR, with its own (longer) time limit.
        if (!(err instanceof CvFileError && err.reason === 'scanned') || opts.ocr === false) {
          throw err;
        }
        out = await pool.run({ ...task, ocr: true }, { timeoutMs: opts.ocrTimeoutMs ?? 60_000 });
      }
      const { document, parsed, result } = out;
      if (!parsed || !result) throw new Error('CV worker returned no analysis');
      const revision = await revise(
        parsed,
        input.summary ?? revisionSummary(parsed),
        input.template,
        input.summary !== undefined,
      );
      // One summary: the analysis shows the one the revised DOCX prints (as the rewriter left it).
      return {
        document,
        parsed: withRevisionDoubt(parsed, revision),
        result: { ...result, summary: revision.content.summary },
        revision,
        engine: ENGINE_VERSION,
      };
    },
    regenerateSummary: (parsed, variant) => revisionSummary(parsed, variant),
    reviseWithSummary: (parsed, summary, template) => revise(parsed, summary, template, true),
    reviseCompleted: (parsed, summary, template, completion) =>
      revise(parsed, summary, template, true, completion),
    render: (parsed, result, locale) => renderAnalysis(parsed, result, locale),
    close: () => pool.close(),
  };
}
