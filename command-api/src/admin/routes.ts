import Router from '@koa/router';
import {
  AppError,
  forbidden,
  notFound,
  unauthorized,
  userRoles,
  userStreamId,
  type EventStore,
  type TokenService,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/infra/http';
import type { Context } from 'koa';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords.ts';
import { verifyBearer } from '../auth/require-user.ts';
import {
  decide,
  evolve,
  initialState,
  isSessionActive,
  USER_NOT_FOUND,
  type ActiveUser,
  type UserCommand,
  type UserState,
} from '../auth/user-decider.ts';
import { handle, loadState } from '../handle.ts';
import { StateCache } from '../state-cache.ts';
import { countActiveAdmins } from './admins.ts';

export interface AdminDeps {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
}

export const PASSWORD_REQUIRED = 'Password harus diisi';
export const WRONG_PASSWORD = 'Password salah';
export const NOT_ON_SELF = 'Anda tidak dapat mengubah akun Anda sendiri.';
export const LAST_ADMIN = 'Admin terakhir tidak dapat diturunkan.';

const password = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(1024, 'Password terlalu panjang');
const roleSchema = z.object({
  password,
  role: z.enum(userRoles, { error: "Peran harus 'admin' atau 'user'" }),
});
const banSchema = z.object({
  password,
  reason: z.string().trim().max(500, 'Alasan maksimal 500 karakter').optional(),
});
const unbanSchema = z.object({ password });
const idSchema = z.uuid();

/**
 * The target is an active admin about to stop being one: refused when they are the only one.
 * With the caller an active admin too and acting on themself refused, this is a backstop (a
 * stale count, or admins in more than one process acting at the same moment).
 */
export function assertNotLastAdmin(activeAdmins: number): void {
  if (activeAdmins <= 1) throw new AppError('CONFLICT', LAST_ADMIN);
}

/**
 * Admin actions on users (issue 7). The caller must be an admin on their own user stream (a
 * live session, the admin role, not banned) — the token's role alone is not trusted — and
 * confirm with their own password every time.
 */
export function adminRoutes(deps: AdminDeps): Router {
  const { store, tokens } = deps;
  const now = deps.now ?? (() => new Date());
  const cache = new StateCache();
  const router = new Router({ prefix: '/admin/users' });

  const loadUser = async (userId: string): Promise<UserState> =>
    (await loadState(store, userStreamId(userId), evolve, initialState, cache)).state;

  /** The signed-in admin, checked on their own stream. */
  const requireAdmin = async (ctx: Context): Promise<ActiveUser> => {
    const claims = verifyBearer(tokens, ctx);
    const state = await loadUser(claims.sub);
    if (state.status !== 'active' || !isSessionActive(state, claims.jti, now())) {
      throw unauthorized();
    }
    if (state.role !== 'admin' || claims.role !== 'admin') throw forbidden();
    return state;
  };

  /** The admin, their password confirmed, and the target (another existing user). */
  const prepare = async <T extends { password: string }>(
    ctx: Context,
    schema: z.ZodType<T>,
  ): Promise<{ admin: ActiveUser; input: T; targetId: string; target: ActiveUser }> => {
    const admin = await requireAdmin(ctx);
    const input = parseInput(schema, bodyOf(ctx));
    if (!(await verifyPassword(admin.passwordHash, input.password))) {
      throw new AppError('UNAUTHORIZED', WRONG_PASSWORD, { field: 'password' });
    }
    const id = ctx.params.id;
    if (!idSchema.safeParse(id).success) throw notFound(USER_NOT_FOUND);
    const targetId = id as string;
    if (targetId === admin.userId) {
      throw new AppError('VALIDATION_ERROR', NOT_ON_SELF);
    }
    const target = await loadUser(targetId);
    if (target.status !== 'active') throw notFound(USER_NOT_FOUND);
    return { admin, input, targetId, target };
  };

  /**
   * Demotions and bans run one at a time (in this process), with the caller checked again
   * inside: two admins removing each other at once cannot leave none.
   */
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const removingAnAdmin = (ctx: Context, targetId: string, work: () => Promise<void>) =>
    serially(async () => {
      await requireAdmin(ctx);
      const target = await loadUser(targetId);
      if (target.status === 'active' && target.role === 'admin' && !target.banned) {
        assertNotLastAdmin(await countActiveAdmins(store, cache));
      }
      await work();
    });

  const run = async (
    ctx: Context,
    admin: ActiveUser,
    targetId: string,
    command: (at: Date) => UserCommand,
    message: string,
  ) => {
    const at = now();
    const result = await handle(
      store,
      userStreamId(targetId),
      evolve,
      initialState,
      (state) => decide(command(at), state),
      commandContext(ctx, { id: admin.userId, role: 'admin' }, at),
      { cache },
    );
    const state = result.state;
    if (state.status !== 'active') throw notFound(USER_NOT_FOUND);
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message,
      data: { id: state.userId, role: state.role, status: state.banned ? 'banned' : 'active' },
      position: result.position,
    };
  };

  router.put('/:id/role', async (ctx) => {
    const { admin, input, targetId } = await prepare(ctx, roleSchema);
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
    const { admin, targetId } = await prepare(ctx, unbanSchema);
    await run(
      ctx,
      admin,
      targetId,
      (at) => ({ type: 'Unban', data: { unbannedBy: admin.userId }, metadata: { now: at } }),
      'Blokir user berhasil dibuka',
    );
  });

  return router;
}
