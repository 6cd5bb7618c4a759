import type Router from '@koa/router';
import type { AdminActivities, AdminActivity } from '@karier/api-types';
import { badRequest } from '@karier/events';
import type { Context } from 'koa';
import { csvAttachment, toCsv } from './csv.ts';
import { listPage } from './list-page.ts';
import { CSV_MAX_ROWS, dateBound, iso, param } from './params.ts';
import type { ActivityCsvRow, ActivityFilter, ActivityListRow, AdminQueries } from './queries.ts';
import { isUuid } from '@karier/http';

function activity(r: ActivityListRow | ActivityCsvRow): AdminActivity {
  const targetName = 'target_name' in r ? r.target_name : null;
  return {
    id: Number(r.position),
    type: r.event_type,
    action: r.action,
    actorId: r.actor_id,
    actorName: r.actor_name,
    actorRole: r.actor_role,
    targetType: r.target_type,
    targetId: r.target_id,
    // What the admin recognises: the person, the CV's title, or the order number (the id itself).
    targetName: targetName ?? (r.target_type === 'payment' ? r.target_id : null),
    ip: r.ip,
    userAgent: r.user_agent,
    occurredAt: iso(r.occurred_at)!,
  };
}

/** `userId`, `action` (an event type), `from`, `to` (dates, Jakarta time). */
function activityFilter(
  ctx: Context,
  activityLabels: Readonly<Record<string, string>>,
): ActivityFilter {
  const userId = param(ctx, 'userId');
  const action = param(ctx, 'action', 60);
  const from = dateBound(ctx, 'from');
  const to = dateBound(ctx, 'to');
  if (userId && !isUuid(userId)) throw badRequest('Parameter userId tidak valid.');
  if (action && !Object.hasOwn(activityLabels, action)) {
    throw badRequest('Parameter action harus jenis event yang dikenal.', { field: 'action' });
  }
  return { userId, action, from, to };
}

/** The activity log (the audit trail) and its CSV export. */
export function activityRoutes(
  router: Router,
  q: AdminQueries,
  activityLabels: Readonly<Record<string, string>>,
) {
  router.get('/activities', async (ctx) => {
    ctx.body = (await listPage(ctx, {
      filter: () => activityFilter(ctx, activityLabels),
      query: q.activities,
      items: (rows) => rows.map(activity),
    })) satisfies AdminActivities;
  });

  router.get('/activities.csv', async (ctx) => {
    const rows = await q.activitiesForCsv(activityFilter(ctx, activityLabels), CSV_MAX_ROWS);
    csvAttachment(
      ctx,
      'aktivitas',
      toCsv(
        [
          'id',
          'waktu',
          'jenis',
          'aksi',
          'id_pelaku',
          'nama_pelaku',
          'peran_pelaku',
          'target',
          'id_target',
          'ip',
          'user_agent',
        ],
        rows
          .map(activity)
          .map((a) => [
            a.id,
            a.occurredAt,
            a.type,
            a.action,
            a.actorId,
            a.actorName,
            a.actorRole,
            a.targetType,
            a.targetId,
            a.ip,
            a.userAgent,
          ]),
      ),
    );
  });
}
