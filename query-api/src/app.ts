import Router from '@koa/router';
import { cleanQuery, errorMiddleware, requestIdMiddleware, type HotRead } from '@karier/http';
import Koa from 'koa';
import { accountRoutes } from './account/routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authHotReads, authQueryRoutes } from './auth/routes.ts';
import { consistencyMiddleware } from './consistency.ts';
import { cvRoutes } from './cv/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { publicRoutes } from './public/routes.ts';
import { securityRoutes } from './security/routes.ts';
import type { QueryDeps } from './deps.ts';

export type { QueryDeps } from './deps.ts';

/** Every route that reads, under /api: thin SQL over the read models. */
export function createQueryRouter(deps: QueryDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(cleanQuery());
  router.use(
    consistencyMiddleware(
      deps.store,
      deps.progress,
      deps.projections.map((p) => p.name),
      deps.consistencyTimeoutMs ?? 3000,
    ),
  );
  for (const r of [
    authQueryRoutes(deps.store, deps.tokens),
    healthRoutes(deps.store, deps.tokens, deps.projectionStatus, deps.busTopic),
    profileRoutes(deps.store, deps.tokens),
    securityRoutes(deps.store, deps.tokens),
    cvRoutes(deps.store, deps.tokens),
    paymentRoutes(deps.store, deps.tokens, deps.paymentGateway ?? 'simulated'),
    accountRoutes(deps.store, deps.tokens),
    adminRoutes(deps),
    publicRoutes(deps.store),
  ]) {
    // Routes only: a feature router's own allowedMethods would run after every request it
    // answers (the method always allowed there), a no-op costing each request ~10 µs of CPU.
    // 405, 501 and OPTIONS come from this router's allowedMethods, mounted by the app.
    router.use(r.routes());
  }
  return router;
}

/**
 * The reads served in front of Koa (@karier/http's hot-reads.ts), each also a route of
 * createQueryRouter for what they leave to it.
 */
export function createHotReads(deps: QueryDeps): HotRead[] {
  return authHotReads(deps.store, deps.tokens);
}

export function createQueryApp(deps: QueryDeps): Koa {
  const app = new Koa();
  app.use(errorMiddleware());
  app.use(requestIdMiddleware());
  const router = createQueryRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
