import Router from '@koa/router';
import {
  banSchema,
  changeRoleSchema,
  passwordOnly,
  type AdminCommandResult,
} from '@karier/api-types';
import { AppError, notFound, userStreamId } from '@karier/events';
import { type EventStore, type FileStore } from '@karier/store';
import { answerCommand, bodyOf, commandContext, parseInput } from '@karier/http';
import type { Context } from 'koa';
import { z } from 'zod';
import { USER_NOT_FOUND, type ActiveUser, type UserCommand } from '../auth/user-decider.ts';
import { eraseUser } from '../erasure/erase-user.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AdminGuard } from './guard.ts';
import { users } from '../aggregates.ts';

export interface AdminDeps {
  store: EventStore;
  guard: AdminGuard;
  /** For erasure: the user's files and stored mail. */
  files: FileStore;
  mailer?: Mailer;
}

export const NOT_ON_SELF = 'Anda tidak dapat mengubah akun Anda sendiri.';
export const LAST_ADMIN_ERASE = 'Admin terakhir tidak dapat dihapus.';

const idSchema = z.uuid();

/**
 * Admin actions on users (issue 7): role, ban, unban and erasure. The caller must be an admin
 * on their own user stream and confirm with their own password every time (see the guard).
 */
export function adminRoutes(deps: AdminDeps): Router {
  const { store, guard } = deps;
  const { now, cache } = guard;
  const router = new Router({ prefix: '/admin/users' });

  /** The admin, their password confirmed, and the target (another existing user). */
  const prepare = async <T extends { password: string }>(
    ctx: Context,
    schema: z.ZodType<T>,
  ): Promise<{ admin: ActiveUser; input: T; targetId: string; target: ActiveUser }> => {
    const admin = await guard.requireAdmin(ctx);
    const input = parseInput(schema, bodyOf(ctx));
    await guard.confirmPassword(admin, input.password);
    const id = ctx.params.id;
    if (!idSchema.safeParse(id).success) throw notFound(USER_NOT_FOUND);
    const targetId = id as string;
    if (targetId === admin.userId) {
      throw new AppError('VALIDATION_ERROR', NOT_ON_SELF);
    }
    const target = await guard.loadUser(targetId);
    if (target.status !== 'active') throw notFound(USER_NOT_FOUND);
    return { admin, input, targetId, target };
  };

  const removingAnAdmin = (
    ctx: Context,
    targetId: string,
    work: () => Promise<void>,
    message?: string,
  ) =>
    guard.removingAnAdmin(targetId, work, {
      recheck: () => guard.requireAdmin(ctx),
      ...(message ? { message } : {}),
    });

  const run = async (
    ctx: Context,
    admin: ActiveUser,
    targetId: string,
    command: (at: Date) => UserCommand,
    message: string,
  ) => {
    const at = now();
    const result = await users.run(
      store,
      userStreamId(targetId),
      command(at),
      commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
      { cache },
    );
    const state = result.state;
    if (state.status !== 'active') throw notFound(USER_NOT_FOUND);
    answerCommand<AdminCommandResult>(
      ctx,
      200,
      {
        message,
        data: { id: state.userId, role: state.role, status: state.banned ? 'banned' : 'active' },
      },
      result.position,
    );
  };

  router.put('/:id/role', async (ctx) => {
    const { admin, input, targetId } = await prepare(ctx, changeRoleSchema);
    const change = () =>
      run(
        ctx,
        admin,
        targetId,
        (at) => ({
          type: 'ChangeRole',
          data: { role: input.role, changedBy: admin.userId },
          metadata: { now: at },
        }),
        input.role === 'admin'
          ? 'User berhasil dipromosikan menjadi admin'
          : 'Admin berhasil diturunkan menjadi user',
      );
    await (input.role === 'user' ? removingAnAdmin(ctx, targetId, change) : change());
  });

  router.post('/:id/ban', async (ctx) => {
    const { admin, input, targetId } = await prepare(ctx, banSchema);
    await removingAnAdmin(ctx, targetId, () =>
      run(
        ctx,
        admin,
        targetId,
        (at) => ({
          type: 'Ban',
          data: { bannedBy: admin.userId, reason: input.reason ?? '' },
          metadata: { now: at },
        }),
        'User berhasil diblokir',
      ),
    );
  });

  router.post('/:id/unban', async (ctx) => {
    const { admin, targetId } = await prepare(ctx, passwordOnly);
    await run(
      ctx,
      admin,
      targetId,
      (at) => ({ type: 'Unban', data: { unbannedBy: admin.userId }, metadata: { now: at } }),
      'Blokir user berhasil dibuka',
    );
  });

  /** Erasure: UserErased, then the key destroyed and the files removed (see eraseUser). */
  router.delete('/:id', async (ctx) => {
    const { admin, targetId } = await prepare(ctx, passwordOnly);
    await removingAnAdmin(
      ctx,
      targetId,
      async () => {
        const at = now();
        const result = await eraseUser(
          deps,
          targetId,
          admin.userId,
          commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
          cache,
        );
        answerCommand<AdminCommandResult>(
          ctx,
          200,
          {
            message: 'User berhasil dihapus',
            data: { id: targetId, status: 'erased' },
          },
          result.position,
        );
      },
      LAST_ADMIN_ERASE,
    );
  });

  return router;
}
