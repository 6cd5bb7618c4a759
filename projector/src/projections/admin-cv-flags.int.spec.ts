import { randomUUID } from 'node:crypto';
import { cvStreamId, systemContext, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { adminCvFlagsProjection } from './admin-cv-flags.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
const hash = 'a'.repeat(64);

function analysed(cvId: string, userId: string, engine: string): KarierEvent {
  return {
    type: 'CvAnalysed',
    data: {
      cvId,
      userId,
      engine,
      language: 'id',
      industry: 'it',
      score: 70,
      subScores: {},
      sections: [],
      skills: [],
      jobMatch: null,
      parsed: { contact: { name: 'Ayu' } },
      strengths: [],
      recommendations: [],
      summary: 'Ringkasan.',
      jobDescription: '',
      analysedAt: at(1),
    },
  };
}

function revised(cvId: string, userId: string, provider: 'builtin' | 'openai', n: number) {
  return {
    type: 'CvRevisionGenerated',
    data: {
      cvId,
      userId,
      revisionId: `rev_${cvId.slice(0, 8)}_number${n}`,
      template: 'modern',
      provider,
      fileHash: hash,
      content: { summary: 'Ringkasan.' },
      generatedAt: at(n),
    },
  } satisfies KarierEvent;
}

forEachBackend(
  (backend) => `admin-cv-flags projection on ${backend}`,
  (backend) => {
    const userId = randomUUID();
    const builtinOnly = randomUUID();
    const aiAnalysed = randomUUID();
    const aiRevisedLater = randomUUID();
    const spec = projectionSpec(backend, adminCvFlagsProjection, { batchSize: 2 }).given(
      [
        [
          cvStreamId(builtinOnly),
          [analysed(builtinOnly, userId, 'builtin-1'), revised(builtinOnly, userId, 'builtin', 2)],
        ],
        [
          cvStreamId(aiAnalysed),
          [analysed(aiAnalysed, userId, 'openai'), revised(aiAnalysed, userId, 'builtin', 2)],
        ],
        [
          cvStreamId(aiRevisedLater),
          [
            analysed(aiRevisedLater, userId, 'builtin-1'),
            revised(aiRevisedLater, userId, 'openai', 2),
            revised(aiRevisedLater, userId, 'builtin', 3),
          ],
        ],
      ],
      { context: systemContext(new Date(at(0))) },
    );

    it('flags a CV once its analysis or any revision came from OpenAI, and keeps the flag', async () => {
      const rows = await spec.thenRows('admin_cv_flags', (q) => q.select('cv_id', 'ai_generated'));
      const flags = Object.fromEntries(rows.map((r) => [r.cv_id, r.ai_generated]));
      expect(flags).toEqual({
        [builtinOnly]: false,
        [aiAnalysed]: true,
        [aiRevisedLater]: true,
      });
    });

    it('is idempotent: re-applying the events (older ones late, one by one) changes nothing', async () => {
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        for (const e of [...events].reverse()) await adminCvFlagsProjection.applyBatch!([e], trx);
        await adminCvFlagsProjection.applyBatch!(events, trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
