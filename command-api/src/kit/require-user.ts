import { unauthorized, userStreamId } from '@karier/events';
import { bearerToken, type EventStore, type TokenClaims, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import { StateCache } from '../state-cache.ts';
import { isSessionActive, sessionNotLive, type ActiveUser } from '../auth/user-decider.ts';
import { users } from '../aggregates.ts';

/** Verifies the bearer token's signature and expiry (no session check). */
export function verifyBearer(tokens: TokenService, ctx: Context): TokenClaims {
  const token = bearerToken(ctx.get('authorization'));
  if (!token) throw unauthorized('Silakan masuk terlebih dahulu.');
  return tokens.verify(token);
}

/**
 * The command side's sign-in check for features outside the user stream: a valid token, and a
 * session that is live on the user's own stream (so a sign-out or password change counts at
 * once, without waiting for the read models).
 */
export function createRequireUser(deps: {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
  cache?: StateCache;
}): (ctx: Context) => Promise<{ claims: TokenClaims; user: ActiveUser }> {
  const now = deps.now ?? (() => new Date());
  const cache = deps.cache ?? new StateCache();
  return async (ctx) => {
    const claims = verifyBearer(deps.tokens, ctx);
    const { state } = await users.load(deps.store, userStreamId(claims.sub), cache);
    if (state.status !== 'active' || !isSessionActive(state, claims.jti, now())) {
      throw sessionNotLive(state, claims.jti);
    }
    return { claims, user: state };
  };
}
