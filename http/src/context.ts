import { randomUUID } from 'node:crypto';
import type { ActorRole, CommandContext } from '@karier/events';
import type { Context, Next } from 'koa';

/**
 * Gives every request a correlation id of our own (a random UUID), sent back as X-Request-Id.
 * A client-sent X-Request-Id is never used or stored: it could carry anything (a name, an
 * email, a tracking id that follows the person across services) into every event's metadata.
 */
export function requestIdMiddleware() {
  return async (ctx: Context, next: Next) => {
    const id = randomUUID();
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    await next();
  };
}

/** The metadata every event appended on behalf of this request carries. */
export function commandContext(
  ctx: Context,
  actor: { id: string | null; role: ActorRole },
  now = new Date(),
): CommandContext {
  const requestId = (ctx.state.requestId as string | undefined) ?? randomUUID();
  return {
    actorId: actor.id,
    actorRole: actor.role,
    correlationId: requestId,
    causationId: requestId,
    ip: ctx.ip || null,
    userAgent: ctx.get('user-agent').slice(0, 500) || null,
    now,
  };
}

/** The UI language of a request: `?lang=id|en`, else Accept-Language (Indonesian first). */
export function requestLocale(ctx: Context): 'id' | 'en' {
  const q = ctx.query.lang;
  if (q === 'en' || q === 'id') return q;
  return ctx.acceptsLanguages('id', 'en') === 'en' ? 'en' : 'id';
}
