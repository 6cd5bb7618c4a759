import { randomUUID } from 'node:crypto';
import { systemContext, userStreamId } from '@karier/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage } from '../../test-support/storage.ts';
import { evolve, initialState } from './auth/user-decider.ts';
import { handle, loadState } from './handle.ts';
import { decide, isSessionActive, type UserEvent } from './auth/user-decider.ts';
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

  it('trusts the cache optimistically, but a stream that moved on is re-read and re-decided', async () => {
    const userId = randomUUID();
    const stream = userStreamId(userId);
    const now = new Date();
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + 3600_000).toISOString();
    await storage.store.append(
      stream,
      [
        {
          type: 'UserRegistered',
          data: {
            userId,
            name: 'Cache',
            email: `${userId}@example.com`,
            passwordHash: '$h',
            role: 'user',
            registeredAt: at,
          },
        },
        {
          type: 'UserLoggedIn',
          data: { userId, sessionId: 's1', method: 'password', loggedInAt: at, expiresAt },
        },
      ],
      { expectedVersion: 'no_stream', context: systemContext() },
    );
    const cache = new StateCache();
    await loadState(storage.store, stream, evolve, initialState, cache);

    const changeName = (name: string) =>
      handle<ReturnType<typeof initialState>, UserEvent>(
        storage.store,
        stream,
        evolve,
        initialState,
        (state) => {
          if (!isSessionActive(state, 's1', now)) throw new Error('session revoked');
          return decide(
            {
              type: 'ChangeDetails',
              data: { name, email: `${userId}@example.com` },
              metadata: { now },
            },
            state,
          );
        },
        systemContext(),
        { cache },
      );

    // Another process logs the session out; this process's cache still has it active.
    await storage.store.append(
      stream,
      [{ type: 'UserLoggedOut', data: { userId, sessionId: 's1', loggedOutAt: at } }],
      {
        expectedVersion: 2,
        context: systemContext(),
      },
    );
    expect(
      isSessionActive(cache.get<ReturnType<typeof initialState>>(stream)!.state, 's1', now),
    ).toBe(true);
    await expect(changeName('Sesudah logout')).rejects.toThrow('session revoked');
    expect(await storage.store.streamVersion(stream)).toBe(3);

    // A change the cache missed is folded in before deciding: no lost update.
    await storage.store.append(
      stream,
      [
        {
          type: 'UserLoggedIn',
          data: { userId, sessionId: 's1', method: 'password', loggedInAt: at, expiresAt },
        },
      ],
      { expectedVersion: 3, context: systemContext() },
    );
    const done = await changeName('Nama Baru');
    expect(done.streamVersion).toBe(5);
    const events = await storage.store.readStream(stream);
    expect(events.map((e) => e.type)).toEqual([
      'UserRegistered',
      'UserLoggedIn',
      'UserLoggedOut',
      'UserLoggedIn',
      'UserDetailsChanged',
    ]);
  });
});
