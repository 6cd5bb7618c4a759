import { unauthorized } from '@karier/events';
import { type TokenClaims } from '@karier/store';
import type { Context } from 'koa';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangedMail } from './mails.ts';
import { verifyPassword } from '../kit/passwords.ts';
import type { LoginRateLimiter } from '../kit/rate-limit.ts';
import { activeUser, afterAnswer, type UserCommands } from './user-commands.ts';
import { isSessionActive } from './user-decider.ts';

/**
 * The signed-in user changes their name and/or email (`ChangeDetails`). The current password,
 * which a new email needs, is checked here (hashing is slow and async; wrong ones count
 * against the user's limit); the decider decides. After a change of email the old address is
 * mailed, after the answer. Returns the user as changed and the command's position.
 */
export async function changeDetails(
  deps: {
    users: UserCommands;
    limiter: LoginRateLimiter;
    mailer: Mailer;
    appUrl: string;
  },
  ctx: Context,
  claims: TokenClaims,
  input: { name: string; email: string; currentPassword?: string | undefined },
) {
  const { users, limiter, mailer, appUrl } = deps;
  const { currentPassword, ...details } = input;
  const before = await users.loadUser(claims.sub);
  if (!isSessionActive(before, claims.jti, users.now()) || before.status !== 'active') {
    throw unauthorized();
  }
  const emailChanging = details.email.toLowerCase() !== before.email.toLowerCase();
  const currentPasswordMatches =
    emailChanging && !!currentPassword
      ? await limiter.checkPassword(claims.sub, () =>
          verifyPassword(before.passwordHash, currentPassword),
        )
      : false;
  const result = await users.executeAsUser(ctx, claims, (at) => ({
    type: 'ChangeDetails',
    data: { ...details, currentPasswordGiven: !!currentPassword, currentPasswordMatches },
    metadata: { now: at },
  }));
  const user = activeUser(result.state);
  if (user.email !== before.email) {
    // The old address hears of it, so a takeover does not go unnoticed.
    const at = users.now();
    afterAnswer('email change notice', () =>
      mailer.send(emailChangedMail(before.email, before.name, user.email, at, appUrl)),
    );
  }
  return { user, position: result.position };
}
