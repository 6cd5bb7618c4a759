import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { AppError } from '@karier/events';

/**
 * JSON bodies only, 100 kB at most, strict (objects and arrays). Malformed JSON is a 400,
 * oversize a 413; a body with another content type on a JSON route is a 415.
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
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding');
    if (hasBody && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) && !ctx.is('json')) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'Format data tidak didukung. Kirim JSON (application/json).',
      );
    }
    return parse(ctx, next);
  };
}

/** The parsed body, or `{}` when there was none. */
export function bodyOf(ctx: Context): unknown {
  const body = (ctx.request as { body?: unknown }).body;
  return body === undefined ? {} : body;
}
