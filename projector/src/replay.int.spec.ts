import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import picky from '../../test-support/picky-projection.ts';
import { seedUserHistories } from '../../test-support/seed.ts';
import { openTestStorage } from '../../test-support/storage.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { readCheckpoints } from './checkpoints.ts';
import { listParked } from './parked.ts';
import { projectionChecksums, tableChecksum } from './checksum.ts';
import { activityLogProjection } from './projections/activity-log.ts';
import { projections } from './registry.ts';
import {
  checkSchemaName,
  loadProjection,
  progressBar,
  replayIntoSchema,
  schemaChecksums,
} from './replay.ts';
import { ProjectionRunner } from './runner.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

forEachBackend(
  (backend) => `replay into a schema on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      const runner = new ProjectionRunner(storage.store, projections);
      await runner.prepare();
      await seedUserHistories(storage.store, { users: 25, eventsPerUser: 10, concurrency: 2 });
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('replays activity-log into analyst_x: same rows as the live table, live data untouched', async () => {
      const knex = storage.db.knex;
      const liveBefore = await projectionChecksums(knex, projections);
      const checkpointsBefore = await readCheckpoints(knex);
      const progress: number[] = [];
      const summary = await replayIntoSchema(storage.store, activityLogProjection, 'analyst_x', {
        batchSize: 60,
        onProgress: (p) => progress.push(p.position),
      });
      expect(summary).toMatchObject({ events: 250, head: 250, rows: { activity_log: 250 } });
      expect(progress.at(-1)).toBe(250);
      expect(progress.length).toBeGreaterThan(3);
      const replayed = await schemaChecksums(knex, 'analyst_x', activityLogProjection);
      expect(replayed.activity_log).toEqual(await tableChecksum(knex, 'activity_log'));
      expect(replayed.activity_log!.rows).toBe(250);
      expect(await projectionChecksums(knex, projections)).toEqual(liveBefore);
      expect(await readCheckpoints(knex)).toEqual(checkpointsBefore);

      // A second replay starts from fresh tables: same rows again.
      await replayIntoSchema(storage.store, activityLogProjection, 'analyst_x');
      expect(await schemaChecksums(knex, 'analyst_x', activityLogProjection)).toEqual(replayed);
    });

    it('replays and rebuilds activity-log without opening anything: the same sealed rows', async () => {
      const knex = storage.db.knex;
      const live = await tableChecksum(knex, 'activity_log');
      const sealedIps = await knex('activity_log').whereLike('ip', 'pii:%').count('* as n');
      expect(Number(sealedIps[0]!.n)).toBeGreaterThan(0);
      const vault = storage.store.vault;
      const loadKeys = vi.spyOn(vault, 'loadKeys');
      const open = vi.spyOn(vault, 'open');
      try {
        await replayIntoSchema(storage.store, activityLogProjection, 'analyst_sealed', {
          batchSize: 60,
        });
        const runner = new ProjectionRunner(storage.store, [activityLogProjection], {
          batchSize: 60,
        });
        await runner.prepare();
        await runner.reset(activityLogProjection);
        await runner.catchUp([activityLogProjection]);
        expect(loadKeys).not.toHaveBeenCalled();
        expect(open).not.toHaveBeenCalled();
      } finally {
        loadKeys.mockRestore();
        open.mockRestore();
      }
      const replayed = await schemaChecksums(knex, 'analyst_sealed', activityLogProjection);
      expect(replayed.activity_log).toEqual(live);
      expect(await tableChecksum(knex, 'activity_log')).toEqual(live);
    });

    it('reads the data of the listed types only (readsDataOf): the others come without it', async () => {
      const head = await storage.store.head();
      const events = await storage.store.readAll({
        after: 0,
        limit: head,
        dataOf: ['UserRegistered'],
      });
      expect(events).toHaveLength(head);
      const registered = events.filter((e) => e.type === 'UserRegistered');
      expect(registered.length).toBeGreaterThan(0);
      for (const e of registered) expect(e.data.userId).toEqual(expect.any(String));
      const others = events.filter((e) => e.type !== 'UserRegistered');
      expect(others.length).toBeGreaterThan(0);
      for (const e of others) expect(e.data).toEqual({});
      // The metadata is read whole either way.
      expect(others.every((e) => e.metadata.correlationId)).toBe(true);
    });

    it('leaves out (and reports) the events the projection cannot apply, instead of aborting', async () => {
      const knex = storage.db.knex;
      const { id } = await knex('users').orderBy('id').first('id');
      const theirs = (
        await knex('events')
          .where({ stream_id: `user-${id}` })
          .whereIn('type', picky.handles as string[])
          .orderBy('position')
          .select('position', 'type')
      ).map((r: { position: string; type: string }) => ({ ...r, position: Number(r.position) }));
      expect(theirs.length).toBeGreaterThan(0);
      process.env.TEST_PICKY_REFUSE = id;
      try {
        const summary = await replayIntoSchema(storage.store, picky, 'analyst_picky', {
          batchSize: 60,
        });
        expect(summary.skipped).toEqual(
          theirs.map((e) => ({ ...e, error: `test-picky: cannot apply ${e.type} of this user` })),
        );
        expect(summary.rows.test_picky).toBe(summary.events - theirs.length);
        expect(await listParked(knex)).toEqual([]); // the live parked events are not touched
      } finally {
        delete process.env.TEST_PICKY_REFUSE;
      }
    });

    it('loads a projection from a module file (an analyst’s new one)', async () => {
      const p = await loadProjection(path.join(here, 'projections/skill-demand.ts'), projections);
      expect(p.name).toBe('skill-demand');
      const summary = await replayIntoSchema(storage.store, p, 'analyst_y');
      expect(summary.rows).toEqual({ skill_demand_users: 0, skill_demand: 0 });
      expect(await storage.db.knex.schema.hasTable('skill_demand')).toBe(false);
    });
  },
);

describe('replay helpers', () => {
  it('refuses system schemas and odd names', () => {
    expect(() => checkSchemaName('public')).toThrow();
    expect(() => checkSchemaName('pg_catalog')).toThrow();
    expect(() => checkSchemaName('x; drop table events')).toThrow();
    expect(checkSchemaName('analyst_x')).toBe('analyst_x');
  });

  it('finds registered projections by name', async () => {
    expect((await loadProjection('activity-log', projections)).name).toBe('activity-log');
    await expect(loadProjection('nope', projections)).rejects.toThrow(/tidak dikenal/);
  });

  it('draws a progress bar', () => {
    expect(progressBar({ position: 50, head: 100, events: 50, seconds: 0.5 }, 10)).toBe(
      '[#####.....]  50%  position 50/100  100 events/s',
    );
  });
});
