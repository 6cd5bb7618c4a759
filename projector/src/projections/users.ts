import { sealedField } from '@karier/events';
import { ERASED } from '@karier/store';
import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';
import { bulkInsertIgnore, bulkUpdate } from '../sql.ts';

interface Patch {
  id: string;
  name?: string;
  email?: string;
  updated_at?: string;
  last_login_at?: string;
  two_factor_enabled?: boolean;
  role?: 'user' | 'admin';
  status?: 'active' | 'banned' | 'erased';
}

/**
 * users: one row per account, what /auth/me and the admin user list read. Name and email are
 * kept sealed, exactly as in the events (open them with `vault.openRows`); an erased account
 * keeps its row, with both reading '[dihapus]'.
 */
export interface UserRow {
  id: string;
  /** Sealed (`pii:v1:…`), or '[dihapus]' once erased. */
  name: string;
  /** Sealed (`pii:v1:…`), or '[dihapus]' once erased. */
  email: string;
  role: 'user' | 'admin';
  status: 'active' | 'banned' | 'erased';
  registered_at: Date;
  last_login_at: Date | null;
  updated_at: Date;
  two_factor_enabled: boolean;
}

export const usersProjection = defineProjection({
  name: 'users',
  version: 3,
  description:
    'Akun pengguna: nama dan email (tersegel), peran, status, waktu daftar, login terakhir dan verifikasi dua langkah.',
  handles: [
    'UserRegistered',
    'UserLoggedIn',
    'UserDetailsChanged',
    'TwoFactorEnabled',
    'TwoFactorDisabled',
    'UserRoleChanged',
    'UserBanned',
    'UserUnbanned',
    'UserErased',
  ],
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
      t.boolean('two_factor_enabled').notNullable().defaultTo(false);
      t.index(['registered_at']);
    });
  },
  // Set-based: a batch is folded per user (last value wins, as applying the events one by
  // one would), then written with one insert and one update.
  async applyBatch(events, trx: Knex.Transaction) {
    const inserts: Record<string, unknown>[] = [];
    const patches = new Map<string, Patch>();
    const patch = (id: string) => {
      let p = patches.get(id);
      if (!p) patches.set(id, (p = { id }));
      return p;
    };
    for (const event of events) {
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data;
          inserts.push({
            id: d.userId,
            name: sealedField(event, 'name'),
            email: sealedField(event, 'email'),
            role: d.role,
            status: 'active',
            registered_at: d.registeredAt,
            updated_at: d.registeredAt,
          });
          break;
        }
        case 'UserLoggedIn':
          patch(event.data.userId).last_login_at = event.data.loggedInAt;
          break;
        case 'UserDetailsChanged': {
          const p = patch(event.data.userId);
          p.name = sealedField(event, 'name') as string;
          p.email = sealedField(event, 'email') as string;
          p.updated_at = event.data.changedAt;
          break;
        }
        case 'TwoFactorEnabled':
          patch(event.data.userId).two_factor_enabled = true;
          break;
        case 'TwoFactorDisabled':
          patch(event.data.userId).two_factor_enabled = false;
          break;
        case 'UserRoleChanged': {
          const p = patch(event.data.userId);
          p.role = event.data.role;
          p.updated_at = event.data.changedAt;
          break;
        }
        case 'UserBanned': {
          const p = patch(event.data.userId);
          p.status = 'banned';
          p.updated_at = event.data.bannedAt;
          break;
        }
        case 'UserUnbanned': {
          const p = patch(event.data.userId);
          p.status = 'active';
          p.updated_at = event.data.unbannedAt;
          break;
        }
        case 'UserErased': {
          const p = patch(event.data.userId);
          p.name = ERASED;
          p.email = ERASED;
          p.status = 'erased';
          p.updated_at = event.data.erasedAt;
          break;
        }
        default:
          break;
      }
    }
    await bulkInsertIgnore(trx, 'users', 'id', inserts);
    await bulkUpdate(
      trx,
      'users',
      { name: 'id', type: 'uuid' },
      [
        { name: 'name', type: 'text' },
        { name: 'email', type: 'text' },
        { name: 'updated_at', type: 'timestamptz' },
        { name: 'last_login_at', type: 'timestamptz' },
        { name: 'two_factor_enabled', type: 'boolean' },
        { name: 'role', type: 'text' },
        { name: 'status', type: 'text' },
      ],
      [...patches.values()],
      {
        // An erased account stays erased: nothing after it brings a name or email back.
        name: "case when t.status = 'erased' then t.name else coalesce(v.name, t.name) end",
        email: "case when t.status = 'erased' then t.email else coalesce(v.email, t.email) end",
        updated_at: 'coalesce(v.updated_at, t.updated_at)',
        last_login_at: 'coalesce(v.last_login_at, t.last_login_at)',
        two_factor_enabled: 'coalesce(v.two_factor_enabled, t.two_factor_enabled)',
        role: 'coalesce(v.role, t.role)',
        // An erased account stays erased.
        status: "case when t.status = 'erased' then t.status else coalesce(v.status, t.status) end",
      },
    );
  },
});
