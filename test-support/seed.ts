import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId, type KarierEvent } from '@karier/events';
import { type EventStore } from '@karier/store';

/**
 * Appends a realistic history: `users` accounts, each registered then signing in and out,
 * changing details and password — `eventsPerUser` events per stream, one append per stream.
 */
export async function seedUserHistories(
  store: EventStore,
  opts: {
    users: number;
    eventsPerUser?: number;
    concurrency?: number;
    /** The first account's number (`Pengguna <from>`): to add accounts to a seeded history. */
    from?: number;
  },
): Promise<{ events: number; userIds: string[] }> {
  const per = Math.max(2, opts.eventsPerUser ?? 10);
  const userIds: string[] = [];
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  const iso = (m: number) => new Date(base + m * 60_000).toISOString();
  const one = async (i: number) => {
    const userId = randomUUID();
    userIds.push(userId);
    const events: KarierEvent[] = [
      {
        type: 'UserRegistered',
        data: {
          userId,
          name: `Pengguna ${i}`,
          email: `seed-${i}-${userId.slice(0, 8)}@example.com`,
          passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$seed$seed',
          role: i % 50 === 0 ? 'admin' : 'user',
          registeredAt: iso(i),
        },
      },
    ];
    let session = randomUUID();
    for (let k = 1; events.length < per; k++) {
      const t = iso(i + k);
      switch (k % 4) {
        case 1:
          session = randomUUID();
          events.push({
            type: 'UserLoggedIn',
            data: {
              userId,
              sessionId: session,
              method: 'password',
              loggedInAt: t,
              expiresAt: iso(i + k + 10_000),
            },
          });
          break;
        case 2:
          events.push({
            type: 'UserDetailsChanged',
            data: {
              userId,
              name: `Pengguna ${i} v${k}`,
              email: `seed-${i}-${k}-${userId.slice(0, 8)}@example.com`,
              previousEmail: null,
              changedAt: t,
            },
          });
          break;
        case 3:
          events.push({
            type: 'PasswordChanged',
            data: {
              userId,
              passwordHash: `$h${k}`,
              keptSessionId: session,
              revokedSessionIds: [],
              changedAt: t,
            },
          });
          break;
        default:
          events.push({
            type: 'UserLoggedOut',
            data: { userId, sessionId: session, loggedOutAt: t },
          });
      }
    }
    await store.append(userStreamId(userId), events, {
      expectedVersion: 'no_stream',
      context: { ...systemContext(new Date(iso(i))), ip: '127.0.0.1', userAgent: 'seed' },
    });
  };
  const concurrency = opts.concurrency ?? 8;
  const from = opts.from ?? 0;
  let next = from;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < from + opts.users) await one(next++);
    }),
  );
  return { events: opts.users * per, userIds };
}
