/** Accounts, sign-in and sessions (command-api/src/auth, command-api/src/security, query-api/src/auth). */

import type { CommandDataBody, CommandMessageBody } from './common.ts';
import type { UserRole } from './roles.ts';

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

/** PUT /api/auth/updatedetails: the user with the new name or email. */
export type UpdateDetailsResponse = CommandDataBody<User>;

/** PUT /api/auth/updatepassword, POST /api/auth/reset-password, DELETE /api/auth/account */
export type PasswordChangedResponse = CommandMessageBody;

/** POST /api/auth/forgot-password: the same answer whether or not the email exists. */
export interface ForgotPasswordResponse {
  success: true;
  message: string;
}

/** GET /api/auth/google/config: whether "Sign in with Google" is offered. */
export interface GoogleConfig {
  success: true;
  enabled: boolean;
}

/** POST /api/auth/sessions/revoke-others: how many sessions were signed out. */
export interface RevokeOtherSessionsResponse {
  success: true;
  revoked: number;
  position: number | null;
}

/** POST /api/auth/2fa/enable: the recovery codes, shown once. */
export interface EnableTwoFactorResponse {
  success: true;
  recoveryCodes: string[];
  position: number | null;
}

/** POST /api/auth/2fa/disable */
export interface DisableTwoFactorResponse {
  success: true;
  position: number | null;
}

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
