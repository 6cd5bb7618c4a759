import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { PgliteGate } from './db-socket/gate.ts';
import { serveSocket, type ServeOptions, type SocketServer } from './pglite-server.ts';

// int8 (positions, counts) as JS numbers: positions stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export type DatabaseKind = 'postgres' | 'pglite';

export interface Database {
  knex: Knex;
  kind: DatabaseKind;
  /** Where the embedded database lives (pglite), for messages. */
  location: string;
  /**
   * Hot-path read with `$1…` parameters: a named prepared statement on PostgreSQL (parsed and
   * planned once per connection), a plain query on PGlite. Bypasses the query builder.
   */
  query<R = Record<string, unknown>>(name: string, sql: string, values: unknown[]): Promise<R[]>;
  /** LISTEN on a channel; resolves to an unsubscribe function. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * A session-level advisory lock held on a connection of its own (leader election between
   * processes): resolves to its release function, or null when another session holds it.
   * `onLost` is called if the connection (and so the lock) goes away. PGlite is one process:
   * the lock is always granted.
   */
  tryLock(name: string, onLost?: () => void): Promise<(() => Promise<void>) | null>;
  /**
   * Embedded database only: serves it to local clients on 127.0.0.1 (see pglite-server.ts)
   * until close().
   */
  serveSocket?(opts: ServeOptions): Promise<SocketServer>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL of a real server; when absent an embedded PGlite is used. */
  url?: string | undefined;
  /** Directory of the embedded database; `memory` (or undefined with no url) keeps it in RAM. */
  pgliteDir?: string | 'memory' | undefined;
  poolMax?: number;
  /**
   * The url is the local socket of a running app's PGlite (one backend session shared by every
   * client): no named prepared statements (another client may hold the same name).
   */
  sharedSession?: boolean;
  /** Shown instead of the url in messages. */
  location?: string;
  /** statement_timeout of every session of the pool (a CLI's bound on PostgreSQL). */
  statementTimeoutMs?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts.poolMax ?? 10, opts) : openPglite(opts.pgliteDir);
}

async function openPostgres(
  url: string,
  poolMax: number,
  opts: Pick<DatabaseOptions, 'sharedSession' | 'location' | 'statementTimeoutMs'> = {},
): Promise<Database> {
  const knex = knexFactory({
    client: 'pg',
    connection: opts.statementTimeoutMs
      ? { connectionString: url, statement_timeout: opts.statementTimeoutMs }
      : url,
    pool: { min: 0, max: poolMax },
  });
  await knex.raw('select 1');
  const listeners = new Set<pg.Client>();
  return {
    knex,
    kind: 'postgres',
    location: opts.location ?? url.replace(/\/\/[^@]*@/, '//***@'),
    async query<R>(name: string, sql: string, values: unknown[]) {
      const client = knex.client as {
        acquireConnection(): Promise<pg.PoolClient>;
        releaseConnection(c: pg.PoolClient): Promise<void>;
      };
      const conn = await client.acquireConnection();
      try {
        const named = opts.sharedSession ? {} : { name };
        return (await conn.query({ ...named, text: sql, values })).rows as R[];
      } finally {
        await client.releaseConnection(conn);
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      client.on('error', () => {
        /* the poll fallback of the subscriber keeps things moving */
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      return async () => {
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async tryLock(name, onLost) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let released = false;
      client.on('error', () => {
        if (!released) onLost?.();
      });
      client.on('end', () => {
        if (!released) onLost?.();
      });
      const { rows } = await client.query<{ ok: boolean }>(
        'select pg_try_advisory_lock(hashtext($1)) as ok',
        [name],
      );
      if (!rows[0]?.ok) {
        released = true;
        await client.end().catch(() => undefined);
        return null;
      }
      listeners.add(client);
      return async () => {
        if (released) return;
        released = true;
        listeners.delete(client);
        await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await knex.destroy();
    },
  };
}

const CREATE_TIMEOUT_MS = 120_000;

/** Creates a PGlite data directory in a child process, whose memory goes when it exits. */
async function createDataDirectory(dir: string): Promise<void> {
  // The CommonJS entry: a child started with -e can require() it whatever this module was
  // compiled to (tsx, vitest or the esbuild bundle).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code =
    `const { PGlite } = require(${JSON.stringify(entry)});` +
    `const db = new PGlite(${JSON.stringify(dir)});` +
    `db.waitReady.then(() => db.close()).catch((e) => { console.error(e); process.exit(1); });`;
  const { code: status, stderr } = await new Promise<{ code: number | null; stderr: string }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['-e', code], {
        stdio: ['ignore', 'ignore', 'pipe'],
        timeout: CREATE_TIMEOUT_MS,
      });
      let err = '';
      child.stderr.setEncoding('utf8').on('data', (d: string) => (err = (err + d).slice(-4000)));
      child.on('error', reject);
      child.on('close', (c) => resolve({ code: c, stderr: err }));
    },
  );
  if (status !== 0 || !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`creating the embedded database in ${dir} failed (exit ${status}): ${stderr}`);
  }
}

async function openPglite(dir: string | undefined): Promise<Database> {
  const inMemory = !dir || dir === 'memory';
  if (!inMemory) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // Loaded only when used: a server on PostgreSQL never pays for the embedded database.
  const [{ PGlite }, { default: ClientPgLite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('knex-pglite'),
  ]);
  const releaseLock = inMemory ? () => undefined : lockDirectory(path.resolve(dir));
  let pglite: InstanceType<typeof PGlite>;
  try {
    if (!inMemory && !fs.existsSync(path.join(path.resolve(dir), 'PG_VERSION'))) {
      // A new data directory: creating the database grows PGlite's WebAssembly memory to about
      // 800 MB, which a WebAssembly instance never gives back, and a closed instance is freed
      // only when the garbage collector gets to it (490–660 MB measured after the reopen). A
      // short-lived process creates it instead; this one opens the existing directory in about
      // 380 MB (npm run bench:start, store/src/pglite-fresh-memory.int.spec.ts).
      await createDataDirectory(path.resolve(dir));
    }
    // PostgreSQL's default 128 MB of shared buffers is memory the embedded database touches and
    // keeps; the operating system's page cache holds the data files anyway. 16 MB: 300 → 171 MB
    // resident on an opened directory, with the same CPU for 30,000 rows written and read back
    // (2.0–2.6 s at 128 MB, 2.2 s at 16 MB, same run).
    const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
    pglite = inMemory
      ? new PGlite({ startParams })
      : new PGlite(path.resolve(dir), { startParams });
    await pglite.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  } as Knex.Config);
  const gate = new PgliteGate(knex);
  let server: SocketServer | null = null;
  return {
    knex,
    kind: 'pglite',
    location: inMemory ? 'memory' : path.resolve(dir),
    async query<R>(_name: string, sql: string, values: unknown[]) {
      // Not through the knex connection: wait while a socket client holds the database.
      return gate.read(async () => (await pglite.query<R>(sql, values)).rows);
    },
    async serveSocket(opts) {
      server ??= await serveSocket(pglite, gate, opts);
      return server;
    },
    async listen(channel, onNotify) {
      const unsub = await pglite.listen(channel, onNotify);
      return async () => unsub();
    },
    async tryLock() {
      return async () => undefined;
    },
    async close() {
      await server?.close();
      await knex.destroy();
      if (!pglite.closed) await pglite.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is single-process: two processes on one directory would corrupt it. A pid file guards
 * the directory; a stale one (its process gone) is taken over.
 */
function lockDirectory(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `Database di ${dir} sedang dipakai proses lain (pid ${pid}). Hentikan proses itu, ` +
            'atau jalankan beberapa proses dengan DATABASE_URL ke PostgreSQL.',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Tidak bisa mengunci ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
