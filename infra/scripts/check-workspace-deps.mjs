#!/usr/bin/env node
/**
 * Every workspace declares the @karier/* packages it imports: an import of a sibling package
 * that is missing from the workspace's package.json (dependencies, or devDependencies for
 * tests, benchmarks and fixtures) fails `npm run lint`, and so does a declared @karier/* package
 * that nothing imports any more. The root package.json stands for the root folders (test-support).
 * Imports are read with a regex (static `from '…'`, `import('…')`, `export … from '…'`): cheap,
 * and comments naming a package in quotes would count too, which the repo avoids.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const SKIP = new Set(['node_modules', 'dist', 'data', '.cache', 'coverage', '.git']);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](@karier\/[a-z0-9-]+)/g;
/** Files whose imports may come from devDependencies. */
const DEV_ONLY = /(\.spec\.|\/test\/|\/testing\/|\/bench\/|\/eval\/|\/e2e\/|\/scripts\/|fixtures)/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** The @karier/* names some files import: name → { runtime: files[], dev: files[] }. */
function importsOf(paths) {
  const found = new Map();
  for (const file of paths) {
    const rel = relative(root, file);
    for (const [, name] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!found.has(name)) found.set(name, { runtime: [], dev: [] });
      found.get(name)[DEV_ONLY.test('/' + rel) ? 'dev' : 'runtime'].push(rel);
    }
  }
  return found;
}

const problems = [];
function check(label, pkg, imports) {
  const deps = pkg.dependencies ?? {};
  const dev = pkg.devDependencies ?? {};
  for (const [name, where] of imports) {
    if (name === pkg.name) continue; // a package may import itself through its own exports
    if (where.runtime.length && !(name in deps)) {
      problems.push(`${label}: imports ${name} (${where.runtime[0]}) without it in dependencies`);
    } else if (!(name in deps) && !(name in dev)) {
      problems.push(`${label}: imports ${name} (${where.dev[0]}) without declaring it`);
    }
  }
  for (const name of Object.keys({ ...deps, ...dev })) {
    if (name.startsWith('@karier/') && !imports.has(name)) {
      problems.push(`${label}: declares ${name} but imports nothing from it`);
    }
  }
}

const workspaces = rootPkg.workspaces;
for (const ws of workspaces) {
  const pkg = JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8'));
  check(ws, pkg, importsOf(files(join(root, ws))));
}
// The root's own files and folders (test-support, the configs): tooling and tests, so
// devDependencies of the root package.json.
const rootPaths = readdirSync(root)
  .filter((name) => !SKIP.has(name) && !workspaces.includes(name) && !name.startsWith('.'))
  .map((name) => join(root, name))
  .flatMap((path) =>
    statSync(path).isDirectory() ? [...files(path)] : SOURCE.test(path) ? [path] : [],
  );
const rootImports = importsOf(rootPaths);
for (const where of rootImports.values()) where.dev.push(...where.runtime.splice(0));
check('(root)', rootPkg, rootImports);

if (problems.length) {
  console.error(`Undeclared or unused @karier/* dependencies:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`@karier/* dependencies declared: ${workspaces.length} workspaces and the root.`);
