// The landing page's initial JavaScript, gzipped: the entry chunk named by dist/index.html, every
// chunk the HTML preloads, and every chunk those import statically (followed transitively) —
// never the lazy chunks behind import(). Prints each chunk and the total; exits 1 above the limit.
// Run by `npm run build -w web` after `vite build`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 100 KB (KiB: 1024 bytes), gzip level 9 (issue 29). */
export const LIMIT_BYTES = 100 * 1024;

const dist = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** `/assets/x.js` references in the HTML: module scripts and modulepreload links. */
function htmlScripts(html) {
  const found = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    const url = tag.match(/\b(?:src|href)="([^"]+\.js)"/)?.[1];
    if ((isModule || isPreload) && url) found.push(url);
  }
  return found;
}

/** Static imports of a chunk (`import … from "./x.js"`, `import "./x.js"`), not `import("…")`. */
function staticImports(code) {
  const specs = new Set();
  for (const m of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    specs.add(m[1]);
  }
  return [...specs];
}

export function measure(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const queue = htmlScripts(html).map((url) => path.join(distDir, url.replace(/^\//, '')));
  const seen = new Map();
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    const code = fs.readFileSync(file, 'utf8');
    seen.set(file, {
      file: path.relative(distDir, file),
      raw: Buffer.byteLength(code),
      gzip: gzipSync(code, { level: 9 }).length,
    });
    for (const spec of staticImports(code)) queue.push(path.resolve(path.dirname(file), spec));
  }
  const chunks = [...seen.values()].sort((a, b) => b.gzip - a.gzip);
  const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
  return { chunks, total };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { chunks, total } = measure(dist);
  console.log('\nInitial JavaScript of the landing page (gzip -9):');
  for (const c of chunks) {
    console.log(
      `  ${c.file.padEnd(48)} ${kb(c.raw).padStart(10)} raw ${kb(c.gzip).padStart(10)} gzip`,
    );
  }
  const ok = total <= LIMIT_BYTES;
  console.log(
    `  ${'total'.padEnd(48)} ${''.padStart(14)} ${kb(total).padStart(10)} gzip (${total} bytes; limit ${kb(LIMIT_BYTES)}) ${ok ? 'OK' : 'TOO LARGE'}\n`,
  );
  if (!ok) {
    console.error(
      `The landing page loads ${kb(total)} of JavaScript up front, over the ${kb(LIMIT_BYTES)} budget: load the new code lazily (a route, a dialog) or drop a dependency.`,
    );
    process.exit(1);
  }
}
