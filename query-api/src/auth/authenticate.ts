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
    const row = await knex('user_sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .where('s.id', claims.jti)
      .andWhere('s.user_id', claims.sub)
      .whereNull('s.revoked_at')
      .andWhere('s.expires_at', '>', new Date())
      .first(
        'u.id',
        'u.name',
        'u.email',
        'u.role',
        'u.status',
        'u.registered_at',
        'u.last_login_at',
      );
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
