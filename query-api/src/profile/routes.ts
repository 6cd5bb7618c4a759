import Router from '@koa/router';

/** profile routes of the query-api (issue 4). */
export function profileRoutes(): Router {
  return new Router();
}
