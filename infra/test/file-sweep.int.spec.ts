import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadCommandConfig, moveDiskFiles, sweepOrphanFiles } from '@karier/command-api';
import { DiskFileStore } from '@karier/store';
import { repoRoot, startStandalone, type Standalone } from '@karier/infra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openTestStorage, type TestStorage } from '../../test-support/storage.ts';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { forEachBackend } from '../../test-support/backends.ts';
import { createTestDatabase } from '../../test-support/postgres.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

forEachBackend(
  (backend) => `files a crash left behind are swept at start-up (${backend})`,
  (backend) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-sweep-'));
    let db: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
    const logs: string[] = [];
    const start = () =>
      startStandalone({
        storage: { databaseUrl: db?.url, dataDir, secret: 'sweep-test-secret-0123456789abcdef' },
        server: {
          port: 0,
          host: '127.0.0.1',
          webDist: path.join(repoRoot, 'web', 'dist'),
          trustProxy: false,
          consistencyTimeoutMs: 3000,
        },
        command: loadCommandConfig({ DATA_DIR: dataDir, CV_WORKERS: '1' }),
        bus: null,
        log: (m) => logs.push(m),
      });
    let app: Standalone;
    let userId: string;
    let userDir: string;
    beforeAll(async () => {
      if (backend === 'postgres') db = await createTestDatabase();
      app = await start();
      const api = client(app.url.replace('localhost', '127.0.0.1'));
      const reg = await api.register('Sapu Bersih', uniqueEmail('sweep'));
      userId = reg.body.user.id;
      const form = new FormData();
      form.append(
        'file',
        new Blob([new Uint8Array((await indonesianOneColumnCv()).buffer)]),
        'cv.pdf',
      );
      const up = await fetch(`${app.url}/api/process-cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${reg.body.token}` },
        body: form,
      });
      expect(up.status).toBe(201);
      userDir = path.join(dataDir, 'files', userId);
    });
    afterAll(async () => {
      await app?.close();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const hourAgo = new Date(Date.now() - 3600_000);
    const plant = (rel: string, old: boolean) => {
      const file = path.join(userDir, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      if (old) fs.utimesSync(file, hourAgo, hourAgo);
      return file;
    };
    const ageAll = () => {
      for (const sub of ['originals', 'revisions']) {
        for (const name of fs.readdirSync(path.join(userDir, sub))) {
          fs.utimesSync(path.join(userDir, sub, name), hourAgo, hourAgo);
        }
      }
    };

    it('removes old .tmp files and originals/revisions without an event; keeps the rest', async () => {
      const kept = [
        ...fs.readdirSync(path.join(userDir, 'originals')).map((n) => `originals/${n}`),
        ...fs.readdirSync(path.join(userDir, 'revisions')).map((n) => `revisions/${n}`),
      ];
      expect(kept).toHaveLength(2);
      ageAll();
      const orphans = [
        plant(`originals/${'a'.repeat(64)}`, true),
        plant('revisions/OrphanRevision0001.docx', true),
        plant(`originals/${'b'.repeat(64)}.1a2b3c4d5e6f.tmp`, true),
        plant('revisions/OrphanRevision0002.docx.9f8e7d6c5b4a.tmp', true),
      ];
      // Young files may belong to a request in flight.
      const young = [
        plant(`originals/${'c'.repeat(64)}`, false),
        plant(`originals/${'d'.repeat(64)}.0a0b0c0d0e0f.tmp`, false),
      ];
      await app.close();
      logs.length = 0;
      app = await start();
      for (const f of orphans) expect(fs.existsSync(f), f).toBe(false);
      for (const f of young) expect(fs.existsSync(f), f).toBe(true);
      for (const rel of kept) expect(fs.existsSync(path.join(userDir, rel)), rel).toBe(true);
      expect(logs.join('\n')).toContain(
        '[files] swept 2 temp file(s), 1 original(s) and 1 revision(s) no event refers to',
      );
      const again = await sweepOrphanFiles({ store: app.storage.store, files: app.storage.files });
      expect(again).toEqual({ tmp: 0, originals: 0, revisions: 0 });
    });

    it('a young orphan goes once it is old enough', async () => {
      const young = path.join(userDir, 'originals', 'c'.repeat(64));
      const later = new Date(Date.now() + 11 * 60_000);
      const swept = await sweepOrphanFiles({
        store: app.storage.store,
        files: app.storage.files,
        now: later,
      });
      expect(swept).toEqual({ tmp: 1, originals: 1, revisions: 0 });
      expect(fs.existsSync(young)).toBe(false);
      // Files with events stay, however old.
      expect(fs.readdirSync(path.join(userDir, 'originals'))).toHaveLength(1);
      expect(fs.readdirSync(path.join(userDir, 'revisions'))).toHaveLength(1);
    });
  },
);

/** The sweep goes through the port (`entries`): the shared backends are swept the same way; files a disk-based deployment left are moved in. */
describe('start-up file work on the PostgreSQL file store', () => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage('pglite', { files: { kind: 'postgres' } });
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  it('removes files no event refers to once they are 10 minutes old, not before', async () => {
    const { store, files } = storage;
    const user = randomUUID();
    const { hash } = await files.putOriginal(user, Buffer.from('%PDF orphan'));
    await files.putRevision(user, 'rev_orphan_00000000', Buffer.from('PK orphan'));
    expect(await sweepOrphanFiles({ store, files })).toEqual({
      tmp: 0,
      originals: 0,
      revisions: 0,
    });
    expect(await files.readOriginal(user, hash)).not.toBeNull();
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await sweepOrphanFiles({ store, files, now: later })).toEqual({
      tmp: 0,
      originals: 1,
      revisions: 1,
    });
    expect(await files.readOriginal(user, hash)).toBeNull();
    expect(await files.readRevision(user, 'rev_orphan_00000000')).toBeNull();
  });

  it('moves the files a disk-based deployment left in the data dir into the shared store', async () => {
    const { files, dataDir } = storage;
    const disk = new DiskFileStore(dataDir);
    const user = randomUUID();
    const erased = randomUUID();
    const { hash } = await disk.putOriginal(user, Buffer.from('%PDF from the old volume'));
    await disk.putRevision(user, 'rev_old_volume_0000', Buffer.from('PK old revision'));
    await disk.putOriginal(erased, Buffer.from('%PDF of an erased user'));
    await storage.vault.erase(storage.db.knex, erased);
    const logs: string[] = [];
    expect(await moveDiskFiles({ dataDir, to: files, log: (m) => logs.push(m) })).toBe(2);
    expect(logs).toEqual(['[files] moved 2 file(s) from the data dir into the postgres store']);
    expect(await files.readOriginal(user, hash)).toEqual(Buffer.from('%PDF from the old volume'));
    expect(await files.readRevision(user, 'rev_old_volume_0000')).toEqual(
      Buffer.from('PK old revision'),
    );
    // Nothing is left on the disk, and nothing of the erased user came along.
    const left: unknown[] = [];
    for await (const e of disk.entries()) left.push(e);
    expect(left).toEqual([]);
    const theirs: unknown[] = [];
    for await (const e of files.entries()) if (e.userId === erased) theirs.push(e);
    expect(theirs).toEqual([]);
    expect(await moveDiskFiles({ dataDir, to: files })).toBe(0);
  });
});
