import { defaultCatalogue, type EventType } from '@karier/events';
import { defineProjection } from '../projector/src/projection.ts';

/**
 * A probe for the distributed tests (loaded into projector processes with PROJECTOR_MODULES):
 * one row per application of an event, deliberately NOT idempotent, so an event applied twice
 * shows up as two rows. `replica` says which process applied it.
 */
export default defineProjection({
  name: 'test-applied-log',
  version: 1,
  description: 'Test probe: every application of every event, with the applying process.',
  handles: defaultCatalogue.types() as EventType[],
  tables: ['test_applied_log'],
  async setup(db) {
    await db.schema.createTable('test_applied_log', (t) => {
      t.bigIncrements('id');
      t.bigInteger('position').notNullable();
      t.text('replica').notNullable();
    });
  },
  async applyBatch(events, trx) {
    const replica = process.env.PROJECTOR_ID ?? String(process.pid);
    for (let i = 0; i < events.length; i += 1000) {
      await trx('test_applied_log').insert(
        events.slice(i, i + 1000).map((e) => ({ position: e.position, replica })),
      );
    }
  },
});
