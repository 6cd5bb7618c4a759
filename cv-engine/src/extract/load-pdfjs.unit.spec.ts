import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const LOADER = new URL('./load-pdfjs.mjs', import.meta.url).href;

/** Runs `body` (an ES module) in a fresh node process and returns what it printed as JSON. */
function inFreshNode(body: string): unknown {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', body], {
    cwd: new URL('.', import.meta.url),
    encoding: 'utf8',
  });
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

const BUILT_INS = `[Array.prototype.push, JSON.stringify, JSON.parse, Function.prototype.toString]`;

describe('loading pdf.js', () => {
  it("keeps Node's own push, JSON and toString, and loads the worker with pdf.js", () => {
    const out = inFreshNode(`
      const before = ${BUILT_INS};
      const { loadPdfJsModules } = await import(${JSON.stringify(LOADER)});
      const pdfjs = await loadPdfJsModules();
      const after = ${BUILT_INS};
      console.log(JSON.stringify({
        kept: before.map((f, i) => f === after[i]),
        worker: typeof globalThis.pdfjsWorker?.WorkerMessageHandler,
        getDocument: typeof pdfjs.getDocument,
        // What core-js adds for pdf.js stays.
        withResolvers: typeof Promise.withResolvers,
        pushes: [1, 2].push(3),
      }));
    `);
    expect(out).toEqual({
      kept: [true, true, true, true],
      worker: 'function',
      getDocument: 'function',
      withResolvers: 'function',
      pushes: 3,
    });
  });
});
