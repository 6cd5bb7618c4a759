import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  denseTenPageCv,
  encryptedCv,
  englishTwoColumnCv,
  indonesianDocxCv,
  twoPageCv,
} from '../../test/fixtures/make-cvs.ts';
import { CvFileError } from './errors.ts';
import { extractDocument } from './index.ts';
import { CV_CHILD_V8_FLAGS, createCvWorkerPool, rssOf, type CvWorkerPool } from './pool.ts';

const reasonOf = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CvFileError);
  const e = err as CvFileError;
  return { reason: e.reason, status: e.status };
};

describe('CV worker pool', () => {
  let pool: CvWorkerPool;
  beforeAll(() => {
    pool = createCvWorkerPool({ maxThreads: 1, timeoutMs: 15_000 });
  });
  afterAll(() => pool.close());

  it('runs its children with the V8 settings chosen by measurement (bench:cv)', async () => {
    await pool.ready;
    const [pid] = pool.pids;
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    // A 256 MB heap (memory-constrained to V8) and 2 MB semi-spaces cost 1.3–1.5× the CPU.
    expect(argv).toContain('--max-old-space-size=1024');
    // 2 MB semi-spaces cost CPU; 8 MB saves memory at no measurable CPU (node's own is 16).
    expect(argv.filter((a) => a.startsWith('--max-semi-space-size'))).toEqual([
      '--max-semi-space-size=8',
    ]);
    // No V8 background threads: on 2 busy cores they cost more CPU than the work they took.
    expect(CV_CHILD_V8_FLAGS).toEqual(['--single-threaded']);
    for (const flag of CV_CHILD_V8_FLAGS) expect(argv).toContain(flag);
  });

  it('passes V8 flags of its own to its children, or none', async () => {
    // semiSpaceMb 0: node's own semi-spaces, no flag.
    const flagsOf = async (v8Flags: string[]) => {
      const p = createCvWorkerPool({ maxThreads: 1, semiSpaceMb: 0, v8Flags });
      try {
        await p.ready;
        const argv = fs.readFileSync(`/proc/${p.pids[0]}/cmdline`, 'utf8').split('\0');
        return argv.filter((a) => a.startsWith('--') && !a.startsWith('--max-old-space-size'));
      } finally {
        await p.close();
      }
    };
    expect(await flagsOf([])).toEqual([]);
    expect(await flagsOf(['--single-threaded-gc', '--v8-pool-size=1'])).toEqual([
      '--single-threaded-gc',
      '--v8-pool-size=1',
    ]);
  }, 60_000);

  it('reads a file in a worker exactly as in-process', async () => {
    for (const make of [englishTwoColumnCv, twoPageCv, indonesianDocxCv]) {
      const { buffer } = await make();
      const [inWorker, inProcess] = await Promise.all([
        pool.run({ buffer }),
        extractDocument(buffer),
      ]);
      expect(inWorker.document).toEqual(inProcess);
      // The caller's buffer is still whole (the pool transfers a copy).
      expect(buffer.byteLength).toBeGreaterThan(0);
    }
  }, 30_000);

  it('brings CvFileError codes back across the thread boundary', async () => {
    expect(await reasonOf(pool.run({ buffer: (await encryptedCv()).buffer }))).toEqual({
      reason: 'encrypted',
      status: 422,
    });
    expect(await reasonOf(pool.run({ buffer: Buffer.from('bukan pdf') }))).toEqual({
      reason: 'unsupported',
      status: 415,
    });
  }, 30_000);

  it('answers a library failure with 422 and our message, never the library’s', async () => {
    const { buffer } = await twoPageCv();
    const err = await pool.run({ buffer, simulate: 'throw' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CvFileError);
    expect(err).toMatchObject({ reason: 'corrupt', status: 422 });
    expect((err as CvFileError).message).toBe('Berkas PDF rusak atau tidak dapat dibaca.');
    expect(JSON.stringify((err as CvFileError).details)).not.toMatch(/skia/i);
  }, 30_000);

  it('turns a worker killed at its heap limit into 422 and keeps working', async () => {
    const { buffer } = await twoPageCv();
    expect(await reasonOf(pool.run({ buffer, simulate: 'oom' }))).toEqual({
      reason: 'corrupt',
      status: 422,
    });
    const after = await pool.run({ buffer });
    expect(after.document.pages).toBe(2);
  }, 60_000);

  it('survives one allocation beyond the heap limit (a V8 fatal error ends only the child)', async () => {
    const { buffer } = await twoPageCv();
    const before = pool.pids;
    // A generous time limit: on a loaded machine V8 takes a while to give up.
    const err = await pool
      .run({ buffer, simulate: 'huge' }, { timeoutMs: 90_000 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CvFileError);
    // V8's fatal out-of-memory error aborts the process it happens in (here only the child),
    // unless the pool's resident-memory limit kills the child first.
    expect((err as CvFileError).details).toMatchObject({ reason: 'corrupt' });
    expect(['SIGABRT', 'memory']).toContain((err as CvFileError).details?.crash);
    // This process is alive (the test runs on) and a fresh child serves the next file.
    const after = await pool.run({ buffer });
    expect(after.document.pages).toBe(2);
    expect(pool.pids).not.toEqual(before);
  }, 120_000);

  it('kills a child whose memory outside the heap passes the RSS limit', async () => {
    const small = createCvWorkerPool({ maxThreads: 1, maxRssMb: 400, timeoutMs: 30_000 });
    try {
      await small.ready;
      const { buffer } = await twoPageCv();
      const t0 = performance.now();
      const err = await small.run({ buffer, simulate: 'native' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CvFileError);
      expect((err as CvFileError).details).toMatchObject({ reason: 'corrupt', crash: 'memory' });
      // Caught by the poll well before the time limit.
      expect(performance.now() - t0).toBeLessThan(10_000);
      expect((await small.run({ buffer })).document.pages).toBe(2);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('replaces a child whose memory grew over a task, so memory goes back', async () => {
    const recycling = createCvWorkerPool({ maxThreads: 1, recycleRssGrowthMb: 1 });
    try {
      await recycling.ready;
      const [first] = recycling.pids;
      const { buffer } = await twoPageCv();
      await recycling.run({ buffer });
      // The child that grew is gone; a new one stands in.
      await expect.poll(() => rssOf(first), { timeout: 5000 }).toBeNull();
      expect(recycling.pids).toHaveLength(1);
      expect(recycling.pids[0]).not.toBe(first);
      expect((await recycling.run({ buffer })).document.pages).toBe(2);
    } finally {
      await recycling.close();
    }
  }, 60_000);

  it('keeps one warm child, starts more when files arrive together, retires them when idle', async () => {
    const lazy = createCvWorkerPool({ maxThreads: 2, idleMs: 300 });
    try {
      await lazy.ready;
      // An idle server holds one child, not one per core.
      expect(lazy.pids).toHaveLength(1);
      const [warm] = lazy.pids;
      const { buffer } = await twoPageCv();
      const both = await Promise.all([lazy.run({ buffer }), lazy.run({ buffer })]);
      expect(both.map((r) => r.document.pages)).toEqual([2, 2]);
      expect(lazy.pids).toHaveLength(2);
      // The second child goes once it has been idle; the warm one stays.
      await expect.poll(() => lazy.pids, { timeout: 10_000 }).toEqual([warm]);
      expect((await lazy.run({ buffer })).document.pages).toBe(2);
      expect(lazy.pids).toEqual([warm]);
    } finally {
      await lazy.close();
    }
  }, 90_000);

  it('with no warm child, starts one for the first file and retires it when idle', async () => {
    const onDemand = createCvWorkerPool({ maxThreads: 1, minThreads: 0, idleMs: 300 });
    try {
      await onDemand.ready;
      expect(onDemand.pids).toEqual([]);
      const { buffer } = await twoPageCv();
      expect((await onDemand.run({ buffer })).document.pages).toBe(2);
      expect(onDemand.pids).toHaveLength(1);
      await expect.poll(() => onDemand.pids, { timeout: 10_000 }).toEqual([]);
      expect((await onDemand.run({ buffer })).document.pages).toBe(2);
    } finally {
      await onDemand.close();
    }
  }, 90_000);

  it('gives timeout for a file that takes too long, and keeps working', async () => {
    const dense = (await denseTenPageCv()).buffer;
    expect(await reasonOf(pool.run({ buffer: dense }, { timeoutMs: 1 }))).toEqual({
      reason: 'timeout',
      status: 422,
    });
    const ok = await pool.run({ buffer: dense });
    expect(ok.document.pages).toBe(10);
  }, 60_000);

  it('lets a script end: close() waits for its idle children, which never hold the process', () => {
    const script = `
      import { createCvWorkerPool } from ${JSON.stringify(new URL('./pool.ts', import.meta.url).href)};
      const pool = createCvWorkerPool({ maxThreads: 1 });
      await pool.ready;
      const pid = pool.pids[0];
      await pool.close();
      try { process.kill(pid, 0); console.log('alive'); } catch { console.log('gone'); }
    `;
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    // 13 would be Node giving up on an unsettled await (an unref'd child's exit never waited).
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('gone');
  }, 90_000);
});
