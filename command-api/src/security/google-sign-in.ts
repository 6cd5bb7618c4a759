import { randomUUID } from 'node:crypto';
import { streamEntityId } from '@karier/events';
import { type EventStore, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import { hashPassword } from '../kit/passwords.ts';
import { GOOGLE_SCOPE, type UserCommands } from '../auth/user-commands.ts';
import type { GoogleIdentity, GoogleSignIn } from './google.ts';

/** The purpose of the signed flow cookie between `/auth/google` and its callback. */
export const GOOGLE_PURPOSE = 'google-login';

/**
 * A Google identity, verified, signs in: to the account it is linked to, else to the account
 * of its email (which it is then linked to, see LogInWithGoogle), else to a new account
 * registered with it. Returns the session's token and the command's result.
 */
export async function signInWithGoogle(
  deps: {
    store: EventStore;
    tokens: TokenService;
    config: { adminEmails: ReadonlySet<string> };
    users: UserCommands;
    now: () => Date;
  },
  ctx: Context,
  identity: GoogleIdentity,
) {
  const { store, tokens, config } = deps;
  const { loadUser, execute } = deps.users;
  const at = deps.now();
  const sessionId = randomUUID();
  const linked =
    (await store.findReservation(GOOGLE_SCOPE, identity.subject)) ??
    (await store.findReservation('email', identity.email));
  if (linked) {
    const userId = streamEntityId(linked);
    const before = await loadUser(userId);
    if (before.status !== 'active') throw new Error('no user');
    const issued = tokens.issue(userId, before.role, sessionId, at);
    const result = await execute(ctx, userId, { id: userId, role: before.role }, at, () => ({
      type: 'LogInWithGoogle',
      data: {
        subject: identity.subject,
        email: identity.email,
        sessionId,
        expiresAt: issued.expiresAt,
      },
      metadata: { now: at },
    }));
    return { token: issued.token, result };
  }
  const userId = randomUUID();
  const role = config.adminEmails.has(identity.email) ? 'admin' : 'user';
  const issued = tokens.issue(userId, role, sessionId, at);
  // No password is known: a random one nobody has (forgot-password sets a real one).
  const passwordHash = await hashPassword(randomUUID() + randomUUID());
  const result = await execute(ctx, userId, { id: userId, role: 'anonymous' }, at, () => ({
    type: 'RegisterWithGoogle',
    data: {
      userId,
      name: identity.name,
      email: identity.email,
      passwordHash,
      role,
      subject: identity.subject,
      sessionId,
      expiresAt: issued.expiresAt,
    },
    metadata: { now: at },
  }));
  return { token: issued.token, result };
}

/**
 * The callback of a Google sign-in: the flow started by `/auth/google` (its signed cookie
 * `flowCookie`), Google's answer (the callback's query string) checked against it, then the
 * sign-in. Throws on any
 * flow that is missing, forged or expired, or on an answer Google did not give. Returns the
 * session's token, the command's result and where the flow asked to go after it.
 */
export async function finishGoogleSignIn(
  deps: Parameters<typeof signInWithGoogle>[0] & { google: GoogleSignIn },
  ctx: Context,
  flowCookie: string,
) {
  const flow = deps.tokens.decode(flowCookie) as Record<string, unknown> | null;
  if (
    !flow ||
    flow.purpose !== GOOGLE_PURPOSE ||
    typeof flow.state !== 'string' ||
    typeof flow.nonce !== 'string' ||
    typeof flow.codeVerifier !== 'string'
  ) {
    throw new Error('bad flow');
  }
  const identity = await deps.google.finish(ctx.querystring, {
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
  });
  const { token, result } = await signInWithGoogle(deps, ctx, identity);
  return { token, result, redirectTo: flow.redirectTo };
}
