import { randomUUID } from 'node:crypto';
import {
  cvStreamId,
  profileStreamId,
  systemContext,
  userStreamId,
  type KarierEvent,
} from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec, type GivenAppend } from '../../../test-support/projection-spec.ts';
import { skillDemandProjection } from './skill-demand.ts';

const t0 = Date.parse('2026-11-01T00:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();

const profile = (userId: string, location: string, skills: string[]): GivenAppend => [
  profileStreamId(userId),
  {
    type: 'ProfileSaved',
    data: {
      userId,
      phone: '',
      location,
      about: '',
      skills,
      experience: [],
      education: [],
      savedAt: at(0),
    },
  },
];
const cv = (userId: string, skills: string[]): GivenAppend => {
  const cvId = randomUUID();
  const analysed: KarierEvent = {
    type: 'CvAnalysed',
    data: {
      cvId,
      userId,
      engine: 'builtin-1',
      language: 'id',
      industry: 'it',
      score: 60,
      subScores: {},
      sections: ['skills'],
      skills,
      jobMatch: null,
      parsed: {},
      strengths: [],
      recommendations: [],
      summary: '',
      jobDescription: '',
      analysedAt: at(0),
    },
  };
  return [cvStreamId(cvId), analysed];
};

forEachBackend(
  (backend) => `skill-demand projection on ${backend} (the worked example of docs/projections.md)`,
  (backend) => {
    const [ani, budi, citra] = [randomUUID(), randomUUID(), randomUUID()];
    // In two deliveries of three events (batchSize 3), as the projector would bring them.
    const spec = projectionSpec(backend, skillDemandProjection, { batchSize: 3 }).given([
      profile(ani, 'Kota Batam', ['Excel', 'Akuntansi']),
      profile(budi, 'Kota Batam', ['excel']),
      cv(budi, ['SQL']),
      profile(citra, 'Surabaya', ['Excel']),
      profile(citra, 'Kota Batam', ['Excel']), // moved: Surabaya loses her
    ]);
    const rows = () =>
      spec.thenRows('skill_demand', (q) =>
        q.clearSelect().select('skill', 'city', 'users').orderBy(['city', 'skill']),
      );

    it('given profiles and CVs, counts users per (skill, city)', async () => {
      expect(await rows()).toEqual([
        { skill: 'akuntansi', city: 'Kota Batam', users: 1 },
        { skill: 'excel', city: 'Kota Batam', users: 3 },
        { skill: 'sql', city: 'Kota Batam', users: 1 },
      ]);
    });

    it('is idempotent: re-delivered (older) events change nothing', async () => {
      const before = await rows();
      const checksums = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        await skillDemandProjection.applyBatch!(events, trx);
        // citra's first profile (Surabaya) alone, late
        await skillDemandProjection.applyBatch!([events[3]!], trx);
      });
      expect(await rows()).toEqual(before);
      expect(await spec.checksums()).toEqual(checksums);
    });

    it('an erased user counts nowhere, and a re-delivery does not bring them back', async () => {
      await spec.storage.store.append(
        userStreamId(citra),
        [
          {
            type: 'UserErased',
            data: { userId: citra, erasedBy: citra, revokedSessionIds: [], erasedAt: at(1440) },
          },
        ],
        { expectedVersion: 'any', context: systemContext(new Date(at(1440))) },
      );
      await spec.runner.catchUp();
      await spec.reapply(async (events, trx) => {
        const old = events.filter((e) => e.type !== 'UserErased');
        await skillDemandProjection.applyBatch!(old, trx);
      });
      expect(await rows()).toEqual([
        { skill: 'akuntansi', city: 'Kota Batam', users: 1 },
        { skill: 'excel', city: 'Kota Batam', users: 2 },
        { skill: 'sql', city: 'Kota Batam', users: 1 },
      ]);
    });

    it('rebuilds to the same rows', async () => {
      const before = await spec.checksums();
      await spec.rebuild();
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
