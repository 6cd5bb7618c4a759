import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const WEAK = (label: string) =>
  `${label} terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak berhubungan, angka, atau simbol.`;

describe.skipIf(!pg.ok)('auth over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  describe('POST /api/auth/register', () => {
    it('creates the account, signs it in and answers with its position', async () => {
      const email = uniqueEmail('reg');
      const res = await api.register('Putri Ayu', email);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        success: true,
        user: { name: 'Putri Ayu', email, role: 'user' },
      });
      expect(typeof res.body.token).toBe('string');
      expect(res.headers.get('x-karier-position')).toBe(String(res.body.position));
      // Read-your-writes: the query side waits for the projection to reach the position.
      const me = await api.me(res.body.token, res.body.position);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: res.body.user.id, name: 'Putri Ayu', email });
    });

    it('refuses a second account with the same email (any case) with 409', async () => {
      const email = uniqueEmail('dup');
      expect((await api.register('A', email)).status).toBe(201);
      const again = await api.register('B', email.toUpperCase());
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        success: false,
        error: 'CONFLICT',
        message: 'Email sudah terdaftar',
      });
    });

    it.each([
      [{ email: 'a@example.com', password: 'rahasia-satu' }, 'name', 'Nama harus diisi'],
      [
        { name: '   ', email: 'a@example.com', password: 'rahasia-satu' },
        'name',
        'Nama harus diisi',
      ],
      [
        { name: 'A', email: 'bukan-email', password: 'rahasia-satu' },
        'email',
        'Format email tidak valid',
      ],
      [
        { name: 'A', email: 'a@example.com', password: '12345' },
        'password',
        'Kata sandi minimal 6 karakter',
      ],
      [{ name: 'A', email: 'a@example.com' }, 'password', 'Kata sandi harus diisi'],
      [{ name: 42, email: 'a@example.com', password: 'rahasia-satu' }, 'name', 'Nama harus diisi'],
    ])('answers 400 naming the field for %j', async (body, field, message) => {
      const res = await api.call('POST', '/api/auth/register', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field, message });
    });

    it('refuses a common or easily guessed password with 400 and says so', async () => {
      for (const password of ['123456', 'password', 'rahasia123']) {
        const email = uniqueEmail('weak');
        const res = await api.register('Lemah', email, password);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          error: 'VALIDATION_ERROR',
          field: 'password',
          message: WEAK('Kata sandi'),
          details: { field: 'password' },
        });
        // Nothing was registered: the same email signs up with a good password.
        expect((await api.register('Lemah', email, 'kunci-pintu-biru-7')).status).toBe(201);
      }
      // Built from the account's own name: refused with it, as the sign-up meter judges.
      const named = await api.register('Rahmawati', uniqueEmail('named'), 'Rahmawati1990');
      expect(named.body).toMatchObject({ field: 'password', message: WEAK('Kata sandi') });
    });

    it('answers 400 for a body that is not an object and for malformed JSON', async () => {
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const res = await api.call('POST', '/api/auth/register', { raw });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false });
      }
      const bad = await api.call('POST', '/api/auth/register', { raw: '{"name": "A",' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        error: 'INVALID_JSON',
        message: 'Format JSON tidak valid.',
      });
    });

    it('answers 413 for a body over the limit and 415 for a non-JSON body', async () => {
      const big = await api.call('POST', '/api/auth/register', {
        body: { name: 'x'.repeat(200_000), email: 'a@example.com', password: 'rahasia-satu' },
      });
      expect(big.status).toBe(413);
      expect(big.body).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE' });
      const form = await api.call('POST', '/api/auth/register', {
        raw: 'name=a&email=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password and opens a new session', async () => {
      const email = uniqueEmail('login');
      await api.register('Rina', email, 'benar-123');
      const res = await api.login(email, 'benar-123');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, user: { email } });
      expect((await api.me(res.body.token, res.body.position)).status).toBe(200);
    });

    it('answers 401 with one message for a wrong password and an unknown email', async () => {
      const email = uniqueEmail('wrong');
      await api.register('Rina', email, 'benar-123');
      for (const res of [
        await api.login(email, 'salah123'),
        await api.login(uniqueEmail('nobody'), 'x'),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, message: 'Email atau kata sandi salah' });
      }
    });

    it('answers 400 for missing fields', async () => {
      const res = await api.call('POST', '/api/auth/login', { body: { email: 'a@example.com' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'password', message: 'Kata sandi harus diisi' });
    });
  });

  describe('GET /api/auth/me', () => {
    it('answers 401 without a token, with a tampered token and with an expired one', async () => {
      const email = uniqueEmail('me');
      const reg = await api.register('Tono', email);
      expect((await api.call('GET', '/api/auth/me')).status).toBe(401);
      const [h, p, s] = reg.body.token.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${s}`;
      expect((await api.me(forged)).status).toBe(401);
      const expired = jwt.sign(
        {
          sub: reg.body.user.id,
          jti: claims.jti,
          role: 'user',
          iat: 1_600_000_000,
          exp: 1_600_000_100,
        },
        app.storage.secrets.jwtSecret,
      );
      const res = await api.me(expired);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    });
  });

  describe('read-your-writes token', () => {
    it('does not wait for a position that was never handed out', async () => {
      const reg = await api.register('Sari', uniqueEmail('pos'));
      expect((await api.me(reg.body.token, reg.body.position)).status).toBe(200);
      const started = performance.now();
      const res = await api.me(reg.body.token, 999_999_999_999);
      expect(res.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.headers.get('x-karier-stale')).toBeNull();
    });
  });

  describe('GET /api/auth/logout', () => {
    it('revokes exactly that token', async () => {
      const email = uniqueEmail('out');
      const reg = await api.register('Lina', email, 'rahasia-satu');
      const other = await api.login(email, 'rahasia-satu');
      const out = await api.call<{ position: number }>('GET', '/api/auth/logout', {
        token: reg.body.token,
      });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ success: true, message: 'Berhasil keluar' });
      expect((await api.me(reg.body.token, out.body.position)).status).toBe(401);
      expect((await api.call('GET', '/api/auth/logout', { token: reg.body.token })).status).toBe(
        401,
      );
      expect(
        (
          await api.call('PUT', '/api/auth/updatedetails', {
            token: reg.body.token,
            body: { name: 'X', email },
          })
        ).status,
      ).toBe(401);
      expect((await api.me(other.body.token, out.body.position)).status).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await api.call('GET', '/api/auth/logout')).status).toBe(401);
    });
  });

  describe('PUT /api/auth/updatedetails', () => {
    it('changes name and email, moves the reservation, and /auth/me shows it at once', async () => {
      const oldEmail = uniqueEmail('old');
      const newEmail = uniqueEmail('new');
      const reg = await api.register('Bayu', oldEmail, 'rahasia-satu');
      const res = await api.call<{ data: { name: string; email: string }; position: number }>(
        'PUT',
        '/api/auth/updatedetails',
        {
          token: reg.body.token,
          body: { name: 'Bayu Pratama', email: newEmail, currentPassword: 'rahasia-satu' },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: 'Bayu Pratama', email: newEmail });
      const me = await api.me(reg.body.token, res.body.position);
      expect(me.body.data).toMatchObject({ name: 'Bayu Pratama', email: newEmail });
      expect((await api.login(newEmail, 'rahasia-satu')).status).toBe(200);
      expect((await api.login(oldEmail, 'rahasia-satu')).status).toBe(401);
      expect((await api.register('Someone else', oldEmail)).status).toBe(201); // released
    });

    it('refuses an email another account holds with 409', async () => {
      const taken = uniqueEmail('taken');
      await api.register('A', taken);
      const reg = await api.register('B', uniqueEmail('b'));
      const res = await api.call('PUT', '/api/auth/updatedetails', {
        token: reg.body.token,
        body: { name: 'B', email: taken, currentPassword: 'rahasia-123' },
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: 'Email sudah terdaftar' });
    });

    it('answers 400 for invalid input and 401 without a token', async () => {
      const reg = await api.register('C', uniqueEmail('c'));
      const bad = await api.call('PUT', '/api/auth/updatedetails', {
        token: reg.body.token,
        body: { name: '', email: 'x@example.com' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'name' });
      expect(
        (await api.call('PUT', '/api/auth/updatedetails', { body: { name: 'a', email: 'a@b.co' } }))
          .status,
      ).toBe(401);
    });
  });

  describe('PUT /api/auth/updatepassword', () => {
    it('changes the password and revokes the other sessions, keeping this one', async () => {
      const email = uniqueEmail('pw');
      const reg = await api.register('Dian', email, 'lama-1234');
      const other = await api.login(email, 'lama-1234');
      const res = await api.call<{ position: number }>('PUT', '/api/auth/updatepassword', {
        token: reg.body.token,
        body: { currentPassword: 'lama-1234', newPassword: 'baru-5678' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, message: 'Kata sandi berhasil diperbarui' });
      expect((await api.me(reg.body.token, res.body.position)).status).toBe(200);
      expect((await api.me(other.body.token, res.body.position)).status).toBe(401);
      expect((await api.login(email, 'lama-1234')).status).toBe(401);
      expect((await api.login(email, 'baru-5678')).status).toBe(200);
    });

    it('answers 400 for a wrong current password or a short new one', async () => {
      const reg = await api.register('Eka', uniqueEmail('pw2'), 'lama-1234');
      const wrong = await api.call('PUT', '/api/auth/updatepassword', {
        token: reg.body.token,
        body: { currentPassword: 'keliru', newPassword: 'baru-5678' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        message: 'Kata sandi saat ini salah',
        field: 'currentPassword',
      });
      const short = await api.call('PUT', '/api/auth/updatepassword', {
        token: reg.body.token,
        body: { currentPassword: 'lama-1234', newPassword: '123' },
      });
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({
        field: 'newPassword',
        message: 'Kata sandi baru minimal 6 karakter',
      });
    });
  });

  describe('PUT /api/auth/updatepassword refuses weak new passwords', () => {
    it('answers 400 naming newPassword for 123456 and password, and keeps the old one', async () => {
      const email = uniqueEmail('pw3');
      const reg = await api.register('Fajar', email, 'lama-1234');
      for (const newPassword of ['123456', 'password']) {
        const res = await api.call('PUT', '/api/auth/updatepassword', {
          token: reg.body.token,
          body: { currentPassword: 'lama-1234', newPassword },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          error: 'VALIDATION_ERROR',
          field: 'newPassword',
          message: WEAK('Kata sandi baru'),
        });
      }
      expect((await api.login(email, 'lama-1234')).status).toBe(200);
      expect((await api.login(email, '123456')).status).toBe(401);
    });
  });

  describe('GET /api/health and unknown routes', () => {
    it('tells the public only ok (the details are for admins, see headers-http)', async () => {
      const res = await api.call('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, status: 'ok' });
    });

    it('answers JSON 404 for an unknown endpoint and 405 for a wrong method', async () => {
      const nf = await api.call('GET', '/api/nope');
      expect(nf.status).toBe(404);
      expect(nf.body).toMatchObject({ success: false, error: 'NOT_FOUND' });
      expect((await api.call('DELETE', '/api/auth/register')).status).toBe(405);
    });
  });
});

describe.skipIf(!pg.ok)('sign-in rate limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { LOGIN_MAX_PER_IP_PER_MINUTE: '8', LOGIN_MAX_FAILURES_PER_EMAIL: '3' },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('blocks an email after repeated failures, then the IP after too many attempts', async () => {
    const api = client(app.url);
    const email = uniqueEmail('brute');
    await api.register('Target', email, 'benar-123');
    for (let i = 0; i < 3; i++) expect((await api.login(email, 'salah000')).status).toBe(401);
    const blocked = await api.login(email, 'benar-123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Terlalu banyak percobaan login/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.login(uniqueEmail('other'), 'x')).status);
    expect(statuses).toContain(429);
  });
});

describe.skipIf(!pg.ok)('rate limits fail closed (PostgreSQL store)', () => {
  const UNAVAILABLE = {
    success: false,
    error: 'UNAVAILABLE',
    message:
      'Layanan sedang sibuk dan belum bisa memeriksa permintaan ini. Coba lagi dalam beberapa detik.',
  };
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const email = uniqueEmail('closed');
  beforeAll(async () => {
    app = await startTestApp({ backend: 'postgres' });
    api = client(app.url);
    // Registered (and signed in once) while the store works: its statements are prepared.
    expect((await api.register('Tertutup', email, 'benar-123')).status).toBe(201);
    expect((await api.login(email, 'benar-123')).status).toBe(200);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('answers sign-in and sign-up with 503 and Retry-After while the table is missing', async () => {
    const knex = app.storage.db.knex;
    await knex.raw('alter table rate_limits rename to rate_limits_away');
    try {
      for (const res of [
        await api.login(email, 'benar-123'),
        await api.register('Baru', uniqueEmail('closed-new')),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual(UNAVAILABLE);
        expect(res.headers.get('retry-after')).toBe('5');
      }
    } finally {
      await knex.raw('alter table rate_limits_away rename to rate_limits');
    }
    expect((await api.login(email, 'benar-123')).status).toBe(200);
  });

  it(
    'answers a sign-in with 503 within 3 s while another session locks the table',
    { timeout: 15_000 },
    async () => {
      const holder = await app.storage.db.knex.transaction();
      try {
        await holder.raw('lock table rate_limits in access exclusive mode');
        const started = Date.now();
        const res = await api.login(email, 'benar-123');
        const took = Date.now() - started;
        expect(res.status).toBe(503);
        expect(res.body).toEqual(UNAVAILABLE);
        expect(took).toBeLessThan(3000);
      } finally {
        await holder.rollback();
      }
      // The pool's connections came back clean: the next sign-in passes the guard again.
      expect((await api.login(email, 'benar-123')).status).toBe(200);
    },
  );
});

forEachBackend(
  (backend) => `50 concurrent registrations with one email (${backend})`,
  (backend) => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp({ backend });
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('gives exactly one 201 and 49 × 409', async () => {
      const api = client(app.url);
      const email = uniqueEmail('race');
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => api.register(`Racer ${i}`, email)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      const count = await app.storage.db
        .knex('events')
        .where({ type: 'UserRegistered' })
        .count('* as n');
      expect(Number(count[0]!.n)).toBe(1);
    });
  },
);
