import { createHash } from 'node:crypto';
import type net from 'node:net';

/** The few PostgreSQL wire-protocol frames the socket server writes itself (before the handler). */
export const PROTOCOL_3 = 196608;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;

const int32 = (v: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(v);
  return b;
};
export const message = (type: string, body: Buffer) =>
  Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
const cstr = (s: string) => Buffer.from(`${s}\0`);

/** An ErrorResponse: severity, SQLSTATE and message (Indonesian, our own). */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, text: string): Buffer {
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

export function startupMessage(params: Record<string, string>): Buffer {
  const body = Buffer.concat([
    int32(PROTOCOL_3),
    ...Object.entries(params).flatMap(([k, v]) => [cstr(k), cstr(v)]),
    Buffer.from([0]),
  ]);
  return Buffer.concat([int32(body.length + 4), body]);
}

/** An AuthenticationMD5Password request with its salt. */
export const md5Request = (salt: Buffer) => message('R', Buffer.concat([int32(5), salt]));

/** What a client must send for `password` as `user` after the MD5 request with `salt`. */
export function md5Answer(password: string, user: string, salt: Buffer): Buffer {
  const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');
  return Buffer.from(`md5${md5(Buffer.concat([Buffer.from(md5(password + user)), salt]))}`);
}

export const isStartup = (msg: Uint8Array) =>
  msg.length >= 8 && Buffer.from(msg).readInt32BE(4) === PROTOCOL_3;

export const isEncryptionRequest = (code: number) => code === SSL_REQUEST || code === GSS_REQUEST;

/** Reads bytes from a socket in its startup phase (before the handler takes it over). */
export class StartupReader {
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
