import {
  loadBusConfig,
  loadStorageConfig,
  openStorage,
  parseEnv,
  type Storage,
} from '@karier/store';
import { z } from 'zod';
import { BusProjector } from './bus-projector.ts';
import type { Projection } from './projection.ts';
import { projections as registry } from './registry.ts';
import { loadProjection } from './replay.ts';
import { ProjectionRunner } from './runner.ts';

const envSchema = z.object({
  PROJECTOR_MODULES: z.string().optional(),
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(1000),
  PROJECTOR_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});

export interface ProjectorProcess {
  storage: Storage;
  projector: ProjectionRunner | BusProjector;
  /** Where it reads from, for messages. */
  source: string;
  close(): Promise<void>;
}

/**
 * The registry and the extra projection modules of `PROJECTOR_MODULES`, which run live beside it
 * (an analyst's trial, a test probe); the CLI's `parked` and `retry-parked` see the same list.
 */
export async function liveProjections(
  log: (msg: string) => void = () => undefined,
): Promise<Projection[]> {
  const env = parseEnv(envSchema, process.env);
  const extra: Projection[] = [];
  for (const file of env.PROJECTOR_MODULES?.split(',').filter(Boolean) ?? []) {
    extra.push(await loadProjection(file, registry));
  }
  if (extra.length) log(`extra projections: ${extra.map((p) => p.name).join(', ')}`);
  return [...registry, ...extra];
}

/**
 * The projector as its own process: with `KAFKA_BROKERS`, the bus projector (one consumer
 * group for all its projections, sharing partitions with the other projector processes of the
 * same deployment); without, the runner following the events table (several runners share the
 * work through row locks).
 */
export async function startProjector(log: (msg: string) => void): Promise<ProjectorProcess> {
  const env = parseEnv(envSchema, process.env);
  const projections = await liveProjections(log);
  const bus = loadBusConfig();
  const storage = await openStorage(loadStorageConfig(), {
    poolMax: 6,
    exclusive: 'Proyektor (npm run projector)',
  });
  if (bus) {
    // kafkajs is loaded only when a bus is configured.
    const { KafkaEventBus } = await import('@karier/store/kafka-bus');
    const kafka = new KafkaEventBus({
      ...bus,
      clientId: `${bus.clientId}-projector`,
      log: (m) => log(`[kafka] ${m}`),
    });
    const projector = new BusProjector(storage.store, kafka, projections, {
      batchSize: env.PROJECTOR_BATCH_SIZE,
      pollMs: env.PROJECTOR_POLL_MS,
      log,
    });
    await projector.start();
    return {
      storage,
      projector,
      source: `${bus.topic} on ${bus.brokers.join(',')}`,
      async close() {
        await projector.stop();
        await kafka.close();
        await storage.close();
      },
    };
  }
  const runner = new ProjectionRunner(storage.store, projections, {
    batchSize: env.PROJECTOR_BATCH_SIZE,
    pollMs: env.PROJECTOR_POLL_MS,
    log,
  });
  await runner.start();
  return {
    storage,
    projector: runner,
    source: `events on ${storage.db.location}`,
    async close() {
      await runner.stop();
      await storage.close();
    },
  };
}

/**
 * `npm run projector` (CLI `run`): follows events until SIGTERM/SIGINT, then finishes the batch
 * in flight and exits. Returns -1 (keeps running) to the CLI.
 */
export async function runProjectorProcess(): Promise<number> {
  const log = (m: string) => console.log(`[projector] ${m}`);
  const p = await startProjector(log);
  log(`following ${p.source}`);
  const shutdown = async () => {
    await p.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return -1;
}
