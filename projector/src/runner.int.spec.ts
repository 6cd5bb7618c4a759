import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { projectionChecksums } from './checksum.ts';
import { activityLogProjection } from './projections/activity-log.ts';
import { usersProjection } from './projections/users.ts';
import { projections } from './registry.ts';
import { ProjectionRunner } from './runner.ts';

const t0 = Date.parse('2026-11-01T08:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();

function userHistory(userId: string, email: string): KarierEvent[] {
  return [
    {
      type: 'UserRegistered',
      data: { userId, name: 'Andi', email, passwordHash: '$h', role: 'user', registeredAt: at(0) },
    },
    {
      type: 'UserLoggedIn',
      data: {
        userId,
        sessionId: `${userId}-s1`,
        method: 'registration',
        loggedInAt: at(0),
        expiresAt: at(600),
      },
    },
    {
      type: 'UserDetailsChanged',
      data: {
        userId,
        name: 'Andi Wijaya',
        email: `new-${email}`,
        previousEmail: email,
        changedAt: at(5),
      },
    },
    {
      type: 'UserLoggedIn',
      data: {
        userId,
        sessionId: `${userId}-s2`,
        method: 'password',
        loggedInAt: at(10),
        expiresAt: at(600),
      },
    },
    {
      type: 'PasswordChanged',
      data: {
        userId,
        passwordHash: '$h2',
        keptSessionId: `${userId}-s2`,
        revokedSessionIds: [`${userId}-s1`],
        changedAt: at(11),
      },
    },
    { type: 'UserLoggedOut', data: { userId, sessionId: `${userId}-s2`, loggedOutAt: at(12) } },
  ];
}

forEachBackend(
  (backend) => `projection runner on ${backend}`,
  (backend) => {
    let storage: Awaited<ReturnType<typeof openTestStorage>>;
    let runner: ProjectionRunner;
    const userId = randomUUID();

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      runner = new ProjectionRunner(storage.store, projections, { batchSize: 2 });
      await runner.prepare();
      const ctx = {
        ...systemContext(new Date(at(0))),
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0',
      };
      for (const e of userHistory(userId, 'andi@example.com')) {
        await storage.store.append(userStreamId(userId), [e], {
          expectedVersion: 'any',
          context: ctx,
        });
      }
      await runner.catchUp();
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    it('given a user history, builds the users row (name and email sealed as in the events)', async () => {
      const row = await storage.db.knex('users').where({ id: userId }).first();
      expect(row.name).toMatch(/^pii:v1:/);
      expect(JSON.stringify(row)).not.toMatch(/Andi|andi@/);
      const [opened] = await storage.vault.openRows(storage.db.knex, [row], ['name', 'email']);
      expect(opened).toMatchObject({
        name: 'Andi Wijaya',
        email: 'new-andi@example.com',
        role: 'user',
        status: 'active',
      });
      expect(new Date(row.registered_at).toISOString()).toBe(at(0));
      expect(new Date(row.last_login_at).toISOString()).toBe(at(10));
    });

    it('given logins, a password change and a logout, leaves no live session', async () => {
      const rows = await storage.db.knex('user_sessions').where({ user_id: userId }).orderBy('id');
      expect(rows).toHaveLength(2);
      expect(new Date(rows[0].revoked_at).toISOString()).toBe(at(11)); // revoked by the password change
      expect(new Date(rows[1].revoked_at).toISOString()).toBe(at(12)); // logged out
    });

    it('writes one activity row per event, with actor, Indonesian action, target and ip', async () => {
      const rows = await storage.db.knex('activity_log').orderBy('position');
      expect(rows).toHaveLength(6);
      expect(rows.map((r) => r.action)).toEqual([
        'Mendaftar akun',
        'Masuk',
        'Memperbarui informasi akun',
        'Masuk',
        'Mengganti kata sandi',
        'Keluar',
      ]);
      expect(rows[0]).toMatchObject({
        target_type: 'user',
        target_id: userId,
        actor_role: 'system',
      });
      // The IP is kept sealed with the user's key (issue 15) and opened on read.
      expect(rows[0].ip).toMatch(new RegExp(`^pii:v1:${userId}:`));
      const [opened] = await storage.vault.openRows(storage.db.knex, [rows[0]], ['ip']);
      expect(opened!.ip).toBe('203.0.113.9');
    });

    it('moves each checkpoint to the head', async () => {
      const status = await runner.status();
      for (const s of status) expect(s).toMatchObject({ position: 6, head: 6, lag: 0 });
    });

    it('commits a batch for every projection in one transaction: one lock, one checkpoint write', async () => {
      const res = await storage.store.append(
        userStreamId(userId),
        [
          {
            type: 'UserLoggedOut',
            data: { userId, sessionId: `${userId}-s2`, loggedOutAt: at(13) },
          },
        ],
        { expectedVersion: 'any', context: systemContext() },
      );
      const sql: string[] = [];
      const onQuery = (q: { sql: string }) => sql.push(q.sql.trim().toLowerCase());
      storage.store.knex.on('query', onQuery);
      try {
        await runner.catchUp(projections);
      } finally {
        storage.store.knex.off('query', onQuery);
      }
      // One transaction per projection used to cost five statements each (begin, durability,
      // lock, checkpoint, commit), whether the batch held anything for it or not.
      expect(sql.filter((s) => /^begin/.test(s))).toHaveLength(1);
      expect(sql.filter((s) => /^commit/.test(s))).toHaveLength(1);
      const checkpoints = sql.filter((s) => s.includes('projection_checkpoints'));
      expect(checkpoints.filter((s) => /for update/.test(s))).toHaveLength(1);
      expect(checkpoints.filter((s) => /^update/.test(s))).toHaveLength(1);
      // Read once: a step that left every projection at the head it saw is not followed by
      // another that would only read the checkpoints and the head again.
      expect(checkpoints.filter((s) => /^select/.test(s))).toHaveLength(1);
      for (const p of projections) expect(runner.position(p.name)).toBe(res.position);
    });

    it('is idempotent: applying the same events again changes nothing', async () => {
      const before = await projectionChecksums(storage.db.knex, projections);
      const events = await storage.store.readAll({ after: 0, limit: 100 });
      await storage.db.knex.transaction(async (trx) => {
        await usersProjection.applyBatch!(events, trx);
        await activityLogProjection.applyBatch!(events, trx);
      });
      // A second runner that starts from a stale view of the checkpoint re-reads it under lock.
      const second = new ProjectionRunner(storage.store, projections);
      await second.catchUp();
      expect(await projectionChecksums(storage.db.knex, projections)).toEqual(before);
    });

    it('rebuilds every projection to the same rows', async () => {
      const before = await projectionChecksums(storage.db.knex, projections);
      for (const p of projections) await runner.reset(p);
      expect((await storage.db.knex('users').count('* as n'))[0]!.n).toBe(0);
      await runner.catchUp();
      expect(await projectionChecksums(storage.db.knex, projections)).toEqual(before);
    });

    it('rebuilds a projection whose version changed', async () => {
      const bumped = { ...usersProjection, version: usersProjection.version + 1 };
      await storage.db.knex('users').where({ id: userId }).update({ name: 'tampered' });
      const r = new ProjectionRunner(storage.store, [bumped]);
      await r.prepare();
      await r.catchUp();
      const rebuilt = await storage.db.knex('users').where({ id: userId }).first();
      const [opened] = await storage.vault.openRows(storage.db.knex, [rebuilt], ['name']);
      expect(opened!.name).toBe('Andi Wijaya');
      await runner.prepare(); // back to the real version
      await runner.catchUp();
    });

    it('follows new events when started, and waitFor resolves once applied', async () => {
      await runner.start();
      const id = randomUUID();
      const res = await storage.store.append(
        userStreamId(id),
        userHistory(id, `${id}@example.com`).slice(0, 2),
        {
          expectedVersion: 'no_stream',
          context: systemContext(),
        },
      );
      expect(await runner.waitFor(res.position, ['users', 'sessions'], 5000)).toBe(true);
      expect(await storage.db.knex('users').where({ id }).first()).toBeTruthy();
      expect(await runner.waitFor(res.position + 1000, ['users'], 50)).toBe(false);
      await runner.stop();
    });
  },
);
