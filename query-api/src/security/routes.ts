import Router from '@koa/router';
import type { DataBody, Session } from '@karier/api-types';
import type { ReadStore, TokenService } from '@karier/store';
import type { SessionRow } from '@karier/projector';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';
import { deviceLabel } from './device-label.ts';

const LIVE_SESSIONS_SQL = `
  select id, issued_at, expires_at, ip, user_agent
    from user_sessions
   where user_id = $1 and revoked_at is null and expires_at > $2
   order by issued_at desc, id`;

type SessionListRow = Pick<SessionRow, 'id' | 'issued_at' | 'expires_at' | 'ip' | 'user_agent'>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** Account-security reads of the query-api (issue 4). */
export function securityRoutes(store: ReadStore, tokens: TokenService): Router {
  const router = new Router();
  const { db, vault } = store;

  /** The caller's own live sessions, newest first; `current` marks the one making the call. */
  router.get('/auth/sessions', authenticate(store, tokens), async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    // IP and device are kept sealed with the user's key.
    const rows = await vault.openRows(
      db.knex,
      await db.query<SessionListRow>('karier_live_sessions', LIVE_SESSIONS_SQL, [
        user.id,
        new Date(),
      ]),
      ['ip', 'user_agent'],
    );
    ctx.body = {
      success: true,
      data: rows.map((r) => ({
        id: r.id,
        issuedAt: iso(r.issued_at),
        expiresAt: iso(r.expires_at),
        ip: r.ip,
        userAgent: r.user_agent,
        device: deviceLabel(r.user_agent),
        current: r.id === user.sessionId,
      })),
    } satisfies DataBody<Session[]>;
  });

  return router;
}
