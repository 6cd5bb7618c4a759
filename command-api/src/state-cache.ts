/** Every cache of this process, so that an invalidation reaches them all. */
const live = new Set<WeakRef<StateCache>>();

/**
 * Drops a stream from every cache of this process: called for the invalidations of the event
 * store (an erasure, a role change, a ban or a new password, in this process or another one —
 * LISTEN/NOTIFY), so no process keeps the state — or the personal data — they replaced.
 */
export function dropFromEveryCache(streamId: string): void {
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) cache.drop(streamId);
    else live.delete(ref);
  }
}

/**
 * Per-process cache of aggregate states: `(version, state)` per stream. A command reads only the
 * events after the cached version from the store and evolves from there, so its cost does not
 * grow with the stream's history. Always consistent: the tail always comes from the database,
 * and states are immutable values. Least recently used entries are dropped beyond `max`.
 */
export class StateCache {
  private readonly entries = new Map<string, { version: number; state: unknown }>();

  constructor(private readonly max = 10_000) {
    live.add(new WeakRef(this));
  }

  /** Forgets the stream's state (it is read again from the events when next needed). */
  drop(streamId: string): void {
    this.entries.delete(streamId);
  }

  get<S>(streamId: string): { version: number; state: S } | undefined {
    const hit = this.entries.get(streamId);
    if (!hit) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, hit);
    return hit as { version: number; state: S };
  }

  set<S>(streamId: string, version: number, state: S): void {
    const current = this.entries.get(streamId);
    if (current && current.version > version) return;
    this.entries.delete(streamId);
    this.entries.set(streamId, { version, state });
    if (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
