import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { main } from './reader-cli.ts';
import { openStorage, type Storage } from './storage.ts';

const probe = await probePostgres();

/** Issue 25: analysts' SQL on PostgreSQL is a real read-only role, made by `db:reader`. */
describe.skipIf(!probe.ok)('db:reader on PostgreSQL', () => {
  const role = `karier_reader_t_${randomBytes(3).toString('hex')}`;
  // A `?` and a quote: neither may be taken for a binding or end the literal.
  const password = `sandi-pembaca-'?-${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-reader-'));
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let storage: Storage;
  const logs: string[] = [];
  const env = () => ({ DATABASE_URL: db.url, DATA_DIR: dataDir, KARIER_READER_PASSWORD: password });
  const asReader = async () => {
    const u = new URL(db.url);
    u.username = role;
    u.password = encodeURIComponent(password);
    const c = new pg.Client({ connectionString: u.toString() });
    await c.connect();
    return c;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    storage = await openStorage({ databaseUrl: db.url, dataDir, secret: undefined });
    const k = storage.db.knex;
    await k.raw(`insert into rate_limits (key, points) values ('login:1.2.3.4', 1)`);
    await k.raw(`insert into pii_keys (subject_id, wrapped_key) values ('u1', 'x')`);
    await k.raw(`create table users (id text primary key, email text)`);
    await k.raw(`create table user_sessions (id text primary key)`);
    await k.raw(`create schema analisis`);
    await k.raw(`create table analisis.user_sessions (id text primary key)`);
    await k.raw(`create table analisis.skill_demand (skill text primary key)`);
    expect(
      await main(['--role', role, '--statement-timeout', '0.5'], env(), (m) => logs.push(m)),
    ).toBe(0);
  });
  afterAll(async () => {
    await storage?.close();
    await db?.drop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop role if exists ${role}`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads the events and the read models, in every schema', async () => {
    expect(logs.join('\n')).toMatch(new RegExp(`Peran ${role} dibuat: SELECT pada \\d+ tabel`));
    const c = await asReader();
    try {
      await c.query('select count(*) from events');
      await c.query('select count(*) from users');
      await c.query('select count(*) from analisis.skill_demand');
    } finally {
      await c.end();
    }
  });

  it('never the keys, sessions or limits (a replay copy included)', async () => {
    const c = await asReader();
    try {
      for (const t of [
        'pii_keys',
        'user_sessions',
        'rate_limits',
        'stored_files',
        'stored_file_chunks',
        'analisis.user_sessions',
      ]) {
        await expect(c.query(`select * from ${t}`), t).rejects.toThrow(/permission denied/);
      }
    } finally {
      await c.end();
    }
  });

  it('writes nothing, even after leaving the read-only default', async () => {
    const c = await asReader();
    try {
      await expect(c.query(`delete from events`)).rejects.toThrow(/read-only transaction/);
      await c.query('set default_transaction_read_only = off');
      await expect(c.query(`delete from events`)).rejects.toThrow(/permission denied/);
      await expect(c.query(`set role postgres`)).rejects.toThrow(/permission denied/);
      const su = await c.query<{ s: string }>(
        `select rolsuper::text as s from pg_roles where rolname = current_user`,
      );
      expect(su.rows[0]!.s).toBe('false');
    } finally {
      await c.end();
    }
  });

  it('has a statement_timeout (ALTER ROLE … SET)', async () => {
    const c = await asReader();
    try {
      expect((await c.query('show statement_timeout')).rows[0]).toEqual({
        statement_timeout: '500ms',
      });
      const started = Date.now();
      await expect(c.query('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await c.end();
    }
  });

  it('a table re-created by a rebuild is readable once db:reader runs again (no default grant)', async () => {
    await storage.db.knex.raw('drop table users');
    await storage.db.knex.raw('create table users (id text primary key, email text)');
    await storage.db.knex.raw('drop table user_sessions');
    await storage.db.knex.raw('create table user_sessions (id text primary key)');
    const c = await asReader();
    try {
      await expect(c.query('select * from users')).rejects.toThrow(/permission denied/);
      const { KARIER_READER_PASSWORD: _, ...noPassword } = env();
      expect(await main(['--role', role], noPassword, (m) => logs.push(m))).toBe(0);
      expect(logs.at(-1)).toContain(`Peran ${role} diperbarui`);
      await c.query('select * from users');
      await expect(c.query('select * from user_sessions')).rejects.toThrow(/permission denied/);
    } finally {
      await c.end();
    }
  });

  it('the CLIs themselves run with a statement_timeout on PostgreSQL', async () => {
    const cli = await openStorage(
      { databaseUrl: db.url, dataDir, secret: undefined },
      { statementTimeoutMs: 300 },
    );
    try {
      const started = Date.now();
      await expect(cli.db.knex.raw('select pg_sleep(3)')).rejects.toThrow(/statement timeout/);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await cli.close();
    }
  });

  it('refuses a password on the command line, and the embedded database', async () => {
    await expect(main(['--password', 'x'], env())).rejects.toThrow(/--password-stdin/);
    const embedded = { DATA_DIR: dataDir } as NodeJS.ProcessEnv;
    expect(await main([], embedded)).toBe(2);
  });
});
