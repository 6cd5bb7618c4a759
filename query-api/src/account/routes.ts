import Router from '@koa/router';
import type { AccountPlanResponse } from '@karier/api-types';
import { type ReadStore, type TokenService } from '@karier/store';
import { formatRupiah, PRICE_LIST } from '@karier/commerce';
import { readModelEntitlements } from '../entitlements/read-model.ts';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';

/**
 * GET /api/account/plan (issue 6): the caller's plan and this month's analyses. Computed from
 * the `entitlements` read model with the same rules (@karier/commerce) the command side
 * enforces over its event store, so the numbers shown are the ones an upload is checked against.
 */
export function accountRoutes(
  store: ReadStore,
  tokens: TokenService,
  now = () => new Date(),
): Router {
  const router = new Router();
  const auth = authenticate(store, tokens);
  const entitlements = readModelEntitlements(store.knex);

  router.get('/account/plan', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const s = await entitlements.planSummary(user.id, now());
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: {
        plan: s.plan,
        month: s.month,
        analysesUsed: s.analysesUsed,
        analysesLimit: s.analysesLimit,
        analysesLeft: s.analysesLeft,
        premiumUntil: s.premiumUntil?.toISOString() ?? null,
        prices: {
          basic: formatRupiah(PRICE_LIST.basic.amount!),
          premium: formatRupiah(PRICE_LIST.premium.amount!),
        },
      },
    } satisfies AccountPlanResponse;
  });

  return router;
}
