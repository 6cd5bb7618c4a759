import Router from '@koa/router';
import type { DataBody, PublicStats } from '@karier/api-types';
import type { ReadStore } from '@karier/store';

const WEEK_MS = 7 * 86_400_000;

/**
 * GET /api/public/stats (issue 8): the live figures the landing and about pages show, read from
 * the activity log and the read models — never invented. Computed at most once per `ttlMs`
 * per process, and cacheable by browsers and proxies for as long.
 */
export function publicRoutes(store: ReadStore, opts: { ttlMs?: number } = {}): Router {
  const ttlMs = opts.ttlMs ?? 60_000;
  const knex = store.knex;
  let cached: { at: number; value: Promise<PublicStats> } | null = null;

  async function compute(): Promise<PublicStats> {
    const since = new Date(Date.now() - WEEK_MS);
    const { rows } = (await knex.raw(
      `select
         (select count(*)::int from activity_log where event_type = 'CvAnalysed') as analysed,
         (select count(*)::int from activity_log
           where event_type = 'CvAnalysed' and occurred_at >= :since) as analysed_week,
         (select count(distinct actor_id)::int from activity_log
           where event_type = 'CvAnalysed' and occurred_at >= :since) as helped_week,
         (select count(*)::int from users where status <> 'erased') as users,
         (select round(avg(score))::int from cvs where score is not null) as average_score`,
      { since },
    )) as { rows: Record<string, number | string | null>[] };
    const r = rows[0] ?? {};
    const n = (v: unknown) => Number(v ?? 0);
    return {
      cvsAnalysed: n(r.analysed),
      cvsAnalysedThisWeek: n(r.analysed_week),
      professionalsHelpedThisWeek: n(r.helped_week),
      users: n(r.users),
      averageScore: r.average_score === null ? null : n(r.average_score),
      updatedAt: new Date().toISOString(),
    };
  }

  const router = new Router();
  router.get('/public/stats', async (ctx) => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const value = compute();
      cached = { at: Date.now(), value };
      value.catch(() => {
        if (cached?.value === value) cached = null;
      });
    }
    ctx.set('Cache-Control', `public, max-age=${Math.round(ttlMs / 1000)}`);
    ctx.body = { success: true, data: await cached.value } satisfies DataBody<PublicStats>;
  });
  return router;
}
