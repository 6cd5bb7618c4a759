import Router from '@koa/router';

/** profile routes of the command-api (issue 4). */
export function profileRoutes(): Router {
  return new Router();
}
