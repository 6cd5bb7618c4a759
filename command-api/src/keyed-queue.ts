/**
 * Work run one task at a time per key, in the order it was queued; a task that fails does not
 * stop the next one. A key with nothing queued is forgotten. In this process only: work that
 * must also be serial across processes takes a database lock inside its task.
 */
export function keyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const next = (tails.get(key) ?? Promise.resolve()).then(task, task);
      const tail = next.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return next;
    },
    /** Keys with work queued or running. */
    get size(): number {
      return tails.size;
    },
  };
}
