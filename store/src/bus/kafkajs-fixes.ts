import { createRequire } from 'node:module';

/**
 * Fixes to kafkajs 2.2.4 (its last release), applied once to the one copy this process loads by
 * `fixKafkajs`, and only to that version, whose code they were checked against (another version:
 * read its RequestQueue and ConsumerGroup first).
 *
 * Three to its idle behaviour, which made most of an idle projector's CPU (`quietIdleKafkajs`):
 *
 * 1. kafkajs 2.2.4 (its last release) keeps every broker connection's request queue in a 1 ms
 * timer loop while nothing is queued (tulios/kafkajs#1556, #1704, unfixed upstream): with no
 * throttle `throttledUntil` is -1, so `scheduleCheckPendingRequests` sets a timeout at a negative
 * delay — 1 ms — whose callback schedules the next one, forever. That was ~900 wake-ups a second
 * in an idle projector process and most of its CPU (3–5 % of a core, measured per thread). The
 * check is only needed while requests wait or a broker-requested throttle runs; a request pushed
 * later is sent at once or queued, and queuing schedules the check itself. So nothing is
 * scheduled when neither holds.
 *
 * 2. Every connection also checks its in-flight requests for a client-side timeout on a 100 ms
 * interval, forever (`scheduleRequestTimeoutCheck`): 10 wake-ups a second per connection with
 * nothing in flight. It runs every REQUEST_TIMEOUT_CHECK_MS instead; a request still times out,
 * at most that much later than its `requestTimeout` (10 s here).
 *
 * 3. A parked consumer's fetch loop turns less often (below).
 */
export function fixKafkajs(): void {
  const require = createRequire(import.meta.url);
  const version = (require('kafkajs/package.json') as { version: string }).version;
  if (version !== '2.2.4' || fixed) return;
  fixed = true;
  quietIdleKafkajs(require);
  leaveOnFailedJoin(require);
}
let fixed = false;

function quietIdleKafkajs(require: NodeJS.Require): void {
  const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as {
    prototype: {
      scheduleCheckPendingRequests(this: QueueState): void;
      scheduleRequestTimeoutCheck(this: QueueState): void;
    };
  };
  interface QueueState {
    pending: unknown[];
    throttledUntil: number;
    throttleCheckTimeoutId: NodeJS.Timeout | null;
    enforceRequestTimeout: boolean;
    requestTimeout: number;
    requestTimeoutIntervalId: NodeJS.Timeout | null;
    inflight: Map<number, { sentAt: number; requestTimeout: number; timeoutRequest(): void }>;
    isConnected(): boolean;
    destroy(): void;
  }
  const original = RequestQueue.prototype.scheduleCheckPendingRequests;
  RequestQueue.prototype.scheduleCheckPendingRequests = function (this: QueueState) {
    if (this.pending.length === 0 && this.throttledUntil <= Date.now()) return;
    original.call(this);
  };
  // kafkajs's own body, at another interval.
  RequestQueue.prototype.scheduleRequestTimeoutCheck = function (this: QueueState) {
    if (!this.enforceRequestTimeout) return;
    this.destroy();
    this.requestTimeoutIntervalId = setInterval(
      () => {
        this.inflight.forEach((request) => {
          if (Date.now() - request.sentAt > request.requestTimeout) request.timeoutRequest();
        });
        if (!this.isConnected()) this.destroy();
      },
      Math.min(this.requestTimeout, REQUEST_TIMEOUT_CHECK_MS),
    );
  };

  // A consumer whose partitions are all paused (parked, see `consume`) still turns its fetch
  // loop every fetch wait (20 ms in the bench): kafkajs sleeps `maxWaitTimeInMs` and asks again,
  // 50 wake-ups a second for nothing. Such a turn now waits up to PARKED_TURN_MS and ends at
  // once when a partition is resumed, so a wake-up costs no latency. The heartbeat is sent by
  // this loop after an empty turn, so a parked member beats every PARKED_TURN_MS (three times
  // the heartbeat interval, four beats per session timeout) and hears another member's
  // rebalance that much later; a member parks only once its group has settled (see `consume`),
  // so the read-your-writes wait after start-up is not affected.
  interface GroupState {
    subscriptionState: {
      assigned(): { partitions: number[] }[];
      active(): { partitions: number[] }[];
    };
  }
  const ConsumerGroup = require('kafkajs/src/consumer/consumerGroup.js') as {
    prototype: {
      fetch(this: GroupState, nodeId: number): Promise<unknown[]>;
      resume(this: GroupState, topicPartitions: unknown): void;
    };
  };
  const waiting = new WeakMap<GroupState, Set<() => void>>();
  const fetch = ConsumerGroup.prototype.fetch;
  ConsumerGroup.prototype.fetch = async function (this: GroupState, nodeId: number) {
    const state = this.subscriptionState;
    const allPaused =
      state.assigned().some((t) => t.partitions.length > 0) &&
      state.active().every((t) => t.partitions.length === 0);
    if (allPaused) {
      await new Promise<void>((resolve) => {
        const turns = waiting.get(this) ?? new Set<() => void>();
        waiting.set(this, turns);
        const done = () => {
          clearTimeout(timer);
          turns.delete(done);
          resolve();
        };
        const timer = setTimeout(done, PARKED_TURN_MS);
        turns.add(done);
      });
    }
    return fetch.call(this, nodeId);
  };
  const resume = ConsumerGroup.prototype.resume;
  ConsumerGroup.prototype.resume = function (this: GroupState, topicPartitions: unknown) {
    resume.call(this, topicPartitions);
    for (const done of [...(waiting.get(this) ?? [])]) done();
  };
}
/**
 * A member whose join fails for good (the test broker answers a SyncGroup in a rebalance with a
 * protocol error; kafkajs gives up and the consumer crashes) never leaves the group: kafkajs's
 * crash handling stops a runner that never ran, which skips the LeaveGroup. The coordinator keeps
 * that member — holding partitions, consuming nothing — until its session times out (6 s), and
 * only then rebalances again: by then its replacement has joined and settled, so the group stops
 * consuming for a whole rebalance just after the process said it was ready (the query API's 401
 * right after a registration in the distributed spec). Such a member now leaves at once.
 */
function leaveOnFailedJoin(require: NodeJS.Require): void {
  const ConsumerGroup = require('kafkajs/src/consumer/consumerGroup.js') as {
    prototype: { joinAndSync(this: { leave(): Promise<void> }): Promise<void> };
  };
  const joinAndSync = ConsumerGroup.prototype.joinAndSync;
  ConsumerGroup.prototype.joinAndSync = async function (this: { leave(): Promise<void> }) {
    try {
      await joinAndSync.call(this);
    } catch (err) {
      await this.leave().catch(() => undefined); // without a member id: nothing to leave
      throw err;
    }
  };
}

/** How often a connection looks for requests past their timeout (kafkajs: 100 ms). */
const REQUEST_TIMEOUT_CHECK_MS = 1000;
/** The consumers' heartbeat interval. */
export const HEARTBEAT_MS = 500;
/** The longest turn of a parked consumer's fetch loop (its heartbeat interval while parked). */
const PARKED_TURN_MS = 3 * HEARTBEAT_MS;
