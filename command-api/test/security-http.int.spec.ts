import type { Session } from '@karier/api-types';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';
import { startOidcStub } from '../../test-support/oidc-stub.ts';

const pg = await probePostgres();

type SessionView = Session;

describe('account security over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-mail-'));
  const mailDir = path.join(dataDir, 'mail');
  beforeAll(async () => {
    app = await startTestApp({
      backend: pg.ok ? 'postgres' : 'pglite',
      env: {
        LOGIN_MAX_FAILURES_PER_EMAIL: '5',
        DATA_DIR: dataDir,
        APP_URL: 'http://karier.test:5000/',
      },
    });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const loginAs = async (email: string, userAgent: string) => {
    const res = await api.call<{ token: string; position: number }>('POST', '/api/auth/login', {
      body: { email, password: 'rahasia-123' },
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
    it('names each session’s device as people read it ("Chrome · Linux")', async () => {
      const email = uniqueEmail('device');
      const reg = await api.call<{ token: string }>('POST', '/api/auth/register', {
        body: { name: 'Perangkat', email, password: 'rahasia-123' },
        headers: {
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        },
      });
      expect(reg.status).toBe(201);
      const b = await loginAs(
        email,
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      );
      const res = await sessions(reg.body.token, b.position);
      expect(res.body.data.map((s) => s.device)).toEqual(['Firefox · Windows', 'Chrome · Linux']);
    });

    it('lists the caller’s live sessions newest first with ip, user agent and current flag', async () => {
      const email = uniqueEmail('sess');
      const reg = await api.call<{ token: string; position: number }>(
        'POST',
        '/api/auth/register',
        {
          body: { name: 'Sesi', email, password: 'rahasia-123' },
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
      // Neither names a known browser or system: no device label (the page says "unknown").
      expect(newest!.device).toBeNull();
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

  describe('two-factor (TOTP)', () => {
    const post = <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) =>
      api.call<T>('POST', path, {
        ...(body !== undefined ? { body } : {}),
        ...(token ? { token } : {}),
      });
    interface Setup {
      secret: string;
      otpauthUrl: string;
      qrCodeDataUrl: string;
    }
    /** A registered user with two-factor switched on. */
    const withTwoFactor = async (prefix: string) => {
      const email = uniqueEmail(prefix);
      const reg = await api.register('Dua Langkah', email);
      const setup = await post<Setup>('/api/auth/2fa/setup', {}, reg.body.token);
      expect(setup.status).toBe(200);
      const code = await generate({ secret: setup.body.secret });
      const on = await post<{ recoveryCodes: string[]; position: number }>(
        '/api/auth/2fa/enable',
        { code },
        reg.body.token,
      );
      expect(on.status).toBe(200);
      return { email, token: reg.body.token, secret: setup.body.secret, ...on.body };
    };
    const challenge = async (email: string) => {
      const res = await api.login(email, 'rahasia-123');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        twoFactorRequired: true,
        challengeToken: expect.any(String),
      });
      return (res.body as unknown as { challengeToken: string }).challengeToken;
    };

    it('sets up with a secret, an otpauth URL and a PNG QR code; a wrong code is refused', async () => {
      const reg = await api.register('Setup', uniqueEmail('2fa-setup'));
      expect(
        (await post('/api/auth/2fa/enable', { code: '123456' }, reg.body.token)).body,
      ).toMatchObject({ success: false, error: 'VALIDATION_ERROR', field: 'code' });
      const setup = await post<Setup & { success: boolean }>(
        '/api/auth/2fa/setup',
        {},
        reg.body.token,
      );
      expect(setup.status).toBe(200);
      expect(setup.body.success).toBe(true);
      expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
      expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Karier:/);
      expect(setup.body.otpauthUrl).toContain(`secret=${setup.body.secret}`);
      expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
      const wrong = await post('/api/auth/2fa/enable', { code: '000000' }, reg.body.token);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ message: 'Kode verifikasi salah', field: 'code' });
      // Calling setup again replaces the pending secret: a code of the old one no longer fits.
      const again = await post<Setup>('/api/auth/2fa/setup', {}, reg.body.token);
      expect(again.body.secret).not.toBe(setup.body.secret);
      const old = await post(
        '/api/auth/2fa/enable',
        { code: await generate({ secret: setup.body.secret }) },
        reg.body.token,
      );
      expect(old.status).toBe(400);
      for (const body of [{}, { code: 42 }, { code: '' }]) {
        const bad = await post('/api/auth/2fa/enable', body, reg.body.token);
        expect(bad.status).toBe(400);
        expect(bad.body).toMatchObject({ field: 'code', message: 'Kode verifikasi harus diisi' });
      }
      expect((await post('/api/auth/2fa/setup', {})).status).toBe(401);
      expect((await post('/api/auth/2fa/enable', { code: '123456' })).status).toBe(401);
      expect((await post('/api/auth/2fa/disable', { password: 'x', code: '1' })).status).toBe(401);
    });

    it('enables with ten recovery codes; /me shows it; a second setup is refused', async () => {
      const user = await withTwoFactor('2fa-on');
      expect(user.recoveryCodes).toHaveLength(10);
      expect(new Set(user.recoveryCodes).size).toBe(10);
      const me = await api.me(user.token, user.position);
      expect(me.body.data).toMatchObject({ twoFactorEnabled: true });
      expect((await post('/api/auth/2fa/setup', {}, user.token)).status).toBe(409);
      const fresh = await api.register('Biasa', uniqueEmail('2fa-off'));
      const meOff = await api.me(fresh.body.token, fresh.body.position);
      expect(meOff.body.data).toMatchObject({ twoFactorEnabled: false });
    });

    it('signs in in two steps: password, then a TOTP code', async () => {
      const user = await withTwoFactor('2fa-login');
      const challengeToken = await challenge(user.email);
      // The challenge is not a session token.
      expect((await api.me(challengeToken)).status).toBe(401);
      expect((await post('/api/auth/sessions/revoke-others', {}, challengeToken)).status).toBe(401);
      const wrong = await post('/api/auth/login/2fa', { challengeToken, code: '000000' });
      expect(wrong.status).toBe(401);
      expect(wrong.body).toMatchObject({ success: false, message: 'Kode verifikasi salah' });
      const ok = await post<{ token: string; user: { email: string }; position: number }>(
        '/api/auth/login/2fa',
        { challengeToken, code: await generate({ secret: user.secret }) },
      );
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, user: { email: user.email } });
      expect((await api.me(ok.body.token, ok.body.position)).status).toBe(200);
    });

    it('never accepts the same TOTP code or the same challenge twice (RFC 6238 replay)', async () => {
      const user = await withTwoFactor('2fa-replay');
      const code = await generate({ secret: user.secret });
      const challengeToken = await challenge(user.email);
      const first = await post('/api/auth/login/2fa', { challengeToken, code });
      expect(first.status).toBe(200);
      // The same code again, with a fresh challenge: refused although still inside its window.
      const replayedCode = await post('/api/auth/login/2fa', {
        challengeToken: await challenge(user.email),
        code,
      });
      expect(replayedCode.status).toBe(401);
      expect(replayedCode.body).toMatchObject({ message: 'Kode verifikasi salah' });
      // The same challenge again, with a recovery code: refused, the challenge is spent.
      const replayedChallenge = await post('/api/auth/login/2fa', {
        challengeToken,
        recoveryCode: user.recoveryCodes[0],
      });
      expect(replayedChallenge.status).toBe(401);
      expect(replayedChallenge.body).toMatchObject({
        message: 'Sesi verifikasi tidak valid atau sudah kedaluwarsa.',
      });
    });

    it('accepts each recovery code once', async () => {
      const user = await withTwoFactor('2fa-rec');
      const recoveryCode = user.recoveryCodes[4]!;
      const first = await post<{ token: string }>('/api/auth/login/2fa', {
        challengeToken: await challenge(user.email),
        recoveryCode: recoveryCode.toLowerCase(),
      });
      expect(first.status).toBe(200);
      expect(typeof first.body.token).toBe('string');
      const second = await post('/api/auth/login/2fa', {
        challengeToken: await challenge(user.email),
        recoveryCode,
      });
      expect(second.status).toBe(401);
      expect(second.body).toMatchObject({ message: 'Kode verifikasi salah' });
      const other = await post('/api/auth/login/2fa', {
        challengeToken: await challenge(user.email),
        recoveryCode: user.recoveryCodes[5],
      });
      expect(other.status).toBe(200);
    });

    it('refuses a forged, session or missing challenge and a missing code', async () => {
      const user = await withTwoFactor('2fa-bad');
      const code = await generate({ secret: user.secret });
      for (const challengeToken of ['abc', user.token]) {
        const res = await post('/api/auth/login/2fa', { challengeToken, code });
        expect(res.status).toBe(401);
      }
      expect((await post('/api/auth/login/2fa', { code })).status).toBe(400);
      const noCode = await post('/api/auth/login/2fa', {
        challengeToken: await challenge(user.email),
      });
      expect(noCode.status).toBe(400);
      expect(noCode.body).toMatchObject({ field: 'code' });
    });

    it('rate-limits wrong codes per user with 429', async () => {
      const user = await withTwoFactor('2fa-limit');
      const challengeToken = await challenge(user.email);
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/auth/login/2fa', { challengeToken, code: '000000' });
        expect(res.status).toBe(401);
      }
      const blocked = await post('/api/auth/login/2fa', {
        challengeToken,
        code: await generate({ secret: user.secret }),
      });
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toBeTruthy();
    });

    it('disables with the password and a code; then the password alone signs in again', async () => {
      const user = await withTwoFactor('2fa-disable');
      const code = await generate({ secret: user.secret });
      const wrongPassword = await post(
        '/api/auth/2fa/disable',
        { password: 'salah-sekali', code },
        user.token,
      );
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body).toMatchObject({ field: 'password' });
      const wrongCode = await post(
        '/api/auth/2fa/disable',
        { password: 'rahasia-123', code: '000000' },
        user.token,
      );
      expect(wrongCode.status).toBe(400);
      expect(wrongCode.body).toMatchObject({ field: 'code', message: 'Kode verifikasi salah' });
      const off = await post<{ success: boolean; position: number }>(
        '/api/auth/2fa/disable',
        { password: 'rahasia-123', code: user.recoveryCodes[0] },
        user.token,
      );
      expect(off.status).toBe(200);
      expect(off.body.success).toBe(true);
      const me = await api.me(user.token, off.body.position);
      expect(me.body.data).toMatchObject({ twoFactorEnabled: false });
      const login = await api.login(user.email, 'rahasia-123');
      expect(login.status).toBe(200);
      expect(typeof login.body.token).toBe('string');
      const again = await post(
        '/api/auth/2fa/disable',
        { password: 'rahasia-123', code },
        user.token,
      );
      expect(again.status).toBe(400);
    });
  });

  describe('forgot / reset password', () => {
    const FORGOT =
      'Jika email terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi.';
    const INVALID = 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.';
    const mailsTo = (email: string) =>
      fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .filter((f) => f.endsWith(`-${email}.eml`))
            .sort()
            .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
        : [];
    /** The mails to `email` once there are `n` (they are sent after the answer). */
    const awaitMails = async (email: string, n: number, timeoutMs = 5000) => {
      const until = Date.now() + timeoutMs;
      // A mail counts once written through (its file exists before its last line).
      const done = () => mailsTo(email).filter((m) => m.includes('Tim Karier')).length;
      while (done() < n && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return mailsTo(email);
    };
    /** The reset link of an .eml (quoted-printable or plain). */
    const linkIn = (eml: string) => {
      const decoded = eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
      const m = /http:\/\/karier\.test:5000\/reset-password\?token=([^\s]+)/.exec(decoded);
      expect(m).not.toBeNull();
      return decodeURIComponent(m![1]!);
    };
    const forgot = (email: unknown) =>
      api.call<{ success: boolean; message: string }>('POST', '/api/auth/forgot-password', {
        body: { email },
      });
    const resetPassword = (token: unknown, password: unknown) =>
      api.call<{ success: boolean; message: string; position: number }>(
        'POST',
        '/api/auth/reset-password',
        { body: { token, password } },
      );

    it('mails a single-use link that sets a new password and revokes every session', async () => {
      const email = uniqueEmail('reset');
      const reg = await api.register('Lupa Sandi', email);
      const res = await forgot(email.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: FORGOT });
      const mails = await awaitMails(email, 1);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('Subject: Atur ulang kata sandi Karier');
      expect(mails[0]).toContain('Halo Lupa Sandi');
      const token = linkIn(mails[0]!);
      const done = await resetPassword(token, 'sandi-baru-1');
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({
        success: true,
        message: 'Kata sandi berhasil diatur ulang. Silakan masuk.',
      });
      // Every session is gone; the old password no longer works, the new one does.
      expect((await api.me(reg.body.token, done.body.position)).status).toBe(401);
      expect((await api.login(email, 'rahasia-123')).status).toBe(401);
      expect((await api.login(email, 'sandi-baru-1')).status).toBe(200);
      // Single use.
      const again = await resetPassword(token, 'sandi-baru-2');
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ success: false, message: INVALID, field: 'token' });
    });

    it('refuses 123456 and password as the new password with 400, the link stays usable', async () => {
      const email = uniqueEmail('reset-weak');
      await api.register('Sandi Lemah', email);
      expect((await forgot(email)).status).toBe(200);
      const token = linkIn((await awaitMails(email, 1))[0]!);
      for (const password of ['123456', 'password']) {
        const res = await resetPassword(token, password);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          success: false,
          error: 'VALIDATION_ERROR',
          field: 'password',
          message:
            'Kata sandi terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak berhubungan, angka, atau simbol.',
        });
      }
      expect((await api.login(email, '123456')).status).toBe(401);
      expect((await resetPassword(token, 'sandi-baru-1')).status).toBe(200);
      expect((await api.login(email, 'sandi-baru-1')).status).toBe(200);
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const email = uniqueEmail('nobody');
      const res = await forgot(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, message: FORGOT });
      expect(mailsTo(email)).toHaveLength(0);
    });

    it('refuses forged or malformed tokens and a short password with 400', async () => {
      const email = uniqueEmail('forged');
      const reg = await api.register('Palsu', email);
      const forged = `${reg.body.user.id}.${'A'.repeat(43)}`;
      for (const token of [forged, 'abc', `${reg.body.user.id}.`, 'x'.repeat(150)]) {
        const res = await resetPassword(token, 'sandi-baru-1');
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: INVALID, field: 'token' });
      }
      const short = await resetPassword(forged, '123');
      expect(short.status).toBe(400);
      expect(short.body).toMatchObject({ field: 'password' });
      expect((await resetPassword(undefined, 'sandi-baru-1')).body).toMatchObject({
        field: 'token',
      });
      const bad = await forgot('bukan-email');
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ field: 'email', message: 'Format email tidak valid' });
    });

    it('limits mails per email silently, then requests per IP with 429', async () => {
      const email = uniqueEmail('limit');
      await api.register('Batas', email);
      for (let i = 0; i < 4; i++) expect((await forgot(email)).status).toBe(200);
      // The mails go out after the answers: on a busy machine the third may take a while.
      expect(await awaitMails(email, 3, 30_000)).toHaveLength(3);
      expect(await awaitMails(email, 4, 3000)).toHaveLength(3);
      let status = 200;
      for (let i = 0; i < 12 && status === 200; i++) status = (await forgot(email)).status;
      expect(status).toBe(429);
    });
  });
});

describe('Google sign-in (OpenID Connect against a local stub issuer)', () => {
  let app: TestApp;
  let off: TestApp;
  let stub: Awaited<ReturnType<typeof startOidcStub>>;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    stub = await startOidcStub('karier-test');
    const backend = pg.ok ? 'postgres' : 'pglite';
    app = await startTestApp({
      backend,
      env: {
        GOOGLE_CLIENT_ID: 'karier-test',
        GOOGLE_CLIENT_SECRET: 'rahasia-klien',
        GOOGLE_ISSUER: stub.issuer,
        APP_URL: 'http://karier.test',
      },
    });
    off = await startTestApp({ backend: 'pglite' });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
    await off?.stop();
    await stub?.close();
  });

  /** Follows the flow like a browser: app → provider → app callback, keeping the cookie. */
  const signIn = async (redirectTo = '/profil') => {
    const start = await fetch(
      `${app.url}/api/auth/google?redirectTo=${encodeURIComponent(redirectTo)}`,
      { redirect: 'manual' },
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(stub.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const provider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(provider.headers.get('location')!);
    expect(back.href.startsWith('http://karier.test/api/auth/google/callback?')).toBe(true);
    const callback = await fetch(`${app.url}${back.pathname}${back.search}`, {
      redirect: 'manual',
      headers: { cookie },
    });
    expect(callback.status).toBe(302);
    return callback.headers.get('location')!;
  };
  const fragment = (location: string) => {
    expect(location.startsWith('/auth/callback#')).toBe(true);
    const p = new URLSearchParams(location.slice('/auth/callback#'.length));
    return {
      token: p.get('token')!,
      position: Number(p.get('position')),
      redirectTo: p.get('redirectTo'),
    };
  };

  it('reports whether it is configured', async () => {
    expect((await api.call('GET', '/api/auth/google/config')).body).toEqual({
      success: true,
      enabled: true,
    });
    const other = client(off.url);
    expect((await other.call('GET', '/api/auth/google/config')).body).toEqual({
      success: true,
      enabled: false,
    });
    expect((await other.call('GET', '/api/auth/google')).status).toBe(404);
  });

  it('registers a new account for a new verified Google identity, then signs it in again', async () => {
    const email = uniqueEmail('google-new');
    stub.identity = { sub: `sub-${email}`, email, email_verified: true, name: 'Budi Google' };
    const first = fragment(await signIn('/profil'));
    expect(first.redirectTo).toBe('/profil');
    const me = await api.me(first.token, first.position);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email, name: 'Budi Google' });
    const second = fragment(await signIn(''));
    expect(second.redirectTo).toBe('/dashboard');
    const me2 = await api.me(second.token, second.position);
    expect(me2.body.data.id).toBe(me.body.data.id);
  });

  it('links to the existing account with the same verified email', async () => {
    const email = uniqueEmail('google-link');
    const reg = await api.register('Sudah Ada', email);
    stub.identity = { sub: `sub-${email}`, email, email_verified: true, name: 'Lain' };
    const { token, position } = fragment(await signIn('//evil.example.com'));
    const me = await api.me(token, position);
    expect(me.body.data).toMatchObject({ id: reg.body.user.id, name: 'Sudah Ada' });
  });

  it('refuses an unverified email, a missing cookie and a forged callback', async () => {
    const email = uniqueEmail('google-unverified');
    stub.identity = { sub: `sub-${email}`, email, email_verified: false, name: 'X' };
    expect(await signIn()).toBe('/login?error=google');
    const bare = await fetch(`${app.url}/api/auth/google/callback?code=x&state=y`, {
      redirect: 'manual',
    });
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/login?error=google');
    const forged = await fetch(`${app.url}/api/auth/google/callback?code=x&state=y`, {
      redirect: 'manual',
      headers: { cookie: 'karier_google=abc' },
    });
    expect(forged.headers.get('location')).toBe('/login?error=google');
  });
});
