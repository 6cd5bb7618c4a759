import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCvEngine, revisionOutcome, type CvEngine } from '@karier/cv-engine';
import { parseCv } from '../../cv-engine/src/analyse/parse.ts';
import { potentialScore } from '../src/cv/complete-cv.ts';
import type { CvWork } from '../src/cv/revisions.ts';
import { THIN_CV as THIN } from '../../cv-engine/test/fixtures/thin-cv.ts';

/**
 * Issue 28: "+N poin jika Anda menjawab …" — the score the revised CV would have once its open
 * metric questions are answered, measured by building it and reading it back like any revision.
 */
describe('the potential score of the Lengkapi CV answer', () => {
  let engine: CvEngine;
  beforeAll(() => {
    engine = createCvEngine({ workers: 1 });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('is above the current score while metric questions are open, and null once none is', async () => {
    const parsed = parseCv(THIN);
    const base = { summary: '', template: 'modern' as const, reverted: [], locale: 'id' as const };
    const current = await engine.reviseCompleted(parsed, '', 'modern', {
      answers: [],
      reverted: [],
      locale: 'id',
    });
    const now = revisionOutcome(current)?.score ?? null;
    expect(now).toEqual(expect.any(Number));
    const work = { engine } as unknown as CvWork;
    const potential = await potentialScore(work, now, { ...base, parsed, answers: [] });
    expect(potential).toEqual(expect.any(Number));
    expect(potential!).toBeGreaterThan(now!);

    const all = [
      { questionId: 'metric:experience:0', answer: '37' },
      { questionId: 'metric:experience:1', answer: '120 surat' },
    ];
    expect(await potentialScore(work, now, { ...base, parsed, answers: all })).toBeNull();
  });
});
