import { describe, it } from 'vitest';
import type { UserEvent } from '../user-decider.ts';
import { isError, isStatus, loggedIn, now, registered, spec, userId } from './fixtures.ts';

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
