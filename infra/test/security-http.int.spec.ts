import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from './http-client.ts';

const pg = await probePostgres();

interface SessionView {
  id: string;
  issuedAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  current: boolean;
}

describe('account security over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startTestApp({ backend: pg.ok ? 'postgres' : 'pglite' });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  const loginAs = async (email: string, userAgent: string) => {
    const res = await api.call<{ token: string; position: number }>('POST', '/api/auth/login', {
      body: { email, password: 'rahasia123' },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const sessions = (token: string, position?: number | null) =>
    api.call<{ success: boolean; data: SessionView[] }>('GET', '/api/auth/sessions', {
      token,
      ...(position ? { headers: { 'X-Karier-Position': String(position) } } : {}),
    });

  describe('GET /api/auth/sessions', () => {
    it('lists the caller’s live sessions newest first with ip, user agent and current flag', async () => {
      const email = uniqueEmail('sess');
      const reg = await api.call<{ token: string; position: number }>(
        'POST',
        '/api/auth/register',
        {
          body: { name: 'Sesi', email, password: 'rahasia123' },
          headers: { 'user-agent': 'Browser-A' },
        },
      );
      expect(reg.status).toBe(201);
      const b = await loginAs(email, 'Browser-B');
      const res = await sessions(reg.body.token, b.position);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data).toHaveLength(2);
      const [newest, oldest] = res.body.data;
      expect(newest).toMatchObject({ userAgent: 'Browser-B', current: false });
      expect(oldest).toMatchObject({ userAgent: 'Browser-A', current: true });
      expect(typeof newest!.ip).toBe('string');
      expect(new Date(newest!.expiresAt) > new Date(newest!.issuedAt)).toBe(true);
      // A signed-out session disappears from the list.
      const out = await api.call<{ position: number }>('GET', '/api/auth/logout', {
        token: b.token,
      });
      expect(out.status).toBe(200);
      const after = await sessions(reg.body.token, out.body.position);
      expect(after.body.data.map((s) => s.userAgent)).toEqual(['Browser-A']);
    });

    it('answers 401 without or with a bad token', async () => {
      expect((await api.call('GET', '/api/auth/sessions')).status).toBe(401);
      expect((await sessions('bukan.token.sah')).status).toBe(401);
    });

    it('never shows another user’s sessions', async () => {
      const a = await api.register('A', uniqueEmail('a'));
      const b = await api.register('B', uniqueEmail('b'));
      const res = await sessions(a.body.token, b.body.position);
      expect(res.body.data).toHaveLength(1);
      const listB = await sessions(b.body.token, b.body.position);
      expect(listB.body.data).toHaveLength(1);
      expect(res.body.data[0]!.id).not.toBe(listB.body.data[0]!.id);
    });
  });

  describe('POST /api/auth/sessions/revoke-others', () => {
    it('signs out every other session of the caller and keeps the current one', async () => {
      const email = uniqueEmail('rev');
      const reg = await api.register('Rev', email);
      const b = await loginAs(email, 'Browser-B');
      const c = await loginAs(email, 'Browser-C');
      const res = await api.call<{ success: boolean; revoked: number; position: number }>(
        'POST',
        '/api/auth/sessions/revoke-others',
        { token: c.token },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, revoked: 2 });
      expect(typeof res.body.position).toBe('number');
      const list = await sessions(c.token, res.body.position);
      expect(list.body.data).toHaveLength(1);
      expect(list.body.data[0]).toMatchObject({ userAgent: 'Browser-C', current: true });
      // The revoked tokens no longer work on either side.
      expect((await api.me(reg.body.token, res.body.position)).status).toBe(401);
      expect((await sessions(b.token)).status).toBe(401);
      expect(
        (await api.call('POST', '/api/auth/sessions/revoke-others', { token: b.token })).status,
      ).toBe(401);
      // Nothing left to revoke: 0 and no new position.
      const again = await api.call<{ revoked: number; position: number | null }>(
        'POST',
        '/api/auth/sessions/revoke-others',
        { token: c.token },
      );
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ revoked: 0, position: null });
    });

    it('never touches another user’s sessions', async () => {
      const a = await api.register('A', uniqueEmail('a2'));
      const b = await api.register('B', uniqueEmail('b2'));
      const res = await api.call<{ revoked: number; position: number | null }>(
        'POST',
        '/api/auth/sessions/revoke-others',
        { token: a.body.token },
      );
      expect(res.body.revoked).toBe(0);
      const me = await api.me(b.body.token, b.body.position);
      expect(me.status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const res = await api.call('POST', '/api/auth/sessions/revoke-others');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false });
    });
  });
});
