import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { Knex } from 'knex';

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

type Pool = {
  acquireConnection(): Promise<unknown>;
  releaseConnection(c: unknown): Promise<void>;
};

/**
 * The gate: the app's one knex connection (its transactions hold it), plus a count of the app's
 * unpooled hot-path reads, which run only while no socket client holds the database.
 */
export class PgliteGate {
  private held: { conn: unknown; owner: number } | null = null;
  private changed: Promise<void> = Promise.resolve();
  private notify: () => void = () => undefined;
  private reads = 0;
  constructor(private readonly knex: Knex) {}

  private signal(): void {
    this.notify();
    this.changed = new Promise((r) => (this.notify = r));
  }

  /** Runs an app read outside the knex pool, never inside a socket client's work. */
  async read<T>(fn: () => Promise<T>): Promise<T> {
    while (this.held) await this.changed;
    this.reads++;
    try {
      return await fn();
    } finally {
      this.reads--;
      if (this.reads === 0) this.signal();
    }
  }

  async acquire(owner: number): Promise<void> {
    if (this.held?.owner === owner) return;
    const conn = await (this.knex.client as Pool).acquireConnection();
    this.held = { conn, owner };
    this.signal();
    while (this.reads > 0) await this.changed;
  }

  owner(): number | null {
    return this.held?.owner ?? null;
  }

  async release(owner: number): Promise<void> {
    if (this.held?.owner !== owner) return;
    const { conn } = this.held;
    this.held = null;
    this.signal();
    await (this.knex.client as Pool).releaseConnection(conn);
  }
}

const int32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(v);
  return b;
};
const message = (type: string, body: Buffer) =>
  Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
const cstr = (s: string) => Buffer.from(`${s}\0`);

/** An ErrorResponse: severity, SQLSTATE and message (Indonesian, our own). */
function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
  return message(
    'E',
    Buffer.concat([
      cstr(`S${severity}`),
      cstr(`V${severity}`),
      cstr(`C${code}`),
      cstr(`M${text}`),
      Buffer.from([0]),
    ]),
  );
}

function startupMessage(params: Record<string, string>): Buffer {
  const body = Buffer.concat([
    int32(196608),
    ...Object.entries(params).flatMap(([k, v]) => [cstr(k), cstr(v)]),
    Buffer.from([0]),
  ]);
  return Buffer.concat([int32(body.length + 4), body]);
}

const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');

/** Reads bytes from a socket in its startup phase (before the handler takes it over). */
class StartupReader {
  private buf = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private ended = false;
  constructor(private readonly socket: net.Socket) {
    socket.on('data', this.onData);
    socket.on('close', this.onEnd);
    socket.on('error', this.onEnd);
  }
  private onData = (d: Buffer) => {
    this.buf = Buffer.concat([this.buf, d]);
    this.waiting?.();
  };
  private onEnd = () => {
    this.ended = true;
    this.waiting?.();
  };
  async take(n: number): Promise<Buffer> {
    while (this.buf.length < n) {
      if (this.ended) throw new Error('closed');
      await new Promise<void>((r) => (this.waiting = r));
      this.waiting = null;
    }
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }
  /** Stops reading; whatever arrived beyond the startup goes back to the socket. */
  detach(): void {
    this.socket.pause();
    this.socket.off('data', this.onData);
    this.socket.off('close', this.onEnd);
    this.socket.off('error', this.onEnd);
    if (this.buf.length) this.socket.unshift(this.buf);
  }
}

type Session = {
  id: number;
  socket: net.Socket;
  /** When this session took the gate (its absolute limit counts from there), else null. */
  since: number | null;
  idle?: NodeJS.Timeout;
  limit?: NodeJS.Timeout;
  /** A message of this session is running in PGlite. */
  busy: boolean;
  /** Closed by a limit: refuse whatever it still sends. */
  closed: boolean;
};

/** A connection that has not logged in yet. */
type Pending = { socket: net.Socket; peer: string; timer: NodeJS.Timeout };

/**
 * Starts the server on 127.0.0.1 and writes `<dataDir>/pg.socket.json` (mode 0600).
 */
export async function serveSocket(
  pglite: PGlite,
  gate: PgliteGate,
  opts: ServeOptions,
): Promise<SocketServer> {
  const log = opts.log ?? (() => undefined);
  const idleMs = opts.idleInTransactionMs ?? 10_000;
  const limitMs = opts.transactionLimitMs ?? 30_000;
  const loginMs = opts.loginTimeoutMs ?? 5_000;
  const maxPendingPerPeer = opts.maxPendingPerPeer ?? 8;
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

  const sessions = new Map<number, Session>();
  const queue = {
    async enqueue(handlerId: number, msg: Uint8Array, onData: (d: Uint8Array) => void) {
      const s = sessions.get(handlerId);
      if (!s || s.closed) throw new Error('Handler disconnected');
      if (s.idle) clearTimeout(s.idle);
      const type = String.fromCharCode(msg[0]!);
      if (gate.owner() !== handlerId) {
        await gate.acquire(handlerId);
        if (s.closed) {
          await gate.release(handlerId);
          throw new Error('Handler disconnected');
        }
        s.since = Date.now();
        s.limit = setTimeout(() => void expire(s, 'limit'), limitMs);
      }
      let size = 0;
      s.busy = true;
      try {
        // Not the streaming variant pglite-socket uses: this one also hands the NOTIFYs raised
        // by the client (an append, a cache invalidation) to the app's own listeners.
        const out = await pglite.runExclusive(() => pglite.execProtocolRaw(msg));
        size = out.length;
        if (size && !s.closed) onData(out);
      } catch (err) {
        if (!pglite.isInTransaction()) await releaseOf(s);
        throw err;
      } finally {
        s.busy = false;
      }
      // The limit passed while PGlite ran this message (its timer could not fire meanwhile).
      if (s.since !== null && Date.now() - s.since > limitMs) {
        await expire(s, 'limit');
        return size;
      }
      const boundary = type === 'Q' || type === 'S' || type === 'X' || isStartup(msg);
      if (boundary && !pglite.isInTransaction()) await releaseOf(s);
      else s.idle = setTimeout(() => void expire(s, 'idle'), idleMs);
      return size;
    },
    clearQueueForHandler() {
      /* each handler awaits its own messages one by one: nothing is queued here */
    },
    async clearTransactionIfNeeded(handlerId: number) {
      const s = sessions.get(handlerId);
      if (!s) return;
      sessions.delete(handlerId);
      await endOf(s);
    },
  };

  /** Releases the gate if this session holds it; its timers stop. */
  async function releaseOf(s: Session) {
    if (s.idle) clearTimeout(s.idle);
    if (s.limit) clearTimeout(s.limit);
    s.since = null;
    await gate.release(s.id);
  }

  /** A session that ends: its transaction rolled back, its session-level locks let go. */
  async function endOf(s: Session) {
    s.closed = true;
    if (s.idle) clearTimeout(s.idle);
    if (s.limit) clearTimeout(s.limit);
    try {
      if (gate.owner() !== s.id) await gate.acquire(s.id);
      try {
        if (pglite.isInTransaction()) await pglite.exec('ROLLBACK').catch(() => undefined);
        // The app takes no session-level advisory lock on PGlite (one process: tryLock is a
        // no-op, and a second projector or relay is refused beside the app), so every such
        // lock is a client's, and none outlives its connection.
        await pglite.exec('select pg_advisory_unlock_all()').catch(() => undefined);
      } finally {
        await releaseOf(s);
      }
    } catch (err) {
      // Called from socket events: never an unhandled rejection in the app.
      log(`[db-socket] koneksi #${s.id}: penutupan gagal: ${(err as Error).message}`);
    }
  }

  const texts = {
    idle: `Transaksi menganggur lebih dari ${idleMs} ms; dibatalkan dan koneksi ditutup.`,
    limit: `Transaksi melewati batas ${limitMs} ms; dibatalkan dan koneksi ditutup.`,
  };
  async function expire(s: Session, why: 'idle' | 'limit') {
    // A message still in PGlite: the check after it comes back does this.
    if (s.closed || s.busy) return;
    log(`[db-socket] koneksi #${s.id}: ${texts[why]}`);
    s.socket.write(errorResponse('FATAL', why === 'idle' ? '25P03' : '25P04', texts[why]));
    sessions.delete(s.id);
    await endOf(s);
    s.socket.destroy();
  }

  const pending = new Set<Pending>();
  const admit = (socket: net.Socket): Pending => {
    const peer = socket.remoteAddress ?? '';
    const evict = (p: Pending | undefined, text: string) => {
      if (!p) return;
      pending.delete(p);
      clearTimeout(p.timer);
      p.socket.end(errorResponse('FATAL', '53300', text));
      p.socket.destroy();
    };
    // The oldest waiting connection gives way: a CLI logs in within milliseconds of
    // connecting, so idle sockets (however many) cannot keep it out.
    const ofPeer = [...pending].filter((p) => p.peer === peer);
    if (ofPeer.length >= maxPendingPerPeer) {
      evict(ofPeer[0], 'Terlalu banyak koneksi belum login dari alamat ini.');
    }
    if (pending.size >= maxPending) {
      evict(pending.values().next().value, 'Terlalu banyak koneksi belum login.');
    }
    const p: Pending = {
      socket,
      peer,
      timer: setTimeout(() => {
        pending.delete(p);
        socket.end(errorResponse('FATAL', '08006', `Waktu login (${loginMs} ms) habis.`));
        socket.destroy();
      }, loginMs),
    };
    pending.add(p);
    return p;
  };

  const authenticate = async (socket: net.Socket, p: Pending): Promise<Session | null> => {
    const reader = new StartupReader(socket);
    const fail = (code: string, text: string) => {
      socket.end(errorResponse('FATAL', code, text));
      return null;
    };
    try {
      let params: Record<string, string> | null = null;
      while (!params) {
        const len = (await reader.take(4)).readInt32BE(0);
        if (len < 8 || len > 10_000) return fail('08P01', 'Pesan startup tidak valid.');
        const body = await reader.take(len - 4);
        const code = body.readInt32BE(0);
        if (code === 80877103 || code === 80877104) {
          socket.write('N'); // no SSL/GSS: loopback only
          continue;
        }
        if (code !== 196608) return fail('08P01', 'Protokol tidak didukung.');
        const parts = body.subarray(4).toString('utf8').split('\0');
        params = {};
        for (let k = 0; k + 1 < parts.length && parts[k]; k += 2) params[parts[k]!] = parts[k + 1]!;
      }
      const user = params.user ?? '';
      // One account: the project's CLIs. No other user exists, whatever it is called.
      const password = user === WRITER_USER ? opts.writerPassword : null;
      const salt = randomBytes(4);
      socket.write(message('R', Buffer.concat([int32(5), salt])));
      const type = (await reader.take(1)).toString();
      const len = (await reader.take(4)).readInt32BE(0);
      if (type !== 'p' || len < 5 || len > 1000) return fail('08P01', 'Pesan sandi tidak valid.');
      const given = (await reader.take(len - 4)).subarray(0, -1);
      const expected = password
        ? Buffer.from(`md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`)
        : randomBytes(35);
      if (!password || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        await new Promise((r) => setTimeout(r, 250));
        return fail('28P01', `Autentikasi sandi gagal untuk pengguna "${user}".`);
      }
      if (!pending.has(p)) return null; // timed out or gave way meanwhile
      pending.delete(p);
      clearTimeout(p.timer);
      if (sessions.size >= maxSessions) {
        return fail('53300', `Terlalu banyak koneksi (maksimal ${maxSessions}).`);
      }
      reader.detach();
      // PGlite has one user and one database: its backend answers the startup itself.
      socket.unshift(startupMessage({ user: 'postgres', database: 'template1' }));
      return { id: 0, socket, since: null, busy: false, closed: false };
    } catch {
      socket.destroy();
      return null;
    } finally {
      if (pending.delete(p)) clearTimeout(p.timer);
    }
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    const p = admit(socket);
    void authenticate(socket, p).then(async (session) => {
      if (!session) return;
      const handler = new PGLiteSocketHandler({
        queryQueue: queue as never,
        closeOnDetach: true,
      });
      session.id = handler.handlerId;
      sessions.set(handler.handlerId, session);
      handler.addEventListener('error', () => void queue.clearTransactionIfNeeded(session.id));
      handler.addEventListener('close', () => void queue.clearTransactionIfNeeded(session.id));
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
      for (const p of pending) {
        clearTimeout(p.timer);
        p.socket.destroy();
      }
      for (const s of sessions.values()) s.socket.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const isStartup = (msg: Uint8Array) =>
  msg.length >= 8 && Buffer.from(msg).readInt32BE(4) === 196608;

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
