import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Knex } from 'knex';
import { AppError } from '@karier/events';
import {
  checkHash,
  checkRevisionId,
  checkSize,
  checkUserId,
  HASH,
  MAX_STORED_FILE_BYTES,
  OPAQUE_ID,
  sha256Hex,
  UUID,
  type FileStore,
  type StoredFile,
} from './file-store.ts';
import type { PiiVault } from './pii-vault.ts';
import { FileSealer, openPart, SEAL_OVERHEAD, sealPart } from './sealed-file.ts';

export interface S3FileStoreConfig {
  bucket: string;
  /** An S3-compatible server's address (path-style URLs); none: AWS S3 in `region`. */
  endpoint?: string;
  region: string;
  /** Without them the SDK's own chain is used (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix of every object (`karier/`): several deployments can share a bucket. */
  prefix: string;
}

type Kind = 'original' | 'revision';

const UNAVAILABLE =
  'Penyimpanan berkas sedang tidak bisa dihubungi. Coba lagi dalam beberapa saat.';
const aadOf = (userId: string, kind: Kind, id: string) =>
  `karier-file:v1:${userId}:${kind}:${id}:0/1`;

const statusOf = (err: unknown): number | undefined =>
  (err as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (err: unknown) =>
  statusOf(err) === 404 ||
  (err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound'));

/**
 * Files in S3-compatible object storage (`FILE_STORE=s3`): one object per file,
 * `<prefix><userId>/originals/<sha256>` and `<prefix><userId>/revisions/<id>.docx`, sealed with
 * the owner's key (`sealed-file.ts`: a bucket's old versions, replicas and backups hold only
 * ciphertext that erasure makes unopenable). A put is one PutObject (atomic in S3). The store
 * answering an error, or not at all (timeouts bound every call), is our 503, never a 500.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly sealer: FileSealer;

  constructor(
    private readonly config: S3FileStoreConfig,
    knex: Knex,
    vault: PiiVault,
  ) {
    this.sealer = new FileSealer(vault, knex);
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.accessKeyId && config.secretAccessKey
        ? {
            credentials: {
              accessKeyId: config.accessKeyId,
              secretAccessKey: config.secretAccessKey,
            },
          }
        : {}),
      maxAttempts: 3,
      // Checksums only where S3 requires them: S3-compatible servers differ on the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
    });
  }

  private keyOf(userId: string, kind: Kind, id: string): string {
    return kind === 'original'
      ? `${this.config.prefix}${userId}/originals/${id}`
      : `${this.config.prefix}${userId}/revisions/${id}.docx`;
  }

  /** Runs one S3 call; a failure of the store is our 503 (a missing object is the caller's). */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (isMissing(err)) throw err;
      throw new AppError('UNAVAILABLE', UNAVAILABLE, { cause: String(err) });
    }
  }

  async putOriginal(userId: string, buf: Uint8Array): Promise<{ hash: string; created: boolean }> {
    checkSize(buf);
    const user = checkUserId(userId);
    const hash = sha256Hex(buf);
    const Key = this.keyOf(user, 'original', hash);
    try {
      await this.call(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key })),
      );
      return { hash, created: false };
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
    await this.put(user, 'original', hash, buf);
    return { hash, created: true };
  }

  async putRevision(userId: string, revisionId: string, buf: Uint8Array): Promise<void> {
    checkSize(buf);
    await this.put(checkUserId(userId), 'revision', checkRevisionId(revisionId), buf);
  }

  private async put(userId: string, kind: Kind, id: string, buf: Uint8Array): Promise<void> {
    const key = await this.sealer.keyFor(userId);
    const Body = sealPart(key, aadOf(userId, kind, id), buf);
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: this.keyOf(userId, kind, id),
          Body,
          ContentLength: Body.length,
          ContentType: 'application/octet-stream',
        }),
      ),
    );
  }

  async readOriginal(userId: string, hash: string): Promise<Buffer | null> {
    return this.read(checkUserId(userId), 'original', checkHash(hash));
  }

  async readRevision(userId: string, revisionId: string): Promise<Buffer | null> {
    return this.read(checkUserId(userId), 'revision', checkRevisionId(revisionId));
  }

  private async read(userId: string, kind: Kind, id: string): Promise<Buffer | null> {
    let sealed: Uint8Array;
    try {
      sealed = await this.call(async () => {
        const res = await this.client.send(
          new GetObjectCommand({ Bucket: this.config.bucket, Key: this.keyOf(userId, kind, id) }),
        );
        // Bounded: an object larger than any file we store is not ours to read.
        if ((res.ContentLength ?? Infinity) > MAX_STORED_FILE_BYTES + SEAL_OVERHEAD) {
          (res.Body as { destroy?: () => void } | undefined)?.destroy?.();
          return new Uint8Array(0);
        }
        return (await res.Body?.transformToByteArray()) ?? new Uint8Array(0);
      });
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (sealed.length === 0) return null;
    const key = await this.sealer.keyForReading(userId);
    return key ? openPart(key, aadOf(userId, kind, id), sealed) : null;
  }

  async removeOriginal(userId: string, hash: string): Promise<void> {
    await this.remove(this.keyOf(checkUserId(userId), 'original', checkHash(hash)));
  }

  async removeRevision(userId: string, revisionId: string): Promise<void> {
    await this.remove(this.keyOf(checkUserId(userId), 'revision', checkRevisionId(revisionId)));
  }

  private async remove(Key: string): Promise<void> {
    try {
      await this.call(() =>
        this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key })),
      );
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  /** Every object under `prefix` (or `prefix<userId>/`), page by page. */
  private async *list(under: string): AsyncGenerator<{ key: string; mtimeMs: number }> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.config.bucket,
            Prefix: under,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        ),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, mtimeMs: o.LastModified?.getTime() ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async *entries(): AsyncGenerator<StoredFile> {
    for await (const o of this.list(this.config.prefix)) {
      const [user, sub, name, ...more] = o.key.slice(this.config.prefix.length).split('/');
      if (!user || !UUID.test(user) || !name || more.length > 0) continue;
      if (sub === 'originals' && HASH.test(name)) {
        yield { kind: 'original', userId: user, id: name, mtimeMs: o.mtimeMs };
      } else if (sub === 'revisions' && name.endsWith('.docx')) {
        const id = name.slice(0, -'.docx'.length);
        if (OPAQUE_ID.test(id)) yield { kind: 'revision', userId: user, id, mtimeMs: o.mtimeMs };
      }
    }
  }

  async removeEntry(entry: StoredFile): Promise<void> {
    if (entry.kind === 'tmp') return;
    await this.remove(this.keyOf(checkUserId(entry.userId), entry.kind, entry.id));
  }

  async removeUser(userId: string): Promise<void> {
    const under = `${this.config.prefix}${checkUserId(userId)}/`;
    for await (const o of this.list(under)) await this.remove(o.key);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
