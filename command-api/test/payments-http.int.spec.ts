import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PaymentService } from '@karier/command-api';
import { paymentStreamId, systemContext } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { probePostgres } from '../../test-support/postgres.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const pg = await probePostgres();

interface Payment {
  paymentId: string;
  status: string;
  product: string;
  cvId: string | null;
  amount: number;
  amountLabel: string;
  currency: string;
  method: string;
  gateway: string;
  gatewayTransactionId: string | null;
  requestedAt: string;
  settledAt: string | null;
  snapToken?: string;
  redirectUrl?: string;
  clientKey?: string;
}
interface PaymentBody {
  success: boolean;
  data: Payment;
  position: number;
  message?: string;
}

const ADMIN_EMAIL = uniqueEmail('pay-admin');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function helpers(getApp: () => TestApp) {
  const api = () => client(getApp().url);
  const signUp = async (name = 'Ayu Lestari') => {
    const res = await api().register(name, uniqueEmail('pay'));
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body.user.id, position: res.body.position };
  };
  const uploadCv = async (token: string, cv: CvFixture, name = 'CV Ayu.pdf') => {
    const res = await postCv<{ cv: { id: string } }>(getApp().url, token, {
      buffer: cv.buffer,
      name,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.cv.id;
  };
  const pay = (token: string, body: unknown) =>
    api().call<PaymentBody>('POST', '/api/payments', { token, body });
  const status = (token: string, id: string, position?: number) =>
    api().call<PaymentBody>('GET', `/api/payments/${id}`, {
      token,
      ...(position ? { headers: { 'X-Karier-Position': String(position) } } : {}),
    });
  const paymentEvents = (id: string) =>
    getApp()
      .storage.db.knex('events')
      .where({ stream_id: `payment-${id}` })
      .orderBy('stream_version')
      .select('type', 'data');
  /** Polls until `check` holds (the projector and the simulated gateway are asynchronous). */
  async function eventually<T>(read: () => Promise<T>, check: (v: T) => boolean, ms = 8000) {
    const until = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (check(v) || Date.now() > until) return v;
      await sleep(25);
    }
  }
  return { api, signUp, uploadCv, pay, status, paymentEvents, eventually };
}

describe.skipIf(!pg.ok)('Payments over HTTP, simulated gateway (PostgreSQL)', () => {
  let app: TestApp;
  let cv: CvFixture;
  const h = helpers(() => app);
  const name = 'Ayu <b>Lestari</b> & "Co"';
  let owner: { token: string; id: string; position: number };
  let cvId: string;
  let paid: Payment;

  beforeAll(async () => {
    app = await startTestApp({
      backend: 'postgres',
      env: { PAYMENT_SIMULATED_DELAY_MS: '50', CV_WORKERS: '1', ADMIN_EMAILS: ADMIN_EMAIL },
    });
    cv = await indonesianOneColumnCv();
    owner = await h.signUp(name);
    cvId = await h.uploadCv(owner.token, cv, 'CV Ayu <Lestari>.pdf');
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('GET /api/pricing: the price list, public', async () => {
    const res = await h.api().call<{
      data: {
        currency: string;
        freeAnalysesPerMonth: number;
        plans: { id: string; amount: number | null; amountLabel: string | null }[];
        methods: string[];
        paymentGateway: string;
      };
    }>('GET', '/api/pricing');
    expect(res.status).toBe(200);
    expect(res.body.data.currency).toBe('IDR');
    expect(res.body.data.freeAnalysesPerMonth).toBe(3);
    expect(res.body.data.plans.find((p) => p.id === 'basic')).toMatchObject({
      amount: 25000,
      amountLabel: 'Rp 25.000',
    });
    expect(res.body.data.plans.find((p) => p.id === 'premium')).toMatchObject({
      amount: 100000,
      originalAmount: 200000,
      amountLabel: 'Rp 100.000',
    });
    expect(res.body.data.methods).toEqual(['credit_card', 'bank_transfer', 'ewallet']);
    // The web app warns on the payment step while payments are simulated.
    expect(res.body.data.paymentGateway).toBe('simulated');
  });

  it('POST /api/payments → pending at the server price (a body amount is ignored) → paid by itself', async () => {
    const res = await h.pay(owner.token, { cvId, method: 'ewallet', amount: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      product: 'basic',
      cvId,
      amount: 25000,
      amountLabel: 'Rp 25.000',
      currency: 'IDR',
      method: 'ewallet',
      gateway: 'simulated',
      gatewayTransactionId: null,
      settledAt: null,
    });
    expect(res.body.data.paymentId).toMatch(/^KRR-[A-Za-z0-9_-]{20}$/);
    expect(res.headers.get('x-karier-position')).toBe(String(res.body.position));
    const id = res.body.data.paymentId;

    const settled = await h.eventually(
      () => h.status(owner.token, id, res.body.position),
      (r) => r.body.data?.status === 'paid',
    );
    expect(settled.status).toBe(200);
    expect(settled.body.data).toMatchObject({ status: 'paid', amount: 25000, cvId });
    expect(settled.body.data.gatewayTransactionId).toMatch(/^FP\d{13}$/);
    expect(settled.body.data.settledAt).not.toBeNull();
    paid = settled.body.data;

    const events = await h.paymentEvents(id);
    expect(events.map((e) => e.type)).toEqual(['PaymentRequested', 'PaymentSettled']);
    expect(events[0].data.amount).toBe(25000);

    const cvRes = await h.eventually(
      () =>
        h.api().call<{
          cv: { status: string };
          payment_status: string;
          payment_id: string | null;
        }>('GET', `/api/cvs/${cvId}`, { token: owner.token }),
      (r) => r.body.payment_status === 'paid',
    );
    expect(cvRes.body).toMatchObject({
      cv: { status: 'completed' },
      payment_status: 'paid',
      payment_id: id,
    });
    const list = await h.api().call<{
      data: { id: string; status: string; payment_status: string }[];
    }>('GET', '/api/cvs', { token: owner.token });
    expect(list.body.data.find((c) => c.id === cvId)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
    });
  });

  it('a paid CV is not sold twice: 409', async () => {
    const res = await h.pay(owner.token, { cvId, method: 'credit_card' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('CV ini sudah dibayar.');
  });

  it('GET /api/payments: the caller’s orders, newest first', async () => {
    const premium = await h.pay(owner.token, { product: 'premium', method: 'bank_transfer' });
    expect(premium.status).toBe(201);
    expect(premium.body.data).toMatchObject({
      product: 'premium',
      cvId: null,
      amount: 100000,
      amountLabel: 'Rp 100.000',
    });
    const res = await h.api().call<{ data: Payment[] }>('GET', '/api/payments', {
      token: owner.token,
      headers: { 'X-Karier-Position': String(premium.body.position) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.paymentId)).toEqual([
      premium.body.data.paymentId,
      paid.paymentId,
    ]);
  });

  it('the receipt: printable HTML, escaped, LUNAS; ?download=1 is an attachment', async () => {
    const res = await fetch(`${app.url}/api/payments/${paid.paymentId}/receipt`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    for (const text of [
      'Karier',
      'KUITANSI',
      paid.paymentId,
      'Rp 25.000',
      'LUNAS',
      'Dompet digital (e-wallet)',
      paid.gatewayTransactionId!,
      'CV revisi – CV Ayu &lt;Lestari&gt;',
      'Ayu &lt;b&gt;Lestari&lt;/b&gt; &amp; &quot;Co&quot;',
      'WIB',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('<b>Lestari</b>');
    const dl = await fetch(`${app.url}/api/payments/${paid.paymentId}/receipt?download=1`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(dl.headers.get('content-disposition')).toBe(
      `attachment; filename="kuitansi-${paid.paymentId}.html"`,
    );
  });

  it('someone else’s CV and payment are 404; bad input is 400', async () => {
    const stranger = await h.signUp('Budi Santoso');
    const res = await h.pay(stranger.token, { cvId, method: 'ewallet' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('CV tidak ditemukan.');
    expect((await h.status(stranger.token, paid.paymentId, stranger.position)).status).toBe(404);
    const receipt = await h.api().call('GET', `/api/payments/${paid.paymentId}/receipt`, {
      token: stranger.token,
      headers: { 'X-Karier-Position': String(stranger.position) },
    });
    expect(receipt.status).toBe(404);
    const unknown = await h.pay(stranger.token, {
      cvId: '3f0c2b9a-1d4e-4f5a-8b6c-7d8e9f0a1b2c',
      method: 'ewallet',
    });
    expect(unknown.status).toBe(404);

    const bad = await h.pay(owner.token, { cvId, method: 'cash' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Metode pembayaran/);
    expect((await h.pay(owner.token, { method: 'ewallet' })).status).toBe(400);
    expect((await h.pay(owner.token, { cvId, method: 'ewallet', product: 'gold' })).status).toBe(
      400,
    );
    expect((await h.status(owner.token, 'KRR-doesnotexist000000')).status).toBe(404);
    expect((await h.api().call('POST', '/api/payments', { body: { cvId } })).status).toBe(401);
  });

  it('an admin sees any order and its receipt', async () => {
    const res = await h.api().register('Admin Karier', ADMIN_EMAIL);
    expect(res.status).toBe(201);
    const got = await h.status(res.body.token, paid.paymentId, res.body.position);
    expect(got.status).toBe(200);
    expect(got.body.data.paymentId).toBe(paid.paymentId);
    const receipt = await fetch(`${app.url}/api/payments/${paid.paymentId}/receipt`, {
      headers: { authorization: `Bearer ${res.body.token}` },
    });
    expect(receipt.status).toBe(200);
  });

  it('after a restart, pending simulated orders settle again and overdue ones expire', async () => {
    const store = app.storage.store;
    const order = (paymentId: string, expiresAt: string) => ({
      type: 'PaymentRequested' as const,
      data: {
        paymentId,
        userId: owner.id,
        cvId: null,
        product: 'premium' as const,
        amount: 100_000,
        currency: 'IDR' as const,
        method: 'ewallet' as const,
        gateway: 'simulated' as const,
        requestedAt: new Date(Date.now() - 60_000).toISOString(),
        expiresAt,
      },
    });
    const live = 'KRR-resumeLive000000000';
    const overdue = 'KRR-resumeOverdue00000';
    for (const [id, expiresAt] of [
      [live, new Date(Date.now() + 3600_000).toISOString()],
      [overdue, new Date(Date.now() - 1000).toISOString()],
    ] as const) {
      await store.append(paymentStreamId(id), [order(id, expiresAt)], {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
    }
    const service = new PaymentService(store, { simulatedDelayMs: 10, midtrans: null });
    try {
      expect(await service.resume()).toBeGreaterThanOrEqual(1);
      const settled = await h.eventually(
        () => h.paymentEvents(live),
        (events) => events.length === 2,
      );
      expect(settled.map((e) => e.type)).toEqual(['PaymentRequested', 'PaymentSettled']);
      const expired = await h.paymentEvents(overdue);
      expect(expired.map((e) => e.type)).toEqual(['PaymentRequested', 'PaymentFailed']);
      expect(expired[1].data.status).toBe('expired');
    } finally {
      service.close();
    }
  });

  it('notifications are refused when Midtrans is not configured', async () => {
    const res = await h.api().call('POST', '/api/payments/notifications', {
      body: { order_id: paid.paymentId },
    });
    expect(res.status).toBe(404);
  });
});

// ---- Midtrans Snap, against a loopback fake ----

const SERVER_KEY = 'SB-Mid-server-test-key-0001';
const MIDTRANS_ADMIN_EMAIL = uniqueEmail('midtrans-admin');
const CLIENT_KEY = 'SB-Mid-client-test-key-0001';

interface SnapCall {
  authorization: string | undefined;
  body: {
    transaction_details: { order_id: string; gross_amount: number };
    enabled_payments: string[];
  };
}

/** A transaction as the fake's status API reports it. */
interface FakeTransaction {
  transaction_status: string;
  status_code: string;
  gross_amount: string;
  fraud_status?: string;
}

/**
 * Snap (`POST /snap/v1/transactions`) and the Core API's status check
 * (`GET /v2/{order_id}/status`, answering what `transactions` holds, else 404) on loopback.
 */
function startFakeSnap() {
  const calls: SnapCall[] = [];
  const statusCalls: { orderId: string; authorization: string | undefined }[] = [];
  const transactions = new Map<string, FakeTransaction>();
  const refundCalls: {
    orderId: string;
    authorization: string | undefined;
    body: { refund_key: string; amount: number; reason: string };
  }[] = [];
  /** refund: 'ok' answers 200, 'refuse' a Midtrans 412 refusal, 'down' a 500. */
  const state = {
    failNext: false,
    statusDown: false,
    refund: 'ok' as 'ok' | 'refuse' | 'down',
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const statusPath = /^\/v2\/([^/]+)\/status$/.exec(req.url ?? '');
      if (req.method === 'GET' && statusPath) {
        const orderId = decodeURIComponent(statusPath[1]!);
        statusCalls.push({ orderId, authorization: req.headers.authorization });
        if (state.statusDown) {
          res.writeHead(500, { 'content-type': 'application/json' }).end('{}');
          return;
        }
        const t = transactions.get(orderId);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            t
              ? {
                  ...t,
                  order_id: orderId,
                  transaction_id: `tx-${orderId}`,
                  status_message: 'Success, transaction is found',
                  currency: 'IDR',
                }
              : { status_code: '404', status_message: "Transaction doesn't exist." },
          ),
        );
        return;
      }
      const refundPath = /^\/v2\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refundPath) {
        const orderId = decodeURIComponent(refundPath[1]!);
        const body = JSON.parse(raw) as (typeof refundCalls)[number]['body'];
        refundCalls.push({ orderId, authorization: req.headers.authorization, body });
        res.writeHead(state.refund === 'down' ? 500 : 200, {
          'content-type': 'application/json',
        });
        res.end(
          JSON.stringify(
            state.refund === 'ok'
              ? {
                  status_code: '200',
                  status_message: 'Success, refund request is approved',
                  order_id: orderId,
                  refund_key: body.refund_key,
                  refund_amount: String(body.amount),
                  transaction_status: 'refund',
                }
              : state.refund === 'refuse'
                ? { status_code: '412', status_message: 'Merchant cannot modify status' }
                : {},
          ),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/snap/v1/transactions') {
        res.writeHead(404).end();
        return;
      }
      if (state.failNext) {
        state.failNext = false;
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error_messages: ['Internal server error'] }));
        return;
      }
      const body = JSON.parse(raw) as SnapCall['body'];
      calls.push({ authorization: req.headers.authorization, body });
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          token: `snap-${body.transaction_details.order_id}`,
          redirect_url: `http://127.0.0.1/snap/v2/vtweb/${body.transaction_details.order_id}`,
        }),
      );
    });
  });
  return new Promise<{
    url: string;
    calls: SnapCall[];
    statusCalls: typeof statusCalls;
    refundCalls: typeof refundCalls;
    transactions: typeof transactions;
    state: typeof state;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls,
        statusCalls,
        refundCalls,
        transactions,
        state,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** The status_code Midtrans sends with each status (the signature covers it). */
const STATUS_CODES: Record<string, (fraud: string) => string> = {
  pending: () => '201',
  capture: (fraud) => (fraud === 'accept' ? '200' : '201'),
  deny: () => '202',
  expire: () => '407',
};

function notification(
  orderId: string,
  transactionStatus: string,
  grossAmount: string,
  opts: { key?: string; statusCode?: string; fraud?: string; signAmount?: string } = {},
) {
  const fraud = opts.fraud ?? 'accept';
  const statusCode = opts.statusCode ?? STATUS_CODES[transactionStatus]?.(fraud) ?? '200';
  const signature = createHash('sha512')
    .update(orderId + statusCode + (opts.signAmount ?? grossAmount) + (opts.key ?? SERVER_KEY))
    .digest('hex');
  return {
    transaction_time: '2026-11-23 17:00:00',
    transaction_status: transactionStatus,
    transaction_id: `tx-${orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: signature,
    payment_type: 'bank_transfer',
    order_id: orderId,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: fraud,
    currency: 'IDR',
  };
}

describe.skipIf(!pg.ok)('Payments over HTTP, Midtrans Snap (PostgreSQL, fake Snap)', () => {
  let app: TestApp;
  let snap: Awaited<ReturnType<typeof startFakeSnap>>;
  const h = helpers(() => app);
  let owner: { token: string; id: string; position: number };
  let cvId: string;
  let order: Payment;

  const notify = (body: unknown) =>
    h
      .api()
      .call<{ data: { paymentId: string; status: string }; message?: string }>(
        'POST',
        '/api/payments/notifications',
        { body },
      );
  /** A genuine notification: Midtrans' status API reports the same transaction. */
  const notifyTrue = (n: ReturnType<typeof notification>) => {
    snap.transactions.set(n.order_id, {
      transaction_status: n.transaction_status,
      status_code: n.status_code,
      gross_amount: n.gross_amount,
      fraud_status: n.fraud_status,
    });
    return notify(n);
  };

  beforeAll(async () => {
    snap = await startFakeSnap();
    app = await startTestApp({
      backend: 'postgres',
      env: {
        PAYMENT_SIMULATED_DELAY_MS: '10',
        MIDTRANS_SERVER_KEY: SERVER_KEY,
        MIDTRANS_CLIENT_KEY: CLIENT_KEY,
        MIDTRANS_API_URL: snap.url,
        MIDTRANS_CORE_API_URL: snap.url,
        CV_WORKERS: '1',
        ADMIN_EMAILS: MIDTRANS_ADMIN_EMAIL,
      },
    });
    owner = await h.signUp('Sari Dewi');
    cvId = await h.uploadCv(owner.token, await indonesianOneColumnCv(), 'CV Sari.pdf');
  });
  afterAll(async () => {
    await app?.stop();
    await snap?.close();
  });

  it('GET /api/pricing names the real gateway', async () => {
    const res = await h.api().call<{ data: { paymentGateway: string } }>('GET', '/api/pricing');
    expect(res.body.data.paymentGateway).toBe('midtrans');
  });

  it('POST /api/payments opens a Snap transaction: snapToken, redirectUrl, clientKey', async () => {
    const res = await h.pay(owner.token, { cvId, method: 'bank_transfer', amount: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    order = res.body.data;
    expect(order).toMatchObject({
      status: 'pending',
      gateway: 'midtrans',
      amount: 25000,
      snapToken: `snap-${order.paymentId}`,
      redirectUrl: `http://127.0.0.1/snap/v2/vtweb/${order.paymentId}`,
      clientKey: CLIENT_KEY,
    });
    const call = snap.calls.at(-1)!;
    expect(call.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
    expect(call.body.transaction_details).toEqual({
      order_id: order.paymentId,
      gross_amount: 25000,
    });
    expect(call.body.enabled_payments).toEqual([
      'bca_va',
      'bni_va',
      'bri_va',
      'permata_va',
      'echannel',
    ]);
    // No simulated settlement with a real gateway: still pending, no receipt yet.
    await sleep(100);
    expect((await h.paymentEvents(order.paymentId)).map((e) => e.type)).toEqual([
      'PaymentRequested',
    ]);
    const receipt = await h
      .api()
      .call<{ message: string }>('GET', `/api/payments/${order.paymentId}/receipt`, {
        token: owner.token,
        headers: { 'X-Karier-Position': String(res.body.position) },
      });
    expect(receipt.status).toBe(409);
    expect(receipt.body.message).toBe('Kuitansi tersedia setelah pembayaran berhasil.');
  });

  it('forged notifications are 403 and append nothing', async () => {
    const wrongKey = await notify(
      notification(order.paymentId, 'settlement', '25000.00', { key: 'SB-Mid-server-forged' }),
    );
    expect(wrongKey.status).toBe(403);
    expect(wrongKey.body.message).toBe('Tanda tangan notifikasi tidak valid.');
    const altered = await notify(
      notification(order.paymentId, 'settlement', '1.00', { signAmount: '25000.00' }),
    );
    expect(altered.status).toBe(403);
    expect((await notify({ order_id: order.paymentId })).status).toBe(400);
    expect((await h.paymentEvents(order.paymentId)).length).toBe(1);
  });

  it('a correctly signed notification for another amount is refused, nothing appended', async () => {
    const res = await notifyTrue(notification(order.paymentId, 'settlement', '1000.00'));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Jumlah pembayaran tidak sesuai.');
    expect((await h.paymentEvents(order.paymentId)).length).toBe(1);
  });

  it('pending changes nothing; an unknown order is 404', async () => {
    const pending = await notifyTrue(notification(order.paymentId, 'pending', '25000.00'));
    expect(pending.status).toBe(200);
    expect(pending.body.data.status).toBe('pending');
    const unknown = await notify(
      notification('KRR-unknownorder00000000', 'settlement', '25000.00'),
    );
    expect(unknown.status).toBe(404);
    expect((await h.paymentEvents(order.paymentId)).length).toBe(1);
  });

  it('a signed pending notification resent with transaction_status settlement does not pay', async () => {
    snap.transactions.set(order.paymentId, {
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: '25000.00',
    });
    // The captured pending notification, its status altered: the signature still holds.
    const altered = await notify(
      notification(order.paymentId, 'settlement', '25000.00', { statusCode: '201' }),
    );
    expect(altered.status).toBe(400);
    expect(altered.body.message).toBe('Notifikasi pembayaran tidak konsisten.');
    // Even a notification consistent in itself is only a hint: Midtrans says pending.
    const before = snap.statusCalls.length;
    const unconfirmed = await notify(notification(order.paymentId, 'settlement', '25000.00'));
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.body.data.status).toBe('pending');
    expect(snap.statusCalls.slice(before)).toEqual([
      {
        orderId: order.paymentId,
        authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`,
      },
    ]);
    expect((await h.paymentEvents(order.paymentId)).map((e) => e.type)).toEqual([
      'PaymentRequested',
    ]);
  });

  it('the status API down → 503 (Midtrans retries), nothing appended', async () => {
    snap.transactions.set(order.paymentId, {
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '25000.00',
    });
    snap.state.statusDown = true;
    try {
      const res = await notify(notification(order.paymentId, 'settlement', '25000.00'));
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Layanan pembayaran sedang tidak tersedia. Coba lagi nanti.');
    } finally {
      snap.state.statusDown = false;
    }
    expect((await h.paymentEvents(order.paymentId)).length).toBe(1);
  });

  it('settlement → paid; the same notification twice appends one PaymentSettled', async () => {
    const n = notification(order.paymentId, 'settlement', '25000.00');
    const first = await notifyTrue(n);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ paymentId: order.paymentId, status: 'paid' });
    const second = await notifyTrue(n);
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe('paid');
    const events = await h.paymentEvents(order.paymentId);
    expect(events.map((e) => e.type)).toEqual(['PaymentRequested', 'PaymentSettled']);
    expect(events[1].data).toMatchObject({
      amount: 25000,
      gateway: 'midtrans',
      gatewayTransactionId: `tx-${order.paymentId}`,
    });
    const status = await h.eventually(
      () => h.status(owner.token, order.paymentId),
      (r) => r.body.data?.status === 'paid',
    );
    expect(status.body.data.status).toBe('paid');
    // A late failure cannot undo a settlement.
    expect((await notifyTrue(notification(order.paymentId, 'expire', '25000.00'))).status).toBe(
      409,
    );
  });

  it('capture with fraud_status accept settles; challenge does not', async () => {
    const res = await h.pay(owner.token, { product: 'premium', method: 'credit_card' });
    expect(res.status).toBe(201);
    expect(snap.calls.at(-1)!.body.enabled_payments).toEqual(['credit_card']);
    const id = res.body.data.paymentId;
    const challenge = await notifyTrue(
      notification(id, 'capture', '100000.00', { fraud: 'challenge' }),
    );
    expect(challenge.body.data.status).toBe('pending');
    const capture = await notifyTrue(notification(id, 'capture', '100000.00'));
    expect(capture.body.data.status).toBe('paid');
  });

  it('a capture with fraud_status changed from challenge to accept does not pay', async () => {
    const res = await h.pay(owner.token, { product: 'premium', method: 'credit_card' });
    const id = res.body.data.paymentId;
    snap.transactions.set(id, {
      transaction_status: 'capture',
      status_code: '201',
      gross_amount: '100000.00',
      fraud_status: 'challenge',
    });
    const altered = await notify(
      notification(id, 'capture', '100000.00', { fraud: 'accept', statusCode: '201' }),
    );
    expect(altered.status).toBe(400);
    const unconfirmed = await notify(notification(id, 'capture', '100000.00'));
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.body.data.status).toBe('pending');
    expect((await h.paymentEvents(id)).map((e) => e.type)).toEqual(['PaymentRequested']);
  });

  it('Snap down → 503, and the order is marked failed', async () => {
    snap.state.failNext = true;
    const res = await h.pay(owner.token, { product: 'premium', method: 'ewallet' });
    expect(res.status).toBe(503);
    const rows = await app.storage.db
      .knex('events')
      .where({ type: 'PaymentFailed' })
      .whereRaw(`data->>'reason' = 'gateway_unavailable'`)
      .select('data');
    expect(rows.length).toBe(1);
    expect(rows[0].data.userId).toBe(owner.id);
  });

  it('one open order per CV: a second request (even a parallel one) gets the pending order; a denied one frees the CV', async () => {
    const other = await h.uploadCv(owner.token, await indonesianOneColumnCv(), 'CV Sari 2.pdf');
    const [a, b] = await Promise.all([
      h.pay(owner.token, { cvId: other, method: 'bank_transfer' }),
      h.pay(owner.token, { cvId: other, method: 'bank_transfer' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.paymentId).toBe(b.body.data.paymentId);
    const again = await h.pay(owner.token, { cvId: other, method: 'ewallet' });
    expect(again.status).toBe(200);
    expect(again.body.data.paymentId).toBe(a.body.data.paymentId);
    const requested = await app.storage.db
      .knex('events')
      .where({ type: 'PaymentRequested' })
      .andWhereRaw(`data->>'cvId' = ?`, [other]);
    expect(requested).toHaveLength(1);

    const denied = await notifyTrue(notification(a.body.data.paymentId, 'deny', '25000.00'));
    expect(denied.body.data.status).toBe('failed');
    const fresh = await h.pay(owner.token, { cvId: other, method: 'ewallet' });
    expect(fresh.status).toBe(201);
    expect(fresh.body.data.paymentId).not.toBe(a.body.data.paymentId);
  });

  it('deny → failed, expire → expired; a failed order cannot be settled', async () => {
    const a = await h.pay(owner.token, { product: 'premium', method: 'ewallet' });
    expect(snap.calls.at(-1)!.body.enabled_payments).toEqual(['gopay', 'shopeepay', 'other_qris']);
    const denied = await notifyTrue(notification(a.body.data.paymentId, 'deny', '100000.00'));
    expect(denied.body.data.status).toBe('failed');
    const again = await notifyTrue(notification(a.body.data.paymentId, 'cancel', '100000.00'));
    expect(again.status).toBe(200);
    const late = await notifyTrue(notification(a.body.data.paymentId, 'settlement', '100000.00'));
    expect(late.status).toBe(409);
    expect((await h.paymentEvents(a.body.data.paymentId)).map((e) => e.type)).toEqual([
      'PaymentRequested',
      'PaymentFailed',
    ]);

    const b = await h.pay(owner.token, { product: 'premium', method: 'ewallet' });
    const expired = await notifyTrue(notification(b.body.data.paymentId, 'expire', '100000.00'));
    expect(expired.body.data.status).toBe('expired');
    const status = await h.eventually(
      () => h.status(owner.token, b.body.data.paymentId),
      (r) => r.body.data?.status === 'expired',
    );
    expect(status.body.data.status).toBe('expired');
  });

  it('refund: POST /v2/{order_id}/refund; a refusal or an outage leaves the order paid (RefundFailed, 503); a retry refunds once', async () => {
    const adminRes = await h.api().register('Admin Midtrans', MIDTRANS_ADMIN_EMAIL);
    expect(adminRes.status).toBe(201);
    const adminToken = adminRes.body.token as string;
    const res = await h.pay(owner.token, { product: 'premium', method: 'ewallet' });
    const id = res.body.data.paymentId;
    expect((await notifyTrue(notification(id, 'settlement', '100000.00'))).status).toBe(200);
    const asked = await h.api().call<{ position: number }>('POST', `/api/payments/${id}/refund`, {
      token: owner.token,
      body: { reason: 'Saya tidak jadi memakai Premium.' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const approve = () =>
      h
        .api()
        .call<{ message: string; data: { status: string } }>(
          'POST',
          `/api/admin/payments/${id}/refund/approve`,
          { token: adminToken, body: { password: 'rahasia-123' } },
        );

    for (const mode of ['refuse', 'down'] as const) {
      snap.state.refund = mode;
      const failed = await approve();
      expect(failed.status, mode).toBe(503);
      expect(failed.body.message).toBe(
        'Gateway pembayaran menolak atau tidak menjawab pengembalian dana. Pesanan tetap lunas; coba setujui lagi nanti.',
      );
    }
    const events = await h.paymentEvents(id);
    expect(events.map((e) => e.type)).toEqual([
      'PaymentRequested',
      'PaymentSettled',
      'RefundRequested',
      'RefundFailed',
      'RefundFailed',
    ]);
    expect(events[3].data.error).toBe('midtrans 412: Merchant cannot modify status');
    expect(events[4].data.error).toMatch(/^midtrans 500/);
    const still = await h.eventually(
      () => h.status(owner.token, id),
      (r) => r.body.data?.status === 'paid',
    );
    expect(still.body.data.status).toBe('paid');

    snap.state.refund = 'ok';
    const ok = await approve();
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.status).toBe('refunded');
    const after = await h.paymentEvents(id);
    expect(after.slice(5).map((e) => e.type)).toEqual(['RefundApproved', 'PaymentRefunded']);
    expect(after[6].data).toMatchObject({
      amount: 100000,
      gateway: 'midtrans',
      gatewayRefundId: `${id}-refund`,
    });
    // every attempt used the same refund key (Midtrans refunds a key once), the server key
    const calls = snap.refundCalls.filter((c) => c.orderId === id);
    expect(calls).toHaveLength(3);
    for (const c of calls) {
      expect(c.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`);
      expect(c.body).toMatchObject({ refund_key: `${id}-refund`, amount: 100000 });
    }
    // the owner's reason is not sent to the gateway
    expect(JSON.stringify(calls)).not.toContain('Premium');
    expect((await approve()).status).toBe(409);
    expect(snap.refundCalls.filter((c) => c.orderId === id)).toHaveLength(3);
  });
});
