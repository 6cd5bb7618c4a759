import type { z } from 'zod';

/**
 * One entry of the event catalogue: a past-tense type, its current schema version, the zod
 * schema of that version, which top-level fields hold personal data (encrypted at rest with the
 * subject's key) and whose key that is. Upcasters lift older stored versions to the current one.
 */
export interface EventDefinition<T extends string = string, S extends z.ZodObject = z.ZodObject> {
  type: T;
  version: number;
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
