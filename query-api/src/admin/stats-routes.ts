import type Router from '@koa/router';
import type { AdminStatsResponse } from '@karier/api-types';
import { badRequest } from '@karier/events';
import { param } from './params.ts';
import type { StatsQueries } from './stats-queries.ts';

/** The dashboard's figures; `days` (1–366, default 30) for the daily series. */
export function statsRoutes(router: Router, q: StatsQueries) {
  router.get('/stats', async (ctx) => {
    const days = Number(param(ctx, 'days', 3) || '30');
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      throw badRequest('Parameter days harus bilangan bulat 1–366.', { field: 'days' });
    }
    ctx.body = {
      success: true,
      data: await q.stats(days, new Date()),
    } satisfies AdminStatsResponse;
  });
}
