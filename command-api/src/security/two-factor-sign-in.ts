import { randomUUID } from 'node:crypto';
import { AppError, unauthorized } from '@karier/events';
import { verifyChallenge, type TokenService } from '@karier/store';
import type { Context } from 'koa';
import type { LoginRateLimiter } from '../kit/rate-limit.ts';
import type { UserCommands } from '../auth/user-commands.ts';
import type { SecondFactor } from '../auth/user-decider.ts';
import { hashRecoveryCode, totpFactor } from './two-factor.ts';

/**
 * The second step of a sign-in with two-factor on (`LogIn` with the second factor): the
 * challenge of the password step, and a TOTP code or a recovery code. The code is checked
 * here (a TOTP check is async); the decider decides, the challenge used once. Wrong codes
 * count against `limiter` (per IP, and per user). Returns the session's token and the
 * command's result.
 */
export async function logInWithSecondFactor(
  deps: { tokens: TokenService; users: UserCommands; limiter: LoginRateLimiter },
  ctx: Context,
  input: { challengeToken: string; code?: string | undefined; recoveryCode?: string | undefined },
) {
  const { tokens, limiter } = deps;
  const { now, loadUser, execute } = deps.users;
  const { userId, challengeId } = verifyChallenge(tokens, input.challengeToken);
  await limiter.beforeAttempt(ctx.ip, userId);
  const before = await loadUser(userId);
  if (before.status !== 'active') throw unauthorized();
  const secondFactor: SecondFactor =
    input.recoveryCode !== undefined
      ? { kind: 'recovery', codeHash: hashRecoveryCode(input.recoveryCode) }
      : await totpFactor(before.twoFactor.secret, input.code ?? '', before.twoFactor.lastTimeStep);
  const at = now();
  const sessionId = randomUUID();
  const { token, expiresAt } = tokens.issue(userId, before.role, sessionId, at);
  let result;
  try {
    result = await execute(
      ctx,
      userId,
      { id: userId, role: before.role },
      at,
      () => ({
        type: 'LogIn',
        data: { passwordMatches: true, sessionId, expiresAt, secondFactor, challengeId },
        metadata: { now: at },
      }),
      3,
    );
  } catch (err) {
    if (err instanceof AppError && err.status === 401) await limiter.failed(ctx.ip, userId);
    throw err;
  }
  await limiter.succeeded(ctx.ip, userId);
  return { token, result };
}
