import { AppError } from '@karier/events';
import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMiddleware } from './errors.ts';
import { parseInput } from './validate.ts';

/** Runs the error middleware around `inner` on a minimal context; the answer it gives. */
async function answer(inner: (ctx: Context) => unknown, path = '/api/x') {
  const headers: Record<string, string> = {};
  const ctx = {
    method: 'POST',
    path,
    status: 404,
    body: undefined as unknown,
    set: (k: string, v: string) => (headers[k] = v),
  } as unknown as Context;
  const logged: unknown[] = [];
  await errorMiddleware((err) => logged.push(err))(ctx, async () => {
    await inner(ctx);
  });
  return { status: ctx.status, body: ctx.body as Record<string, unknown>, logged, headers };
}

/** Texts of libraries (zod, pg, knex, busboy, multer, zlib, Koa) that must never be answered. */
const LIBRARY_TEXT =
  /Invalid input|expected string|received|Too big|Too small|relation|syntax|knex|select|violates|ECONNREFUSED|Unexpected end of form|Unexpected field|incorrect header|Method Not Allowed|Key of subject/;

describe('the error middleware never answers with a library text', () => {
  it('a zod schema without its own messages: our Indonesian words, naming the field', async () => {
    const schema = z.object({ name: z.string().max(3), tags: z.array(z.string()) });
    const res = await answer(() => parseInput(schema, { name: 'panjang', tags: [1] }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Nilai terlalu panjang atau terlalu besar.',
      field: 'name',
    });
    expect(JSON.stringify(res.body)).toContain('Jenis data tidak sesuai.');
    expect(JSON.stringify(res.body)).not.toMatch(LIBRARY_TEXT);
    // A schema's own message still wins.
    const own = z.object({ name: z.string({ error: 'Nama harus berupa teks' }) });
    expect((await answer(() => parseInput(own, { name: 1 }))).body.message).toBe(
      'Nama harus berupa teks',
    );
  });

  it('a ZodError thrown outside parseInput: a 400 with our words only', async () => {
    const res = await answer(() => z.object({ a: z.number() }).parse({ a: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Data tidak valid.',
      field: 'a',
      details: { field: 'a' },
    });
  });

  it('database, driver and unknown errors: a generic 500, logged, never echoed', async () => {
    for (const err of [
      Object.assign(new Error('relation "users" does not exist'), { code: '42P01' }),
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      'a thrown string',
      Object.assign(new Error('select * from knex'), { status: 503 }),
    ]) {
      const res = await answer(() => {
        throw err;
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        error: 'INTERNAL',
        message: 'Terjadi kesalahan pada server. Coba lagi nanti.',
      });
      expect(res.logged).toHaveLength(1);
    }
  });

  it('4xx errors of parsers (busboy, multer, raw-body): the status with our message', async () => {
    for (const [err, status] of [
      [Object.assign(new Error('Unexpected end of form'), { status: 400 }), 400],
      [Object.assign(new Error('Unexpected field'), { statusCode: 400 }), 400],
      [Object.assign(new Error('request entity too large'), { status: 413 }), 413],
      [Object.assign(new Error('incorrect header check'), { status: 415 }), 415],
    ] as const) {
      const res = await answer(() => {
        throw err;
      });
      expect(res.status).toBe(status);
      expect(res.body.success).toBe(false);
      expect(JSON.stringify(res.body)).not.toMatch(LIBRARY_TEXT);
    }
  });

  it('the erased-key error of a request racing an erasure: 410 "Akun ini sudah dihapus."', async () => {
    class SubjectErasedError extends Error {
      override name = 'SubjectErasedError';
    }
    const res = await answer(() => {
      throw new SubjectErasedError('Key of subject 5b1d7c2e was erased');
    });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ success: false, error: 'GONE', message: 'Akun ini sudah dihapus.' });
    expect(res.logged).toEqual([]);
  });

  it("an error status without a body (the router's 405): our JSON, not Koa's text", async () => {
    const res = await answer((ctx) => {
      ctx.status = 405;
    });
    expect(res.body).toEqual({
      success: false,
      error: 'METHOD_NOT_ALLOWED',
      message: 'Metode tidak diizinkan untuk endpoint ini.',
    });
    expect((await answer(() => undefined)).body.error).toBe('NOT_FOUND');
    // AppErrors keep their own message.
    const own = await answer(() => {
      throw new AppError('CONFLICT', 'Email sudah terdaftar');
    });
    expect(own).toMatchObject({ status: 409, body: { message: 'Email sudah terdaftar' } });
  });

  it('a 503 that says how long to wait: Retry-After, our message, no details in the body', async () => {
    const res = await answer(() => {
      throw new AppError('UNAVAILABLE', 'Coba lagi dalam beberapa detik.', {
        retryAfterSeconds: 5,
      });
    });
    expect(res.status).toBe(503);
    expect(res.headers['Retry-After']).toBe('5');
    expect(res.body).toEqual({
      success: false,
      error: 'UNAVAILABLE',
      message: 'Coba lagi dalam beberapa detik.',
    });
  });
});
