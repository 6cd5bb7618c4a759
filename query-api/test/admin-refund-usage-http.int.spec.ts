import { randomBytes } from 'node:crypto';
import { paymentStreamId, systemContext, type KarierEvent } from '@karier/events';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminPayment } from '@karier/api-types';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const DAY_MS = 24 * 3600_000;
const REASON = 'Hasil revisi CV tidak sesuai harapan saya.';

interface Page {
  success: boolean;
  data: AdminPayment[];
}

/**
 * Issue 25: the admin's refund list shows what each order was used for — the revised CVs its
 * owner downloaded under it, the analyses run, the account's earlier refunds and orders — and
 * warns when the account stands out. Real uploads, orders, downloads and refund requests.
 */
forEachBackend(
  (backend) => `refund decisions show usage, over HTTP (${backend})`,
  (backend) => {
    let app: TestApp;
    let cv: CvFixture;
    const adminEmail = uniqueEmail('usage-admin');
    let admin: { token: string; id: string };
    let used: string;
    let untouched: string;
    let repeated: string;
    let downloadedAt: { before: number; after: number };

    const api = () => client(app.url);
    const signUp = async (name: string, email = uniqueEmail('usage')) => {
      const res = await api().register(name, email);
      expect(res.status).toBe(201);
      return { token: res.body.token as string, id: res.body.user.id as string };
    };
    const upload = async (token: string) => {
      const up = await postCv<{ cv: { id: string }; file_path: string }>(app.url, token, {
        buffer: cv.buffer,
        name: 'CV.pdf',
      });
      expect(up.status, JSON.stringify(up.body)).toBe(201);
      return { cvId: up.body.cv.id, filePath: up.body.file_path };
    };
    /** A Basic order for the CV through the simulated gateway, waited for until it is paid. */
    const buy = async (token: string, cvId: string) => {
      const order = await api().call<{ data: { paymentId: string } }>('POST', '/api/payments', {
        token,
        body: { cvId, method: 'bank_transfer' },
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const id = order.body.data.paymentId;
      for (let i = 0; i < 400; i++) {
        const p = await read<{ data: { status: string } }>(`/api/payments/${id}`, token);
        if (p.body.data?.status === 'paid') return id;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`order ${id} did not settle`);
    };
    const download = (token: string, filePath: string) =>
      fetch(`${app.url}/api/download/${filePath}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const askRefund = async (token: string, paymentId: string) => {
      const res = await api().call('POST', `/api/payments/${paymentId}/refund`, {
        token,
        body: { reason: REASON },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    /** Reads once the projections reached everything written so far. */
    async function read<T>(path: string, token = admin.token) {
      const position = await app.storage.store.head();
      return api().call<T>('GET', path, {
        token,
        headers: { 'X-Karier-Position': String(position) },
      });
    }
    /** A Premium order appended straight to the store: settled, and refunded if asked. */
    async function pastOrder(userId: string, settledDaysAgo: number, refundedDaysAgo?: number) {
      const paymentId = `KRR-${randomBytes(15).toString('base64url')}`;
      const settledAt = Date.now() - settledDaysAgo * DAY_MS;
      const order = { paymentId, userId, cvId: null, product: 'premium' as const, amount: 100_000 };
      const events: KarierEvent[] = [
        {
          type: 'PaymentRequested',
          data: {
            ...order,
            currency: 'IDR',
            method: 'ewallet',
            gateway: 'simulated',
            requestedAt: new Date(settledAt - 60_000).toISOString(),
            expiresAt: new Date(settledAt + DAY_MS).toISOString(),
          },
        },
        {
          type: 'PaymentSettled',
          data: {
            ...order,
            gateway: 'simulated',
            gatewayTransactionId: 'FP1',
            settledAt: new Date(settledAt).toISOString(),
          },
        },
      ];
      if (refundedDaysAgo !== undefined) {
        const refundedAt = new Date(Date.now() - refundedDaysAgo * DAY_MS).toISOString();
        events.push(
          {
            type: 'RefundApproved',
            data: { paymentId, userId, approvedBy: admin.id, approvedAt: refundedAt },
          },
          {
            type: 'PaymentRefunded',
            data: { ...order, gateway: 'simulated', gatewayRefundId: 'RF1', refundedAt },
          },
        );
      }
      await app.storage.store.append(paymentStreamId(paymentId), events, {
        expectedVersion: 'no_stream',
        context: systemContext(),
      });
      return paymentId;
    }
    const usageOf = async (paymentId: string) => {
      const res = await read<Page>('/api/admin/payments?refund=open&pageSize=100');
      expect(res.status).toBe(200);
      const row = res.body.data.find((p) => p.paymentId === paymentId);
      expect(row, paymentId).toBeDefined();
      return row!.usage;
    };

    beforeAll(async () => {
      app = await startTestApp({
        backend,
        env: { CV_WORKERS: '1', ADMIN_EMAILS: adminEmail, PAYMENT_SIMULATED_DELAY_MS: '20' },
      });
      cv = await indonesianOneColumnCv();
      admin = await signUp('Admin Karier', adminEmail);

      // Ayu paid for her CV, downloaded its revision twice, ran one more analysis, then asked.
      const ayu = await signUp('Ayu Lestari');
      const ayuCv = await upload(ayu.token);
      used = await buy(ayu.token, ayuCv.cvId);
      downloadedAt = { before: Date.now(), after: 0 };
      expect((await download(ayu.token, ayuCv.filePath)).status).toBe(200);
      expect((await download(ayu.token, ayuCv.filePath)).status).toBe(200);
      downloadedAt.after = Date.now();
      await upload(ayu.token);
      await askRefund(ayu.token, used);

      // Budi paid and asked without downloading; an admin's look at his revision is no use of his.
      const budi = await signUp('Budi Santoso');
      const budiCv = await upload(budi.token);
      untouched = await buy(budi.token, budiCv.cvId);
      expect((await download(admin.token, budiCv.filePath)).status).toBe(200);
      await askRefund(budi.token, untouched);

      // Citra: two Premium orders refunded before, two more paid, and this one asked back.
      const citra = await signUp('Citra Dewi');
      await pastOrder(citra.id, 30, 28);
      await pastOrder(citra.id, 20, 18);
      await pastOrder(citra.id, 10);
      await pastOrder(citra.id, 5);
      repeated = await pastOrder(citra.id, 1);
      await askRefund(citra.token, repeated);
    });
    afterAll(async () => {
      await app?.stop();
    });

    it('an order whose revised CV was downloaded shows the downloads (count, when) and the analyses', async () => {
      const usage = await usageOf(used);
      expect(usage.downloads.count).toBe(2);
      const first = Date.parse(usage.downloads.firstAt!);
      const last = Date.parse(usage.downloads.lastAt!);
      expect(first).toBeGreaterThanOrEqual(downloadedAt.before - 1000);
      expect(last).toBeGreaterThanOrEqual(first);
      expect(last).toBeLessThanOrEqual(downloadedAt.after + 1000);
      // The CV analysed before paying is not counted; the one after is (Basic adds 2 that month).
      expect(usage.analyses).toEqual({ used: 1, included: 2 });
      expect(usage.account).toEqual({
        orders: { premium: 0, basic: 1 },
        earlierRefunds: { count: 0, total: 0, latest: [] },
      });
      expect(usage.warnings).toEqual([]);
    });

    it('an untouched order shows no downloads (an admin downloading it is not the owner using it)', async () => {
      const usage = await usageOf(untouched);
      expect(usage.downloads).toEqual({ count: 0, firstAt: null, lastAt: null });
      expect(usage.analyses).toEqual({ used: 0, included: 2 });
      expect(usage.warnings).toEqual([]);
    });

    it("counts the account's earlier refunds (amounts, dates) and orders, and warns", async () => {
      const usage = await usageOf(repeated);
      expect(usage.account.orders).toEqual({ premium: 5, basic: 0 });
      expect(usage.account.earlierRefunds.count).toBe(2);
      expect(usage.account.earlierRefunds.total).toBe(200_000);
      const dates = usage.account.earlierRefunds.latest.map((r) => Date.parse(r.refundedAt));
      expect(dates).toHaveLength(2);
      // newest first: refunded 18 and 28 days ago
      expect(Math.round((Date.now() - dates[0]!) / DAY_MS)).toBe(18);
      expect(Math.round((Date.now() - dates[1]!) / DAY_MS)).toBe(28);
      expect(usage.account.earlierRefunds.latest.every((r) => r.amount === 100_000)).toBe(true);
      expect(usage.warnings).toEqual(['earlierRefunds', 'manyOrders']);
    });
  },
);
