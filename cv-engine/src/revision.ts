// The revised CV: its summary, the DOCX written in a template, and the DOCX read back and scored
// as an upload of it would be. Used by the engine in the server's process and by the CV child
// (extract/worker.ts), which writes and scores the revision of an upload beside its reading.
import { analyseText, generateSummary, renderRevisionReport } from './analyse/index.ts';
import { isStudyTimeRole } from './score/score.ts';
import {
  reverseChronological,
  revisionReport,
  type RevisionReport,
} from './revise/revision-report.ts';
import { buildRevisedCv, readabilityOf, toView, type RevisedCvInput } from './docx/index.ts';
import { applyCompletion, type Change, type Completion } from './complete/changes.ts';
import { extractDocument } from './extract/index.ts';
import { builtinRewriter } from './llm/builtin-rewriter.ts';
import type { Rewriter } from './llm/types.ts';
import type { Analysis, Locale, ParsedCv, TemplateName } from './types.ts';
import { asPrintedBullets, revisedContent } from './revision-content.ts';

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
 * (`revision-readback.int.spec.ts` compares the two). Not as a second pool task: the file is our
 * own writer's, bounded by what was read from the upload, and the hop (the document and the
 * analysis copied back) cost more than the read itself. An upload's revision is written and read
 * back in the CV child within its one task (extract/worker.ts `revise`); other revisions here.
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

/**
 * The revised CV written (buildRevision) and read back as an upload of it would be
 * (scoreRevisionDocx): its `after`. A read-back failure leaves the revision unscored. `took`
 * receives the time of each step in milliseconds.
 */
export async function scoredRevision(
  parsed: ParsedCv,
  summary: string,
  template: TemplateName,
  rewriter: Rewriter = builtinRewriter,
  opts: { summaryAsGiven?: boolean; completion?: Completion } = {},
  took?: { reviseMs: number; readbackMs: number },
): Promise<Revision> {
  const t0 = performance.now();
  const revision = await buildRevision(parsed, summary, template, rewriter, opts);
  const t1 = performance.now();
  try {
    return { ...revision, after: await scoreRevisionDocx(revision.docx) };
  } catch {
    return revision;
  } finally {
    if (took) Object.assign(took, { reviseMs: t1 - t0, readbackMs: performance.now() - t1 });
  }
}
