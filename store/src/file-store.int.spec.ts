import { randomBytes, randomUUID } from 'node:crypto';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probePostgres } from '../../test-support/postgres.ts';
import { probeS3, type TestS3 } from '../../test-support/s3.ts';
import { openTestStorage, type Backend, type TestStorage } from '../../test-support/storage.ts';
import type { FileStoreConfig } from './config.ts';
import { FILE_CHUNK_BYTES } from './file-store-postgres.ts';
import { MAX_STORED_FILE_BYTES, sha256Hex, type FileStore, type StoredFile } from './file-store.ts';
import { openFileStore } from './storage.ts';
import { PiiVault } from './pii-vault.ts';

const pg = await probePostgres();
const s3 = await probeS3();

interface Case {
  name: string;
  db: Backend;
  skip: string | false;
  files: (s3: TestS3 | null) => FileStoreConfig;
}

const CASES: Case[] = [
  { name: 'disk', db: 'pglite', skip: false, files: () => ({ kind: 'disk' }) },
  { name: 'postgres on PGlite', db: 'pglite', skip: false, files: () => ({ kind: 'postgres' }) },
  {
    name: 'postgres on PostgreSQL',
    db: 'postgres',
    skip: pg.ok ? false : pg.reason,
    files: () => ({ kind: 'postgres' }),
  },
  {
    name: 's3',
    db: 'pglite',
    skip: s3.ok ? false : s3.reason,
    files: (server) => ({ kind: 's3', s3: server!.config }),
  },
];

const collect = async (files: FileStore, userId?: string) => {
  const out: StoredFile[] = [];
  for await (const e of files.entries()) if (!userId || e.userId === userId) out.push(e);
  return out;
};

/**
 * The file-store port's contract (issue 29), the same on every backend: the disk of the data
 * dir, PostgreSQL (on PGlite and on the local server) and S3-compatible storage (S3_TEST_URL,
 * or the s3rver package on loopback; skipped with the reason when neither runs).
 */
for (const c of CASES) {
  describe.skipIf(c.skip)(`file store contract: ${c.name}`, () => {
    let storage: TestStorage;
    let files: FileStore;
    let server: TestS3 | null = null;
    const alice = randomUUID();
    const bob = randomUUID();
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7 Siti Rahmawati Kaligrafizyx '),
      randomBytes(64),
    ]);

    beforeAll(async () => {
      if (c.name === 's3' && s3.ok) {
        server = await s3.start();
        console.info(`[s3] file store contract against ${server.source}`);
      }
      storage = await openTestStorage(c.db, { files: c.files(server) });
      files = storage.files;
      expect(files.kind).toBe(c.files(server).kind);
    }, 60_000);
    afterAll(async () => {
      await storage?.cleanup();
      await server?.stop();
    });

    it('stores an original by its content, once', async () => {
      const first = await files.putOriginal(alice, pdf);
      expect(first).toEqual({ hash: sha256Hex(pdf), created: true });
      expect(await files.putOriginal(alice, pdf)).toEqual({ hash: first.hash, created: false });
      expect(await files.readOriginal(alice, first.hash)).toEqual(pdf);
      // Per user: the same bytes of another user are their own file.
      expect(await files.readOriginal(bob, first.hash)).toBeNull();
      expect((await files.putOriginal(bob, pdf)).created).toBe(true);
    });

    it('stores revisions by id; a large one (many chunks) comes back byte for byte', async () => {
      const small = Buffer.from('PK small docx');
      const large = randomBytes(FILE_CHUNK_BYTES * 3 + 1234);
      await files.putRevision(alice, 'rev_aaaaaaaaaaaaaaaa', small);
      await files.putRevision(alice, 'rev_bbbbbbbbbbbbbbbb', large);
      expect(await files.readRevision(alice, 'rev_aaaaaaaaaaaaaaaa')).toEqual(small);
      expect(await files.readRevision(alice, 'rev_bbbbbbbbbbbbbbbb')).toEqual(large);
      // Written again under the same id: the new content.
      await files.putRevision(alice, 'rev_aaaaaaaaaaaaaaaa', Buffer.from('PK second'));
      expect(await files.readRevision(alice, 'rev_aaaaaaaaaaaaaaaa')).toEqual(
        Buffer.from('PK second'),
      );
    });

    it('a file that is not there reads as null, never an error', async () => {
      expect(await files.readOriginal(alice, 'f'.repeat(64))).toBeNull();
      expect(await files.readRevision(alice, 'rev_nonexistent_0000')).toBeNull();
      expect(await files.readRevision(randomUUID(), 'rev_aaaaaaaaaaaaaaaa')).toBeNull();
      await files.removeRevision(alice, 'rev_nonexistent_0000');
    });

    it('refuses what is no valid name (never a path the client chooses)', async () => {
      await expect(files.readRevision(alice, '../../etc/passwd')).rejects.toThrow();
      await expect(files.readOriginal(alice, 'abc')).rejects.toThrow();
      await expect(files.putRevision('not-a-user', 'rev_aaaaaaaaaaaaaaaa', pdf)).rejects.toThrow();
    });

    it('is bounded: a file over the upload limit is refused with our 413, nothing stored', async () => {
      const big = Buffer.alloc(MAX_STORED_FILE_BYTES + 1, 1);
      await expect(files.putRevision(alice, 'rev_toolarge_000000', big)).rejects.toMatchObject({
        status: 413,
        message: expect.stringContaining('Berkas terlalu besar'),
      });
      expect(await files.readRevision(alice, 'rev_toolarge_000000')).toBeNull();
      // At the limit itself: stored.
      const atLimit = Buffer.alloc(MAX_STORED_FILE_BYTES, 7);
      await files.putRevision(bob, 'rev_atlimit_0000000', atLimit);
      expect((await files.readRevision(bob, 'rev_atlimit_0000000'))?.length).toBe(atLimit.length);
      await files.removeRevision(bob, 'rev_atlimit_0000000');
    }, 60_000);

    it('lists every file for the sweep and removes one by its entry', async () => {
      const listed = await collect(files, alice);
      expect(listed.map((e) => `${e.kind}:${e.id}`).sort()).toEqual(
        [
          `original:${sha256Hex(pdf)}`,
          'revision:rev_aaaaaaaaaaaaaaaa',
          'revision:rev_bbbbbbbbbbbbbbbb',
        ].sort(),
      );
      for (const e of listed) {
        expect(e.mtimeMs).toBeGreaterThan(Date.now() - 10 * 60_000);
        expect(e.mtimeMs).toBeLessThanOrEqual(Date.now() + 5_000);
      }
      await files.removeEntry(listed.find((e) => e.id === 'rev_bbbbbbbbbbbbbbbb')!);
      expect(await files.readRevision(alice, 'rev_bbbbbbbbbbbbbbbb')).toBeNull();
      await files.removeRevision(alice, 'rev_aaaaaaaaaaaaaaaa');
      expect(await files.readRevision(alice, 'rev_aaaaaaaaaaaaaaaa')).toBeNull();
    });

    it('a second store on the same backend (another replica) reads what the first stored', async () => {
      if (files.kind === 'disk') return; // one machine's disk: the shared backends' promise
      const { masterKey, indexKey } = storage.secrets;
      const other = openFileStore(c.files(server), {
        dataDir: storage.dataDir,
        knex: storage.db.knex,
        vault: new PiiVault(masterKey, indexKey),
      });
      await files.putRevision(alice, 'rev_replica_0000000', Buffer.from('PK from replica one'));
      expect(await other.readRevision(alice, 'rev_replica_0000000')).toEqual(
        Buffer.from('PK from replica one'),
      );
      await other.removeRevision(alice, 'rev_replica_0000000');
      expect(await files.readRevision(alice, 'rev_replica_0000000')).toBeNull();
      await other.close?.();
    });

    it('erasing a user removes every file of theirs, and only theirs', async () => {
      const carol = randomUUID();
      await files.putOriginal(carol, pdf);
      await files.putRevision(carol, 'rev_carol_000000000', Buffer.from('PK carol'));
      expect(await collect(files, carol)).toHaveLength(2);
      await files.removeUser(carol);
      expect(await collect(files, carol)).toEqual([]);
      expect(await files.readOriginal(carol, sha256Hex(pdf))).toBeNull();
      expect(await files.readOriginal(bob, sha256Hex(pdf))).toEqual(pdf);
    });

    it('shared backends hold only ciphertext, which no longer opens once its owner is erased', async () => {
      if (files.kind === 'disk') return; // the data dir's own files, removed by erasure
      const dave = randomUUID();
      const { hash } = await files.putOriginal(dave, pdf);
      const marker = Buffer.from('Siti Rahmawati Kaligrafizyx');
      if (files.kind === 'postgres') {
        const rows = (
          await storage.db.knex.raw(
            `select count(*)::int as n from stored_file_chunks where position(?::bytea in data) > 0`,
            [marker],
          )
        ).rows as { n: number }[];
        expect(rows[0]!.n).toBe(0);
      } else {
        const cfg = c.files(server) as Extract<FileStoreConfig, { kind: 's3' }>;
        const raw = new S3Client({
          region: cfg.s3.region,
          endpoint: cfg.s3.endpoint!,
          forcePathStyle: true,
          credentials: {
            accessKeyId: cfg.s3.accessKeyId!,
            secretAccessKey: cfg.s3.secretAccessKey!,
          },
        });
        const obj = await raw.send(
          new GetObjectCommand({
            Bucket: cfg.s3.bucket,
            Key: `${cfg.s3.prefix}${dave}/originals/${hash}`,
          }),
        );
        const bytes = Buffer.from(await obj.Body!.transformToByteArray());
        expect(bytes.length).toBeGreaterThan(pdf.length);
        expect(bytes.includes(marker)).toBe(false);
        raw.destroy();
      }
      expect(await files.readOriginal(dave, hash)).toEqual(pdf);
      // The key destroyed (erasure's step before the files go): the bytes left do not open.
      await storage.vault.erase(storage.db.knex, dave);
      expect(await files.readOriginal(dave, hash)).toBeNull();
      await expect(files.putRevision(dave, 'rev_after_erasure00', pdf)).rejects.toMatchObject({
        name: 'SubjectErasedError',
      });
      await files.removeUser(dave);
      expect(await collect(files, dave)).toEqual([]);
    });

    it('a chunk altered in the database reads as missing, not as other bytes', async () => {
      if (files.kind !== 'postgres') return;
      const erin = randomUUID();
      const doc = randomBytes(FILE_CHUNK_BYTES + 10);
      await files.putRevision(erin, 'rev_tampered_000000', doc);
      await storage.db.knex.raw(
        `update stored_file_chunks set data = set_byte(data, 30, get_byte(data, 30) # 1)
          where user_id = ? and n = 1`,
        [erin],
      );
      expect(await files.readRevision(erin, 'rev_tampered_000000')).toBeNull();
      // A chunk gone: missing too.
      await storage.db.knex('stored_file_chunks').where({ user_id: erin, n: 1 }).delete();
      expect(await files.readRevision(erin, 'rev_tampered_000000')).toBeNull();
    });
  });
}

describe('S3 file store: a server that does not answer', () => {
  let storage: TestStorage;
  let files: FileStore;

  beforeAll(async () => {
    // A loopback port nobody listens on: refused at once, every attempt.
    const { freePort } = await import('../../infra/bench/lib.ts');
    const port = await freePort();
    storage = await openTestStorage('pglite', {
      files: {
        kind: 's3',
        s3: {
          bucket: 'karier-down',
          endpoint: `http://127.0.0.1:${port}`,
          region: 'us-east-1',
          accessKeyId: 'k',
          secretAccessKey: 's',
          forcePathStyle: true,
          prefix: '',
        },
      },
    });
    files = storage.files;
  });
  afterAll(async () => {
    await storage?.cleanup();
  });

  it('is our 503 with our message on every operation, never a library error or a 500', async () => {
    const user = randomUUID();
    const unavailable = {
      status: 503,
      message: 'Penyimpanan berkas sedang tidak bisa dihubungi. Coba lagi dalam beberapa saat.',
    };
    await expect(files.putOriginal(user, Buffer.from('%PDF'))).rejects.toMatchObject(unavailable);
    await expect(files.readRevision(user, 'rev_aaaaaaaaaaaaaaaa')).rejects.toMatchObject(
      unavailable,
    );
    await expect(files.removeUser(user)).rejects.toMatchObject(unavailable);
  }, 60_000);
});
