import {
  bearerToken,
  forbidden,
  unauthorized,
  type EventStore,
  type TokenService,
  type UserRole,
} from '@karier/events';
import type { Context, Next } from 'koa';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  registeredAt: string;
  lastLoginAt: string | null;
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

interface SessionUserRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  registered_at: Date | string;
  last_login_at: Date | string | null;
  two_factor_enabled: boolean;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The query side's sign-in check: a valid signature and expiry, then one indexed read of the
 * session and its user from the read models (revoked sessions, banned and erased users are
 * refused); the user's sealed name and email are opened with their key.
 */
export function authenticate(store: EventStore, tokens: TokenService, roles?: readonly UserRole[]) {
  const { db, vault } = store;
  return async (ctx: Context, next: Next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthorized('Silakan masuk terlebih dahulu.');
    const claims = tokens.verify(token);
    const [found] = await db.query<SessionUserRow>('karier_session_user', SESSION_USER_SQL, [
      claims.jti,
      claims.sub,
      new Date(),
    ]);
    if (!found || found.status !== 'active') throw unauthorized();
    const [row] = (await vault.openRows(db.knex, [found], ['name', 'email'])) as [SessionUserRow];
    const user: CurrentUser = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.status,
      registeredAt: iso(row.registered_at)!,
      lastLoginAt: iso(row.last_login_at),
      twoFactorEnabled: row.two_factor_enabled,
      sessionId: claims.jti,
    };
    if (roles && !roles.includes(user.role)) throw forbidden();
    ctx.state.user = user;
    await next();
  };
}

export function publicUser(u: CurrentUser) {
  const { sessionId: _sessionId, ...rest } = u;
  return rest;
}
