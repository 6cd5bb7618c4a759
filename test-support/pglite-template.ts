import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { privateTree } from '@karier/store';

const ENV = 'KARIER_PGLITE_TEMPLATE';

/**
 * An initialised, empty PGlite data directory, made once per test run and copied for every
 * embedded database a test opens: PGlite runs initdb on each new database (6–12 s on the busy
 * 2-core CI machine), a copy of its result takes about one second. The directory holds only
 * what initdb writes (no migration, no secret), so a copy is exactly what a new one would be.
 * Returns the teardown (removes the directory unless an earlier set-up of this run made it).
 */
export async function setupPgliteTemplate(): Promise<() => void> {
  const existing = process.env[ENV];
  if (existing && fs.existsSync(path.join(existing, 'PG_VERSION'))) return () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-pglite-template-'));
  const pg = new PGlite(dir);
  await pg.waitReady;
  await pg.close();
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
