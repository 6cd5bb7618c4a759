import { randomUUID } from 'node:crypto';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  RequestListener,
  ServerResponse,
} from 'node:http';
import { POSITION_HEADER } from './consistency.ts';
import { errorResponse } from './errors.ts';

/**
 * A read answered straight from node:http, in front of Koa.
 *
 * `GET /api/auth/me` runs on every page load: a token check and one prepared SELECT, about
 * 110 µs of CPU when bare. Koa's context, its router, compress, the request id and the security
 * header middleware added about 130 µs more (measured with `npm run bench -- auth-me` and a
 * CPU profile, issue 18). A hot read gives the same answer without that work:
 * - the same headers (the app's common headers, `X-Request-Id`, `Vary`);
 * - the same JSON body;
 * - the same error bodies (errorResponse).
 *
 * Anything else goes to Koa, which serves the same route the usual way: another method, a query
 * string, or a read-your-writes position to wait for.
 */
export interface HotRead {
  /** The exact path (`/api/auth/me`). */
  path: string;
  /** The body of a 200; a throw is answered as errorMiddleware answers it. */
  answer(headers: IncomingHttpHeaders): Promise<unknown>;
}

export interface HotReadOptions {
  /** Headers every answer of the app carries (its security headers) for this request. */
  commonHeaders(req: IncomingMessage): Record<string, string>;
  /** A 5xx's cause, as errorMiddleware logs it. */
  log?(err: unknown, req: IncomingMessage): void;
}

const POSITION = POSITION_HEADER.toLowerCase();

/** A request listener: the hot reads first, every other request to `fallback` (Koa's). */
export function hotReads(
  reads: readonly HotRead[],
  fallback: RequestListener,
  opts: HotReadOptions,
): RequestListener {
  const byPath = new Map(reads.map((r) => [r.path, r]));
  if (byPath.size === 0) return fallback;
  return (req, res) => {
    const read = req.method === 'GET' ? byPath.get(req.url ?? '') : undefined;
    if (!read || req.headers[POSITION] !== undefined) {
      fallback(req, res);
      return;
    }
    serve(read, req, res, opts).catch(() => res.destroy());
  };
}

async function serve(
  read: HotRead,
  req: IncomingMessage,
  res: ServerResponse,
  opts: HotReadOptions,
) {
  let status = 200;
  let body: unknown;
  let headers: Record<string, string> = {};
  try {
    body = await read.answer(req.headers);
  } catch (err) {
    const answer = errorResponse(err);
    if (answer.log) (opts.log ?? defaultLog)(err, req);
    ({ status, body, headers } = answer);
  }
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...opts.commonHeaders(req),
    ...headers,
    'X-Request-Id': randomUUID(),
    // Koa's compress middleware says it of every answer; a hot body is far below its threshold.
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(json)),
  });
  res.end(json);
}

function defaultLog(err: unknown, req: IncomingMessage) {
  console.error(`[http] ${req.method} ${req.url} failed:`, err);
}
