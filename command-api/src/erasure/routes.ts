import Router from '@koa/router';
import { passwordOnly, type CommandMessageBody } from '@karier/api-types';
import { type EventStore, type FileStore, type TokenService } from '@karier/store';
import { answerCommand, bodyOf, commandContext, parseInput } from '@karier/http';
import type { AdminGuard } from '../admin/guard.ts';
import { WRONG_OWN_PASSWORD } from '../auth/user-decider.ts';
import type { Mailer } from '../mail/mailer.ts';
import { eraseUser } from './erase-user.ts';

export interface AccountErasureDeps {
  store: EventStore;
  tokens: TokenService;
  guard: AdminGuard;
  files: FileStore;
  mailer?: Mailer;
}

export const LAST_ADMIN_SELF = 'Anda admin terakhir: tunjuk admin lain sebelum menghapus akun.';

/**
 * DELETE /api/auth/account — the right to erasure, by the user themself: their password
 * confirmed, then the same erasure an admin can run. The last admin cannot erase themself.
 */
export function accountErasureRoutes(deps: AccountErasureDeps): Router {
  const { guard } = deps;
  const router = new Router();

  router.delete('/auth/account', async (ctx) => {
    const { user } = await guard.requireUser(ctx);
    const input = parseInput(passwordOnly, bodyOf(ctx));
    // The settings page's wording ('kata sandi'), as for switching two-factor off.
    await guard.confirmPassword(user, input.password, WRONG_OWN_PASSWORD);
    await guard.removingAnAdmin(
      user.userId,
      async () => {
        const result = await eraseUser(
          deps,
          user.userId,
          user.userId,
          commandContext(ctx, { id: user.userId, role: user.role }, guard.now()),
          guard.cache,
        );
        answerCommand<CommandMessageBody>(
          ctx,
          200,
          {
            message: 'Akun Anda dan seluruh data pribadinya telah dihapus.',
          },
          result.position,
        );
      },
      { recheck: () => guard.requireUser(ctx), message: LAST_ADMIN_SELF },
    );
  });

  return router;
}
