import { AppError } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { userDecider, type UserEvent } from '../user-decider.ts';

/** Shared given/when/then fixtures of the user decider's specs. */
export const spec = deciderSpec(userDecider);
export const now = new Date('2026-11-23T10:00:00.000Z');
export const later = new Date('2026-11-23T11:00:00.000Z');
export const userId = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';
export const expiresAt = new Date('2026-11-30T10:00:00.000Z');

export const registered: UserEvent = {
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

/** A sign-in with a password at `now`, its session live until `until`. */
export const loggedIn = (sessionId: string, until = expiresAt): UserEvent => ({
  type: 'UserLoggedIn',
  data: {
    userId,
    sessionId,
    method: 'password',
    loggedInAt: now.toISOString(),
    expiresAt: until.toISOString(),
  },
});

export const isStatus = (status: number, message?: string) => (err: unknown) =>
  err instanceof AppError && err.status === status && (!message || err.message === message);

export const isError = (status: number, message: string, field?: string) => (err: unknown) =>
  err instanceof AppError &&
  err.status === status &&
  err.message === message &&
  (field === undefined || err.details?.field === field);

// Two-factor: a setup started with `secret`, then switched on with ten recovery codes.
export const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const hashes = Array.from({ length: 10 }, (_, i) => String(i).repeat(64));
export const setupStarted: UserEvent = {
  type: 'TwoFactorSetupStarted',
  data: { userId, secret, startedAt: now.toISOString() },
};
export const enabled: UserEvent = {
  type: 'TwoFactorEnabled',
  data: { userId, recoveryCodeHashes: hashes, enabledAt: now.toISOString() },
};
