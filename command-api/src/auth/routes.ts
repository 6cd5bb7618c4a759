import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import { AppError, issueChallenge, unauthorized } from '@karier/events';
import { bodyOf, parseInput } from '@karier/http';
import { createMailer } from '../mail/mailer.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { limiterStoreOf } from './limiter-store.ts';
import { RegistrationLimiter, sharedLoginLimiter } from './rate-limit.ts';
import { emailChangedMail } from './mails.ts';
import {
  EMAIL_CHANGE_NEEDS_PASSWORD,
  loginSchema,
  registerSchema,
  updateDetailsSchema,
  updatePasswordSchema,
} from './schemas.ts';
import {
  activeUser,
  afterAnswer,
  answer,
  isRefusal,
  type AuthDeps,
  type UserCommands,
} from './user-commands.ts';
import { INVALID_CREDENTIALS, isSessionActive, TWO_FACTOR_REQUIRED } from './user-decider.ts';

export type { AuthDeps } from './user-commands.ts';

/** Registration, sign-in and sign-out, and the account's own details and password. */
export function authRoutes(deps: AuthDeps & { users: UserCommands }): Router {
  const { store, tokens, config, users } = deps;
  const { now, loadUser, execute, executeAsUser, claimsOf } = users;
  // Shared with the admin guard and the security routes: sign-ins and every password check by
  // a token holder.
  const limits = limiterStoreOf(store);
  const limiter = sharedLoginLimiter(config.loginLimits, limits);
  const registrations = new RegistrationLimiter(config.registerLimits, limits);
  const mailer = deps.mailer ?? createMailer(config.mail);
  const router = new Router();

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

  return router;
}
