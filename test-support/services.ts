import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../infra/bench/lib.ts';
import { repoRoot } from '../infra/src/config.ts';

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no drain, no commit — a crash. */
  crash(): Promise<void>;
  /** SIGTERM and wait: the graceful drain; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts one entry of the distributed deployment (`infra/src/*-main.ts`) as its own process on
 * a free port and waits until its `/api/ready` answers 200.
 */
export async function startService(
  name: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  opts: { readyTimeoutMs?: number } = {},
): Promise<Service> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    url,
    child,
    output: () => output,
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
