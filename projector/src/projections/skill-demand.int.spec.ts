import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@karier/events';
import { openTestStorage } from '../../../test-support/storage.ts';
import { skillDemandProjection } from './skill-demand.ts';

const meta = {
  actorId: null,
  actorRole: 'system',
  correlationId: 'c',
  causationId: null,
  ip: null,
  userAgent: null,
  schemaVersion: 1,
} as unknown as RecordedEvent['metadata'];
let position = 0;
const profile = (userId: string, location: string, skills: string[]) =>
  ({
    position: ++position,
    streamId: `profile-${userId}`,
    streamVersion: position,
    type: 'ProfileSaved',
    data: {
      userId,
      phone: '',
      location,
      about: '',
      skills,
      experience: [],
      education: [],
      savedAt: '2026-11-01T00:00:00.000Z',
    },
    metadata: meta,
    createdAt: new Date('2026-11-01T00:00:00.000Z'),
  }) as unknown as RecordedEvent;
const cv = (userId: string, skills: string[]) =>
  ({
    position: ++position,
    streamId: `cv-${randomUUID()}`,
    streamVersion: 2,
    type: 'CvAnalysed',
    data: { cvId: randomUUID(), userId, skills },
    metadata: meta,
    createdAt: new Date('2026-11-01T00:00:00.000Z'),
  }) as unknown as RecordedEvent;

describe('skill-demand projection (the worked example of docs/projections.md)', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  const [ani, budi, citra] = [randomUUID(), randomUUID(), randomUUID()];
  const given = [
    profile(ani, 'Kota Batam', ['Excel', 'Akuntansi']),
    profile(budi, 'Kota Batam', ['excel']),
    cv(budi, ['SQL']),
    profile(citra, 'Surabaya', ['Excel']),
    profile(citra, 'Kota Batam', ['Excel']), // moved: Surabaya loses her
  ];
  const rows = () =>
    storage.db.knex('skill_demand').orderBy(['city', 'skill']).select('skill', 'city', 'users');
  const apply = (events: RecordedEvent[]) =>
    storage.db.knex.transaction((trx) => skillDemandProjection.applyBatch!(events, trx));

  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    await skillDemandProjection.setup(storage.db.knex);
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  it('given profiles and CVs, counts users per (skill, city)', async () => {
    await apply(given.slice(0, 3));
    await apply(given.slice(3));
    expect(await rows()).toEqual([
      { skill: 'akuntansi', city: 'Kota Batam', users: 1 },
      { skill: 'excel', city: 'Kota Batam', users: 3 },
      { skill: 'sql', city: 'Kota Batam', users: 1 },
    ]);
  });

  it('is idempotent: re-delivered (older) events change nothing', async () => {
    const before = await rows();
    await apply(given);
    await apply([given[3]!]);
    expect(await rows()).toEqual(before);
  });

  it('an erased user counts nowhere, and a re-delivery does not bring them back', async () => {
    const erased = {
      position: ++position,
      streamId: `user-${citra}`,
      streamVersion: 9,
      type: 'UserErased',
      data: { userId: citra },
      metadata: meta,
      createdAt: new Date('2026-11-02T00:00:00.000Z'),
    } as unknown as RecordedEvent;
    await apply([erased]);
    await apply(given);
    expect(await rows()).toEqual([
      { skill: 'akuntansi', city: 'Kota Batam', users: 1 },
      { skill: 'excel', city: 'Kota Batam', users: 2 },
      { skill: 'sql', city: 'Kota Batam', users: 1 },
    ]);
  });
});
