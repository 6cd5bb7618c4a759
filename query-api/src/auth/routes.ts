import Router from '@koa/router';
import type { DataBody, User } from '@karier/api-types';
import type { ReadStore, TokenService } from '@karier/store';
import type { HotRead } from '@karier/http';
import { authenticate, publicUser, sessionUser, type CurrentUser } from './authenticate.ts';

const meBody = (user: CurrentUser) =>
  ({ success: true, data: publicUser(user) }) satisfies DataBody<User>;

export function authQueryRoutes(store: ReadStore, tokens: TokenService): Router {
  const router = new Router();
  router.get('/auth/me', authenticate(store, tokens), (ctx) => {
    ctx.body = meBody(ctx.state.user as CurrentUser);
  });
  return router;
}

/**
 * `GET /api/auth/me` without Koa (see @karier/http's hot-reads.ts): asked on every page load.
 * The same check and body as the route above, which still answers HEAD, a query string or a
 * read-your-writes position.
 */
export function authHotReads(store: ReadStore, tokens: TokenService): HotRead[] {
  const check = sessionUser(store, tokens);
  return [
    { path: '/api/auth/me', answer: async (headers) => meBody(await check(headers.authorization)) },
  ];
}
