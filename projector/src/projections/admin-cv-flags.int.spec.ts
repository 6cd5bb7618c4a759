import { randomUUID } from 'node:crypto';
import { cvStreamId, systemContext, type KarierEvent } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../../test-support/storage.ts';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionChecksums } from '../checksum.ts';
import { ProjectionRunner } from '../runner.ts';
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
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    let runner: ProjectionRunner;
    const userId = randomUUID();
    const builtinOnly = randomUUID();
    const aiAnalysed = randomUUID();
    const aiRevisedLater = randomUUID();

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      runner = new ProjectionRunner(storage.store, [adminCvFlagsProjection], { batchSize: 2 });
      await runner.prepare();
      const context = systemContext(new Date(at(0)));
      const streams: [string, KarierEvent[]][] = [
        [
          builtinOnly,
          [analysed(builtinOnly, userId, 'builtin-1'), revised(builtinOnly, userId, 'builtin', 2)],
        ],
        [
          aiAnalysed,
          [analysed(aiAnalysed, userId, 'openai'), revised(aiAnalysed, userId, 'builtin', 2)],
        ],
        [
          aiRevisedLater,
          [
            analysed(aiRevisedLater, userId, 'builtin-1'),
            revised(aiRevisedLater, userId, 'openai', 2),
            revised(aiRevisedLater, userId, 'builtin', 3),
          ],
        ],
      ];
      for (const [cvId, events] of streams) {
        await storage.store.append(cvStreamId(cvId), events, {
          expectedVersion: 'any',
          context,
        });
      }
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('flags a CV once its analysis or any revision came from OpenAI, and keeps the flag', async () => {
      const rows = await storage.db.knex('admin_cv_flags').select('cv_id', 'ai_generated');
      const flags = Object.fromEntries(rows.map((r) => [r.cv_id, r.ai_generated]));
      expect(flags).toEqual({
        [builtinOnly]: false,
        [aiAnalysed]: true,
        [aiRevisedLater]: true,
      });
    });

    it('is idempotent: re-applying the events (older ones late, one by one) changes nothing', async () => {
      const before = await projectionChecksums(storage.db.knex, [adminCvFlagsProjection]);
      const events = await storage.store.readAll({ after: 0, limit: 100 });
      await storage.db.knex.transaction(async (trx) => {
        for (const e of [...events].reverse()) await adminCvFlagsProjection.applyBatch!([e], trx);
        await adminCvFlagsProjection.applyBatch!(events, trx);
      });
      expect(await projectionChecksums(storage.db.knex, [adminCvFlagsProjection])).toEqual(before);
    });

    it('rebuilds to the same rows', async () => {
      const before = await projectionChecksums(storage.db.knex, [adminCvFlagsProjection]);
      await runner.reset(adminCvFlagsProjection);
      await runner.catchUp();
      expect(await projectionChecksums(storage.db.knex, [adminCvFlagsProjection])).toEqual(before);
    });
  },
);
