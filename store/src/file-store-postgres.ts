import type { Knex } from 'knex';
import {
  checkHash,
  checkRevisionId,
  checkSize,
  checkUserId,
  MAX_STORED_FILE_BYTES,
  sha256Hex,
  type FileStore,
  type StoredFile,
} from './file-store.ts';
import type { PiiVault } from './pii-vault.ts';
import { FileSealer, openPart, sealPart } from './sealed-file.ts';

/** Plaintext bytes per chunk row: a 10 MB upload is 40 rows. */
export const FILE_CHUNK_BYTES = 256 * 1024;
/** Chunk rows per INSERT: about 1 MB per statement. */
const CHUNKS_PER_INSERT = 4;
const LIST_PAGE = 1000;

type Kind = 'original' | 'revision';

/** The associated data of one chunk: its place in its file, and how many chunks the file has. */
const chunkAad = (userId: string, kind: Kind, id: string, n: number, chunks: number) =>
  `karier-file:v1:${userId}:${kind}:${id}:${n}/${chunks}`;

/**
 * Files in the database (the default of the distributed mode): every command replica reads
 * what another stored. One `stored_files` row per file and its content in `stored_file_chunks`
 * (256 KB each, sealed with the owner's key, see `sealed-file.ts`), written in one transaction:
 * a reader sees the whole file or nothing. Erasure deletes the user's rows after their key is
 * gone, so what lingers (dead tuples, WAL) is ciphertext nobody can open.
 */
export class PostgresFileStore implements FileStore {
  readonly kind = 'postgres' as const;
  private readonly sealer: FileSealer;

  constructor(
    private readonly knex: Knex,
    vault: PiiVault,
  ) {
    this.sealer = new FileSealer(vault, knex);
  }

  async putOriginal(userId: string, buf: Uint8Array): Promise<{ hash: string; created: boolean }> {
    checkSize(buf);
    const hash = sha256Hex(buf);
    const created = await this.put(checkUserId(userId), 'original', hash, buf, true);
    return { hash, created };
  }

  async putRevision(userId: string, revisionId: string, buf: Uint8Array): Promise<void> {
    checkSize(buf);
    await this.put(checkUserId(userId), 'revision', checkRevisionId(revisionId), buf, false);
  }

  private async put(
    userId: string,
    kind: Kind,
    id: string,
    buf: Uint8Array,
    keepExisting: boolean,
  ): Promise<boolean> {
    const key = await this.sealer.keyFor(userId);
    const chunks = Math.max(1, Math.ceil(buf.byteLength / FILE_CHUNK_BYTES));
    const rows = Array.from({ length: chunks }, (_, n) => ({
      user_id: userId,
      kind,
      id,
      n,
      data: sealPart(
        key,
        chunkAad(userId, kind, id, n, chunks),
        buf.subarray(n * FILE_CHUNK_BYTES, (n + 1) * FILE_CHUNK_BYTES),
      ),
    }));
    return this.knex.transaction(async (trx) => {
      if (!keepExisting) await trx('stored_files').where({ user_id: userId, kind, id }).delete();
      const inserted = await trx('stored_files')
        .insert({ user_id: userId, kind, id, size: buf.byteLength, chunks })
        .onConflict(['user_id', 'kind', 'id'])
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false;
      for (let i = 0; i < rows.length; i += CHUNKS_PER_INSERT) {
        await trx('stored_file_chunks').insert(rows.slice(i, i + CHUNKS_PER_INSERT));
      }
      return true;
    });
  }

  async readOriginal(userId: string, hash: string): Promise<Buffer | null> {
    return this.read(checkUserId(userId), 'original', checkHash(hash));
  }

  async readRevision(userId: string, revisionId: string): Promise<Buffer | null> {
    return this.read(checkUserId(userId), 'revision', checkRevisionId(revisionId));
  }

  private async read(userId: string, kind: Kind, id: string): Promise<Buffer | null> {
    // One statement: the file row and its chunks from one snapshot.
    const rows = (
      await this.knex.raw(
        `select f.size, f.chunks, c.n, c.data
           from stored_files f
           join stored_file_chunks c on c.user_id = f.user_id and c.kind = f.kind and c.id = f.id
          where f.user_id = ? and f.kind = ? and f.id = ? and f.size <= ?
          order by c.n`,
        [userId, kind, id, MAX_STORED_FILE_BYTES],
      )
    ).rows as { size: number; chunks: number; n: number; data: Uint8Array }[];
    const first = rows[0];
    if (!first || rows.length !== first.chunks) return null;
    const key = await this.sealer.keyForReading(userId);
    if (!key) return null;
    const parts: Buffer[] = [];
    for (const [i, r] of rows.entries()) {
      if (r.n !== i) return null;
      const part = openPart(key, chunkAad(userId, kind, id, i, first.chunks), r.data);
      if (!part) return null;
      parts.push(part);
    }
    const out = Buffer.concat(parts);
    return out.length === first.size ? out : null;
  }

  async removeOriginal(userId: string, hash: string): Promise<void> {
    await this.remove(checkUserId(userId), 'original', checkHash(hash));
  }

  async removeRevision(userId: string, revisionId: string): Promise<void> {
    await this.remove(checkUserId(userId), 'revision', checkRevisionId(revisionId));
  }

  private async remove(userId: string, kind: Kind, id: string): Promise<void> {
    // The chunks go with their file (on delete cascade).
    await this.knex('stored_files').where({ user_id: userId, kind, id }).delete();
  }

  async *entries(): AsyncGenerator<StoredFile> {
    let after: [string, string, string] | null = null;
    for (;;) {
      const q = this.knex('stored_files')
        .select('user_id', 'kind', 'id', 'created_at')
        .orderBy([{ column: 'user_id' }, { column: 'kind' }, { column: 'id' }])
        .limit(LIST_PAGE);
      if (after) q.whereRaw('(user_id, kind, id) > (?, ?, ?)', after);
      const rows = (await q) as { user_id: string; kind: Kind; id: string; created_at: Date }[];
      for (const r of rows) {
        yield {
          kind: r.kind,
          userId: r.user_id,
          id: r.id,
          mtimeMs: new Date(r.created_at).getTime(),
        };
      }
      if (rows.length < LIST_PAGE) return;
      const last = rows.at(-1)!;
      after = [last.user_id, last.kind, last.id];
    }
  }

  async removeEntry(entry: StoredFile): Promise<void> {
    if (entry.kind === 'tmp') return;
    await this.remove(checkUserId(entry.userId), entry.kind, entry.id);
  }

  async removeUser(userId: string): Promise<void> {
    await this.knex('stored_files')
      .where({ user_id: checkUserId(userId) })
      .delete();
  }
}
