import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { looseModesWarning, makePrivate } from './private-dir.ts';
import { openStorage } from './storage.ts';

/** Modes looser than 0700/0600 anywhere under `dir`. */
function looseUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = fs.lstatSync(p);
    if ((st.mode & 0o077) !== 0) {
      out.push(`${path.relative(dir, p)} ${(st.mode & 0o777).toString(8)}`);
    }
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) walk(path.join(p, n));
  };
  walk(dir);
  return out;
}

/** Issue 25: 969 of 1,075 files under DATA_DIR/pg were 0666. */
describe('the data directory is private whatever the umask', () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karier-private-')), 'data');
  let umask: number;
  beforeAll(() => {
    umask = process.umask(0); // permissive: everything would be 0777/0666
  });
  afterAll(() => {
    process.umask(umask);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });
  const open = async () => {
    const logs: string[] = [];
    const storage = await openStorage(
      { databaseUrl: undefined, dataDir, secret: undefined },
      { log: (m) => logs.push(m) },
    );
    // What the app writes while it runs: an uploaded file, through the file store.
    await storage.files.putOriginal(randomUUID(), Buffer.from('%PDF'));
    return { storage, logs };
  };

  it('a new data directory: 0700/0600 at once, and no warning (nothing was loose before)', async () => {
    // PGlite creates the database itself here (its initdb writes ~970 files 0666).
    const { storage, logs } = await open();
    try {
      expect(looseUnder(dataDir)).toEqual([]);
      expect(logs).toEqual([]);
    } finally {
      await storage.close();
    }
    expect(looseUnder(dataDir)).toEqual([]);
    // Opened again as it was left: PGlite rewrites pg_internal.init 0644 at each start, which is
    // put right without a warning.
    const again = await open();
    try {
      expect(again.logs).toEqual([]);
      expect(looseUnder(dataDir)).toEqual([]);
    } finally {
      await again.storage.close();
    }
  }, 180_000);

  it('loose modes found at start-up are reported with examples and fixed', async () => {
    fs.chmodSync(path.join(dataDir, 'secrets.json'), 0o644);
    fs.chmodSync(path.join(dataDir, 'pg'), 0o755);
    const { storage, logs } = await open();
    try {
      expect(logs).toHaveLength(1);
      expect(logs[0]).toMatch(
        /^\[data\] PERINGATAN: 2 berkas\/direktori di .* bisa dibaca atau diubah akun lain di mesin ini \(mis\. (pg 0755, secrets\.json 0644|secrets\.json 0644, pg 0755)\)\. Sudah diperbaiki: direktori 0700, berkas 0600\.$/,
      );
      expect(looseUnder(dataDir)).toEqual([]);
    } finally {
      await storage.close();
    }
  }, 120_000);

  it('a DATA_DIR holding other things is reported, never chmodded as a whole', () => {
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-shared-'));
    fs.chmodSync(shared, 0o755);
    fs.writeFileSync(path.join(shared, 'milik-orang-lain.txt'), 'x');
    fs.chmodSync(path.join(shared, 'milik-orang-lain.txt'), 0o644);
    try {
      const found = makePrivate(shared);
      expect(fs.statSync(shared).mode & 0o777).toBe(0o755);
      expect(fs.statSync(path.join(shared, 'milik-orang-lain.txt')).mode & 0o777).toBe(0o644);
      expect(looseModesWarning(shared, found)).toContain(
        `chmod -R go-rwx ${JSON.stringify(shared)}`,
      );
    } finally {
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});
