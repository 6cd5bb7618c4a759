import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../../test-support/backends.ts';
import picky from '../../test-support/picky-projection.ts';
import { openTestStorage, type TestStorage } from '../../test-support/storage.ts';
import { listParked, PARKED_TABLE, retryParked } from './parked.ts';
import { usersProjection } from './projections/users.ts';
import { ProjectionRunner } from './runner.ts';

const at = '2026-11-01T08:00:00.000Z';
const signUp = (userId: string): KarierEvent[] => [
  {
    type: 'UserRegistered',
    data: {
      userId,
      name: 'Sari Dewi',
      email: `${userId}@example.com`,
      passwordHash: '$h',
      role: 'user',
      registeredAt: at,
    },
  },
  {
    type: 'UserLoggedIn',
    data: {
      userId,
      sessionId: randomUUID(),
      method: 'registration',
      loggedInAt: at,
      expiresAt: at,
    },
  },
];

/**
 * Issue 25: one event a projection cannot apply used to stop that projection — and, the runner
 * throwing out of its pass, the projections after it — for every user, retried forever. Now it
 * is retried a bounded number of times, then parked, and the read models go on.
 */
forEachBackend(
  (backend) => `parking an event a projection cannot apply, on ${backend}`,
  (backend) => {
    let storage: TestStorage;
    const logs: string[] = [];
    const list = [picky, usersProjection];
    const [good, bad, later] = [randomUUID(), randomUUID(), randomUUID()];
    const positions: Record<string, number[]> = {};
    const runner = () =>
      new ProjectionRunner(storage.store, list, {
        batchSize: 2,
        retryDelaysMs: [5, 10],
        log: (m) => logs.push(m),
      });
    const signUpAs = async (userId: string) => {
      const res = await storage.store.append(userStreamId(userId), signUp(userId), {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      positions[userId] = res.events.map((e) => e.position);
    };
    const pickyPositions = async () =>
      (await storage.db.knex('test_picky').orderBy('position').pluck('position')).map(Number);

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      process.env.TEST_PICKY_REFUSE = bad;
    });
    afterAll(async () => {
      delete process.env.TEST_PICKY_REFUSE;
      await storage?.cleanup();
    });

    it('parks the events it cannot apply after its retries, and goes on with the next ones for everyone', async () => {
      const r = runner();
      await r.prepare();
      for (const id of [good, bad, later]) await signUpAs(id);
      await r.catchUp();
      const parked = await listParked(storage.db.knex);
      expect(parked).toEqual(
        positions[bad]!.map((position, i) => ({
          projection: 'test-picky',
          version: 1,
          position,
          streamId: userStreamId(bad),
          type: i === 0 ? 'UserRegistered' : 'UserLoggedIn',
          error: `test-picky: cannot apply ${i === 0 ? 'UserRegistered' : 'UserLoggedIn'} of this user`,
          attempts: 3, // the first try and two retries
          parkedAt: expect.any(Date),
        })),
      );
      // Both read models moved past them: the later user is in each, the checkpoints at the head.
      expect(await pickyPositions()).toEqual([...positions[good]!, ...positions[later]!]);
      expect(
        await storage.db.knex('users').whereIn('id', [good, bad, later]).pluck('id'),
      ).toHaveLength(3);
      for (const s of await r.status()) expect(s).toMatchObject({ lag: 0 });
      expect(logs.some((m) => /parked event \d+ \(UserRegistered/.test(m))).toBe(true);

      // And it keeps moving: a user signing up afterwards is projected at once.
      const next = randomUUID();
      await signUpAs(next);
      await r.catchUp();
      expect(await pickyPositions()).toEqual([
        ...positions[good]!,
        ...positions[later]!,
        ...positions[next]!,
      ]);
    });

    it('keeps a reference to the event, not its data', async () => {
      const rows = await storage.db.knex(PARKED_TABLE).select('*');
      expect(Object.keys(rows[0]!).sort()).toEqual([
        'attempts',
        'error',
        'parked_at',
        'position',
        'projection',
        'stream_id',
        'type',
        'version',
      ]);
      expect(JSON.stringify(rows)).not.toMatch(/Sari|example\.com|\$h/);
    });

    it('parks each event once: a second runner, or the same one again, adds nothing', async () => {
      const again = runner();
      await again.prepare();
      await again.catchUp();
      expect(await listParked(storage.db.knex)).toHaveLength(2);
    });

    it('a re-apply that fails again leaves it parked, one attempt more', async () => {
      const out = await retryParked(storage.store, list, { position: positions[bad]![0]! });
      expect(out).toEqual([
        expect.objectContaining({ result: 'failed', position: positions[bad]![0] }),
      ]);
      const [row] = await listParked(storage.db.knex, { position: positions[bad]![0]! });
      expect(row!.attempts).toBe(4);
    });

    it('a rebuild parks again what still fails instead of aborting', async () => {
      const r = runner();
      await r.reset(picky);
      expect(await listParked(storage.db.knex)).toEqual([]);
      await r.catchUp([picky]);
      const parked = await listParked(storage.db.knex);
      expect(parked.map((p) => [p.position, p.attempts])).toEqual(
        positions[bad]!.map((p) => [p, 3]),
      );
      expect(await pickyPositions()).not.toContain(positions[bad]![0]);
    });

    it('after the fix, re-applies the parked events and removes them from the list', async () => {
      delete process.env.TEST_PICKY_REFUSE;
      const out = await retryParked(storage.store, list, { projection: 'test-picky' });
      expect(out.map((o) => [o.position, o.result])).toEqual(
        positions[bad]!.map((p) => [p, 'applied']),
      );
      expect(await listParked(storage.db.knex)).toEqual([]);
      expect(await pickyPositions()).toEqual(expect.arrayContaining(positions[bad]!));
    });

    it('parks a row the store cannot decode (forged through the database) in each projection of its type', async () => {
      const r = runner();
      await r.prepare();
      await r.catchUp();
      const forgedUser = randomUUID();
      // As a hole in the database would let it in: no append, metadata the store cannot read
      // (schema version 0 of a type at version 1: no upcaster).
      await storage.db.knex('events').insert({
        stream_id: userStreamId(forgedUser),
        stream_version: 1,
        type: 'UserLoggedIn',
        data: JSON.stringify(signUp(forgedUser)[1]!.data),
        metadata: JSON.stringify({ actorId: null, actorRole: 'system', schemaVersion: 0 }),
        hash: Buffer.from('forged'),
      });
      const forged = Number(
        (
          await storage.db
            .knex('events')
            .where({ stream_id: userStreamId(forgedUser) })
            .first()
        ).position,
      );
      const next = randomUUID();
      await signUpAs(next);
      await r.catchUp();
      const parked = await listParked(storage.db.knex, { position: forged });
      expect(parked.map((p) => [p.projection, p.type, p.attempts])).toEqual([
        ['test-picky', 'UserLoggedIn', 3],
        ['users', 'UserLoggedIn', 3],
      ]);
      expect(parked[0]!.error).toContain('No upcaster for UserLoggedIn v0');
      // Both went on: the next user is in each.
      expect(await pickyPositions()).toEqual(expect.arrayContaining(positions[next]!));
      expect(await storage.db.knex('users').where({ id: next }).first()).toBeTruthy();
      // Re-applying cannot decode it either: it stays parked.
      const again = await retryParked(storage.store, list, { position: forged });
      expect(again.map((o) => o.result)).toEqual(['failed', 'failed']);
    });
  },
);
