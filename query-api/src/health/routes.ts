import Router from '@koa/router';
import type { ReadStore, TokenService } from '@karier/store';
import type { ProjectionStatus } from '@karier/projector';
import { parkedCountsByProjection } from '../admin/parked-queries.ts';
import { authenticate } from '../auth/authenticate.ts';

/**
 * `GET /api/health`: ok or not ok (the database answers) for anyone; the details — database
 * kind, mode, head position, every projection's lag and parked events — only to a signed-in
 * admin. Parked events (issue 25) make the details `degraded`: every read model still moves and
 * the service serves, but some events are missing from a read model until someone re-applies
 * them. The public answer and `/api/ready` stay as they are: taking a replica out of service
 * would not fix an event, and every replica sees the same parked events.
 */
export function healthRoutes(
  store: ReadStore,
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
    const [status, parked] = await Promise.all([
      projectionStatus(),
      parkedCountsByProjection(store.db.knex),
    ]);
    const maxLag = Math.max(0, ...status.map((s) => s.lag));
    const parkedTotal = [...parked.values()].reduce((a, b) => a + b, 0);
    ctx.body = {
      success: true,
      status: parkedTotal > 0 ? 'degraded' : 'ok',
      database: store.db.kind,
      mode: busTopic ? 'distributed' : 'standalone',
      head: status[0]?.head ?? (await store.head()),
      lag: maxLag,
      parked: parkedTotal,
      projections: status.map((s) => ({
        name: s.name,
        version: s.version,
        position: s.position,
        lag: s.lag,
        parked: parked.get(s.name) ?? 0,
      })),
    };
  });
  return router;
}
