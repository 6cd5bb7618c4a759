import type Router from '@koa/router';
import type {
  AuditVerificationResponse,
  ParkedEventsResponse,
  ProjectionsResponse,
} from '@karier/api-types';
import { verifyAuditTrail, type ReadStore } from '@karier/store';
import type { Projection, ProjectionStatus } from '@karier/projector';
import { iso } from './params.ts';
import { parkedEvents } from './parked-queries.ts';

/** The read models and how far each has got, and the audit trail's check (settings page). */
export function operationRoutes(
  router: Router,
  store: ReadStore,
  projections: readonly Projection[],
  projectionStatus: () => Promise<ProjectionStatus[]>,
) {
  /** The read models and how far each has got (the admin settings page). */
  router.get('/projections', async (ctx) => {
    const status = await projectionStatus();
    const byName = new Map(projections.map((x) => [x.name, x]));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: {
        head: status[0]?.head ?? (await store.head()),
        projections: status.map((s) => ({
          name: s.name,
          version: s.version,
          description: byName.get(s.name)?.description ?? '',
          tables: byName.get(s.name)?.tables ?? [],
          position: s.position,
          lag: s.lag,
          updatedAt: iso(s.updatedAt),
        })),
      },
    } satisfies ProjectionsResponse;
  });

  /**
   * The events projections parked (issue 25): the newest 100 and how many in all, for the
   * "Teknis" part of the settings page. A reference to each event, never its data.
   */
  router.get('/projections/parked', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      success: true,
      data: await parkedEvents(store.db.knex, 100),
    } satisfies ParkedEventsResponse;
  });

  /** Walks the hash chain of the whole event log (tamper-evident audit trail). */
  router.get('/audit/verify', async (ctx) => {
    const result = await verifyAuditTrail(store.db);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: result } satisfies AuditVerificationResponse;
  });
}
