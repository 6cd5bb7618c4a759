import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';

/** users: one row per account, what /auth/me and the admin user list read. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'banned' | 'erased';
  registered_at: Date;
  last_login_at: Date | null;
  updated_at: Date;
}

export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  description: 'Akun pengguna: nama, email, peran, status, waktu daftar dan login terakhir.',
  handles: ['UserRegistered', 'UserLoggedIn', 'UserDetailsChanged'],
  tables: ['users'],
  async setup(db) {
    await db.schema.createTable('users', (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.text('email').notNullable();
      t.text('role').notNullable();
      t.text('status').notNullable();
      t.timestamp('registered_at', { useTz: true }).notNullable();
      t.timestamp('last_login_at', { useTz: true });
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['registered_at']);
    });
  },
  async apply(event, trx: Knex.Transaction) {
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        await trx('users')
          .insert({
            id: d.userId,
            name: d.name,
            email: d.email,
            role: d.role,
            status: 'active',
            registered_at: d.registeredAt,
            updated_at: d.registeredAt,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'UserLoggedIn':
        await trx('users')
          .where({ id: event.data.userId })
          .update({ last_login_at: event.data.loggedInAt });
        return;
      case 'UserDetailsChanged':
        await trx('users').where({ id: event.data.userId }).update({
          name: event.data.name,
          email: event.data.email,
          updated_at: event.data.changedAt,
        });
        return;
      default:
        return;
    }
  },
});
