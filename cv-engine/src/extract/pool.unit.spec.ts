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
import { createCvWorkerPool, type CvWorkerPool } from './pool.ts';

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

  it('turns a worker killed at its heap limit into 422 and keeps working', async () => {
    const { buffer } = await twoPageCv();
    expect(await reasonOf(pool.run({ buffer, simulate: 'oom' }))).toEqual({
      reason: 'corrupt',
      status: 422,
    });
    const after = await pool.run({ buffer });
    expect(after.document.pages).toBe(2);
  }, 60_000);

  it('gives timeout for a file that takes too long, and keeps working', async () => {
    const dense = (await denseTenPageCv()).buffer;
    expect(await reasonOf(pool.run({ buffer: dense }, { timeoutMs: 1 }))).toEqual({
      reason: 'timeout',
      status: 422,
    });
    const ok = await pool.run({ buffer: dense });
    expect(ok.document.pages).toBe(10);
  }, 60_000);
});
