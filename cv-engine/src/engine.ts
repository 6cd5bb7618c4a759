import type { AnalysisResult } from './analyse/index.ts';
import { renderAnalysis } from './analyse/index.ts';
import type { Completion } from './complete/changes.ts';
import { CvFileError } from './extract/errors.ts';
import { createCvWorkerPool, type CvWorkerPool } from './extract/pool.ts';
import { builtinRewriter, createRewriter, type Rewriter } from './llm/index.ts';
import { revisionSummary, scoredRevision, withRevisionDoubt, type Revision } from './revision.ts';
import type { Analysis, ExtractedDocument, Locale, ParsedCv, TemplateName } from './types.ts';

export * from './revision.ts';
export * from './revision-content.ts';

/** Bumped whenever the rubric or the parser changes what a stored analysis would say. */
export const ENGINE_VERSION = 'builtin-1';

export interface CvEngineOptions {
  /** Worker threads for extraction + analysis (default: one per core, at most 4). */
  workers?: number;
  /**
   * Child processes started with the engine and always kept (default 1): their start (loading
   * pdf.js and the analyser, about a second of CPU) is then not in the first upload's time. 0:
   * none until the first upload, and an idle server holds no CV process.
   */
  warmWorkers?: number;
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

export interface Processed {
  document: ExtractedDocument;
  parsed: ParsedCv;
  result: AnalysisResult;
  revision: Revision;
  engine: string;
  /**
   * Where the wall time went (ms): the pool's waits and task (queueMs, startMs, taskMs), the
   * child's steps within the task (childExtractMs, …), the revision and its read-back when they
   * ran here (reviseMs, readbackMs).
   */
  timings?: Record<string, number>;
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

export function createCvEngine(opts: CvEngineOptions = {}): CvEngine {
  const pool: CvWorkerPool =
    opts.pool ??
    createCvWorkerPool({
      ...(opts.workers ? { maxThreads: opts.workers } : {}),
      ...(opts.warmWorkers !== undefined ? { minThreads: opts.warmWorkers } : {}),
      ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
      ...(opts.maxMemoryMb ? { maxOldGenerationSizeMb: opts.maxMemoryMb } : {}),
    });
  const rewriter = opts.rewriter ?? createRewriter({});

  // The revised DOCX read back as an upload of it would be (scoreRevisionDocx): the score the
  // user would see on uploading it. A failure leaves the revision unscored.
  const revise = (
    parsed: ParsedCv,
    summary: string,
    template: TemplateName,
    summaryAsGiven = false,
    completion?: Completion,
  ): Promise<Revision> =>
    scoredRevision(parsed, summary, template, rewriter, {
      summaryAsGiven,
      ...(completion ? { completion } : {}),
    });
  // With the built-in wording an upload's revision is written and read back in the CV child
  // with its reading (one task): those are the upload's longest steps after the reading, and
  // on the server's one event loop they held up every other upload's database work, file
  // writes and answers. A model rewriter is called from here, so then the revision is too.
  const inChild = rewriter === builtinRewriter;

  return {
    async process(input) {
      const task = {
        buffer: input.buffer,
        ...(input.jobDescription ? { jobDescription: input.jobDescription } : {}),
        seed: 0,
        ...(inChild
          ? {
              revise: {
                template: input.template,
                ...(input.summary !== undefined ? { summary: input.summary } : {}),
              },
            }
          : {}),
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
      const took = { reviseMs: 0, readbackMs: 0 };
      const revision =
        out.revision ??
        (await scoredRevision(
          parsed,
          input.summary ?? revisionSummary(parsed),
          input.template,
          rewriter,
          { summaryAsGiven: input.summary !== undefined },
          took,
        ));
      // The child's own steps (childExtractMs, …) are part of taskMs, the pool's round trip.
      const { queueMs = 0, startMs = 0, taskMs = 0, ...steps } = out.timings;
      const timings: Record<string, number> = { queueMs, startMs, taskMs };
      for (const [k, ms] of Object.entries(steps))
        timings[`child${k[0]!.toUpperCase()}${k.slice(1)}`] = ms;
      if (!out.revision) Object.assign(timings, took);
      // One summary: the analysis shows the one the revised DOCX prints (as the rewriter left it).
      return {
        document,
        parsed: withRevisionDoubt(parsed, revision),
        result: { ...result, summary: revision.content.summary },
        revision,
        engine: ENGINE_VERSION,
        timings,
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
