import Router from '@koa/router';
import {
  loginSchema,
  registerSchema,
  updateDetailsSchema,
  updatePasswordSchema,
  type AuthResponse,
  type LogoutResponse,
  type PasswordChangedResponse,
  type TwoFactorChallenge,
  type UpdateDetailsResponse,
} from '@karier/api-types';
import { warmPasswordRule } from '@karier/api-types/password-strength';
import { unauthorized } from '@karier/events';
import { answerCommand, bodyOf, parseInput } from '@karier/http';
import { createMailer } from '../mail/mailer.ts';
import { changeDetails } from './change-details.ts';
import { logIn } from './log-in.ts';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../kit/passwords.ts';
import { limiterStoreOf } from '../kit/limiter-store.ts';
import { RegistrationLimiter, sharedLoginLimiter } from '../kit/rate-limit.ts';
import { register } from './register.ts';
import { activeUser, type AuthDeps, type UserCommands } from './user-commands.ts';
import { isSessionActive } from './user-decider.ts';

export type { AuthDeps } from './user-commands.ts';

/** Registration, sign-in and sign-out, and the account's own details and password. */
export function authRoutes(deps: AuthDeps & { users: UserCommands }): Router {
  const { store, config, users } = deps;
  const { now, loadUser, executeAsUser, claimsOf } = users;
  // Shared with the admin guard and the security routes: sign-ins and every password check by
  // a token holder.
  const limits = limiterStoreOf(store);
  const limiter = sharedLoginLimiter(config.loginLimits, limits);
  const registrations = new RegistrationLimiter(config.registerLimits, limits);
  const mailer = deps.mailer ?? createMailer(config.mail);
  // Built once per process now, not inside the first sign-up (a lazy build there made the
  // in-process PGlite erasure spec lose a keep-alive connection, 3 runs of 3).
  warmPasswordRule();
  const router = new Router();

  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerSchema, bodyOf(ctx));
    await registrations.beforeAttempt(ctx.ip);
    // After the limiter: judging a password costs milliseconds of CPU, each attempt counts.
    refuseWeakPassword(input.password, {
      field: 'password',
      label: 'Kata sandi',
      userInputs: [input.name, input.email],
    });
    const { token, result } = await register(deps, ctx, input);
    answerCommand<AuthResponse>(
      ctx,
      201,
      { token, user: activeUser(result.state) },
      result.position,
    );
  });

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginSchema, bodyOf(ctx));
    const signedIn = await logIn({ ...deps, limiter }, ctx, input);
    if ('challengeToken' in signedIn) {
      // The password was right; the session waits for the second factor.
      const { challengeToken } = signedIn;
      ctx.body = {
        success: true,
        twoFactorRequired: true,
        challengeToken,
      } satisfies TwoFactorChallenge;
      return;
    }
    const { token, result } = signedIn;
    answerCommand<AuthResponse>(
      ctx,
      200,
      { token, user: activeUser(result.state) },
      result.position,
    );
  });

  router.get('/auth/logout', async (ctx) => {
    const claims = claimsOf(ctx);
    const result = await executeAsUser(
      ctx,
      claims,
      (at) => ({ type: 'LogOut', data: { sessionId: claims.jti }, metadata: { now: at } }),
      3,
    );
    answerCommand<LogoutResponse>(ctx, 200, { message: 'Berhasil keluar' }, result.position);
  });

  router.put('/auth/updatedetails', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(updateDetailsSchema, bodyOf(ctx));
    const details = { users, limiter, mailer, appUrl: config.appUrl };
    const { user, position } = await changeDetails(details, ctx, claims, input);
    answerCommand<UpdateDetailsResponse>(ctx, 200, { data: user }, position);
  });

  router.put('/auth/updatepassword', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(updatePasswordSchema, bodyOf(ctx));
    // Hashing is slow and async, so it happens before the (pure, synchronous) decision.
    const current = await loadUser(claims.sub);
    if (!isSessionActive(current, claims.jti, now())) throw unauthorized();
    refuseWeakPassword(input.newPassword, {
      field: 'newPassword',
      label: 'Kata sandi baru',
      userInputs: current.status === 'active' ? [current.name, current.email] : [],
    });
    const currentPasswordMatches =
      current.status === 'active' &&
      (await limiter.checkPassword(claims.sub, () =>
        verifyPassword(current.passwordHash, input.currentPassword),
      ));
    const newPasswordHash = currentPasswordMatches ? await hashPassword(input.newPassword) : '-';
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'ChangePassword',
      data: { currentPasswordMatches, newPasswordHash, currentSessionId: claims.jti },
      metadata: { now: at },
    }));
    answerCommand<PasswordChangedResponse>(
      ctx,
      200,
      { message: 'Kata sandi berhasil diperbarui' },
      result.position,
    );
  });

  return router;
}
