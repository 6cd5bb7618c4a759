import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { setBounded } from './bounded-map.ts';
import { searchTrigrams } from './search-grams.ts';

/**
 * Channel that tells every process sharing the database to drop what it cached (issue 19): the
 * key of an erased subject, the aggregate state of a stream after an erasure, a role change, a
 * ban or a new password. Payload: an `Invalidation` as JSON.
 */
export const INVALIDATE_CHANNEL = 'karier_invalidate';

export interface Invalidation {
  /** A stream whose cached states must go (read again from the events). */
  stream?: string;
  /** A subject whose cached key must go (read again: erased → nothing opens). */
  subject?: string;
}

/** What an erased subject's personal data reads as, everywhere. */
export const ERASED = '[dihapus]';
const PREFIX = 'pii:v1:';
/** Sealed JSON: an array (erased → `[]`) or any other JSON value (erased → `null`). */
const ARRAY_PREFIX = 'pii:v1a:';
const JSON_PREFIX = 'pii:v1j:';
const KEY_CACHE_MAX = 100_000;
/** Trigram → keyed gram: names and emails share few distinct trigrams (a rebuild hashes each once). */
const GRAM_CACHE_MAX = 200_000;

/** The subject's key was destroyed (the subject was erased): nothing more can be sealed for it. */
export class SubjectErasedError extends Error {
  constructor(readonly subject: string) {
    super(`Key of subject ${subject} was erased`);
    this.name = 'SubjectErasedError';
  }
}

function seal(key: Buffer, plaintext: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]);
}

function open(key: Buffer, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, 12);
  const tag = sealed.subarray(12, 28);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}

function prefixOf(value: string): string | null {
  if (value.startsWith(PREFIX)) return PREFIX;
  if (value.startsWith(ARRAY_PREFIX)) return ARRAY_PREFIX;
  if (value.startsWith(JSON_PREFIX)) return JSON_PREFIX;
  return null;
}

export const isSealed = (v: unknown): v is string => typeof v === 'string' && prefixOf(v) !== null;

/** What a sealed value reads as once its subject's key is gone. */
function erasedValue(prefix: string): unknown {
  if (prefix === ARRAY_PREFIX) return [];
  if (prefix === JSON_PREFIX) return null;
  return ERASED;
}

/**
 * Crypto-shredding vault: every data subject (user) has a random AES-256-GCM key, stored wrapped
 * by the master key in `pii_keys` — never in the events table. PII fields are sealed as
 * `pii:v1:<subject>:<base64url(iv|tag|ciphertext)>`; non-string values (lists, objects) are sealed
 * as JSON under `pii:v1a:` (arrays) or `pii:v1j:` (anything else). Erasing a subject destroys its
 * key: the events stay, and their PII reads as "[dihapus]" (strings), `[]` (arrays) or `null`.
 */
export class PiiVault {
  private readonly cache = new Map<string, Buffer | null>();
  private readonly grams = new Map<string, number>();

  constructor(
    private readonly masterKey: Buffer,
    private readonly indexKey: Buffer,
  ) {}

  /** Deterministic keyed hash for look-ups (email → user) without storing the value. */
  blindIndex(scope: string, value: string): string {
    return createHmac('sha256', this.indexKey)
      .update(`${scope}\u0000${value.trim().toLowerCase()}`)
      .digest('base64url');
  }

  /**
   * The blind search index of `text` (issue 29): each distinct trigram of the case- and
   * accent-folded text (`searchTrigrams`) as a keyed HMAC truncated to a 32-bit integer. Without
   * the data dir's secret a gram tells nothing of its trigram; a search hashes its own trigrams
   * the same way and looks them up. Truncation may merge two trigrams (rarely): the search
   * confirms every candidate on the opened value, so that costs a candidate, never a result.
   */
  searchGrams(text: string): number[] {
    const out = new Set<number>();
    for (const t of searchTrigrams(text)) {
      let g = this.grams.get(t);
      if (g === undefined) {
        g = createHmac('sha256', this.indexKey)
          .update(`search-gram\u0000${t}`)
          .digest()
          .readInt32BE(0);
        setBounded(this.grams, t, g, GRAM_CACHE_MAX);
      }
      out.add(g);
    }
    return [...out];
  }

  private remember(subject: string, key: Buffer | null) {
    setBounded(this.cache, subject, key, KEY_CACHE_MAX);
  }

  /**
   * Returns the subject's key. A subject without one gets a new key, returned with its wrapped
   * form for the caller to store in the same transaction as the events it seals (`adopt` it
   * into the cache once that transaction committed).
   */
  async keyFor(
    db: Knex | Knex.Transaction,
    subject: string,
  ): Promise<{ key: Buffer; wrapped: string | null }> {
    const cached = this.cache.get(subject);
    if (cached) return { key: cached, wrapped: null };
    const row = await db('pii_keys').where({ subject_id: subject }).first('wrapped_key');
    if (row) {
      if (!row.wrapped_key) throw new SubjectErasedError(subject);
      const key = open(this.masterKey, Buffer.from(row.wrapped_key, 'base64'));
      this.remember(subject, key);
      return { key, wrapped: null };
    }
    const key = randomBytes(32);
    return { key, wrapped: seal(this.masterKey, key).toString('base64') };
  }

  /** Caches a key created by `keyFor` once it is stored. */
  adopt(subject: string, key: Buffer) {
    this.remember(subject, key);
  }

  seal(key: Buffer, subject: string, value: string): string {
    return `${PREFIX}${subject}:${seal(key, Buffer.from(value, 'utf8')).toString('base64url')}`;
  }

  /** Seals any JSON value; strings keep the plain string form. */
  sealValue(key: Buffer, subject: string, value: unknown): string {
    if (typeof value === 'string') return this.seal(key, subject, value);
    const prefix = Array.isArray(value) ? ARRAY_PREFIX : JSON_PREFIX;
    const ct = seal(key, Buffer.from(JSON.stringify(value), 'utf8')).toString('base64url');
    return `${prefix}${subject}:${ct}`;
  }

  /** Loads (and caches) the keys of the given subjects; erased subjects map to null. */
  async loadKeys(db: Knex | Knex.Transaction, subjects: Iterable<string>): Promise<void> {
    const missing = [...new Set(subjects)].filter((s) => !this.cache.has(s));
    for (let i = 0; i < missing.length; i += 500) {
      const chunk = missing.slice(i, i + 500);
      const rows: { subject_id: string; wrapped_key: string | null }[] = await db('pii_keys')
        .whereIn('subject_id', chunk)
        .select('subject_id', 'wrapped_key');
      const found = new Map(rows.map((r) => [r.subject_id, r.wrapped_key]));
      for (const s of chunk) {
        const wrapped = found.get(s);
        this.remember(s, wrapped ? open(this.masterKey, Buffer.from(wrapped, 'base64')) : null);
      }
    }
  }

  /**
   * Opens a sealed value with an already loaded key (a string, or the JSON value it sealed);
   * erased or unknown keys give "[dihapus]", `[]` or `null` (see the class comment).
   */
  open(value: string): unknown {
    const prefix = prefixOf(value) ?? PREFIX;
    const rest = value.slice(prefix.length);
    const colon = rest.indexOf(':');
    const key = this.cache.get(rest.slice(0, colon));
    if (!key) return erasedValue(prefix);
    try {
      const text = open(key, Buffer.from(rest.slice(colon + 1), 'base64url')).toString('utf8');
      return prefix === PREFIX ? text : (JSON.parse(text) as unknown);
    } catch {
      return erasedValue(prefix);
    }
  }

  /**
   * Opens the sealed values among `fields` of each row (read models keep personal data sealed);
   * other values pass through. Keys are loaded in chunks, each opened right after its load.
   */
  async openRows<T extends object>(
    db: Knex | Knex.Transaction,
    rows: readonly T[],
    fields: readonly (keyof T & string)[],
  ): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000);
      const subjects = new Set<string>();
      for (const r of chunk) {
        for (const f of fields) {
          const v: unknown = r[f];
          if (isSealed(v)) subjects.add(PiiVault.subjectOf(v));
        }
      }
      if (subjects.size > 0) await this.loadKeys(db, subjects);
      for (const r of chunk) {
        const o: Record<string, unknown> = { ...(r as Record<string, unknown>) };
        for (const f of fields) if (isSealed(o[f])) o[f] = this.open(o[f] as string);
        out.push(o as unknown as T);
      }
    }
    return out;
  }

  static subjectOf(value: string): string {
    const rest = value.slice((prefixOf(value) ?? PREFIX).length);
    return rest.slice(0, rest.indexOf(':'));
  }

  /**
   * Destroys the subject's key. Irreversible. Every process sharing the database is told to drop
   * its cached copy (NOTIFY on INVALIDATE_CHANNEL, delivered when `db`'s transaction commits):
   * from then on the subject's sealed values read as erased there too.
   */
  async erase(db: Knex | Knex.Transaction, subject: string): Promise<void> {
    await db('pii_keys')
      .insert({ subject_id: subject, wrapped_key: null, erased_at: db.fn.now() })
      .onConflict('subject_id')
      .merge({ wrapped_key: null, erased_at: db.fn.now() });
    this.cache.set(subject, null);
    await db.raw('select pg_notify(?, ?)', [
      INVALIDATE_CHANNEL,
      JSON.stringify({ subject } satisfies Invalidation),
    ]);
  }

  forget(subject: string) {
    this.cache.delete(subject);
  }
}
