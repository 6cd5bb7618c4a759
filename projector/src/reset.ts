import type { EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { ensureCheckpointTable } from './checkpoints.ts';
import { PARKED_TABLE } from './parked.ts';
import type { Projection } from './projection.ts';

/** The cursor (in `projector_cursors`) of the rebuild requests carried out. */
export const REBUILD_REQUESTS = '$rebuild-requests';

/**
 * Carries out the rebuilds admins asked for (`ProjectionRebuildRequested`), each exactly once
 * whichever runner sees it first: the reset and the move of the control checkpoint are one
 * transaction under that checkpoint's row lock. A new control checkpoint starts at the head,
 * so requests from before it (history replayed into an empty database) are not re-run.
 */
export async function applyRebuildRequests(
  store: EventStore,
  projections: readonly Projection[],
  log: (msg: string) => void,
): Promise<Projection[]> {
  const knex = store.knex;
  await ensureCheckpointTable(knex);
  const cp = await knex('projector_cursors').where({ name: REBUILD_REQUESTS }).first('position');
  if (!cp) {
    const head = await store.head();
    await knex('projector_cursors')
      .insert({ name: REBUILD_REQUESTS, position: head })
      .onConflict('name')
      .ignore();
    return [];
  }
  const rebuilt: Projection[] = [];
  const requests = await store.readAll({
    after: Number(cp.position),
    limit: 100,
    types: ['ProjectionRebuildRequested'],
  });
  for (const req of requests) {
    if (req.type !== 'ProjectionRebuildRequested') continue;
    const p = projections.find((x) => x.name === req.data.projection);
    const done = await knex.transaction(async (trx) => {
      const locked = await trx('projector_cursors')
        .where({ name: REBUILD_REQUESTS })
        .forUpdate()
        .first('position');
      if (Number(locked?.position ?? 0) >= req.position) return false;
      if (p) await resetIn(trx, p);
      await trx('projector_cursors')
        .where({ name: REBUILD_REQUESTS })
        .update({ position: req.position, updated_at: trx.fn.now() });
      return Boolean(p);
    });
    if (done && p) {
      rebuilt.push(p);
      log(`projection ${p.name}: rebuild requested at position ${req.position}`);
    }
  }
  return rebuilt;
}

/** In `trx`: drops the projection's tables, recreates them, rewinds its checkpoint to 0. */
export async function resetIn(trx: Knex.Transaction, p: Projection): Promise<void> {
  await trx('projection_checkpoints')
    .insert({ name: p.name, version: p.version, position: 0 })
    .onConflict('name')
    .ignore();
  // Lock the checkpoint so a live runner waits instead of writing into dropped tables.
  await trx('projection_checkpoints').where({ name: p.name }).forUpdate().first();
  for (const t of p.tables) await trx.schema.dropTableIfExists(t);
  await p.setup(trx);
  await trx('projection_partitions').where({ name: p.name }).delete();
  // The replay from the first event parks again whatever still fails.
  await trx(PARKED_TABLE).where({ projection: p.name }).delete();
  await trx('projection_checkpoints')
    .where({ name: p.name })
    .update({ version: p.version, position: 0, mode: 'store', updated_at: trx.fn.now() });
}
