// An upload's revision is written and read back in the CV child with its reading (issue 29):
// the server's event loop no longer runs the DOCX writer and the read-back between other
// uploads' work. A model rewriter is called from the server, so with one the revision is
// written there, as before. (That the after-score is what re-uploading the DOCX gives is
// revision-readback.int.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../test/fixtures/make-cvs.ts';
import { createCvEngine } from './engine.ts';
import {
  createCvWorkerPool,
  type CvTask,
  type CvTaskOutput,
  type CvWorkerPool,
} from './extract/pool.ts';
import { builtinRewriter } from './llm/builtin-rewriter.ts';
import type { Rewriter } from './llm/types.ts';

describe('the revision of an upload', () => {
  let pool: CvWorkerPool;
  const seen: { task: CvTask; out: CvTaskOutput }[] = [];
  // The engine's pool, keeping each task and its reply.
  const recording = (): CvWorkerPool => ({
    ...pool,
    run: async (task, opts) => {
      const out = await pool.run(task, opts);
      seen.push({ task, out });
      return out;
    },
    get threads() {
      return pool.threads;
    },
    get pids() {
      return pool.pids;
    },
    close: () => Promise.resolve(),
  });
  beforeAll(() => {
    pool = createCvWorkerPool({ maxThreads: 1 });
  });
  afterAll(async () => {
    await pool?.close();
  });

  it('is written and scored in the CV child, with the built-in wording', async () => {
    const cv = await indonesianOneColumnCv();
    seen.length = 0;
    const engine = createCvEngine({ pool: recording() });
    const processed = await engine.process({ buffer: cv.buffer, template: 'classic' });
    expect(seen).toHaveLength(1);
    const { task, out } = seen[0]!;
    expect(task.revise).toEqual({ template: 'classic' });
    expect(out.revision?.after).not.toBeNull();
    // The revision the upload answers with and stores is the child's, byte for byte.
    expect(Buffer.compare(processed.revision.docx, out.revision!.docx)).toBe(0);
    expect(processed.revision.after).toEqual(out.revision!.after);
    expect(processed.timings).toHaveProperty('childReviseMs');
    expect(processed.timings).not.toHaveProperty('reviseMs');
  }, 60_000);

  it('passes a picked summary to the child, printed as given', async () => {
    const cv = await indonesianOneColumnCv();
    seen.length = 0;
    const engine = createCvEngine({ pool: recording() });
    const summary = 'Staf administrasi yang teliti, dengan pengalaman mengelola faktur.';
    const processed = await engine.process({ buffer: cv.buffer, template: 'modern', summary });
    expect(seen[0]!.task.revise).toEqual({ template: 'modern', summary });
    expect(processed.revision.content.summary).toBe(summary);
  }, 60_000);

  it('is written in the server with a model rewriter', async () => {
    const cv = await indonesianOneColumnCv();
    seen.length = 0;
    let rewrites = 0;
    const model: Rewriter = {
      name: 'openai',
      rewrite: (input) => {
        rewrites++;
        return builtinRewriter.rewrite(input);
      },
    };
    const engine = createCvEngine({ pool: recording(), rewriter: model });
    const processed = await engine.process({ buffer: cv.buffer, template: 'modern' });
    expect(seen[0]!.task.revise).toBeUndefined();
    expect(seen[0]!.out.revision).toBeUndefined();
    expect(rewrites).toBe(1);
    expect(processed.revision.after).not.toBeNull();
    expect(processed.timings).toHaveProperty('reviseMs');
  }, 60_000);
});
