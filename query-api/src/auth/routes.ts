import Router from '@koa/router';
import type { TokenService } from '@karier/events';
import type { Knex } from 'knex';
import { authenticate, publicUser, type CurrentUser } from './authenticate.ts';

export function authQueryRoutes(knex: Knex, tokens: TokenService): Router {
  const router = new Router();
  router.get('/auth/me', authenticate(knex, tokens), (ctx) => {
    ctx.body = { success: true, data: publicUser(ctx.state.user as CurrentUser) };
  });
  return router;
}
