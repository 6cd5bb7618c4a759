import Router from '@koa/router';

/** security routes of the command-api (issue 4). */
export function securityRoutes(): Router {
  return new Router();
}
