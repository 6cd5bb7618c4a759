import { notFound, type UserRole } from '@karier/events';
import {
  liveSessionIds,
  type ActiveUser,
  type Meta,
  type UserEvent,
  type UserState,
} from './state.ts';

/** Admin actions on an account (and its erasure, also asked for by the user themself). */
export type ModerationCommand =
  | { type: 'ChangeRole'; data: { role: UserRole; changedBy: string }; metadata: Meta }
  | { type: 'Ban'; data: { bannedBy: string; reason: string }; metadata: Meta }
  | { type: 'Unban'; data: { unbannedBy: string }; metadata: Meta }
  | { type: 'Erase'; data: { erasedBy: string }; metadata: Meta };

export const USER_NOT_FOUND = 'Pengguna tidak ditemukan.';

/** The target of an admin action: an existing account (404 otherwise). */
function requireExisting(state: UserState): ActiveUser {
  if (state.status !== 'active') throw notFound(USER_NOT_FOUND);
  return state;
}

export function decideModeration(command: ModerationCommand, state: UserState): UserEvent[] {
  const now = command.metadata.now.toISOString();
  switch (command.type) {
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
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
