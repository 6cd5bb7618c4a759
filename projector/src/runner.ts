import { EventEmitter } from 'node:events';
import type { RecordedEvent } from '@karier/events';
import type { EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { ensureCheckpointTable, readCheckpoints } from './checkpoints.ts';
import { describeError } from './parked.ts';
import type { ProjectionProgress } from './progress.ts';
import { projectionContext, type Projection, type ProjectionContext } from './projection.ts';
import { readWindow } from './read-window.ts';
import { commitBatch, type BatchMember, type MemberOutcome } from './runner-batch.ts';
import { applyRebuildRequests, resetIn } from './reset.ts';
import { projectionStatus, type ProjectionStatus } from './status.ts';

export type { ProjectionProgress } from './progress.ts';

export interface RunnerOptions {
  /** Leave projections fed by the bus in bus mode (the Kafka projector's own runner). */
  keepBusMode?: boolean;
  batchSize?: number;
  /** Fallback poll when no notification arrives (ms). */
  pollMs?: number;
  /**
   * A projection that fails is tried again after each of these delays (ms, default 500, 2000
   * and 5000); the try after the last one parks the events it still cannot apply.
   */
  retryDelaysMs?: readonly number[];
  log?: (msg: string) => void;
}

/**
 * Feeds events in global order to projections. Each batch is applied, for every projection at
 * its checkpoint, in one transaction that also moves their checkpoints, after re-reading them
 * under row locks: a batch is applied exactly once even when events are re-delivered or two
 * runners race.
 *
 * A projection that fails sits out (the others go on) and is tried again after each of
 * `retryDelaysMs`; the try after the last one applies its batch event by event, each in a
 * savepoint, and parks those that still fail (issue 25, see parked.ts): a row of
 * `projection_parked_events` written in the transaction that moves the checkpoint past them, so
 * an event is parked once or not at all. One bad event no longer stops a read model for every
 * user, for good (it used to be retried forever, and held back the projections after it).
 */
export class ProjectionRunner implements ProjectionProgress {
  private readonly emitter = new EventEmitter();
  private readonly positions = new Map<string, number>();
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly log: (msg: string) => void;
  private running = false;
  private wake: (() => void) | null = null;
  private pending = false;
  private loop: Promise<void> | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private lastError: string | null = null;
  private readonly retryDelays: readonly number[];
  /** Projections that failed: the checkpoint they failed at, how often in a row, next try. */
  private readonly failing = new Map<string, { from: number; failures: number; until: number }>();

  /** The bus projector keeps projections in bus mode; the standalone runner rebuilds them. */
  private readonly keepBusMode: boolean;
  private readonly context: ProjectionContext;

  constructor(
    private readonly store: EventStore,
    readonly projections: readonly Projection[],
    opts: RunnerOptions = {},
  ) {
    this.keepBusMode = opts.keepBusMode ?? false;
    this.context = projectionContext(store.vault);
    this.batchSize = opts.batchSize ?? 1000;
    this.pollMs = opts.pollMs ?? 1000;
    this.retryDelays = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.log = opts.log ?? (() => undefined);
    this.emitter.setMaxListeners(1000);
  }

  private get knex(): Knex {
    return this.store.knex;
  }

  /** Creates missing tables; rebuilds projections whose version changed or tables vanished. */
  async prepare(): Promise<void> {
    await ensureCheckpointTable(this.knex);
    await this.applyRebuildRequests();
    const checkpoints = await readCheckpoints(this.knex);
    for (const p of this.projections) {
      const cp = checkpoints.get(p.name);
      const tablesExist = await Promise.all(p.tables.map((t) => this.knex.schema.hasTable(t)));
      // Fed from the bus before (its checkpoint is per partition there): only a rebuild tells
      // which events the runner still has to apply.
      const fedByBus = cp?.mode === 'bus' && !this.keepBusMode;
      if (!cp || cp.version !== p.version || tablesExist.some((x) => !x) || fedByBus) {
        if (cp && cp.version !== p.version) {
          this.log(`projection ${p.name}: v${cp.version} → v${p.version}, rebuilding`);
        } else if (fedByBus) {
          this.log(`projection ${p.name}: was fed from the bus, rebuilding from the event store`);
        }
        await this.reset(p);
      } else {
        this.positions.set(p.name, cp.position);
      }
    }
  }

  /** Drops the projection's tables, recreates them and rewinds its checkpoint to 0. */
  async reset(p: Projection): Promise<void> {
    await ensureCheckpointTable(this.knex);
    await this.knex.transaction((trx) => resetIn(trx, p));
    this.positions.set(p.name, 0);
  }

  /**
   * Carries out the rebuilds admins asked for (`ProjectionRebuildRequested`), each exactly once
   * whichever runner sees it first (see reset.ts).
   */
  async applyRebuildRequests(): Promise<void> {
    for (const p of await applyRebuildRequests(this.store, this.projections, this.log)) {
      this.positions.set(p.name, 0);
    }
  }

  /** Applies one batch to one projection; returns how many positions it advanced (0 when caught up). */
  async step(p: Projection): Promise<number> {
    return (await this.stepGroup([p])).advanced;
  }

  /**
   * Applies one batch to each of the given projections. Projections at the same checkpoint
   * share one read (and one decryption) of the events and one transaction (see commit). Returns
   * the positions advanced (0 when all caught up) and whether the step left every projection of
   * the group at the head it read. That answer is the step's own, not the runner's: a hand-over
   * or a rebuild may step another group of the same runner at the same time.
   */
  private async stepGroup(
    group: readonly Projection[],
  ): Promise<{ advanced: number; reachedHead: boolean }> {
    const rows: { name: string; position: number }[] = await this.knex('projection_checkpoints')
      .whereIn(
        'name',
        group.map((p) => p.name),
      )
      .select('name', 'position');
    const at = new Map(rows.map((r) => [r.name, Number(r.position)]));
    const head = await this.store.head();
    let reachedHead = true;
    const byPosition = new Map<number, Projection[]>();
    for (const p of group) {
      const from = at.get(p.name) ?? 0;
      if (head <= from) {
        this.advance(p.name, from);
        this.failing.delete(p.name);
        continue;
      }
      // A failing projection sits out until its next try (unless another runner moved it on).
      const failing = this.failing.get(p.name);
      if (failing && failing.from === from && failing.until > Date.now()) {
        reachedHead = false;
        continue;
      }
      byPosition.set(from, [...(byPosition.get(from) ?? []), p]);
    }
    let advanced = 0;
    for (const [from, members] of byPosition) {
      const types = [...new Set(members.flatMap((p) => p.handles))];
      const { events, broken, last } = await readWindow(
        this.store,
        from,
        head,
        types,
        this.batchSize,
        members.every((p) => p.readsSealed),
        members.every((p) => p.readsDataOf)
          ? [...new Set(members.flatMap((p) => p.readsDataOf ?? []))]
          : undefined,
      );
      // Every position up to `head` is final, so a short batch lets the checkpoint jump to head.
      const to = events.length + broken.length < this.batchSize ? head : last;
      const batch = members.map((p): BatchMember => {
        const handled = new Set<string>(p.handles);
        const before = this.failing.get(p.name);
        const failures = before && before.from === from ? before.failures : 0;
        return {
          p,
          events: events.filter((e) => handled.has(e.type)),
          broken: broken.filter((e) => handled.has(e.type)),
          failures,
          parking: failures >= this.retryDelays.length,
        };
      });
      const moved = await this.commit(batch, from, to);
      if (moved > 0) advanced = Math.max(advanced, to - from);
      if (moved < batch.length || to < head) reachedHead = false;
    }
    return { advanced, reachedHead };
  }

  /**
   * One transaction for the whole batch (see commitBatch): every member's checkpoint re-checked
   * under its row lock, each applied, the checkpoints moved in one statement. A member that
   * fails is counted (see `failed`) and its checkpoint stays; on the try after its last retry the
   * events that still fail are parked instead, and the checkpoint moves past them all the same.
   * Returns how many members moved.
   */
  private async commit(batch: readonly BatchMember[], from: number, to: number) {
    let outcomes: Map<Projection, MemberOutcome>;
    try {
      outcomes = await commitBatch(this.knex, batch, from, to, (p, es, db) =>
        this.applyAll(p, es, db),
      );
    } catch (err) {
      for (const m of batch) this.failed(m.p, from, m.failures + 1, err);
      return 0;
    }
    let moved = 0;
    for (const m of batch) {
      const o = outcomes.get(m.p)!;
      if (o.failed) {
        this.failed(m.p, from, m.failures + 1, o.error);
        continue;
      }
      for (const { event, error } of o.parked) {
        this.log(
          `projection ${m.p.name}: parked event ${event.position} (${event.type}, stream ${event.streamId}) after ${m.failures + 1} attempts: ${error}`,
        );
      }
      if (!o.applied) continue;
      if (this.failing.delete(m.p.name) && o.parked.length === 0) {
        this.log(`projection ${m.p.name}: applies again`);
      }
      this.advance(m.p.name, to);
      moved++;
    }
    return moved;
  }

  /** A projection failed at `from`: it sits out until its next try, later each time. */
  private failed(p: Projection, from: number, failures: number, err: unknown): void {
    const n = this.retryDelays.length;
    const ms = n ? this.retryDelays[Math.min(failures, n) - 1]! : 0;
    this.failing.set(p.name, { from, failures, until: Date.now() + ms });
    const next =
      `tried again in ${ms / 1000} s` +
      (failures > n
        ? ' (the parking try itself failed)'
        : failures === n
          ? ', parking what still fails'
          : '');
    this.log(
      `projection ${p.name}: ${describeError(err)} (failed ${failures}×, ${next}; the others go on)`,
    );
  }

  /** Milliseconds until the first of `group`'s failing projections may be tried again. */
  private nextRetryIn(group: readonly Projection[]): number | null {
    const now = Date.now();
    const due = group.flatMap((p) => this.failing.get(p.name)?.until ?? []).filter((t) => t > now);
    return due.length ? Math.min(...due) - now : null;
  }

  private async applyAll(p: Projection, events: RecordedEvent[], trx: Knex.Transaction) {
    if (events.length === 0) return;
    if (p.applyBatch) return p.applyBatch(events, trx, this.context);
    for (const e of events) await p.apply!(e, trx, this.context);
  }

  private advance(name: string, position: number) {
    const before = this.positions.get(name) ?? 0;
    if (position > before) {
      this.positions.set(name, position);
      this.emitter.emit('advanced', name, position);
    }
  }

  /**
   * Runs every projection until it has reached the current head; one that fails is waited for
   * through its retries until it applies or parks what it cannot (`wait: false`, the live loop:
   * returns instead, and `run` comes back at its next try).
   */
  async catchUp(only?: readonly Projection[], opts: { wait?: boolean } = {}): Promise<void> {
    if (!only) await this.applyRebuildRequests();
    const group = only ?? this.projections;
    for (;;) {
      // Until a step finds nothing to do, or every projection reached the head that step saw
      // (then the next step would only read the checkpoints and the head again: two statements
      // per wake-up saved; an append after it wakes the live loop again).
      for (;;) {
        const { advanced, reachedHead } = await this.stepGroup(group);
        if (advanced === 0 || reachedHead) break;
      }
      const ms = this.nextRetryIn(group);
      if (ms === null || opts.wait === false) return;
      await new Promise((r) => setTimeout(r, ms));
    }
  }

  /** Starts following the event store: notifications plus a slow poll as a safety net. */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.prepare();
    this.unsubscribe = await this.store.subscribe(() => this.kick());
    this.loop = this.run();
  }

  private kick() {
    this.pending = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.pending = false;
      try {
        await this.catchUp(undefined, { wait: false });
        if (this.lastError) this.log('projector recovered');
        this.lastError = null;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        if (msg !== this.lastError) this.log(`projector error (will retry): ${msg}`);
        this.lastError = msg;
      }
      if (!this.running) break;
      if (this.pending) continue;
      await new Promise<void>((resolve) => {
        const retry = this.nextRetryIn(this.projections);
        const timer = setTimeout(
          resolve,
          this.lastError
            ? Math.max(this.pollMs, 1000)
            : Math.min(this.pollMs, retry ?? this.pollMs),
        );
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Finishes the batch in flight, then stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.unsubscribe?.();
    this.unsubscribe = null;
  }

  get error(): string | null {
    return this.lastError;
  }

  position(name: string): number {
    return this.positions.get(name) ?? 0;
  }

  async waitFor(position: number, names: readonly string[], timeoutMs: number): Promise<boolean> {
    const done = () => names.every((n) => this.position(n) >= position);
    if (done()) return true;
    this.kick();
    return new Promise<boolean>((resolve) => {
      const onAdvance = () => {
        if (done()) finish(true);
      };
      const timer = setTimeout(() => finish(done()), timeoutMs);
      const finish = (ok: boolean) => {
        clearTimeout(timer);
        this.emitter.off('advanced', onAdvance);
        resolve(ok);
      };
      this.emitter.on('advanced', onAdvance);
    });
  }

  async status(): Promise<ProjectionStatus[]> {
    return projectionStatus(this.store, this.projections);
  }
}

/** The standalone runner's retries of a failing projection before it parks (ms). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 2000, 5000];
