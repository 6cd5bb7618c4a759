import type Router from '@koa/router';
import type { AdminCvs } from '@karier/api-types';
import { listPage } from './list-page.ts';
import { iso, oneOf, param } from './params.ts';
import type { AdminQueries } from './queries.ts';
import { completionOf } from '../cv/queries.ts';

/** Every CV with its owner and AI flag; `status=all|completed|draft`, `search`. */
export function cvRoutes(router: Router, q: AdminQueries) {
  router.get('/cvs', async (ctx) => {
    ctx.body = (await listPage(ctx, {
      filter: () => ({
        status: oneOf(ctx, 'status', ['all', 'completed', 'draft'] as const, 'all'),
        search: param(ctx, 'search'),
      }),
      query: q.cvs,
      items: (rows) =>
        rows.map((r) => ({
          id: r.cv_id,
          title: r.title,
          userId: r.user_id,
          userName: r.user_name,
          createdAt: iso(r.created_at)!,
          status: r.status,
          aiGenerated: r.ai_generated,
          score: r.score,
          completion: completionOf(r),
        })),
    })) satisfies AdminCvs;
  });
}
