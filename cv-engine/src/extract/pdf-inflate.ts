// pdf.js inflates each Flate stream through the global `DecompressionStream` when there is one
// (web streams: a ReadableStream, promises and chunk copies per stream, for streams of a few KB),
// and otherwise with its own synchronous FlateStream, which reads a CV in about three quarters
// of the CPU. pdf.js has no option for it: it tries `new DecompressionStream(…)` and, on a
// ReferenceError, decodes the stream itself; the bytes are the same either way (a stream the web
// decoder refuses is already decoded by FlateStream). So the global is hidden while pdf.js
// reads a file, and shown again for anyone else who needs it meanwhile (file-type's ZIP
// detection, in-process callers that read several files at once).

let readers = 0;
let keepers = 0;
/** The global's property while it is hidden (undefined when shown). */
let hidden: PropertyDescriptor | undefined;

function update() {
  const hide = readers > 0 && keepers === 0;
  if (hide && !hidden) {
    hidden = Object.getOwnPropertyDescriptor(globalThis, 'DecompressionStream');
    if (hidden) delete (globalThis as { DecompressionStream?: unknown }).DecompressionStream;
  } else if (!hide && hidden) {
    Object.defineProperty(globalThis, 'DecompressionStream', hidden);
    hidden = undefined;
  }
}

async function counted<T>(fn: () => Promise<T>, count: (by: 1 | -1) => void): Promise<T> {
  count(1);
  update();
  try {
    return await fn();
  } finally {
    count(-1);
    update();
  }
}

/** Runs pdf.js's reading of a file with its synchronous inflate (the global hidden). */
export function withPdfJsInflate<T>(fn: () => Promise<T>): Promise<T> {
  return counted(fn, (by) => (readers += by));
}

/** Runs code that needs the global `DecompressionStream`, even while pdf.js reads a file. */
export function withWebInflate<T>(fn: () => Promise<T>): Promise<T> {
  return counted(fn, (by) => (keepers += by));
}
