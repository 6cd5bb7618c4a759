import { randomBytes } from 'node:crypto';
import { paymentStreamId, systemContext } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY_MS = 24 * 3600_000;

interface Payment {
  paymentId: string;
  status: string;
  gatewayTransactionId: string | null;
  settledAt: string | null;
  refund: {
    status: string | null;
    requestedAt: string | null;
    refundedAt: string | null;
    deadline: string | null;
    canRequest: boolean;
  };
}
interface Body<T = Payment> {
  success: boolean;
  data: T;
  message: string;
  position: number;
}

const REASON = 'Hasil revisi CV tidak sesuai harapan saya.';

/**
 * The 7-day money-back guarantee (issue 17) over HTTP with the simulated gateway: the owner
 * asks, an admin approves or rejects (password confirmed), every refusal is a clear 4xx.
 */
describe.skipIf(!pg.ok)('Refunds over HTTP, simulated gateway (PostgreSQL)', () => {
  let app: TestApp;
  let cv: CvFixture;
  const adminEmail = uniqueEmail('refund-admin');
  let admin: { token: string; position: number };
  let owner: { token: string; id: string };
  let cvId: string;
  let filePath: string;
  let paid: Payment;

  const api = () => client(app.url);
  const signUp = async (name: string, email = uniqueEmail('refund')) => {
    const res = await api().register(name, email);
    expect(res.status).toBe(201);
    return {
      token: res.body.token as string,
      id: res.body.user.id as string,
      position: res.body.position as number,
    };
  };
  const get = <T = Payment>(token: string, path: string, position?: number) =>
    api().call<Body<T>>('GET', path, {
      token,
      ...(position ? { headers: { 'X-Karier-Position': String(position) } } : {}),
    });
  const ask = (token: string, id: string, reason: unknown = REASON) =>
    api().call<Body>('POST', `/api/payments/${id}/refund`, { token, body: { reason } });
  const decide = (
    id: string,
    decision: 'approve' | 'reject',
    body: Record<string, unknown> = { password: 'rahasia-123' },
    token = admin.token,
  ) => api().call<Body>('POST', `/api/admin/payments/${id}/refund/${decision}`, { token, body });
  const typesOf = async (id: string) =>
    (
      await app.storage.db
        .knex('events')
        .where({ stream_id: `payment-${id}` })
        .orderBy('stream_version')
        .select('type')
    ).map((e: { type: string }) => e.type);
  async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 8000) {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (check(v) || Date.now() > until) return v;
      await sleep(25);
    }
  }
  const download = (token: string) =>
    fetch(`${app.url}/api/download/${filePath}`, { headers: { authorization: `Bearer ${token}` } });
  /** An order appended straight to the store: settled `daysAgo` days ago, or left pending. */
  async function orderOf(userId: string, settledDaysAgo: number | null): Promise<string> {
    const paymentId = `KRR-${randomBytes(15).toString('base64url')}`;
    const requestedAt = new Date(Date.now() - (settledDaysAgo ?? 0) * DAY_MS - 60_000);
    const data = {
      paymentId,
      userId,
      cvId: null,
      product: 'premium' as const,
      amount: 100_000,
    };
    await app.storage.store.append(
      paymentStreamId(paymentId),
      [
        {
          type: 'PaymentRequested',
          data: {
            ...data,
            currency: 'IDR',
            method: 'ewallet',
            gateway: 'simulated',
            requestedAt: requestedAt.toISOString(),
            expiresAt: new Date(requestedAt.getTime() + DAY_MS).toISOString(),
          },
        },
        ...(settledDaysAgo === null
          ? []
          : [
              {
                type: 'PaymentSettled' as const,
                data: {
                  ...data,
                  gateway: 'simulated' as const,
                  gatewayTransactionId: 'FP1',
                  settledAt: new Date(Date.now() - settledDaysAgo * DAY_MS).toISOString(),
                },
              },
            ]),
      ],
      { expectedVersion: 'no_stream', context: systemContext() },
    );
    return paymentId;
  }

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { PAYMENT_SIMULATED_DELAY_MS: '20', CV_WORKERS: '1', ADMIN_EMAILS: adminEmail },
    });
    cv = await indonesianOneColumnCv();
    const a = await signUp('Admin Karier', adminEmail);
    admin = { token: a.token, position: a.position };
    owner = await signUp('Ayu Lestari');
    const up = await postCv<{ cv: { id: string }; file_path: string }>(app.url, owner.token, {
      buffer: cv.buffer,
      name: 'CV Ayu.pdf',
    });
    expect(up.status).toBe(201);
    cvId = up.body.cv.id;
    filePath = up.body.file_path;
    const order = await api().call<Body>('POST', '/api/payments', {
      token: owner.token,
      body: { cvId, method: 'ewallet' },
    });
    expect(order.status).toBe(201);
    const settled = await eventually(
      () => get(owner.token, `/api/payments/${order.body.data.paymentId}`, order.body.position),
      (r) => r.body.data?.status === 'paid',
    );
    paid = settled.body.data;
    expect(paid.refund).toMatchObject({ status: null, canRequest: true });
    expect(Date.parse(paid.refund.deadline!) - Date.parse(paid.settledAt!)).toBe(7 * DAY_MS);
    expect((await download(owner.token)).status).toBe(200);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("someone else's order → 404, nothing appended", async () => {
    const stranger = await signUp('Budi Santoso');
    const res = await ask(stranger.token, paid.paymentId);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Pembayaran tidak ditemukan.');
    expect((await ask(stranger.token, 'KRR-doesnotexist000000')).status).toBe(404);
    expect((await ask(stranger.token, '../x')).status).toBe(404);
    expect(await typesOf(paid.paymentId)).toEqual(['PaymentRequested', 'PaymentSettled']);
  });

  it('no reason, a too short one, or no sign-in → 400 / 401', async () => {
    for (const body of [{}, { reason: '' }, { reason: '   jelek    ' }, { reason: 42 }]) {
      const res = await api().call<Body>('POST', `/api/payments/${paid.paymentId}/refund`, {
        token: owner.token,
        body,
      });
      const reason = JSON.stringify(body);
      expect(res.status, String(reason)).toBe(400);
      expect(res.body.message).toBe('Tuliskan alasan pengembalian dana (minimal 10 karakter).');
    }
    // Too long says so (it used to ask for "minimal 10 karakter"), in the decider and at the edge.
    for (const length of [1001, 100_000]) {
      const res = await api().call<Body>('POST', `/api/payments/${paid.paymentId}/refund`, {
        token: owner.token,
        body: { reason: 'x'.repeat(length) },
      });
      expect(res.status, String(length)).toBe(400);
      expect(res.body.message).toBe(
        'Alasan pengembalian dana terlalu panjang (maksimal 1.000 karakter).',
      );
    }
    const anon = await api().call('POST', `/api/payments/${paid.paymentId}/refund`, {
      body: { reason: REASON },
    });
    expect(anon.status).toBe(401);
  });

  it('an unpaid order → 409', async () => {
    const pending = await orderOf(owner.id, null);
    const res = await ask(owner.token, pending);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Hanya pesanan yang sudah lunas yang dapat dimintakan pengembalian dana.',
    );
  });

  it('after 7 days → 409; the order list says it can no longer be asked', async () => {
    const old = await orderOf(owner.id, 8);
    const res = await ask(owner.token, old);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Masa garansi uang kembali (7 hari sejak pembayaran) sudah lewat.',
    );
    const shown = await eventually(
      () => get(owner.token, `/api/payments/${old}`),
      (r) => r.status === 200,
    );
    expect(shown.body.data.refund.canRequest).toBe(false);
    expect(await typesOf(old)).toEqual(['PaymentRequested', 'PaymentSettled']);
  });

  it('the owner asks → 201 RefundRequested; twice → 409', async () => {
    const res = await ask(owner.token, paid.paymentId);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/Permintaan pengembalian dana terkirim/);
    const again = await ask(owner.token, paid.paymentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pengembalian dana untuk pesanan ini sudah pernah diminta.');
    expect(await typesOf(paid.paymentId)).toEqual([
      'PaymentRequested',
      'PaymentSettled',
      'RefundRequested',
    ]);
    // The reason is personal data: sealed in the event, opened for the admin.
    const [row] = await app.storage.db
      .knex('events')
      .where({ stream_id: `payment-${paid.paymentId}`, type: 'RefundRequested' });
    expect(JSON.stringify(row.data)).not.toContain('tidak sesuai');
    const list = await eventually(
      () =>
        get<{ paymentId: string; refund: { status: string; reason: string }; userName: string }[]>(
          admin.token,
          '/api/admin/payments?refund=open',
          res.body.position,
        ),
      (r) => r.body.data?.some((p) => p.paymentId === paid.paymentId),
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((p) => p.paymentId === paid.paymentId)).toMatchObject({
      userName: 'Ayu Lestari',
      refund: { status: 'requested', reason: REASON },
    });
  });

  it('approve: only an admin, with their password', async () => {
    const notAdmin = await decide(
      paid.paymentId,
      'approve',
      { password: 'rahasia-123' },
      owner.token,
    );
    expect(notAdmin.status).toBe(403);
    const noPassword = await decide(paid.paymentId, 'approve', {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Kata sandi harus diisi');
    const wrong = await decide(paid.paymentId, 'approve', { password: 'salah-sekali' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Kata sandi salah');
    expect((await decide(paid.paymentId, 'archive' as 'approve')).status).toBe(404);
    expect(await typesOf(paid.paymentId)).toHaveLength(3);
  });

  it('approved → refunded at once; the download is refused; the receipt and stats show it', async () => {
    const res = await decide(paid.paymentId, 'approve');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Dana berhasil dikembalikan.');
    expect(await typesOf(paid.paymentId)).toEqual([
      'PaymentRequested',
      'PaymentSettled',
      'RefundRequested',
      'RefundApproved',
      'PaymentRefunded',
    ]);
    const download403 = await download(owner.token);
    expect(download403.status).toBe(403);
    const shown = await get(owner.token, `/api/payments/${paid.paymentId}`, res.body.position);
    expect(shown.body.data).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', canRequest: false },
    });
    expect(shown.body.data.refund.refundedAt).not.toBeNull();
    const list = await get<Payment[]>(owner.token, '/api/payments', res.body.position);
    expect(list.body.data.find((p) => p.paymentId === paid.paymentId)?.status).toBe('refunded');

    const receipt = await fetch(`${app.url}/api/payments/${paid.paymentId}/receipt`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    for (const text of [
      'ID pembayaran',
      paid.paymentId,
      'Ref. gateway',
      'DANA DIKEMBALIKAN',
      'Dana dikembalikan',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('class="stamp">LUNAS');

    // Revenue net of refunds: the paid basic order and its refund cancel out today.
    const stats = await get<{
      daily: { date: string; revenue: number }[];
    }>(admin.token, '/api/admin/stats', res.body.position);
    expect(stats.status).toBe(200);
    expect(stats.body.data.daily.at(-1)!.revenue).toBe(0);

    // The activity log names the new actions.
    const log = await get<{ action: string; eventType: string }[]>(
      admin.token,
      '/api/admin/activities?pageSize=100',
      res.body.position,
    );
    const actions = log.body.data.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'Meminta pengembalian dana',
        'Menyetujui pengembalian dana',
        'Dana dikembalikan',
      ]),
    );
    // …and the CV may be bought again.
    const cvRes = await eventually(
      () => get<never>(owner.token, `/api/cvs/${cvId}`, res.body.position),
      (r) => (r.body as unknown as { payment_status: string }).payment_status === 'pending',
    );
    expect((cvRes.body as unknown as { payment_status: string }).payment_status).toBe('pending');
  });

  it('a refunded order: another approval, a rejection or a new request → 409', async () => {
    const approve = await decide(paid.paymentId, 'approve');
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('Dana pesanan ini sudah dikembalikan.');
    expect((await decide(paid.paymentId, 'reject')).status).toBe(409);
    const again = await ask(owner.token, paid.paymentId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dana pesanan ini sudah dikembalikan.');
  });

  it('rejected → still paid (premium still runs); asking again → 409', async () => {
    const premium = await orderOf(owner.id, 1);
    expect((await ask(owner.token, premium)).status).toBe(201);
    const res = await decide(premium, 'reject', {
      password: 'rahasia-123',
      note: 'Sudah dipakai.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Permintaan pengembalian dana ditolak.');
    expect(await typesOf(premium)).toEqual([
      'PaymentRequested',
      'PaymentSettled',
      'RefundRequested',
      'RefundRejected',
    ]);
    const shown = await get(owner.token, `/api/payments/${premium}`, res.body.position);
    expect(shown.body.data).toMatchObject({ status: 'paid', refund: { status: 'rejected' } });
    const plan = await get<{ plan: string }>(owner.token, '/api/account/plan');
    expect(plan.body.data.plan).toBe('premium');
    expect((await ask(owner.token, premium)).status).toBe(409);
    // approving a rejected request → 409
    const late = await decide(premium, 'approve');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Tidak ada permintaan pengembalian dana yang menunggu keputusan untuk pesanan ini.',
    );
  });

  it('premium ends at the refund', async () => {
    // a user whose only premium is this one
    const solo = await signUp('Citra Anggraini');
    const own = await orderOf(solo.id, 0.5);
    // The plan is a read model: each read carries the position of the write it must see.
    const ordered = await app.storage.store.head();
    expect(
      (await get<{ plan: string }>(solo.token, '/api/account/plan', ordered)).body.data.plan,
    ).toBe('premium');
    expect((await ask(solo.token, own)).status).toBe(201);
    const approved = await decide(own, 'approve');
    expect(approved.status).toBe(200);
    const refunded = await app.storage.store.head();
    expect(
      (await get<{ plan: string }>(solo.token, '/api/account/plan', refunded)).body.data.plan,
    ).toBe('free');
  });
});
