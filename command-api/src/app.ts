import Router from '@koa/router';
import type { EventStore, TokenService } from '@karier/events';
import { errorMiddleware, jsonBody, requestIdMiddleware } from '@karier/infra/http';
import Koa from 'koa';
import { authRoutes } from './auth/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { securityRoutes } from './security/routes.ts';
import type { CommandConfig } from './config.ts';

export interface CommandDeps {
  store: EventStore;
  tokens: TokenService;
  config: CommandConfig;
  now?: () => Date;
}

/** Every route that changes state, under /api. JSON bodies only. */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(jsonBody());
  for (const r of [authRoutes(deps), profileRoutes(deps), securityRoutes()]) {
    router.use(r.routes(), r.allowedMethods());
  }
  return router;
}

/** The command API as its own Koa app (no listen: the caller owns the server). */
export function createCommandApp(deps: CommandDeps): Koa {
  const app = new Koa();
  app.use(errorMiddleware());
  app.use(requestIdMiddleware());
  const router = createCommandRouter(deps);
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
