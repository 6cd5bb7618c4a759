import type net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import type { PgliteGate } from './gate.ts';
import { errorResponse, isStartup } from './wire.ts';

/**
 * Phase two of a connection: logged in, its messages run on PGlite one at a time under the gate.
 * A session takes the gate with its first message and gives it back when it is outside a
 * transaction at a Query/Sync; between messages the server enforces the idle and absolute limits
 * (it cannot stop a statement PGlite is running), rolling the client back and closing it.
 */
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

export interface SessionOptions {
  idleMs: number;
  limitMs: number;
  log: (msg: string) => void;
}

/** The queue PGLiteSocketHandler hands each client message to. */
export interface SessionQueue {
  enqueue(handlerId: number, msg: Uint8Array, onData: (d: Uint8Array) => void): Promise<number>;
  clearQueueForHandler(): void;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

export interface SessionTable {
  queue: SessionQueue;
  size(): number;
  open(id: number, socket: net.Socket): void;
  /** Ends the session of `id` (its transaction rolled back, its locks let go). */
  end(id: number): Promise<void>;
  destroyAll(): void;
}

export function createSessionTable(
  pglite: PGlite,
  gate: PgliteGate,
  opts: SessionOptions,
): SessionTable {
  const { idleMs, limitMs, log } = opts;
  const sessions = new Map<number, Session>();

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

  const queue: SessionQueue = {
    async enqueue(handlerId, msg, onData) {
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
    async clearTransactionIfNeeded(handlerId) {
      const s = sessions.get(handlerId);
      if (!s) return;
      sessions.delete(handlerId);
      await endOf(s);
    },
  };

  return {
    queue,
    size: () => sessions.size,
    open(id, socket) {
      sessions.set(id, { id, socket, since: null, busy: false, closed: false });
    },
    end: (id) => queue.clearTransactionIfNeeded(id),
    destroyAll() {
      for (const s of sessions.values()) s.socket.destroy();
    },
  };
}
