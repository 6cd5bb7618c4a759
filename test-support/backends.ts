import { describe } from 'vitest';
import { probePostgres } from './postgres.ts';
import type { Backend } from './storage.ts';

const pg = await probePostgres();

/**
 * The two storage backends every store-level spec runs on: PGlite in memory always, the local
 * PostgreSQL unless it is not reachable (then skipped with the probe's reason — or failing the
 * run under KARIER_REQUIRE_POSTGRES=1, see `probePostgres`).
 */
export const backends: readonly { backend: Backend; skip: string | false }[] = [
  { backend: 'pglite', skip: false },
  { backend: 'postgres', skip: pg.ok ? false : pg.reason },
];

/**
 * One `describe` per backend, titled `title(backend)`, with `body(backend)` inside; the
 * PostgreSQL one is skipped when the server is missing.
 *
 *     forEachBackend((b) => `event store on ${b}`, (backend) => {
 *       let storage: TestStorage;
 *       beforeAll(async () => { storage = await openTestStorage(backend); });
 *       …
 *     });
 */
export function forEachBackend(
  title: (backend: Backend) => string,
  body: (backend: Backend) => void,
): void {
  for (const { backend, skip } of backends) {
    describe.skipIf(skip)(title(backend), () => body(backend));
  }
}
