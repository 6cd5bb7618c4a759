// Piscina loads this plain-JS file in each worker thread: it makes TypeScript importable
// (tsx's ESM hooks, the same way under `tsx`, `node --import tsx` and vitest), then hands
// every task to worker.ts.
//
// pdf.js is loaded first, natively: through tsx's hooks its two large bundles would be
// transformed again in every worker (hundreds of MB of RSS per thread). Setting
// `globalThis.pdfjsWorker` makes pdf.js use the preloaded worker module on this thread.
await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');

const { register } = await import('tsx/esm/api');
register();
const worker = import('./worker.ts');

export default async function run(task) {
  const { default: runCvTask } = await worker;
  return runCvTask(task);
}
