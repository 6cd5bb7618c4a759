import type { EventBus } from './bus/event-bus.ts';
import { PhaseTimes } from './bus/phases.ts';
import { toBusMessage } from './bus/wire.ts';
import { pgArray, type EventStore } from './event-store.ts';

/**
 * NOTIFY'd (payload: the relay's new checkpoint) when a publish is checkpointed: consumers that
 * stopped fetching while idle (the bus projector) fetch again as soon as there is something.
 */
export const PUBLISHED_CHANNEL = 'karier_published';

export interface RelayOptions {
  /** Events per publish (default 500). */
  batchSize?: number;
  /** Safety-net poll when no append notification arrives (ms, default 1000). */
  pollMs?: number;
  /**
   * How long to let events gather after a wake-up before publishing (ms, default 20): fewer,
   * larger record batches per partition, which consumers fetch many messages at a time.
   */
  lingerMs?: number;
  log?: (msg: string) => void;
}

export interface RelayStatus {
  leader: boolean;
  position: number;
  head: number;
  lag: number;
  lastError: string | null;
}

/**
 * The outbox relay: publishes every committed event, in position order, to the bus topic, and
 * then moves its durable checkpoint (`relay_checkpoints`) — at least once: a crash between the
 * two publishes those events again, and consumers skip what they already applied. The events
 * table is the outbox: positions are assigned in commit order (appends are serialised), so
 * "everything after the checkpoint" is exactly what is left to publish, in the order it
 * happened. Each stream's events share a key and so a partition, one request in flight: a
 * stream keeps its order even across retries. A broker outage only delays publishing (retried
 * with backoff); the commands keep committing meanwhile.
 *
 * One relay per topic publishes at a time: the others wait on a PostgreSQL advisory lock and
 * take over when the leader's connection goes away. It also records the last position written
 * to each partition (`relay_partitions`) so other processes can tell when a projection has
 * caught up with a given position (read-your-writes).
 */
export class OutboxRelay {
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly lingerMs: number;
  private readonly log: (msg: string) => void;
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private pending = false;
  private unsubscribe: (() => Promise<void>) | null = null;
  private releaseLock: (() => Promise<void>) | null = null;
  private lastError: string | null = null;
  private published = 0;
  /** Where a publish's time goes: read (the events), publish (to the brokers), checkpoint. */
  readonly phases = new PhaseTimes('relay.publish');
  /** The checkpoint while this relay leads (null: read it again first). */
  private position: number | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly bus: EventBus,
    opts: RelayOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.pollMs = opts.pollMs ?? 1000;
    this.lingerMs = opts.lingerMs ?? 20;
    this.log = opts.log ?? (() => undefined);
  }

  get topic(): string {
    return this.bus.topic;
  }

  get isLeader(): boolean {
    return this.releaseLock !== null;
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    await this.store
      .knex('relay_checkpoints')
      .insert({ topic: this.topic, position: 0 })
      .onConflict('topic')
      .ignore();
    this.unsubscribe = await this.store.subscribe(() => this.kick());
    this.loop = this.run();
  }

  private kick() {
    this.pending = true;
    this.wake?.();
  }

  private async sleep(ms: number) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wake = null;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      if (!this.releaseLock) {
        this.releaseLock = await this.store.db
          .tryLock(`karier-relay:${this.topic}`, () => {
            this.log('relay: lost the leader lock');
            this.releaseLock = null;
          })
          .catch((err: unknown) => {
            this.log(`relay: cannot take the leader lock: ${String(err)}`);
            return null;
          });
        if (!this.releaseLock) {
          await this.sleep(2000);
          continue;
        }
        this.position = null; // another leader may have moved it meanwhile
        this.log(`relay: publishing to ${this.topic}`);
      }
      this.pending = false;
      try {
        if (this.lingerMs > 0) await new Promise((r) => setTimeout(r, this.lingerMs));
        const n = await this.publishOnce();
        if (this.lastError) this.log('relay: recovered');
        this.lastError = null;
        failures = 0;
        if (n > 0) continue;
      } catch (err) {
        const msg = err instanceof Error ? err.message : String(err);
        if (msg !== this.lastError) this.log(`relay: publish failed (will retry): ${msg}`);
        this.lastError = msg;
        failures++;
        await this.sleep(Math.min(5000, 100 * 2 ** Math.min(failures, 6)));
        continue;
      }
      if (!this.running) break;
      if (!this.pending) await this.sleep(this.pollMs);
    }
  }

  /**
   * Publishes the next batch after the checkpoint; returns how many events it published. The
   * checkpoint is read when this relay becomes the leader and then kept here (the leader is its
   * only writer); it moves, with each partition's last position, in one statement.
   */
  async publishOnce(): Promise<number> {
    const knex = this.store.knex;
    if (this.position === null) {
      const cp = await knex('relay_checkpoints').where({ topic: this.topic }).first('position');
      this.position = Number(cp?.position ?? 0);
    }
    const t0 = performance.now();
    const rows = await this.store.readStored({ after: this.position, limit: this.batchSize });
    if (rows.length === 0) return 0;
    const t1 = performance.now();
    const { partitions } = await this.bus.publish(rows.map(toBusMessage));
    const t2 = performance.now();
    const last = Number(rows[rows.length - 1]!.position);
    const byPartition = new Map<number, number>();
    rows.forEach((r, i) => byPartition.set(partitions[i]!, Number(r.position)));
    // The notification goes out with the commit, in the same round trip.
    const notify = this.store.db.kind === 'postgres';
    await knex.raw(
      `with checkpoint as (
         update relay_checkpoints set position = ?, updated_at = now()
          where topic = ? and position < ?
       ), notified as (
         select ${notify ? 'pg_notify(?, ?)' : 'null'} as n
       )
       insert into relay_partitions (topic, partition, position)
       select ?, p, pos from unnest(?::int[], ?::bigint[]) as x(p, pos), notified
       on conflict (topic, partition) do update
         set position = greatest(relay_partitions.position, excluded.position),
             updated_at = now()`,
      [
        last,
        this.topic,
        last,
        ...(notify ? [PUBLISHED_CHANNEL, String(last)] : []),
        this.topic,
        pgArray([...byPartition.keys()].map(String)),
        pgArray([...byPartition.values()].map(String)),
      ],
    );
    this.position = last;
    this.published += rows.length;
    this.phases.record(rows.length, {
      read: t1 - t0,
      publish: t2 - t1,
      checkpoint: performance.now() - t2,
    });
    return rows.length;
  }

  async status(): Promise<RelayStatus> {
    const [cp, head] = await Promise.all([
      this.store.knex('relay_checkpoints').where({ topic: this.topic }).first('position'),
      this.store.head(),
    ]);
    const position = Number(cp?.position ?? 0);
    return {
      leader: this.isLeader,
      position,
      head,
      lag: Math.max(0, head - position),
      lastError: this.lastError,
    };
  }

  /** Events published by this process since it started. */
  get count(): number {
    return this.published;
  }

  /** Finishes the batch in flight, releases the leader lock, stops. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await this.unsubscribe?.();
    this.unsubscribe = null;
    const release = this.releaseLock;
    this.releaseLock = null;
    await release?.();
  }
}
