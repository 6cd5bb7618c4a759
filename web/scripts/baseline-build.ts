// The web app of another commit, built for a side-by-side measurement (`npm run lighthouse --
// --baseline <ref>`): `git archive <ref> web tsconfig.base.json` into <tmp>/karier-web-baseline/<commit>/ (or
// $WEB_BASELINE_DIR/<commit>), built there by this checkout's Vite with this checkout's
// node_modules (linked in). Outside the repository, as Tailwind skips git-ignored files when it
// looks for class names. The build is kept: the same commit is built once.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The dist directory of `ref`'s web app, building it when it is not built yet. */
export function baselineDist(ref: string): { commit: string; dist: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const base = process.env.WEB_BASELINE_DIR ?? path.join(os.tmpdir(), 'karier-web-baseline');
  const dir = path.join(base, commit);
  const dist = path.join(dir, 'web', 'dist');
  if (fs.existsSync(path.join(dist, 'index.html'))) return { commit, dist };

  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', commit, 'web', 'tsconfig.base.json'],
    {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  // This checkout's packages: the hoisted ones, and the web workspace's own.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const ownModules = path.join(root, 'web', 'node_modules');
  if (fs.existsSync(ownModules)) fs.symlinkSync(ownModules, path.join(dir, 'web', 'node_modules'));
  console.log(`[lighthouse] building the baseline web app (${ref}, ${commit.slice(0, 10)})…`);
  try {
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: path.join(dir, 'web'),
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(
      `The baseline ${ref} does not build with this checkout's node_modules (a dependency it needs may be gone): ${(error as Error).message}`,
    );
  }
  return { commit, dist };
}
