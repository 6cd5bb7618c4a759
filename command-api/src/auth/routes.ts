import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  AppError,
  bearerToken,
  unauthorized,
  userStreamId,
  type EventStore,
  type TokenClaims,
  type TokenService,
} from '@karier/events';
import { bodyOf, commandContext, parseInput, POSITION_HEADER } from '@karier/infra/http';
import type { Context } from 'koa';
import type { CommandConfig } from '../config.ts';
import { handle } from '../handle.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { LoginRateLimiter } from './rate-limit.ts';
import {
  loginSchema,
  registerSchema,
  updateDetailsSchema,
  updatePasswordSchema,
} from './schemas.ts';
import {
  decide,
  evolve,
  initialState,
  INVALID_CREDENTIALS,
  isSessionActive,
  publicUser,
  type UserCommand,
  type UserState,
} from './user-decider.ts';

export interface AuthDeps {
  store: EventStore;
  tokens: TokenService;
  config: CommandConfig;
  now?: () => Date;
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

export function authRoutes(deps: AuthDeps): Router {
  const { store, tokens, config } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = new LoginRateLimiter(config.loginLimits);
  const router = new Router();

  const run = (
    userId: string,
    ctx: Context,
    actor: { id: string | null; role: 'user' | 'admin' | 'anonymous' },
    at: Date,
    toCommand: (state: UserState) => UserCommand | null,
    extra: {
      retries?: number;
      reserve?: boolean;
      release?: (s: UserState, email: string) => boolean;
    } = {},
  ) =>
    handle(
      store,
      userStreamId(userId),
      evolve,
      initialState,
      (state) => {
        const command = toCommand(state);
        if (!command) return [];
        const events = decide(command, state);
        const changed = events.find((e) => e.type === 'UserDetailsChanged');
        if (events[0]?.type === 'UserRegistered') {
          return { events, reserve: [{ scope: 'email', value: events[0].data.email }] };
        }
        if (changed?.type === 'UserDetailsChanged' && changed.data.previousEmail) {
          return {
            events,
            reserve: [{ scope: 'email', value: changed.data.email }],
            release: [{ scope: 'email', value: changed.data.previousEmail }],
          };
        }
        return events;
      },
      commandContext(ctx, actor, at),
      extra.retries ? { retries: extra.retries } : {},
    );

  /** Verifies the bearer token; the session itself is checked against the user's stream. */
  const claimsOf = (ctx: Context): TokenClaims => {
    const token = bearerToken(ctx.get('authorization'));
    if (!token) throw unauthorized('Silakan masuk terlebih dahulu.');
    return tokens.verify(token);
  };
  const requireSession = (state: UserState, claims: TokenClaims, at: Date) => {
    if (!isSessionActive(state, claims.jti, at)) throw unauthorized();
  };

  router.post('/auth/register', async (ctx) => {
    const input = parseInput(registerSchema, bodyOf(ctx));
    if (await store.findReservation('email', input.email)) {
      throw new AppError('CONFLICT', 'Email sudah terdaftar', { field: 'email' });
    }
    const at = now();
    const userId = randomUUID();
    const sessionId = randomUUID();
    const role = config.adminEmails.has(input.email) ? 'admin' : 'user';
    const { token, expiresAt } = tokens.issue(userId, role, sessionId, at);
    const passwordHash = await hashPassword(input.password);
    const result = await run(userId, ctx, { id: userId, role: 'anonymous' }, at, () => ({
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
    if (result.state.status !== 'active') throw new Error('registration produced no user');
    answer(ctx, 201, { token, user: publicUser(result.state) }, result.position);
  });

  router.post('/auth/login', async (ctx) => {
    const input = parseInput(loginSchema, bodyOf(ctx));
    await limiter.beforeAttempt(ctx.ip, input.email);
    const stream = await store.findReservation('email', input.email);
    if (!stream) {
      await verifyAgainstDummy(input.password);
      await limiter.failed(input.email);
      throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    }
    const userId = stream.slice('user-'.length);
    const history = await store.readStream(stream);
    const before = history.reduce(evolve as never, initialState()) as UserState;
    const passwordMatches =
      before.status === 'active' && (await verifyPassword(before.passwordHash, input.password));
    if (!passwordMatches) {
      await limiter.failed(input.email);
      throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
    }
    const at = now();
    const sessionId = randomUUID();
    const role = before.status === 'active' ? before.role : 'user';
    const { token, expiresAt } = tokens.issue(userId, role, sessionId, at);
    const result = await run(
      userId,
      ctx,
      { id: userId, role },
      at,
      () => ({
        type: 'LogIn',
        data: { passwordMatches, sessionId, expiresAt },
        metadata: { now: at },
      }),
      { retries: 3 },
    );
    await limiter.succeeded(input.email);
    if (result.state.status !== 'active') throw unauthorized();
    answer(ctx, 200, { token, user: publicUser(result.state) }, result.position);
  });

  router.get('/auth/logout', async (ctx) => {
    const claims = claimsOf(ctx);
    const at = now();
    const result = await run(
      claims.sub,
      ctx,
      { id: claims.sub, role: claims.role },
      at,
      (state) => {
        requireSession(state, claims, at);
        return { type: 'LogOut', data: { sessionId: claims.jti }, metadata: { now: at } };
      },
      { retries: 3 },
    );
    answer(ctx, 200, { message: 'Berhasil keluar' }, result.position);
  });

  router.put('/auth/updatedetails', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(updateDetailsSchema, bodyOf(ctx));
    const at = now();
    const result = await run(
      claims.sub,
      ctx,
      { id: claims.sub, role: claims.role },
      at,
      (state) => {
        requireSession(state, claims, at);
        return { type: 'ChangeDetails', data: input, metadata: { now: at } };
      },
    );
    if (result.state.status !== 'active') throw unauthorized();
    answer(ctx, 200, { data: publicUser(result.state) }, result.position);
  });

  router.put('/auth/updatepassword', async (ctx) => {
    const claims = claimsOf(ctx);
    const input = parseInput(updatePasswordSchema, bodyOf(ctx));
    const at = now();
    const current = (await store.readStream(userStreamId(claims.sub))).reduce(
      evolve as never,
      initialState(),
    ) as UserState;
    requireSession(current, claims, at);
    const currentPasswordMatches =
      current.status === 'active' &&
      (await verifyPassword(current.passwordHash, input.currentPassword));
    const newPasswordHash = currentPasswordMatches ? await hashPassword(input.newPassword) : '-';
    const result = await run(
      claims.sub,
      ctx,
      { id: claims.sub, role: claims.role },
      at,
      (state) => {
        requireSession(state, claims, at);
        return {
          type: 'ChangePassword',
          data: { currentPasswordMatches, newPasswordHash, currentSessionId: claims.jti },
          metadata: { now: at },
        };
      },
    );
    answer(ctx, 200, { message: 'Kata sandi berhasil diperbarui' }, result.position);
  });

  return router;
}
