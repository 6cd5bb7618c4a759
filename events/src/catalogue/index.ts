import type { z } from 'zod';
import { contactEvents } from './contact-events.ts';
import { cvEvents } from './cv-events.ts';
import type { EventDefinition, EventLabel } from './define.ts';
import { paymentEvents } from './payment-events.ts';
import { profileEvents } from './profile-events.ts';
import { securityEvents } from './security-events.ts';
import { systemEvents } from './system-events.ts';
import { userEvents } from './user-events.ts';

export * from './contact-events.ts';
export * from './cv-events.ts';
export * from './define.ts';
export * from './payment-events.ts';
export * from './profile-events.ts';
export * from './security-events.ts';
export * from './system-events.ts';
export * from './user-events.ts';

/** Every event type Karier has ever stored. Never rename a type: add a version instead. */
export const catalogue = [
  ...userEvents,
  ...profileEvents,
  ...securityEvents,
  ...cvEvents,
  ...paymentEvents,
  ...systemEvents,
  ...contactEvents,
] as const;

type Catalogue = (typeof catalogue)[number];
export type EventType = Catalogue['type'];

/**
 * Every event type's label, as its `defineEvent` gives it: whatever shows an event type to people
 * takes its words from here, never writes them again.
 */
export const eventLabels = Object.fromEntries(catalogue.map((d) => [d.type, d.label])) as Record<
  EventType,
  EventLabel
>;

type DataOf<D> = D extends EventDefinition<string, infer S> ? z.infer<S> : never;
/** The discriminated union of every current-version event: `{ type, data }`. */
export type KarierEvent = {
  [D in Catalogue as D['type']]: { type: D['type']; data: DataOf<D> };
}[EventType];
export type EventOf<T extends EventType> = Extract<KarierEvent, { type: T }>;
export type EventDataOf<T extends EventType> = EventOf<T>['data'];

export class EventCatalogue {
  private readonly byType = new Map<string, EventDefinition>();

  constructor(definitions: readonly EventDefinition[]) {
    for (const d of definitions) {
      if (this.byType.has(d.type)) throw new Error(`Duplicate event type ${d.type}`);
      this.byType.set(d.type, d);
    }
  }

  get(type: string): EventDefinition {
    const def = this.byType.get(type);
    if (!def) throw new Error(`Unknown event type ${type}`);
    return def;
  }

  has(type: string): boolean {
    return this.byType.has(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  definitions(): EventDefinition[] {
    return [...this.byType.values()];
  }

  /** Validates data against the current schema of its type (on append). */
  validate(type: string, data: unknown): Record<string, unknown> {
    return this.get(type).schema.parse(data) as Record<string, unknown>;
  }

  /** Lifts stored data of an older schema version to the current one (on read). */
  upcast(type: string, version: number, data: Record<string, unknown>): Record<string, unknown> {
    const def = this.byType.get(type);
    if (!def) return data;
    let current = data;
    for (let v = version; v < def.version; v++) {
      const up = def.upcasters[v];
      if (!up) throw new Error(`No upcaster for ${type} v${v} → v${v + 1}`);
      current = up(current);
    }
    return current;
  }
}

export const defaultCatalogue = new EventCatalogue(catalogue);
