import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { isSealed } from '@karier/store';
import { expect, it } from 'vitest';
import { forEachBackend } from '../../../test-support/backends.ts';
import { projectionSpec } from '../../../test-support/projection-spec.ts';
import { projections } from '../registry.ts';
import { activityLogProjection } from './activity-log.ts';
import { sessionsProjection } from './sessions.ts';
import { usersProjection } from './users.ts';

const t0 = Date.parse('2026-11-02T08:00:00.000Z');
const at = (m: number) => new Date(t0 + m * 60_000).toISOString();
const hash = (c: string) => c.repeat(64);

/** Given the account-security events of one user → the users and sessions rows they leave. */
forEachBackend(
  (backend) => `security events in the read models (${backend})`,
  (backend) => {
    const userId = randomUUID();
    const login = (sessionId: string, m: number): KarierEvent => ({
      type: 'UserLoggedIn',
      data: { userId, sessionId, method: 'password', loggedInAt: at(m), expiresAt: at(10_000) },
    });

    const history: KarierEvent[] = [
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
      login('s3', 3),
      {
        type: 'TwoFactorSetupStarted',
        data: { userId, secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', startedAt: at(4) },
      },
      {
        type: 'TwoFactorEnabled',
        data: {
          userId,
          recoveryCodeHashes: Array.from({ length: 10 }, (_, i) => hash(String(i))),
          enabledAt: at(5),
        },
      },
      {
        type: 'OtherSessionsRevoked',
        data: { userId, keptSessionId: 's3', revokedSessionIds: ['s1'], revokedAt: at(6) },
      },
      {
        type: 'PasswordResetRequested',
        data: { userId, tokenHash: hash('a'), expiresAt: at(37), requestedAt: at(7) },
      },
      {
        type: 'PasswordResetCompleted',
        data: {
          userId,
          passwordHash: '$h2',
          tokenHash: hash('a'),
          revokedSessionIds: ['s2', 's3'],
          resetAt: at(8),
        },
      },
    ];
    const ctx = {
      ...systemContext(new Date(at(0))),
      ip: '198.51.100.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    };
    const spec = projectionSpec(backend, projections).given([[userStreamId(userId), history]], {
      context: ctx,
    });

    it('keeps ip and browser per session; revoke-others and a password reset revoke sessions', async () => {
      const sealed = await spec.thenRows('user_sessions', (q) =>
        q.where({ user_id: userId }).orderBy('id'),
      );
      // Stored sealed with the user's key (issue 15), opened on read.
      for (const r of sealed) {
        expect(isSealed(r.ip) && isSealed(r.user_agent), JSON.stringify(r)).toBe(true);
      }
      const rows = await spec.opened(sealed, ['ip', 'user_agent']);
      expect(rows.map((r) => [r.id, r.ip, r.user_agent])).toEqual([
        ['s1', '198.51.100.7', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'],
        ['s2', '198.51.100.7', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'],
        ['s3', '198.51.100.7', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'],
      ]);
      expect(rows.map((r) => new Date(r.revoked_at).toISOString())).toEqual([at(6), at(8), at(8)]);
      expect(rows.map((r) => r.revoked_reason)).toEqual([
        'others_revoked',
        'password_reset',
        'password_reset',
      ]);
    });

    it('marks two-factor on in users, and off again after TwoFactorDisabled', async () => {
      const user = async () => (await spec.thenRows('users', (q) => q.where({ id: userId })))[0];
      expect((await user())!.two_factor_enabled).toBe(true);
      await spec.storage.store.append(
        userStreamId(userId),
        [{ type: 'TwoFactorDisabled', data: { userId, disabledAt: at(9) } }],
        { expectedVersion: 9, context: systemContext() },
      );
      await spec.runner.catchUp();
      expect((await user())!.two_factor_enabled).toBe(false);
    });

    it('labels every security event in the activity log, and re-applying changes nothing', async () => {
      const actions = (
        await spec.thenRows('activity_log', (q) =>
          q.where({ target_id: userId }).orderBy('position'),
        )
      ).map((r) => r.action);
      expect(actions).toHaveLength(10);
      expect(actions.every((a: string) => a.length > 0 && !/^[A-Z][a-z]+[A-Z]/.test(a))).toBe(true);
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
