import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createCommandApp, loadCommandConfig, type Mailer } from '@karier/command-api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import { openTestStorage } from '../../test-support/storage.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { tokenService } from '../src/parts.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const backend = pg.ok ? 'postgres' : 'pglite';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `read` gives something truthy (mail is sent after the answer). */
async function eventually<T>(read: () => T, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v || Date.now() > until) return v;
    await sleep(20);
  }
}

/** Issue 15 §5: abuse limits on sign-up, passwords, email changes and reset mails. */
describe('abuse limits over HTTP', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-abuse-'));
  const mailDir = path.join(dataDir, 'mail');
  const ADMIN_EMAIL = uniqueEmail('abuse-admin');
  const mailsTo = (email: string) =>
    fs.existsSync(mailDir)
      ? fs
          .readdirSync(mailDir)
          .filter((f) => f.endsWith(`-${email}.eml`))
          .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
          // Only mails written through (the file exists before its last line).
          .filter((m) => m.includes('Tim Karier'))
      : [];
  /** The text of an .eml (quoted-printable undone). */
  const decoded = (eml: string) =>
    Buffer.from(
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  beforeAll(async () => {
    app = await startTestApp({
      backend,
      trustProxy: true,
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAILS: ADMIN_EMAIL,
        LOGIN_MAX_FAILURES_PER_EMAIL: '10',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '25',
        REGISTER_MAX_PER_IP_PER_HOUR: '3',
        REGISTER_MAX_PER_MINUTE: '1000',
        APP_URL: 'http://karier.test:5000',
      },
    });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A sign-up from its own IP (each test's accounts do not spend another's limit). */
  let ipCounter = 0;
  const signUp = async (name: string, email = uniqueEmail('abuse'), password = 'rahasia-123') => {
    const res = await api.call<{ token: string; user: { id: string }; position: number }>(
      'POST',
      '/api/auth/register',
      { body: { name, email, password }, headers: from(`10.9.${++ipCounter}.1`) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { token: res.body.token, id: res.body.user.id, email, position: res.body.position };
  };

  describe('sign-up', () => {
    it('is limited per IP: the 4th from one IP is 429, another IP still signs up', async () => {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof api.call<{ message: string }>>> | null = null;
      for (let i = 0; i < 4; i++) {
        last = await api.call<{ message: string }>('POST', '/api/auth/register', {
          body: { name: `Massal ${i}`, email: uniqueEmail('mass'), password: 'rahasia-123' },
          headers: from('10.1.0.1'),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(last!.body.message).toMatch(/^Terlalu banyak pendaftaran akun\. Coba lagi dalam /);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await api.call('POST', '/api/auth/register', {
        body: { name: 'Lain', email: uniqueEmail('mass'), password: 'rahasia-123' },
        headers: from('10.1.0.2'),
      });
      expect(other.status).toBe(201);
    });
  });

  describe('sign-in: failures count per (IP, account)', () => {
    it('ten wrong passwords from one IP do not lock the owner out from another', async () => {
      const owner = await signUp('Pemilik Akun');
      for (let i = 0; i < 10; i++) {
        const res = await api.call('POST', '/api/auth/login', {
          body: { email: owner.email, password: 'tebakan-salah' },
          headers: from('10.2.0.66'),
        });
        expect(res.status).toBe(401);
      }
      // The guessing IP is refused even with the right password …
      const attacker = await api.call<{ message: string }>('POST', '/api/auth/login', {
        body: { email: owner.email, password: 'rahasia-123' },
        headers: from('10.2.0.66'),
      });
      expect(attacker.status).toBe(429);
      expect(attacker.body.message).toMatch(/^Terlalu banyak percobaan login/);
      // … the owner, elsewhere, is not.
      const ownerLogin = await api.call('POST', '/api/auth/login', {
        body: { email: owner.email, password: 'rahasia-123' },
        headers: from('10.2.0.7'),
      });
      expect(ownerLogin.status).toBe(200);
    });

    it('guessing spread over many IPs meets the per-account cap', async () => {
      const target = await signUp('Sasaran');
      for (let i = 0; i < 25; i++) {
        const res = await api.call('POST', '/api/auth/login', {
          body: { email: target.email, password: 'tebakan-salah' },
          headers: from(`10.3.${i}.1`),
        });
        expect(res.status).toBe(401);
      }
      const next = await api.call('POST', '/api/auth/login', {
        body: { email: target.email, password: 'tebakan-salah' },
        headers: from('10.3.200.1'),
      });
      expect(next.status).toBe(429);
    });
  });

  describe('password checks by a token holder use the login limiter per user', () => {
    /** 30 wrong passwords through `attempt`: the first 10 are wrong, the rest 429. */
    async function thirtyWrong(attempt: () => Promise<{ status: number; body: unknown }>) {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await attempt()).status);
      return statuses;
    }

    it('password change: 30 wrong current passwords → 10 × 400, then 429 (even the right one)', async () => {
      const u = await signUp('Ganti Sandi');
      const change = (currentPassword: string) =>
        api.call<{ message: string }>('PUT', '/api/auth/updatepassword', {
          token: u.token,
          body: { currentPassword, newPassword: 'sandi-baru-99' },
        });
      const statuses = await thirtyWrong(() => change('salah-terus'));
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      const right = await change('rahasia-123');
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/^Terlalu banyak percobaan kata sandi yang salah/);
    });

    it('account deletion: 30 wrong passwords → 10 × 401, then 429; the account stays', async () => {
      const u = await signUp('Hapus Akun');
      const statuses = await thirtyWrong(() =>
        api.call('DELETE', '/api/auth/account', {
          token: u.token,
          body: { password: 'salah-terus' },
        }),
      );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      expect((await api.me(u.token, u.position)).status).toBe(200);
    });

    it('two-factor off: wrong passwords → 429 after ten', async () => {
      const u = await signUp('Dua Langkah');
      const statuses = await thirtyWrong(() =>
        api.call('POST', '/api/auth/2fa/disable', {
          token: u.token,
          body: { password: 'salah-terus', code: '123456' },
        }),
      );
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      expect(statuses.slice(0, 10)).not.toContain(429);
    });

    it('admin confirmations: 30 wrong passwords → 10 × 401, then 429', async () => {
      const admin = await signUp('Admin Abuse', ADMIN_EMAIL);
      const victim = await signUp('Korban');
      const statuses = await thirtyWrong(() =>
        api.call('POST', `/api/admin/users/${victim.id}/ban`, {
          token: admin.token,
          body: { password: 'salah-terus', reason: 'uji' },
        }),
      );
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
    });

    it('one budget per user across routes: 5 wrong here and 5 there, then 429 everywhere', async () => {
      const u = await signUp('Satu Anggaran');
      for (let i = 0; i < 5; i++) {
        await api.call('PUT', '/api/auth/updatepassword', {
          token: u.token,
          body: { currentPassword: 'salah-terus', newPassword: 'sandi-baru-99' },
        });
        await api.call('DELETE', '/api/auth/account', {
          token: u.token,
          body: { password: 'salah-terus' },
        });
      }
      const change = await api.call('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Satu Anggaran', email: uniqueEmail('x'), currentPassword: 'rahasia-123' },
      });
      expect(change.status).toBe(429);
    });
  });

  describe('email change', () => {
    it('needs the current password: missing or wrong → 400 naming currentPassword, nothing changes', async () => {
      const u = await signUp('Ubah Email');
      const newEmail = uniqueEmail('moved');
      const missing = await api.call('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Ubah Email', email: newEmail },
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({
        field: 'currentPassword',
        message: 'Masukkan kata sandi saat ini untuk mengganti email',
      });
      const wrong = await api.call('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Ubah Email', email: newEmail, currentPassword: 'bukan-ini' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        field: 'currentPassword',
        message: 'Kata sandi saat ini salah',
      });
      const me = await api.me(u.token, u.position);
      expect(me.body.data.email).toBe(u.email);
      // The name alone changes without a password.
      const rename = await api.call('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Nama Baru', email: u.email },
      });
      expect(rename.status).toBe(200);
      expect(mailsTo(u.email)).toHaveLength(0);
    });

    it('with the password it moves the account and mails the old address in Indonesian', async () => {
      const u = await signUp('Pindah Email');
      const newEmail = uniqueEmail('moved');
      const res = await api.call<{ data: { email: string } }>('PUT', '/api/auth/updatedetails', {
        token: u.token,
        body: { name: 'Pindah Email', email: newEmail, currentPassword: 'rahasia-123' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.email).toBe(newEmail);
      const [mail] =
        (await eventually(() => {
          const m = mailsTo(u.email);
          return m.length ? m : null;
        })) ?? [];
      expect(mail).toBeDefined();
      const text = decoded(mail!);
      expect(text).toContain('Subject: Email akun Karier Anda telah diubah');
      expect(text).toContain('Halo Pindah Email');
      expect(text).toContain(`Email akun Karier Anda telah diubah menjadi ${newEmail}`);
      expect(text).toContain('http://karier.test:5000/contact');
      expect(mailsTo(newEmail)).toHaveLength(0);
    });
  });

  describe('forgot-password timing', () => {
    // Figures only (the shared test CPU makes timings loose): the proof that the answer does
    // not wait for the account's work is the blocked-mailer test below.
    it('a known and an unknown email take about the same time (medians of 8, printed)', async () => {
      const u = await signUp('Waktu Sama');
      const ask = async (email: string, i: number) => {
        const started = performance.now();
        const res = await api.call('POST', '/api/auth/forgot-password', {
          body: { email },
          headers: from(`10.5.${i}.1`),
        });
        expect(res.status).toBe(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 8; i++) {
        known.push(await ask(u.email, 2 * i));
        unknown.push(await ask(uniqueEmail('nobody'), 2 * i + 1));
        await sleep(30); // the previous request's mail is written meanwhile
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
      const k = median(known);
      const n = median(unknown);
      console.log(
        `forgot-password (${backend}): known ${k.toFixed(1)} ms, unknown ${n.toFixed(1)} ms`,
      );
      // Before the fix: 33 ms against 2 ms. Loose bounds: the CPU is shared with other tests.
      expect(k).toBeLessThan(n * 3 + 15);
    });
  });

  describe('password reset links', () => {
    it('the server log names the reset link with its token redacted; the mail has the real one', async () => {
      const u = await signUp('Log Bersih');
      const logged: string[] = [];
      const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
      try {
        const res = await api.call('POST', '/api/auth/forgot-password', {
          body: { email: u.email },
        });
        expect(res.status).toBe(200);
        const [mail] =
          (await eventually(() => {
            const m = mailsTo(u.email);
            return m.length ? m : null;
          })) ?? [];
        const token = /reset-password\?token=([\w.%~-]+)/.exec(decoded(mail!))?.[1];
        expect(token).toBeTruthy();
        await eventually(() => logged.some((l) => l.includes(u.email)));
        const log = logged.join('\n');
        expect(log).toContain('http://karier.test:5000/reset-password?token=[redacted]');
        expect(log).not.toContain(decodeURIComponent(token!));
        expect(log).not.toContain(token!);
        expect(log).not.toContain(u.id + '.');
      } finally {
        spy.mockRestore();
      }
    });
  });
});

/**
 * Forgot-password answers before it looks anything up, so a known and an unknown email take
 * the same time: proved with a mailer that never finishes until the test lets it.
 */
describe('forgot-password does not wait for the mailer', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  let server: http.Server;
  let api: ReturnType<typeof client>;
  const sent: Parameters<Mailer['send']>[0][] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));

  beforeAll(async () => {
    storage = await openTestStorage('pglite');
    const config = loadCommandConfig({
      DATA_DIR: storage.dataDir,
      LOGIN_MAX_PER_IP_PER_MINUTE: '1000',
    });
    const app = createCommandApp({
      store: storage.store,
      tokens: tokenService(storage, config),
      config,
      mailer: {
        async send(m) {
          await gate;
          sent.push(m);
        },
      },
    });
    server = http.createServer(app.callback());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    api = client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    release();
    await new Promise((r) => server?.close(r));
    await storage?.cleanup();
  });

  it('known and unknown emails are answered alike while the mail is still being sent', async () => {
    const email = uniqueEmail('slowmail');
    expect((await api.register('Surat Lambat', email)).status).toBe(201);
    const ask = async (e: string) => {
      const started = performance.now();
      const res = await Promise.race([
        api.call<{ message: string }>('POST', '/api/auth/forgot-password', { body: { email: e } }),
        sleep(3000).then(() => null),
      ]);
      return { res, ms: performance.now() - started };
    };
    const known = await ask(email);
    const unknown = await ask(uniqueEmail('nobody'));
    // Both answered although the mailer has not finished (before the fix the known one hung).
    expect(known.res?.status).toBe(200);
    expect(unknown.res?.status).toBe(200);
    expect(known.res!.body).toEqual(unknown.res!.body);
    expect(sent).toHaveLength(0);
    // Figures for the record (warm): alternating known and unknown emails.
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 6; i++) {
      times.known.push((await ask(email)).ms);
      times.unknown.push((await ask(uniqueEmail('nobody'))).ms);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    console.log(
      `forgot-password median: known ${median(times.known).toFixed(1)} ms, unknown ${median(times.unknown).toFixed(1)} ms`,
    );
    release();
    // Then the mails go out: three (the per-email limit), all to the known address.
    await eventually(() => sent.length >= 3);
    expect(sent.map((m) => m.to)).toEqual([email, email, email]);
    expect(sent[0]!.text).toContain('/reset-password?token=');
  });
});

/** Sign-ups over all IPs: a botnet spreading its sign-ups meets the overall limit. */
describe('sign-up, overall', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      backend: 'pglite',
      trustProxy: true,
      env: { REGISTER_MAX_PER_IP_PER_HOUR: '100', REGISTER_MAX_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('the 4th sign-up in a minute is 429 whatever its IP', async () => {
    const api = client(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await api.call('POST', '/api/auth/register', {
        body: { name: `Bot ${i}`, email: uniqueEmail('bot'), password: 'rahasia-123' },
        headers: { 'x-forwarded-for': `10.7.${i}.1` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

/** Summary regeneration and picks (a DOCX each): limited per user, superseded files pruned. */
describe('summary regeneration', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    app = await startTestApp({
      backend,
      env: { SUMMARY_REGENERATIONS_PER_HOUR: '3', CV_WORKERS: '1' },
    });
    api = client(app.url);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('keeps only the current revision file, and the 4th regeneration or pick in an hour is 429', async () => {
    const reg = await api.register('Ringkas Ulang', uniqueEmail('summary'));
    const userId = reg.body.user.id;
    const up = await postCv<{ cv: { id: string }; file_path: string }>(app.url, reg.body.token, {
      buffer: (await indonesianOneColumnCv()).buffer,
      name: 'CV Ringkas.pdf',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const cvId = up.body.cv.id;
    await appendSettledPayment(app.storage.store, { userId, cvId, product: 'basic' });
    const revisions = [up.body.file_path];
    const regenerate = () =>
      api.call<{ data: { variant: number }; message: string }>('POST', `/api/cvs/${cvId}/summary`, {
        token: reg.body.token,
      });
    // Issue 26: a new summary is offered; picking it builds the DOCX. Both count.
    const offer = await regenerate();
    expect(offer.status, JSON.stringify(offer.body)).toBe(200);
    const pick = await api.call<{ data: { file_path: string } }>(
      'POST',
      `/api/cvs/${cvId}/summary/pick`,
      { token: reg.body.token, body: { variant: offer.body.data.variant } },
    );
    expect(pick.status, JSON.stringify(pick.body)).toBe(200);
    revisions.push(pick.body.data.file_path);
    expect((await regenerate()).status).toBe(200);
    const refused = await regenerate();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Ringkasan terlalu sering dibuat ulang\. Coba lagi/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Only the current revision's DOCX is left; the superseded ones are gone and 404.
    const current = revisions.at(-1)!;
    const stored = await Promise.all(
      revisions.map((id) => app.storage.files.readRevision(userId, id)),
    );
    expect(stored.map((b) => b !== null)).toEqual([false, true]);
    for (const id of revisions) {
      const res = await fetch(`${app.url}/api/download/${id}`, {
        headers: { authorization: `Bearer ${reg.body.token}` },
      });
      expect(res.status, id).toBe(id === current ? 200 : 404);
    }
  });
});
