#!/usr/bin/env node
/**
 * Production source files over a line limit (400 by default): `node infra/scripts/long-files.mjs
 * [limit]`. Specs, tests, test helpers, fixtures, evals and benchmarks are left out; prints each
 * file with its line count, longest first, then the count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const limit = Number(process.argv[2] ?? 400);
const SKIP = new Set(['node_modules', 'dist', 'data', '.cache', 'coverage', '.git']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const NOT_PRODUCTION =
  /(\.spec\.|\.d\.ts$|(^|\/)(test|tests|testing|e2e|bench|eval|fixtures|test-support)\/|fixtures?\.tsx?$|spec-fixtures)/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

const long = [];
for (const path of files(root)) {
  const rel = relative(root, path);
  if (!rel.includes('/') || NOT_PRODUCTION.test(rel)) continue;
  const lines = readFileSync(path, 'utf8').split('\n').length - 1;
  if (lines > limit) long.push([lines, rel]);
}
long.sort((a, b) => b[0] - a[0] || a[1].localeCompare(b[1]));
for (const [lines, rel] of long) console.log(`${String(lines).padStart(5)}  ${rel}`);
console.log(`production source files over ${limit} lines: ${long.length}`);
