import { randomUUID } from 'node:crypto';
import { projectionStreamId, systemContext, userStreamId } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { projections } from './registry.ts';
import { REBUILD_REQUESTS } from './reset.ts';
import { ProjectionRunner } from './runner.ts';

/** ProjectionRebuildRequested (the admin's rebuild button) → carried out once, by one runner. */
forEachBackend(
  (backend) => `rebuild requests (${backend})`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    const userId = randomUUID();
    const name = async () =>
      (await storage.db.knex('users').where({ id: userId }).first('name')).name as string;
    const tamper = () =>
      storage.db.knex('users').where({ id: userId }).update({ name: 'tampered' });
    const request = () =>
      storage.store.append(
        projectionStreamId('users'),
        [
          {
            type: 'ProjectionRebuildRequested',
            data: {
              projection: 'users',
              version: 3,
              requestedBy: randomUUID(),
              requestedAt: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: 'any', context: systemContext() },
      );

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      await storage.store.append(
        userStreamId(userId),
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              name: 'Rina',
              email: `rina-${userId}@example.com`,
              passwordHash: '$h',
              role: 'user',
              registeredAt: new Date().toISOString(),
            },
          },
        ],
        { expectedVersion: 'no_stream', context: systemContext() },
      );
      const runner = new ProjectionRunner(storage.store, projections);
      await runner.prepare();
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('rebuilds the named projection from the whole history', async () => {
      const original = await name();
      expect(original).toMatch(/^pii:v1:/);
      await tamper();
      await request();
      await new ProjectionRunner(storage.store, projections).catchUp();
      expect(await name()).toBe(original);
      const actions = await storage.db.knex('activity_log').orderBy('position').pluck('action');
      expect(actions.at(-1)).toBe('Meminta pembangunan ulang read model');
    });

    it('carries out each request once, whichever runner sees it first', async () => {
      await tamper();
      await new ProjectionRunner(storage.store, projections).catchUp();
      expect(await name()).toBe('tampered');
      const head = await storage.store.head();
      const cursor = await storage.db
        .knex('projector_cursors')
        .where({ name: REBUILD_REQUESTS })
        .first('position');
      expect(Number(cursor.position)).toBeLessThanOrEqual(head);
    });

    it('starts a new cursor at the head: requests in the history are not run again', async () => {
      await storage.db.knex('projector_cursors').delete();
      const runner = new ProjectionRunner(storage.store, projections);
      await runner.prepare();
      await runner.catchUp();
      expect(await name()).toBe('tampered');
      await request();
      await runner.catchUp();
      expect(await name()).toMatch(/^pii:v1:/);
    });
  },
);
