import Router from '@koa/router';
import type { QueryDeps } from '../deps.ts';
import { authenticate } from '../auth/authenticate.ts';
import { activityRoutes } from './activities-routes.ts';
import { cvRoutes } from './cvs-routes.ts';
import { messageRoutes } from './messages-routes.ts';
import { operationRoutes } from './operations-routes.ts';
import { paymentRoutes } from './payments-routes.ts';
import { createAdminQueries } from './queries.ts';
import { createStatsQueries } from './stats-queries.ts';
import { statsRoutes } from './stats-routes.ts';
import { userRoutes } from './users-routes.ts';

/**
 * The admin API (issue 7): every route needs a signed-in admin (401 without, 403 for users).
 * One route file per resource over the admin queries (`queries.ts`, `stats-queries.ts`).
 */
export function adminRoutes({
  store,
  tokens,
  projections,
  projectionStatus,
  activityLabels,
}: Pick<
  QueryDeps,
  'store' | 'tokens' | 'projections' | 'projectionStatus' | 'activityLabels'
>): Router {
  const router = new Router({ prefix: '/admin' });
  router.use(authenticate(store, tokens, ['admin']));
  const queries = createAdminQueries(store);
  userRoutes(router, queries, activityLabels);
  cvRoutes(router, queries);
  activityRoutes(router, queries, activityLabels);
  statsRoutes(router, createStatsQueries(store.db.knex));
  messageRoutes(router, queries);
  paymentRoutes(router, queries);
  operationRoutes(router, store, projections, projectionStatus);
  return router;
}
