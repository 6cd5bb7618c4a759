// Builds the standalone server and the CV child process as JavaScript (infra/dist) when the build
// is missing or older than any source it is made of, so `npm start` runs no TypeScript through
// tsx. The workspace packages (@karier/*) are bundled in; every other package stays an import
// from node_modules. Code split at dynamic imports, so an optional integration (Kafka, Redis,
// the OpenAI SDK, …) is still loaded only when it is configured.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIST = path.join(root, 'infra', 'dist');
const MAIN = path.join(SERVER_DIST, 'main.mjs');
const CHILD = path.join(SERVER_DIST, 'child-bootstrap.mjs');

/** The workspaces the server is made of (web is built apart, by web-build.mjs). */
const SOURCES = [
  'api-types',
  'events',
  'store',
  'http',
  'commerce',
  'cv-engine',
  'projector',
  'command-api',
  'query-api',
  'infra',
];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const skip = ['node_modules', 'dist', 'test', 'bench', 'eval', 'scripts'];
    if (entry.isDirectory() && skip.includes(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(p));
    else if (/\.(?:[cm]?[jt]s|json)$/u.test(entry.name) && !/\.spec\.ts$/u.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(p).mtimeMs);
    }
  }
  return newest;
}

/** Newest modification of anything the build is made of: sources, manifests, this script. */
export function sourcesMtime() {
  let newest = Math.max(
    fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
  );
  for (const ws of SOURCES) newest = Math.max(newest, newestMtime(path.join(root, ws)));
  return newest;
}

/** Whether infra/dist is present and newer than every source it was built from. */
export function serverBuildFresh() {
  if (!fs.existsSync(MAIN) || !fs.existsSync(CHILD)) return false;
  return Math.min(fs.statSync(MAIN).mtimeMs, fs.statSync(CHILD).mtimeMs) >= sourcesMtime();
}

/**
 * Builds infra/dist (always): into a directory of its own, then renamed into place, so two
 * starts building at once (parallel test files) never run a half-written build.
 */
export async function buildServer() {
  const esbuild = await import('esbuild');
  const tmp = `${SERVER_DIST}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'infra/src/main.ts',
      'child-bootstrap': 'cv-engine/src/extract/child-bootstrap.mjs',
    },
    outdir: tmp,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // Not 'node20': for it esbuild rewrites every regular expression with a Unicode property
    // escape (\p{L}) into `new RegExp(…)`, compiled again on each call, which made the CV
    // analysis several times dearer in the server and its children than through tsx. Node 20
    // runs ES2022 as written.
    target: 'es2022',
    sourcemap: 'linked',
    logLevel: 'warning',
    // The child bootstrap loads the worker compiled, without tsx's hooks.
    define: { 'process.env.KARIER_COMPILED': '"1"' },
    plugins: [
      {
        name: 'node-modules-external',
        setup(build) {
          // Our workspaces are bundled; every other package is imported from node_modules.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@karier/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  installBuild(tmp);
}

/**
 * Moves a finished build (tmp) into place at `dist`, unless another start building the same
 * sources at the same time got there first: then that build stays, in use as it may be, and
 * ours is dropped. Exported for its spec.
 */
export function installBuild(tmp, dist = SERVER_DIST, fresh = serverBuildFresh) {
  if (fresh()) {
    // Another start built the same sources meanwhile: its build stays, in use as it may be.
    fs.rmSync(tmp, { recursive: true, force: true });
    return;
  }
  const old = `${dist}.old-${process.pid}`;
  try {
    fs.renameSync(dist, old);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    fs.renameSync(tmp, dist);
  } catch (err) {
    // Another start built the same sources at the same time and moved its build in first
    // (a directory is not renamed onto a non-empty one): that build is used, ours dropped.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/** Builds infra/dist when it is missing or stale. Returns whether it built. */
export async function ensureServerBuild() {
  if (serverBuildFresh()) return false;
  console.log('[karier] building the server…');
  await buildServer();
  return true;
}
