// Piscina loads this plain-JS file in each worker thread: it makes TypeScript importable
// (tsx's ESM hooks, the same way under `tsx`, `node --import tsx` and vitest), then hands
// every task to worker.ts.
import { register } from 'tsx/esm/api';

register();
const worker = import('./worker.ts');

export default async function run(task) {
  const { default: runCvTask } = await worker;
  return runCvTask(task);
}
