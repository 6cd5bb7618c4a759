import { PARKING_RETRY_MS } from './bus-options.ts';
import { describeError } from './parked.ts';
import type { Projection } from './projection.ts';

/**
 * The bus projector's failing projections: when each may be tried again and how often it failed
 * in a row. A failing projection sits out the group commits until its next try (after each of
 * `retryDelays`); the try after the last one parks what it still cannot apply, and should that
 * try itself fail (the database, not an event), it is tried again every PARKING_RETRY_MS.
 */
export class FailingProjections {
  private readonly failing = new Map<Projection, { until: number; failures: number }>();

  constructor(
    private readonly retryDelays: readonly number[],
    private readonly log: (msg: string) => void,
  ) {}

  /** `p` failed: it sits out until its next try. */
  failed(p: Projection, err: unknown): void {
    const failures = (this.failing.get(p)?.failures ?? 0) + 1;
    const n = this.retryDelays.length;
    const ms = failures > n ? PARKING_RETRY_MS : this.retryDelays[failures - 1]!;
    this.failing.set(p, { until: Date.now() + ms, failures });
    const then = failures === n ? ', parking what still fails' : '';
    this.log(
      `projection ${p.name}: ${describeError(err)} (failed ${failures}×, tried again in ${ms / 1000} s${then}; the others go on)`,
    );
  }

  /** `p` applied again: true when it had been failing. */
  recovered(p: Projection): boolean {
    return this.failing.delete(p);
  }

  /** `p` failed and its next try has not come yet. */
  sitsOut(p: Projection, now = Date.now()): boolean {
    return (this.failing.get(p)?.until ?? 0) > now;
  }

  /** `p`'s next try has come. */
  due(p: Projection, now = Date.now()): boolean {
    return (this.failing.get(p)?.until ?? Infinity) <= now;
  }

  /** Its next try parks what it cannot apply: it failed as often as it is retried. */
  parking(p: Projection): boolean {
    return (this.failing.get(p)?.failures ?? 0) >= this.retryDelays.length;
  }

  /** Milliseconds until the first failing projection may be tried again (the first delay when none). */
  nextTryIn(now = Date.now()): number {
    const due = Math.min(...[...this.failing.values()].map((f) => f.until));
    return Number.isFinite(due) ? Math.max(50, due - now) : (this.retryDelays[0] ?? 0);
  }
}
