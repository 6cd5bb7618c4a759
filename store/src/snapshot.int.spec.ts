import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachBackend } from '../../test-support/backends.ts';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { openTestStorage, type TestStorage } from '../../test-support/storage.ts';
import { systemContext } from '@karier/events';
import { main as snapshotCli } from './snapshot-cli.ts';
import { writeSnapshot } from './snapshot.ts';
import { openStorage } from './storage.ts';
import { userStreamId } from '@karier/events';

const pgProbe = await probePostgres();

/** Rows of a table as one digest, the same on both sides when the copy is faithful. */
const digestSql = (table: string) =>
  `select count(*)::int as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`;

forEachBackend(
  (b) => `db:snapshot of a ${b} database (issue 25)`,
  (backend) => {
    let storage: TestStorage;
    let sql = '';
    let tables: { schema: string; name: string; rows: number }[] = [];
    const source = async (q: string) =>
      ((await storage.db.knex.raw(q)) as { rows: Record<string, unknown>[] }).rows;

    beforeAll(async () => {
      storage = await openTestStorage(backend);
      for (let i = 0; i < 30; i++) {
        const userId = randomUUID();
        await storage.store.append(
          userStreamId(userId),
          [
            {
              type: 'UserRegistered',
              data: {
                userId,
                name: `Pengguna ${i} 'kutip' \\ garis`,
                email: `u${i}-${userId}@contoh.id`,
                passwordHash: '$argon2id$h',
                role: 'user',
                registeredAt: new Date().toISOString(),
              },
            },
          ],
          { expectedVersion: 'any', context: systemContext() },
        );
      }
      await storage.db.knex.raw(
        `insert into rate_limits (key, points) values ('login:1.2.3.4', 3)`,
      );
      // A read model in a replay schema, with what a snapshot must carry across.
      for (const q of [
        'create schema analisis',
        `create table analisis.kota (id serial primary key, nama text not null unique,
          data jsonb, berkas bytea, huruf text generated always as (upper(nama)) stored,
          dibuat timestamptz default now(), catatan text[])`,
        `create table analisis.warga (id bigserial primary key,
          kota_id int references analisis.kota(id), umur int check (umur >= 0))`,
        'create index warga_umur_idx on analisis.warga (umur)',
        `insert into analisis.kota (nama, data, berkas, catatan) values
          ('Bandung', '{"a": [1, "dua"]}', '\\x00ff27'::bytea, array['x''y', null]),
          (E'Tab\\tdan\\nbaris', null, null, null)`,
        'insert into analisis.warga (kota_id, umur) select 1, g from generate_series(1, 1200) g',
      ]) {
        await storage.db.knex.raw(q);
      }
      const chunks: string[] = [];
      const res = await writeSnapshot(storage.db.knex, {
        batchSize: 100,
        write: (c) => void chunks.push(c),
      });
      sql = chunks.join('');
      tables = res.tables;
      expect(res.head).toBeGreaterThanOrEqual(30);
      expect(res.skipped.sort()).toEqual([
        'public.pii_keys',
        'public.rate_limits',
        'public.stored_file_chunks',
        'public.stored_files',
      ]);
    });
    afterAll(async () => {
      await storage?.cleanup();
    });

    const sameAsSource = async (query: (q: string) => Promise<Record<string, unknown>[]>) => {
      for (const t of tables) {
        const name = `"${t.schema}"."${t.name}"`;
        const [want] = await source(digestSql(name));
        const [got] = await query(digestSql(name));
        expect(got, name).toEqual(want);
      }
      // Sequences go on from where they were.
      const [next] = await query(
        `insert into analisis.kota (nama) values ('Baru') returning id, huruf`,
      );
      expect(next).toEqual({ id: 3, huruf: 'BARU' });
      await expect(
        query(`insert into analisis.warga (kota_id, umur) values (99, 1)`),
      ).rejects.toThrow(/foreign key/);
    };

    it('loads into a fresh PGlite: every table equal, secrets left out', async () => {
      const copy = new PGlite();
      try {
        await copy.exec(sql);
        await sameAsSource(async (q) => (await copy.query<Record<string, unknown>>(q)).rows);
        const present = await copy.query<{ t: string }>(
          `select table_name as t from information_schema.tables where table_name in ('pii_keys', 'rate_limits', 'user_sessions')`,
        );
        expect(present.rows).toEqual([]);
        expect(tables.find((t) => t.name === 'events')!.rows).toBe(30);
      } finally {
        await copy.close();
      }
    });

    it.skipIf(!pgProbe.ok)(
      'loads into any PostgreSQL as psql would (one simple-query file)',
      async () => {
        const target = await createTestDatabase();
        const c = new pg.Client({ connectionString: target.url });
        await c.connect();
        try {
          await c.query(sql);
          await sameAsSource(async (q) => (await c.query(q)).rows as Record<string, unknown>[]);
        } finally {
          await c.end();
          await target.drop();
        }
      },
    );

    it('--with-keys carries the wrapped keys, still sealed by the master key', async () => {
      const chunks: string[] = [];
      const res = await writeSnapshot(storage.db.knex, {
        include: ['pii_keys'],
        write: (c) => void chunks.push(c),
      });
      expect(res.skipped.sort()).toEqual([
        'public.rate_limits',
        'public.stored_file_chunks',
        'public.stored_files',
      ]);
      expect(res.tables.find((t) => t.name === 'pii_keys')!.rows).toBe(30);
      const text = chunks.join('');
      // Personal data appears nowhere in clear, with or without the keys.
      expect(text).not.toContain('@contoh.id');
      expect(text).not.toContain('Pengguna 1');
    });
  },
);

describe('npm run db:snapshot on a data directory no app runs on', () => {
  it('writes the file 0600 (never over an existing one) and a fresh PGlite directory', async () => {
    const storage = await openTestStorage('pglite');
    const { dataDir } = storage;
    const userId = randomUUID();
    await storage.store.append(
      userStreamId(userId),
      [
        {
          type: 'UserLoggedIn',
          data: {
            userId,
            sessionId: randomUUID(),
            method: 'password',
            loggedInAt: new Date().toISOString(),
            expiresAt: new Date(Date.now() + 3600_000).toISOString(),
          },
        },
      ],
      { expectedVersion: 'any', context: systemContext() },
    );
    await storage.close(); // the CLI opens the directory itself
    const out = path.join(dataDir, '..', `${path.basename(dataDir)}.sql`);
    const copyDir = path.join(dataDir, '..', `${path.basename(dataDir)}-salinan`);
    const env = { DATA_DIR: dataDir } as NodeJS.ProcessEnv;
    const logs: string[] = [];
    try {
      expect(
        await snapshotCli(['--out', out, '--pglite-dir', copyDir], env, (m) => logs.push(m)),
      ).toBe(0);
      expect(fs.statSync(out).mode & 0o777).toBe(0o600);
      expect(logs[0]).toMatch(
        /^Snapshot .*: \d+ tabel, \d+ baris, head event 1 .*Tidak disertakan: public\.pii_keys, public\.rate_limits, public\.stored_file_chunks, public\.stored_files\.$/,
      );
      const modes = new Set<number>();
      const walk = (p: string) => {
        const st = fs.statSync(p);
        modes.add(st.mode & 0o077);
        if (st.isDirectory()) for (const n of fs.readdirSync(p)) walk(path.join(p, n));
      };
      walk(copyDir);
      expect([...modes]).toEqual([0]);
      const copy = new PGlite(copyDir);
      try {
        const n = await copy.query<{ n: number }>('select count(*)::int as n from events');
        expect(n.rows[0]!.n).toBe(1);
      } finally {
        await copy.close();
      }
      const written = fs.readFileSync(out, 'utf8');
      await expect(snapshotCli(['--out', out], env, () => undefined)).rejects.toThrow(
        /sudah ada: pakai --force/,
      );
      expect(fs.readFileSync(out, 'utf8')).toBe(written);
      // The source directory is closed again, usable by the app.
      const reopened = await openStorage({ databaseUrl: undefined, dataDir, secret: undefined });
      await reopened.close();
    } finally {
      fs.rmSync(out, { force: true });
      fs.rmSync(copyDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
