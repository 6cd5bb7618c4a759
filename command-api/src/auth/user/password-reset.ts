import { AppError } from '@karier/events';
import {
  liveSessionIds,
  requireActive,
  type Meta,
  type UserEvent,
  type UserState,
} from './state.ts';

/** A forgotten password: a reset link asked for, then used. */
export type PasswordResetCommand =
  | {
      type: 'RequestPasswordReset';
      data: { tokenHash: string; expiresAt: Date };
      metadata: Meta;
    }
  | {
      type: 'ResetPassword';
      data: { tokenHash: string; newPasswordHash: string };
      metadata: Meta;
    };

export const INVALID_RESET_LINK =
  'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.';

export function decidePasswordReset(command: PasswordResetCommand, state: UserState): UserEvent[] {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
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
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
