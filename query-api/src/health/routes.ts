import Router from '@koa/router';
import type { EventStore, TokenService } from '@karier/events';
import type { ProjectionStatus } from '@karier/projector';
import { authenticate } from '../auth/authenticate.ts';

/**
 * `GET /api/health`: ok or not ok (the database answers) for anyone; the details — database
 * kind, mode, head position, every projection's lag — only to a signed-in admin.
 */
export function healthRoutes(
  store: EventStore,
  tokens: TokenService,
  projectionStatus: () => Promise<ProjectionStatus[]>,
  busTopic?: string,
): Router {
  const router = new Router();
  const asAdmin = authenticate(store, tokens, ['admin']);
  router.get('/health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    let admin = false;
    if (ctx.get('authorization')) {
      await asAdmin(ctx, async () => {
        admin = true;
      }).catch(() => undefined);
    }
    if (!admin) {
      try {
        await store.db.knex.raw('select 1');
      } catch (err) {
        console.error('[health] database unreachable:', err);
        ctx.status = 503;
        ctx.body = { success: false, error: 'UNAVAILABLE', message: 'Layanan sedang terganggu.' };
        return;
      }
      ctx.body = { success: true, status: 'ok' };
      return;
    }
    const status = await projectionStatus();
    const maxLag = Math.max(0, ...status.map((s) => s.lag));
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
