import type { ReadStore } from '@karier/store';
import { parsePositionHeader, POSITION_HEADER } from '@karier/http';
import type { ProjectionProgress } from '@karier/projector';
import type { Context, Next } from 'koa';

/**
 * Read-your-writes: a request carrying `X-Karier-Position: N` waits (bounded) until the
 * projections this API reads have applied position N. On time-out it answers anyway and says
 * so with `X-Karier-Stale: 1`, so the client can poll. A position beyond the event store's
 * head was never handed out: it is ignored rather than waited for.
 */
export function consistencyMiddleware(
  store: ReadStore,
  progress: ProjectionProgress,
  names: readonly string[],
  timeoutMs: number,
) {
  return async (ctx: Context, next: Next) => {
    const position = parsePositionHeader(ctx.get(POSITION_HEADER));
    if (position !== null && position > 0 && !(await progress.waitFor(position, names, 0))) {
      if (position <= (await store.head())) {
        const ok = await progress.waitFor(position, names, timeoutMs);
        if (!ok) ctx.set('X-Karier-Stale', '1');
      }
    }
    await next();
  };
}
