import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const HASH = /^[a-f0-9]{64}$/;
const OPAQUE_ID = /^[A-Za-z0-9_-]{16,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const sha256Hex = (buf: Uint8Array) => createHash('sha256').update(buf).digest('hex');

/** A random id that names a generated file (never a path the client chooses). */
export const newOpaqueId = () => randomBytes(18).toString('base64url');

/** One file of the store: an original (by hash), a revision (by id) or a crash's `.tmp`. */
export interface StoredFile {
  kind: 'original' | 'revision' | 'tmp';
  userId: string;
  /** The content hash, the revision id, or the temp file's name. */
  id: string;
  path: string;
  mtimeMs: number;
}

/**
 * Uploaded originals and generated files under `<dataDir>/files/<userId>/`, never in the web
 * root: originals by their SHA-256, generated revisions by an opaque id. One folder per user so
 * erasing a user removes exactly their files. Writes are atomic (temp file + rename).
 */
export class FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'files');
  }

  private userDir(userId: string): string {
    if (!UUID.test(userId)) throw new Error('invalid user id for file store');
    return path.join(this.root, userId.toLowerCase());
  }

  originalPath(userId: string, hash: string): string {
    if (!HASH.test(hash)) throw new Error('invalid content hash');
    return path.join(this.userDir(userId), 'originals', hash);
  }

  revisionPath(userId: string, revisionId: string): string {
    if (!OPAQUE_ID.test(revisionId)) throw new Error('invalid revision id');
    return path.join(this.userDir(userId), 'revisions', `${revisionId}.docx`);
  }

  /** Stores an original by content; `created` is false when the same bytes were there already. */
  async putOriginal(userId: string, buf: Uint8Array): Promise<{ hash: string; created: boolean }> {
    const hash = sha256Hex(buf);
    const file = this.originalPath(userId, hash);
    const created = await writeAtomic(file, buf, { keepExisting: true });
    return { hash, created };
  }

  async putRevision(userId: string, revisionId: string, buf: Uint8Array): Promise<void> {
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
    return await fs.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
