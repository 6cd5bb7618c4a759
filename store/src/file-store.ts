import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@karier/events';

export const HASH = /^[a-f0-9]{64}$/;
export const OPAQUE_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The largest file any backend stores: the upload limit (a CV of at most 10 MB, see
 * `command-api/src/cv/upload.ts`); a generated revision is far smaller. Reads are bounded by it
 * too: a stored object above it (put there by something else) reads as missing.
 */
export const MAX_STORED_FILE_BYTES = 10 * 1024 * 1024;

export const sha256Hex = (buf: Uint8Array) => createHash('sha256').update(buf).digest('hex');

/** A random id that names a generated file (never a path the client chooses). */
export const newOpaqueId = () => randomBytes(18).toString('base64url');

/** One file of the store: an original (by hash), a revision (by id) or a crash's `.tmp`. */
export interface StoredFile {
  kind: 'original' | 'revision' | 'tmp';
  userId: string;
  /** The content hash, the revision id, or the temp file's name. */
  id: string;
  /** Where it lies on disk (the disk backend only). */
  path?: string;
  mtimeMs: number;
}

export type FileStoreKind = 'disk' | 'postgres' | 's3';

/**
 * The file-store port: uploaded originals (by their SHA-256, one copy per user and content) and
 * generated revisions (by an opaque id), per user, so erasing a user removes exactly their
 * files. Backends: `DiskFileStore` (`<DATA_DIR>/files`, the standalone default),
 * `PostgresFileStore` (chunked rows, the distributed default) and `S3FileStore` (S3-compatible
 * object storage). Every put is atomic (a reader sees the whole file or none), every read
 * answers null for a file that is not there, and sizes are bounded by MAX_STORED_FILE_BYTES.
 * The shared backends seal each file with its owner's key (`sealed-file.ts`): an erased user's
 * files are unreadable at once, wherever a copy of the bytes lingers, and then removed.
 */
export interface FileStore {
  readonly kind: FileStoreKind;
  /** Stores an original by content; `created` is false when the same bytes were there already. */
  putOriginal(userId: string, buf: Uint8Array): Promise<{ hash: string; created: boolean }>;
  putRevision(userId: string, revisionId: string, buf: Uint8Array): Promise<void>;
  readOriginal(userId: string, hash: string): Promise<Buffer | null>;
  readRevision(userId: string, revisionId: string): Promise<Buffer | null>;
  removeOriginal(userId: string, hash: string): Promise<void>;
  removeRevision(userId: string, revisionId: string): Promise<void>;
  /** Every file of the store, for the start-up sweep (and the erasure test). */
  entries(): AsyncGenerator<StoredFile>;
  /** Removes one file `entries` listed. */
  removeEntry(entry: StoredFile): Promise<void>;
  /** Every file of one user (erasure). */
  removeUser(userId: string): Promise<void>;
  close?(): Promise<void>;
}

export function checkUserId(userId: string): string {
  if (!UUID.test(userId)) throw new Error('invalid user id for file store');
  return userId.toLowerCase();
}

export function checkHash(hash: string): string {
  if (!HASH.test(hash)) throw new Error('invalid content hash');
  return hash;
}

export function checkRevisionId(revisionId: string): string {
  if (!OPAQUE_ID.test(revisionId)) throw new Error('invalid revision id');
  return revisionId;
}

/** A file over the bound is refused with our 413, before any backend sees it. */
export function checkSize(buf: Uint8Array): void {
  if (buf.byteLength > MAX_STORED_FILE_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Berkas terlalu besar untuk disimpan (maksimal ${MAX_STORED_FILE_BYTES / 1024 / 1024} MB).`,
    );
  }
}

/**
 * Uploaded originals and generated files under `<dataDir>/files/<userId>/`, never in the web
 * root: originals by their SHA-256, generated revisions by an opaque id. One folder per user so
 * erasing a user removes exactly their files. Writes are atomic (temp file + rename).
 */
export class DiskFileStore implements FileStore {
  readonly kind = 'disk' as const;
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  private userDir(userId: string): string {
    return path.join(this.root, checkUserId(userId));
  }

  originalPath(userId: string, hash: string): string {
    return path.join(this.userDir(userId), 'originals', checkHash(hash));
  }

  revisionPath(userId: string, revisionId: string): string {
    return path.join(this.userDir(userId), 'revisions', `${checkRevisionId(revisionId)}.docx`);
  }

  /** Stores an original by content; `created` is false when the same bytes were there already. */
  async putOriginal(userId: string, buf: Uint8Array): Promise<{ hash: string; created: boolean }> {
    checkSize(buf);
    const hash = sha256Hex(buf);
    const file = this.originalPath(userId, hash);
    const created = await writeAtomic(file, buf, { keepExisting: true });
    return { hash, created };
  }

  async putRevision(userId: string, revisionId: string, buf: Uint8Array): Promise<void> {
    checkSize(buf);
    await writeAtomic(this.revisionPath(userId, revisionId), buf, { keepExisting: false });
  }

  async readOriginal(userId: string, hash: string): Promise<Buffer | null> {
    return readOrNull(this.originalPath(userId, hash));
  }

  async readRevision(userId: string, revisionId: string): Promise<Buffer | null> {
    return readOrNull(this.revisionPath(userId, revisionId));
  }

  async removeOriginal(userId: string, hash: string): Promise<void> {
    await fs.rm(this.originalPath(userId, hash), { force: true });
  }

  async removeRevision(userId: string, revisionId: string): Promise<void> {
    await fs.rm(this.revisionPath(userId, revisionId), { force: true });
  }

  /**
   * Every file under the root, for the start-up sweep: originals, revisions, and the `.tmp`
   * files a crash left behind mid-write beside them. Other names are not listed.
   */
  async *entries(): AsyncGenerator<StoredFile> {
    let users: string[];
    try {
      users = await fs.readdir(this.root);
    } catch {
      return;
    }
    for (const user of users) {
      const userPath = path.join(this.root, user);
      for (const [sub, kind] of [
        ['originals', 'original'],
        ['revisions', 'revision'],
      ] as const) {
        const dir = path.join(userPath, sub);
        let names: string[];
        try {
          names = await fs.readdir(dir);
        } catch {
          continue;
        }
        for (const name of names) {
          const file = path.join(dir, name);
          let stat;
          try {
            stat = await fs.stat(file);
          } catch {
            continue;
          }
          if (!stat.isFile()) continue;
          const id = kind === 'revision' ? name.replace(/\.docx$/, '') : name;
          if (name.endsWith('.tmp')) {
            yield { kind: 'tmp', userId: user, id: name, path: file, mtimeMs: stat.mtimeMs };
          } else if (
            UUID.test(user) &&
            (kind === 'original' ? HASH.test(id) : OPAQUE_ID.test(id) && name.endsWith('.docx'))
          ) {
            yield { kind, userId: user, id, path: file, mtimeMs: stat.mtimeMs };
          }
        }
      }
    }
  }

  /** Removes one file `entries` listed. */
  async removeEntry(entry: StoredFile): Promise<void> {
    if (!entry.path) return;
    if (!path.resolve(entry.path).startsWith(path.resolve(this.root) + path.sep)) return;
    await fs.rm(entry.path, { force: true });
  }

  /** Every file of one user (erasure). */
  async removeUser(userId: string): Promise<void> {
    await fs.rm(this.userDir(userId), { recursive: true, force: true });
  }
}

async function writeAtomic(
  file: string,
  buf: Uint8Array,
  opts: { keepExisting: boolean },
): Promise<boolean> {
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  if (opts.keepExisting) {
    try {
      await fs.access(file);
      return false;
    } catch {
      // not there yet
    }
  }
  const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(tmp, buf, { mode: 0o600 });
  await fs.rename(tmp, file);
  return true;
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile() || stat.size > MAX_STORED_FILE_BYTES) return null;
    return await fs.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
