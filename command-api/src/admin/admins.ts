import { streamEntityId, userStreamId } from '@karier/events';
import { type EventStore } from '@karier/store';
import type { StateCache } from '../state-cache.ts';
import { users } from '../aggregates.ts';

/**
 * How many accounts are admins and not banned, counted from the event store (the source of
 * truth, read-your-writes), not from the users read model, which may lag behind a demotion or a
 * ban that was just appended. Only the streams that ever held the admin role (the role is not
 * personal data, so it is stored in clear and queryable) are loaded and folded.
 *
 * Callers count under the admin guard's lock (`removingAnAdmin`), which spans every process.
 */
export async function countActiveAdmins(store: EventStore, cache?: StateCache): Promise<number> {
  const rows: { stream_id: string }[] = await store
    .knex('events')
    .distinct('stream_id')
    .whereIn('type', ['UserRegistered', 'UserRoleChanged'])
    .andWhereRaw(`data->>'role' = 'admin'`);
  let count = 0;
  for (const { stream_id } of rows) {
    const userId = streamEntityId(stream_id);
    const { state } = await users.load(store, userStreamId(userId), cache);
    if (state.status === 'active' && state.role === 'admin' && !state.banned) count++;
  }
  return count;
}
