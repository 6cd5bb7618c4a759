import type { EventType } from '@karier/events';
import { defineProjection } from '../projector/src/projection.ts';

/**
 * A probe for the parking specs (issue 25; loadable with PROJECTOR_MODULES): one row per
 * registration and sign-in, and it cannot apply the events of the users listed in
 * `TEST_PICKY_REFUSE` (comma-separated ids, read at apply time) — a projection whose expectation
 * an event breaks. Clearing the variable is "the fix" a retry of the parked events then finds.
 */
export default defineProjection({
  name: 'test-picky',
  version: 1,
  description: 'Test probe: refuses the events of the users in TEST_PICKY_REFUSE.',
  handles: ['UserRegistered', 'UserLoggedIn'] as EventType[],
  tables: ['test_picky'],
  async setup(db) {
    await db.schema.createTable('test_picky', (t) => {
      t.bigInteger('position').primary();
      t.text('stream_id').notNullable();
    });
  },
  async applyBatch(events, trx) {
    const refused = new Set((process.env.TEST_PICKY_REFUSE ?? '').split(',').filter(Boolean));
    for (const e of events) {
      const userId = (e.data as { userId: string }).userId;
      if (refused.has(userId)) throw new Error(`test-picky: cannot apply ${e.type} of this user`);
    }
    await trx('test_picky')
      .insert(events.map((e) => ({ position: e.position, stream_id: e.streamId })))
      .onConflict('position')
      .ignore();
  },
});
