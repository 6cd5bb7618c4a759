import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../infra/src/config.ts';

/** The Kafka-protocol test broker (librdkafka's mock cluster), built by `.ci/run`. */
export const KAFKA_MOCK = path.join(repoRoot, '.cache', 'kafka-mock');
const BUILD_SCRIPT = path.resolve(repoRoot, '..', 'shared', 'kafka-mock', 'build.sh');

export type Probe = { ok: true } | { ok: false; reason: string };

let probed: Probe | null = null;

/**
 * Whether the test broker can run here: the binary from `.ci/run`, or built now when the
 * librdkafka headers are installed. Without it the Kafka tests are skipped with the reason —
 * unless `KARIER_REQUIRE_KAFKA=1` (CI), where that is a failure.
 */
export function probeKafkaMock(): Probe {
  if (probed) return probed;
  if (!fs.existsSync(KAFKA_MOCK) && fs.existsSync(BUILD_SCRIPT)) {
    if (fs.existsSync('/usr/include/librdkafka/rdkafka_mock.h')) {
      spawnSync('bash', [BUILD_SCRIPT, KAFKA_MOCK], { stdio: 'ignore' });
    }
  }
  probed = fs.existsSync(KAFKA_MOCK)
    ? { ok: true }
    : {
        ok: false,
        reason: `no Kafka test broker at ${KAFKA_MOCK} (build it with ../shared/kafka-mock/build.sh ${path.relative(repoRoot, KAFKA_MOCK)})`,
      };
  if (!probed.ok) {
    if (process.env.KARIER_REQUIRE_KAFKA === '1') throw new Error(probed.reason);
    console.warn(`[skip] Kafka tests: ${probed.reason}`);
  }
  return probed;
}

export interface KafkaMock {
  bootstrap: string;
  brokers: string[];
  /** The broker stops answering (its connections are closed). */
  down(brokerId?: number): Promise<void>;
  up(brokerId?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the test broker with `topic` of `partitions` partitions; stops with the test run. */
export async function startKafkaMock(
  opts: { topic?: string; partitions?: number; brokers?: number } = {},
): Promise<KafkaMock> {
  const topic = `${opts.topic ?? 'karier.events'}:${opts.partitions ?? 3}`;
  const child: ChildProcess = spawn(
    KAFKA_MOCK,
    ['--brokers', String(opts.brokers ?? 1), '--topic', topic],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = readline.createInterface({ input: child.stdout! });
  const waiting: ((line: string) => void)[] = [];
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  lines.on('line', (line) => waiting.shift()?.(line));
  const first = await Promise.race([
    next(),
    new Promise<string>((_, reject) =>
      setTimeout(() => reject(new Error('kafka-mock did not start')), 10_000),
    ),
  ]);
  const bootstrap = first.replace(/^BOOTSTRAP /, '').trim();
  const command = async (cmd: string) => {
    const answer = next();
    child.stdin!.write(`${cmd}\n`);
    const line = await answer;
    if (!line.startsWith('OK')) throw new Error(`kafka-mock ${cmd}: ${line}`);
  };
  return {
    bootstrap,
    brokers: bootstrap.split(','),
    down: (id = 1) => command(`down ${id}`),
    up: (id = 1) => command(`up ${id}`),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      // It reads commands from stdin: end it, then signal (SIGKILL if it does not go).
      child.stdin!.end();
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
