import Router from '@koa/router';
import {
  approveRefundSchema,
  refundRequestSchema,
  rejectRefundSchema,
  type AdminCommandResult,
  type CommandDataBody,
  type CreatePaymentResponse,
  type Payment,
  type RequestRefundResponse,
} from '@karier/api-types';
import { notFound } from '@karier/events';
import { answerCommand, bodyOf, commandContext, parseInput } from '@karier/http';
import type { AdminGuard } from '../admin/guard.ts';
import type { CommandDeps } from '../deps.ts';
import { createRequireUser } from '../kit/require-user.ts';
import { handleNotification } from './notifications.ts';
import { orderInputOf, paymentView, placeOrder } from './order.ts';
import type { PaymentService } from './service.ts';

export { paymentView } from './order.ts';

/** What an admin sends to approve or to reject a refund request, and what they are told. */
const refundDecisions = {
  approve: { body: approveRefundSchema, message: 'Dana berhasil dikembalikan.' },
  reject: { body: rejectRefundSchema, message: 'Permintaan pengembalian dana ditolak.' },
} as const;

/** Orders (issue 6): the server sets the price; gateways settle through one path. */
export function paymentRoutes(
  deps: CommandDeps & { payments: PaymentService; guard: AdminGuard },
): Router {
  const { store, payments, guard } = deps;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const router = new Router();

  /** A new order (see placeOrder); a CV's open order is answered again. */
  router.post('/payments', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const input = orderInputOf(bodyOf(ctx));
    const result = await placeOrder(
      { store, payments, now },
      {
        ...input,
        userId: claims.sub,
        context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      },
    );
    answerCommand<CommandDataBody<CreatePaymentResponse['data']>>(
      ctx,
      result.status,
      { data: result.data },
      result.position,
    );
  });

  /** Midtrans HTTP notifications (see handleNotification). */
  router.post('/payments/notifications', async (ctx) => {
    const result = await handleNotification({ payments, now }, bodyOf(ctx));
    answerCommand<CommandDataBody<typeof result.data>>(
      ctx,
      200,
      { data: result.data },
      result.position,
    );
  });

  /** The owner's request for their money back (rules in the decider). */
  router.post('/payments/:id/refund', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const input = parseInput(refundRequestSchema, bodyOf(ctx));
    const result = await payments.requestRefund(
      ctx.params.id ?? '',
      { userId: claims.sub, reason: input.reason },
      commandContext(ctx, { id: claims.sub, role: claims.role }, now()),
    );
    answerCommand<RequestRefundResponse>(
      ctx,
      201,
      {
        message: 'Permintaan pengembalian dana terkirim. Kami akan memprosesnya segera.',
        data: paymentView(result.state),
      },
      result.position,
    );
  });

  /** An admin approves (the gateway refunds first) or rejects a refund request. */
  router.post('/admin/payments/:id/refund/:decision', async (ctx) => {
    const decision = ctx.params.decision;
    if (decision !== 'approve' && decision !== 'reject') throw notFound('Halaman tidak ditemukan.');
    const admin = await guard.requireAdmin(ctx);
    const { body, message } = refundDecisions[decision];
    const input = parseInput(body, bodyOf(ctx)) as { password: string; note?: string };
    await guard.confirmPassword(admin, input.password);
    const context = commandContext(ctx, { id: admin.userId, role: 'admin' }, guard.now());
    const id = ctx.params.id ?? '';
    const by = { adminId: admin.userId };
    const result =
      decision === 'approve'
        ? await payments.approveRefund(id, by, context)
        : await payments.rejectRefund(id, { ...by, note: input.note ?? '' }, context);
    answerCommand<AdminCommandResult<Payment>>(
      ctx,
      200,
      {
        message,
        data: paymentView(result.state),
      },
      result.position,
    );
  });

  return router;
}
