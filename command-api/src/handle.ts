import {
  ConcurrencyError,
  type AppendResult,
  type CommandContext,
  type EventStore,
  type KarierEvent,
  type Reservation,
} from '@karier/events';

export interface Plan<E extends KarierEvent> {
  events: E[];
  reserve?: Reservation[];
  release?: Reservation[];
}

export interface Handled<S> {
  /** Global position of the last appended event, or null when nothing changed. */
  position: number | null;
  state: S;
  streamVersion: number;
}

/**
 * Load → decide → append with the expected version. `retries` re-runs the whole cycle on a
 * version conflict; only for commands that are safe to re-decide (sign-in, sign-out).
 */
export async function handle<S, E extends KarierEvent>(
  store: EventStore,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initialState: () => S,
  plan: (state: S, version: number) => Plan<E> | E[],
  context: CommandContext,
  opts: { retries?: number } = {},
): Promise<Handled<S>> {
  for (let attempt = 0; ; attempt++) {
    const history = (await store.readStream(streamId)) as unknown as E[];
    const version = history.length;
    const state = history.reduce(evolve, initialState());
    const p = plan(state, version);
    const { events, reserve, release } = Array.isArray(p) ? { events: p } : p;
    if (events.length === 0) return { position: null, state, streamVersion: version };
    try {
      const result: AppendResult = await store.append(streamId, events, {
        expectedVersion: version === 0 ? 'no_stream' : version,
        context,
        ...(reserve ? { reserve } : {}),
        ...(release ? { release } : {}),
      });
      return {
        position: result.position,
        state: events.reduce(evolve, state),
        streamVersion: result.streamVersion,
      };
    } catch (err) {
      if (err instanceof ConcurrencyError && attempt < (opts.retries ?? 0)) continue;
      throw err;
    }
  }
}
