import Router from '@koa/router';

/** security routes of the query-api (issue 4). */
export function securityRoutes(): Router {
  return new Router();
}
