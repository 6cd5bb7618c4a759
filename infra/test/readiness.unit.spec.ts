import { describe, expect, it } from 'vitest';

describe('the readiness probe', () => {
  it("answers 503 with our message, never the database driver's text", async () => {
    const { probes } = await import('../src/probes.ts');
    const storage = {
      db: {
        knex: {
          raw: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
        },
      },
    };
    const ctx = {
      method: 'GET',
      path: '/api/ready',
      status: 404,
      body: undefined as unknown,
      set: () => undefined,
    };
    const original = console.error;
    console.error = () => undefined;
    try {
      await probes({
        service: 'query',
        storage: storage as never,
        isDraining: () => false,
      })(ctx as never, async () => undefined);
    } finally {
      console.error = original;
    }
    expect(ctx.status).toBe(503);
    expect(ctx.body).toEqual({
      success: false,
      error: 'UNAVAILABLE',
      message: 'Layanan belum siap. Coba lagi sebentar lagi.',
    });
  });
});
