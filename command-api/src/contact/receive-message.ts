import { randomUUID } from 'node:crypto';
import { CONTACT_EMAIL_INDEX, contactStreamId } from '@karier/events';
import { type EventStore, type TokenClaims } from '@karier/store';
import { commandContext } from '@karier/http';
import type { Context } from 'koa';
import { contacts } from '../aggregates.ts';

/**
 * A message of the public contact form, recorded as a ContactMessageReceived (sealed) on a
 * stream of its own: from the signed-in user `claims`, or anonymous. Returns its id and
 * position.
 */
export async function receiveContactMessage(
  deps: { store: EventStore; now: () => Date },
  ctx: Context,
  claims: TokenClaims | null,
  input: { name: string; email: string; subject: string; message: string },
) {
  const { store } = deps;
  const at = deps.now();
  const messageId = randomUUID();
  const result = await contacts.run(
    store,
    contactStreamId(messageId),
    {
      type: 'ReceiveMessage',
      data: {
        messageId,
        userId: claims?.sub ?? null,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        // Erasing an account with this email finds (and shreds) the message by it.
        emailIndex: store.vault.blindIndex(CONTACT_EMAIL_INDEX, input.email),
        receivedAt: at.toISOString(),
      },
    },
    commandContext(
      ctx,
      claims ? { id: claims.sub, role: claims.role } : { id: null, role: 'anonymous' },
      at,
    ),
  );
  return { messageId, position: result.position };
}
