// `npm start` runs the server as compiled JavaScript (infra/dist, infra/scripts/server-build.mjs),
// rebuilt whenever a source is newer than the build; tests never run it (they read the sources).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../bench/lib.ts';
import { repoRoot } from '../src/config.ts';
import { childrenOf } from '../../test-support/proc.ts';
import {
  SERVER_DIST,
  ensureServerBuild,
  installBuild,
  serverBuildFresh,
} from '../scripts/server-build.mjs';

/** The packages a built file imports statically, and the chunks it imports, transitively. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  const out = new Set<string>();
  if (seen.has(file)) return out;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const m of text.matchAll(/^import\s(?:[^;'"]*?\sfrom\s*)?"([^"]+)";/gmu)) {
    const spec = m[1]!;
    if (spec.startsWith('./')) {
      for (const s of staticImports(path.join(path.dirname(file), spec), seen)) out.add(s);
    } else out.add(spec);
  }
  return out;
}

describe('the compiled server (npm start)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-build-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is rebuilt when a source is newer than the build, and imports no optional integration up front', async () => {
    await ensureServerBuild();
    expect(serverBuildFresh()).toBe(true);
    // A source edited after the build: the build is stale, and the next start rebuilds it.
    const source = path.join(repoRoot, 'cv-engine', 'src', 'engine.ts');
    const { atime, mtime } = fs.statSync(source);
    const later = new Date(fs.statSync(path.join(SERVER_DIST, 'main.mjs')).mtimeMs + 2000);
    fs.utimesSync(source, atime, later);
    try {
      expect(serverBuildFresh()).toBe(false);
      expect(await ensureServerBuild()).toBe(true);
    } catch (err) {
      fs.utimesSync(source, atime, mtime);
      throw err;
    }
    fs.utimesSync(source, atime, mtime);
    expect(serverBuildFresh()).toBe(true);

    const imports = staticImports(path.join(SERVER_DIST, 'main.mjs'));
    expect(imports.has('koa')).toBe(true);
    for (const optional of ['ioredis', 'kafkajs', 'openai', 'openid-client', 'nodemailer', 'tsx']) {
      expect([...imports].filter((s) => s === optional || s.startsWith(`${optional}/`))).toEqual(
        [],
      );
    }
  }, 120_000);

  it('keeps a build another start moved in meanwhile, and replaces a stale one', () => {
    const at = fs.mkdtempSync(path.join(dataDir, 'install-'));
    const dist = path.join(at, 'dist');
    const build = (name: string, text: string) => {
      fs.mkdirSync(path.join(at, name));
      fs.writeFileSync(path.join(at, name, 'main.mjs'), text);
      return path.join(at, name);
    };
    build('dist', 'theirs');
    // Two tests starting `npm start` at once both build: the second finds the first's in place.
    installBuild(build('tmp-2', 'ours'), dist, () => true);
    expect(fs.readFileSync(path.join(dist, 'main.mjs'), 'utf8')).toBe('theirs');
    expect(fs.readdirSync(at)).toEqual(['dist']);
    // A stale build is replaced.
    installBuild(build('tmp-3', 'new'), dist, () => false);
    expect(fs.readFileSync(path.join(dist, 'main.mjs'), 'utf8')).toBe('new');
    expect(fs.readdirSync(at)).toEqual(['dist']);
  });

  it('starts from the build: the CV child process runs the compiled bootstrap', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['infra/scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    try {
      await expect
        .poll(async () => (await fetch(`${base}/api/health`).catch(() => null))?.status, {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(200);
      // The warm CV child, started with the server.
      await expect
        .poll(() => childrenOf(child.pid!).length, { timeout: 30_000, interval: 200 })
        .toBeGreaterThan(0);
      const commands = childrenOf(child.pid!).map((pid) =>
        fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '),
      );
      expect(commands.join('\n'), output).toContain(
        path.join('infra', 'dist', 'child-bootstrap.mjs'),
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 120_000);
});
