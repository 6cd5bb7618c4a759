import { AppError } from '@karier/events';
import { describe, expect, it } from 'vitest';
import { userDecider, type UserEvent } from './user-decider.ts';
import { expiresAt, later, now, registered, spec, userId } from './user-fixtures.ts';

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

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const hashes = Array.from({ length: 10 }, (_, i) => String(i).repeat(64));
const setupStarted: UserEvent = {
  type: 'TwoFactorSetupStarted',
  data: { userId, secret, startedAt: now.toISOString() },
};
const enabled: UserEvent = {
  type: 'TwoFactorEnabled',
  data: { userId, recoveryCodeHashes: hashes, enabledAt: now.toISOString() },
};
const isError = (status: number, message: string, field?: string) => (err: unknown) =>
  err instanceof AppError &&
  err.status === status &&
  err.message === message &&
  (field === undefined || err.details?.field === field);
const logIn = (secondFactor?: import('./user-decider.ts').SecondFactor, challengeId = 'c1') =>
  ({
    type: 'LogIn',
    data: {
      passwordMatches: true,
      sessionId: 's9',
      expiresAt,
      ...(secondFactor ? { secondFactor, challengeId } : {}),
    },
    metadata: { now: later },
  }) as const;
const passed = (
  method: 'totp' | 'recovery',
  timeStep: number | null,
  challengeId = 'c1',
): UserEvent => ({
  type: 'TwoFactorChallengePassed',
  data: { userId, challengeId, method, timeStep, passedAt: later.toISOString() },
});
const loggedInS9: UserEvent = {
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId: 's9',
    method: 'password',
    loggedInAt: later.toISOString(),
    expiresAt: expiresAt.toISOString(),
  },
};

describe('StartTwoFactorSetup', () => {
  it('records a pending secret', () => {
    spec
      .given([registered])
      .when({ type: 'StartTwoFactorSetup', data: { secret }, metadata: { now } })
      .then([setupStarted]);
  });

  it('refuses while two-factor is already on with 409', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when({ type: 'StartTwoFactorSetup', data: { secret }, metadata: { now } })
      .thenThrows(isStatus(409));
  });
});

describe('EnableTwoFactor', () => {
  it('switches two-factor on with the pending secret and the recovery code hashes', () => {
    spec
      .given([registered, setupStarted])
      .when({
        type: 'EnableTwoFactor',
        data: { secret, codeValid: true, recoveryCodeHashes: hashes },
        metadata: { now },
      })
      .then([enabled]);
  });

  it('refuses a wrong code with 400 on the field code', () => {
    spec
      .given([registered, setupStarted])
      .when({
        type: 'EnableTwoFactor',
        data: { secret, codeValid: false, recoveryCodeHashes: hashes },
        metadata: { now },
      })
      .thenThrows(isError(400, 'Kode verifikasi salah', 'code'));
  });

  it('refuses a code checked against a secret that is no longer the pending one', () => {
    spec
      .given([registered, setupStarted])
      .when({
        type: 'EnableTwoFactor',
        data: { secret: 'OTHER', codeValid: true, recoveryCodeHashes: hashes },
        metadata: { now },
      })
      .thenThrows(isError(400, 'Kode verifikasi salah'));
  });

  it('refuses without a setup first', () => {
    spec
      .given([registered])
      .when({
        type: 'EnableTwoFactor',
        data: { secret, codeValid: true, recoveryCodeHashes: hashes },
        metadata: { now },
      })
      .thenThrows(isStatus(400));
  });
});

describe('LogIn with two-factor on', () => {
  it('refuses the password alone', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when(logIn())
      .thenThrows(isError(401, 'Kode verifikasi dua langkah diperlukan'));
  });

  it('signs in with a valid TOTP code', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when(logIn({ kind: 'totp', secret, codeValid: true, timeStep: 1000 }))
      .then([passed('totp', 1000), loggedInS9]);
  });

  it('refuses a code of a time step already spent, even a valid one (RFC 6238 replay)', () => {
    spec
      .given([registered, setupStarted, enabled, passed('totp', 1000)])
      .when(logIn({ kind: 'totp', secret, codeValid: true, timeStep: 1000 }, 'c2'))
      .thenThrows(isError(401, 'Kode verifikasi salah'));
    spec
      .given([registered, setupStarted, enabled, passed('totp', 1000)])
      .when(logIn({ kind: 'totp', secret, codeValid: true, timeStep: 999 }, 'c2'))
      .thenThrows(isError(401, 'Kode verifikasi salah'));
    spec
      .given([registered, setupStarted, enabled, passed('totp', 1000)])
      .when(logIn({ kind: 'totp', secret, codeValid: true, timeStep: 1001 }, 'c2'))
      .then([passed('totp', 1001, 'c2'), loggedInS9]);
  });

  it('refuses a challenge that was already passed', () => {
    spec
      .given([registered, setupStarted, enabled, passed('recovery', null, 'c1')])
      .when(logIn({ kind: 'recovery', codeHash: hashes[5]! }, 'c1'))
      .thenThrows(isError(401, 'Sesi verifikasi tidak valid atau sudah kedaluwarsa.'));
  });

  it('refuses a wrong TOTP code with 401', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when(logIn({ kind: 'totp', secret, codeValid: false, timeStep: null }))
      .thenThrows(isError(401, 'Kode verifikasi salah'));
  });

  it('uses up a recovery code', () => {
    spec
      .given([registered, setupStarted, enabled])
      .when(logIn({ kind: 'recovery', codeHash: hashes[3]! }))
      .then([
        {
          type: 'RecoveryCodeUsed',
          data: { userId, codeHash: hashes[3]!, usedAt: later.toISOString() },
        },
        passed('recovery', null),
        loggedInS9,
      ]);
  });

  it('refuses a recovery code used before', () => {
    spec
      .given([
        registered,
        setupStarted,
        enabled,
        {
          type: 'RecoveryCodeUsed',
          data: { userId, codeHash: hashes[3]!, usedAt: now.toISOString() },
        },
      ])
      .when(logIn({ kind: 'recovery', codeHash: hashes[3]! }))
      .thenThrows(isError(401, 'Kode verifikasi salah'));
  });

  it('needs no code when two-factor is off (setup never confirmed)', () => {
    spec.given([registered, setupStarted]).when(logIn()).then([loggedInS9]);
  });
});

describe('DisableTwoFactor', () => {
  const on = [registered, setupStarted, enabled];
  it('switches two-factor off with the password and a TOTP code', () => {
    spec
      .given(on)
      .when({
        type: 'DisableTwoFactor',
        data: {
          passwordMatches: true,
          secondFactor: { kind: 'totp', secret, codeValid: true, timeStep: 1000 },
        },
        metadata: { now },
      })
      .then([{ type: 'TwoFactorDisabled', data: { userId, disabledAt: now.toISOString() } }]);
  });

  it('accepts a recovery code instead', () => {
    spec
      .given(on)
      .when({
        type: 'DisableTwoFactor',
        data: { passwordMatches: true, secondFactor: { kind: 'recovery', codeHash: hashes[0]! } },
        metadata: { now },
      })
      .then([{ type: 'TwoFactorDisabled', data: { userId, disabledAt: now.toISOString() } }]);
  });

  it('refuses a wrong password with 400 on the field password', () => {
    spec
      .given(on)
      .when({
        type: 'DisableTwoFactor',
        data: {
          passwordMatches: false,
          secondFactor: { kind: 'totp', secret, codeValid: true, timeStep: 1000 },
        },
        metadata: { now },
      })
      .thenThrows(isError(400, 'Kata sandi salah', 'password'));
  });

  it('refuses a wrong code with 400 on the field code', () => {
    spec
      .given(on)
      .when({
        type: 'DisableTwoFactor',
        data: {
          passwordMatches: true,
          secondFactor: { kind: 'recovery', codeHash: 'f'.repeat(64) },
        },
        metadata: { now },
      })
      .thenThrows(isError(400, 'Kode verifikasi salah', 'code'));
  });

  it('refuses when two-factor is off', () => {
    spec
      .given([registered])
      .when({
        type: 'DisableTwoFactor',
        data: {
          passwordMatches: true,
          secondFactor: { kind: 'totp', secret, codeValid: true, timeStep: 1000 },
        },
        metadata: { now },
      })
      .thenThrows(isStatus(400));
  });

  it('forgets the secret and the codes, so a later login needs no code', () => {
    spec
      .given([
        ...on,
        { type: 'TwoFactorDisabled', data: { userId, disabledAt: now.toISOString() } },
      ])
      .when(logIn())
      .then([loggedInS9]);
  });
});

describe('password reset', () => {
  const tokenHash = 'a'.repeat(64);
  const until = new Date('2026-11-23T10:30:00.000Z');
  const requested: UserEvent = {
    type: 'PasswordResetRequested',
    data: {
      userId,
      tokenHash,
      expiresAt: until.toISOString(),
      requestedAt: now.toISOString(),
    },
  };
  const reset = (at: Date, hash = tokenHash) =>
    ({
      type: 'ResetPassword',
      data: { tokenHash: hash, newPasswordHash: '$reset' },
      metadata: { now: at },
    }) as const;
  const invalid = isError(400, 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.');
  const resetAt = new Date('2026-11-23T10:10:00.000Z');
  const done: UserEvent = {
    type: 'PasswordResetCompleted',
    data: {
      userId,
      passwordHash: '$reset',
      tokenHash,
      revokedSessionIds: ['s1', 's2'],
      resetAt: resetAt.toISOString(),
    },
  };

  it('records the hash of a requested link', () => {
    spec
      .given([registered])
      .when({
        type: 'RequestPasswordReset',
        data: { tokenHash, expiresAt: until },
        metadata: { now },
      })
      .then([requested]);
  });

  it('refuses a request for an unknown user', () => {
    spec
      .given([])
      .when({
        type: 'RequestPasswordReset',
        data: { tokenHash, expiresAt: until },
        metadata: { now },
      })
      .thenThrows(isStatus(401));
  });

  it('sets the new password and revokes every live session', () => {
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2'), requested])
      .when(reset(resetAt))
      .then([done]);
  });

  it('refuses an unknown, expired or used link', () => {
    spec
      .given([registered, requested])
      .when(reset(resetAt, 'b'.repeat(64)))
      .thenThrows(invalid);
    spec.given([registered, requested]).when(reset(until)).thenThrows(invalid);
    spec
      .given([registered, loggedIn('s1'), loggedIn('s2'), requested, done])
      .when(reset(resetAt))
      .thenThrows(invalid);
    spec.given([]).when(reset(resetAt)).thenThrows(invalid);
  });

  it('voids open links when the password is changed', () => {
    spec
      .given([
        registered,
        loggedIn('s1'),
        requested,
        {
          type: 'PasswordChanged',
          data: {
            userId,
            passwordHash: '$new',
            keptSessionId: 's1',
            revokedSessionIds: [],
            changedAt: now.toISOString(),
          },
        },
      ])
      .when(reset(resetAt))
      .thenThrows(invalid);
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
