import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './kafka-bus.ts'; // applies the idle fixes to kafkajs

// The fixes kafka-bus.ts applies to kafkajs 2.2.4 (kafkajs-fixes.ts): an idle connection must not
// keep timers spinning, and a member whose join fails leaves the group. Each case fails on
// kafkajs's own code.
const require = createRequire(import.meta.url);
const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as new (opts: {
  requestTimeout: number;
  enforceRequestTimeout: boolean;
  logger: unknown;
}) => {
  scheduleCheckPendingRequests(): void;
  scheduleRequestTimeoutCheck(): void;
  destroy(): void;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
};
const ConsumerGroup = require('kafkajs/src/consumer/consumerGroup.js') as {
  prototype: { joinAndSync(): Promise<void> };
};
const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined };

describe('kafkajs idle fixes', () => {
  afterEach(() => vi.useRealTimers());

  it('a request queue with nothing pending and no throttle schedules no check (kafkajs: a 1 ms loop)', () => {
    vi.useFakeTimers();
    const q = new RequestQueue({ requestTimeout: 10_000, enforceRequestTimeout: true, logger });
    q.scheduleCheckPendingRequests();
    expect(q.throttleCheckTimeoutId).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('in-flight requests are checked for their timeout once a second (kafkajs: every 100 ms)', () => {
    vi.useFakeTimers();
    const q = new RequestQueue({ requestTimeout: 10_000, enforceRequestTimeout: true, logger });
    const spy = vi.spyOn(globalThis, 'setInterval');
    q.scheduleRequestTimeoutCheck();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0]![1]).toBe(1000);
    q.destroy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a member whose join fails for good leaves the group at once (kafkajs: a zombie until its session times out)', async () => {
    const leaveGroup = vi.fn(async () => undefined);
    const group = Object.assign(Object.create(ConsumerGroup.prototype) as object, {
      groupId: 'g',
      memberId: 'member-1',
      coordinator: { leaveGroup },
      // The join's retrier gives up: what a SyncGroup protocol error in a rebalance comes to.
      retrier: () => Promise.reject(new Error('sync failed')),
    }) as unknown as { joinAndSync(): Promise<void>; memberId: string | null };
    await expect(group.joinAndSync()).rejects.toThrow('sync failed');
    expect(leaveGroup).toHaveBeenCalledWith({ groupId: 'g', memberId: 'member-1' });
    expect(group.memberId).toBeNull();
  });
});
