import type Router from '@koa/router';
import type { AdminCvs } from '@karier/api-types';
import { iso, oneOf, pageInfo, paging, param } from './params.ts';
import type { AdminQueries } from './queries.ts';

/** Every CV with its owner and AI flag; `status=all|completed|draft`, `search`. */
export function cvRoutes(router: Router, q: AdminQueries) {
  router.get('/cvs', async (ctx) => {
    const p = paging(ctx);
    const status = oneOf(ctx, 'status', ['all', 'completed', 'draft'] as const, 'all');
    const search = param(ctx, 'search');
    const { rows, total } = await q.cvs(
      { status, search },
      { offset: p.offset, limit: p.pageSize },
    );
    ctx.body = {
      success: true,
      data: rows.map((r) => ({
        id: r.cv_id,
        title: r.title,
        userId: r.user_id,
        userName: r.user_name,
        createdAt: iso(r.created_at)!,
        status: r.status,
        aiGenerated: r.ai_generated,
        score: r.score,
      })),
      ...pageInfo(p, total),
    } satisfies AdminCvs;
  });
}
