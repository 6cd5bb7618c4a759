import type { User } from '@karier/api-types';
import { AppError, unauthorized, userStreamId, type ActorRole } from '@karier/events';
import { type EventStore, type TokenClaims, type TokenService } from '@karier/store';
import { commandContext } from '@karier/http';
import type { Context } from 'koa';
import type { CommandConfig } from '../config.ts';
import type { Plan } from '../handle.ts';
import type { Mailer } from '../mail/mailer.ts';
import { StateCache } from '../state-cache.ts';
import { verifyBearer } from '../kit/require-user.ts';
import {
  isSessionActive,
  sessionNotLive,
  publicUser,
  type UserCommand,
  type UserEvent,
  type UserState,
} from './user-decider.ts';
import { users } from '../aggregates.ts';

export interface AuthDeps {
  store: EventStore;
  tokens: TokenService;
  config: CommandConfig;
  now?: () => Date;
  mailer?: Mailer;
}

export const GOOGLE_SCOPE = 'google-subject';

/**
 * Emails are reserved with the registration and moved with a change of email; a linked Google
 * identity is reserved so that it signs in to one account only.
 */
function withReservations(events: UserEvent[]): Omit<Plan<UserEvent>, 'events'> {
  const reserve: { scope: string; value: string }[] = [];
  const release: { scope: string; value: string }[] = [];
  for (const e of events) {
    if (e.type === 'UserRegistered') reserve.push({ scope: 'email', value: e.data.email });
    if (e.type === 'UserDetailsChanged' && e.data.previousEmail) {
      reserve.push({ scope: 'email', value: e.data.email });
      release.push({ scope: 'email', value: e.data.previousEmail });
    }
    if (e.type === 'ExternalAccountLinked') {
      reserve.push({ scope: GOOGLE_SCOPE, value: e.data.subject });
    }
  }
  return {
    ...(reserve.length ? { reserve } : {}),
    ...(release.length ? { release } : {}),
  };
}

/** The decider refused with 401 and `message`. */
export const isRefusal = (err: unknown, message: string) =>
  err instanceof AppError && err.status === 401 && err.message === message;

export const activeUser = (state: UserState): User => {
  if (state.status !== 'active') throw unauthorized();
  return publicUser(state);
};

/**
 * Mail sent after the answer: a request never waits for (or reveals by its timing) the
 * mailer; a failure is logged without the message's links.
 */
export const afterAnswer = (what: string, work: () => Promise<unknown>) => {
  setImmediate(() => {
    work().catch((err: unknown) => {
      console.error(`[auth] ${what} failed: ${err instanceof Error ? err.name : 'error'}`);
    });
  });
};

export type UserCommands = ReturnType<typeof createUserCommands>;

/**
 * Commands on a user's stream, shared by the sign-in and the security routes (one state
 * cache for both).
 */
export function createUserCommands(deps: {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
}) {
  const { store, tokens } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new StateCache();

  const loadUser = async (userId: string): Promise<UserState> =>
    (await users.load(store, userStreamId(userId), cache)).state;

  /** Load → decide → append on the user's stream, on behalf of `actor`. */
  const execute = (
    ctx: Context,
    userId: string,
    actor: { id: string; role: ActorRole },
    at: Date,
    command: (state: UserState) => UserCommand,
    retries = 0,
  ) =>
    users.run(store, userStreamId(userId), command, commandContext(ctx, actor, at), {
      retries,
      cache,
      reservations: withReservations,
    });

  const claimsOf = (ctx: Context): TokenClaims => verifyBearer(tokens, ctx);

  /** A command by the signed-in user; their session is checked against their own stream. */
  const executeAsUser = (
    ctx: Context,
    claims: TokenClaims,
    command: (at: Date) => UserCommand,
    retries = 0,
  ) => {
    const at = now();
    return execute(
      ctx,
      claims.sub,
      { id: claims.sub, role: claims.role },
      at,
      (state) => {
        if (!isSessionActive(state, claims.jti, at)) throw sessionNotLive(state, claims.jti);
        return command(at);
      },
      retries,
    );
  };

  return { now, loadUser, execute, executeAsUser, claimsOf };
}
