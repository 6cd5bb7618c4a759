import type { Knex } from 'knex';
import pg from 'pg';
import { SECRET_TABLES } from './secret-tables.ts';

/**
 * A real read-only role for analysts on PostgreSQL (issue 25, `npm run db:reader`): PostgreSQL
 * itself enforces it (privileges, not a SQL filter), and each of its sessions is a backend
 * process of its own, so a slow query costs the server CPU, never the app's event loop.
 *
 * - LOGIN, nothing else (no superuser, createdb, createrole, replication, bypassrls);
 * - USAGE on every non-system schema and SELECT on every table in them but SECRET_TABLES (in
 *   any schema); nothing on the secret tables, nothing to write anywhere;
 * - defaults: read-only transactions, `statement_timeout`, `idle_in_transaction_session_timeout`
 *   (ALTER ROLE … SET: the session starts with them; a role can still SET its own session
 *   otherwise, which changes no privilege);
 * - no default privileges: a table created later (a projection rebuilt at a version bump drops
 *   and re-creates its tables) is readable only after `db:reader` runs again. Failing closed is
 *   deliberate: a default grant would also reach a re-created `user_sessions`.
 */
export interface ReaderRoleOptions {
  role: string;
  /** Sets (or changes) the password; without it an existing role only gets its grants again. */
  password?: string | undefined;
  statementTimeoutMs: number;
}

export interface ReaderRoleResult {
  created: boolean;
  granted: string[];
  denied: string[];
}

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function ensureReaderRole(
  knex: Knex,
  opts: ReaderRoleOptions,
): Promise<ReaderRoleResult> {
  if (!ROLE_NAME.test(opts.role)) {
    throw new Error('Nama peran harus huruf kecil, angka atau _ (maks. 63).');
  }
  const role = pg.escapeIdentifier(opts.role);
  return knex.transaction(async (trx) => {
    const rows = async (sql: string, bindings: readonly unknown[] = []) =>
      ((await trx.raw(sql, bindings as Knex.RawBinding[])) as { rows: Record<string, unknown>[] })
        .rows;
    const exists = (await rows('select 1 from pg_roles where rolname = ?', [opts.role])).length > 0;
    if (!exists && !opts.password) {
      throw new Error(
        `Peran ${opts.role} belum ada: beri kata sandinya (--password-stdin atau KARIER_READER_PASSWORD).`,
      );
    }
    if (!exists) await trx.raw(`create role ${role}`);
    await trx.raw(
      `alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls noinherit` +
        (opts.password ? ` password ${pg.escapeLiteral(opts.password)}` : ''),
    );
    await trx.raw(`alter role ${role} set default_transaction_read_only = on`);
    await trx.raw(
      `alter role ${role} set statement_timeout = ${Math.floor(opts.statementTimeoutMs)}`,
    );
    await trx.raw(`alter role ${role} set idle_in_transaction_session_timeout = 60000`);
    const [{ db }] = (await rows('select current_database() as db')) as [{ db: string }];
    await trx.raw(`grant connect on database ${pg.escapeIdentifier(db)} to ${role}`);

    const tables = (await rows(
      `select n.nspname as schema, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\\_%'
        order by 1, 2`,
    )) as { schema: string; name: string }[];
    const granted: string[] = [];
    const denied: string[] = [];
    for (const schema of new Set(tables.map((t) => t.schema))) {
      await trx.raw(`grant usage on schema ${pg.escapeIdentifier(schema)} to ${role}`);
    }
    for (const t of tables) {
      const q = `${pg.escapeIdentifier(t.schema)}.${pg.escapeIdentifier(t.name)}`;
      // Whatever it held before (an earlier grant by hand) goes; then SELECT where allowed.
      await trx.raw(`revoke all on ${q} from ${role}`);
      if (SECRET_TABLES.includes(t.name)) {
        denied.push(`${t.schema}.${t.name}`);
      } else {
        await trx.raw(`grant select on ${q} to ${role}`);
        granted.push(`${t.schema}.${t.name}`);
      }
    }
    return { created: !exists, granted, denied };
  });
}
