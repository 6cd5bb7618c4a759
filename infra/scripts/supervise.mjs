// `npm run start:supervised`: runs the standalone server (infra/scripts/start.mjs, or the
// command given after `--`) and starts it again whenever it dies: a crash, a fatal out-of-memory
// error, a SIGKILL. For hosts without systemd or Docker (with them, use `Restart=always` or
// `restart: unless-stopped`, see docs/operations.md). SIGTERM/SIGINT are passed on to the server, which
// drains; the supervisor then exits with the server's code instead of restarting it.
//
//   node infra/scripts/supervise.mjs [-- node infra/src/main.ts]
//
// Restarts back off from 1 s to 30 s while the server keeps dying within a minute of its start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dashdash = process.argv.indexOf('--');
const [command, ...args] =
  dashdash >= 0
    ? process.argv.slice(dashdash + 1)
    : [process.execPath, path.join(here, 'start.mjs')];

const MIN_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;

let child;
let stopping = false;
let delay = MIN_DELAY_MS;
let timer;

const log = (msg) => console.error(`[supervisor] ${msg}`);

function start() {
  timer = undefined;
  const startedAt = Date.now();
  child = spawn(command, args, { stdio: 'inherit', env: process.env });
  log(`started the server (pid ${child.pid})`);
  child.on('error', (err) => log(`could not start the server: ${err.message}`));
  child.on('exit', (code, signal) => {
    child = undefined;
    if (stopping) {
      log(`the server stopped (${signal ?? code})`);
      process.exit(code ?? 0);
    }
    if (Date.now() - startedAt > HEALTHY_AFTER_MS) delay = MIN_DELAY_MS;
    log(`the server died (${signal ?? `exit ${code}`}); starting it again in ${delay} ms`);
    timer = setTimeout(start, delay);
    delay = Math.min(MAX_DELAY_MS, delay * 2);
  });
}

for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    stopping = true;
    if (timer) {
      clearTimeout(timer);
      process.exit(0);
    }
    if (child) child.kill(sig);
    else process.exit(0);
  });
}

start();
