import Router from '@koa/router';
import { DiskFileStore } from '@karier/store';
import { cleanQuery, errorMiddleware, jsonBody, requestIdMiddleware } from '@karier/http';
import Koa from 'koa';
import { createAdminGuard } from './admin/guard.ts';
import { adminOperationRoutes } from './admin/operations-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { createUserCommands } from './auth/user-commands.ts';
import { cvRoutes } from './cv/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { downloadRoutes } from './downloads/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { accountErasureRoutes } from './erasure/routes.ts';
import { createMailer } from './mail/mailer.ts';
import { profileRoutes } from './profile/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { dropFromEveryCache } from './state-cache.ts';
import type { CommandDeps } from './deps.ts';

export type { CommandDeps, CvDeps } from './deps.ts';

const MULTIPART_ROUTES = new Set(['/api/process-cv']);

/** Every route that changes state, under /api. JSON bodies only. */
export function createCommandRouter(deps: CommandDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(cleanQuery());
  router.use(jsonBody('100kb', { except: (ctx) => MULTIPART_ROUTES.has(ctx.path) }));
  const mailer = deps.mailer ?? createMailer(deps.config.mail);
  const files = deps.files ?? deps.cv?.files ?? new DiskFileStore(deps.config.dataDir);
  // One guard for every admin-sensitive route: its queue covers them all.
  const guard = createAdminGuard(deps);
  // What another process (or this one) invalidated leaves every aggregate cache here.
  deps.store.onInvalidate((what) => {
    if (what.stream) dropFromEveryCache(what.stream);
  });
  // Sign-in and security commands on the user's stream share one state cache.
  const users = createUserCommands(deps);
  const routers = [
    authRoutes({ ...deps, mailer, users }),
    profileRoutes(deps),
    securityRoutes({ ...deps, mailer, users }),
    adminRoutes({ store: deps.store, guard, files, mailer }),
    adminOperationRoutes({
      store: deps.store,
      guard,
      files,
      projections: deps.projections ?? [],
    }),
    accountErasureRoutes({ ...deps, guard, files, mailer }),
    contactRoutes({ ...deps, perIpPer10Min: deps.config.contactPerIpPer10Min }),
  ];
  if (deps.cv) {
    routers.push(
      cvRoutes({ ...deps, cv: deps.cv }),
      downloadRoutes({ ...deps, files: deps.cv.files }),
    );
  }
  if (deps.payments) routers.push(paymentRoutes({ ...deps, payments: deps.payments, guard }));
  for (const r of routers) {
    // Routes only: a feature router's own allowedMethods would run after every request it
    // answers (the method always allowed there), a no-op costing each request ~10 µs of CPU.
    // 405, 501 and OPTIONS come from this router's allowedMethods, mounted by the app.
    router.use(r.routes());
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
