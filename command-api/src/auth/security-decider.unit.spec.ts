import { AppError } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, expect, it } from 'vitest';
import { userDecider, type UserEvent } from './user-decider.ts';

const spec = deciderSpec(userDecider);
const now = new Date('2026-11-23T10:00:00.000Z');
const later = new Date('2026-11-23T11:00:00.000Z');
const userId = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';
const expiresAt = new Date('2026-11-30T10:00:00.000Z');

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    name: 'Siti Rahma',
    email: 'siti@example.com',
    passwordHash: '$argon2id$hash',
    role: 'user',
    registeredAt: now.toISOString(),
  },
};
const loggedIn = (sessionId: string, until = expiresAt): UserEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId,
    method: 'password',
    loggedInAt: now.toISOString(),
    expiresAt: until.toISOString(),
  },
});
const isStatus = (status: number) => (err: unknown) =>
  err instanceof AppError && err.status === status;

describe('RevokeOtherSessions', () => {
  it('revokes every other live session and keeps the current one', () => {
    spec
      .given([
        registered,
        loggedIn('s1'),
        loggedIn('s2'),
        loggedIn('old', new Date('2026-11-23T10:30:00.000Z')),
        loggedIn('s3'),
        {
          type: 'UserLoggedOut',
          data: { userId, sessionId: 's3', loggedOutAt: now.toISOString() },
        },
      ])
      .when({
        type: 'RevokeOtherSessions',
        data: { currentSessionId: 's2' },
        metadata: { now: later },
      })
      .then([
        {
          type: 'OtherSessionsRevoked',
          data: {
            userId,
            keptSessionId: 's2',
            revokedSessionIds: ['s1'],
            revokedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('does nothing when there is no other session', () => {
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'RevokeOtherSessions', data: { currentSessionId: 's1' }, metadata: { now } })
      .then([]);
  });

  it('refuses a session that is not live with 401', () => {
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'RevokeOtherSessions', data: { currentSessionId: 'x' }, metadata: { now } })
      .thenThrows(isStatus(401));
  });

  it('refuses an unknown user with 401', () => {
    spec
      .given([])
      .when({ type: 'RevokeOtherSessions', data: { currentSessionId: 's1' }, metadata: { now } })
      .thenThrows(isStatus(401));
  });

  it('leaves the revoked sessions out of the state', () => {
    const state = [
      registered,
      loggedIn('s1'),
      loggedIn('s2'),
      {
        type: 'OtherSessionsRevoked',
        data: {
          userId,
          keptSessionId: 's2',
          revokedSessionIds: ['s1'],
          revokedAt: now.toISOString(),
        },
      } as UserEvent,
    ].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.status === 'active' && [...state.sessions.keys()]).toEqual(['s2']);
  });
});
