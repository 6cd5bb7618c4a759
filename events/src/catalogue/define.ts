import type { z } from 'zod';

/**
 * What people read for an event type, in Indonesian (`id`) and English (`en`): the action in the
 * admin activity log (the projector stores `id`; the web shows the one of the UI language).
 */
export interface EventLabel {
  id: string;
  en: string;
}

/**
 * One entry of the event catalogue: a past-tense type, its current schema version, its label,
 * the zod schema of that version, which top-level fields hold personal data (encrypted at rest
 * with the subject's key) and whose key that is. Upcasters lift older stored versions to the
 * current one. Everything about an event type is here: the projector and the web take their
 * labels from the catalogue (see `eventLabels`).
 */
export interface EventDefinition<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  type: T;
  version: number;
  label: EventLabel;
  schema: S;
  description: string;
  pii: readonly (keyof z.infer<S> & string)[];
  /** The data subject whose key encrypts the PII fields (usually the user id). */
  subject: ((data: z.infer<S>) => string) | null;
  /** upcasters[n] turns data of version n into version n + 1. */
  upcasters: Record<number, (data: Record<string, unknown>) => Record<string, unknown>>;
}

export function defineEvent<T extends string, S extends z.ZodObject>(
  def: Omit<EventDefinition<T, S>, 'upcasters' | 'pii' | 'subject'> &
    Partial<Pick<EventDefinition<T, S>, 'upcasters' | 'pii' | 'subject'>>,
): EventDefinition<T, S> {
  return { upcasters: {}, pii: [], subject: null, ...def };
}
