import {
  Kafka,
  logLevel,
  Partitioners,
  type Consumer,
  type KafkaMessage,
  type Message,
  type PartitionMetadata,
  type Producer,
} from 'kafkajs';
import type {
  BusMessage,
  BusRecord,
  BusSubscription,
  ConsumeOptions,
  EventBus,
  PublishResult,
} from './event-bus.ts';
import { GROUP_JOIN_WAIT_MS } from './event-bus.ts';
import { GroupMembership, OffsetCommits, Parking } from './consumer-phases.ts';
import { fixKafkajs, HEARTBEAT_MS } from './kafkajs-fixes.ts';

fixKafkajs();

/** A `BusConfig` (see loadBusConfig) is one as it is. */
export interface KafkaBusOptions {
  brokers: readonly string[];
  topic: string;
  clientId?: string;
  /** Partitions of the topic when this bus creates it (a real cluster; the test broker cannot). */
  partitions?: number;
  /**
   * Longest a fetch waits at the broker when there is nothing new (ms, default 100). Kafka
   * answers as soon as records arrive; the test broker always waits the whole time, so a
   * short wait there means lower latency for more fetches.
   */
  fetchMaxWaitMs?: number;
  /** How long one produce may take before it is retried (ms). */
  requestTimeoutMs?: number;
  log?: (msg: string) => void;
}

/** How long a member must hold its assignment before `consume` calls the group settled. */
const SETTLE_MS = 1500;

const LEVELS: Record<number, string> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/**
 * The EventBus on Kafka through kafkajs. Publishing: acks from all in-sync replicas, one request
 * in flight per broker (a retry cannot reorder a partition), and each message's partition chosen
 * here with kafkajs's Java-compatible partitioner on its key (the stream id) — so the relay knows
 * where every event went. Consuming: one consumer group per reader, offsets committed only for
 * what the handler resolved (at-least-once); a batch the handler cannot take yet is paused and
 * delivered again.
 */
export class KafkaEventBus implements EventBus {
  readonly topic: string;
  private readonly kafka: Kafka;
  private readonly log: (msg: string) => void;
  private producer: Promise<Producer> | null = null;
  private metadata: PartitionMetadata[] | null = null;
  private readonly partitioner = Partitioners.DefaultPartitioner();
  private readonly consumers = new Set<Consumer>();
  private readonly logged = new Map<string, number>();

  constructor(private readonly opts: KafkaBusOptions) {
    this.topic = opts.topic;
    this.log = opts.log ?? (() => undefined);
    this.kafka = new Kafka({
      clientId: opts.clientId ?? 'karier',
      brokers: [...opts.brokers],
      requestTimeout: opts.requestTimeoutMs ?? 10_000,
      connectionTimeout: 3000,
      retry: { initialRetryTime: 100, maxRetryTime: 2000, retries: 5 },
      logLevel: logLevel.WARN,
      logCreator:
        () =>
        ({ level, log }) => {
          const { message, error } = log as { message: string; error?: string };
          const line = `[kafka ${LEVELS[level] ?? level}] ${message}${error ? `: ${error}` : ''}`;
          // An outage repeats the same line for every connection attempt: once per 10 s.
          const now = Date.now();
          if ((this.logged.get(line) ?? 0) > now - 10_000) return;
          if (this.logged.size > 200) this.logged.clear();
          this.logged.set(line, now);
          this.log(line);
        },
    });
  }

  /** Creates the topic when missing (where the cluster allows it) and reads its partitions. */
  async ensureTopic(): Promise<number> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const topics = await admin.listTopics();
      if (!topics.includes(this.topic)) {
        await admin
          .createTopics({
            topics: [{ topic: this.topic, numPartitions: this.opts.partitions ?? 6 }],
            waitForLeaders: true,
          })
          .catch((err: unknown) =>
            this.log(`could not create topic ${this.topic}: ${String(err)}`),
          );
      }
      const md = await admin.fetchTopicMetadata({ topics: [this.topic] });
      this.metadata = md.topics[0]?.partitions ?? null;
      if (!this.metadata?.length) throw new Error(`topic ${this.topic} has no partitions`);
      return this.metadata.length;
    } finally {
      await admin.disconnect();
    }
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      const p = this.kafka.producer({
        // The partition is chosen here (publish), with this same partitioner.
        createPartitioner: Partitioners.DefaultPartitioner,
        allowAutoTopicCreation: false,
        idempotent: false,
        maxInFlightRequests: 1,
        retry: { initialRetryTime: 100, maxRetryTime: 2000, retries: 3 },
      });
      await p.connect();
      return p;
    })().catch((err: unknown) => {
      this.producer = null;
      throw err;
    });
    return this.producer;
  }

  async publish(messages: readonly BusMessage[]): Promise<PublishResult> {
    if (messages.length === 0) return { partitions: [] };
    if (!this.metadata) await this.ensureTopic();
    const partitionMetadata = this.metadata!;
    const producer = await this.getProducer();
    const out: Message[] = [];
    const partitions: number[] = [];
    for (const m of messages) {
      const message: Message = { key: m.key, value: m.value, headers: m.headers };
      const partition = this.partitioner({ topic: this.topic, partitionMetadata, message });
      partitions.push(partition);
      out.push({ ...message, partition });
    }
    await producer.send({ topic: this.topic, acks: -1, messages: out });
    return { partitions };
  }

  async consume(opts: ConsumeOptions): Promise<BusSubscription> {
    const topic = this.topic;
    let stopped = false;
    let consumer!: Consumer;
    const current = () => consumer;
    const commits = new OffsetCommits(topic, current, (err) =>
      this.log(`commit of ${opts.groupId} failed (its batches will come again): ${String(err)}`),
    );
    const membership = new GroupMembership(SETTLE_MS);
    const parking = new Parking(
      topic,
      current,
      membership,
      opts.parkAfterMs ?? 0,
      opts.parkMaxMs ?? 5000,
    );
    let restarts = 0;

    const again = (why: string) => {
      const ms = Math.min(5000, 250 * 2 ** Math.min(restarts++, 5));
      this.log(`consumer ${opts.groupId} crashed (${why}); a new one in ${ms} ms`);
      setTimeout(() => {
        if (!stopped) start().catch((err: unknown) => again(String(err)));
      }, ms).unref();
    };

    const start = async (): Promise<void> => {
      const c = this.kafka.consumer({
        groupId: opts.groupId,
        // A member that died is noticed after 6 s (the broker default minimum): its partitions
        // move on.
        sessionTimeout: 6000,
        heartbeatInterval: HEARTBEAT_MS,
        maxWaitTimeInMs: this.opts.fetchMaxWaitMs ?? 100,
        retry: { initialRetryTime: 100, maxRetryTime: 2000, retries: 10 },
      });
      consumer = c;
      this.consumers.add(c);
      c.on(c.events.REBALANCING, () => membership.unsettle());
      c.on(c.events.GROUP_JOIN, (e) => {
        restarts = 0;
        membership.join();
        // Each (re)join says which partitions this member now holds: who consumes what.
        const mine = e.payload.memberAssignment[topic] ?? [];
        // A new assignment fetches first (what it brings may be waiting).
        parking.unpark();
        parking.assigned = [...mine];
        parking.seen();
        this.log(`consumer ${opts.groupId}: joined, partitions [${mine.join(', ')}]`);
      });
      // kafkajs restarts a crashed consumer itself only after errors it deems retriable (and
      // asks restartOnFailure only about those). Any other — the test broker answers a SyncGroup
      // in a rebalance with one — leaves the member dead for good: this process would hold no
      // partition while looking ready (before, with a group per projection, that silently left
      // some projections to the other replica). A projector's consumer always comes back: a new
      // one for the same group, after a growing pause.
      c.on(c.events.CRASH, (e) => {
        membership.unsettle();
        if (e.payload.restart || stopped) return;
        this.consumers.delete(c);
        again(e.payload.error.message);
      });
      await c.connect();
      await c.subscribe({ topics: [topic], fromBeginning: opts.fromBeginning });
      await c.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        // Several partitions in hand at once: their batches meet in one group commit.
        partitionsConsumedConcurrently: 8,
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          if (!isRunning() || isStale() || batch.messages.length === 0) return;
          parking.seen();
          const partition = batch.partition;
          await opts.onBatch(partition, toRecords(partition, batch.messages), {
            advance: (offset) => resolveOffset(offset),
            commit: (offset) => commits.commit(partition, offset),
            rewind: (offset, ms) => this.rewind(c, opts.groupId, parking, partition, offset, ms),
            heartbeat,
            isRunning,
          });
        },
      });
    };
    await start();
    let waited: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<void>((resolve) => {
      waited = setTimeout(() => {
        this.log(`consumer ${opts.groupId} not assigned after ${GROUP_JOIN_WAIT_MS} ms; going on`);
        resolve();
      }, GROUP_JOIN_WAIT_MS);
      waited.unref();
    });
    await Promise.race([membership.joined, gaveUp]);
    clearTimeout(waited);
    return {
      wake: () => parking.unpark(),
      stop: async () => {
        stopped = true;
        commits.stopped = true;
        this.consumers.delete(consumer);
        parking.stop();
        await commits.send(); // while still a member of the group
        await consumer.stop();
        await consumer.disconnect();
      },
    };
  }

  /**
   * `partition` is delivered again from `offset`, after `ms`. A consumer that crashed meanwhile
   * is gone: its successor fetches from the group's committed offset, which never passed this
   * batch.
   */
  private rewind(
    c: Consumer,
    groupId: string,
    parking: Parking,
    partition: number,
    offset: string,
    ms: number,
  ): void {
    const topic = this.topic;
    try {
      c.seek({ topic, partition, offset });
      c.pause([{ topic, partitions: [partition] }]);
      parking.rewinding.add(partition);
      setTimeout(() => {
        parking.rewinding.delete(partition);
        parking.seen();
        if (parking.isParked(partition)) return;
        try {
          c.resume([{ topic, partitions: [partition] }]);
        } catch {
          // That consumer is gone (stopped, or crashed and replaced): nothing to resume.
        }
      }, ms).unref();
    } catch (err) {
      this.log(`consumer ${groupId}: rewind not possible (${String(err)})`);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((c) => c.disconnect().catch(() => undefined)));
    this.consumers.clear();
    const p = this.producer;
    this.producer = null;
    if (p) await (await p.catch(() => null))?.disconnect();
  }
}

/** A fetched batch's messages as bus records (text keys, values and headers). */
function toRecords(partition: number, messages: readonly KafkaMessage[]): BusRecord[] {
  return messages.map((m) => ({
    partition,
    offset: m.offset,
    key: m.key?.toString('utf8') ?? null,
    value: m.value?.toString('utf8') ?? '',
    headers: Object.fromEntries(
      Object.entries(m.headers ?? {}).map(([k, v]) => [k, String(v ?? '')]),
    ),
  }));
}
