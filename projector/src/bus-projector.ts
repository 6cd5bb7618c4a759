import {
  fromBusRecord,
  PhaseTimes,
  PUBLISHED_CHANNEL,
  type BatchControl,
  type BusRecord,
  type BusSubscription,
  type EventBus,
  type EventStore,
  type StoredEventRow,
} from '@karier/events';
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { readCheckpoints } from './checkpoints.ts';
import {
  lockCheckpoints,
  movePartitions,
  openBatches,
  RANK,
  workFor,
  type Move,
  type Outcome,
  type Pending,
  type Work,
} from './bus-flush.ts';
import { describeError, parkIn, type EventRef } from './parked.ts';
import { projectionContext, type Projection, type ProjectionContext } from './projection.ts';
import { BusProgress } from './progress.ts';
import { handOver } from './hand-over.ts';
import { ProjectionRunner, type ProjectionProgress } from './runner.ts';

/** What one group commit did, for the report after it committed. */
interface CommitRun {
  applied: number;
  /** Projections that applied in the attempt that committed, and those that failed in it. */
  recovered: Projection[];
  failedNow: Map<Projection, unknown>;
  parkedNow: { p: Projection; e: EventRef; error: string }[];
}

/** Rows queued beyond this hold the consumers back until the flush in progress is done. */
const MAX_QUEUED_ROWS = 20_000;

/**
 * Rows kept in memory for a failing projection (its batches, not yet committed). Beyond this the
 * partition is rewound instead: memory stays bounded, and that partition waits for the failing
 * projection (for every projection) until it recovers.
 */
const MAX_HELD_ROWS = 20_000;

/** The control loop's safety-net poll once every projection is fed from the bus. */
const ALL_ON_BUS_POLL_MS = 5000;

/**
 * A failing projection is tried again after 1 s, then 2, 4 and 8 s; the try after that parks the
 * events it still cannot apply (see BusProjectorOptions.retryDelaysMs).
 */
const RETRY_MS: readonly number[] = [1000, 2000, 4000, 8000];

/** Should a parking try itself fail (the database, not an event), it is tried again every 10 s. */
const PARKING_RETRY_MS = 10_000;

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

/**
 * The projector in distributed mode: one Kafka consumer group per projector deployment (see
 * projectorGroupId), whose batches feed every projection in one group commit; several processes
 * share the partitions. (One group per projection cost a consumer each — fetch loop, heartbeat,
 * connection — for the same records: eight times the idle fetching for nothing.) Apply is
 * idempotent per projection and partition: in one
 * transaction with the writes it re-reads the projection's checkpoint (`projection_partitions`:
 * the last position applied from that partition) under a row lock and skips what is at or below
 * it, so a redelivered message never counts twice. Offsets are committed after that
 * transaction: a crash re-delivers, nothing is lost.
 *
 * A projection that is new, bumped or asked to rebuild starts in `store` mode: it is caught up
 * from the event store (faster than the topic, and complete even past the topic's retention),
 * then handed to the consumer in the same transaction as its last catch-up step (`bus` mode,
 * the store position becoming the floor under which every message is skipped). Until then the
 * group commit passes it by and the offsets move on: every record the consumer saw was already
 * in the events table, so the catch-up (whose hand-over waits for the commit's shared lock on
 * the checkpoint, and then reads the head) applies it. Only a checkpoint of another version (a
 * process older or newer than the database) holds the partition back: its batch comes again.
 *
 * A projection that fails sits out: the batches it failed, and the later ones of their
 * partitions, are held in memory (uncommitted) and flushed again when it is tried again (after
 * 1 s, then 2, 4 and 8 s), while the consumer fetches on and the others apply every new batch
 * above their own checkpoints (never twice). The try after the last retry parks what it still
 * cannot apply (issue 25): its events one by one, each in a savepoint, and a failing one gets a
 * `projection_parked_events` row in the group commit that moves its partition checkpoint past
 * it — parked once or not at all, and the other projections' work in that commit is kept. So a failing read model holds nobody back; the group
 * offsets of those partitions wait for it (a crash delivers again, the others skip). Memory is
 * bounded: beyond MAX_HELD_ROWS held rows the partition is rewound instead and waits for it —
 * for every projection, as it needs someone to look at it by then anyway. (Rewinding at once,
 * as before, held the others back at the first failure: a re-fetch from the failed batch brings
 * only so much — the test broker one record batch — so they never got past it.)
 *
 * Projections must not depend on the order of events of different streams (partitions are
 * consumed independently); the tests replay through the bus and compare with a clean rebuild.
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
  /**
   * Batches a projection failed, kept (uncommitted) for its retry while the consumer fetches on:
   * the others apply the later batches meanwhile. In partition order, before `queue`'s.
   */
  private held: Pending[] = [];
  private heldRows = 0;
  /** Projections that failed: when each may be tried again, and how often it failed in a row. */
  private readonly failing = new Map<Projection, { until: number; failures: number }>();
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
    let retry = this.held.length > 0;
    while (this.queue.length > 0 || retry) {
      retry = false;
      const items = [...this.held, ...this.queue.splice(0)];
      this.held = [];
      this.heldRows = 0;
      this.queuedRows = 0;
      await this.flush(items);
    }
  }

  /** Held batches are flushed again when the first failing projection may be tried again. */
  private armRetry(): void {
    if (this.held.length === 0 || this.retryTimer || !this.running) return;
    const due = Math.min(...[...this.failing.values()].map((f) => f.until));
    const ms = Number.isFinite(due) ? Math.max(50, due - Date.now()) : (this.retryDelays[0] ?? 0);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.running) void this.startFlush();
    }, ms);
    this.retryTimer.unref();
  }

  /** A projection failed: it sits out the group commits until its next try. */
  private failed(p: Projection, err: unknown): void {
    const failures = (this.failing.get(p)?.failures ?? 0) + 1;
    const n = this.retryDelays.length;
    const ms = failures > n ? PARKING_RETRY_MS : this.retryDelays[failures - 1]!;
    this.failing.set(p, { until: Date.now() + ms, failures });
    const then = failures === n ? ', parking what still fails' : '';
    this.log(
      `projection ${p.name}: ${describeError(err)} (failed ${failures}×, tried again in ${ms / 1000} s${then}; the others go on)`,
    );
  }

  /** Its next try parks what it cannot apply: it failed as often as it is retried. */
  private parking(p: Projection): boolean {
    return (this.failing.get(p)?.failures ?? 0) >= this.retryDelays.length;
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
            const cp = checkpoints.get(p.name);
            if (!cp || cp.version !== p.version) {
              // A checkpoint this process cannot vouch for: the batches come again.
              for (const it of items) mark(it, 'not-ready');
              continue;
            }
            // Catching up from the event store, which holds everything delivered here.
            if (cp.mode !== 'bus') continue;
            const work = workFor(
              p,
              Number(cp.position),
              this.handled.get(p)!,
              items,
              partAt,
              opened,
            );
            const pending = work.todo.length + work.bad.length > 0;
            // A failing projection sits out until its next try: its batches are held for it.
            if (pending && (this.failing.get(p)?.until ?? 0) > Date.now()) {
              for (const it of work.needed) mark(it, 'failed');
              continue;
            }
            const took = await this.applyWork(p, work, trx, isolate, run);
            if (!took) {
              for (const it of work.needed) mark(it, 'failed');
              continue;
            }
            for (const [k, m] of work.moves) moves.set(k, m);
          }
          times.applied = performance.now();
          await movePartitions(trx, [...moves.values()]);
        });
      // A parking try goes isolated at once: its failure is expected.
      const due = (p: Projection) => (this.failing.get(p)?.until ?? Infinity) <= Date.now();
      if (this.projections.some((p) => this.parking(p) && due(p))) await attempt(true);
      else await attempt(false).catch(() => attempt(true));
      this.report(run);
    } catch (err) {
      this.log(`bus projector: ${err instanceof Error ? err.message : String(err)} (will retry)`);
      for (const it of items) mark(it, 'failed');
    }
    this.settle(items, outcome);
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

  /**
   * Apply: `p`'s work in the group commit's transaction. Isolated, in a savepoint of its own; on
   * its parking try, one event at a time, each in a savepoint, what fails parked with the moves
   * of its partitions. False when it failed (and is not parking): its batches wait for it.
   */
  private async applyWork(
    p: Projection,
    work: Work,
    trx: Knex.Transaction,
    isolate: boolean,
    run: CommitRun,
  ): Promise<boolean> {
    const { todo, bad } = work;
    const apply = async (db: Knex.Transaction) => {
      if (p.applyBatch) await p.applyBatch(todo, db, this.context);
      else for (const e of todo) await p.apply!(e, db, this.context);
    };
    if (!isolate) {
      if (bad.length > 0) throw bad[0]!.error;
      if (todo.length > 0) await apply(trx);
      run.applied += todo.length;
      if (todo.length > 0) run.recovered.push(p);
      return true;
    }
    try {
      // Before any apply: the parking try below applies `todo` itself.
      if (bad.length > 0) throw bad[0]!.error;
      if (todo.length > 0) await trx.transaction(apply);
      run.applied += todo.length;
      if (todo.length > 0) run.recovered.push(p);
      return true;
    } catch (err) {
      if (!this.parking(p)) {
        run.failedNow.set(p, err);
        return false;
      }
    }
    for (const e of todo) {
      try {
        await trx.transaction(async (sp) => {
          if (p.applyBatch) await p.applyBatch([e], sp, this.context);
          else await p.apply!(e, sp, this.context);
        });
        run.applied++;
      } catch (eventErr) {
        await parkIn(trx, p, e, eventErr, this.retryDelays.length + 1);
        run.parkedNow.push({ p, e, error: describeError(eventErr) });
      }
    }
    for (const b of bad) {
      await parkIn(trx, p, b, b.error, this.retryDelays.length + 1);
      run.parkedNow.push({ p, e: b, error: describeError(b.error) });
    }
    run.recovered.push(p);
    return true;
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
      if (this.failing.delete(p)) this.log(`projection ${p.name}: applies again`);
    }
    for (const [p, err] of run.failedNow) this.failed(p, err);
  }

  /**
   * Settle, per partition, in order: the offsets of what every projection took move on, up to
   * the first batch one could not take. That batch and the later ones of its partition are held
   * for the failing projection's retry (the consumer fetches on, the others apply what comes);
   * beyond MAX_HELD_ROWS, or for a checkpoint of another version, the partition is rewound.
   */
  private settle(items: readonly Pending[], outcome: ReadonlyMap<Pending, Outcome>): void {
    const stuck = new Map<number, Outcome>();
    for (const it of items) {
      const o = stuck.has(it.partition) ? 'failed' : (outcome.get(it) ?? 'applied');
      if (o === 'applied') {
        it.control.commit(it.lastOffset);
        continue;
      }
      const first = !stuck.has(it.partition);
      if (first) stuck.set(it.partition, o);
      if (stuck.get(it.partition) === 'failed' && this.running) {
        if (this.heldRows + it.rows.length <= MAX_HELD_ROWS) {
          this.held.push(it);
          this.heldRows += it.rows.length;
          continue;
        }
        // Too much held: from the first held batch of this partition, it is delivered again.
        const from = this.held.find((h) => h.partition === it.partition) ?? it;
        this.held = this.held.filter((h) => h.partition !== it.partition);
        this.heldRows = this.held.reduce((n, h) => n + h.rows.length, 0);
        stuck.set(it.partition, 'not-ready');
        this.rewind(from, 1000);
        continue;
      }
      if (first) this.rewind(it, o === 'not-ready' ? 250 : 1000);
    }
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
