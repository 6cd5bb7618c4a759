import type { Outcome, Pending } from './bus-flush.ts';

/**
 * Rows kept in memory for a failing projection (its batches, not yet committed). Beyond this the
 * partition is rewound instead: memory stays bounded, and that partition waits for the failing
 * projection (for every projection) until it recovers.
 */
const MAX_HELD_ROWS = 20_000;

/**
 * Batches a projection failed, kept (uncommitted) for its retry while the consumer fetches on:
 * the others apply the later batches meanwhile. In partition order, before the queue's.
 */
export class HeldBatches {
  private batches: Pending[] = [];
  private rows = 0;

  get size(): number {
    return this.batches.length;
  }

  /** Every held batch, for the next group commit; none is held any more. */
  takeAll(): Pending[] {
    const out = this.batches;
    this.batches = [];
    this.rows = 0;
    return out;
  }

  /**
   * Settle, per partition, in order: the offsets of what every projection took move on, up to
   * the first batch one could not take. That batch and the later ones of its partition are held
   * for the failing projection's retry (the consumer fetches on, the others apply what comes);
   * beyond MAX_HELD_ROWS, or for a checkpoint of another version, the partition is rewound.
   */
  settle(
    items: readonly Pending[],
    outcome: ReadonlyMap<Pending, Outcome>,
    running: boolean,
    rewind: (it: Pending, ms: number) => void,
  ): void {
    const stuck = new Map<number, Outcome>();
    for (const it of items) {
      const o = stuck.has(it.partition) ? 'failed' : (outcome.get(it) ?? 'applied');
      if (o === 'applied') {
        it.control.commit(it.lastOffset);
        continue;
      }
      const first = !stuck.has(it.partition);
      if (first) stuck.set(it.partition, o);
      if (stuck.get(it.partition) === 'failed' && running) {
        if (this.rows + it.rows.length <= MAX_HELD_ROWS) {
          this.batches.push(it);
          this.rows += it.rows.length;
          continue;
        }
        // Too much held: from the first held batch of this partition, it is delivered again.
        const from = this.batches.find((h) => h.partition === it.partition) ?? it;
        this.batches = this.batches.filter((h) => h.partition !== it.partition);
        this.rows = this.batches.reduce((n, h) => n + h.rows.length, 0);
        stuck.set(it.partition, 'not-ready');
        rewind(from, 1000);
        continue;
      }
      if (first) rewind(it, o === 'not-ready' ? 250 : 1000);
    }
  }
}
