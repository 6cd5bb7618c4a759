import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

const ADMIN_ROUTES = [
  '/api/admin/users',
  '/api/admin/users.csv',
  '/api/admin/cvs',
  '/api/admin/activities',
  '/api/admin/activities.csv',
  '/api/admin/stats',
  '/api/admin/projections',
  '/api/admin/audit/verify',
  '/api/admin/users/3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c/events',
];

interface Page<T> {
  success: boolean;
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}
interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: string;
  registeredDate: string;
  lastLogin: string | null;
  cvCount: number;
  status: string;
}

describe.skipIf(!pg.ok)('admin API over HTTP (PostgreSQL)', () => {
  let app: TestApp;
  let api: ReturnType<typeof client>;
  const adminEmail = uniqueEmail('admin');
  let admin: { token: string; id: string };
  let ayu: { token: string; id: string; email: string };
  let budi: { token: string; id: string; email: string };
  let cvId: string;

  /** Reads as the admin once the projections reached everything written so far. */
  async function get<T = Record<string, unknown>>(path: string, token = admin.token) {
    const position = await app.storage.store.head();
    return api.call<T>('GET', path, { token, headers: { 'X-Karier-Position': String(position) } });
  }

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { CV_WORKERS: '1', ADMIN_EMAILS: adminEmail, PAYMENT_SIMULATED_DELAY_MS: '20' },
    });
    api = client(app.url);
    const a = await api.register('Admin Karier', adminEmail);
    admin = { token: a.body.token, id: a.body.user.id };
    const ayuEmail = uniqueEmail('ayu.lestari');
    const r1 = await api.register('Ayu "Tia" Lestari, S.Kom', ayuEmail);
    ayu = { token: r1.body.token, id: r1.body.user.id, email: ayuEmail };
    const budiEmail = uniqueEmail('budi');
    const r2 = await api.register('Budi Santoso', budiEmail);
    budi = { token: r2.body.token, id: r2.body.user.id, email: budiEmail };
    const pdf = await indonesianOneColumnCv();
    const up = await postCv<{ cv: { id: string } }>(app.url, ayu.token, { buffer: pdf.buffer });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    cvId = up.body.cv.id;
    // A real order through the simulated gateway (settles after 20 ms).
    const order = await api.call<{ data: { paymentId: string } }>('POST', '/api/payments', {
      token: ayu.token,
      body: { cvId, method: 'bank_transfer' },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    for (let i = 0; i < 200; i++) {
      const p = await get<{ data: { status: string } }>(
        `/api/payments/${order.body.data.paymentId}`,
        ayu.token,
      );
      if (p.body.data.status === 'paid') break;
      await new Promise((r) => setTimeout(r, 25));
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('every admin route: 401 without a token, 403 with a user token, 200 for an admin', async () => {
    for (const path of ADMIN_ROUTES) {
      const none = await api.call('GET', path);
      expect(none.status, path).toBe(401);
      expect(none.body).toMatchObject({ success: false });
      const user = await api.call('GET', path, { token: budi.token });
      expect(user.status, path).toBe(403);
      expect(user.body).toMatchObject({ success: false, error: 'FORBIDDEN' });
    }
    for (const path of ADMIN_ROUTES.slice(0, -1)) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  describe('GET /api/admin/users', () => {
    it('lists every account with role, dates, CV count and status, newest first', async () => {
      const res = await get<Page<AdminUser>>('/api/admin/users');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, page: 1, pageSize: 20, total: 3 });
      expect(res.body.data.map((u) => u.id)).toEqual([budi.id, ayu.id, admin.id]);
      expect(res.body.data[1]).toMatchObject({
        name: 'Ayu "Tia" Lestari, S.Kom',
        email: ayu.email,
        role: 'user',
        cvCount: 1,
        status: 'Aktif',
      });
      expect(typeof res.body.data[1]!.lastLogin).toBe('string');
      expect(res.body.data[2]).toMatchObject({ role: 'admin', cvCount: 0 });
    });

    it('filters by role, searches name and email case-insensitively, sorts and pages', async () => {
      const admins = await get<Page<AdminUser>>('/api/admin/users?role=admin');
      expect(admins.body.data.map((u) => u.id)).toEqual([admin.id]);
      const users = await get<Page<AdminUser>>('/api/admin/users?role=user&sort=oldest');
      expect(users.body.data.map((u) => u.id)).toEqual([ayu.id, budi.id]);
      const byName = await get<Page<AdminUser>>('/api/admin/users?search=SANTOSO');
      expect(byName.body.data.map((u) => u.id)).toEqual([budi.id]);
      const byEmail = await get<Page<AdminUser>>('/api/admin/users?search=AYU.lestari');
      expect(byEmail.body.data.map((u) => u.id)).toEqual([ayu.id]);
      // '%' and '_' are matched literally.
      expect((await get<Page<AdminUser>>('/api/admin/users?search=%25')).body.total).toBe(0);
      const page2 = await get<Page<AdminUser>>('/api/admin/users?sort=oldest&page=2&pageSize=2');
      expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPages: 2 });
      expect(page2.body.data.map((u) => u.id)).toEqual([budi.id]);
    });

    it.each([
      'pageSize=101',
      'pageSize=0',
      'page=-1',
      'page=abc',
      'role=root',
      'sort=name',
      'page=1&page=2',
    ])('answers 400 for %s', async (q) => {
      const res = await get(`/api/admin/users?${q}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    });
  });

  it('GET /api/admin/users.csv: a quoted CSV attachment with a header row, same filters', async () => {
    const res = await fetch(`${app.url}/api/admin/users.csv?role=user&sort=oldest`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="pengguna-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe('id,nama,email,peran,tanggal_daftar,login_terakhir,jumlah_cv,status');
    expect(lines[1]).toMatch(
      new RegExp(
        `^${ayu.id},"Ayu ""Tia"" Lestari, S\\.Kom",${ayu.email},user,[^,]+,[^,]+,1,Aktif$`,
      ),
    );
    expect(lines[2]).toMatch(new RegExp(`^${budi.id},Budi Santoso,`));
    expect(lines).toHaveLength(4); // header, two users, the empty string after the last CRLF
  });

  describe('GET /api/admin/cvs', () => {
    it('lists CVs with owner name, status, AI flag and score; searches and filters by status', async () => {
      const res = await get<Page<Record<string, unknown>>>('/api/admin/cvs');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(1);
      expect(res.body.data[0]).toMatchObject({
        id: cvId,
        userId: ayu.id,
        userName: 'Ayu "Tia" Lestari, S.Kom',
        status: 'completed', // paid
        aiGenerated: false,
        // issue 28: an upload, its revision built from the CV as read, nothing answered or undone
        completion: {
          origin: 'upload',
          revisionBasis: 'cv',
          answeredQuestions: 0,
          revertedChanges: 0,
        },
      });
      expect(typeof res.body.data[0]!.score).toBe('number');
      expect((await get<Page<unknown>>('/api/admin/cvs?search=lestari')).body.total).toBe(1);
      expect((await get<Page<unknown>>('/api/admin/cvs?search=santoso')).body.total).toBe(0);
      expect((await get<Page<unknown>>('/api/admin/cvs?status=draft')).body.total).toBe(0);
      expect((await get<Page<unknown>>('/api/admin/cvs?status=completed')).body.total).toBe(1);
      expect((await get('/api/admin/cvs?status=done')).status).toBe(400);
    });
  });

  describe('GET /api/admin/activities', () => {
    interface Activity {
      id: number;
      type: string;
      action: string;
      actorId: string | null;
      actorName: string | null;
      targetType: string;
      targetId: string;
      targetName: string | null;
      occurredAt: string;
    }

    it('names each target as an admin recognises it: the person, the CV title, the order', async () => {
      const mine = await get<Page<Activity>>(`/api/admin/activities?userId=${ayu.id}`);
      const of = (type: string) => mine.body.data.find((a) => a.type === type)!;
      expect(of('UserRegistered')).toMatchObject({
        targetType: 'user',
        targetId: ayu.id,
        targetName: 'Ayu "Tia" Lestari, S.Kom',
      });
      const uploaded = of('CvUploaded');
      expect(uploaded.targetType).toBe('cv');
      expect(uploaded.targetName).toMatch(/\S/);
      expect(uploaded.targetName).not.toBe(uploaded.targetId);
      expect(uploaded.targetName).not.toMatch(/^pii:/);
      const order = of('PaymentRequested');
      expect(order.targetType).toBe('payment');
      expect(order.targetName).toBe(order.targetId);
    });

    it('lists the audit trail newest first, filtered by actor, action and dates', async () => {
      const all = await get<Page<Activity>>('/api/admin/activities?pageSize=100');
      expect(all.status).toBe(200);
      const ids = all.body.data.map((a) => a.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const mine = await get<Page<Activity>>(`/api/admin/activities?userId=${ayu.id}`);
      expect(mine.body.data.map((a) => a.type).reverse()).toEqual([
        'UserRegistered',
        'UserLoggedIn',
        'CvUploaded',
        'CvAnalysed',
        'CvRevisionGenerated',
        'PaymentRequested',
      ]);
      expect(mine.body.data[0]).toMatchObject({
        actorId: ayu.id,
        actorName: 'Ayu "Tia" Lestari, S.Kom',
        action: 'Membuat pesanan pembayaran',
      });
      const regs = await get<Page<Activity>>('/api/admin/activities?action=UserRegistered');
      expect(regs.body.total).toBe(3);
      expect(regs.body.data.every((a) => a.action === 'Mendaftar akun')).toBe(true);
      const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
      const inRange = await get<Page<Activity>>(
        `/api/admin/activities?from=${today}&to=${today}&pageSize=1`,
      );
      expect(inRange.body.total).toBe(all.body.total);
      expect(inRange.body.data).toHaveLength(1);
      const future = await get<Page<Activity>>('/api/admin/activities?from=2999-01-01');
      expect(future.body.total).toBe(0);
      const past = await get<Page<Activity>>('/api/admin/activities?to=2000-01-01');
      expect(past.body.total).toBe(0);
    });

    it.each(['userId=nope', 'action=DropTables', 'from=yesterday', 'to=2026-13-45'])(
      'answers 400 for %s',
      async (q) => {
        expect((await get(`/api/admin/activities?${q}`)).status).toBe(400);
      },
    );

    it('GET /api/admin/activities.csv exports the same rows as CSV', async () => {
      const res = await fetch(`${app.url}/api/admin/activities.csv?userId=${budi.id}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="aktivitas-/);
      const lines = (await res.text()).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'id,waktu,jenis,aksi,id_pelaku,nama_pelaku,peran_pelaku,target,id_target,ip,user_agent',
      );
      expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([
        'UserLoggedIn',
        'UserRegistered',
      ]);
    });
  });

  it('GET /api/admin/stats: totals, month-over-month changes and a daily series', async () => {
    const res = await get<{
      data: {
        totalUsers: number;
        activeUsers: number;
        totalCVs: number;
        aiGeneratedCVs: number;
        analysedCVs: number;
        monthOverMonth: Record<string, { thisMonth: number; lastMonth: number }>;
        daily: { date: string; signups: number; cvsAnalysed: number; revenue: number }[];
      };
    }>('/api/admin/stats');
    expect(res.status).toBe(200);
    const d = res.body.data;
    // The built-in analyser scored the CV: it counts as analysed, though no model took part.
    expect(d).toMatchObject({
      totalUsers: 3,
      activeUsers: 3,
      totalCVs: 1,
      aiGeneratedCVs: 0,
      analysedCVs: 1,
    });
    expect(d.monthOverMonth.totalUsers).toMatchObject({ thisMonth: 3, lastMonth: 0 });
    expect(d.monthOverMonth.totalCVs).toMatchObject({ thisMonth: 1 });
    expect(d.monthOverMonth.revenue).toMatchObject({ thisMonth: 25_000 });
    expect(d.daily).toHaveLength(30);
    const today = d.daily.at(-1)!;
    expect(today.date).toBe(new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10));
    expect(today).toMatchObject({ signups: 3, cvsAnalysed: 1, revenue: 25_000 });
    expect(
      (await get<{ data: { daily: unknown[] } }>('/api/admin/stats?days=7')).body.data.daily,
    ).toHaveLength(7);
    expect((await get('/api/admin/stats?days=0')).status).toBe(400);
  });

  describe('GET /api/admin/users/{id}/events', () => {
    it("gives the user's whole timeline with metadata, personal data opened, secrets hidden", async () => {
      const res = await get<{
        user: { id: string };
        data: {
          position: number;
          type: string;
          streamId: string;
          data: Record<string, unknown>;
          metadata: Record<string, unknown>;
        }[];
      }>(`/api/admin/users/${ayu.id}/events`);
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(ayu.id);
      const types = res.body.data.map((e) => e.type);
      expect(types).toEqual([
        'UserRegistered',
        'UserLoggedIn',
        'CvUploaded',
        'CvAnalysed',
        'CvRevisionGenerated',
        'PaymentRequested',
        'PaymentSettled',
      ]);
      const reg = res.body.data[0]!;
      expect(reg.data).toMatchObject({
        email: ayu.email,
        name: 'Ayu "Tia" Lestari, S.Kom',
        passwordHash: '[disembunyikan]',
      });
      expect(reg.metadata).toMatchObject({ actorId: ayu.id, ip: '127.0.0.1' });
      expect(typeof reg.metadata.correlationId).toBe('string');
      expect(res.body.data[2]!.streamId).toBe(`cv-${cvId}`);
      const positions = res.body.data.map((e) => e.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    });

    it('404 for an unknown user, 400 for a malformed id', async () => {
      expect(
        (await get('/api/admin/users/3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c/events')).status,
      ).toBe(404);
      expect((await get('/api/admin/users/nope/events')).status).toBe(400);
    });
  });
});
