import { createServer, type IncomingMessage, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@karier/events';
import { afterEach, describe, expect, it } from 'vitest';
import { hotReads, type HotRead } from './hot-reads.ts';

const COMMON = { 'X-Frame-Options': 'DENY' };

/** A server of `hotReads(reads, fallback)` on 127.0.0.1; what the fallback saw. */
async function serve(reads: HotRead[]) {
  const fellBack: string[] = [];
  const logged: unknown[] = [];
  const fallback: RequestListener = (req, res) => {
    fellBack.push(`${req.method} ${req.url}`);
    res.writeHead(299).end('koa');
  };
  const server = createServer(
    hotReads(reads, fallback, {
      commonHeaders: (_req: IncomingMessage) => COMMON,
      log: (err) => logged.push(err),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, fellBack, logged };
}
const servers: ReturnType<typeof createServer>[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

const me: HotRead = {
  path: '/api/me',
  async answer(headers) {
    if (headers.authorization === 'Bearer ok') return { success: true, data: { name: 'Ayu' } };
    if (headers.authorization === 'Bearer boom') throw new Error('pool exhausted at 10.0.0.1');
    throw new AppError('UNAUTHORIZED', 'Silakan masuk terlebih dahulu.');
  },
};

describe('hot reads in front of Koa', () => {
  it('answers a GET of its exact path itself: JSON body, common headers, a request id, Vary', async () => {
    const { base, fellBack } = await serve([me]);
    const res = await fetch(`${base}/api/me`, { headers: { authorization: 'Bearer ok' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { name: 'Ayu' } });
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fellBack).toEqual([]);
  });

  it('answers an AppError as errorMiddleware does: status, our body, WWW-Authenticate', async () => {
    const { base, fellBack } = await serve([me]);
    const res = await fetch(`${base}/api/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
    expect(await res.json()).toMatchObject({
      success: false,
      error: 'UNAUTHORIZED',
      message: 'Silakan masuk terlebih dahulu.',
    });
    expect(fellBack).toEqual([]);
  });

  it('an unexpected error: a 500 with our message, logged, its text never sent', async () => {
    const { base, logged } = await serve([me]);
    const res = await fetch(`${base}/api/me`, { headers: { authorization: 'Bearer boom' } });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ success: false, error: 'INTERNAL' });
    expect(text).not.toContain('10.0.0.1');
    expect(logged).toHaveLength(1);
  });

  it('leaves to Koa another method, another path, a query string and a position to wait for', async () => {
    const { base, fellBack } = await serve([me]);
    const auth = { authorization: 'Bearer ok' };
    const answers = await Promise.all([
      fetch(`${base}/api/me`, { method: 'HEAD', headers: auth }),
      fetch(`${base}/api/me`, { method: 'POST', headers: auth }),
      fetch(`${base}/api/me/x`, { headers: auth }),
      fetch(`${base}/api/me?fresh=1`, { headers: auth }),
      fetch(`${base}/api/me`, { headers: { ...auth, 'X-Karier-Position': '12' } }),
    ]);
    expect(answers.map((r) => r.status)).toEqual([299, 299, 299, 299, 299]);
    expect(fellBack.sort()).toEqual(
      [
        'GET /api/me',
        'GET /api/me/x',
        'GET /api/me?fresh=1',
        'HEAD /api/me',
        'POST /api/me',
      ].sort(),
    );
  });

  it('with no hot reads, the listener is the fallback itself', () => {
    const fallback: RequestListener = () => undefined;
    expect(hotReads([], fallback, { commonHeaders: () => ({}) })).toBe(fallback);
  });
});
