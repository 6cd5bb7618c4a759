import Router from '@koa/router';
import { passwordOnly, type AdminCommandResult, type CommandMessageBody } from '@karier/api-types';
import { notFound } from '@karier/events';
import { type EventStore, type FileStore } from '@karier/store';
import { answerCommand, bodyOf, commandContext, isUuid, parseInput } from '@karier/http';
import { CV_NOT_FOUND } from '../cv/cv-decider.ts';
import { deleteCv } from '../cv/delete-cv.ts';
import { markMessageHandled } from '../contact/mark-handled.ts';
import type { AdminGuard } from './guard.ts';
import { requestRebuild } from './request-rebuild.ts';

export interface AdminOperationDeps {
  store: EventStore;
  guard: AdminGuard;
  files: FileStore;
  /** The live projections (name and version) an admin may ask to rebuild. */
  projections: readonly { name: string; version: number }[];
}

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
    if (!isUuid(cvId)) throw notFound(CV_NOT_FOUND);
    const at = guard.now();
    const result = await deleteCv(
      deps,
      cvId,
      { id: admin.userId, admin: true },
      commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
    );
    answerCommand<AdminCommandResult>(
      ctx,
      200,
      {
        message: 'CV berhasil dihapus',
        data: { id: cvId },
      },
      result.position,
    );
  });

  /**
   * Asks the projector to rebuild one read model: a ProjectionRebuildRequested, carried out
   * once by whichever projector process sees it (the request is in the audit trail).
   */
  router.post('/projections/:name/rebuild', async (ctx) => {
    const admin = await guard.requireAdmin(ctx);
    const by = { userId: admin.userId, at: guard.now() };
    const { projection, position } = await requestRebuild(deps, ctx, by, ctx.params.name);
    answerCommand<CommandMessageBody>(
      ctx,
      202,
      {
        message: `Read model ${projection} sedang dibangun ulang.`,
      },
      position,
    );
  });

  /** Marks a contact message as handled (answered); a second time changes nothing. */
  router.post('/messages/:id/handled', async (ctx) => {
    const admin = await guard.requireAdmin(ctx);
    const id = ctx.params.id ?? '';
    const work = { store, now: guard.now };
    const { position } = await markMessageHandled(work, ctx, admin.userId, id);
    answerCommand<AdminCommandResult>(
      ctx,
      200,
      {
        message: 'Pesan ditandai selesai',
        data: { id },
      },
      position,
    );
  });

  return router;
}
