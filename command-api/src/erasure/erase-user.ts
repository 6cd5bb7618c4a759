import { CONTACT_EMAIL_INDEX, userStreamId, type CommandContext } from '@karier/events';
import { pgArray, type EventStore, type FileStore, type Reservation } from '@karier/store';
import type { ActiveUser, UserState } from '../auth/user-decider.ts';
import type { Handled } from '../handle.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { StateCache } from '../state-cache.ts';
import { users } from '../aggregates.ts';

export interface ErasureDeps {
  store: EventStore;
  files: FileStore;
  /** Its stored copies of mail to the user are removed too (the file outbox). */
  mailer?: Mailer;
  log?: (msg: string) => void;
}

const GOOGLE_SCOPE = 'google-subject';

/** What the account holds across streams: its email and linked Google identity, released. */
function heldReservations(user: ActiveUser): Reservation[] {
  return [
    { scope: 'email', value: user.email },
    ...(user.googleSubject ? [{ scope: GOOGLE_SCOPE, value: user.googleSubject }] : []),
  ];
}

/**
 * Erases a user (the right to erasure): `UserErased` is appended with the account's email and
 * Google identity released in the same transaction, then the erasure is carried out at once —
 * see `completeErasure`. Events stay; everything personal in them reads '[dihapus]'.
 */
export async function eraseUser(
  deps: ErasureDeps,
  userId: string,
  erasedBy: string,
  context: CommandContext,
  cache?: StateCache,
): Promise<Handled<UserState>> {
  const result = await users.run(
    deps.store,
    userStreamId(userId),
    { type: 'Erase', data: { erasedBy }, metadata: { now: context.now } },
    context,
    {
      ...(cache ? { cache } : {}),
      reservations: (_events, state) =>
        state.status === 'active' ? { release: heldReservations(state) } : {},
    },
  );
  await completeErasure(deps, userId);
  return result;
}

/**
 * The effects of an erasure, in an order that is safe to repeat after a crash at any point:
 * 1. the addresses the account ever had are read from its events (before the key is gone);
 *    stored mail to them is removed, and the contact messages sent from them while signed out
 *    (sealed with a key of their own) lose their keys;
 * 2. the user's key is destroyed: every sealed value of theirs — in the events and in the read
 *    models — becomes unreadable at once;
 * 3. their files (uploaded originals, generated revisions) are removed. After step 2 an upload
 *    racing the erasure can no longer append (the key is gone) and removes its own files.
 */
export async function completeErasure(deps: ErasureDeps, userId: string): Promise<void> {
  const { store, files, mailer } = deps;
  const addresses = new Set<string>();
  for (const e of await store.readStream(userStreamId(userId))) {
    const d = e.data as Record<string, unknown>;
    for (const k of ['email', 'previousEmail']) {
      if (typeof d[k] === 'string' && d[k].includes('@')) addresses.add(d[k]);
    }
  }
  if (addresses.size > 0) {
    if (mailer?.forget) await mailer.forget([...addresses]);
    for (const id of await contactMessagesFrom(store, addresses)) {
      await store.vault.erase(store.knex, id);
    }
  }
  await store.vault.erase(store.knex, userId);
  await files.removeUser(userId);
}

/**
 * The contact messages sent while signed out (sealed with the message's own key) from any of
 * `addresses`: by the blind index of the email (v2), or, for v1 messages that have none, by
 * opening their email.
 */
async function contactMessagesFrom(
  store: ErasureDeps['store'],
  addresses: Set<string>,
): Promise<string[]> {
  const indexes = [...addresses].map((a) => store.vault.blindIndex(CONTACT_EMAIL_INDEX, a));
  const indexed: { id: string }[] = (
    await store.knex.raw(
      `select data->>'messageId' as id from events
        where type = 'ContactMessageReceived' and data->>'userId' is null
          and data->>'emailIndex' = any(?::text[])`,
      [pgArray(indexes)],
    )
  ).rows;
  const legacy = await store
    .knex('events')
    .where({ type: 'ContactMessageReceived' })
    .whereRaw(`data->>'userId' is null and data->>'emailIndex' is null`);
  const wanted = new Set([...addresses].map((a) => a.trim().toLowerCase()));
  const opened = legacy.length > 0 ? await store.decode(legacy) : [];
  return [
    ...indexed.map((r) => r.id),
    ...opened.flatMap((e) => {
      const d = e.data as { messageId: string; email: string };
      return wanted.has(d.email.trim().toLowerCase()) ? [d.messageId] : [];
    }),
  ];
}

/**
 * At start-up: finishes erasures a crash interrupted. Users erased whose key still exists are
 * erased fully; for the others only the (idempotent) removal of their files is repeated.
 */
export async function completePendingErasures(deps: ErasureDeps): Promise<number> {
  const rows: { user_id: string; pending: boolean }[] = (
    await deps.store.knex.raw(
      `select distinct e.data->>'userId' as user_id,
              exists (select 1 from pii_keys k
                       where k.subject_id = e.data->>'userId' and k.wrapped_key is not null) as pending
         from events e where e.type = 'UserErased'`,
    )
  ).rows;
  let finished = 0;
  for (const r of rows) {
    if (r.pending) {
      await completeErasure(deps, r.user_id);
      finished++;
    } else {
      await deps.files.removeUser(r.user_id);
    }
  }
  if (finished > 0) deps.log?.(`finished ${finished} interrupted erasure(s)`);
  return finished;
}
