import { defineProjection } from '../projection.ts';

/** user_sessions: which tokens (by jti) are live. The query side's auth check reads it. */
export interface SessionRow {
  id: string;
  user_id: string;
  issued_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

export const sessionsProjection = defineProjection({
  name: 'sessions',
  version: 1,
  description: 'Sesi login aktif per token (jti), dicabut saat logout atau ganti kata sandi.',
  handles: ['UserLoggedIn', 'UserLoggedOut', 'PasswordChanged'],
  tables: ['user_sessions'],
  async setup(db) {
    await db.schema.createTable('user_sessions', (t) => {
      t.text('id').primary();
      t.uuid('user_id').notNullable().index();
      t.timestamp('issued_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
    });
  },
  async apply(event, trx) {
    switch (event.type) {
      case 'UserLoggedIn':
        await trx('user_sessions')
          .insert({
            id: event.data.sessionId,
            user_id: event.data.userId,
            issued_at: event.data.loggedInAt,
            expires_at: event.data.expiresAt,
          })
          .onConflict('id')
          .ignore();
        return;
      case 'UserLoggedOut':
        await trx('user_sessions')
          .where({ id: event.data.sessionId, user_id: event.data.userId })
          .whereNull('revoked_at')
          .update({ revoked_at: event.data.loggedOutAt });
        return;
      case 'PasswordChanged':
        if (event.data.revokedSessionIds.length === 0) return;
        await trx('user_sessions')
          .whereIn('id', event.data.revokedSessionIds)
          .andWhere({ user_id: event.data.userId })
          .whereNull('revoked_at')
          .update({ revoked_at: event.data.changedAt });
        return;
      default:
        return;
    }
  },
});
