import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { evolve, initialState } from './auth/user-decider.ts';
import { loadState } from './handle.ts';
import { StateCache } from './state-cache.ts';

describe('StateCache', () => {
  it('drops the least recently used stream beyond its size and never goes back in version', () => {
    const cache = new StateCache(2);
    cache.set('a', 1, 'A1');
    cache.set('b', 1, 'B1');
    cache.get('a');
    cache.set('c', 1, 'C1');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.state).toBe('A1');
    cache.set('a', 5, 'A5');
    cache.set('a', 3, 'A3');
    expect(cache.get('a')).toEqual({ version: 5, state: 'A5' });
  });
});

describe('loadState with a cache', () => {
  let storage: Awaited<ReturnType<typeof openTestStorage>>;
  beforeAll(async () => {
    storage = await openTestStorage('pglite');
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  it('reads only the tail, and sees events appended behind its back (another process)', async () => {
    const userId = randomUUID();
    const stream = userStreamId(userId);
    const at = new Date().toISOString();
    await storage.store.append(
      stream,
      [
        {
          type: 'UserRegistered',
          data: {
            userId,
            name: 'Awal',
            email: `${userId}@example.com`,
            passwordHash: '$h',
            role: 'user',
            registeredAt: at,
          },
        },
      ],
      { expectedVersion: 'no_stream', context: systemContext() },
    );
    const cache = new StateCache();
    const first = await loadState(storage.store, stream, evolve, initialState, cache);
    expect(first.version).toBe(1);
    expect(cache.get(stream)?.version).toBe(1);

    // Another writer (not through this cache) changes the name.
    await storage.store.append(
      stream,
      [
        {
          type: 'UserDetailsChanged',
          data: {
            userId,
            name: 'Baru',
            email: `${userId}@example.com`,
            previousEmail: null,
            changedAt: at,
          },
        },
      ],
      { expectedVersion: 1, context: systemContext() },
    );
    const second = await loadState(storage.store, stream, evolve, initialState, cache);
    expect(second.version).toBe(2);
    expect(second.state.status === 'active' && second.state.name).toBe('Baru');
    expect(
      (await storage.store.readStream(stream, { afterVersion: 1 })).map((e) => e.type),
    ).toEqual(['UserDetailsChanged']);
  });
});
