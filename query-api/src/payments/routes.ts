import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { OrdersResponse, Payment, PaymentResponse, PricingResponse } from '@karier/api-types';
import { AppError, notFound, paymentIdSchema } from '@karier/events';
import { type ReadStore, type TokenService } from '@karier/store';
import {
  CURRENCY,
  FREE_ANALYSES_PER_MONTH,
  formatRupiah,
  PAYMENT_METHODS,
  PRICE_LIST,
  refundDeadline,
  type PaymentMethod,
} from '@karier/commerce';
import type { PaymentRow as PaymentReadModelRow } from '@karier/projector';
import type { Context } from 'koa';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';

const PAYMENT_NOT_FOUND = 'Pembayaran tidak ditemukan.';

type PaymentRow = Pick<
  PaymentReadModelRow,
  | 'payment_id'
  | 'user_id'
  | 'cv_id'
  | 'product'
  | 'amount'
  | 'method'
  | 'gateway'
  | 'status'
  | 'gateway_transaction_id'
  | 'requested_at'
  | 'settled_at'
  | 'refund_status'
  | 'refund_requested_at'
  | 'refund_decided_at'
  | 'refunded_at'
>;

const COLUMNS = `payment_id, user_id, cv_id, product, amount, method, gateway, status,
  gateway_transaction_id, requested_at, settled_at, refund_status, refund_requested_at,
  refund_decided_at, refunded_at`;
const ONE_SQL = `select ${COLUMNS} from payments where payment_id = $1`;
const LIST_SQL = `select ${COLUMNS} from payments where user_id = $1
  order by requested_at desc, payment_id limit 200`;
const RECEIPT_SQL = `select u.name, u.email, c.title
  from users u left join cvs c on c.cv_id = $2 where u.id = $1`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * The order as the contract shows it (the command side answers the same shape). The refund:
 * where its request stands for the owner (a gateway refusal is still "requested" to them), and
 * until when one may be asked (7 days from settlement).
 */
export function paymentOf(
  r: PaymentRow,
  now: Date = new Date(),
): Payment & Required<Pick<Payment, 'refund'>> {
  const deadline = r.settled_at === null ? null : refundDeadline(r.settled_at);
  const refundStatus = r.refund_status === 'failed' ? 'requested' : r.refund_status;
  return {
    paymentId: r.payment_id,
    status: r.status,
    product: r.product,
    cvId: r.cv_id,
    amount: Number(r.amount),
    amountLabel: formatRupiah(Number(r.amount)),
    currency: CURRENCY,
    method: r.method,
    gateway: r.gateway,
    gatewayTransactionId: r.gateway_transaction_id,
    requestedAt: iso(r.requested_at)!,
    settledAt: iso(r.settled_at),
    refund: {
      status: refundStatus === 'approved' ? 'requested' : refundStatus,
      requestedAt: iso(r.refund_requested_at),
      decidedAt: r.refund_status === 'rejected' ? iso(r.refund_decided_at) : null,
      refundedAt: iso(r.refunded_at),
      /** Until when a refund may be asked; null for an order that never settled. */
      deadline: deadline?.toISOString() ?? null,
      canRequest:
        r.status === 'paid' && r.refund_status === null && deadline !== null && now <= deadline,
    },
  };
}

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  credit_card: 'Kartu kredit',
  bank_transfer: 'Transfer bank (virtual account)',
  ewallet: 'Dompet digital (e-wallet)',
};

const STATUS_LABELS: Record<PaymentRow['status'], string> = {
  pending: 'MENUNGGU PEMBAYARAN',
  paid: 'LUNAS',
  failed: 'GAGAL',
  expired: 'KEDALUWARSA',
  refunded: 'DANA DIKEMBALIKAN',
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** '23 November 2026 pukul 17.00 WIB' (Asia/Jakarta). */
export function jakartaDateTime(at: Date): string {
  const text = new Intl.DateTimeFormat('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
  return `${text} WIB`;
}

/** The receipt (kuitansi): one self-contained, printable Indonesian HTML page. */
export function receiptHtml(input: {
  payment: ReturnType<typeof paymentOf>;
  customer: { name: string; email: string };
  cvTitle: string | null;
}): string {
  const { payment: p, customer, cvTitle } = input;
  const item =
    p.product === 'premium' ? 'Paket Premium' : `CV revisi – ${cvTitle ?? 'CV tanpa judul'}`;
  const e = escapeHtml;
  const rows: [string, string][] = [
    ['ID pembayaran', p.paymentId],
    ['Tanggal', jakartaDateTime(new Date(p.settledAt ?? p.requestedAt))],
    ['Diterima dari', `${customer.name} <${customer.email}>`],
    ['Untuk pembayaran', item],
    ['Metode pembayaran', METHOD_LABELS[p.method]],
    ['Ref. gateway', p.gatewayTransactionId ?? '-'],
    ['Status', STATUS_LABELS[p.status]],
  ];
  if (p.refund.refundedAt) {
    rows.push([
      'Dana dikembalikan',
      `${jakartaDateTime(new Date(p.refund.refundedAt))} (${p.amountLabel})`,
    ]);
  }
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kuitansi ${e(p.paymentId)} – Karier</title>
<style>
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2937;
    margin: 0; padding: 32px; background: #f3f4f6; }
  .receipt { max-width: 640px; margin: 0 auto; background: #fff; border: 1px solid #e5e7eb;
    border-radius: 8px; padding: 32px; }
  header { display: flex; justify-content: space-between; align-items: baseline;
    border-bottom: 2px solid #1d4ed8; padding-bottom: 12px; margin-bottom: 24px; }
  .brand { font-size: 24px; font-weight: 700; color: #1d4ed8; }
  h1 { font-size: 20px; letter-spacing: 0.2em; margin: 0; }
  table { width: 100%; border-collapse: collapse; }
  th { text-align: left; font-weight: 500; color: #6b7280; width: 40%; padding: 8px 0;
    vertical-align: top; }
  td { padding: 8px 0; }
  .total { margin-top: 24px; padding-top: 16px; border-top: 1px solid #e5e7eb; display: flex;
    justify-content: space-between; font-size: 18px; font-weight: 700; }
  .stamp { display: inline-block; margin-top: 24px; padding: 6px 16px; border: 3px solid #15803d;
    color: #15803d; font-weight: 700; letter-spacing: 0.2em; transform: rotate(-4deg); }
  .stamp.refunded { border-color: #b91c1c; color: #b91c1c; }
  footer { margin-top: 32px; font-size: 12px; color: #6b7280; }
  @media print { body { background: #fff; padding: 0; } .receipt { border: none; } }
</style>
</head>
<body>
<main class="receipt">
  <header><span class="brand">Karier</span><h1>KUITANSI</h1></header>
  <table>
${rows.map(([k, v]) => `    <tr><th>${e(k)}</th><td>${e(v)}</td></tr>`).join('\n')}
  </table>
  <div class="total"><span>Jumlah</span><span>${e(p.amountLabel)}</span></div>
  ${p.status === 'paid' ? '<div class="stamp">LUNAS</div>' : ''}
  ${p.status === 'refunded' ? '<div class="stamp refunded">DANA DIKEMBALIKAN</div>' : ''}
  <footer>Kuitansi ini dibuat secara elektronik oleh Karier dan sah tanpa tanda tangan.
  Harga sudah termasuk pajak yang berlaku.</footer>
</main>
</body>
</html>
`;
}

/**
 * The receipt's Content-Security-Policy: no script at all, its one style block by its hash,
 * nothing loaded from anywhere, not framable (the page shows a name and an email address).
 */
export function receiptCsp(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (m) => ` 'sha256-${createHash('sha256').update(m[1]!, 'utf8').digest('base64')}'`,
  );
  return `default-src 'none'; style-src${styles.join('')}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}

/** Orders (issue 6): status, the caller's list, the receipt; the public price list. */
export function paymentRoutes(
  store: ReadStore,
  tokens: TokenService,
  paymentGateway: 'simulated' | 'midtrans' = 'simulated',
): Router {
  const router = new Router();
  const { db, vault } = store;
  const auth = authenticate(store, tokens);

  /** The order the caller may see (owner or admin); 404 for everyone else. */
  async function visiblePayment(ctx: Context): Promise<PaymentRow> {
    const user = ctx.state.user as CurrentUser;
    const id = ctx.params.id ?? '';
    if (!paymentIdSchema.safeParse(id).success) throw notFound(PAYMENT_NOT_FOUND);
    const [row] = await db.query<PaymentRow>('karier_payment_one', ONE_SQL, [id]);
    if (!row || (row.user_id !== user.id && user.role !== 'admin')) {
      throw notFound(PAYMENT_NOT_FOUND);
    }
    return row;
  }

  router.get('/pricing', (ctx) => {
    const plans = (['free', 'basic', 'premium', 'enterprise'] as const).map((id) => {
      const p = PRICE_LIST[id];
      return {
        id,
        amount: p.amount,
        originalAmount: p.originalAmount,
        amountLabel: p.amount === null ? null : formatRupiah(p.amount),
        originalAmountLabel: p.originalAmount === null ? null : formatRupiah(p.originalAmount),
        analyses: p.analyses,
        unlimitedRevisionDays: p.unlimitedRevisionDays,
      };
    });
    ctx.body = {
      success: true,
      data: {
        currency: CURRENCY,
        freeAnalysesPerMonth: FREE_ANALYSES_PER_MONTH,
        plans,
        methods: [...PAYMENT_METHODS],
        // Orders settle without money while this is 'simulated': the web app says so.
        paymentGateway,
      },
    } satisfies PricingResponse;
  });

  router.get('/payments', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const rows = await db.query<PaymentRow>('karier_payment_list', LIST_SQL, [user.id]);
    ctx.body = { success: true, data: rows.map((r) => paymentOf(r)) } satisfies OrdersResponse;
  });

  router.get('/payments/:id', auth, async (ctx) => {
    const row = await visiblePayment(ctx);
    ctx.body = { success: true, data: paymentOf(row) } satisfies PaymentResponse;
  });

  router.get('/payments/:id/receipt', auth, async (ctx) => {
    const row = await visiblePayment(ctx);
    if (row.status !== 'paid' && row.status !== 'refunded') {
      throw new AppError('CONFLICT', 'Kuitansi tersedia setelah pembayaran berhasil.');
    }
    const [who] = await vault.openRows(
      db.knex,
      await db.query<{ name: string; email: string; title: string | null }>(
        'karier_payment_receipt',
        RECEIPT_SQL,
        [row.user_id, row.cv_id],
      ),
      ['name', 'email', 'title'],
    );
    const html = receiptHtml({
      payment: paymentOf(row),
      customer: { name: who?.name ?? '', email: who?.email ?? '' },
      cvTitle: who?.title ?? null,
    });
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('Content-Security-Policy', receiptCsp(html));
    if (ctx.query.download === '1') {
      ctx.set('Content-Disposition', `attachment; filename="kuitansi-${row.payment_id}.html"`);
    }
    ctx.body = html;
  });

  return router;
}
