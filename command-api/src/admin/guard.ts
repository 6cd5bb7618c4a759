import { AppError, forbidden, userStreamId } from '@karier/events';
import { type EventStore, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import { verifyPassword } from '../kit/passwords.ts';
import { limiterStoreOf } from '../kit/limiter-store.ts';
import { sharedLoginLimiter, type LoginLimits } from '../kit/rate-limit.ts';
import { createRequireUser } from '../kit/require-user.ts';
import type { ActiveUser, UserState } from '../auth/user-decider.ts';
import { keyedQueue } from '../keyed-queue.ts';
import { StateCache } from '../state-cache.ts';
import { countActiveAdmins } from './admins.ts';
import { users } from '../aggregates.ts';

export const WRONG_PASSWORD = 'Kata sandi salah';
export const LAST_ADMIN = 'Admin terakhir tidak dapat diturunkan.';

/**
 * The target is an active admin about to stop being one: refused when they are the only one.
 * With the caller an active admin too and acting on themself refused, this is a backstop (a
 * stale count, or admins in more than one process acting at the same moment).
 */
export function assertNotLastAdmin(activeAdmins: number, message = LAST_ADMIN): void {
  if (activeAdmins <= 1) throw new AppError('CONFLICT', message);
}

export type AdminGuard = ReturnType<typeof createAdminGuard>;

/**
 * What every admin command needs: the caller checked as an admin on their own user stream (a
 * live session, the admin role, not banned — the token's role alone is not trusted), their
 * password confirmed, and changes that could leave no admin run one at a time. One guard is
 * shared by every route of a command process, so that queue covers them all.
 */
export function createAdminGuard(deps: {
  store: EventStore;
  tokens: TokenService;
  now?: () => Date;
  /** The sign-in limits: wrong passwords here count against the user like failed sign-ins. */
  config?: { loginLimits: LoginLimits };
}) {
  const { store, tokens } = deps;
  const limiter = deps.config
    ? sharedLoginLimiter(deps.config.loginLimits, limiterStoreOf(store))
    : null;
  const now = deps.now ?? (() => new Date());
  const cache = new StateCache();

  const loadUser = async (userId: string): Promise<UserState> =>
    (await users.load(store, userStreamId(userId), cache)).state;

  /** The signed-in user, with a live session on their own stream. */
  const requireUser = createRequireUser({ store, tokens, now, cache });

  /** The signed-in admin: the admin role on their own stream, not only in the token. */
  const requireAdmin = async (ctx: Context): Promise<ActiveUser> => {
    const { claims, user } = await requireUser(ctx);
    if (user.role !== 'admin' || claims.role !== 'admin') throw forbidden();
    return user;
  };

  /**
   * 401 `wrong` ('Kata sandi salah' for the admin actions) unless `password` is the user's own;
   * 429 once the user's wrong passwords are spent (the sign-in limiter, per user).
   */
  const confirmPassword = async (
    user: ActiveUser,
    password: string,
    wrong: string = WRONG_PASSWORD,
  ): Promise<void> => {
    const check = () => verifyPassword(user.passwordHash, password);
    if (!(await (limiter ? limiter.checkPassword(user.userId, check) : check()))) {
      throw new AppError('UNAUTHORIZED', wrong, { field: 'password' });
    }
  };

  const queue = keyedQueue();
  const serially = <T>(work: () => Promise<T>): Promise<T> =>
    queue.run('admin-removal', () => acrossProcesses(store, work));

  /**
   * Demotions, bans and erasures run one at a time — in this process (a queue, so a process
   * waits on one connection at most) and across every process sharing the database (a
   * transaction-scoped advisory lock held until the work's append has committed) — with the
   * caller checked again inside (`recheck`): two admins removing each other at once, through
   * the same process or two, cannot leave none.
   */
  const removingAnAdmin = <T>(
    targetId: string,
    work: () => Promise<T>,
    opts: { recheck?: () => Promise<unknown>; message?: string } = {},
  ): Promise<T> =>
    serially(async () => {
      await opts.recheck?.();
      const target = await loadUser(targetId);
      if (target.status === 'active' && target.role === 'admin' && !target.banned) {
        assertNotLastAdmin(await countActiveAdmins(store, cache), opts.message);
      }
      return work();
    });

  return { cache, now, loadUser, requireUser, requireAdmin, confirmPassword, removingAnAdmin };
}

/** Advisory lock key of admin removals (any constant; 7340001 is the append lock). */
export const ADMIN_REMOVAL_LOCK = 7340002;

/**
 * `work` under a transaction-scoped advisory lock on PostgreSQL: the transaction only holds the
 * lock (its connection idles), the work reads and appends on other connections and has committed
 * when the lock is released. PGlite is one process: the in-process queue is enough.
 */
async function acrossProcesses<T>(store: EventStore, work: () => Promise<T>): Promise<T> {
  if (store.db.kind !== 'postgres') return work();
  return store.knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [ADMIN_REMOVAL_LOCK]);
    return work();
  });
}
