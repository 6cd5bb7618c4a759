import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { AppError, badRequest } from '@karier/events';
import { assertCleanText } from './validate.ts';

/** What a JSON route accepts as `Content-Encoding` (what the body parser can inflate). */
const ENCODINGS = new Set(['identity', 'gzip', 'x-gzip', 'deflate', 'br']);

/**
 * JSON bodies only, 100 kB at most (after inflating), strict (objects and arrays). Malformed
 * JSON is a 400, oversize a 413; a body with another content type on a JSON route is a 415, so
 * is an unknown `Content-Encoding`; a compressed body that does not inflate is a 400. A string
 * with a NUL or a lone surrogate anywhere in the body is a 400 (PostgreSQL cannot store it).
 */
export function jsonBody(limit = '100kb', opts: { except?: (ctx: Context) => boolean } = {}) {
  const parse = bodyParser({
    enableTypes: ['json'],
    jsonLimit: limit,
    encoding: 'utf-8',
    jsonStrict: true,
    // DELETE carries a body too (the admin's password confirms an erasure).
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  });
  return async (ctx: Context, next: Next) => {
    // Routes that parse their own body (multipart uploads).
    if (opts.except?.(ctx)) return next();
    const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method);
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding');
    if (hasBody && withBody && !ctx.is('json')) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Format data tidak didukung. Kirim JSON (application/json).',
      );
    }
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (withBody && encoding && !ENCODINGS.has(encoding)) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Content-Encoding tidak didukung. Kirim JSON tanpa kompresi, atau dengan gzip, deflate, atau br.',
      );
    }
    let parsed = false;
    try {
      await parse(ctx, async () => {
        parsed = true;
        if (withBody) assertCleanText(bodyOf(ctx));
        await next();
      });
    } catch (err) {
      // Errors of the routes behind the parser pass through untouched.
      if (parsed || err instanceof AppError) throw err;
      const status = (err as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500 && status !== 415) throw err;
      if (status === 415) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Content-Encoding tidak didukung. Kirim JSON tanpa kompresi, atau dengan gzip, deflate, atau br.',
        );
      }
      // zlib / brotli: garbage, truncated or mislabelled compressed data.
      throw badRequest('Data terkompresi rusak atau tidak lengkap. Kirim ulang tanpa kompresi.');
    }
  };
}

/** The parsed body, or `{}` when there was none. */
export function bodyOf(ctx: Context): unknown {
  const body = (ctx.request as { body?: unknown }).body;
  return body === undefined ? {} : body;
}
