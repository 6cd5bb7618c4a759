/**
 * The CV task: reads one CV file and analyses it off the server's process. Run by
 * child-bootstrap.mjs (which makes TypeScript importable) in a child process of the pool.
 * It never throws: failures come back as data, so their CvFileError code survives the process
 * boundary (structured clone drops an Error's own fields).
 */
import { analyseText, type AnalysisResult } from '../analyse/index.ts';
import { revisionSummary, scoredRevision, type Revision } from '../revision.ts';
import type { ExtractedDocument, ParsedCv, TemplateName } from '../types.ts';
import { CvFileError } from './errors.ts';
import { extractDocument } from './index.ts';
import { ocrPdf } from './ocr.ts';
import { loadPdfJs } from './pdf.ts';

export interface CvTask {
  /** The uploaded file (copied to the child process). */
  buffer: Uint8Array;
  jobDescription?: string;
  seed?: number;
  /** Read a scanned PDF by OCR (after plain extraction found no text layer). */
  ocr?: boolean;
  /**
   * Also write the revised CV in this template with the built-in wording (and the summary the
   * user picked, if any) and read it back to score it, here (see createCvEngine).
   */
  revise?: { template: TemplateName; summary?: string };
  /** Load pdf.js and the analyser, read nothing (the pool warms every worker at start). */
  warmup?: boolean;
  /** Tests only: make this worker fail the way a hostile file could. */
  simulate?: 'exit' | 'oom' | 'huge' | 'native' | 'throw' | 'hang';
}

export interface CvTaskOutput {
  document: ExtractedDocument;
  /** What the analyser read out of the text, and its scores and findings (absent on warm-up). */
  parsed?: ParsedCv;
  result?: AnalysisResult;
  /** The revised CV, written and scored, when the task asked for it (`revise`). */
  revision?: Revision;
  /**
   * Milliseconds spent extracting and analysing (in the child); the pool adds the wait for a
   * free child (`queueMs`), for a child to start (`startMs`) and the whole round trip
   * (`taskMs`).
   */
  timings: {
    extractMs: number;
    analyseMs: number;
    reviseMs?: number;
    readbackMs?: number;
  } & Partial<PoolTimings>;
}

/** Where a pool task's wall time went, in milliseconds (see pool.ts). */
export interface PoolTimings {
  queueMs: number;
  startMs: number;
  taskMs: number;
}

export interface CvTaskFailure {
  error: {
    reason: string | null;
    name: string;
    message: string;
    details?: Record<string, unknown>;
  };
}

export type CvTaskReply = { ok: true; value: CvTaskOutput } | ({ ok: false } & CvTaskFailure);

const WARMUP_TEXT = [
  'Ringkasan',
  'Staf administrasi dengan pengalaman 3 tahun di bidang keuangan.',
  'Pengalaman Kerja',
  'Staf Administrasi — PT Contoh Jaya, Jakarta',
  'Jan 2020 – Sekarang',
  '• Mengelola 120 faktur per bulan dengan Microsoft Excel',
  'Pendidikan',
  'Universitas Contoh — S1 Akuntansi, IPK 3.50 (2015 – 2019)',
  'Keahlian',
  'Microsoft Excel, Akuntansi, Komunikasi',
].join('\n');

/** A one-page PDF holding the warm-up text (pdf.js rebuilds the missing cross-reference table). */
const WARMUP_PDF = (() => {
  const lines = WARMUP_TEXT.replaceAll(/[^\x20-\x7e\n]/g, '-').split('\n');
  const ops = lines.map((l, i) => `BT /F1 11 Tf 60 ${780 - i * 16} Td (${l}) Tj ET`).join('\n');
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R' +
      '/Resources<</Font<</F1 5 0 R>>>>>>endobj\n' +
      `4 0 obj<</Length ${ops.length}>>stream\n${ops}\nendstream endobj\n` +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
})();

// Warm up while the worker waits for its first task (failures surface on that task instead).
void loadPdfJs().catch(() => undefined);

function simulate(kind: NonNullable<CvTask['simulate']>) {
  if (kind === 'exit') process.exit(70);
  // A library failing with its own words (what @napi-rs/canvas says for a giant page).
  if (kind === 'throw') throw new Error('Create skia surface failed');
  if (kind === 'oom') {
    const hog: unknown[] = [];
    // Many small allocations, like a parser running away: V8 stops this worker at its heap
    // limit. (One huge allocation would instead be a fatal error for the whole process.)
    for (;;) hog.push(new Array(2e5).fill(hog.length + 0.5));
  }
  if (kind === 'huge') {
    // One allocation far beyond the heap limit: V8's fatal error ends the whole process it
    // happens in (in a worker thread, the server too).
    const hog = '\u0101'.repeat(2 ** 29 - 64);
    // Flattening the rope is the one allocation (1 GB of two-byte characters in the heap).
    process.exit(hog.indexOf('y') === 0 ? 72 : 71);
  }
  if (kind === 'native') {
    // Memory outside the JavaScript heap (as pdf.js buffers and canvases are): no heap limit
    // sees it, only the pool's resident-memory limit.
    const hogs: Buffer[] = [];
    for (;;) {
      hogs.push(Buffer.alloc(64 * 1024 * 1024, 1));
      const until = Date.now() + 20;
      while (Date.now() < until) {
        // Give the pool's memory poll time to look.
      }
    }
  }
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    // Busy: only a terminated worker stops this.
  }
}

export default async function runCvTask(task: CvTask): Promise<CvTaskReply> {
  try {
    if (task.warmup) {
      // One tiny CV through every step, so the first real file meets warm code.
      const document = await extractDocument(WARMUP_PDF);
      const { parsed } = analyseText(document.text);
      await scoredRevision(parsed, revisionSummary(parsed), 'modern');
      return { ok: true, value: { document, timings: { extractMs: 0, analyseMs: 0 } } };
    }
    if (task.simulate) simulate(task.simulate);
    const t0 = performance.now();
    const document = task.ocr ? await ocrPdf(task.buffer) : await extractDocument(task.buffer);
    const t1 = performance.now();
    // Only the facts and the findings cross the thread boundary; the route renders them.
    const { parsed, result } = analyseText(document.text, {
      ...(document.hints ? { hints: document.hints } : {}),
      ...(task.jobDescription !== undefined ? { jobDescription: task.jobDescription } : {}),
      ...(task.seed !== undefined ? { seed: task.seed } : {}),
    });
    const timings = { extractMs: t1 - t0, analyseMs: performance.now() - t1 };
    if (!task.revise) return { ok: true, value: { document, parsed, result, timings } };
    const { template, summary } = task.revise;
    const took = { reviseMs: 0, readbackMs: 0 };
    const revision = await scoredRevision(
      parsed,
      summary ?? revisionSummary(parsed),
      template,
      undefined,
      { summaryAsGiven: summary !== undefined },
      took,
    );
    return {
      ok: true,
      value: { document, parsed, result, revision, timings: { ...timings, ...took } },
    };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    // The client gets a 422 with our words; the server log keeps what really happened (a
    // parser's failure, or a bug of ours that must not hide behind "damaged file").
    if (!(err instanceof CvFileError)) {
      console.error(`[cv] unexpected ${e.name} while reading a CV: ${e.stack ?? e.message}`);
    }
    return {
      ok: false,
      error: {
        reason: err instanceof CvFileError ? err.reason : null,
        name: e.name,
        message: e.message,
        ...(err instanceof CvFileError && err.details ? { details: err.details } : {}),
      },
    };
  }
}
