import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BANNED,
  evolve,
  initialState,
  isSessionActive,
  sessionNotLive,
  type UserCommand,
  type UserEvent,
} from '../user-decider.ts';
import { expiresAt, isStatus, later, loggedIn, now, registered, spec, userId } from './fixtures.ts';

const adminId = '0b5e8a52-63a4-4d7e-9c1e-2f0d6b3c9a11';
const promoted: UserEvent = {
  type: 'UserRoleChanged',
  data: {
    userId,
    role: 'admin',
    previousRole: 'user',
    changedBy: adminId,
    revokedSessionIds: ['s1', 's2'],
    changedAt: later.toISOString(),
  },
};
const banned: UserEvent = {
  type: 'UserBanned',
  data: {
    userId,
    bannedBy: adminId,
    reason: 'spam',
    revokedSessionIds: ['s1'],
    bannedAt: later.toISOString(),
  },
};
const unbanned: UserEvent = {
  type: 'UserUnbanned',
  data: { userId, unbannedBy: adminId, unbannedAt: later.toISOString() },
};
const logIn: UserCommand = {
  type: 'LogIn',
  data: { passwordMatches: true, sessionId: 's9', expiresAt },
  metadata: { now: later },
};
const stateOf = (events: UserEvent[]) => events.reduce(evolve, initialState());

describe('ChangeRole', () => {
  const promote: UserCommand = {
    type: 'ChangeRole',
    data: { role: 'admin', changedBy: adminId },
    metadata: { now: later },
  };

  it('changes the role and revokes every live session', () => {
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2')])
      .when(promote)
      .then([promoted]);
  });

  it('updates the role and leaves no session live', () => {
    const state = stateOf([registered, loggedIn('s1'), loggedIn('s2'), promoted]);
    expect(state.status === 'active' && state.role).toBe('admin');
    expect(isSessionActive(state, 's1', later)).toBe(false);
    expect(isSessionActive(state, 's2', later)).toBe(false);
  });

  it('tells why its sessions ended (SESSION_ROLE_CHANGED), and only for those', () => {
    const state = stateOf([registered, loggedIn('s1'), loggedIn('s2'), loggedIn('s3'), promoted]);
    expect(sessionNotLive(state, 's1').code).toBe('SESSION_ROLE_CHANGED');
    expect(sessionNotLive(state, 's2').message).toBe(
      'Peran akun Anda diubah oleh admin. Silakan masuk kembali.',
    );
    expect(sessionNotLive(state, 'other').code).toBe('UNAUTHORIZED');
    // Banned afterwards: the ban is the reason now, not the role change.
    expect(sessionNotLive(stateOf([registered, loggedIn('s1'), promoted, banned]), 's1').code).toBe(
      'UNAUTHORIZED',
    );
  });

  it('does nothing when the role is already that one', () => {
    spec
      .given([registered, loggedIn('s1'), promoted])
      .when(promote)
      .then([]);
  });

  it('refuses an unknown user with 404', () => {
    spec.given([]).when(promote).thenThrows(isStatus(404));
  });
});

describe('Ban', () => {
  const ban: UserCommand = {
    type: 'Ban',
    data: { bannedBy: adminId, reason: 'spam' },
    metadata: { now: later },
  };

  it('bans the user and revokes every live session', () => {
    spec
      .given([registered, loggedIn('s1')])
      .when(ban)
      .then([banned]);
  });

  it('does nothing when the user is already banned', () => {
    spec
      .given([registered, loggedIn('s1'), banned])
      .when(ban)
      .then([]);
  });

  it('refuses sign-in of a banned user with 403 and leaves no session live', () => {
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2'), banned])
      .when(logIn)
      .thenThrows(isStatus(403, ACCOUNT_BANNED));
    // s2 was not in revokedSessionIds (say, opened concurrently): a ban still voids it.
    const state = stateOf([registered, loggedIn('s1'), loggedIn('s2'), banned]);
    expect(isSessionActive(state, 's2', later)).toBe(false);
  });

  it('still answers a wrong password of a banned user with 401 (no ban probing)', () => {
    spec
      .given([registered, banned])
      .when({ ...logIn, data: { ...logIn.data, passwordMatches: false } } as UserCommand)
      .thenThrows(isStatus(401));
  });

  it('refuses a Google sign-in of a banned user', () => {
    spec
      .given([registered, banned])
      .when({
        type: 'LogInWithGoogle',
        data: { subject: 'g1', email: 'siti@example.com', sessionId: 's9', expiresAt },
        metadata: { now: later },
      })
      .thenThrows(isStatus(403, ACCOUNT_BANNED));
  });
});

describe('Unban', () => {
  const unban: UserCommand = {
    type: 'Unban',
    data: { unbannedBy: adminId },
    metadata: { now: later },
  };

  it('lifts the ban', () => {
    spec.given([registered, banned]).when(unban).then([unbanned]);
  });

  it('does nothing when the user is not banned', () => {
    spec.given([registered]).when(unban).then([]);
  });

  it('restores sign-in', () => {
    spec
      .given([registered, banned, unbanned])
      .when(logIn)
      .then([
        {
          type: 'UserLoggedIn',
          data: {
            userId,
            sessionId: 's9',
            method: 'password',
            loggedInAt: later.toISOString(),
            expiresAt: expiresAt.toISOString(),
          },
        },
      ]);
  });
});

describe('Erase', () => {
  const erase = (erasedBy = adminId): UserCommand => ({
    type: 'Erase',
    data: { erasedBy },
    metadata: { now: later },
  });
  const erased: UserEvent = {
    type: 'UserErased',
    data: {
      userId,
      erasedBy: adminId,
      revokedSessionIds: ['s1', 's2'],
      erasedAt: later.toISOString(),
    },
  };

  it('erases the account and revokes every live session', () => {
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2')])
      .when(erase())
      .then([erased]);
  });

  it('also erases a banned account (its sessions were already revoked)', () => {
    spec
      .given([registered, loggedIn('s1'), banned])
      .when(erase())
      .then([{ ...erased, data: { ...erased.data, revokedSessionIds: [] } }]);
  });

  it('records who asked: the user themself', () => {
    spec
      .given([registered])
      .when(erase(userId))
      .then([{ ...erased, data: { ...erased.data, erasedBy: userId, revokedSessionIds: [] } }]);
  });

  it('leaves an erased state with no session and nothing personal', () => {
    const state = stateOf([registered, loggedIn('s1'), erased]);
    expect(state).toEqual({ status: 'erased', userId });
    expect(isSessionActive(state, 's1', later)).toBe(false);
  });

  it('cannot erase twice, nor an account that does not exist (404)', () => {
    spec.given([registered, erased]).when(erase()).thenThrows(isStatus(404));
    spec.given([]).when(erase()).thenThrows(isStatus(404));
  });

  it('refuses every later command on an erased account', () => {
    spec.given([registered, erased]).when(logIn).thenThrows(isStatus(401));
    spec
      .given([registered, erased])
      .when({ type: 'ChangeRole', data: { role: 'admin', changedBy: adminId }, metadata: { now } })
      .thenThrows(isStatus(404));
    spec
      .given([registered, erased])
      .when({
        type: 'ChangeDetails',
        data: { name: 'X', email: 'x@example.com' },
        metadata: { now },
      })
      .thenThrows(isStatus(401));
  });
});
