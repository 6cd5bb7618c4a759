import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { projections } from '../registry.ts';
import { activityLogProjection } from './activity-log.ts';
import { sessionsProjection } from './sessions.ts';
import { usersProjection } from './users.ts';

const t0 = Date.parse('2026-11-02T08:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();

/** Role changes, bans and unbans (issue 7) → the users and sessions rows they leave. */
forEachBackend(
  (backend) => `admin actions in the read models (${backend})`,
  (backend) => {
    const userId = randomUUID();
    const adminId = randomUUID();
    const login = (sessionId: string, m: number): KarierEvent => ({
      type: 'UserLoggedIn',
      data: { userId, sessionId, method: 'password', loggedInAt: at(m), expiresAt: at(10_000) },
    });
    const spec = projectionSpec(backend, projections).given([
      [
        userStreamId(userId),
        [
          {
            type: 'UserRegistered',
            data: {
              userId,
              name: 'Wati',
              email: `${userId}@example.com`,
              passwordHash: '$h',
              role: 'user',
              registeredAt: at(0),
            },
          },
          login('s1', 1),
          login('s2', 2),
        ],
      ],
    ]);
    const row = async () => (await spec.thenRows('users', (q) => q.where({ id: userId })))[0];
    /** Then, in a test: more events on the user's stream, and the projections caught up. */
    const append = async (events: KarierEvent[]) => {
      const { store } = spec.storage;
      const version = await store.streamVersion(userStreamId(userId));
      await store.append(userStreamId(userId), events, {
        expectedVersion: version,
        context: systemContext(),
      });
      await spec.runner.catchUp();
    };

    it('a role change sets the role and revokes every session', async () => {
      await append([
        {
          type: 'UserRoleChanged',
          data: {
            userId,
            role: 'admin',
            previousRole: 'user',
            changedBy: adminId,
            revokedSessionIds: ['s1', 's2'],
            changedAt: at(3),
          },
        },
        login('s3', 4),
      ]);
      expect(await row()).toMatchObject({ role: 'admin', status: 'active' });
      const sessions = await spec.thenRows('user_sessions', (q) =>
        q.where({ user_id: userId }).orderBy('id'),
      );
      expect(sessions.map((s) => s.revoked_at && new Date(s.revoked_at).toISOString())).toEqual([
        at(3),
        at(3),
        null,
      ]);
    });

    it('a ban marks the user banned and revokes the sessions; an unban makes them active', async () => {
      await append([
        {
          type: 'UserBanned',
          data: {
            userId,
            bannedBy: adminId,
            reason: '',
            revokedSessionIds: ['s3'],
            bannedAt: at(5),
          },
        },
      ]);
      expect(await row()).toMatchObject({ status: 'banned' });
      const [s3] = await spec.thenRows('user_sessions', (q) => q.where({ id: 's3' }));
      expect(new Date(s3!.revoked_at).toISOString()).toBe(at(5));
      await append([
        { type: 'UserUnbanned', data: { userId, unbannedBy: adminId, unbannedAt: at(6) } },
      ]);
      expect(await row()).toMatchObject({ status: 'active', role: 'admin' });
    });

    it('labels the actions in the activity log, and re-applying changes nothing', async () => {
      const actions = (
        await spec.thenRows('activity_log', (q) =>
          q.where({ target_id: userId }).orderBy('position'),
        )
      ).map((r) => r.action);
      expect(actions).toEqual(
        expect.arrayContaining([
          'Mengubah peran pengguna',
          'Memblokir pengguna',
          'Membuka blokir pengguna',
        ]),
      );
      const before = await spec.checksums();
      await spec.reapply(async (events, trx) => {
        await usersProjection.applyBatch!(events, trx);
        await sessionsProjection.applyBatch!(events, trx);
        await activityLogProjection.applyBatch!(events, trx);
      });
      expect(await spec.checksums()).toEqual(before);
    });
  },
);
