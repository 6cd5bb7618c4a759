import fs from 'node:fs';
import path from 'node:path';

/**
 * The data directory is private (issue 25): the database, the secrets and the uploaded CVs are
 * the operator's alone, so directories are 0700 and files 0600 whatever the umask.
 *
 * PGlite sets file modes itself: its first start writes ~970 files 0666 and each start rewrites
 * `pg_internal.init` 0644, whatever the umask (directories do follow it). So the process runs
 * with umask 077 (for what it creates next) and the modes already on disk are put right.
 */

/** What Karier keeps in a data directory; anything else there is not ours to chmod. */
const OURS = new Set(['pg', 'pg.lock', 'files', 'mail', 'secrets.json', 'pg.socket.json']);

export interface LooseModes {
  /** Paths found readable, writable or searchable by other accounts (before fixing). */
  loose: { path: string; mode: number }[];
  /** Those that could not be fixed (not ours to chmod, or the chmod failed). */
  unfixed: string[];
}

/** From here on, what this process creates is its owner's only. */
export function privateUmask(): void {
  process.umask(0o077);
}

/**
 * Walks Karier's entries of `dataDir` (not following symlinks) and sets directories to 0700
 * and files to 0600. The directory itself is tightened only when it holds nothing but ours
 * (a DATA_DIR pointed at a shared folder is reported, never chmodded).
 */
export function makePrivate(dataDir: string): LooseModes {
  const result: LooseModes = { loose: [], unfixed: [] };
  let root: fs.Stats;
  try {
    root = fs.lstatSync(dataDir);
  } catch {
    return result;
  }
  const names = root.isDirectory() ? fs.readdirSync(dataDir) : [];
  if (names.every((n) => OURS.has(n))) {
    fix(dataDir, root, result);
  } else if ((root.mode & 0o077) !== 0) {
    result.loose.push({ path: dataDir, mode: root.mode & 0o777 });
    result.unfixed.push(dataDir);
  }
  for (const name of names) if (OURS.has(name)) privateTree(path.join(dataDir, name), result);
  return result;
}

/** Directories 0700 and files 0600 under `p` (itself included), not following symlinks. */
export function privateTree(
  p: string,
  result: LooseModes = { loose: [], unfixed: [] },
): LooseModes {
  let st: fs.Stats;
  try {
    st = fs.lstatSync(p);
  } catch {
    return result; // gone meanwhile (a temporary file)
  }
  if (st.isSymbolicLink()) return result;
  fix(p, st, result);
  if (!st.isDirectory()) return result;
  let names: string[] = [];
  try {
    names = fs.readdirSync(p);
  } catch {
    /* unreadable: reported by fix if loose */
  }
  for (const name of names) privateTree(path.join(p, name), result);
  return result;
}

function fix(p: string, st: fs.Stats, result: LooseModes): void {
  const mode = st.mode & 0o777;
  if ((mode & 0o077) === 0) return;
  result.loose.push({ path: p, mode });
  try {
    fs.chmodSync(p, st.isDirectory() ? 0o700 : 0o600);
  } catch {
    result.unfixed.push(p);
  }
}

/** The start-up warning for what `makePrivate` found, or null when all was private. */
export function looseModesWarning(dataDir: string, found: LooseModes): string | null {
  if (found.loose.length === 0) return null;
  const sample = found.loose
    .slice(0, 3)
    .map((l) => `${path.relative(dataDir, l.path) || '.'} ${l.mode.toString(8).padStart(4, '0')}`)
    .join(', ');
  const head =
    `[data] PERINGATAN: ${found.loose.length} berkas/direktori di ${dataDir} bisa dibaca atau ` +
    `diubah akun lain di mesin ini (mis. ${sample}).`;
  if (found.unfixed.length === 0) {
    return `${head} Sudah diperbaiki: direktori 0700, berkas 0600.`;
  }
  return (
    `${head} ${found.unfixed.length} tidak bisa diperbaiki otomatis (mis. ${found.unfixed[0]}); ` +
    `jalankan sebagai pemiliknya: chmod -R go-rwx ${JSON.stringify(dataDir)}`
  );
}
