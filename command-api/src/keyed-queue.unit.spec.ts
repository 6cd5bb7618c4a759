import { describe, expect, it } from 'vitest';
import { keyedQueue } from './keyed-queue.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

/** A task that logs its start and end, a tick apart, and answers its name. */
const logged = (log: string[], name: string) => async () => {
  log.push(`${name} start`);
  await tick();
  log.push(`${name} end`);
  return name;
};

describe('keyedQueue', () => {
  it('runs the tasks of one key one at a time, in order', async () => {
    const queue = keyedQueue();
    const log: string[] = [];
    const results = await Promise.all([
      queue.run('a', logged(log, '1')),
      queue.run('a', logged(log, '2')),
    ]);
    expect(results).toEqual(['1', '2']);
    expect(log).toEqual(['1 start', '1 end', '2 start', '2 end']);
  });

  it('runs different keys side by side', async () => {
    const queue = keyedQueue();
    const log: string[] = [];
    await Promise.all([queue.run('a', logged(log, 'a')), queue.run('b', logged(log, 'b'))]);
    expect(log.slice(0, 2)).toEqual(['a start', 'b start']);
  });

  it('goes on after a failed task, and forgets a key once its work is done', async () => {
    const queue = keyedQueue();
    const failed = queue.run('a', () => Promise.reject(new Error('boom')));
    const next = queue.run('a', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
    await tick();
    expect(queue.size).toBe(0);
  });
});
