// pdf.js (its legacy build) and its worker, loaded once per process, Node's own built-ins kept.
// Plain JavaScript: the CV child's bootstrap loads it natively, before tsx's hooks exist.
//
// The legacy build bundles core-js, which replaces built-ins Node 20 already has with JavaScript
// for edge cases no code here meets: Array.prototype.push (every push of the process, 5 % of a
// CV child's samples), JSON.stringify (a replacer call per value, then a loop over each character
// of the output), JSON.parse and Function.prototype.toString. They are put back once pdf.js and
// its worker are loaded. What core-js adds that Node 20 lacks (Promise.withResolvers, the new Set
// methods, Uint8Array base64, …) stays: pdf.js uses it.

/** The built-ins core-js replaces though Node has them. */
const NATIVES = [
  [Array.prototype, 'push'],
  [JSON, 'stringify'],
  [JSON, 'parse'],
  [Function.prototype, 'toString'],
];

let loading;

/**
 * pdf.js's module. Its worker module is loaded too and set as `globalThis.pdfjsWorker`, so pdf.js
 * runs its worker from it in this thread (as it would after importing it itself), and that
 * module's own core-js runs here, before the built-ins are put back.
 */
export function loadPdfJsModules() {
  return (loading ??= (async () => {
    const kept = NATIVES.map(([owner, key]) => [
      owner,
      key,
      Object.getOwnPropertyDescriptor(owner, key),
    ]);
    try {
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      globalThis.pdfjsWorker ??= await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
      return pdfjs;
    } finally {
      for (const [owner, key, descriptor] of kept) Object.defineProperty(owner, key, descriptor);
    }
  })());
}
