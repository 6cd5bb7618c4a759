import type { EventStore } from '@karier/store';
import type { Projection } from './projection.ts';
import type { ProjectionRunner } from './runner.ts';

/**
 * Bus mode: catches a projection in store mode up with the head of the event store, then
 * hands it to the bus consumers (mode `bus`, its position the floor below which they skip) in
 * the transaction that sees it at the head. Events appended after that are the consumers'.
 */
export async function handOver(
  runner: ProjectionRunner,
  store: EventStore,
  p: Projection,
): Promise<void> {
  for (;;) {
    await runner.catchUp([p]);
    const done = await store.knex.transaction(async (trx) => {
      const cp = await trx('projection_checkpoints')
        .where({ name: p.name })
        .forUpdate()
        .first('position', 'version', 'mode');
      if (!cp || cp.version !== p.version) return false;
      if (cp.mode === 'bus') return true;
      if (Number(cp.position) < (await store.head(trx))) return false;
      await trx('projection_checkpoints')
        .where({ name: p.name })
        .update({ mode: 'bus', updated_at: trx.fn.now() });
      return true;
    });
    if (done) return;
  }
}
