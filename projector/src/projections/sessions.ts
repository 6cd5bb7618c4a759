import { sealedMetadataField } from '@karier/events';
import { defineProjection } from '../projection.ts';
import { bulkInsertIgnore, bulkUpdate } from '../sql.ts';

/** user_sessions: which tokens (by jti) are live. The query side's auth check reads it. */
export interface SessionRow {
  id: string;
  user_id: string;
  issued_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  /** Why it was revoked ('role_changed': a promote or demote ended it); null while live. */
  revoked_reason: SessionRevokedReason | null;
  /** Sealed with the user's key (`pii:v1:…`); null once the user was erased. */
  ip: string | null;
  /** Sealed like `ip`. */
  user_agent: string | null;
}

/** What ended a session: the sign-in check tells the client when it was a role change. */
export type SessionRevokedReason =
  | 'logout'
  | 'password_changed'
  | 'others_revoked'
  | 'password_reset'
  | 'role_changed'
  | 'banned'
  | 'erased';

export const sessionsProjection = defineProjection({
  name: 'sessions',
  version: 5,
  description:
    'Sesi login per token (jti) dengan IP dan perangkat (tersegel), dicabut saat logout, ganti kata sandi atau keluar dari sesi lain.',
  handles: [
    'UserLoggedIn',
    'UserLoggedOut',
    'PasswordChanged',
    'OtherSessionsRevoked',
    'PasswordResetCompleted',
    'UserRoleChanged',
    'UserBanned',
    'UserErased',
  ],
  tables: ['user_sessions'],
  async setup(db) {
    await db.schema.createTable('user_sessions', (t) => {
      t.text('id').primary();
      t.uuid('user_id').notNullable().index();
      t.timestamp('issued_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.text('revoked_reason');
      t.text('ip');
      t.text('user_agent');
    });
  },
  // Set-based: inserts first, then revocations, where the first revocation of a session
  // wins — the same result as applying the events one by one.
  async applyBatch(events, trx) {
    const inserts: Record<string, unknown>[] = [];
    const erased: string[] = [];
    const revocations = new Map<
      string,
      { id: string; user_id: string; revoked_at: string; revoked_reason: SessionRevokedReason }
    >();
    const revoke = (id: string, userId: string, at: string, reason: SessionRevokedReason) => {
      if (!revocations.has(id)) {
        revocations.set(id, { id, user_id: userId, revoked_at: at, revoked_reason: reason });
      }
    };
    for (const event of events) {
      switch (event.type) {
        case 'UserLoggedIn':
          inserts.push({
            id: event.data.sessionId,
            user_id: event.data.userId,
            issued_at: event.data.loggedInAt,
            expires_at: event.data.expiresAt,
            ip: sealedMetadataField(event, 'ip'),
            user_agent: sealedMetadataField(event, 'userAgent'),
          });
          break;
        case 'UserLoggedOut':
          revoke(event.data.sessionId, event.data.userId, event.data.loggedOutAt, 'logout');
          break;
        case 'PasswordChanged':
        case 'OtherSessionsRevoked':
        case 'PasswordResetCompleted':
          for (const id of event.data.revokedSessionIds) {
            revoke(
              id,
              event.data.userId,
              event.type === 'PasswordChanged'
                ? event.data.changedAt
                : event.type === 'PasswordResetCompleted'
                  ? event.data.resetAt
                  : event.data.revokedAt,
              event.type === 'PasswordChanged'
                ? 'password_changed'
                : event.type === 'PasswordResetCompleted'
                  ? 'password_reset'
                  : 'others_revoked',
            );
          }
          break;
        case 'UserRoleChanged':
          for (const id of event.data.revokedSessionIds) {
            revoke(id, event.data.userId, event.data.changedAt, 'role_changed');
          }
          break;
        case 'UserBanned':
          for (const id of event.data.revokedSessionIds) {
            revoke(id, event.data.userId, event.data.bannedAt, 'banned');
          }
          break;
        case 'UserErased':
          erased.push(event.data.userId);
          for (const id of event.data.revokedSessionIds) {
            revoke(id, event.data.userId, event.data.erasedAt, 'erased');
          }
          break;
        default:
          break;
      }
    }
    await bulkInsertIgnore(trx, 'user_sessions', 'id', inserts);
    await bulkUpdate(
      trx,
      'user_sessions',
      { name: 'id', type: 'text' },
      [
        { name: 'user_id', type: 'uuid' },
        { name: 'revoked_at', type: 'timestamptz' },
        { name: 'revoked_reason', type: 'text' },
      ],
      [...revocations.values()],
      { revoked_at: 'v.revoked_at', revoked_reason: 'v.revoked_reason' },
      'and t.user_id = v.user_id and t.revoked_at is null',
    );
    // An erased user's sessions keep no network metadata (older events carry it in clear).
    if (erased.length > 0) {
      await trx('user_sessions')
        .whereIn('user_id', erased)
        .andWhere((q) => q.whereNotNull('ip').orWhereNotNull('user_agent'))
        .update({ ip: null, user_agent: null });
    }
  },
});
