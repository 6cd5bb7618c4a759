import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';
import type { Knex } from 'knex';

/**
 * The embedded database served to local clients while the app runs (issue 19): CLIs, and
 * analysts with psql, reach the PGlite of `npm start` over 127.0.0.1 instead of opening its
 * directory (which would corrupt it).
 *
 * `@electric-sql/pglite-socket` frames the wire protocol (PGLiteSocketHandler) and has no
 * authentication and no isolation of its own: every connection shares PGlite's single backend
 * session, the app's included. So this module adds, around its handler:
 * - a password check (MD5 challenge, passwords derived from the data directory's secrets);
 * - one gate shared with the app: the app's single knex connection. A client holds it from its
 *   first message until it is back outside a transaction at a Query/Sync, so its statements
 *   never interleave with the app's (a client transaction can neither see nor swallow the
 *   app's half-done work, nor the other way round). A client idle inside a transaction longer
 *   than `idleInTransactionMs` is rolled back and disconnected, so it cannot stall the app;
 * - the reader: simple-query protocol only, every Query run inside `BEGIN READ ONLY` +
 *   `SET LOCAL ROLE karier_reader` and rolled back, transaction control, SET/RESET and
 *   set_config refused (they could leave that envelope).
 */

export const DB_SOCKET_FILE = 'pg.socket.json';
export const WRITER_USER = 'karier';
export const READER_USER = 'karier_reader';

export interface SocketInfo {
  pid: number;
  host: string;
  port: number;
  /** The read-only account for analysts (psql); the writer's password is derived from secrets. */
  reader: { user: string; password: string };
}

export interface ServeOptions {
  dataDir: string;
  writerPassword: string;
  readerPassword: string;
  /** 0 (default): a free port, written to `<dataDir>/pg.socket.json`. */
  port?: number;
  idleInTransactionMs?: number;
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

const blockedLeading = new Set([
  'begin',
  'start',
  'commit',
  'end',
  'rollback',
  'abort',
  'savepoint',
  'release',
  'prepare',
  'set',
  'reset',
  'discard',
  'call',
  'do',
  'load',
  'listen',
  'notify',
  'unlisten',
]);
/** set_config can switch the role; these run SQL given as a string (which could call it). */
const blockedAnywhere = new Set([
  'set_config',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'ts_stat',
]);

/**
 * Splits SQL into statements' words, skipping strings, quoted identifiers, comments and
 * dollar-quoted bodies. Returns the refused word, or null when the text may run as a reader.
 */
export function readerRefusal(sql: string): string | null {
  // Unicode-escaped identifiers and strings (U&"\0073et_config") would hide a word.
  if (/u&["']/i.test(sql)) return 'U&';
  let i = 0;
  let first = true;
  const n = sql.length;
  while (i < n) {
    const c = sql[i]!;
    if (c === ';') {
      first = true;
      i++;
    } else if (c === '-' && sql[i + 1] === '-') {
      while (i < n && sql[i] !== '\n') i++;
    } else if (c === '/' && sql[i + 1] === '*') {
      let depth = 0;
      do {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else i++;
      } while (i < n && depth > 0);
    } else if (c === "'" || c === '"') {
      const backslash = c === "'" && /[eE]/.test(sql[i - 1] ?? '');
      const start = ++i;
      while (i < n) {
        if (backslash && sql[i] === '\\') i += 2;
        else if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i++;
      }
      // A quoted identifier names the same function: "set_config"(…).
      const quoted = sql.slice(start, i).toLowerCase();
      if (c === '"' && (blockedAnywhere.has(quoted) || (first && blockedLeading.has(quoted)))) {
        return quoted;
      }
      i++;
      first = false;
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end < 0 ? n : end + tag.length;
      first = false;
    } else if (/[A-Za-z_]/.test(c)) {
      let j = i;
      while (j < n && /[A-Za-z0-9_$]/.test(sql[j]!)) j++;
      const word = sql.slice(i, j).toLowerCase();
      if ((first && blockedLeading.has(word)) || blockedAnywhere.has(word)) return word;
      first = false;
      i = j;
    } else {
      if (!/\s|\(/.test(c)) first = false;
      i++;
    }
  }
  return null;
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
const readyIdle = message('Z', Buffer.from('I'));
const simpleQuery = (sql: string) => new Uint8Array(message('Q', cstr(sql)));

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

type Session = { id: number; reader: boolean; socket: net.Socket; timer?: NodeJS.Timeout };

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
  await pglite.exec(`
    do $$ begin
      if not exists (select 1 from pg_roles where rolname = '${READER_USER}') then
        create role ${READER_USER} nologin;
      end if;
    end $$;
  `);

  const sessions = new Map<number, Session>();
  const queue = {
    async enqueue(handlerId: number, msg: Uint8Array, onData: (d: Uint8Array) => void) {
      const s = sessions.get(handlerId);
      if (!s) throw new Error('Handler disconnected');
      if (s.timer) clearTimeout(s.timer);
      const type = String.fromCharCode(msg[0]!);
      if (s.reader) return runReader(s, type, msg, onData);
      await gate.acquire(handlerId);
      let size = 0;
      try {
        // Not the streaming variant pglite-socket uses: this one also hands the NOTIFYs raised
        // by the client (an append, a cache invalidation) to the app's own listeners.
        const out = await pglite.runExclusive(() => pglite.execProtocolRaw(msg));
        size = out.length;
        if (size) onData(out);
      } catch (err) {
        if (!pglite.isInTransaction()) await gate.release(handlerId);
        throw err;
      }
      const boundary = type === 'Q' || type === 'S' || type === 'X' || isStartup(msg);
      if (boundary && !pglite.isInTransaction()) await gate.release(handlerId);
      else s.timer = setTimeout(() => void expire(s), idleMs);
      return size;
    },
    clearQueueForHandler() {
      /* each handler awaits its own messages one by one: nothing is queued here */
    },
    async clearTransactionIfNeeded(handlerId: number) {
      const s = sessions.get(handlerId);
      if (s?.timer) clearTimeout(s.timer);
      sessions.delete(handlerId);
      if (gate.owner() !== handlerId) return;
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK');
      await gate.release(handlerId);
    },
  };

  async function runReader(
    s: Session,
    type: string,
    msg: Uint8Array,
    onData: (d: Uint8Array) => void,
  ): Promise<number> {
    if (isStartup(msg)) {
      const out = await pglite.runExclusive(() => pglite.execProtocolRaw(msg));
      onData(out);
      return out.length;
    }
    if (type === 'X') return 0;
    if (type !== 'Q') {
      onData(
        errorResponse(
          'FATAL',
          '0A000',
          'Akun baca-saja hanya menerima protokol simple query (psql); protokol extended, COPY FROM dan fungsi lain ditolak.',
        ),
      );
      s.socket.end();
      return 0;
    }
    const sql = Buffer.from(msg.subarray(5, msg.length - 1)).toString('utf8');
    const refused = readerRefusal(sql);
    if (refused) {
      const out = Buffer.concat([
        errorResponse(
          'ERROR',
          '25006',
          `Akun baca-saja: perintah "${refused.toUpperCase()}" tidak diizinkan (setiap query berjalan dalam transaksi baca-saja yang dibatalkan sesudahnya).`,
        ),
        readyIdle,
      ]);
      onData(out);
      return out.length;
    }
    await gate.acquire(s.id);
    try {
      return await pglite.runExclusive(async () => {
        await pglite.execProtocolRaw(simpleQuery(`BEGIN READ ONLY; SET LOCAL ROLE ${READER_USER}`));
        const out = Buffer.from(await pglite.execProtocolRaw(new Uint8Array(msg)));
        await pglite.execProtocolRaw(simpleQuery('ROLLBACK'));
        // The client's ReadyForQuery said "in a transaction" (ours): it is over now.
        if (out.length >= 6 && out[out.length - 6] === 0x5a) out[out.length - 1] = 0x49;
        onData(out);
        return out.length;
      });
    } finally {
      // Only if PGlite itself failed mid-way: never leave the app inside our read-only envelope.
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK').catch(() => undefined);
      await gate.release(s.id);
    }
  }

  async function expire(s: Session) {
    log(`[db-socket] koneksi #${s.id} menganggur dalam transaksi > ${idleMs} ms: dibatalkan`);
    if (gate.owner() === s.id) {
      if (pglite.isInTransaction()) await pglite.exec('ROLLBACK').catch(() => undefined);
      await gate.release(s.id);
    }
    s.socket.write(
      errorResponse('FATAL', '25P03', 'Transaksi menganggur terlalu lama; koneksi ditutup.'),
    );
    s.socket.destroy();
  }

  const authenticate = async (socket: net.Socket): Promise<Session | null> => {
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
      const password =
        user === WRITER_USER
          ? opts.writerPassword
          : user === READER_USER
            ? opts.readerPassword
            : null;
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
      if (user === READER_USER) {
        const id = -Math.floor(Math.random() * 1e9) - 1;
        await gate.acquire(id);
        try {
          await grantReader(pglite);
        } finally {
          await gate.release(id);
        }
      }
      reader.detach();
      // PGlite has one user and one database: its backend answers the startup itself.
      socket.unshift(startupMessage({ user: 'postgres', database: 'template1' }));
      return { id: 0, reader: user === READER_USER, socket };
    } catch {
      socket.destroy();
      return null;
    }
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    void authenticate(socket).then(async (session) => {
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
  server.maxConnections = 32;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  const file = path.join(opts.dataDir, DB_SOCKET_FILE);
  const info: SocketInfo = {
    pid: process.pid,
    host: '127.0.0.1',
    port,
    reader: { user: READER_USER, password: opts.readerPassword },
  };
  fs.rmSync(file, { force: true });
  fs.writeFileSync(file, JSON.stringify(info, null, 2), { mode: 0o600, flag: 'wx' });
  log(`[db-socket] PGlite untuk klien lokal di 127.0.0.1:${port} (${file})`);

  return {
    port,
    async close() {
      const current = readSocketInfo(opts.dataDir);
      if (current?.pid === process.pid) fs.rmSync(file, { force: true });
      for (const s of sessions.values()) s.socket.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

/** Tables the reader may not see: key material, rate-limit keys, session token data. */
export const READER_DENIED = ['pii_keys', 'rate_limits', 'user_sessions'];

/**
 * SELECT on every table of the public schema (events and read models) but the denied ones;
 * run at each reader connection, so tables created since (a rebuilt projection) are covered.
 */
async function grantReader(pglite: PGlite): Promise<void> {
  await pglite.exec(`
    grant usage on schema public to ${READER_USER};
    grant select on all tables in schema public to ${READER_USER};
    do $$ declare t text; begin
      foreach t in array array['${READER_DENIED.join("','")}'] loop
        if to_regclass('public.' || t) is not null then
          execute format('revoke all on public.%I from ${READER_USER}', t);
        end if;
      end loop;
    end $$;
  `);
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
