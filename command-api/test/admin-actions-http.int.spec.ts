import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

const PASSWORD = 'rahasia-123';
const SOME_USER = '3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';

interface Answer {
  success: boolean;
  message: string;
  data: { id: string; role: string; status: string };
  position: number;
  error?: string;
}

describe.skipIf(!pg.ok)('admin actions on users over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const adminEmail = uniqueEmail('first-admin');
  let admin: { token: string; id: string };

  const signUp = async (tag: string) => {
    const email = uniqueEmail(tag);
    const res = await api.register(tag, email, PASSWORD);
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body.user.id, email };
  };
  const signIn = async (email: string) => {
    const res = await api.login(email, PASSWORD);
    expect(res.status).toBe(200);
    return res.body.token;
  };
  const setRole = (id: string, role: unknown, token = admin.token, password: unknown = PASSWORD) =>
    api.call<Answer>('PUT', `/api/admin/users/${id}/role`, { token, body: { password, role } });
  const ban = (id: string, token = admin.token, password: unknown = PASSWORD) =>
    api.call<Answer>('POST', `/api/admin/users/${id}/ban`, {
      token,
      body: { password, reason: 'Spam' },
    });
  const unban = (id: string, token = admin.token, password: unknown = PASSWORD) =>
    api.call<Answer>('POST', `/api/admin/users/${id}/unban`, { token, body: { password } });
  /** GET as `token` once the projections reached everything written so far. */
  const read = async (path: string, token: string) => {
    const position = await app.storage.store.head();
    return api.call('GET', path, { token, headers: { 'X-Karier-Position': String(position) } });
  };

  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres', env: { ADMIN_EMAILS: adminEmail } });
    api = client(app.url);
    const res = await api.register('Admin Satu', adminEmail, PASSWORD);
    expect(res.status).toBe(201);
    admin = { token: res.body.token, id: res.body.user.id };
  });
  afterAll(async () => {
    await app?.stop();
  });

  const routes = [
    ['PUT', 'role', { password: PASSWORD, role: 'admin' }],
    ['POST', 'ban', { password: PASSWORD }],
    ['POST', 'unban', { password: PASSWORD }],
  ] as const;

  it.each(routes)(
    '%s …/%s: 401 without a token, 403 with a user token',
    async (m, action, body) => {
      const user = await signUp('plain');
      const path = `/api/admin/users/${SOME_USER}/${action}`;
      const anonymous = await api.call(m, path, { body });
      expect(anonymous.status).toBe(401);
      const asUser = await api.call(m, path, { token: user.token, body });
      expect(asUser.status).toBe(403);
    },
  );

  it.each(routes)('%s …/%s: empty password 400, wrong password 401', async (m, action) => {
    const target = await signUp('target');
    const path = `/api/admin/users/${target.id}/${action}`;
    for (const password of ['', undefined]) {
      const empty = await api.call(m, path, {
        token: admin.token,
        body: { password, role: 'admin' },
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'Kata sandi harus diisi' });
    }
    const wrong = await api.call(m, path, {
      token: admin.token,
      body: { password: 'salah-sekali', role: 'admin' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: 'Kata sandi salah' });
  });

  it('refuses an unknown user (404), a bad role (400) and acting on oneself (400)', async () => {
    expect((await setRole(SOME_USER, 'admin')).status).toBe(404);
    expect((await ban('not-a-uuid')).status).toBe(404);
    const target = await signUp('badrole');
    expect((await setRole(target.id, 'superuser')).status).toBe(400);
    for (const res of [
      await setRole(admin.id, 'user'),
      await ban(admin.id),
      await unban(admin.id),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Anda tidak dapat mengubah akun Anda sendiri.' });
    }
  });

  it('promotes a user: their old token stops working; signed in again they are an admin', async () => {
    const user = await signUp('promote');
    const res = await setRole(user.id, 'admin');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'User berhasil dipromosikan menjadi admin',
      data: { id: user.id, role: 'admin', status: 'active' },
    });
    expect(res.headers.get('x-karier-position')).toBe(String(res.body.position));
    // Every session was revoked (command and query side), and both say why.
    const ROLE_CHANGED = {
      success: false,
      error: 'SESSION_ROLE_CHANGED',
      message: 'Peran akun Anda diubah oleh admin. Silakan masuk kembali.',
    };
    const me = await read('/api/auth/me', user.token);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject(ROLE_CHANGED);
    const command = await api.call('POST', `/api/cvs/${SOME_USER}/summary`, { token: user.token });
    expect(command.status).toBe(401);
    expect(command.body).toMatchObject(ROLE_CHANGED);
    expect((await api.call('GET', '/api/auth/logout', { token: user.token })).status).toBe(401);
    const token = await signIn(user.email);
    expect((await read('/api/admin/users', token)).status).toBe(200);
    const list = await read(`/api/admin/users?search=${encodeURIComponent(user.email)}`, token);
    expect(list.body).toMatchObject({ data: [{ id: user.id, role: 'admin', status: 'Aktif' }] });

    // …and demoted again by the first admin.
    const down = await setRole(user.id, 'user');
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({
      message: 'Admin berhasil diturunkan menjadi user',
      data: { id: user.id, role: 'user', status: 'active' },
    });
    const demoted = await read('/api/admin/users', token);
    expect(demoted.status).toBe(401);
    expect(demoted.body).toMatchObject(ROLE_CHANGED);
    const again = await signIn(user.email);
    expect((await read('/api/admin/users', again)).status).toBe(403);
  });

  it('bans a user: their token is refused and sign-in answers 403; unban restores it', async () => {
    const user = await signUp('ban');
    const res = await ban(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'User berhasil diblokir',
      data: { id: user.id, role: 'user', status: 'banned' },
    });
    const me = await read('/api/auth/me', user.token);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ error: 'UNAUTHORIZED' });
    expect((await api.call('GET', '/api/auth/logout', { token: user.token })).status).toBe(401);
    const refused = await api.login(user.email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Akun Anda diblokir. Hubungi admin.' });
    // A wrong password still reads as wrong credentials (no ban probing).
    expect((await api.login(user.email, 'bukan-ini')).status).toBe(401);
    const list = await read(
      `/api/admin/users?search=${encodeURIComponent(user.email)}`,
      admin.token,
    );
    expect(list.body).toMatchObject({ data: [{ id: user.id, status: 'Diblokir' }] });

    const lifted = await unban(user.id);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({
      message: 'Blokir user berhasil dibuka',
      data: { id: user.id, role: 'user', status: 'active' },
    });
    const token = await signIn(user.email);
    expect((await read('/api/auth/me', token)).status).toBe(200);
  });

  it('never leaves no admin: two admins removing each other at once, one wins', async () => {
    const b = await signUp('admin-b');
    const c = await signUp('admin-c');
    expect((await setRole(b.id, 'admin')).status).toBe(200);
    expect((await setRole(c.id, 'admin')).status).toBe(200);
    const [bToken, cToken] = [await signIn(b.email), await signIn(c.email)];
    const { countActiveAdmins } = await import('../../command-api/src/admin/admins.ts');
    expect(await countActiveAdmins(app.storage.store)).toBe(3);
    const outcomes = await Promise.all([setRole(c.id, 'user', bToken), ban(b.id, cToken)]);
    // The loser's session was revoked by the winner before its turn: 401.
    expect(outcomes.map((r) => r.status).sort()).toEqual([200, 401]);
    expect(await countActiveAdmins(app.storage.store)).toBe(2);
    // Tidy up (each is a no-op when already so): the first admin is the only admin again.
    for (const res of [
      await setRole(b.id, 'user'),
      await setRole(c.id, 'user'),
      await unban(b.id),
    ]) {
      expect(res.status).toBe(200);
    }
    expect(await countActiveAdmins(app.storage.store)).toBe(1);
  });

  it('answers 409 for the last admin only as a backstop (unreachable with one caller)', async () => {
    // The caller is an active admin and cannot act on themself, so a target that is the last
    // admin cannot be reached in a consistent state; the guard is unit tested
    // (command-api/src/admin/last-admin.unit.spec.ts). Here: the only admin stays one.
    const user = await signUp('lonely');
    expect((await setRole(admin.id, 'user', user.token)).status).toBe(403);
    const { countActiveAdmins } = await import('../../command-api/src/admin/admins.ts');
    expect(await countActiveAdmins(app.storage.store)).toBe(1);
  });
});
