import { userRoles } from '@karier/api-types/roles';
import { z } from 'zod';
import { defineEvent } from './define.ts';

/** The account roles are the API's list (@karier/api-types), one declaration for both. */
export { userRoles, type UserRole } from '@karier/api-types/roles';

const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });

export const UserRegistered = defineEvent({
  type: 'UserRegistered',
  version: 1,
  label: { id: 'Mendaftar akun', en: 'Registered' },
  description: 'A person created an account (email reserved in the same transaction).',
  schema: z.object({
    userId,
    name: z.string().min(1),
    email: z.email(),
    passwordHash: z.string().min(1),
    role: z.enum(userRoles),
    registeredAt: isoDate,
  }),
  pii: ['name', 'email', 'passwordHash'],
  subject: (d) => d.userId,
});

export const UserLoggedIn = defineEvent({
  type: 'UserLoggedIn',
  version: 2,
  label: { id: 'Masuk', en: 'Signed in' },
  description:
    'A session (token id) was issued after a successful sign-in (password or Google) or registration.',
  // v2 added the method `google`; v1 data is valid v2 data.
  upcasters: { 1: (d) => d },
  schema: z.object({
    userId,
    sessionId: z.string().min(1),
    method: z.enum(['password', 'registration', 'google']),
    loggedInAt: isoDate,
    expiresAt: isoDate,
  }),
});

export const UserLoggedOut = defineEvent({
  type: 'UserLoggedOut',
  version: 1,
  label: { id: 'Keluar', en: 'Signed out' },
  description: 'A session was ended by its owner; its token no longer works.',
  schema: z.object({ userId, sessionId: z.string().min(1), loggedOutAt: isoDate }),
});

export const UserDetailsChanged = defineEvent({
  type: 'UserDetailsChanged',
  version: 1,
  label: { id: 'Memperbarui informasi akun', en: 'Updated account details' },
  description: 'Name and/or email changed (a new email is reserved, the old one released).',
  schema: z.object({
    userId,
    name: z.string().min(1),
    email: z.email(),
    previousEmail: z.email().nullable(),
    changedAt: isoDate,
  }),
  pii: ['name', 'email', 'previousEmail'],
  subject: (d) => d.userId,
});

export const PasswordChanged = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  label: { id: 'Mengganti kata sandi', en: 'Changed password' },
  description: 'The password changed; every other session of the user was revoked.',
  schema: z.object({
    userId,
    passwordHash: z.string().min(1),
    keptSessionId: z.string().nullable(),
    revokedSessionIds: z.array(z.string()),
    changedAt: isoDate,
  }),
  pii: ['passwordHash'],
  subject: (d) => d.userId,
});

export const UserRoleChanged = defineEvent({
  type: 'UserRoleChanged',
  version: 1,
  label: { id: 'Mengubah peran pengguna', en: 'Changed a user role' },
  description:
    'An admin (or the admin:create script, as the system) changed the role of a user; every session of that user was revoked, since the command side trusts the role in the token.',
  schema: z.object({
    userId,
    role: z.enum(userRoles),
    previousRole: z.enum(userRoles),
    changedBy: z.string().min(1),
    revokedSessionIds: z.array(z.string()),
    changedAt: isoDate,
  }),
});

export const UserBanned = defineEvent({
  type: 'UserBanned',
  version: 1,
  label: { id: 'Memblokir pengguna', en: 'Banned a user' },
  description: 'An admin banned a user: sign-in is refused and every session was revoked.',
  schema: z.object({
    userId,
    bannedBy: z.string().min(1),
    reason: z.string().max(500),
    revokedSessionIds: z.array(z.string()),
    bannedAt: isoDate,
  }),
});

export const UserUnbanned = defineEvent({
  type: 'UserUnbanned',
  version: 1,
  label: { id: 'Membuka blokir pengguna', en: 'Unbanned a user' },
  description: 'An admin lifted the ban of a user; they can sign in again.',
  schema: z.object({ userId, unbannedBy: z.string().min(1), unbannedAt: isoDate }),
});

export const UserErased = defineEvent({
  type: 'UserErased',
  version: 1,
  label: { id: 'Menghapus data pengguna', en: "Erased a user's data" },
  description:
    "A user's personal data was erased (by an admin, or by the user: the right to erasure). Every session was revoked, their email and Google identity released; right after it, their key is destroyed (crypto-shredding) and their files removed. Their events stay, their personal data reads '[dihapus]'.",
  schema: z.object({
    userId,
    /** The admin's id, or the user's own id when they erased their account themself. */
    erasedBy: z.string().min(1),
    revokedSessionIds: z.array(z.string()),
    erasedAt: isoDate,
  }),
});

export const userEvents = [
  UserRegistered,
  UserLoggedIn,
  UserLoggedOut,
  UserDetailsChanged,
  PasswordChanged,
  UserRoleChanged,
  UserBanned,
  UserUnbanned,
  UserErased,
] as const;
