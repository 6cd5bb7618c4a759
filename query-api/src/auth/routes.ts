import Router from '@koa/router';
import type { Database, TokenService } from '@karier/events';
import { authenticate, publicUser, type CurrentUser } from './authenticate.ts';

export function authQueryRoutes(db: Database, tokens: TokenService): Router {
  const router = new Router();
  router.get('/auth/me', authenticate(db, tokens), (ctx) => {
    ctx.body = { success: true, data: publicUser(ctx.state.user as CurrentUser) };
  });
  return router;
}
