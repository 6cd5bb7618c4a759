import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { verifyAuditTrail } from './audit.ts';
import type { KarierEvent } from '@karier/events';
import { systemContext } from '@karier/events';
import { eventStoreMigrations } from './migrations.ts';
import { userStreamId } from '@karier/events';

const loggedIn = (userId: string): KarierEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId: randomUUID(),
    method: 'password',
    loggedInAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
  },
});

type Storage = Awaited<ReturnType<typeof openTestStorage>>;

/** Appends `count` single-event appends (one stream each) and returns their positions. */
async function appendMany(storage: Storage, count: number): Promise<number[]> {
  const positions: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const res = await storage.store.append(userStreamId(id), [loggedIn(id)], {
      expectedVersion: 'any',
      context: systemContext(),
    });
    positions.push(res.position);
  }
  return positions;
}

/** What an attacker with database access would do: switch the immutability trigger off. */
async function tamper(storage: Storage, sql: string, bindings: readonly (string | number)[]) {
  await storage.db.knex.transaction(async (trx) => {
    await trx.raw('alter table events disable trigger events_immutable');
    await trx.raw(sql, bindings);
    await trx.raw('alter table events enable trigger events_immutable');
  });
}

forEachBackend(
  (backend) => `audit trail on ${backend}`,
  (backend) => {
    let storage: Storage | undefined;
    afterEach(async () => {
      await storage?.cleanup();
      storage = undefined;
    });

    it('verifies an empty log and an intact one, in batches, reporting progress', async () => {
      storage = await openTestStorage(backend);
      expect(await verifyAuditTrail(storage.db)).toEqual({
        ok: true,
        events: 0,
        head: 0,
        headHash: '',
      });
      const positions = await appendMany(storage, 25);
      const id = randomUUID();
      await storage.store.append(userStreamId(id), [loggedIn(id), loggedIn(id), loggedIn(id)], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      const head = await storage.store.head();
      const progress: number[] = [];
      const res = await verifyAuditTrail(storage.db, {
        batchSize: 7,
        onProgress: (p) => progress.push(p.events),
      });
      expect(res).toMatchObject({ ok: true, events: 28, head });
      const last = await storage.db.knex.raw(
        `select encode(hash, 'hex') as h from events order by position desc limit 1`,
      );
      expect(res.ok && res.headHash).toBe(last.rows[0].h);
      expect(progress).toEqual([7, 14, 21, 28]);
      expect(positions.length).toBe(25);
      const rows = await storage.db.knex('events').select('hash');
      expect(rows.every((r: { hash: unknown }) => r.hash !== null)).toBe(true);
    });

    it('breaks at exactly the event whose data was changed', async () => {
      storage = await openTestStorage(backend);
      const positions = await appendMany(storage, 30);
      const target = positions[17]!;
      await tamper(
        storage,
        `update events set data = jsonb_set(data, '{method}', '"google"') where position = ?`,
        [target],
      );
      const res = await verifyAuditTrail(storage.db, { batchSize: 10 });
      expect(res).toMatchObject({ ok: false, brokenAt: target, events: 18 });
      if (res.ok) throw new Error('unreachable');
      expect(res.expected).toMatch(/^[0-9a-f]{64}$/);
      expect(res.actual).toMatch(/^[0-9a-f]{64}$/);
      expect(res.expected).not.toBe(res.actual);
    });

    it('breaks at the change of metadata or type, even at a batch boundary', async () => {
      storage = await openTestStorage(backend);
      const positions = await appendMany(storage, 12);
      await tamper(
        storage,
        `update events set metadata = metadata || '{"actorId":"someone-else"}' where position = ?`,
        [positions[10]!],
      );
      expect(await verifyAuditTrail(storage.db, { batchSize: 10 })).toMatchObject({
        ok: false,
        brokenAt: positions[10],
      });
    });

    it('breaks at the next event when one is deleted', async () => {
      storage = await openTestStorage(backend);
      const positions = await appendMany(storage, 20);
      await tamper(storage, 'delete from events where position = ?', [positions[5]!]);
      expect(await verifyAuditTrail(storage.db, { batchSize: 4 })).toMatchObject({
        ok: false,
        brokenAt: positions[6],
      });
    });

    it('re-hashing a changed event only moves the break to the next one', async () => {
      storage = await openTestStorage(backend);
      const positions = await appendMany(storage, 20);
      await tamper(
        storage,
        `update events set data = jsonb_set(data, '{method}', '"google"') where position = ?`,
        [positions[12]!],
      );
      await tamper(
        storage,
        `update events set hash = karier_event_hash(
           (select hash from events p where p.position < events.position
             order by p.position desc limit 1),
           position, stream_id, stream_version, type, data, metadata, created_at)
         where position = ?`,
        [positions[12]!],
      );
      expect(await verifyAuditTrail(storage.db)).toMatchObject({
        ok: false,
        brokenAt: positions[13],
      });
    });

    it('chains in position order under 50 concurrent appends', async () => {
      storage = await openTestStorage(backend);
      const s = storage;
      await Promise.all(
        Array.from({ length: 50 }, () => {
          const id = randomUUID();
          return s.store.append(userStreamId(id), [loggedIn(id), loggedIn(id)], {
            expectedVersion: 'no_stream',
            context: systemContext(),
          });
        }),
      );
      expect(await verifyAuditTrail(s.db, { batchSize: 16 })).toMatchObject({
        ok: true,
        events: 100,
        head: await s.store.head(),
      });
    });

    it('the migration backfills the events written before it, in position order', async () => {
      storage = await openTestStorage(backend);
      const migration = eventStoreMigrations.find((m) => m.name === '0004_audit_hash_chain')!;
      await migration.down(storage.db.knex);
      await appendMany(storage, 15);
      await migration.up(storage.db.knex);
      await appendMany(storage, 5);
      expect(await verifyAuditTrail(storage.db, { batchSize: 6 })).toMatchObject({
        ok: true,
        events: 20,
      });
    });
  },
);
