import Router from '@koa/router';
import type { AdminCommandResult, CommandMessageBody } from '@karier/api-types';
import {
  contactStreamId,
  notFound,
  projectionStreamId,
  type EventStore,
  type FileStore,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/http';
import { CV_NOT_FOUND } from '../cv/cv-decider.ts';
import { deleteCv } from '../cv/delete-cv.ts';
import { passwordOnly, type AdminGuard } from './guard.ts';

export interface AdminOperationDeps {
  store: EventStore;
  guard: AdminGuard;
  files: FileStore;
  /** The live projections (name and version) an admin may ask to rebuild. */
  projections: readonly { name: string; version: number }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Admin actions beyond users (issue 7): deleting a CV, rebuilding a read model. */
export function adminOperationRoutes(deps: AdminOperationDeps): Router {
  const { store, guard } = deps;
  const router = new Router({ prefix: '/admin' });

  /** Any user's CV, the admin's password confirmed: CvDeleted, then its files removed. */
  router.delete('/cvs/:id', async (ctx) => {
    const admin = await guard.requireAdmin(ctx);
    const input = parseInput(passwordOnly, bodyOf(ctx));
    await guard.confirmPassword(admin, input.password);
    const cvId = ctx.params.id ?? '';
    if (!UUID.test(cvId)) throw notFound(CV_NOT_FOUND);
    const at = guard.now();
    const result = await deleteCv(
      deps,
      cvId,
      { id: admin.userId, admin: true },
      commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
    );
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message: 'CV berhasil dihapus',
      data: { id: cvId },
      position: result.position,
    } satisfies AdminCommandResult;
  });

  /**
   * Asks the projector to rebuild one read model: a ProjectionRebuildRequested, carried out
   * once by whichever projector process sees it (the request is in the audit trail).
   */
  router.post('/projections/:name/rebuild', async (ctx) => {
    const admin = await guard.requireAdmin(ctx);
    const p = deps.projections.find((x) => x.name === ctx.params.name);
    if (!p) throw notFound('Read model tidak ditemukan.');
    const at = guard.now();
    const result = await store.append(
      projectionStreamId(p.name),
      [
        {
          type: 'ProjectionRebuildRequested',
          data: {
            projection: p.name,
            version: p.version,
            requestedBy: admin.userId,
            requestedAt: at.toISOString(),
          },
        },
      ],
      {
        expectedVersion: 'any',
        context: commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
      },
    );
    ctx.status = 202;
    ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message: `Read model ${p.name} sedang dibangun ulang.`,
      position: result.position,
    } satisfies CommandMessageBody;
  });

  /** Marks a contact message as handled (answered); a second time changes nothing. */
  router.post('/messages/:id/handled', async (ctx) => {
    const admin = await guard.requireAdmin(ctx);
    const id = ctx.params.id ?? '';
    const notFoundMessage = 'Pesan tidak ditemukan.';
    if (!UUID.test(id)) throw notFound(notFoundMessage);
    const events = await store.readStream(contactStreamId(id));
    if (!events.some((e) => e.type === 'ContactMessageReceived')) throw notFound(notFoundMessage);
    let position: number | null = null;
    if (!events.some((e) => e.type === 'ContactMessageHandled')) {
      const at = guard.now();
      const result = await store.append(
        contactStreamId(id),
        [
          {
            type: 'ContactMessageHandled',
            data: { messageId: id, handledBy: admin.userId, handledAt: at.toISOString() },
          },
        ],
        {
          expectedVersion: events.length,
          context: commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
        },
      );
      position = result.position;
      ctx.set(POSITION_HEADER, String(position));
    }
    ctx.body = {
      success: true,
      message: 'Pesan ditandai selesai',
      data: { id },
      position,
    } satisfies AdminCommandResult;
  });

  return router;
}
