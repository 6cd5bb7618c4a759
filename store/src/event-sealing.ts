import type { Knex } from 'knex';
import {
  NETWORK_FIELDS,
  type CommandContext,
  type EventCatalogue,
  type EventMetadata,
  type KarierEvent,
} from '@karier/events';
import { SubjectErasedError, type PiiVault } from './pii-vault.ts';

/** An append's events as the append function stores them, and as the appender gets them back. */
export interface SealedAppend {
  types: string[];
  /** Each event's data as JSON, personal fields sealed with their subject's key. */
  data: string[];
  /** Each event's metadata as JSON, the network fields sealed with their sender's key. */
  metadata: string[];
  /** The events in clear, validated, with their metadata. */
  stored: { type: string; data: Record<string, unknown>; metadata: EventMetadata }[];
  /** A subject's key made by this append (stored in the same statement), if any. */
  newKey: { subject: string; key: Buffer; wrapped: string } | null;
}

/**
 * The write half of the crypto-shredding rule: each event validated against the catalogue,
 * its personal fields sealed with its subject's key, the metadata stamped from the context and
 * its network fields (IP, User-Agent) sealed with the key of the person who sent the request.
 * At most one subject's key is created per append.
 */
export async function sealForAppend(
  vault: PiiVault,
  catalogue: EventCatalogue,
  knex: Knex,
  events: readonly KarierEvent[],
  context: CommandContext,
): Promise<SealedAppend> {
  const types: string[] = [];
  const data: string[] = [];
  const metadata: string[] = [];
  const stored: { type: string; data: Record<string, unknown>; metadata: EventMetadata }[] = [];
  let newKey: { subject: string; key: Buffer; wrapped: string } | null = null;
  for (const event of events) {
    const def = catalogue.get(event.type);
    const clear = catalogue.validate(event.type, event.data);
    const sealed = { ...clear };
    if (def.subject && def.pii.length > 0) {
      const subject = def.subject(clear as never);
      const found: { key: Buffer; wrapped: string | null } =
        newKey?.subject === subject
          ? { key: newKey.key, wrapped: null }
          : await vault.keyFor(knex, subject);
      if (found.wrapped) {
        if (newKey) throw new Error('one append may create the key of one subject only');
        newKey = { subject, key: found.key, wrapped: found.wrapped };
      }
      for (const field of def.pii) {
        const value = clear[field];
        // null/undefined carry no personal data; everything else is sealed (JSON if needed).
        if (value !== null && value !== undefined) {
          sealed[field] = vault.sealValue(found.key, subject, value);
        }
      }
    }
    const meta: EventMetadata = {
      actorId: context.actorId,
      actorRole: context.actorRole,
      correlationId: context.correlationId,
      causationId: context.causationId,
      ip: context.ip,
      userAgent: context.userAgent,
      schemaVersion: def.version,
    };
    types.push(event.type);
    data.push(JSON.stringify(sealed));
    stored.push({ type: event.type, data: clear, metadata: meta });
  }
  // The network metadata (IP, User-Agent) is personal data of the person who sent the
  // request: sealed with their key, after the data (which may create a key of its own).
  for (let i = 0; i < events.length; i++) {
    const meta = stored[i]!.metadata;
    const sealedMeta: EventMetadata = { ...meta };
    if (NETWORK_FIELDS.some((f) => meta[f] !== null)) {
      const subject = networkSubject(context, catalogue.get(stored[i]!.type), stored[i]!.data);
      let key: Buffer | null = null;
      if (subject && newKey?.subject === subject) key = newKey.key;
      else if (subject) {
        try {
          const found = await vault.keyFor(knex, subject);
          if (!found.wrapped) key = found.key;
          else if (!newKey) {
            newKey = { subject, key: found.key, wrapped: found.wrapped };
            key = found.key;
          }
        } catch (err) {
          if (!(err instanceof SubjectErasedError)) throw err;
        }
      }
      // No key to seal with (no subject, or an erased one): the values are not stored.
      for (const f of NETWORK_FIELDS) {
        const v = meta[f];
        sealedMeta[f] = v === null || !key || !subject ? null : vault.seal(key, subject, v);
      }
    }
    metadata.push(JSON.stringify(sealedMeta));
  }
  return { types, data, metadata, stored, newKey };
}

/**
 * Whose key seals the network metadata of an event: the actor's (a signed-in user or admin
 * acting), else the event's data subject, else the user the event is about (e.g. a sign-in,
 * appended before the session exists). None for events that concern no person.
 */
function networkSubject(
  context: CommandContext,
  def: { subject: ((data: never) => string) | null },
  data: Record<string, unknown>,
): string | null {
  if (context.actorId) return context.actorId;
  if (def.subject) return def.subject(data as never);
  return typeof data.userId === 'string' ? data.userId : null;
}
