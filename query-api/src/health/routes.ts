import Router from '@koa/router';
import type { EventStore } from '@karier/events';
import { projectionStatus, type Projection } from '@karier/projector';

export function healthRoutes(
  store: EventStore,
  projections: readonly Projection[],
  busTopic?: string,
): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const status = await projectionStatus(store, projections, busTopic);
    const maxLag = Math.max(0, ...status.map((s) => s.lag));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      status: 'ok',
      database: store.db.kind,
      mode: busTopic ? 'distributed' : 'standalone',
      head: status[0]?.head ?? (await store.head()),
      lag: maxLag,
      projections: status.map((s) => ({
        name: s.name,
        version: s.version,
        position: s.position,
        lag: s.lag,
      })),
    };
  });
  return router;
}
