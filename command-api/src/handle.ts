import { ConcurrencyError, type CommandContext, type KarierEvent } from '@karier/events';
import { type AppendResult, type EventStore, type Reservation } from '@karier/store';
import type { StateCache } from './state-cache.ts';

export interface Plan<E extends KarierEvent> {
  events: E[];
  reserve?: Reservation[];
  release?: Reservation[];
}

export interface Handled<S, E extends KarierEvent = KarierEvent> {
  /** Global position of the last appended event, or null when nothing changed. */
  position: number | null;
  state: S;
  streamVersion: number;
  /** The events appended (none when nothing changed). */
  events: E[];
}

/** The current state of a stream: the cached state plus the events appended since. */
export async function loadState<S, E extends KarierEvent>(
  store: EventStore,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initialState: () => S,
  cache?: StateCache,
): Promise<{ state: S; version: number }> {
  const cached = cache?.get<S>(streamId);
  const from = cached ?? { version: 0, state: initialState() };
  const tail = (await store.readStream(streamId, { afterVersion: from.version })) as unknown as E[];
  const state = tail.reduce(evolve, from.state);
  const version = from.version + tail.length;
  if (tail.length > 0) cache?.set(streamId, version, state);
  return { state, version };
}

/**
 * Load → decide → append with the expected version. With a cache, the cached state is trusted
 * optimistically (no read at all): if the stream moved on behind the cache, the append fails on
 * its version, the tail is read and the command decided again. A refusal or a no-op decided on
 * the cached state is confirmed on a fresh read before it is answered. `retries`
 * re-runs the whole cycle on a real version conflict; only for commands that are safe to
 * re-decide (sign-in, sign-out).
 */
export async function handle<S, E extends KarierEvent>(
  store: EventStore,
  streamId: string,
  evolve: (state: S, event: E) => S,
  initialState: () => S,
  plan: (state: S, version: number) => Plan<E> | E[],
  context: CommandContext,
  opts: { retries?: number; cache?: StateCache } = {},
): Promise<Handled<S, E>> {
  let trustCache = true;
  for (let attempt = 0; ; attempt++) {
    const cached = trustCache ? opts.cache?.get<S>(streamId) : undefined;
    const { state, version } =
      cached ?? (await loadState(store, streamId, evolve, initialState, opts.cache));
    let p: Plan<E> | E[];
    try {
      p = plan(state, version);
    } catch (err) {
      if (!cached) throw err;
      trustCache = false; // a refusal is only final when decided on a fresh state
      attempt--;
      continue;
    }
    const { events, reserve, release } = Array.isArray(p) ? { events: p } : p;
    if (events.length === 0) {
      if (cached) {
        trustCache = false; // so is "nothing to do"
        attempt--;
        continue;
      }
      return { position: null, state, streamVersion: version, events: [] };
    }
    try {
      const result: AppendResult = await store.append(streamId, events, {
        expectedVersion: version === 0 ? 'no_stream' : version,
        context,
        ...(reserve ? { reserve } : {}),
        ...(release ? { release } : {}),
      });
      const next = events.reduce(evolve, state);
      opts.cache?.set(streamId, result.streamVersion, next);
      return {
        position: result.position,
        state: next,
        streamVersion: result.streamVersion,
        events,
      };
    } catch (err) {
      if (!(err instanceof ConcurrencyError)) throw err;
      if (cached) {
        trustCache = false; // the cache was behind: read the tail and decide again
        attempt--;
        continue;
      }
      if (attempt < (opts.retries ?? 0)) continue;
      throw err;
    }
  }
}

/** A decider: pure `decide(command, state) → events` and `evolve(state, event) → state`. */
export interface Decider<C, S, E extends KarierEvent> {
  decide(command: C, state: S): E[];
  evolve(state: S, event: E): S;
  initialState(): S;
}

export interface RunOptions<S, E extends KarierEvent> {
  /** Re-run the whole cycle on a real version conflict (see `handle`). */
  retries?: number;
  cache?: StateCache;
  /** The reservations the decided events take or free (none by default). */
  reservations?: (events: E[], state: S) => Omit<Plan<E>, 'events'>;
}

/**
 * A decider bound once: its state loaded from a stream, and its commands run on a stream
 * (load → decide → append, see `handle`). `command` is the command, or a function of the
 * state and version it is decided on, for a command that depends on them — or a check that
 * throws before anything is decided.
 */
export function commandHandler<C, S, E extends KarierEvent>(decider: Decider<C, S, E>) {
  const { decide, evolve, initialState } = decider;
  return {
    load: (store: EventStore, streamId: string, cache?: StateCache) =>
      loadState(store, streamId, evolve, initialState, cache),

    run: (
      store: EventStore,
      streamId: string,
      command: C | ((state: S, version: number) => C),
      context: CommandContext,
      opts: RunOptions<S, E> = {},
    ): Promise<Handled<S, E>> =>
      handle(
        store,
        streamId,
        evolve,
        initialState,
        (state, version) => {
          const c =
            typeof command === 'function'
              ? (command as (state: S, version: number) => C)(state, version)
              : command;
          const events = decide(c, state);
          return opts.reservations ? { events, ...opts.reservations(events, state) } : events;
        },
        context,
        {
          ...(opts.retries !== undefined ? { retries: opts.retries } : {}),
          ...(opts.cache ? { cache: opts.cache } : {}),
        },
      ),
  };
}

export type CommandHandler<C, S, E extends KarierEvent> = ReturnType<
  typeof commandHandler<C, S, E>
>;
