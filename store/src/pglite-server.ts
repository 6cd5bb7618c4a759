import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import { createLoginPhase } from './db-socket/login.ts';
import type { PgliteGate } from './db-socket/gate.ts';
import { createSessionTable } from './db-socket/sessions.ts';

/**
 * The embedded database served to the project's own CLIs while the app runs (issues 19, 25):
 * `admin:create`, `projector`, `audit:verify`, `events:export`, `db:snapshot` reach the PGlite
 * of `npm start` over 127.0.0.1 instead of opening its directory (which would corrupt it).
 *
 * `@electric-sql/pglite-socket` frames the wire protocol (PGLiteSocketHandler) and has no
 * authentication and no isolation of its own: every connection shares PGlite's single backend
 * session, the app's included, and PGlite runs each statement as its superuser on the app's own
 * thread (it ignores statement_timeout: `select pg_sleep(2)` stops the event loop for 2 s). So
 * nobody but the operator may run SQL here: there is one account, `karier`, whose password is
 * derived from the data directory's secret (whoever reads that could open the directory anyway),
 * and no account for untrusted clients. An earlier read-only account guarded by a hand-written
 * SQL filter became a superuser with an E-string or `ts_rewrite` trick (issue 25): analysts get
 * a snapshot (`db:snapshot`) or a real read-only role on PostgreSQL (`db:reader`) instead.
 *
 * Around its handler this module adds:
 * - the password check (MD5 challenge), within `loginTimeoutMs` of connecting; unauthenticated
 *   connections are capped per peer address and in all (the oldest waiting one gives way), so
 *   idle sockets cannot lock the CLIs out;
 * - one gate shared with the app: the app's single knex connection. A client holds it from its
 *   first message until it is back outside a transaction at a Query/Sync, so its statements
 *   never interleave with the app's (a client transaction can neither see nor swallow the
 *   app's half-done work, nor the other way round);
 * - bounds on holding that gate, which the server enforces between messages (it cannot stop a
 *   statement PGlite is running): idle in a transaction longer than `idleInTransactionMs`, or
 *   holding the gate longer than `transactionLimitMs` in all (an absolute limit from taking it,
 *   not reset by each statement), and the client is rolled back, the gate released and the
 *   connection closed with a FATAL message.
 */

export const DB_SOCKET_FILE = 'pg.socket.json';
export const WRITER_USER = 'karier';

export interface SocketInfo {
  pid: number;
  host: string;
  port: number;
}

export interface ServeOptions {
  dataDir: string;
  writerPassword: string;
  /** 0 (default): a free port, written to `<dataDir>/pg.socket.json`. */
  port?: number;
  /** Idle inside a transaction (between messages) at most this long. Default 10 s. */
  idleInTransactionMs?: number;
  /** Holding the database (a transaction, a pipeline) at most this long in all. Default 30 s. */
  transactionLimitMs?: number;
  /** From connecting to a correct password. Default 5 s. */
  loginTimeoutMs?: number;
  /** Connections still logging in, per peer address (default 8) and in all (default 64). */
  maxPendingPerPeer?: number;
  maxPending?: number;
  /** Logged-in connections at once. Default 16. */
  maxSessions?: number;
  log?: (msg: string) => void;
}

export interface SocketServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Starts the server on 127.0.0.1 and writes `<dataDir>/pg.socket.json` (mode 0600). A
 * connection goes through two phases: logging in (`db-socket/login.ts`), then a session whose
 * messages run under the gate (`db-socket/sessions.ts`); the wire frames written by the server
 * itself are in `db-socket/wire.ts`.
 */
export async function serveSocket(
  pglite: PGlite,
  gate: PgliteGate,
  opts: ServeOptions,
): Promise<SocketServer> {
  const log = opts.log ?? (() => undefined);
  const maxPending = opts.maxPending ?? 64;
  const maxSessions = opts.maxSessions ?? 16;
  // The read-only account of earlier versions (issue 25): gone, with its grants.
  await pglite.exec(`
    do $$ begin
      if exists (select 1 from pg_roles where rolname = 'karier_reader') then
        drop owned by karier_reader;
        drop role karier_reader;
      end if;
    end $$;
  `);

  const sessions = createSessionTable(pglite, gate, {
    idleMs: opts.idleInTransactionMs ?? 10_000,
    limitMs: opts.transactionLimitMs ?? 30_000,
    log,
  });
  const login = createLoginPhase({
    user: WRITER_USER,
    password: opts.writerPassword,
    loginMs: opts.loginTimeoutMs ?? 5_000,
    maxPendingPerPeer: opts.maxPendingPerPeer ?? 8,
    maxPending,
    maxSessions,
    sessionCount: sessions.size,
  });

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    void login.logIn(socket).then(async (ok) => {
      if (!ok) return;
      const handler = new PGLiteSocketHandler({
        queryQueue: sessions.queue as never,
        closeOnDetach: true,
      });
      const id = handler.handlerId;
      sessions.open(id, socket);
      handler.addEventListener('error', () => void sessions.end(id));
      handler.addEventListener('close', () => void sessions.end(id));
      await handler.attach(socket);
      socket.resume();
    });
  });
  // Past the caps above, which make room themselves: only a guard against runaway counts.
  server.maxConnections = maxPending + maxSessions + 16;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  const file = path.join(opts.dataDir, DB_SOCKET_FILE);
  const info: SocketInfo = { pid: process.pid, host: '127.0.0.1', port };
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600, flag: 'wx' });
  log(`[db-socket] PGlite untuk CLI proyek di 127.0.0.1:${port} (${file})`);

  return {
    port,
    async close() {
      const current = readSocketInfo(opts.dataDir);
      if (current?.pid === process.pid) fs.rmSync(file, { force: true });
      login.closeAll();
      sessions.destroyAll();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** The socket of a live app on this data directory, or null. */
export function readSocketInfo(dataDir: string): SocketInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, DB_SOCKET_FILE), 'utf8')) as
      SocketInfo | undefined;
    if (!info?.port || !info.pid) return null;
    try {
      process.kill(info.pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EPERM') return null;
    }
    return info;
  } catch {
    return null;
  }
}
