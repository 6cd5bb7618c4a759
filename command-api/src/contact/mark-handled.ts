import { contactStreamId, notFound } from '@karier/events';
import { type EventStore } from '@karier/store';
import { commandContext, isUuid } from '@karier/http';
import type { Context } from 'koa';
import { contacts } from '../aggregates.ts';
import { MESSAGE_NOT_FOUND } from './contact-decider.ts';

/**
 * An admin marks the contact message `messageId` handled (`MarkHandled`); a second time
 * changes nothing (position null). An id that is no message's: 404.
 */
export async function markMessageHandled(
  deps: { store: EventStore; now: () => Date },
  ctx: Context,
  adminId: string,
  messageId: string,
) {
  if (!isUuid(messageId)) throw notFound(MESSAGE_NOT_FOUND);
  const at = deps.now();
  return contacts.run(
    deps.store,
    contactStreamId(messageId),
    { type: 'MarkHandled', data: { messageId, handledBy: adminId }, metadata: { now: at } },
    commandContext(ctx, { id: adminId, role: 'admin' }, at),
  );
}
