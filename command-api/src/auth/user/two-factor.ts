import { AppError, conflict } from '@karier/events';
import {
  requireActive,
  type ActiveUser,
  type Meta,
  type UserEvent,
  type UserState,
  WRONG_OWN_PASSWORD,
} from './state.ts';

/** Two-factor sign-in (TOTP and recovery codes): set up, switched on, switched off. */
export type TwoFactorCommand =
  | { type: 'StartTwoFactorSetup'; data: { secret: string }; metadata: Meta }
  | {
      type: 'EnableTwoFactor';
      data: { secret: string; codeValid: boolean; recoveryCodeHashes: string[] };
      metadata: Meta;
    }
  | {
      type: 'DisableTwoFactor';
      data: { passwordMatches: boolean; secondFactor: SecondFactor };
      metadata: Meta;
    };

/** What the route checked of a second factor: a TOTP code (against `secret`) or a recovery code. */
export type SecondFactor =
  | { kind: 'totp'; secret: string; codeValid: boolean; timeStep: number | null }
  | { kind: 'recovery'; codeHash: string };

export const WRONG_CODE = 'Kode verifikasi salah';
export const TWO_FACTOR_REQUIRED = 'Kode verifikasi dua langkah diperlukan';

/** The events a valid second factor produces (none for TOTP), or null when it is wrong. */
export function checkSecondFactor(
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

export function decideTwoFactor(command: TwoFactorCommand, state: UserState): UserEvent[] {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
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
    case 'DisableTwoFactor': {
      const user = requireActive(state);
      if (!user.twoFactor.enabled) {
        throw new AppError('VALIDATION_ERROR', 'Verifikasi dua langkah belum aktif');
      }
      if (!command.data.passwordMatches) {
        throw new AppError('VALIDATION_ERROR', WRONG_OWN_PASSWORD, { field: 'password' });
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
