import { forbidden, sessionEndedByRoleChange, unauthorized } from '@karier/events';
import { bearerToken, setBounded, type ReadStore, type TokenService } from '@karier/store';
import type { User, UserRole } from '@karier/api-types';
import type { UserRow } from '@karier/projector';
import type { Context, Next } from 'koa';

/** The signed-in user as the API sends it, with the session the request came with. */
export interface CurrentUser extends User {
  twoFactorEnabled: boolean;
  sessionId: string;
}

// Runs on every authenticated read: a constant statement, no query building per request.
const SESSION_USER_SQL = `
  select u.id, u.name, u.email, u.role, u.status, u.registered_at, u.last_login_at,
         u.two_factor_enabled
    from user_sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3
   limit 1`;

// Only when the check above refused: why the session ended, to tell the client (one row).
const SESSION_REVOKED_SQL = `
  select s.revoked_reason from user_sessions s join users u on u.id = s.user_id
   where s.id = $1 and s.user_id = $2 and u.status = 'active'
   limit 1`;

type SessionUserRow = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'role'
  | 'status'
  | 'registered_at'
  | 'last_login_at'
  | 'two_factor_enabled'
>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const OPENED_MAX = 10_000;

/**
 * The opened name and email of signed-in users, by their sealed text, one per store: without it
 * every authenticated read decrypts both (two AES-GCM opens, the largest cost of the session
 * check after its query). A changed name or email is a new sealed text (a fresh IV), so an entry
 * is never stale; an erasure (the vault's invalidation of a subject) empties it, and an erased
 * account is refused before anything is opened.
 */
const openedByStore = new WeakMap<ReadStore, Map<string, string>>();

function openedCache(store: ReadStore): Map<string, string> {
  let cache = openedByStore.get(store);
  if (!cache) {
    const fresh = new Map<string, string>();
    store.onInvalidate((what) => {
      if (what.subject) fresh.clear();
    });
    openedByStore.set(store, fresh);
    cache = fresh;
  }
  return cache;
}

/**
 * The query side's sign-in check: a valid signature and expiry, then one indexed read of the
 * session and its user from the read models (revoked sessions, banned and erased users are
 * refused); the user's sealed name and email are opened with their key.
 */
export function sessionUser(store: ReadStore, tokens: TokenService) {
  const { db, vault } = store;
  const opened = openedCache(store);
  return async (authorization: string | undefined): Promise<CurrentUser> => {
    const token = bearerToken(authorization);
    if (!token) throw unauthorized('Silakan masuk terlebih dahulu.');
    const claims = tokens.verify(token);
    const [found] = await db.query<SessionUserRow>('karier_session_user', SESSION_USER_SQL, [
      claims.jti,
      claims.sub,
      new Date(),
    ]);
    if (!found || found.status !== 'active') {
      const [ended] = await db.query<{ revoked_reason: string | null }>(
        'karier_session_revoked',
        SESSION_REVOKED_SQL,
        [claims.jti, claims.sub],
      );
      if (ended?.revoked_reason === 'role_changed') throw sessionEndedByRoleChange();
      throw unauthorized();
    }
    let name = opened.get(found.name);
    let email = opened.get(found.email);
    if (name === undefined || email === undefined) {
      const [row] = (await vault.openRows(db.knex, [found], ['name', 'email'])) as [SessionUserRow];
      ({ name, email } = row);
      setBounded(opened, found.name, name, OPENED_MAX);
      setBounded(opened, found.email, email, OPENED_MAX);
    }
    return {
      id: found.id,
      name,
      email,
      role: found.role,
      status: found.status,
      registeredAt: iso(found.registered_at)!,
      lastLoginAt: iso(found.last_login_at),
      twoFactorEnabled: found.two_factor_enabled,
      sessionId: claims.jti,
    };
  };
}

/** `sessionUser` as middleware: the user in `ctx.state.user`, and 403 outside `roles`. */
export function authenticate(store: ReadStore, tokens: TokenService, roles?: readonly UserRole[]) {
  const check = sessionUser(store, tokens);
  return async (ctx: Context, next: Next) => {
    const user = await check(ctx.get('authorization'));
    if (roles && !roles.includes(user.role)) throw forbidden();
    ctx.state.user = user;
    await next();
  };
}

export function publicUser(u: CurrentUser) {
  const { sessionId: _sessionId, ...rest } = u;
  return rest;
}
