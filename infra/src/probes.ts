import type { Storage } from '@karier/store';
import type Koa from 'koa';

/**
 * `GET /api/live` (the process answers) and `GET /api/ready` (it can serve: started, not
 * draining, database reachable, plus `check`), for orchestrators and the gateway.
 */
export function probes(opts: {
  service: string;
  storage: Storage;
  isDraining(): boolean;
  check?(): Promise<Record<string, unknown>>;
}) {
  return async (ctx: Koa.Context, next: Koa.Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api/live') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { success: true, service: opts.service, status: 'live' };
      return;
    }
    if (ctx.path !== '/api/ready') return next();
    ctx.set('Cache-Control', 'no-store');
    if (opts.isDraining()) {
      ctx.status = 503;
      ctx.body = { success: false, error: 'UNAVAILABLE', message: 'Sedang berhenti.' };
      return;
    }
    try {
      await opts.storage.db.knex.raw('select 1');
      const extra = (await opts.check?.()) ?? {};
      ctx.body = { success: true, service: opts.service, status: 'ready', ...extra };
    } catch (err) {
      // The cause goes to the log; the database driver's text never goes to the client.
      console.error(`[ready] ${opts.service} not ready:`, err);
      ctx.status = 503;
      ctx.body = {
        success: false,
        error: 'UNAVAILABLE',
        message: 'Layanan belum siap. Coba lagi sebentar lagi.',
      };
    }
  };
}
