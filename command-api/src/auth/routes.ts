import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  AppError,
  issueChallenge,
  verifyChallenge,
  unauthorized,
  userStreamId,
  type ActorRole,
  type EventStore,
  type TokenClaims,
  type TokenService,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/infra/http';
import type { Context } from 'koa';
import type { CommandConfig } from '../config.ts';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from './schemas.ts';
import { commandHandler, type Plan } from '../handle.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { GoogleSignIn } from '../security/google.ts';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordLimiter,
  hashResetToken,
  newResetToken,
  PASSWORD_RESET_DONE,
  resetMail,
  RESET_TTL_MS,
  userIdOfResetToken,
} from '../security/password-reset.ts';
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginTwoFactorSchema,
  resetPasswordSchema,
} from '../security/schemas.ts';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  totpFactor,
  totpValid,
} from '../security/two-factor.ts';
import { StateCache } from '../state-cache.ts';
import { verifyBearer } from './require-user.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { limiterStoreOf } from './limiter-store.ts';
import { LoginRateLimiter, RegistrationLimiter, sharedLoginLimiter } from './rate-limit.ts';
import { emailChangedMail } from './mails.ts';
import {
  loginSchema,
  registerSchema,
  updateDetailsSchema,
  updatePasswordSchema,
} from './schemas.ts';
import {
  INVALID_CREDENTIALS,
  INVALID_RESET_LINK,
  TWO_FACTOR_REQUIRED,
  isSessionActive,
  publicUser,
  userDecider,
  type SecondFactor,
  type UserCommand,
  type UserEvent,
  type UserState,
} from './user-decider.ts';

export interface AuthDeps {
  store: EventStore;
  tokens: TokenService;
  config: CommandConfig;
  now?: () => Date;
  mailer?: Mailer;
}

/**
 * Emails are reserved with the registration and moved with a change of email; a linked Google
 * identity is reserved so that it signs in to one account only.
 */
function withReservations(events: UserEvent[]): Omit<Plan<UserEvent>, 'events'> {
  const reserve: { scope: string; value: string }[] = [];
  const release: { scope: string; value: string }[] = [];
  for (const e of events) {
    if (e.type === 'UserRegistered') reserve.push({ scope: 'email', value: e.data.email });
    if (e.type === 'UserDetailsChanged' && e.data.previousEmail) {
      reserve.push({ scope: 'email', value: e.data.email });
      release.push({ scope: 'email', value: e.data.previousEmail });
    }
    if (e.type === 'ExternalAccountLinked') {
      reserve.push({ scope: GOOGLE_SCOPE, value: e.data.subject });
    }
  }
  return {
    ...(reserve.length ? { reserve } : {}),
    ...(release.length ? { release } : {}),
  };
}

const users = commandHandler(userDecider);

const GOOGLE_SCOPE = 'google-subject';
const GOOGLE_COOKIE = 'karier_google';
const GOOGLE_PURPOSE = 'google-login';

/** A same-site path to go to after sign-in (never another origin). */
function safeRedirect(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]{0,200}$/.test(value)
    ? value
    : '/dashboard';
}

function answer(
  ctx: Context,
  status: number,
  body: Record<string, unknown>,
  position: number | null,
) {
  ctx.status = status;
  if (position !== null) ctx.set(POSITION_HEADER, String(position));
  ctx.body = { success: true, ...body, position };
}

/** The decider refused with 401 and `message`. */
const isRefusal = (err: unknown, message: string) =>
  err instanceof AppError && err.status === 401 && err.message === message;

const activeUser = (state: UserState) => {
  if (state.status !== 'active') throw unauthorized();
  return publicUser(state);
};

export function authRoutes(deps: AuthDeps): Router {
  const { store, tokens, config } = deps;
  const now = deps.now ?? (() => new Date());
  // Shared with the admin guard: sign-ins and every password check by a token holder.
  const limits = limiterStoreOf(store);
  const limiter = sharedLoginLimiter(config.loginLimits, limits);
  const registrations = new RegistrationLimiter(config.registerLimits, limits);
  // The code step of a two-factor sign-in: per IP, and failed codes per user.
  const twoFactorLimiter = new LoginRateLimiter(config.loginLimits, limits, 'two-factor');
  const forgotLimiter = new ForgotPasswordLimiter(limits);
  const mailer = deps.mailer ?? createMailer(config.mail);
  const google = config.google
    ? new GoogleSignIn(config.google, `${config.appUrl}/api/auth/google/callback`)
    : null;
  const cache = new StateCache();
  const router = new Router();

  /**
   * Mail sent after the answer: a request never waits for (or reveals by its timing) the
   * mailer; a failure is logged without the message's links.
   */
  const afterAnswer = (what: string, work: () => Promise<unknown>) => {
    setImmediate(() => {
      work().catch((err: unknown) => {
        console.error(`[auth] ${what} failed: ${err instanceof Error ? err.name : 'error'}`);
      });
    });
  };

  /** Work queued per key, one task at a time (the per-email reset mails). */
  const resetWork = (() => {
    const tails = new Map<string, Promise<void>>();
    return {
      run(key: string, task: () => Promise<void>): Promise<void> {
        const next = (tails.get(key) ?? Promise.resolve()).then(task, task);
        const tail = next.catch(() => undefined);
        tails.set(key, tail);
        void tail.then(() => {
          if (tails.get(key) === tail) tails.delete(key);
        });
        return next;
      },
    };
  })();

  const loadUser = async (userId: string): Promise<UserState> =>
    (await users.load(store, userStreamId(userId), cache)).state;

  /** Load → decide → append on the user's stream, on behalf of `actor`. */
  const execute = (
    ctx: Context,
    userId: string,
    actor: { id: string; role: ActorRole },
    at: Date,
    command: (state: UserState) => UserCommand,
    retries = 0,
  ) =>
    users.run(store, userStreamId(userId), command, commandContext(ctx, actor, at), {
      retries,
      cache,
      reservations: withReservations,
    });

  const claimsOf = (ctx: Context): TokenClaims => verifyBearer(tokens, ctx);

  /** A command by the signed-in user; their session is checked against their own stream. */
  const executeAsUser = (
    ctx: Context,
    claims: TokenClaims,
    command: (at: Date) => UserCommand,
    retries = 0,
  ) => {
    const at = now();
    return execute(
      ctx,
      claims.sub,
      { id: claims.sub, role: claims.role },
      at,
      (state) => {
        if (!isSessionActive(state, claims.jti, at)) throw unauthorized();
        return command(at);
      },
      retries,
    );
  };

  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerSchema, bodyOf(ctx));
    await registrations.beforeAttempt(ctx.ip);
    // Fast path only: the reservation written with the append is what guarantees uniqueness.
    if (await store.findReservation('email', input.email)) {
      throw new AppError('CONFLICT', 'Email sudah terdaftar', { field: 'email' });
    }
    const at = now();
    const userId = randomUUID();
    const sessionId = randomUUID();
    const role = config.adminEmails.has(input.email) ? 'admin' : 'user';
    const { token, expiresAt } = tokens.issue(userId, role, sessionId, at);
    const passwordHash = await hashPassword(input.password);
    const result = await execute(ctx, userId, { id: userId, role: 'anonymous' }, at, () => ({
      type: 'RegisterUser',
      data: {
        userId,
        name: input.name,
        email: input.email,
        passwordHash,
        role,
        sessionId,
        expiresAt,
      },
      metadata: { now: at },
    }));
    answer(ctx, 201, { token, user: activeUser(result.state) }, result.position);
  });

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginSchema, bodyOf(ctx));
    await limiter.beforeAttempt(ctx.ip, input.email);
    const stream = await store.findReservation('email', input.email);
    const userId = stream?.slice('user-'.length);
    const before = userId ? await loadUser(userId) : null;
    // Hashing is slow and async, so it happens before the (pure) decision; an unknown email
    // is checked against a dummy hash, in the same time.
    const passwordMatches =
      before?.status === 'active'
        ? await verifyPassword(before.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
    const at = now();
    const sessionId = randomUUID();
    const role = before?.status === 'active' ? before.role : 'user';
    const { token, expiresAt } = tokens.issue(userId ?? sessionId, role, sessionId, at);
    let result;
    try {
      // No account at all: refused like a wrong password (there is no stream to decide on).
      if (!userId) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
      result = await execute(
        ctx,
        userId,
        { id: userId, role },
        at,
        () => ({
          type: 'LogIn',
          data: { passwordMatches, sessionId, expiresAt },
          metadata: { now: at },
        }),
        3,
      );
    } catch (err) {
      if (isRefusal(err, INVALID_CREDENTIALS)) await limiter.failed(ctx.ip, input.email);
      if (!userId || !isRefusal(err, TWO_FACTOR_REQUIRED)) throw err;
      // The password was right; the session waits for the second factor.
      await limiter.succeeded(ctx.ip, input.email);
      ctx.body = {
        success: true,
        twoFactorRequired: true,
        challengeToken: issueChallenge(tokens, userId, at),
      };
      return;
    }
    await limiter.succeeded(ctx.ip, input.email);
    answer(ctx, 200, { token, user: activeUser(result.state) }, result.position);
  });

  router.get('/auth/logout', async (ctx) => {
    const claims = claimsOf(ctx);
    const result = await executeAsUser(
      ctx,
      claims,
      (at) => ({ type: 'LogOut', data: { sessionId: claims.jti }, metadata: { now: at } }),
      3,
    );
    answer(ctx, 200, { message: 'Berhasil keluar' }, result.position);
  });

  router.put('/auth/updatedetails', async (ctx) => {
    const claims = claimsOf(ctx);
    const { currentPassword, ...input } = parseInput(updateDetailsSchema, bodyOf(ctx));
    const before = await loadUser(claims.sub);
    if (!isSessionActive(before, claims.jti, now()) || before.status !== 'active') {
      throw unauthorized();
    }
    // A new email moves the account: a stolen token alone must not do that.
    const emailChanging = input.email.toLowerCase() !== before.email.toLowerCase();
    let currentPasswordMatches = false;
    if (emailChanging) {
      if (!currentPassword) {
        throw new AppError('VALIDATION_ERROR', EMAIL_CHANGE_NEEDS_PASSWORD, {
          field: 'currentPassword',
        });
      }
      currentPasswordMatches = await limiter.checkPassword(claims.sub, () =>
        verifyPassword(before.passwordHash, currentPassword),
      );
    }
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'ChangeDetails',
      data: { ...input, currentPasswordMatches },
      metadata: { now: at },
    }));
    const after = activeUser(result.state);
    if (after.email !== before.email) {
      // The old address hears of it, so a takeover does not go unnoticed.
      const at = now();
      afterAnswer('email change notice', () =>
        mailer.send(emailChangedMail(before.email, before.name, after.email, at, config.appUrl)),
      );
    }
    answer(ctx, 200, { data: after }, result.position);
  });

  router.put('/auth/updatepassword', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(updatePasswordSchema, bodyOf(ctx));
    // Hashing is slow and async, so it happens before the (pure, synchronous) decision.
    const current = await loadUser(claims.sub);
    if (!isSessionActive(current, claims.jti, now())) throw unauthorized();
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
    answer(ctx, 200, { message: 'Kata sandi berhasil diperbarui' }, result.position);
  });

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
    answer(ctx, 200, { revoked }, result.position);
  });

  router.post('/auth/login/2fa', async (ctx) => {
    const input = parseInput(loginTwoFactorSchema, bodyOf(ctx));
    const { userId, challengeId } = verifyChallenge(tokens, input.challengeToken);
    await twoFactorLimiter.beforeAttempt(ctx.ip, userId);
    const before = await loadUser(userId);
    if (before.status !== 'active') throw unauthorized();
    const secondFactor: SecondFactor =
      input.recoveryCode !== undefined
        ? { kind: 'recovery', codeHash: hashRecoveryCode(input.recoveryCode) }
        : await totpFactor(
            before.twoFactor.secret,
            input.code ?? '',
            before.twoFactor.lastTimeStep,
          );
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
      if (err instanceof AppError && err.status === 401) {
        await twoFactorLimiter.failed(ctx.ip, userId);
      }
      throw err;
    }
    await twoFactorLimiter.succeeded(ctx.ip, userId);
    answer(ctx, 200, { token, user: activeUser(result.state) }, result.position);
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
    ctx.body = { success: true, ...(await totpEnrolment(secret, user.email)) };
  });

  router.post('/auth/2fa/enable', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(enableTwoFactorSchema, bodyOf(ctx));
    const current = await loadUser(claims.sub);
    if (!isSessionActive(current, claims.jti, now())) throw unauthorized();
    const pending = current.status === 'active' ? current.twoFactor.pendingSecret : null;
    const codeValid = await totpValid(pending, input.code);
    const { codes, hashes } = newRecoveryCodes();
    const result = await executeAsUser(ctx, claims, (at) => ({
      type: 'EnableTwoFactor',
      data: { secret: pending ?? '', codeValid, recoveryCodeHashes: hashes },
      metadata: { now: at },
    }));
    answer(ctx, 200, { recoveryCodes: codes }, result.position);
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
    answer(ctx, 200, {}, result.position);
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
      resetWork.run(input.email.toLowerCase(), async () => {
        const stream = await store.findReservation('email', input.email);
        const userId = stream?.slice('user-'.length);
        const user = userId ? await loadUser(userId) : null;
        if (!userId || user?.status !== 'active' || !(await forgotLimiter.perEmail(input.email))) {
          return;
        }
        const at = now();
        const { token, tokenHash } = newResetToken(userId);
        // ctx outlives the answer as a plain object: the event still names its request.
        await execute(
          ctx,
          userId,
          { id: userId, role: 'anonymous' },
          at,
          () => ({
            type: 'RequestPasswordReset',
            data: { tokenHash, expiresAt: new Date(at.getTime() + RESET_TTL_MS) },
            metadata: { now: at },
          }),
          3,
        );
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send(resetMail(user.email, user.name, link));
      }),
    );
    ctx.body = { success: true, message: FORGOT_PASSWORD_ANSWER };
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
    const newPasswordHash = await hashPassword(input.password);
    const at = now();
    const result = await execute(ctx, userId, { id: userId, role: before.role }, at, () => ({
      type: 'ResetPassword',
      data: { tokenHash, newPasswordHash },
      metadata: { now: at },
    }));
    answer(ctx, 200, { message: PASSWORD_RESET_DONE }, result.position);
  });

  router.get('/auth/google/config', (ctx) => {
    ctx.body = { success: true, enabled: google !== null };
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
      const flow = tokens.decode(cookie) as Record<string, unknown> | null;
      if (
        !flow ||
        flow.purpose !== GOOGLE_PURPOSE ||
        typeof flow.state !== 'string' ||
        typeof flow.nonce !== 'string' ||
        typeof flow.codeVerifier !== 'string'
      ) {
        throw new Error('bad flow');
      }
      const identity = await google.finish(ctx.querystring, {
        state: flow.state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
      const at = now();
      const sessionId = randomUUID();
      const linked =
        (await store.findReservation(GOOGLE_SCOPE, identity.subject)) ??
        (await store.findReservation('email', identity.email));
      let result;
      let token;
      if (linked) {
        const userId = linked.slice('user-'.length);
        const before = await loadUser(userId);
        if (before.status !== 'active') throw new Error('no user');
        const issued = tokens.issue(userId, before.role, sessionId, at);
        token = issued.token;
        result = await execute(ctx, userId, { id: userId, role: before.role }, at, () => ({
          type: 'LogInWithGoogle',
          data: {
            subject: identity.subject,
            email: identity.email,
            sessionId,
            expiresAt: issued.expiresAt,
          },
          metadata: { now: at },
        }));
      } else {
        const userId = randomUUID();
        const role = config.adminEmails.has(identity.email) ? 'admin' : 'user';
        const issued = tokens.issue(userId, role, sessionId, at);
        token = issued.token;
        // No password is known: a random one nobody has (forgot-password sets a real one).
        const passwordHash = await hashPassword(randomUUID() + randomUUID());
        result = await execute(ctx, userId, { id: userId, role: 'anonymous' }, at, () => ({
          type: 'RegisterWithGoogle',
          data: {
            userId,
            name: identity.name,
            email: identity.email,
            passwordHash,
            role,
            subject: identity.subject,
            sessionId,
            expiresAt: issued.expiresAt,
          },
          metadata: { now: at },
        }));
      }
      const fragment = new URLSearchParams({
        token,
        position: String(result.position ?? ''),
        redirectTo: safeRedirect(flow.redirectTo),
      });
      if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
      ctx.redirect(`/auth/callback#${fragment.toString()}`);
    } catch {
      ctx.redirect('/login?error=google');
    }
  });

  return router;
}
