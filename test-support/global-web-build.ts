import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(dir: string): number {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    n = Math.max(n, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return n;
}

/** Browser tests need web/dist: build it when missing or older than its sources. */
export default function setup() {
  const web = path.join(root, 'web');
  const index = path.join(web, 'dist', 'index.html');
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= newest(web)) return;
  const r = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('web build failed');
}
