import { randomUUID } from 'node:crypto';
import { AppError } from '@karier/events';
import { type EventStore, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import { hashPassword } from '../kit/passwords.ts';
import type { UserCommands } from './user-commands.ts';

/**
 * A new account, signed in at once (`RegisterUser`): an email listed in `adminEmails` is
 * registered as an admin. Returns the session's token and the command's result.
 */
export async function register(
  deps: {
    store: EventStore;
    tokens: TokenService;
    config: { adminEmails: ReadonlySet<string> };
    users: UserCommands;
  },
  ctx: Context,
  input: { name: string; email: string; password: string },
) {
  const { store, tokens, config } = deps;
  // Fast path only: the reservation written with the append is what guarantees uniqueness.
  if (await store.findReservation('email', input.email)) {
    throw new AppError('CONFLICT', 'Email sudah terdaftar', { field: 'email' });
  }
  const at = deps.users.now();
  const userId = randomUUID();
  const sessionId = randomUUID();
  const role = config.adminEmails.has(input.email) ? 'admin' : 'user';
  const { token, expiresAt } = tokens.issue(userId, role, sessionId, at);
  const passwordHash = await hashPassword(input.password);
  const result = await deps.users.execute(
    ctx,
    userId,
    { id: userId, role: 'anonymous' },
    at,
    () => ({
      type: 'RegisterUser',
      data: {
        userId,
        name: input.name,
        email: input.email,
        passwordHash,
        role,
        sessionId,
        expiresAt,
      },
      metadata: { now: at },
    }),
  );
  return { token, result };
}
