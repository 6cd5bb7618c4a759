import { randomBytes } from 'node:crypto';
import { dropRunDatabases, probePostgres } from './postgres.ts';

/** One run id per `vitest run`; every database a test file creates carries it and is dropped. */
export default async function setup() {
  const run = randomBytes(3).toString('hex');
  process.env.KARIER_TEST_RUN = run;
  const pg = await probePostgres();
  return async () => {
    if (pg.ok) await dropRunDatabases(run);
  };
}
