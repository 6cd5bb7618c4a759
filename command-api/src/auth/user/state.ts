import {
  sessionEndedByRoleChange,
  unauthorized,
  type EventOf,
  type UserRole,
} from '@karier/events';

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
const ROLE_CHANGED_SESSIONS_KEPT = 50;

export const noTwoFactor: TwoFactorState = {
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
      /**
       * Sessions ended by the latest role changes (promote/demote), so the sign-in check can
       * tell the client why (SESSION_ROLE_CHANGED); the most recent ones only.
       */
      roleChangedSessions: ReadonlySet<string>;
    };

export type ActiveUser = Extract<UserState, { status: 'active' }>;

export const initialState = (): UserState => ({ status: 'none' });

/** Every user command carries the time it is decided at. */
export interface Meta {
  now: Date;
}

export const INVALID_CREDENTIALS = 'Email atau kata sandi salah';
/** The signed-in user's own password, asked again to confirm an action, was not theirs. */
export const WRONG_OWN_PASSWORD = 'Kata sandi salah';
export const ACCOUNT_BANNED = 'Akun Anda diblokir. Hubungi admin.';

export function isSessionActive(state: UserState, sessionId: string, now: Date): boolean {
  if (state.status !== 'active' || state.banned) return false;
  const s = state.sessions.get(sessionId);
  return !!s && new Date(s.expiresAt) > now;
}

/**
 * The 401 for a session that is not live: SESSION_ROLE_CHANGED when a role change (promote or
 * demote) ended it, so the client can say why; the plain one otherwise.
 */
export function sessionNotLive(state: UserState, sessionId: string) {
  return state.status === 'active' && !state.banned && state.roleChangedSessions.has(sessionId)
    ? sessionEndedByRoleChange()
    : unauthorized();
}

export function liveSessionIds(user: ActiveUser, now: Date): string[] {
  return [...user.sessions.entries()]
    .filter(([, s]) => new Date(s.expiresAt) > now)
    .map(([id]) => id);
}

export function requireActive(state: UserState): ActiveUser {
  if (state.status !== 'active') throw unauthorized();
  return state;
}

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
        roleChangedSessions: new Set(),
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
      if (event.type === 'UserBanned') return { ...state, banned: true, sessions };
      const roleChangedSessions = new Set(
        [...state.roleChangedSessions, ...event.data.revokedSessionIds].slice(
          -ROLE_CHANGED_SESSIONS_KEPT,
        ),
      );
      return { ...state, role: event.data.role, sessions, roleChangedSessions };
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
