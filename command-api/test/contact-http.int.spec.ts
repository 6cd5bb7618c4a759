import type { AdminMessage } from '@karier/api-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const PASSWORD = 'rahasia-123';
const SENT = 'Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.';

type Message = AdminMessage;

/** The contact form and the public figures (issue 8). */
describe.skipIf(!pg.ok)('contact form and public stats over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const adminEmail = uniqueEmail('contact-admin');
  let admin: { token: string; id: string };
  const good = {
    name: 'Rizky Ramadhan',
    email: 'rizky.ramadhan@example.com',
    subject: 'Pertanyaan soal paket Premium',
    message: 'Apakah paket Premium bisa dipakai untuk dua CV sekaligus?',
  };
  const send = (body: unknown, opts: { token?: string; ip?: string } = {}) =>
    api.call<{ success: boolean; message: string; data: { id: string }; field?: string }>(
      'POST',
      '/api/contact',
      {
        body,
        ...(opts.token ? { token: opts.token } : {}),
        headers: { 'x-forwarded-for': opts.ip ?? '198.51.100.7' },
      },
    );
  const read = async <T>(p: string, token = admin.token) => {
    const position = await app.storage.store.head();
    return api.call<T>('GET', p, {
      ...(token ? { token } : {}),
      headers: { 'X-Karier-Position': String(position) },
    });
  };

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { ADMIN_EMAILS: adminEmail, CONTACT_MAX_PER_IP_PER_10_MIN: '3', CV_WORKERS: '1' },
      trustProxy: true,
    });
    api = client(app.url);
    const a = await api.register('Admin Kontak', adminEmail, PASSWORD);
    admin = { token: a.body.token, id: a.body.user.id };
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('validates every field with an Indonesian message, storing nothing', async () => {
    const head = await app.storage.store.head();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, name: '' }, 'name', 'Nama harus diisi'],
      [{ ...good, email: 'bukan-email' }, 'email', 'Format email tidak valid'],
      [{ ...good, email: undefined }, 'email', 'Email harus diisi'],
      [{ ...good, subject: '   ' }, 'subject', 'Subjek harus diisi'],
      [{ ...good, message: '' }, 'message', 'Pesan harus diisi'],
      [{ ...good, message: 'Halo' }, 'message', 'Pesan minimal 10 karakter'],
      [{ ...good, message: 'x'.repeat(5001) }, 'message', 'Pesan maksimal 5000 karakter'],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(body, { ip: '198.51.100.1' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, field, message });
    }
    expect((await send('[]', { ip: '198.51.100.1' })).status).toBe(400);
    expect(await app.storage.store.head()).toBe(head);
  });

  it('stores a message (sealed) that an admin can read and mark handled', async () => {
    const res = await send(good);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: SENT });
    const stored = await app.storage.db.knex('contact_messages').where({ id: res.body.data.id });
    expect(JSON.stringify(stored)).not.toMatch(/Rizky|Premium bisa/);

    const list = await read<{ data: Message[]; unhandled: number; total: number }>(
      '/api/admin/messages',
    );
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ ...good, id: res.body.data.id, userId: null });
    expect(list.body.unhandled).toBe(1);
    const anonymous = await read<{ data: { actorRole: string }[] }>(
      '/api/admin/activities?action=ContactMessageReceived',
    );
    expect(anonymous.body.data[0]).toMatchObject({ actorRole: 'anonymous' });

    const handled = await api.call('POST', `/api/admin/messages/${res.body.data.id}/handled`, {
      token: admin.token,
      body: {},
    });
    expect(handled.status).toBe(200);
    const again = await api.call<{ position: number | null }>(
      'POST',
      `/api/admin/messages/${res.body.data.id}/handled`,
      { token: admin.token, body: {} },
    );
    expect(again.body.position).toBeNull();
    const after = await read<{ data: Message[]; unhandled: number }>(
      '/api/admin/messages?status=handled',
    );
    expect(after.body.data[0]!.handledAt).not.toBeNull();
    expect(after.body.unhandled).toBe(0);
    const unknown = await api.call(
      'POST',
      '/api/admin/messages/3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c/handled',
      { token: admin.token, body: {} },
    );
    expect(unknown.status).toBe(404);
  });

  it('names a signed-in sender', async () => {
    const u = await api.register('Dewi Anggraini', uniqueEmail('dewi'), PASSWORD);
    const res = await send({ ...good, name: 'Dewi' }, { token: u.body.token, ip: '198.51.100.2' });
    expect(res.status).toBe(201);
    const list = await read<{ data: Message[] }>('/api/admin/messages?status=new');
    expect(list.body.data.find((m) => m.id === res.body.data.id)).toMatchObject({
      userId: u.body.user.id,
    });
  });

  it('limits messages per IP (429 with Retry-After)', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 3; i++) expect((await send(good, { ip })).status).toBe(201);
    const limited = await send(good, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Terlalu banyak pesan/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(good, { ip: '198.51.100.10' })).status).toBe(201);
  });

  it('admin only: 401 without a token, 403 for a user', async () => {
    const u = await api.register('Biasa', uniqueEmail('biasa'), PASSWORD);
    expect((await api.call('GET', '/api/admin/messages')).status).toBe(401);
    expect((await read('/api/admin/messages', u.body.token)).status).toBe(403);
    const mark = '/api/admin/messages/3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c/handled';
    expect((await api.call('POST', mark, { body: {} })).status).toBe(401);
    expect((await api.call('POST', mark, { token: u.body.token, body: {} })).status).toBe(403);
  });

  it('GET /api/public/stats: live figures from the read models, cached', async () => {
    const first = await read<{
      data: { cvsAnalysed: number; professionalsHelpedThisWeek: number; users: number };
    }>('/api/public/stats', '');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/max-age=60/);
    expect(first.body.data).toMatchObject({ cvsAnalysed: 0, professionalsHelpedThisWeek: 0 });
    expect(first.body.data.users).toBeGreaterThanOrEqual(3);
    // A CV analysed now shows on the next computation (the cache lives 60 s per process).
    const u = await api.register('Pengunggah', uniqueEmail('unggah'), PASSWORD);
    const up = await postCv(app.url, u.body.token, {
      buffer: (await indonesianOneColumnCv()).buffer,
    });
    expect(up.status).toBe(201);
    const { publicRoutes } = await import('../../query-api/src/public/routes.ts');
    const fresh = publicRoutes(app.storage.store, { ttlMs: 0 });
    const layer = fresh.stack.find((l) => l.path === '/public/stats')!;
    const ctx = { set: () => undefined, body: null as unknown };
    await app.runner.waitFor(await app.storage.store.head(), ['activity-log'], 5000);
    await layer.stack[0]!(ctx as never, async () => undefined);
    expect((ctx.body as { data: Record<string, number> }).data).toMatchObject({
      cvsAnalysed: 1,
      cvsAnalysedThisWeek: 1,
      professionalsHelpedThisWeek: 1,
    });
  });
});
