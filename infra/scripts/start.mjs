// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the standalone server (TypeScript through tsx, in this same process).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'web');
const built = path.join(web, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

if (!process.env.WEB_DIST) {
  const stale = !fs.existsSync(built) || newestMtime(web) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.log('[karier] building the web app…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/main.ts');
