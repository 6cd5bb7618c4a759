import { ERASED, pgArray } from '@karier/store';
import type { Knex } from 'knex';
import { defineProjection, type ProjectionContext } from '../projection.ts';

/**
 * user_search_grams: the blind index the admin user search reads (issue 29). One row per
 * distinct keyed gram (`ctx.searchGrams`: a keyed hash of a trigram of the folded name or
 * email) of each account; an erased account has none. Nothing here opens back into a name: a
 * search hashes its own trigrams the same way, and confirms the candidates on the sealed row.
 */
export interface UserSearchGramRow {
  /** Keyed hash of one trigram of the folded name or email (32-bit). */
  gram: number;
  user_id: string;
}

export const USER_SEARCH_TABLE = 'user_search_grams';
/** The table's name as a type: the query side (which imports types only) spells it checked. */
export type UserSearchTable = typeof USER_SEARCH_TABLE;

/** What a batch leaves of one account's grams (last event wins; erased stays erased). */
type Plan =
  { kind: 'register'; grams: number[] } | { kind: 'replace'; grams: number[] } | { kind: 'erase' };

/** Elements per array bound into one statement. */
const CHUNK = 20_000;

/**
 * The grams of an account's opened name and email; null when they no longer open (the key is
 * shredded: the events read '[dihapus]'), which is an erased account.
 */
function gramsOf(ctx: ProjectionContext, name: unknown, email: unknown): number[] | null {
  if (name === ERASED || email === ERASED) return null;
  return [...new Set([...ctx.searchGrams(String(name)), ...ctx.searchGrams(String(email))])];
}

async function insertGrams(
  trx: Knex.Transaction,
  plans: readonly { userId: string; grams: number[] }[],
  onlyNew: boolean,
): Promise<void> {
  let grams: string[] = [];
  let users: string[] = [];
  const flush = async () => {
    if (grams.length === 0) return;
    // A re-delivered registration adds nothing to an account that has its grams already.
    await trx.raw(
      `insert into ${USER_SEARCH_TABLE} (gram, user_id)
       select v.gram, v.user_id from unnest(?::int[], ?::uuid[]) as v(gram, user_id)
       ${onlyNew ? `where not exists (select 1 from ${USER_SEARCH_TABLE} s where s.user_id = v.user_id)` : ''}
       on conflict do nothing`,
      [pgArray(grams), pgArray(users)],
    );
    grams = [];
    users = [];
  };
  for (const p of plans) {
    for (const g of p.grams) {
      grams.push(String(g));
      users.push(p.userId);
    }
    if (grams.length >= CHUNK) await flush();
  }
  await flush();
}

export const userSearchProjection = defineProjection({
  name: 'user-search',
  version: 1,
  description:
    'Indeks buta pencarian pengguna: hash berkunci dari trigram nama dan email (tanpa teks terbuka), dihapus saat akun dihapus.',
  handles: ['UserRegistered', 'UserDetailsChanged', 'UserErased'],
  tables: [USER_SEARCH_TABLE],
  async setup(db) {
    await db.schema.createTable(USER_SEARCH_TABLE, (t) => {
      t.integer('gram').notNullable();
      t.uuid('user_id').notNullable();
      // A search reads by gram (index-only); an erasure or a change deletes by account.
      t.primary(['gram', 'user_id']);
      t.index(['user_id']);
    });
  },
  async applyBatch(events, trx, context) {
    if (!context) throw new Error('user-search needs the projection context (searchGrams)');
    const ctx = context;
    const plans = new Map<string, Plan>();
    for (const event of events) {
      switch (event.type) {
        case 'UserRegistered': {
          const { userId, name, email } = event.data;
          if (plans.get(userId)?.kind === 'erase') break;
          const grams = gramsOf(ctx, name, email);
          plans.set(userId, grams ? { kind: 'register', grams } : { kind: 'erase' });
          break;
        }
        case 'UserDetailsChanged': {
          const { userId, name, email } = event.data;
          if (plans.get(userId)?.kind === 'erase') break;
          const grams = gramsOf(ctx, name, email);
          plans.set(userId, grams ? { kind: 'replace', grams } : { kind: 'erase' });
          break;
        }
        case 'UserErased':
          plans.set(event.data.userId, { kind: 'erase' });
          break;
        default:
          break;
      }
    }
    const replaced = [...plans].filter(([, p]) => p.kind !== 'register').map(([id]) => id);
    for (let i = 0; i < replaced.length; i += CHUNK) {
      await trx.raw(`delete from ${USER_SEARCH_TABLE} where user_id = any(?::uuid[])`, [
        pgArray(replaced.slice(i, i + CHUNK)),
      ]);
    }
    const of = (kind: Plan['kind']) =>
      [...plans].flatMap(([userId, p]) =>
        p.kind === kind && 'grams' in p ? [{ userId, grams: p.grams }] : [],
      );
    await insertGrams(trx, of('register'), true);
    await insertGrams(trx, of('replace'), false);
  },
});
