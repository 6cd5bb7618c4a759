import type { ApiErrorBody } from '@karier/api-types';
import { AppError } from '@karier/events';
import type { Context, Next } from 'koa';
import { ZodError } from 'zod';

/** The error body every service sends (declared once, with the web app, in @karier/api-types). */
export type ErrorBody = ApiErrorBody;

const byStatus: Record<number, [string, string]> = {
  400: ['BAD_REQUEST', 'Permintaan tidak valid.'],
  401: ['UNAUTHORIZED', 'Sesi Anda tidak valid. Silakan masuk kembali.'],
  403: ['FORBIDDEN', 'Anda tidak memiliki akses ke sumber ini.'],
  404: ['NOT_FOUND', 'Endpoint tidak ditemukan.'],
  405: ['METHOD_NOT_ALLOWED', 'Metode tidak diizinkan untuk endpoint ini.'],
  406: ['NOT_ACCEPTABLE', 'Format respons yang diminta tidak tersedia.'],
  410: ['GONE', 'Data ini sudah dihapus.'],
  411: ['LENGTH_REQUIRED', 'Header Content-Length diperlukan.'],
  413: ['PAYLOAD_TOO_LARGE', 'Ukuran data yang dikirim terlalu besar.'],
  415: ['UNSUPPORTED_MEDIA_TYPE', 'Format data tidak didukung. Kirim JSON.'],
  429: ['RATE_LIMITED', 'Terlalu banyak permintaan. Coba lagi nanti.'],
};

const INTERNAL_MESSAGE = 'Terjadi kesalahan pada server. Coba lagi nanti.';

/** Turns a ZodError into one Indonesian message naming the first offending field. */
export function validationError(err: ZodError): AppError {
  const issue = err.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message ?? 'Data tidak valid.';
  return new AppError('VALIDATION_ERROR', message, {
    ...(field ? { field } : {}),
    fields: err.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
  });
}

/**
 * The vault's "key of subject … was erased" (store/src/pii-vault.ts): a request of an account
 * whose erasure ran while it was in flight (an upload racing the erasure).
 */
const isSubjectErased = (err: unknown) => err instanceof Error && err.name === 'SubjectErasedError';

function toBody(err: unknown): { status: number; body: ErrorBody; log: boolean } {
  // A ZodError that did not come through parseInput carries zod's own (English) texts: only
  // the field is told, in our words.
  if (err instanceof ZodError) {
    const field = err.issues[0]?.path.join('.') || undefined;
    return toBody(new AppError('VALIDATION_ERROR', 'Data tidak valid.', field ? { field } : {}));
  }
  if (isSubjectErased(err)) return toBody(new AppError('GONE', 'Akun ini sudah dihapus.'));
  if (err instanceof AppError) {
    const field = typeof err.details?.field === 'string' ? err.details.field : undefined;
    return {
      status: err.status,
      body: {
        success: false,
        error: err.code,
        message: err.message,
        ...(field ? { field } : {}),
        ...(err.details && err.status < 500 ? { details: err.details } : {}),
      },
      log: err.status >= 500,
    };
  }
  const status =
    (err as { status?: unknown; statusCode?: unknown })?.status ??
    (err as { statusCode?: unknown })?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const type = (err as { type?: string }).type;
    const [code, message] =
      type === 'entity.parse.failed' || err instanceof SyntaxError
        ? ['INVALID_JSON', 'Format JSON tidak valid.']
        : (byStatus[status] ?? ['BAD_REQUEST', 'Permintaan tidak valid.']);
    return { status, body: { success: false, error: code, message }, log: false };
  }
  return {
    status: 500,
    body: {
      success: false,
      error: 'INTERNAL',
      message: INTERNAL_MESSAGE,
    },
    log: true,
  };
}

/** First middleware: every error becomes `{ success:false, error, message }`, never a stack. */
export function errorMiddleware(log: (err: unknown, ctx: Context) => void = defaultLog) {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
      // An error status without a body (404, the router's 405/501): our JSON, not Koa's text.
      if (ctx.status >= 400 && ctx.body == null && ctx.path.startsWith('/api')) {
        const status = ctx.status;
        const [code, message] = byStatus[status] ?? [
          status >= 500 ? 'INTERNAL' : 'BAD_REQUEST',
          status >= 500 ? INTERNAL_MESSAGE : 'Permintaan tidak valid.',
        ];
        ctx.status = status;
        ctx.body = { success: false, error: code, message } satisfies ErrorBody;
      }
    } catch (err) {
      const answer = errorResponse(err);
      if (answer.log) log(err, ctx);
      ctx.status = answer.status;
      ctx.body = answer.body;
      for (const [name, value] of Object.entries(answer.headers)) ctx.set(name, value);
    }
  };
}

/**
 * What an error is answered with: its status, our body, the headers that go with it
 * (`WWW-Authenticate` on a 401, `Retry-After` on a 429 or a 503 that says how long), and whether it is logged (a 5xx). One
 * mapping for errorMiddleware and the hot reads served without Koa (hot-reads.ts).
 */
export function errorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
  log: boolean;
} {
  const { status, body, log } = toBody(err);
  const headers: Record<string, string> = {};
  if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
  const retryAfter = (err as AppError)?.details?.retryAfterSeconds;
  if ((status === 429 || status === 503) && typeof retryAfter === 'number')
    headers['Retry-After'] = String(retryAfter);
  return { status, body, headers, log };
}

function defaultLog(err: unknown, ctx: Context) {
  console.error(`[http] ${ctx.method} ${ctx.path} failed:`, err);
}
