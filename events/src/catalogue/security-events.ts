import { z } from 'zod';
import { defineEvent } from './define.ts';

/** Account security events: sessions, two-factor, password reset, external sign-in (issue 4). */

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });

export const OtherSessionsRevoked = defineEvent({
  type: 'OtherSessionsRevoked',
  version: 1,
  label: { id: 'Keluar dari semua sesi lain', en: 'Signed out other sessions' },
  description: 'The user signed out every other session; only the current one stays live.',
  schema: z.object({
    userId,
    keptSessionId: z.string().min(1),
    revokedSessionIds: z.array(z.string()),
    revokedAt: isoDate,
  }),
});

export const TwoFactorSetupStarted = defineEvent({
  type: 'TwoFactorSetupStarted',
  version: 1,
  label: {
    id: 'Memulai pengaturan verifikasi dua langkah',
    en: 'Started two-step verification setup',
  },
  description: 'A TOTP secret was generated for the user; pending until confirmed with a code.',
  schema: z.object({ userId, secret: z.string().min(16), startedAt: isoDate }),
  pii: ['secret'],
  subject: (d) => d.userId,
});

export const TwoFactorEnabled = defineEvent({
  type: 'TwoFactorEnabled',
  version: 1,
  label: { id: 'Mengaktifkan verifikasi dua langkah', en: 'Turned on two-step verification' },
  description:
    'Two-factor sign-in was switched on with the pending secret; ten recovery codes were issued (stored as SHA-256 hashes).',
  schema: z.object({
    userId,
    recoveryCodeHashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)).length(10),
    enabledAt: isoDate,
  }),
});

export const TwoFactorDisabled = defineEvent({
  type: 'TwoFactorDisabled',
  version: 1,
  label: { id: 'Menonaktifkan verifikasi dua langkah', en: 'Turned off two-step verification' },
  description: 'Two-factor sign-in was switched off (password and a code confirmed).',
  schema: z.object({ userId, disabledAt: isoDate }),
});

export const RecoveryCodeUsed = defineEvent({
  type: 'RecoveryCodeUsed',
  version: 1,
  label: { id: 'Memakai kode pemulihan', en: 'Used a recovery code' },
  description: 'A two-factor recovery code was used for sign-in; it no longer works.',
  schema: z.object({ userId, codeHash: z.string().regex(/^[0-9a-f]{64}$/), usedAt: isoDate }),
});

export const TwoFactorChallengePassed = defineEvent({
  type: 'TwoFactorChallengePassed',
  version: 1,
  label: { id: 'Lolos verifikasi dua langkah', en: 'Passed two-step verification' },
  description:
    'The code step of a two-factor sign-in succeeded; that challenge and every TOTP time step up to this one can never be used again (RFC 6238 replay protection).',
  schema: z.object({
    userId,
    challengeId: z.string().min(1),
    method: z.enum(['totp', 'recovery']),
    timeStep: z.number().int().nonnegative().nullable(),
    passedAt: isoDate,
  }),
});

export const PasswordResetRequested = defineEvent({
  type: 'PasswordResetRequested',
  version: 1,
  label: { id: 'Meminta tautan atur ulang kata sandi', en: 'Requested a password reset link' },
  description:
    'A password-reset link was mailed; only the SHA-256 hash of its token is stored (single use, 30 minutes).',
  schema: z.object({
    userId,
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    expiresAt: isoDate,
    requestedAt: isoDate,
  }),
});

export const PasswordResetCompleted = defineEvent({
  type: 'PasswordResetCompleted',
  version: 1,
  label: { id: 'Mengatur ulang kata sandi', en: 'Reset the password' },
  description:
    'The password was set anew through a reset link; every session was revoked and every open link used up.',
  schema: z.object({
    userId,
    passwordHash: z.string().min(1),
    tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
    revokedSessionIds: z.array(z.string()),
    resetAt: isoDate,
  }),
  pii: ['passwordHash'],
  subject: (d) => d.userId,
});

export const ExternalAccountLinked = defineEvent({
  type: 'ExternalAccountLinked',
  version: 1,
  label: { id: 'Menautkan akun Google', en: 'Linked a Google account' },
  description:
    'A Google (OpenID Connect) identity was linked to the account (its subject is reserved in the same transaction).',
  schema: z.object({
    userId,
    provider: z.enum(['google']),
    subject: z.string().min(1).max(255),
    email: z.email(),
    linkedAt: isoDate,
  }),
  pii: ['subject', 'email'],
  subject: (d) => d.userId,
});

export const securityEvents = [
  OtherSessionsRevoked,
  TwoFactorSetupStarted,
  TwoFactorEnabled,
  TwoFactorDisabled,
  RecoveryCodeUsed,
  TwoFactorChallengePassed,
  PasswordResetRequested,
  PasswordResetCompleted,
  ExternalAccountLinked,
] as const;
