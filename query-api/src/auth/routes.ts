import Router from '@koa/router';
import type { DataBody, User } from '@karier/api-types';
import type { EventStore, TokenService } from '@karier/events';
import { authenticate, publicUser, type CurrentUser } from './authenticate.ts';

export function authQueryRoutes(store: EventStore, tokens: TokenService): Router {
  const router = new Router();
  router.get('/auth/me', authenticate(store, tokens), (ctx) => {
    ctx.body = {
      success: true,
      data: publicUser(ctx.state.user as CurrentUser),
    } satisfies DataBody<User>;
  });
  return router;
}
