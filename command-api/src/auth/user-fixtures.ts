import { deciderSpec } from '@karier/events/testing';
import { userDecider, type UserEvent } from './user-decider.ts';

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
