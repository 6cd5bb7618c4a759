import { notFound, projectionStreamId } from '@karier/events';
import { type EventStore } from '@karier/store';
import { commandContext } from '@karier/http';
import type { Context } from 'koa';

/**
 * An admin asks the projector to rebuild the read model `name`, one of `projections` (else
 * 404): a ProjectionRebuildRequested on its stream, carried out once by whichever projector
 * process sees it. Returns the projection and the event's position.
 */
export async function requestRebuild(
  deps: { store: EventStore; projections: readonly { name: string; version: number }[] },
  ctx: Context,
  admin: { userId: string; at: Date },
  name: string | undefined,
) {
  const p = deps.projections.find((x) => x.name === name);
  if (!p) throw notFound('Read model tidak ditemukan.');
  const { userId, at } = admin;
  const result = await deps.store.append(
    projectionStreamId(p.name),
    [
      {
        type: 'ProjectionRebuildRequested',
        data: {
          projection: p.name,
          version: p.version,
          requestedBy: userId,
          requestedAt: at.toISOString(),
        },
      },
    ],
    { expectedVersion: 'any', context: commandContext(ctx, { id: userId, role: 'admin' }, at) },
  );
  return { projection: p.name, position: result.position };
}
