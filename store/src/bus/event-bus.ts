/**
 * The port between Karier and a log-based message broker (Kafka): the outbox relay publishes
 * through it, the projector consumes through it. kafkajs is one adapter (`kafka-bus.ts`);
 * another client (e.g. @confluentinc/kafka-javascript) is another implementation of this.
 */
export interface BusMessage {
  /** Partition key: messages with the same key keep their order. */
  key: string;
  value: string;
  headers: Record<string, string>;
}

export interface BusRecord {
  partition: number;
  offset: string;
  key: string | null;
  value: string;
  headers: Record<string, string>;
}

/**
 * What a consumer's handler does with the batch it was given. Fetching and committing are
 * separate: `advance` lets the consumer fetch past the batch at once (work can be queued and
 * group-committed), `commit` records the group's offset only once the work is durable, and
 * `rewind` delivers again from an offset (the work failed or cannot be done yet).
 */
export interface BatchControl {
  /** Fetching may move past `offset` (the next batch of this partition can come). */
  advance(offset: string): void;
  /** Everything up to `offset` is durably done: the group's offset may move past it. */
  commit(offset: string): void;
  /** Deliver this partition again from `offset`, after pausing it for `ms`. */
  rewind(offset: string, ms: number): void;
  heartbeat(): Promise<void>;
  isRunning(): boolean;
}

export interface ConsumeOptions {
  /** One group per reader (a projection): the group's members share the partitions. */
  groupId: string;
  /** A new group reads the topic from its beginning (else from its end). */
  fromBeginning: boolean;
  onBatch(partition: number, records: BusRecord[], control: BatchControl): Promise<void>;
  /**
   * Stop fetching after this long without a record (ms), until `wake` (or `parkMaxMs`): for a
   * consumer told of new records another way (the projector hears each append from
   * PostgreSQL). Without, it fetches all the time.
   */
  parkAfterMs?: number;
  /** The longest a parked consumer waits for `wake` before it fetches again (default 5000). */
  parkMaxMs?: number;
  log?: (msg: string) => void;
}

/** How long `consume` waits for its group to give it partitions before it resolves anyway. */
export const GROUP_JOIN_WAIT_MS = 30_000;

export interface BusSubscription {
  /** Stops fetching, waits for the batch in progress, commits what was resolved, leaves the group. */
  stop(): Promise<void>;
  /** Records may be coming: a parked consumer fetches again (see `parkAfterMs`). */
  wake(): void;
}

export interface PublishResult {
  /** The partition each message was written to, in the order given. */
  partitions: number[];
}

export interface EventBus {
  readonly topic: string;
  /** Writes the messages in order and resolves once the brokers acknowledged all of them. */
  publish(messages: readonly BusMessage[]): Promise<PublishResult>;
  consume(opts: ConsumeOptions): Promise<BusSubscription>;
  close(): Promise<void>;
}
