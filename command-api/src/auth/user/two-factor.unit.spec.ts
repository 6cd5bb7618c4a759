import { describe, it } from 'vitest';
import type { SecondFactor, UserEvent } from '../user-decider.ts';
import {
  enabled,
  expiresAt,
  hashes,
  isError,
  isStatus,
  later,
  now,
  registered,
  secret,
  setupStarted,
  spec,
  userId,
} from './fixtures.ts';

const logIn = (secondFactor?: SecondFactor, challengeId = 'c1') =>
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
