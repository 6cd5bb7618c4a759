import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachBackend } from '../../test-support/backends.ts';
import { createTestDatabase, probePostgres } from '../../test-support/postgres.ts';
import { openTestStorage, type TestStorage } from '../../test-support/storage.ts';
import { systemContext } from './metadata.ts';
import { writeSnapshot } from './snapshot.ts';
import { userStreamId } from './stream-ids.ts';

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
      expect(res.skipped.sort()).toEqual(['public.pii_keys', 'public.rate_limits']);
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
      expect(res.skipped).toEqual(['public.rate_limits']);
      expect(res.tables.find((t) => t.name === 'pii_keys')!.rows).toBe(30);
      const text = chunks.join('');
      // Personal data appears nowhere in clear, with or without the keys.
      expect(text).not.toContain('@contoh.id');
      expect(text).not.toContain('Pengguna 1');
    });
  },
);
