import { randomUUID } from 'node:crypto';
import { AppError, streamEntityId } from '@karier/events';
import { issueChallenge, type EventStore, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import { verifyAgainstDummy, verifyPassword } from '../kit/passwords.ts';
import type { LoginRateLimiter } from '../kit/rate-limit.ts';
import { isRefusal, type UserCommands } from './user-commands.ts';
import type { Handled } from '../handle.ts';
import {
  INVALID_CREDENTIALS,
  TWO_FACTOR_REQUIRED,
  type UserEvent,
  type UserState,
} from './user-decider.ts';

export interface LogInDeps {
  store: EventStore;
  tokens: TokenService;
  users: UserCommands;
  /** The sign-in limiter (per IP and per account), shared with every password check. */
  limiter: LoginRateLimiter;
}

/** A session, or (two-factor on) the challenge of its second step. */
export type LogInOutcome =
  { challengeToken: string } | { token: string; result: Handled<UserState, UserEvent> };

/**
 * A sign-in with email and password (`LogIn`): the password is checked here, since hashing
 * is slow and async, and the decider decides. Either the session (its token and the
 * command's result), or — the password right and two-factor on — the challenge the second
 * step answers (`/auth/login/2fa`).
 */
export async function logIn(
  deps: LogInDeps,
  ctx: Context,
  input: { email: string; password: string },
): Promise<LogInOutcome> {
  const { store, tokens, limiter } = deps;
  const { now, loadUser, execute } = deps.users;
  await limiter.beforeAttempt(ctx.ip, input.email);
  const stream = await store.findReservation('email', input.email);
  const userId = stream === null ? undefined : streamEntityId(stream);
  const before = userId ? await loadUser(userId) : null;
  // An unknown email is checked against a dummy hash, in the same time.
  const passwordMatches =
    before?.status === 'active'
      ? await verifyPassword(before.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  const at = now();
  const sessionId = randomUUID();
  const role = before?.status === 'active' ? before.role : 'user';
  const { token, expiresAt } = tokens.issue(userId ?? sessionId, role, sessionId, at);
  let result;
  try {
    // No account at all: refused like a wrong password (there is no stream to decide on).
    if (!userId) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    result = await execute(
      ctx,
      userId,
      { id: userId, role },
      at,
      () => ({
        type: 'LogIn',
        data: { passwordMatches, sessionId, expiresAt },
        metadata: { now: at },
      }),
      3,
    );
  } catch (err) {
    if (isRefusal(err, INVALID_CREDENTIALS)) await limiter.failed(ctx.ip, input.email);
    if (!userId || !isRefusal(err, TWO_FACTOR_REQUIRED)) throw err;
    // The password was right; the session waits for the second factor.
    await limiter.succeeded(ctx.ip, input.email);
    return { challengeToken: issueChallenge(tokens, userId, at) };
  }
  await limiter.succeeded(ctx.ip, input.email);
  return { token, result };
}
