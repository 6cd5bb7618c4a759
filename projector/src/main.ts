import { loadStorageConfig, openStorage, parseEnv } from '@karier/events';
import { z } from 'zod';
import { projections } from './registry.ts';
import { ProjectionRunner } from './runner.ts';

const envSchema = z.object({
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(50_000).default(1000),
  PROJECTOR_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
});

/**
 * The projector as its own process: follows the event store until SIGTERM/SIGINT, then
 * finishes the batch in flight and exits. Returns -1 (keeps running) to the CLI.
 */
export async function runProjectorProcess(): Promise<number> {
  const env = parseEnv(envSchema, process.env);
  const storage = await openStorage(loadStorageConfig(), { poolMax: 4 });
  const runner = new ProjectionRunner(storage.store, projections, {
    batchSize: env.PROJECTOR_BATCH_SIZE,
    pollMs: env.PROJECTOR_POLL_MS,
    log: (m) => console.log(`[projector] ${m}`),
  });
  await runner.start();
  console.log(`[projector] following events on ${storage.db.location}`);
  const shutdown = async () => {
    await runner.stop();
    await storage.close();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  return -1;
}
