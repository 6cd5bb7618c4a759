import {
  fromBusRecord,
  pgArray,
  type BatchControl,
  type BusRecord,
  type BusSubscription,
  type EventBus,
  type EventStore,
  type RecordedEvent,
  type StoredEventRow,
} from '@karier/events';
import type { Knex } from 'knex';
import { readCheckpoints, RELAX_DURABILITY } from './checkpoints.ts';
import type { Projection } from './projection.ts';
import { BusProgress } from './progress.ts';
import { ProjectionRunner, type ProjectionProgress } from './runner.ts';

/** One partition's batch for one projection, waiting for the next group commit. */
interface Pending {
  p: Projection;
  partition: number;
  rows: StoredEventRow[];
  highest: number;
  firstOffset: string;
  lastOffset: string;
  control: BatchControl;
}

/** Rows queued beyond this hold the consumers back until the flush in progress is done. */
const MAX_QUEUED_ROWS = 20_000;

export interface BusProjectorOptions {
  /** Consumer groups are `<prefix>.<projection>` (default `karier-projector`). */
  groupPrefix?: string;
  /** Events per transaction of the event-store catch-up (default 1000). */
  batchSize?: number;
  /** Safety-net poll for rebuild requests and catch-ups (ms, default 1000). */
  pollMs?: number;
  log?: (msg: string) => void;
}

/**
 * The projector in distributed mode: one Kafka consumer group per projection, so several
 * processes share each projection's partitions. Apply is idempotent per partition: in one
 * transaction with the writes it re-reads the projection's checkpoint (`projection_partitions`:
 * the last position applied from that partition) under a row lock and skips what is at or below
 * it, so a redelivered message never counts twice. Offsets are committed after that
 * transaction: a crash re-delivers, nothing is lost.
 *
 * A projection that is new, bumped or asked to rebuild starts in `store` mode: it is caught up
 * from the event store (faster than the topic, and complete even past the topic's retention),
 * then handed to its consumers in the same transaction as its last catch-up step (`bus` mode,
 * the store position becoming the floor under which every message is skipped). Until then its
 * consumers pause and get their batches again later, so nothing they saw is lost.
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
  private subscriptions: BusSubscription[] = [];
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  private unsubscribe: (() => Promise<void>) | null = null;
  private applied = 0;
  private queue: Pending[] = [];
  private queuedRows = 0;
  private flushing: Promise<void> | null = null;
  /** The event types each projection handles. */
  private readonly handled: Map<Projection, Set<string>>;

  constructor(
    private readonly store: EventStore,
    private readonly bus: EventBus,
    readonly projections: readonly Projection[],
    opts: BusProjectorOptions = {},
  ) {
    this.log = opts.log ?? (() => undefined);
    this.pollMs = opts.pollMs ?? 1000;
    this.prefix = opts.groupPrefix ?? 'karier-projector';
    this.runner = new ProjectionRunner(store, projections, {
      keepBusMode: true,
      batchSize: opts.batchSize ?? 1000,
      log: this.log,
    });
    this.progress = new BusProgress(store.knex, bus.topic);
    this.handled = new Map(projections.map((p) => [p, new Set<string>(p.handles)]));
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.runner.prepare();
    this.unsubscribe = await this.store.subscribe(() => this.kick());
    this.loop = this.control();
    // Groups join in parallel (each join waits out the coordinator's rebalance delay).
    this.subscriptions = await Promise.all(
      this.projections.map((p) =>
        this.bus.consume({
          groupId: `${this.prefix}.${p.name}`,
          fromBeginning: true,
          log: this.log,
          onBatch: (partition, records, control) => this.onBatch(p, partition, records, control),
        }),
      ),
    );
    this.log(`bus projector: ${this.projections.length} consumer groups on ${this.bus.topic}`);
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
        for (const p of this.projections) {
          if (checkpoints.get(p.name)?.mode !== 'bus' && this.running) {
            const started = performance.now();
            await this.runner.handOver(p);
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
        const timer = setTimeout(resolve, lastError ? Math.max(1000, this.pollMs) : this.pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /**
   * A batch of one partition for one projection: queued for the next group commit, and the
   * consumer may fetch on at once (its group offset moves only after the commit). A long
   * queue holds the consumer back until the flush in progress is done.
   */
  private async onBatch(
    p: Projection,
    partition: number,
    records: BusRecord[],
    control: BatchControl,
  ): Promise<void> {
    if (!this.running) return; // not advanced: it is delivered again to whoever consumes next
    const rows = records
      .map(fromBusRecord)
      .filter((r): r is StoredEventRow => r !== null)
      .sort((a, b) => Number(a.position) - Number(b.position));
    this.queue.push({
      p,
      partition,
      rows,
      highest: rows.length ? Number(rows[rows.length - 1]!.position) : 0,
      firstOffset: records[0]!.offset,
      lastOffset: records[records.length - 1]!.offset,
      control,
    });
    this.queuedRows += rows.length;
    control.advance(records[records.length - 1]!.offset);
    this.flushing ??= this.flushAll().finally(() => {
      this.flushing = null;
    });
    if (this.queuedRows > MAX_QUEUED_ROWS) await this.flushing;
  }

  /** Group commit: whatever queued while the previous flush ran goes into the next one. */
  private async flushAll(): Promise<void> {
    while (this.queue.length > 0) {
      const items = this.queue.splice(0);
      this.queuedRows = 0;
      await this.flush(items);
    }
  }

  /**
   * One transaction for every queued batch (all projections, all partitions): the events are
   * decoded once; each projection's checkpoint is read under a shared lock (a reset waits for
   * this transaction, and this one for a reset) and its partition rows are locked; each
   * projection applies what is above its floor, batch after batch in partition order (should
   * one fail, the flush runs again with each projection in a savepoint of its own, so a failing
   * projection does not hold back the others); the partition
   * checkpoints move with the writes. Then the group offsets of what was applied move on; a
   * batch that could not be applied is delivered again (its partition rewound, and anything
   * queued after it for that partition dropped).
   */
  private async flush(items: Pending[]): Promise<void> {
    const knex = this.store.knex;
    const outcome = new Map<Pending, 'applied' | 'not-ready' | 'failed'>();
    try {
      const wanted = new Map<number, StoredEventRow>();
      for (const it of items) {
        const handled = this.handled.get(it.p)!;
        for (const r of it.rows) if (handled.has(r.type)) wanted.set(Number(r.position), r);
      }
      // Only events some projection here handles are opened (decrypted), each once.
      const decoded = new Map(
        (await this.store.decode([...wanted.values()])).map((e) => [e.position, e]),
      );
      const byProjection = new Map<Projection, Pending[]>();
      for (const it of items) {
        const list = byProjection.get(it.p);
        if (list) list.push(it);
        else byProjection.set(it.p, [it]);
      }
      let applied = 0;
      // `isolate`: each projection in a savepoint of its own. Without (the usual case, two
      // round trips fewer per projection), the first failure rolls everything back and the
      // flush runs again isolated, so only the failing projection's batches come again.
      const attempt = (isolate: boolean) =>
        knex.transaction(async (trx) => {
          outcome.clear();
          applied = 0;
          const names = [...byProjection.keys()].map((p) => p.name);
          const pairs = [...new Set(items.map((it) => `${it.p.name}\u0000${it.partition}`))].map(
            (k) => k.split('\u0000') as [string, string],
          );
          // One round trip: this transaction's commit made asynchronous (see relaxDurability),
          // the projections' checkpoints read under a shared lock, and their partition rows
          // created where missing and locked.
          const { rows: cpRows } = (await trx.raw(
            `with durability as (select ${RELAX_DURABILITY}),
           checkpoints as (
             select name, position, version, mode from projection_checkpoints
              where name = any(?::text[]) for share
           ),
           parts as (
             insert into projection_partitions (name, partition, position)
             select n, p, 0 from unnest(?::text[], ?::int[]) as x(n, p)
             on conflict (name, partition) do update set position = projection_partitions.position
             returning name, partition, position
           )
           select (select count(*) from durability) as relaxed,
                  (select coalesce(json_agg(c), '[]') from checkpoints c) as checkpoints,
                  (select coalesce(json_agg(pp), '[]') from parts pp) as partitions`,
            [pgArray(names), pgArray(pairs.map(([n]) => n)), pgArray(pairs.map(([, p]) => p))],
          )) as {
            rows: {
              checkpoints: { name: string; position: number; version: number; mode: string }[];
              partitions: { name: string; partition: number; position: number }[];
            }[];
          };
          const checkpoints = new Map(cpRows[0]!.checkpoints.map((r) => [r.name, r]));
          const partAt = new Map(
            cpRows[0]!.partitions.map((r) => [`${r.name}:${r.partition}`, Number(r.position)]),
          );
          const moves = new Map<string, { name: string; partition: number; position: number }>();
          for (const [p, its] of byProjection) {
            const cp = checkpoints.get(p.name);
            if (!cp || cp.version !== p.version || cp.mode !== 'bus') {
              for (const it of its) outcome.set(it, 'not-ready');
              continue;
            }
            const handled = this.handled.get(p)!;
            const todo: RecordedEvent[] = [];
            const mine = new Map<string, { name: string; partition: number; position: number }>();
            for (const it of its) {
              const key = `${p.name}:${it.partition}`;
              const floor = Math.max(
                Number(cp.position),
                partAt.get(key) ?? 0,
                mine.get(key)?.position ?? 0,
              );
              for (const r of it.rows) {
                const pos = Number(r.position);
                if (pos > floor && handled.has(r.type)) todo.push(decoded.get(pos)!);
              }
              if (it.highest > floor) {
                mine.set(key, { name: p.name, partition: it.partition, position: it.highest });
              }
            }
            todo.sort((a, b) => a.position - b.position);
            const apply = async (db: Knex.Transaction) => {
              if (p.applyBatch) await p.applyBatch(todo, db);
              else for (const e of todo) await p.apply!(e, db);
            };
            if (!isolate) {
              if (todo.length > 0) await apply(trx);
              applied += todo.length;
              for (const it of its) outcome.set(it, 'applied');
              for (const [k, m] of mine) moves.set(k, m);
              continue;
            }
            try {
              if (todo.length > 0) await trx.transaction(apply);
              applied += todo.length;
              for (const it of its) outcome.set(it, 'applied');
              for (const [k, m] of mine) moves.set(k, m);
            } catch (err) {
              this.log(
                `projection ${p.name}: ${err instanceof Error ? err.message : String(err)} (will retry)`,
              );
              for (const it of its) outcome.set(it, 'failed');
            }
          }
          if (moves.size > 0) {
            const m = [...moves.values()];
            await trx.raw(
              `update projection_partitions t set position = v.position, updated_at = now()
               from unnest(?::text[], ?::int[], ?::bigint[]) as v(name, partition, position)
              where t.name = v.name and t.partition = v.partition and t.position < v.position`,
              [
                pgArray(m.map((x) => x.name)),
                pgArray(m.map((x) => String(x.partition))),
                pgArray(m.map((x) => String(x.position))),
              ],
            );
          }
        });
      await attempt(false).catch(() => attempt(true));
      this.applied += applied;
    } catch (err) {
      this.log(`bus projector: ${err instanceof Error ? err.message : String(err)} (will retry)`);
      for (const it of items) outcome.set(it, 'failed');
    }
    const rewound = new Set<string>();
    for (const it of items) {
      const key = `${it.p.name}:${it.partition}`;
      if (rewound.has(key)) continue; // a batch before it failed: it comes again anyway
      const o = outcome.get(it) ?? 'failed';
      if (o === 'applied') {
        it.control.commit(it.lastOffset);
        continue;
      }
      rewound.add(key);
      it.control.rewind(it.firstOffset, o === 'not-ready' ? 250 : 1000);
      // Batches of that partition fetched after it are delivered again from the rewind.
      this.queue = this.queue.filter((q) => `${q.p.name}:${q.partition}` !== key);
    }
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
    // What was queued is applied first, so the consumers' final commits include it.
    while (this.flushing) await this.flushing;
    await Promise.all(this.subscriptions.map((s) => s.stop().catch(() => undefined)));
    this.subscriptions = [];
    await this.loop;
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
