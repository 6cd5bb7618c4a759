import type Router from '@koa/router';
import type { AdminOrderUsage, AdminPayment, AdminPayments } from '@karier/api-types';
import { listPage } from './list-page.ts';
import { iso, oneOf } from './params.ts';
import type { AdminPaymentRow, AdminQueries } from './queries.ts';

/** One order as the admin sees it. */
const adminPayment = (r: AdminPaymentRow & { usage: AdminOrderUsage }): AdminPayment => ({
  paymentId: r.payment_id,
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
  product: r.product,
  amount: Number(r.amount),
  method: r.method,
  gateway: r.gateway,
  status: r.status,
  gatewayTransactionId: r.gateway_transaction_id,
  requestedAt: iso(r.requested_at)!,
  settledAt: iso(r.settled_at),
  refund: {
    status: r.refund_status,
    reason: r.refund_reason,
    requestedAt: iso(r.refund_requested_at),
    decidedAt: iso(r.refund_decided_at),
    note: r.refund_note,
    error: r.refund_error,
    gatewayRefundId: r.gateway_refund_id,
    refundedAt: iso(r.refunded_at),
  },
  usage: r.usage,
});

/**
 * Orders for the admin "Pembayaran" tab (issue 17), newest refund request first, then newest
 * order; `refund=open` (requested, or refused at the gateway) | `any` (with any refund
 * activity) | `all`. The owner's name, email and refund reason are opened for the admin.
 */
export function paymentRoutes(router: Router, q: AdminQueries) {
  router.get('/payments', async (ctx) => {
    ctx.body = (await listPage(ctx, {
      filter: () => oneOf(ctx, 'refund', ['open', 'any', 'all'] as const, 'all'),
      query: q.payments,
      items: (rows) => rows.map(adminPayment),
    })) satisfies AdminPayments;
  });
}
