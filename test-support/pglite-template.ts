import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateEventStore, openDatabase, privateTree } from '@karier/store';

const ENV = 'KARIER_PGLITE_TEMPLATE';

/**
 * An initialised PGlite data directory with the event store's schema, made once per test run
 * and copied for every embedded database a test opens: PGlite runs initdb on each new database
 * (6–12 s on the busy 2-core CI machine) and every app start migrates it (about 1 s more); a
 * copy of the result takes under a second. The directory holds what initdb and the migrations
 * write (no event, no secret): a copy is what a new database is once the app has migrated it,
 * and the app's own `migrateEventStore` finds nothing left to do.
 * Returns the teardown (removes the directory unless an earlier set-up of this run made it).
 */
export async function setupPgliteTemplate(): Promise<() => void> {
  const existing = process.env[ENV];
  if (existing && fs.existsSync(path.join(existing, 'PG_VERSION'))) return () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-pglite-template-'));
  const db = await openDatabase({ pgliteDir: dir });
  await migrateEventStore(db.knex);
  await db.close();
  // As the app leaves a data directory (PGlite writes its files 0666): copies start private.
  privateTree(dir);
  process.env[ENV] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies this run's initialised PGlite directory to `dest` (which must not exist yet). False
 * when there is none (a run without the global set-up): PGlite then runs initdb itself.
 */
export function seedPgliteDir(dest: string): boolean {
  const template = process.env[ENV];
  if (!template || !fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  fs.cpSync(template, dest, { recursive: true });
  return true;
}
