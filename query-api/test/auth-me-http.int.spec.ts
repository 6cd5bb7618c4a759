import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

/**
 * GET /api/auth/me is a hot read (@karier/http's hot-reads.ts): answered in front of Koa.
 * `X-Karier-Position: 0` (nothing to wait for) sends the same request through Koa's route, so
 * each pair of answers below must be the same but for the date and the request id.
 */
async function both(base: string, headers: Record<string, string>) {
  const get = async (extra: Record<string, string>) => {
    const res = await fetch(`${base}/api/auth/me`, { headers: { ...headers, ...extra } });
    const all = Object.fromEntries(res.headers);
    expect(all['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    delete all.date;
    delete all['x-request-id'];
    return { status: res.status, headers: all, body: (await res.json()) as unknown };
  };
  return { hot: await get({}), koa: await get({ 'X-Karier-Position': '0' }) };
}

describe('GET /api/auth/me answered in front of Koa: the same answers as its Koa route', () => {
  let app: TestApp;
  let token: string;
  const email = uniqueEmail('hot-me');
  beforeAll(async () => {
    app = await startTestApp({ backend: pg.ok ? 'postgres' : 'pglite', trustProxy: true });
    const reg = await client(app.url).register('Ayu Hot', email);
    token = reg.body.token as string;
    // The session is in the read model once the projector has applied the registration.
    await client(app.url).call('GET', '/api/auth/me', {
      token,
      headers: { 'X-Karier-Position': String(reg.body.position) },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('signed in: 200 with the user, the same headers and body', async () => {
    const { hot, koa } = await both(app.url, { authorization: `Bearer ${token}` });
    expect(hot.status).toBe(200);
    expect(hot.body).toMatchObject({ success: true, data: { name: 'Ayu Hot', role: 'user' } });
    expect(hot).toEqual(koa);
    expect(hot.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('the hot answer does not go through Koa; HEAD and a query string do', async () => {
    const viaKoa = vi.spyOn(
      Koa.prototype as unknown as { handleRequest(): Promise<void> },
      'handleRequest',
    );
    try {
      const auth = { authorization: `Bearer ${token}` };
      expect((await fetch(`${app.url}/api/auth/me`, { headers: auth })).status).toBe(200);
      expect(viaKoa).not.toHaveBeenCalled();
      const head = await fetch(`${app.url}/api/auth/me`, { method: 'HEAD', headers: auth });
      const query = await fetch(`${app.url}/api/auth/me?x=1`, { headers: auth });
      expect([head.status, query.status]).toEqual([200, 200]);
      expect(viaKoa).toHaveBeenCalledTimes(2);
    } finally {
      viaKoa.mockRestore();
    }
  });

  it.each([
    ['no token', {}],
    ['another scheme', { authorization: 'Basic YWRtaW46YWRtaW4=' }],
    ['garbage', { authorization: 'Bearer not.a.jwt' }],
  ] as const)('%s: the same 401 with WWW-Authenticate', async (_label, headers) => {
    const { hot, koa } = await both(app.url, headers);
    expect(hot.status).toBe(401);
    expect(hot.headers['www-authenticate']).toBe('Bearer');
    expect(hot).toEqual(koa);
  });

  it('a tampered signature and a signed-out session: the same 401', async () => {
    const tampered = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const forged = await both(app.url, { authorization: `Bearer ${tampered}` });
    expect(forged.hot.status).toBe(401);
    expect(forged.hot).toEqual(forged.koa);

    const login = await client(app.url).login(email, 'rahasia-123');
    const second = login.body.token as string;
    // The sign-in's new lastLoginAt is projected before anything below compares two answers.
    await client(app.url).call('GET', '/api/auth/me', {
      token: second,
      headers: { 'X-Karier-Position': String(login.body.position) },
    });
    const out = await client(app.url).call('GET', '/api/auth/logout', { token: second });
    expect(out.status).toBe(200);
    const gone = await both(app.url, { authorization: `Bearer ${second}` });
    // The hot read has no position to wait for: poll until the revocation is projected.
    for (let i = 0; i < 50 && gone.hot.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      Object.assign(gone, await both(app.url, { authorization: `Bearer ${second}` }));
    }
    expect(gone.hot.status).toBe(401);
    expect(gone.hot).toEqual(gone.koa);
  });

  it('HSTS as Koa decides it: X-Forwarded-Proto counts behind a trusted proxy', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const proto of ['https', 'HTTPS, http', 'http']) {
      const { hot, koa } = await both(app.url, { ...auth, 'X-Forwarded-Proto': proto });
      expect(hot.status).toBe(200);
      expect(hot).toEqual(koa);
      expect('strict-transport-security' in hot.headers).toBe(proto !== 'http');
    }
  });
});
