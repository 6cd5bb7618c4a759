import {
  bearerToken,
  forbidden,
  unauthorized,
  type TokenService,
  type UserRole,
} from '@karier/events';
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: string;
  registeredAt: string;
  lastLoginAt: string | null;
  sessionId: string;
}

// Runs on every authenticated read: a constant statement, no query building per request.
const SESSION_USER_SQL = `
  select u.id, u.name, u.email, u.role, u.status, u.registered_at, u.last_login_at
    from user_sessions s join users u on u.id = s.user_id
   where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > ?
   limit 1`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The query side's sign-in check: a valid signature and expiry, then one indexed read of the
 * session and its user from the read models (revoked sessions and banned users are refused).
 */
export function authenticate(knex: Knex, tokens: TokenService, roles?: readonly UserRole[]) {
  return async (ctx: Context, next: Next) => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthorized('Silakan masuk terlebih dahulu.');
    const claims = tokens.verify(token);
    const { rows } = await knex.raw(SESSION_USER_SQL, [claims.jti, claims.sub, new Date()]);
    const row = rows[0];
    if (!row || row.status !== 'active') throw unauthorized();
    const user: CurrentUser = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      status: row.status,
      registeredAt: iso(row.registered_at)!,
      lastLoginAt: iso(row.last_login_at),
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
