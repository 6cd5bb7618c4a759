import { afterEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../test/fixtures/make-cvs.ts';
import { createCvWorkerPool, type CvWorkerPool } from './pool.ts';

describe('CV worker pool queue', () => {
  let pool: CvWorkerPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('starts a file’s time limit when a worker takes it, not while it waits in the queue', async () => {
    const cv = await indonesianOneColumnCv();
    pool = createCvWorkerPool({ maxThreads: 1, timeoutMs: 10_000 });
    await pool.run({ buffer: cv.buffer });
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await pool.run({ buffer: cv.buffer });
      times.push(performance.now() - t0);
    }
    const one = Math.max(...times);
    const fastest = Math.max(1, Math.min(...times));
    const limit = Math.round(Math.max(one * 4, 800));
    // Enough files that, even at the fastest pace, the last one waits twice the time limit.
    const n = Math.ceil((limit * 2) / fastest);
    // On a busy machine one slow run makes n large: the queue must hold them all (else 503s).
    const limited = createCvWorkerPool({ maxThreads: 1, timeoutMs: limit, maxQueue: n + 1 });
    try {
      await limited.run({ buffer: cv.buffer });
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: n }, () => limited.run({ buffer: cv.buffer })),
      );
      const waited = performance.now() - started;
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      // The queue really was longer than one file's time limit.
      expect(waited).toBeGreaterThan(limit);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('tells each task how long it waited for a child and how long the child took', async () => {
    const cv = await indonesianOneColumnCv();
    pool = createCvWorkerPool({ maxThreads: 1 });
    await pool.ready;
    const [first, second] = await Promise.all([
      pool.run({ buffer: cv.buffer }),
      pool.run({ buffer: cv.buffer }),
    ]);
    for (const t of [first.timings, second.timings]) {
      expect(t.taskMs).toBeGreaterThan(0);
      expect(t.taskMs).toBeGreaterThanOrEqual(t.extractMs);
      expect(t.startMs).toBeGreaterThanOrEqual(0);
    }
    // One child: the second file waited in the queue while the first was read.
    expect(second.timings.queueMs).toBeGreaterThanOrEqual(first.timings.taskMs!);
  }, 60_000);

  it('refuses files beyond the queue limit at once with 503', async () => {
    const cv = await indonesianOneColumnCv();
    pool = createCvWorkerPool({ maxThreads: 1, maxQueue: 1 });
    const results = await Promise.allSettled([
      pool.run({ buffer: cv.buffer }),
      pool.run({ buffer: cv.buffer }),
      pool.run({ buffer: cv.buffer }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const err = (results[2] as PromiseRejectedResult).reason as { status: number; message: string };
    expect(err.status).toBe(503);
    expect(err.message).toMatch(/sibuk/);
    // The pool keeps working afterwards.
    await expect(pool.run({ buffer: cv.buffer })).resolves.toHaveProperty('document');
  }, 30_000);
});
