import {
  AppError,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  type EventOf,
  type UserRole,
} from '@karier/events';

// ---- State ----

export type UserEvent = EventOf<
  | 'UserRegistered'
  | 'UserLoggedIn'
  | 'UserLoggedOut'
  | 'UserDetailsChanged'
  | 'PasswordChanged'
  | 'OtherSessionsRevoked'
  | 'TwoFactorSetupStarted'
  | 'TwoFactorEnabled'
  | 'TwoFactorChallengePassed'
  | 'TwoFactorDisabled'
  | 'RecoveryCodeUsed'
  | 'PasswordResetRequested'
  | 'PasswordResetCompleted'
  | 'ExternalAccountLinked'
  | 'UserRoleChanged'
  | 'UserBanned'
  | 'UserUnbanned'
  | 'UserErased'
>;

export interface TwoFactorState {
  enabled: boolean;
  /** The confirmed secret (while enabled). */
  secret: string | null;
  /** A secret from the last setup, not yet confirmed with a code. */
  pendingSecret: string | null;
  /** SHA-256 hashes of the recovery codes not used yet. */
  recoveryCodeHashes: ReadonlySet<string>;
  /** The last TOTP time step accepted: that code and older ones are spent. */
  lastTimeStep: number | null;
  /** Challenges already passed (the most recent ones; each lives 5 minutes). */
  usedChallenges: ReadonlySet<string>;
}

const USED_CHALLENGES_KEPT = 50;

const noTwoFactor: TwoFactorState = {
  enabled: false,
  secret: null,
  pendingSecret: null,
  recoveryCodeHashes: new Set(),
  lastTimeStep: null,
  usedChallenges: new Set(),
};

export interface Session {
  expiresAt: string;
}

export type UserState =
  | { status: 'none' }
  /** Erased: the key is destroyed, nothing of the account can be used or changed again. */
  | { status: 'erased'; userId: string }
  | {
      status: 'active';
      userId: string;
      name: string;
      email: string;
      role: UserRole;
      /** Banned by an admin: sign-in is refused and no session is live. */
      banned: boolean;
      passwordHash: string;
      registeredAt: string;
      lastLoginAt: string | null;
      sessions: ReadonlyMap<string, Session>;
      twoFactor: TwoFactorState;
      /** Open password-reset links: token hash → expiry. */
      passwordResets: ReadonlyMap<string, string>;
      /** The linked Google subject, if any. */
      googleSubject: string | null;
    };

export type ActiveUser = Extract<UserState, { status: 'active' }>;

export const initialState = (): UserState => ({ status: 'none' });

// ---- Commands ----

interface Meta {
  now: Date;
}

export type UserCommand =
  | {
      type: 'RegisterUser';
      data: {
        userId: string;
        name: string;
        email: string;
        passwordHash: string;
        role: UserRole;
        sessionId: string;
        expiresAt: Date;
      };
      metadata: Meta;
    }
  | {
      type: 'LogIn';
      data: {
        passwordMatches: boolean;
        sessionId: string;
        expiresAt: Date;
        /** The second step of a sign-in with two-factor on: a TOTP check or a recovery code. */
        secondFactor?: SecondFactor;
        /** The two-factor challenge this sign-in answers (single use). */
        challengeId?: string;
      };
      metadata: Meta;
    }
  | { type: 'LogOut'; data: { sessionId: string }; metadata: Meta }
  | {
      type: 'ChangeDetails';
      /** `currentPasswordMatches`: checked by the caller; a new email needs it. */
      data: { name: string; email: string; currentPasswordMatches?: boolean };
      metadata: Meta;
    }
  | {
      type: 'ChangePassword';
      data: { currentPasswordMatches: boolean; newPasswordHash: string; currentSessionId: string };
      metadata: Meta;
    }
  | { type: 'RevokeOtherSessions'; data: { currentSessionId: string }; metadata: Meta }
  | { type: 'StartTwoFactorSetup'; data: { secret: string }; metadata: Meta }
  | {
      type: 'EnableTwoFactor';
      data: { secret: string; codeValid: boolean; recoveryCodeHashes: string[] };
      metadata: Meta;
    }
  | {
      type: 'RegisterWithGoogle';
      data: {
        userId: string;
        name: string;
        email: string;
        passwordHash: string;
        role: UserRole;
        subject: string;
        sessionId: string;
        expiresAt: Date;
      };
      metadata: Meta;
    }
  | {
      type: 'LogInWithGoogle';
      data: { subject: string; email: string; sessionId: string; expiresAt: Date };
      metadata: Meta;
    }
  | {
      type: 'RequestPasswordReset';
      data: { tokenHash: string; expiresAt: Date };
      metadata: Meta;
    }
  | {
      type: 'ResetPassword';
      data: { tokenHash: string; newPasswordHash: string };
      metadata: Meta;
    }
  | { type: 'ChangeRole'; data: { role: UserRole; changedBy: string }; metadata: Meta }
  | { type: 'Ban'; data: { bannedBy: string; reason: string }; metadata: Meta }
  | { type: 'Unban'; data: { unbannedBy: string }; metadata: Meta }
  | { type: 'Erase'; data: { erasedBy: string }; metadata: Meta }
  | {
      type: 'DisableTwoFactor';
      data: { passwordMatches: boolean; secondFactor: SecondFactor };
      metadata: Meta;
    };

/** What the route checked of a second factor: a TOTP code (against `secret`) or a recovery code. */
export type SecondFactor =
  | { kind: 'totp'; secret: string; codeValid: boolean; timeStep: number | null }
  | { kind: 'recovery'; codeHash: string };

export const INVALID_RESET_LINK =
  'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.';
export const WRONG_CODE = 'Kode verifikasi salah';
export const TWO_FACTOR_REQUIRED = 'Kode verifikasi dua langkah diperlukan';

export const INVALID_CREDENTIALS = 'Email atau kata sandi salah';
export const ACCOUNT_BANNED = 'Akun Anda diblokir. Hubungi admin.';
export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

// ---- Decide ----

export function isSessionActive(state: UserState, sessionId: string, now: Date): boolean {
  if (state.status !== 'active' || state.banned) return false;
  const s = state.sessions.get(sessionId);
  return !!s && new Date(s.expiresAt) > now;
}

function liveSessionIds(user: ActiveUser, now: Date): string[] {
  return [...user.sessions.entries()]
    .filter(([, s]) => new Date(s.expiresAt) > now)
    .map(([id]) => id);
}

/** The events a valid second factor produces (none for TOTP), or null when it is wrong. */
function checkSecondFactor(
  user: ActiveUser,
  second: SecondFactor,
  now: string,
): UserEvent[] | null {
  if (second.kind === 'totp') {
    const last = user.twoFactor.lastTimeStep;
    const fresh = second.timeStep !== null && (last === null || second.timeStep > last);
    return second.codeValid && fresh && second.secret === user.twoFactor.secret ? [] : null;
  }
  if (!user.twoFactor.recoveryCodeHashes.has(second.codeHash)) return null;
  return [
    {
      type: 'RecoveryCodeUsed',
      data: { userId: user.userId, codeHash: second.codeHash, usedAt: now },
    },
  ];
}

function requireActive(state: UserState): ActiveUser {
  if (state.status !== 'active') throw unauthorized();
  return state;
}

/** The target of an admin action: an existing account (404 otherwise). */
function requireExisting(state: UserState): ActiveUser {
  if (state.status !== 'active') throw notFound(USER_NOT_FOUND);
  return state;
}

/** A new account: registered, anything linked with it, then signed in (one append). */
function registration(
  state: UserState,
  d: {
    userId: string;
    name: string;
    email: string;
    passwordHash: string;
    role: UserRole;
    sessionId: string;
    expiresAt: Date;
  },
  now: string,
  method: 'registration' | 'google',
  linked: UserEvent[],
): UserEvent[] {
  if (state.status !== 'none') throw conflict('Email sudah terdaftar');
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: d.userId,
        name: d.name,
        email: d.email,
        passwordHash: d.passwordHash,
        role: d.role,
        registeredAt: now,
      },
    },
    ...linked,
    {
      type: 'UserLoggedIn',
      data: {
        userId: d.userId,
        sessionId: d.sessionId,
        method,
        loggedInAt: now,
        expiresAt: d.expiresAt.toISOString(),
      },
    },
  ];
}

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
    case 'RegisterUser':
      return registration(state, command.data, now, 'registration', []);
    case 'LogIn': {
      if (state.status !== 'active' || !command.data.passwordMatches) {
        throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      }
      if (state.banned) throw forbidden(ACCOUNT_BANNED);
      const used: UserEvent[] = [];
      if (state.twoFactor.enabled) {
        const second = command.data.secondFactor;
        const challengeId = command.data.challengeId;
        if (!second || !challengeId) throw new AppError('UNAUTHORIZED', TWO_FACTOR_REQUIRED);
        if (state.twoFactor.usedChallenges.has(challengeId)) {
          throw new AppError('UNAUTHORIZED', 'Sesi verifikasi tidak valid atau sudah kedaluwarsa.');
        }
        const ok = checkSecondFactor(state, second, now);
        if (!ok) throw new AppError('UNAUTHORIZED', WRONG_CODE);
        used.push(...ok, {
          type: 'TwoFactorChallengePassed',
          data: {
            userId: state.userId,
            challengeId,
            method: second.kind,
            timeStep: second.kind === 'totp' ? second.timeStep : null,
            passedAt: now,
          },
        });
      }
      return [
        ...used,
        {
          type: 'UserLoggedIn',
          data: {
            userId: state.userId,
            sessionId: command.data.sessionId,
            method: 'password',
            loggedInAt: now,
            expiresAt: command.data.expiresAt.toISOString(),
          },
        },
      ];
    }
    case 'LogOut': {
      const user = requireActive(state);
      if (!user.sessions.has(command.data.sessionId)) return [];
      return [
        {
          type: 'UserLoggedOut',
          data: { userId: user.userId, sessionId: command.data.sessionId, loggedOutAt: now },
        },
      ];
    }
    case 'ChangeDetails': {
      const user = requireActive(state);
      const { name, email } = command.data;
      const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
      if (name === user.name && email === user.email) return [];
      if (emailChanged && !command.data.currentPasswordMatches) {
        throw new AppError('VALIDATION_ERROR', 'Kata sandi saat ini salah', {
          field: 'currentPassword',
        });
      }
      return [
        {
          type: 'UserDetailsChanged',
          data: {
            userId: user.userId,
            name,
            email,
            previousEmail: emailChanged ? user.email : null,
            changedAt: now,
          },
        },
      ];
    }
    case 'ChangePassword': {
      const user = requireActive(state);
      if (!command.data.currentPasswordMatches) {
        throw new AppError('VALIDATION_ERROR', 'Kata sandi saat ini salah', {
          field: 'currentPassword',
        });
      }
      const keep = command.data.currentSessionId;
      const revoked = [...user.sessions.entries()]
        .filter(([id, s]) => id !== keep && new Date(s.expiresAt) > command.metadata.now)
        .map(([id]) => id);
      return [
        {
          type: 'PasswordChanged',
          data: {
            userId: user.userId,
            passwordHash: command.data.newPasswordHash,
            keptSessionId: keep,
            revokedSessionIds: revoked,
            changedAt: now,
          },
        },
      ];
    }
    case 'RevokeOtherSessions': {
      const user = requireActive(state);
      const keep = command.data.currentSessionId;
      if (!isSessionActive(user, keep, command.metadata.now)) throw unauthorized();
      const revoked = liveSessionIds(user, command.metadata.now).filter((id) => id !== keep);
      if (revoked.length === 0) return [];
      return [
        {
          type: 'OtherSessionsRevoked',
          data: {
            userId: user.userId,
            keptSessionId: keep,
            revokedSessionIds: revoked,
            revokedAt: now,
          },
        },
      ];
    }
    case 'RegisterWithGoogle': {
      const d = command.data;
      return registration(state, d, now, 'google', [
        {
          type: 'ExternalAccountLinked',
          data: {
            userId: d.userId,
            provider: 'google',
            subject: d.subject,
            email: d.email,
            linkedAt: now,
          },
        },
      ]);
    }
    case 'LogInWithGoogle': {
      const user = requireActive(state);
      const d = command.data;
      if (user.banned) throw forbidden(ACCOUNT_BANNED);
      if (user.googleSubject !== null && user.googleSubject !== d.subject) {
        throw conflict('Akun ini sudah ditautkan ke akun Google lain');
      }
      if (user.twoFactor.enabled) throw new AppError('UNAUTHORIZED', TWO_FACTOR_REQUIRED);
      const link: UserEvent[] =
        user.googleSubject === null
          ? [
              {
                type: 'ExternalAccountLinked',
                data: {
                  userId: user.userId,
                  provider: 'google',
                  subject: d.subject,
                  email: d.email,
                  linkedAt: now,
                },
              },
            ]
          : [];
      return [
        ...link,
        {
          type: 'UserLoggedIn',
          data: {
            userId: user.userId,
            sessionId: d.sessionId,
            method: 'google',
            loggedInAt: now,
            expiresAt: d.expiresAt.toISOString(),
          },
        },
      ];
    }
    case 'RequestPasswordReset': {
      const user = requireActive(state);
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: user.userId,
            tokenHash: command.data.tokenHash,
            expiresAt: command.data.expiresAt.toISOString(),
            requestedAt: now,
          },
        },
      ];
    }
    case 'ResetPassword': {
      const invalid = () =>
        new AppError('VALIDATION_ERROR', INVALID_RESET_LINK, { field: 'token' });
      if (state.status !== 'active') throw invalid();
      const expires = state.passwordResets.get(command.data.tokenHash);
      if (!expires || new Date(expires) <= command.metadata.now) throw invalid();
      return [
        {
          type: 'PasswordResetCompleted',
          data: {
            userId: state.userId,
            passwordHash: command.data.newPasswordHash,
            tokenHash: command.data.tokenHash,
            revokedSessionIds: liveSessionIds(state, command.metadata.now),
            resetAt: now,
          },
        },
      ];
    }
    case 'StartTwoFactorSetup': {
      const user = requireActive(state);
      if (user.twoFactor.enabled) throw conflict('Verifikasi dua langkah sudah aktif');
      return [
        {
          type: 'TwoFactorSetupStarted',
          data: { userId: user.userId, secret: command.data.secret, startedAt: now },
        },
      ];
    }
    case 'EnableTwoFactor': {
      const user = requireActive(state);
      if (user.twoFactor.enabled) throw conflict('Verifikasi dua langkah sudah aktif');
      const pending = user.twoFactor.pendingSecret;
      if (!pending) {
        throw new AppError(
          'VALIDATION_ERROR',
          'Mulai pengaturan verifikasi dua langkah terlebih dahulu',
          { field: 'code' },
        );
      }
      if (!command.data.codeValid || command.data.secret !== pending) {
        throw new AppError('VALIDATION_ERROR', WRONG_CODE, { field: 'code' });
      }
      return [
        {
          type: 'TwoFactorEnabled',
          data: {
            userId: user.userId,
            recoveryCodeHashes: command.data.recoveryCodeHashes,
            enabledAt: now,
          },
        },
      ];
    }
    case 'ChangeRole': {
      const user = requireExisting(state);
      if (user.role === command.data.role) return [];
      return [
        {
          type: 'UserRoleChanged',
          data: {
            userId: user.userId,
            role: command.data.role,
            previousRole: user.role,
            changedBy: command.data.changedBy,
            revokedSessionIds: liveSessionIds(user, command.metadata.now),
            changedAt: now,
          },
        },
      ];
    }
    case 'Ban': {
      const user = requireExisting(state);
      if (user.banned) return [];
      return [
        {
          type: 'UserBanned',
          data: {
            userId: user.userId,
            bannedBy: command.data.bannedBy,
            reason: command.data.reason,
            revokedSessionIds: liveSessionIds(user, command.metadata.now),
            bannedAt: now,
          },
        },
      ];
    }
    case 'Unban': {
      const user = requireExisting(state);
      if (!user.banned) return [];
      return [
        {
          type: 'UserUnbanned',
          data: { userId: user.userId, unbannedBy: command.data.unbannedBy, unbannedAt: now },
        },
      ];
    }
    case 'Erase': {
      const user = requireExisting(state);
      return [
        {
          type: 'UserErased',
          data: {
            userId: user.userId,
            erasedBy: command.data.erasedBy,
            revokedSessionIds: liveSessionIds(user, command.metadata.now),
            erasedAt: now,
          },
        },
      ];
    }
    case 'DisableTwoFactor': {
      const user = requireActive(state);
      if (!user.twoFactor.enabled) {
        throw new AppError('VALIDATION_ERROR', 'Verifikasi dua langkah belum aktif');
      }
      if (!command.data.passwordMatches) {
        throw new AppError('VALIDATION_ERROR', 'Kata sandi salah', { field: 'password' });
      }
      if (!checkSecondFactor(user, command.data.secondFactor, now)) {
        throw new AppError('VALIDATION_ERROR', WRONG_CODE, { field: 'code' });
      }
      return [{ type: 'TwoFactorDisabled', data: { userId: user.userId, disabledAt: now } }];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

// ---- Evolve ----

export function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const d = event.data;
      return {
        status: 'active',
        userId: d.userId,
        name: d.name,
        email: d.email,
        role: d.role,
        banned: false,
        passwordHash: d.passwordHash,
        registeredAt: d.registeredAt,
        lastLoginAt: null,
        sessions: new Map(),
        twoFactor: noTwoFactor,
        passwordResets: new Map(),
        googleSubject: null,
      };
    }
    case 'UserLoggedIn': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      sessions.set(event.data.sessionId, { expiresAt: event.data.expiresAt });
      return { ...state, sessions, lastLoginAt: event.data.loggedInAt };
    }
    case 'UserLoggedOut': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      sessions.delete(event.data.sessionId);
      return { ...state, sessions };
    }
    case 'UserDetailsChanged':
      if (state.status !== 'active') return state;
      return { ...state, name: event.data.name, email: event.data.email };
    case 'PasswordChanged': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      for (const id of event.data.revokedSessionIds) sessions.delete(id);
      // A new password also voids every open reset link.
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        sessions,
        passwordResets: new Map(),
      };
    }
    case 'OtherSessionsRevoked': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      for (const id of event.data.revokedSessionIds) sessions.delete(id);
      return { ...state, sessions };
    }
    case 'ExternalAccountLinked':
      if (state.status !== 'active') return state;
      return { ...state, googleSubject: event.data.subject };
    case 'PasswordResetRequested': {
      if (state.status !== 'active') return state;
      const passwordResets = new Map(state.passwordResets);
      passwordResets.set(event.data.tokenHash, event.data.expiresAt);
      return { ...state, passwordResets };
    }
    case 'PasswordResetCompleted': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      for (const id of event.data.revokedSessionIds) sessions.delete(id);
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        sessions,
        passwordResets: new Map(),
      };
    }
    case 'TwoFactorSetupStarted':
      if (state.status !== 'active') return state;
      return { ...state, twoFactor: { ...state.twoFactor, pendingSecret: event.data.secret } };
    case 'TwoFactorEnabled':
      if (state.status !== 'active') return state;
      return {
        ...state,
        twoFactor: {
          enabled: true,
          secret: state.twoFactor.pendingSecret,
          pendingSecret: null,
          recoveryCodeHashes: new Set(event.data.recoveryCodeHashes),
          lastTimeStep: null,
          usedChallenges: new Set(),
        },
      };
    case 'TwoFactorDisabled':
      if (state.status !== 'active') return state;
      return { ...state, twoFactor: noTwoFactor };
    case 'UserRoleChanged':
    case 'UserBanned': {
      if (state.status !== 'active') return state;
      const sessions = new Map(state.sessions);
      for (const id of event.data.revokedSessionIds) sessions.delete(id);
      return event.type === 'UserRoleChanged'
        ? { ...state, role: event.data.role, sessions }
        : { ...state, banned: true, sessions };
    }
    case 'UserUnbanned':
      if (state.status !== 'active') return state;
      return { ...state, banned: false };
    case 'UserErased':
      return { status: 'erased', userId: event.data.userId };
    case 'TwoFactorChallengePassed': {
      if (state.status !== 'active') return state;
      const used = [...state.twoFactor.usedChallenges, event.data.challengeId];
      const last = state.twoFactor.lastTimeStep;
      const step = event.data.timeStep;
      return {
        ...state,
        twoFactor: {
          ...state.twoFactor,
          usedChallenges: new Set(used.slice(-USED_CHALLENGES_KEPT)),
          lastTimeStep: step !== null && (last === null || step > last) ? step : last,
        },
      };
    }
    case 'RecoveryCodeUsed': {
      if (state.status !== 'active') return state;
      const recoveryCodeHashes = new Set(state.twoFactor.recoveryCodeHashes);
      recoveryCodeHashes.delete(event.data.codeHash);
      return { ...state, twoFactor: { ...state.twoFactor, recoveryCodeHashes } };
    }
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

export const userDecider = { decide, evolve, initialState };

/** What the API shows of a user (never the password hash or sessions). */
export function publicUser(state: ActiveUser) {
  return {
    id: state.userId,
    name: state.name,
    email: state.email,
    role: state.role,
    status: state.banned ? ('banned' as const) : ('active' as const),
    registeredAt: state.registeredAt,
    lastLoginAt: state.lastLoginAt,
  };
}
