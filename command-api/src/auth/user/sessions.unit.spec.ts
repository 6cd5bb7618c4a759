import { describe, it, expect } from 'vitest';
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  userDecider,
  type UserCommand,
  type UserEvent,
} from '../user-decider.ts';
import {
  enabled,
  expiresAt,
  isError,
  isStatus,
  later,
  loggedIn,
  now,
  registered,
  setupStarted,
  spec,
  userId,
} from './fixtures.ts';

const register: UserCommand = {
  type: 'RegisterUser',
  data: {
    userId,
    name: 'Siti Rahma',
    email: 'siti@example.com',
    passwordHash: '$argon2id$hash',
    role: 'user',
    sessionId: 's1',
    expiresAt,
  },
  metadata: { now },
};

describe('RegisterUser', () => {
  it('registers a new user and opens their first session', () => {
    spec
      .given([])
      .when(register)
      .then([
        registered,
        {
          type: 'UserLoggedIn',
          data: {
            userId,
            sessionId: 's1',
            method: 'registration',
            loggedInAt: now.toISOString(),
            expiresAt: expiresAt.toISOString(),
          },
        },
      ]);
  });

  it('refuses to register twice on the same account', () => {
    spec.given([registered]).when(register).thenThrows(isStatus(409, 'Email sudah terdaftar'));
  });
});

describe('LogIn', () => {
  it('opens a session when the password matches', () => {
    spec
      .given([registered])
      .when({
        type: 'LogIn',
        data: { passwordMatches: true, sessionId: 's2', expiresAt },
        metadata: { now },
      })
      .then([loggedIn('s2')]);
  });

  it('rejects a wrong password with 401', () => {
    spec
      .given([registered])
      .when({
        type: 'LogIn',
        data: { passwordMatches: false, sessionId: 's2', expiresAt },
        metadata: { now },
      })
      .thenThrows(isStatus(401, 'Email atau kata sandi salah'));
  });

  it('rejects an unknown account with the same message', () => {
    spec
      .given([])
      .when({
        type: 'LogIn',
        data: { passwordMatches: true, sessionId: 's2', expiresAt },
        metadata: { now },
      })
      .thenThrows(isStatus(401, 'Email atau kata sandi salah'));
  });
});

describe('LogOut', () => {
  it('ends the session of the token', () => {
    spec
      .given([registered, loggedIn('s1')])
      .when({ type: 'LogOut', data: { sessionId: 's1' }, metadata: { now: later } })
      .then([
        {
          type: 'UserLoggedOut',
          data: { userId, sessionId: 's1', loggedOutAt: later.toISOString() },
        },
      ]);
  });

  it('is idempotent for a session that already ended', () => {
    spec
      .given([
        registered,
        loggedIn('s1'),
        {
          type: 'UserLoggedOut',
          data: { userId, sessionId: 's1', loggedOutAt: later.toISOString() },
        },
      ])
      .when({ type: 'LogOut', data: { sessionId: 's1' }, metadata: { now: later } })
      .then([]);
  });
});

describe('ChangeDetails', () => {
  it('records the new name and email and the email it gave up', () => {
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: { name: 'Siti R.', email: 'rahma@example.com', currentPasswordMatches: true },
        metadata: { now: later },
      })
      .then([
        {
          type: 'UserDetailsChanged',
          data: {
            userId,
            name: 'Siti R.',
            email: 'rahma@example.com',
            previousEmail: 'siti@example.com',
            changedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('a new email needs the current password: without it, 400 naming currentPassword', () => {
    for (const currentPasswordMatches of [false, undefined]) {
      spec
        .given([registered])
        .when({
          type: 'ChangeDetails',
          data: { name: 'Siti R.', email: 'rahma@example.com', currentPasswordMatches },
          metadata: { now: later },
        })
        .thenThrows(isStatus(400));
    }
    // The name alone does not.
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: { name: 'Siti R.', email: 'siti@example.com' },
        metadata: { now: later },
      })
      .then([
        {
          type: 'UserDetailsChanged',
          data: {
            userId,
            name: 'Siti R.',
            email: 'siti@example.com',
            previousEmail: null,
            changedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('changes nothing when nothing changed', () => {
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: { name: 'Siti Rahma', email: 'siti@example.com' },
        metadata: { now },
      })
      .then([]);
  });

  it('a new email without any current password sent: 400 asking for it, naming currentPassword', () => {
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: {
          name: 'Siti R.',
          email: 'rahma@example.com',
          currentPasswordGiven: false,
          currentPasswordMatches: false,
        },
        metadata: { now: later },
      })
      .thenThrows(isError(400, EMAIL_CHANGE_NEEDS_PASSWORD, 'currentPassword'));
    // One sent but wrong: the wrong-password answer.
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: {
          name: 'Siti R.',
          email: 'rahma@example.com',
          currentPasswordGiven: true,
          currentPasswordMatches: false,
        },
        metadata: { now: later },
      })
      .thenThrows(isError(400, 'Kata sandi saat ini salah', 'currentPassword'));
    // The same email in other letters is no new email: nothing is asked.
    spec
      .given([registered])
      .when({
        type: 'ChangeDetails',
        data: { name: 'Siti Rahma', email: 'Siti@example.com', currentPasswordGiven: false },
        metadata: { now: later },
      })
      .then([
        {
          type: 'UserDetailsChanged',
          data: {
            userId,
            name: 'Siti Rahma',
            email: 'Siti@example.com',
            previousEmail: null,
            changedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('needs an account', () => {
    spec
      .given([])
      .when({
        type: 'ChangeDetails',
        data: { name: 'X', email: 'x@example.com' },
        metadata: { now },
      })
      .thenThrows(isStatus(401));
  });
});

describe('ChangePassword', () => {
  it('revokes every other live session and keeps the current one', () => {
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2'), loggedIn('s3')])
      .when({
        type: 'ChangePassword',
        data: { currentPasswordMatches: true, newPasswordHash: '$new', currentSessionId: 's2' },
        metadata: { now: later },
      })
      .then([
        {
          type: 'PasswordChanged',
          data: {
            userId,
            passwordHash: '$new',
            keptSessionId: 's2',
            revokedSessionIds: ['s1', 's3'],
            changedAt: later.toISOString(),
          },
        },
      ]);
  });

  it('leaves revoked sessions out of the state', () => {
    const events: UserEvent[] = [registered, loggedIn('s1'), loggedIn('s2')];
    const state = [
      ...events,
      {
        type: 'PasswordChanged',
        data: {
          userId,
          passwordHash: '$new',
          keptSessionId: 's2',
          revokedSessionIds: ['s1'],
          changedAt: later.toISOString(),
        },
      } as UserEvent,
    ].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.status === 'active' && [...state.sessions.keys()]).toEqual(['s2']);
  });

  it('rejects a wrong current password with 400 (not 401, which would sign the user out)', () => {
    spec
      .given([registered, loggedIn('s1')])
      .when({
        type: 'ChangePassword',
        data: { currentPasswordMatches: false, newPasswordHash: '$new', currentSessionId: 's1' },
        metadata: { now },
      })
      .thenThrows(isStatus(400, 'Kata sandi saat ini salah'));
  });
});

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

describe('Google sign-in', () => {
  const linked: UserEvent = {
    type: 'ExternalAccountLinked',
    data: {
      userId,
      provider: 'google',
      subject: 'g-1',
      email: 'siti@example.com',
      linkedAt: later.toISOString(),
    },
  };
  const googleLogin: UserEvent = {
    type: 'UserLoggedIn',
    data: {
      userId,
      sessionId: 's9',
      method: 'google',
      loggedInAt: later.toISOString(),
      expiresAt: expiresAt.toISOString(),
    },
  };
  const logInWithGoogle = (subject = 'g-1') =>
    ({
      type: 'LogInWithGoogle',
      data: { subject, email: 'siti@example.com', sessionId: 's9', expiresAt },
      metadata: { now: later },
    }) as const;

  it('registers a new user with the identity linked and a session', () => {
    spec
      .given([])
      .when({
        type: 'RegisterWithGoogle',
        data: {
          userId,
          name: 'Siti Rahma',
          email: 'siti@example.com',
          passwordHash: '$argon2id$hash',
          role: 'user',
          subject: 'g-1',
          sessionId: 's9',
          expiresAt,
        },
        metadata: { now: later },
      })
      .then([
        {
          ...registered,
          data: { ...registered.data, registeredAt: later.toISOString() },
        } as UserEvent,
        linked,
        googleLogin,
      ]);
  });

  it('links an existing account on its first Google sign-in, then only signs in', () => {
    spec.given([registered]).when(logInWithGoogle()).then([linked, googleLogin]);
    spec.given([registered, linked]).when(logInWithGoogle()).then([googleLogin]);
  });

  it('refuses a different Google identity than the linked one with 409', () => {
    spec.given([registered, linked]).when(logInWithGoogle('g-2')).thenThrows(isStatus(409));
  });

  it('refuses when two-factor is on, and for an unknown user', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when(logInWithGoogle())
      .thenThrows(isStatus(401));
    spec.given([]).when(logInWithGoogle()).thenThrows(isStatus(401));
  });
});
