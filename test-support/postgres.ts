import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Server used by tests; each test file gets its own fresh database on it. */
export const adminUrl =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_DB_PREFIX = 'karier_t_';

export interface PostgresProbe {
  ok: boolean;
  reason: string;
}

let probe: Promise<PostgresProbe> | null = null;

/**
 * Is the test PostgreSQL reachable? Tests that need it are skipped with this reason when it is
 * not — unless KARIER_REQUIRE_POSTGRES=1 (CI), where a missing server fails the run.
 */
export function probePostgres(): Promise<PostgresProbe> {
  probe ??= (async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      await client.query('select 1');
      return { ok: true, reason: '' };
    } catch (err) {
      const reason = `PostgreSQL not reachable at ${adminUrl.replace(/\/\/[^@]*@/, '//')}: ${(err as Error).message}`;
      if (process.env.KARIER_REQUIRE_POSTGRES === '1') throw new Error(reason);
      console.warn(`SKIPPED (PostgreSQL tests): ${reason}`);
      return { ok: false, reason };
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return probe;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database for one test file; `drop()` removes it (call it in afterAll). A
 * benchmark on a shared server may name its own `prefix` (BENCH_DB_PREFIX).
 */
export async function createTestDatabase(prefix = TEST_DB_PREFIX): Promise<{
  url: string;
  name: string;
  drop(): Promise<void>;
}> {
  const run = process.env.KARIER_TEST_RUN ?? 'local';
  const name = `${prefix}${run}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () =>
      admin(async (c) => void (await c.query(`drop database if exists ${name} with (force)`))),
  };
}

/** Drops every database left behind by the given run (or by any run when run is '*'). */
export async function dropRunDatabases(run: string): Promise<number> {
  return admin(async (c) => {
    const pattern = `${TEST_DB_PREFIX}${run === '*' ? '' : `${run}_`}%`;
    const { rows } = await c.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [pattern],
    );
    for (const r of rows) await c.query(`drop database if exists ${r.datname} with (force)`);
    return rows.length;
  });
}
