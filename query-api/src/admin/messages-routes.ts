import type Router from '@koa/router';
import type { AdminMessages } from '@karier/api-types';
import { listPage } from './list-page.ts';
import { iso, oneOf } from './params.ts';
import type { AdminQueries } from './queries.ts';

/** Messages of the contact form, newest first (issue 8); `status=all|new|handled`. */
export function messageRoutes(router: Router, q: AdminQueries) {
  router.get('/messages', async (ctx) => {
    ctx.body = (await listPage(ctx, {
      filter: () => oneOf(ctx, 'status', ['all', 'new', 'handled'] as const, 'all'),
      query: q.messages,
      items: (rows) =>
        rows.map((r) => ({
          id: r.id,
          userId: r.user_id,
          name: r.name,
          email: r.email,
          subject: r.subject,
          message: r.message,
          receivedAt: iso(r.received_at)!,
          handledAt: iso(r.handled_at),
          handledBy: r.handled_by,
        })),
    })) satisfies AdminMessages;
  });
}
