import { decideModeration, type ModerationCommand } from './user/moderation.ts';
import { decidePasswordReset, type PasswordResetCommand } from './user/password-reset.ts';
import { decideSession, type SessionCommand } from './user/sessions.ts';
import { evolve, initialState, type UserEvent, type UserState } from './user/state.ts';
import { decideTwoFactor, type TwoFactorCommand } from './user/two-factor.ts';

export * from './user/state.ts';
export * from './user/sessions.ts';
export * from './user/two-factor.ts';
export * from './user/password-reset.ts';
export * from './user/moderation.ts';

/**
 * The user aggregate: one stream per account, one state (`user/state.ts`, with `evolve`), and
 * its commands decided by area — sessions, two-factor, password reset, moderation.
 */
export type UserCommand =
  SessionCommand | TwoFactorCommand | PasswordResetCommand | ModerationCommand;

export function decide(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
    case 'LogIn':
    case 'LogOut':
    case 'ChangeDetails':
    case 'ChangePassword':
    case 'RevokeOtherSessions':
    case 'RegisterWithGoogle':
    case 'LogInWithGoogle':
      return decideSession(command, state);
    case 'StartTwoFactorSetup':
    case 'EnableTwoFactor':
    case 'DisableTwoFactor':
      return decideTwoFactor(command, state);
    case 'RequestPasswordReset':
    case 'ResetPassword':
      return decidePasswordReset(command, state);
    case 'ChangeRole':
    case 'Ban':
    case 'Unban':
    case 'Erase':
      return decideModeration(command, state);
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}

export const userDecider = { decide, evolve, initialState };
