import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { SubjectErasedError, type PiiVault } from './pii-vault.ts';

/** Format byte of a sealed file part: AES-256-GCM, `v | iv(12) | tag(16) | ciphertext`. */
const VERSION = 1;
const HEADER = 1 + 12 + 16;

/**
 * Files in a shared backend (PostgreSQL, S3) are sealed with their owner's PII key, as personal
 * data in events is: the bytes there, in a dead tuple, the WAL, a bucket version or a backup,
 * are unreadable once the owner is erased (the key destroyed), before and after the rows or
 * objects are removed. `aad` binds each sealed part to its place (user, kind, id, part), so
 * parts cannot be swapped between files or reordered unnoticed.
 */
export class FileSealer {
  constructor(
    private readonly vault: PiiVault,
    private readonly knex: Knex,
  ) {}

  /**
   * The user's key; a user without one yet (a file stored before any event of theirs) gets one,
   * stored at once. Throws SubjectErasedError for an erased user (nothing more is stored).
   */
  async keyFor(userId: string): Promise<Buffer> {
    const found = await this.vault.keyFor(this.knex, userId);
    if (!found.wrapped) return found.key;
    await this.knex('pii_keys')
      .insert({ subject_id: userId, wrapped_key: found.wrapped })
      .onConflict('subject_id')
      .ignore();
    // Ours, or the one a concurrent writer stored first (or null: erased meanwhile).
    const stored = await this.vault.keyFor(this.knex, userId);
    if (stored.wrapped) throw new SubjectErasedError(userId);
    return stored.key;
  }

  /** The user's key for reading, or null once they are erased (their files read as missing). */
  async keyForReading(userId: string): Promise<Buffer | null> {
    try {
      const found = await this.vault.keyFor(this.knex, userId);
      return found.wrapped ? null : found.key;
    } catch (err) {
      if (err instanceof SubjectErasedError) return null;
      throw err;
    }
  }
}

export function sealPart(key: Buffer, aad: string, plain: Uint8Array): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ct]);
}

/** The plaintext, or null when the part does not open (another key, altered, not ours). */
export function openPart(key: Buffer, aad: string, sealed: Uint8Array): Buffer | null {
  const buf = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (buf.length < HEADER || buf[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, buf.subarray(1, 13));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(buf.subarray(13, HEADER));
    return Buffer.concat([decipher.update(buf.subarray(HEADER)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Bytes a sealed part adds to its plaintext. */
export const SEAL_OVERHEAD = HEADER;
