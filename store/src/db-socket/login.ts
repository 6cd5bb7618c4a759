import { randomBytes, timingSafeEqual } from 'node:crypto';
import type net from 'node:net';
import {
  errorResponse,
  isEncryptionRequest,
  md5Answer,
  md5Request,
  PROTOCOL_3,
  startupMessage,
  StartupReader,
} from './wire.ts';

/**
 * Phase one of a connection: from connecting to a correct password. Connections still logging
 * in are capped per peer address and in all (the oldest waiting one gives way: a CLI logs in
 * within milliseconds of connecting, so idle sockets, however many, cannot keep it out), and each
 * has `loginMs` to finish.
 */
export interface LoginOptions {
  /** The one account (the project's CLIs) and its password. */
  user: string;
  password: string;
  loginMs: number;
  maxPendingPerPeer: number;
  maxPending: number;
  maxSessions: number;
  /** Logged-in connections now. */
  sessionCount: () => number;
}

/** A connection that has not logged in yet. */
type Pending = { socket: net.Socket; peer: string; timer: NodeJS.Timeout };

export interface LoginPhase {
  /** Logs the socket in; true when it may go on to the session phase (its startup replayed). */
  logIn(socket: net.Socket): Promise<boolean>;
  /** Drops every connection still logging in. */
  closeAll(): void;
}

export function createLoginPhase(opts: LoginOptions): LoginPhase {
  const pending = new Set<Pending>();

  const evict = (p: Pending | undefined, text: string) => {
    if (!p) return;
    pending.delete(p);
    clearTimeout(p.timer);
    p.socket.end(errorResponse('FATAL', '53300', text));
    p.socket.destroy();
  };

  const admit = (socket: net.Socket): Pending => {
    const peer = socket.remoteAddress ?? '';
    const ofPeer = [...pending].filter((p) => p.peer === peer);
    if (ofPeer.length >= opts.maxPendingPerPeer) {
      evict(ofPeer[0], 'Terlalu banyak koneksi belum login dari alamat ini.');
    }
    if (pending.size >= opts.maxPending) {
      evict(pending.values().next().value, 'Terlalu banyak koneksi belum login.');
    }
    const p: Pending = {
      socket,
      peer,
      timer: setTimeout(() => {
        pending.delete(p);
        socket.end(errorResponse('FATAL', '08006', `Waktu login (${opts.loginMs} ms) habis.`));
        socket.destroy();
      }, opts.loginMs),
    };
    pending.add(p);
    return p;
  };

  /** The startup message's parameters, answering SSL/GSS requests with "no" (loopback only). */
  const readStartup = async (socket: net.Socket, reader: StartupReader) => {
    for (;;) {
      const len = (await reader.take(4)).readInt32BE(0);
      if (len < 8 || len > 10_000) return 'Pesan startup tidak valid.';
      const body = await reader.take(len - 4);
      const code = body.readInt32BE(0);
      if (isEncryptionRequest(code)) {
        socket.write('N');
        continue;
      }
      if (code !== PROTOCOL_3) return 'Protokol tidak didukung.';
      const parts = body.subarray(4).toString('utf8').split('\0');
      const params: Record<string, string> = {};
      for (let k = 0; k + 1 < parts.length && parts[k]; k += 2) params[parts[k]!] = parts[k + 1]!;
      return params;
    }
  };

  /** The MD5 challenge: true when the password of the one account was given. */
  const checkPassword = async (socket: net.Socket, reader: StartupReader, user: string) => {
    // One account: the project's CLIs. No other user exists, whatever it is called.
    const password = user === opts.user ? opts.password : null;
    const salt = randomBytes(4);
    socket.write(md5Request(salt));
    const type = (await reader.take(1)).toString();
    const len = (await reader.take(4)).readInt32BE(0);
    if (type !== 'p' || len < 5 || len > 1000) return 'malformed';
    const given = (await reader.take(len - 4)).subarray(0, -1);
    const expected = password ? md5Answer(password, user, salt) : randomBytes(35);
    return (
      Boolean(password) && given.length === expected.length && timingSafeEqual(given, expected)
    );
  };

  return {
    async logIn(socket) {
      const p = admit(socket);
      const reader = new StartupReader(socket);
      const fail = (code: string, text: string) => {
        socket.end(errorResponse('FATAL', code, text));
        return false;
      };
      try {
        const params = await readStartup(socket, reader);
        if (typeof params === 'string') return fail('08P01', params);
        const user = params.user ?? '';
        const ok = await checkPassword(socket, reader, user);
        if (ok === 'malformed') return fail('08P01', 'Pesan sandi tidak valid.');
        if (!ok) {
          await new Promise((r) => setTimeout(r, 250));
          return fail('28P01', `Autentikasi sandi gagal untuk pengguna "${user}".`);
        }
        if (!pending.has(p)) return false; // timed out or gave way meanwhile
        pending.delete(p);
        clearTimeout(p.timer);
        if (opts.sessionCount() >= opts.maxSessions) {
          return fail('53300', `Terlalu banyak koneksi (maksimal ${opts.maxSessions}).`);
        }
        reader.detach();
        // PGlite has one user and one database: its backend answers the startup itself.
        socket.unshift(startupMessage({ user: 'postgres', database: 'template1' }));
        return true;
      } catch {
        socket.destroy();
        return false;
      } finally {
        if (pending.delete(p)) clearTimeout(p.timer);
      }
    },
    closeAll() {
      for (const p of pending) {
        clearTimeout(p.timer);
        p.socket.destroy();
      }
      pending.clear();
    },
  };
}
