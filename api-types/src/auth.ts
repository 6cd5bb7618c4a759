/** Accounts, sign-in and sessions (command-api/src/auth, command-api/src/security, query-api/src/auth). */

import type { CommandMessageBody } from './common.ts';

export type UserRole = 'user' | 'admin';

/** The signed-in user (GET /api/auth/me, and the `user` of a sign-in). */
export interface User {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  registeredAt: string;
  lastLoginAt: string | null;
  twoFactorEnabled?: boolean;
}

/** POST /api/auth/login, /api/auth/login/2fa, /api/auth/register: a session. */
export interface AuthResponse {
  success: true;
  token: string;
  user: User;
  position: number | null;
}

/** With two-step verification on, the password only earns a short-lived challenge. */
export interface TwoFactorChallenge {
  success: true;
  twoFactorRequired: true;
  challengeToken: string;
}

/** POST /api/auth/login */
export type LoginResponse = AuthResponse | TwoFactorChallenge;

/** GET /api/auth/logout */
export type LogoutResponse = CommandMessageBody;

/** One live session of GET /api/auth/sessions. */
export interface Session {
  id: string;
  issuedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  /** "Chrome · Linux": the browser and system read from the User-Agent. */
  device: string | null;
  current: boolean;
}

/** POST /api/auth/2fa/setup — a pending secret, replaced by each call until enabled. */
export interface TwoFactorSetup {
  success: true;
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** GET /api/settings/preferences */
export interface Preferences {
  emailNotifications: boolean;
  inAppNotifications: boolean;
}
