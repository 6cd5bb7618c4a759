import { createHash } from 'node:crypto';
import type { Projection } from './projection.ts';

/** The bus projector's options and defaults, and its consumer group's name. */

/** The control loop's safety-net poll once every projection is fed from the bus. */
export const ALL_ON_BUS_POLL_MS = 5000;

/**
 * A failing projection is tried again after 1 s, then 2, 4 and 8 s; the try after that parks the
 * events it still cannot apply (see BusProjectorOptions.retryDelaysMs).
 */
export const RETRY_MS: readonly number[] = [1000, 2000, 4000, 8000];

/** Should a parking try itself fail (the database, not an event), it is tried again every 10 s. */
export const PARKING_RETRY_MS = 10_000;

export interface BusProjectorOptions {
  /** The consumer group is `<prefix>.<digest of the projections>` (default `karier-projector`). */
  groupPrefix?: string;
  /** Events per transaction of the event-store catch-up (default 1000). */
  batchSize?: number;
  /** Safety-net poll for rebuild requests and catch-ups (ms, default 1000). */
  pollMs?: number;
  /**
   * The consumer stops fetching after this long without a record (ms, default 1000; 0: never)
   * until the relay's next publish (or an append) is heard from PostgreSQL, or 30 s at most.
   */
  parkAfterMs?: number;
  /**
   * A projection that fails is tried again after each of these delays (ms, default 1, 2, 4 and
   * 8 s); the try after the last one parks the events it still cannot apply (issue 25).
   */
  retryDelaysMs?: readonly number[];
  log?: (msg: string) => void;
}

/**
 * The consumer group of a projector deployment: the processes that run the same projections at
 * the same versions share one group (and so the partitions). Another set — a deployment with a
 * projection bumped, an analyst's extra module — is another group that reads the whole topic for
 * itself: it never takes partitions from processes that cannot apply what it applies, and the
 * old set's members cannot hold back the new set's partitions during a rolling deploy.
 */
export function projectorGroupId(prefix: string, projections: readonly Projection[]): string {
  const set = projections.map((p) => `${p.name}@${p.version}`).sort();
  return `${prefix}.${createHash('sha256').update(set.join('\n')).digest('hex').slice(0, 12)}`;
}
