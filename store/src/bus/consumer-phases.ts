import type { Consumer } from 'kafkajs';

/**
 * The phases of a bus consumer's life besides fetching (KafkaEventBus.consume): committing
 * offsets, joining and settling in the group, and parking when idle. Each holds its own state;
 * `consumer()` is whichever kafkajs consumer is current (a crashed one is replaced).
 */

/**
 * Offsets move only on `commit` (after the handler's work is durable), at most every 200 ms per
 * partition, and once more when the consumer stops. The timer is armed by the first `commit`
 * after a send, not kept running: an idle consumer has nothing to send and should not wake up
 * five times a second to find that out.
 */
export class OffsetCommits {
  private readonly toCommit = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;
  stopped = false;

  constructor(
    private readonly topic: string,
    private readonly consumer: () => Consumer,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** `offset` of `partition` is done with: committed with the next send. */
  commit(partition: number, offset: string): void {
    const prev = this.toCommit.get(partition);
    if (prev === undefined || BigInt(offset) > BigInt(prev)) this.toCommit.set(partition, offset);
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => void this.send(), 200);
    this.timer.unref();
  }

  async send(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.toCommit.size === 0) return;
    const offsets = [...this.toCommit].map(([partition, offset]) => ({
      topic: this.topic,
      partition,
      offset: (BigInt(offset) + 1n).toString(),
    }));
    this.toCommit.clear();
    await this.consumer().commitOffsets(offsets).catch(this.onError);
  }
}

/**
 * `run` returns before the group has assigned this member anything. Resolving only once it has
 * joined makes a projector process ready when it really consumes: before, a read-your-writes
 * wait right after start-up could run out during the coordinator's initial rebalance delay (the
 * query API then answered stale, e.g. 401 for a new session). And only once the group has
 * settled: a join is often followed at once by another rebalance (the other replica joining, or
 * a member the test broker's SyncGroup error crashed coming back), during which nobody consumes.
 * So the member must hold its assignment for `settleMs` (three heartbeats: a rebalance another
 * member starts is heard within one) — else the first read-your-writes after start-up can still
 * run out in that second rebalance (the 401 after a registration seen in the distributed spec).
 */
export class GroupMembership {
  /** Resolves once the member has joined and held its assignment for `settleMs`. */
  readonly joined: Promise<void>;
  private resolveJoined!: () => void;
  private settling: NodeJS.Timeout | undefined;
  /** Held its assignment for `settleMs`: only then may it park (a parked member beats slower). */
  settled = false;

  constructor(private readonly settleMs: number) {
    this.joined = new Promise<void>((resolve) => (this.resolveJoined = resolve));
  }

  /** A (re)join: settled after `settleMs` unless another rebalance comes first. */
  join(): void {
    this.unsettle();
    this.settling = setTimeout(() => {
      this.settled = true;
      this.resolveJoined();
    }, this.settleMs);
    this.settling.unref();
  }

  unsettle(): void {
    this.settled = false;
    clearTimeout(this.settling);
  }
}

/**
 * Parking (ConsumeOptions.parkAfterMs): the test broker holds an empty fetch for the whole wait
 * and answers; the consumer asks again at once — a round trip per wait, forever, while nothing
 * happens. After parkAfterMs without a record (and once the group has settled) the partitions
 * this member holds are paused — no request goes out, kafkajs's fetch loop turns only every
 * PARKED_TURN_MS or at a resume (kafkajs-fixes.ts) — until `wake` or parkMaxMs. Partitions a
 * rewind paused keep their own timers. The check is one timer: every `step` ms while fetching,
 * parkMaxMs once parked (an idle process pays for each wake-up).
 */
export class Parking {
  /** The partitions this member holds. */
  assigned: number[] = [];
  /** Partitions a rewind paused: they resume on their own timers. */
  readonly rewinding = new Set<number>();
  private parked: number[] | null = null;
  private lastRecord = Date.now();
  private check: NodeJS.Timeout | undefined;
  private readonly step: number;
  stopped = false;

  constructor(
    private readonly topic: string,
    private readonly consumer: () => Consumer,
    private readonly membership: GroupMembership,
    private readonly parkAfterMs: number,
    private readonly parkMaxMs: number,
  ) {
    this.step = Math.max(50, Math.min(250, parkAfterMs / 4));
    this.arm(this.step);
  }

  /** A record arrived (or something happened that makes one likely soon). */
  seen(): void {
    this.lastRecord = Date.now();
  }

  isParked(partition: number): boolean {
    return this.parked?.includes(partition) ?? false;
  }

  /** Fetching again at once (a wake-up, a new assignment); harmless when not parked. */
  unpark(): void {
    try {
      if (!this.parked) return;
      const resume = this.parked.filter((p) => !this.rewinding.has(p));
      this.parked = null;
      this.lastRecord = Date.now();
      this.arm(this.step);
      if (resume.length) this.consumer().resume([{ topic: this.topic, partitions: resume }]);
    } catch {
      this.parked = null; // a consumer between incarnations
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.check);
    this.check = undefined;
  }

  private arm(ms: number): void {
    clearTimeout(this.check);
    this.check = undefined;
    if (!this.parkAfterMs || this.stopped) return;
    this.check = setTimeout(() => this.turn(), ms);
    this.check.unref();
  }

  private turn(): void {
    try {
      if (this.parked) return this.unpark(); // parkMaxMs passed without a wake-up
      const idleFor = Date.now() - this.lastRecord;
      const park = this.assigned.filter((p) => !this.rewinding.has(p));
      if (this.stopped || !this.membership.settled || idleFor < this.parkAfterMs || !park.length) {
        return this.arm(this.step);
      }
      this.consumer().pause([{ topic: this.topic, partitions: park }]);
      this.parked = park;
      this.arm(this.parkMaxMs);
    } catch {
      this.parked = null; // a consumer between incarnations: try again on the next turn
      this.arm(this.step);
    }
  }
}
