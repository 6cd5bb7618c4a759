// The CV child process (forked by pool.ts): reads uploaded CVs one at a time, so a hostile file
// that exhausts memory (the V8 heap, or pdf.js and canvas buffers outside it) can only kill this
// process, whose memory then goes back to the system.
//
// pdf.js is loaded first, natively: through tsx's hooks its two large bundles would be
// transformed again (hundreds of MB of RSS). load-pdfjs.mjs sets `globalThis.pdfjsWorker`, which
// makes pdf.js use the preloaded worker module in this process, and puts back the built-ins
// pdf.js's core-js replaced. Then tsx makes TypeScript importable, unless this is the compiled
// bootstrap (infra/dist, built by infra/scripts/server-build.mjs), where the worker is
// JavaScript already.
const { loadPdfJsModules } = await import('./load-pdfjs.mjs');
await loadPdfJsModules();

if (process.env.KARIER_COMPILED !== '1') {
  const { register } = await import('tsx/esm/api');
  register();
}
const { default: runCvTask } = await import('./worker.ts');

// The parent went away (even by SIGKILL, the IPC channel closes): nothing left to serve.
process.on('disconnect', () => process.exit(0));

process.on('message', (msg) => {
  void (async () => {
    const reply = await runCvTask(msg.task);
    process.send?.({ id: msg.id, reply, rss: process.memoryUsage.rss() });
  })();
});

// One tiny CV through every step, so the first real file meets warm code; then ready.
await runCvTask({ warmup: true, buffer: new Uint8Array(0) });
process.send?.({ ready: true, rss: process.memoryUsage.rss() });
