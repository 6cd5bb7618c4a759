import { type StoredEventRow } from '@karier/events';
import {
  fromBusRecord,
  PhaseTimes,
  PUBLISHED_CHANNEL,
  type BatchControl,
  type BusRecord,
  type BusSubscription,
  type EventBus,
  type EventStore,
} from '@karier/store';
import { readCheckpoints } from './checkpoints.ts';
import {
  commitProjection,
  lockCheckpoints,
  movePartitions,
  openBatches,
  RANK,
  type Move,
  type Outcome,
  type CommitRun,
  type Pending,
} from './bus-flush.ts';
import {
  ALL_ON_BUS_POLL_MS,
  projectorGroupId,
  RETRY_MS,
  type BusProjectorOptions,
} from './bus-options.ts';
import { HeldBatches } from './bus-held.ts';
import { FailingProjections } from './bus-retry.ts';
import { projectionContext, type Projection, type ProjectionContext } from './projection.ts';
import { BusProgress } from './progress.ts';
import { handOver } from './hand-over.ts';
import { ProjectionRunner, type ProjectionProgress } from './runner.ts';

/** Rows queued beyond this hold the consumers back until the flush in progress is done. */
const MAX_QUEUED_ROWS = 20_000;

/**
 * The projector in distributed mode: one Kafka consumer group per projector deployment (see
 * projectorGroupId), whose batches feed every projection in one group commit; several processes
 * share the partitions. Apply is idempotent per projection and partition: in one transaction
 * with the writes it re-reads the projection's partition checkpoint under a row lock and skips
 * what is at or below it, so a redelivered message never counts twice; offsets are committed
 * after that transaction, so a crash re-delivers and nothing is lost.
 *
 * A projection that is new, bumped or asked to rebuild is caught up from the event store, then
 * handed to the consumer in the transaction of its last catch-up step (hand-over.ts); until then
 * the group commit passes it by. A projection that fails sits out: its batches are held
 * (HeldBatches) for its retries (FailingProjections), and the try after the last one parks what
 * it still cannot apply, so a failing read model holds nobody back. Projections must not
 * depend on the order of events of different streams (partitions are consumed independently).
 * Why each of these, with the figures: docs/distributed-mode.md ("How a projector applies it").
 */
export class BusProjector implements ProjectionProgress {
  private readonly runner: ProjectionRunner;
  private readonly progress: BusProgress;
  private readonly log: (msg: string) => void;
  private readonly pollMs: number;
  private readonly prefix: string;
  private readonly parkAfterMs: number;
  private readonly retryDelays: readonly number[];
  private readonly context: ProjectionContext;
  private subscription: BusSubscription | null = null;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  /**
   * Every projection was on the bus at the last control pass: appends need no control pass
   * then (the consumer brings them), only rebuild requests do.
   */
  private allOnBus = false;
  private unsubscribe: (() => Promise<void>) | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private applied = 0;
  private queue: Pending[] = [];
  private queuedRows = 0;
  /** Batches a projection failed, kept for its retry (see HeldBatches). */
  private readonly held = new HeldBatches();
  /** Projections that failed: when each may be tried again, and how often it failed in a row. */
  private readonly failing: FailingProjections;
  private retryTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** Where a group commit's time goes: decode, lock (checkpoints), apply, commit. */
  readonly phases = new PhaseTimes('projector.flush');
  /** The event types each projection handles, and those any of them handles. */
  private readonly handled: Map<Projection, Set<string>>;
  private readonly handledByAny: Set<string>;

  constructor(
    private readonly store: EventStore,
    private readonly bus: EventBus,
    readonly projections: readonly Projection[],
    opts: BusProjectorOptions = {},
  ) {
    this.log = opts.log ?? (() => undefined);
    this.pollMs = opts.pollMs ?? 1000;
    this.prefix = opts.groupPrefix ?? 'karier-projector';
    this.parkAfterMs = opts.parkAfterMs ?? 1000;
    this.retryDelays = opts.retryDelaysMs ?? RETRY_MS;
    this.context = projectionContext(store.vault);
    this.failing = new FailingProjections(this.retryDelays, this.log);
    this.runner = new ProjectionRunner(store, projections, {
      keepBusMode: true,
      batchSize: opts.batchSize ?? 1000,
      log: this.log,
    });
    this.progress = new BusProgress(store.knex, bus.topic);
    this.handled = new Map(projections.map((p) => [p, new Set<string>(p.handles)]));
    this.handledByAny = new Set(projections.flatMap((p) => p.handles));
  }

  /** This deployment's consumer group. */
  get groupId(): string {
    return projectorGroupId(this.prefix, this.projections);
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.runner.prepare();
    // While a projection catches up from the event store, each append wakes the control loop;
    // once all are on the bus, appends would only wake it for nothing (a pass costs two queries):
    // a rebuild request on the topic wakes it instead, and the poll covers those another
    // process consumed.
    // A parked consumer fetches again when the relay has published (it says so with its
    // checkpoint's commit), or already on the append, which it publishes a few ms later.
    this.unlisten = await this.store.db
      .listen(PUBLISHED_CHANNEL, () => this.subscription?.wake())
      .catch(() => null); // without LISTEN, the 30 s bound below wakes it
    this.unsubscribe = await this.store.subscribe(() => {
      this.subscription?.wake();
      if (!this.allOnBus) this.kick();
    });
    this.loop = this.control();
    this.subscription = await this.bus.consume({
      groupId: this.groupId,
      fromBeginning: true,
      // A consumer that fetched nothing for a while waits for the next append instead of asking
      // the broker again and again (see parkAfterMs in ConsumeOptions).
      ...(this.parkAfterMs > 0 ? { parkAfterMs: this.parkAfterMs, parkMaxMs: 30_000 } : {}),
      log: this.log,
      onBatch: (partition, records, control) => this.onBatch(partition, records, control),
    });
    this.log(
      `bus projector: consumer group ${this.groupId} on ${this.bus.topic} for ${this.projections.length} projections`,
    );
  }

  private kick() {
    this.pending = true;
    this.wake?.();
  }

  /** Rebuild requests, and the event-store catch-up of projections in store mode. */
  private async control(): Promise<void> {
    let lastError: string | null = null;
    while (this.running) {
      this.pending = false;
      try {
        await this.runner.applyRebuildRequests();
        const checkpoints = await readCheckpoints(this.store.knex);
        this.allOnBus = this.projections.every((p) => checkpoints.get(p.name)?.mode === 'bus');
        for (const p of this.projections) {
          if (checkpoints.get(p.name)?.mode !== 'bus' && this.running) {
            const started = performance.now();
            await handOver(this.runner, this.store, p);
            this.log(
              `projection ${p.name}: caught up from the event store in ${Math.round(performance.now() - started)} ms, now fed from ${this.bus.topic}`,
            );
          }
        }
        lastError = null;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        if (msg !== lastError) this.log(`bus projector: ${msg} (will retry)`);
        lastError = msg;
      }
      if (!this.running) break;
      if (this.pending) continue;
      await new Promise<void>((resolve) => {
        // Once every projection is on the bus the poll is only the safety net for a rebuild
        // request another process consumed (that process applies it at once): every 5 s, not
        // every pollMs — two queries a turn are most of an idle projector's wake-ups.
        const ms = lastError
          ? Math.max(1000, this.pollMs)
          : this.allOnBus
            ? Math.max(this.pollMs, ALL_ON_BUS_POLL_MS)
            : this.pollMs;
        const timer = setTimeout(resolve, ms);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /**
   * A batch of one partition: queued for the next group commit, and the consumer may fetch on
   * at once (its group offset moves only after the commit). A long queue holds the consumer
   * back until the flush in progress is done.
   */
  private async onBatch(
    partition: number,
    records: BusRecord[],
    control: BatchControl,
  ): Promise<void> {
    if (!this.running) return; // not advanced: it is delivered again to whoever consumes next
    if (records.some((r) => r.headers.type === 'ProjectionRebuildRequested')) this.kick();
    const rows = records
      .map(fromBusRecord)
      .filter((r): r is StoredEventRow => r !== null)
      .sort((a, b) => Number(a.position) - Number(b.position));
    this.queue.push({
      partition,
      rows,
      highest: rows.length ? Number(rows[rows.length - 1]!.position) : 0,
      firstOffset: records[0]!.offset,
      lastOffset: records[records.length - 1]!.offset,
      control,
    });
    this.queuedRows += rows.length;
    control.advance(records[records.length - 1]!.offset);
    const flushing = this.startFlush();
    if (this.queuedRows > MAX_QUEUED_ROWS) await flushing;
  }

  private startFlush(): Promise<void> {
    this.flushing ??= this.flushAll().finally(() => {
      this.flushing = null;
      this.armRetry();
    });
    return this.flushing;
  }

  /**
   * Group commit: whatever queued while the previous flush ran goes into the next one, after the
   * batches held for a failing projection (the others skip what they already applied).
   */
  private async flushAll(): Promise<void> {
    let retry = this.held.size > 0;
    while (this.queue.length > 0 || retry) {
      retry = false;
      const items = [...this.held.takeAll(), ...this.queue.splice(0)];
      this.queuedRows = 0;
      await this.flush(items);
    }
  }

  /** Held batches are flushed again when the first failing projection may be tried again. */
  private armRetry(): void {
    if (this.held.size === 0 || this.retryTimer || !this.running) return;
    const ms = this.failing.nextTryIn();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) void this.startFlush();
    }, ms);
    this.retryTimer.unref();
  }

  /**
   * One transaction for every queued batch (all partitions, every projection): the events are
   * decoded once; each projection's checkpoint is read under a shared lock (a reset or a
   * hand-over waits for this transaction, and this one for them) and its partition rows are
   * locked; each projection in bus mode applies what is above its floor, batch after batch in
   * partition order (should one fail, the flush runs again with each projection in a savepoint
   * of its own, so the others' work is kept); the partition checkpoints move with the writes.
   * Then the group offsets of what every projection took move on; a batch that one could not
   * take is delivered again (its partition rewound, and anything queued after it for that
   * partition dropped) — the others skip what they already applied.
   */
  private async flush(items: Pending[]): Promise<void> {
    const t0 = performance.now();
    const outcome = new Map<Pending, Outcome>();
    // The worst outcome of any projection is the batch's.
    const mark = (it: Pending, o: Outcome) => {
      if (RANK[o] > RANK[outcome.get(it) ?? 'applied']) outcome.set(it, o);
    };
    const times = { decoded: t0, locked: t0, applied: t0 };
    try {
      const opened = await openBatches(this.store, items, this.handledByAny);
      times.decoded = performance.now();
      const partitions = [...new Set(items.map((it) => it.partition))];
      const run: CommitRun = { applied: 0, recovered: [], failedNow: new Map(), parkedNow: [] };
      // `isolate`: each projection in a savepoint of its own. Without (the usual case, two
      // round trips fewer per projection), the first failure rolls everything back and the
      // flush runs again isolated, so only the failing projection's batches come again.
      const attempt = (isolate: boolean) =>
        this.store.knex.transaction(async (trx) => {
          outcome.clear();
          Object.assign(run, { applied: 0, recovered: [], failedNow: new Map(), parkedNow: [] });
          const names = this.projections.map((p) => p.name);
          const { checkpoints, partAt } = await lockCheckpoints(trx, names, partitions);
          times.locked = performance.now();
          const moves = new Map<string, Move>();
          for (const p of this.projections) {
            const { marks, moves: mine } = await commitProjection(p, trx, run, {
              checkpoint: checkpoints.get(p.name),
              items,
              partAt,
              opened,
              handled: this.handled.get(p)!,
              isolate,
              sitsOut: this.failing.sitsOut(p),
              parking: this.failing.parking(p),
              attempts: this.retryDelays.length + 1,
              context: this.context,
            });
            if (marks) for (const it of marks.batches) mark(it, marks.outcome);
            for (const [k, m] of mine) moves.set(k, m);
          }
          times.applied = performance.now();
          await movePartitions(trx, [...moves.values()]);
        });
      // A parking try goes isolated at once: its failure is expected.
      const f = this.failing;
      if (this.projections.some((p) => f.parking(p) && f.due(p))) await attempt(true);
      else await attempt(false).catch(() => attempt(true));
      this.report(run);
    } catch (err) {
      this.log(`bus projector: ${err instanceof Error ? err.message : String(err)} (will retry)`);
      for (const it of items) mark(it, 'failed');
    }
    this.held.settle(items, outcome, this.running, (it, ms) => this.rewind(it, ms));
    const t1 = performance.now();
    this.phases.record(
      items.reduce((n, it) => n + it.rows.length, 0),
      {
        decode: times.decoded - t0,
        lock: Math.max(0, times.locked - times.decoded),
        apply: Math.max(0, times.applied - times.locked),
        commit: Math.max(0, t1 - times.applied),
      },
    );
  }

  /** After the commit: what was parked is logged, recovered projections apply again. */
  private report(run: CommitRun): void {
    this.applied += run.applied;
    for (const { p, e, error } of run.parkedNow) {
      this.log(
        `projection ${p.name}: parked event ${e.position} (${e.type}, stream ${e.streamId}) after ${this.retryDelays.length + 1} attempts: ${error}`,
      );
    }
    for (const p of run.recovered) {
      if (this.failing.recovered(p)) this.log(`projection ${p.name}: applies again`);
    }
    for (const [p, err] of run.failedNow) this.failing.failed(p, err);
  }

  /** `it`'s partition is delivered again from `it` on; what was fetched after it is dropped. */
  private rewind(it: Pending, ms: number): void {
    it.control.rewind(it.firstOffset, ms);
    this.queue = this.queue.filter((q) => q.partition !== it.partition);
  }

  /** Events applied through the bus by this process (all projections). */
  get count(): number {
    return this.applied;
  }

  async waitFor(position: number, names: readonly string[], timeoutMs: number): Promise<boolean> {
    return this.progress.waitFor(position, names, timeoutMs);
  }

  /** Stops consuming (the batch in flight finishes and its offsets are committed), then the rest. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    // What was queued is applied first, so the consumers' final commits include it.
    while (this.flushing) await this.flushing;
    await this.subscription?.stop().catch(() => undefined);
    this.subscription = null;
    await this.loop;
    await this.unsubscribe?.();
    this.unsubscribe = null;
    await this.unlisten?.();
    this.unlisten = null;
  }
}
