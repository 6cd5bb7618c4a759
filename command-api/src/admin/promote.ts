import { streamEntityId, systemContext, userStreamId } from '@karier/events';
import { type EventStore } from '@karier/store';
import { users } from '../aggregates.ts';

export type PromoteResult =
  | { outcome: 'promoted'; userId: string; position: number | null }
  | { outcome: 'already-admin'; userId: string }
  | { outcome: 'not-found' };

/**
 * Makes an existing account an admin, as the system (the first admin, from the console): a
 * UserRoleChanged with changedBy `system`, which also revokes that user's sessions.
 */
export async function promoteToAdmin(
  store: EventStore,
  email: string,
  now = new Date(),
): Promise<PromoteResult> {
  const stream = await store.findReservation('email', email.trim());
  if (!stream) return { outcome: 'not-found' };
  const userId = streamEntityId(stream);
  const result = await users.run(
    store,
    userStreamId(userId),
    { type: 'ChangeRole', data: { role: 'admin', changedBy: 'system' }, metadata: { now } },
    systemContext(now),
  );
  if (result.state.status !== 'active') return { outcome: 'not-found' };
  return result.position === null
    ? { outcome: 'already-admin', userId }
    : { outcome: 'promoted', userId, position: result.position };
}
