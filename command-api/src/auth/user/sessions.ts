import { AppError, conflict, forbidden, unauthorized, type UserRole } from '@karier/events';
import {
  ACCOUNT_BANNED,
  INVALID_CREDENTIALS,
  isSessionActive,
  liveSessionIds,
  requireActive,
  type Meta,
  type UserEvent,
  type UserState,
} from './state.ts';
import {
  checkSecondFactor,
  TWO_FACTOR_REQUIRED,
  WRONG_CODE,
  type SecondFactor,
} from './two-factor.ts';

/** A new email moves the account: a stolen token alone must not do that. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Masukkan kata sandi saat ini untuk mengganti email';

/** Registration, sign-in (password or Google), sign-out, the account's details and password. */
export type SessionCommand =
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
      /**
       * A new email needs the current password: `currentPasswordGiven` false when none was
       * sent, `currentPasswordMatches` as checked by the caller.
       */
      data: {
        name: string;
        email: string;
        currentPasswordGiven?: boolean;
        currentPasswordMatches?: boolean;
      };
      metadata: Meta;
    }
  | {
      type: 'ChangePassword';
      data: { currentPasswordMatches: boolean; newPasswordHash: string; currentSessionId: string };
      metadata: Meta;
    }
  | { type: 'RevokeOtherSessions'; data: { currentSessionId: string }; metadata: Meta }
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
    };

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

export function decideSession(command: SessionCommand, state: UserState): UserEvent[] {
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
      if (emailChanged && command.data.currentPasswordGiven === false) {
        throw new AppError('VALIDATION_ERROR', EMAIL_CHANGE_NEEDS_PASSWORD, {
          field: 'currentPassword',
        });
      }
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
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
