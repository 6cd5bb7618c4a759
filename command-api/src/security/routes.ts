import Router from '@koa/router';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginTwoFactorSchema,
  resetPasswordSchema,
  type AuthResponse,
  type DisableTwoFactorResponse,
  type EnableTwoFactorResponse,
  type ForgotPasswordResponse,
  type GoogleConfig,
  type PasswordChangedResponse,
  type RevokeOtherSessionsResponse,
  type TwoFactorSetup,
} from '@karier/api-types';
import { AppError, unauthorized } from '@karier/events';
import { answerCommand, bodyOf, parseInput, POSITION_HEADER } from '@karier/http';
import { limiterStoreOf } from '../kit/limiter-store.ts';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../kit/passwords.ts';
import { LoginRateLimiter, sharedLoginLimiter } from '../kit/rate-limit.ts';
import {
  activeUser,
  afterAnswer,
  type AuthDeps,
  type UserCommands,
} from '../auth/user-commands.ts';
import {
  INVALID_RESET_LINK,
  isSessionActive,
  sessionNotLive,
  type SecondFactor,
} from '../auth/user-decider.ts';
import { keyedQueue } from '../keyed-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { GoogleSignIn } from './google.ts';
import { finishGoogleSignIn, GOOGLE_PURPOSE } from './google-sign-in.ts';
import { logInWithSecondFactor } from './two-factor-sign-in.ts';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordLimiter,
  hashResetToken,
  PASSWORD_RESET_DONE,
  sendResetLink,
  userIdOfResetToken,
} from './password-reset.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  totpFactor,
  totpValid,
} from './two-factor.ts';

const GOOGLE_COOKIE = 'karier_google';

/** A same-site path to go to after sign-in (never another origin). */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]{0,200}$/.test(value)
    ? value
    : '/dashboard';
}

/**
 * Account security (issue 4): other sessions revoked, two-factor sign-in and its setup,
 * forgotten passwords, and sign-in with Google.
 */
export function securityRoutes(deps: AuthDeps & { users: UserCommands }): Router {
  const { store, tokens, config, users } = deps;
  const { now, loadUser, execute, executeAsUser, claimsOf } = users;
  const limits = limiterStoreOf(store);
  // Shared with the sign-in routes and the admin guard: every password check by a token holder.
  const limiter = sharedLoginLimiter(config.loginLimits, limits);
  // The code step of a two-factor sign-in: per IP, and failed codes per user.
  const twoFactorLimiter = new LoginRateLimiter(config.loginLimits, limits, 'two-factor');
  const forgotLimiter = new ForgotPasswordLimiter(limits);
  const mailer = deps.mailer ?? createMailer(config.mail);
  const google = config.google
    ? new GoogleSignIn(config.google, `${config.appUrl}/api/auth/google/callback`)
    : null;
  const router = new Router();

  /** The per-email reset mails, one at a time per email. */
  const resetWork = keyedQueue();

  router.post('/auth/sessions/revoke-others', async (ctx) => {
    const claims = claimsOf(ctx);
    const at = now();
    const result = await execute(
      ctx,
      claims.sub,
      { id: claims.sub, role: claims.role },
      at,
      () => ({
        type: 'RevokeOtherSessions',
        data: { currentSessionId: claims.jti },
        metadata: { now: at },
      }),
      3,
    );
    const revoked = result.events.reduce(
      (n, e) => n + (e.type === 'OtherSessionsRevoked' ? e.data.revokedSessionIds.length : 0),
      0,
    );
    answerCommand<RevokeOtherSessionsResponse>(ctx, 200, { revoked }, result.position);
  });

  router.post('/auth/login/2fa', async (ctx) => {
    const input = parseInput(loginTwoFactorSchema, bodyOf(ctx));
    const signIn = { tokens, users, limiter: twoFactorLimiter };
    const { token, result } = await logInWithSecondFactor(signIn, ctx, input);
    answerCommand<AuthResponse>(
      ctx,
      200,
      { token, user: activeUser(result.state) },
      result.position,
    );
  });

  router.post('/auth/2fa/setup', async (ctx) => {
    const claims = claimsOf(ctx);
    const secret = newTotpSecret();
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'StartTwoFactorSetup',
      data: { secret },
      metadata: { now: at },
    }));
    const user = activeUser(result.state);
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      ...(await totpEnrolment(secret, user.email)),
    } satisfies TwoFactorSetup;
  });

  router.post('/auth/2fa/enable', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(enableTwoFactorSchema, bodyOf(ctx));
    const current = await loadUser(claims.sub);
    if (!isSessionActive(current, claims.jti, now())) throw sessionNotLive(current, claims.jti);
    const pending = current.status === 'active' ? current.twoFactor.pendingSecret : null;
    const codeValid = await totpValid(pending, input.code);
    const { codes, hashes } = newRecoveryCodes();
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'EnableTwoFactor',
      data: { secret: pending ?? '', codeValid, recoveryCodeHashes: hashes },
      metadata: { now: at },
    }));
    answerCommand<EnableTwoFactorResponse>(ctx, 200, { recoveryCodes: codes }, result.position);
  });

  router.post('/auth/2fa/disable', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(disableTwoFactorSchema, bodyOf(ctx));
    const current = await loadUser(claims.sub);
    if (!isSessionActive(current, claims.jti, now()) || current.status !== 'active') {
      throw unauthorized();
    }
    const passwordMatches = await limiter.checkPassword(claims.sub, () =>
      verifyPassword(current.passwordHash, input.password),
    );
    const secondFactor: SecondFactor = /^\d{6}$/.test(input.code)
      ? await totpFactor(current.twoFactor.secret, input.code, current.twoFactor.lastTimeStep)
      : { kind: 'recovery', codeHash: hashRecoveryCode(input.code) };
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'DisableTwoFactor',
      data: { passwordMatches, secondFactor },
      metadata: { now: at },
    }));
    answerCommand<DisableTwoFactorResponse>(ctx, 200, {}, result.position);
  });

  router.post('/auth/forgot-password', async (ctx) => {
    const input = parseInput(forgotPasswordSchema, bodyOf(ctx));
    await forgotLimiter.perIp(ctx.ip);
    // Everything that depends on the account happens after the answer: a known and an unknown
    // email are answered alike, in the same time.
    // Requests for one email run their work one after another (sent in a burst, they would
    // otherwise race on the user's stream), and a version conflict with another process is
    // retried: asking for a reset is safe to repeat.
    afterAnswer('password reset mail', () =>
      resetWork.run(input.email.toLowerCase(), () =>
        sendResetLink(
          { store, users, limiter: forgotLimiter, mailer, appUrl: config.appUrl },
          ctx,
          input.email,
        ),
      ),
    );
    ctx.body = { success: true, message: FORGOT_PASSWORD_ANSWER } satisfies ForgotPasswordResponse;
  });

  router.post('/auth/reset-password', async (ctx) => {
    const input = parseInput(resetPasswordSchema, bodyOf(ctx));
    const userId = userIdOfResetToken(input.token);
    if (!userId) throw new AppError('VALIDATION_ERROR', INVALID_RESET_LINK, { field: 'token' });
    const tokenHash = hashResetToken(input.token);
    const before = await loadUser(userId);
    const open =
      before.status === 'active' && new Date(before.passwordResets.get(tokenHash) ?? 0) > now();
    if (!open) throw new AppError('VALIDATION_ERROR', INVALID_RESET_LINK, { field: 'token' });
    // No account words: the reset form does not know whose link it holds (its meter judges alike).
    refuseWeakPassword(input.password, { field: 'password', label: 'Kata sandi' });
    const newPasswordHash = await hashPassword(input.password);
    const at = now();
    const result = await execute(ctx, userId, { id: userId, role: before.role }, at, () => ({
      type: 'ResetPassword',
      data: { tokenHash, newPasswordHash },
      metadata: { now: at },
    }));
    answerCommand<PasswordChangedResponse>(
      ctx,
      200,
      { message: PASSWORD_RESET_DONE },
      result.position,
    );
  });

  router.get('/auth/google/config', (ctx) => {
    ctx.body = { success: true, enabled: google !== null } satisfies GoogleConfig;
  });

  router.get('/auth/google', async (ctx) => {
    if (!google) throw new AppError('NOT_FOUND', 'Masuk dengan Google tidak tersedia');
    const start = await google.start();
    const flow = tokens.sign(
      {
        sub: 'google',
        purpose: GOOGLE_PURPOSE,
        state: start.state,
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        redirectTo: safeRedirect(ctx.query.redirectTo),
      },
      now(),
      10 * 60,
    );
    ctx.cookies.set(GOOGLE_COOKIE, flow, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/api/auth/google',
      maxAge: 10 * 60 * 1000,
      secure: ctx.secure,
    });
    ctx.redirect(start.url);
  });

  router.get('/auth/google/callback', async (ctx) => {
    const cookie = ctx.cookies.get(GOOGLE_COOKIE);
    ctx.cookies.set(GOOGLE_COOKIE, null, { path: '/api/auth/google' });
    try {
      if (!google || !cookie) throw new Error('no flow');
      const signIn = { ...deps, now, google };
      const { token, result, redirectTo } = await finishGoogleSignIn(signIn, ctx, cookie);
      const position = String(result.position ?? '');
      const fragment = new URLSearchParams({
        token,
        position,
        redirectTo: safeRedirect(redirectTo),
      });
      if (result.position !== null) ctx.set(POSITION_HEADER, position);
      ctx.redirect(`/auth/callback#${fragment.toString()}`);
    } catch {
      ctx.redirect('/login?error=google');
    }
  });

  return router;
}
