import { ERASED, foldForSearch, pgArray, SEARCH_GRAM_LENGTH, type PiiVault } from '@karier/store';
import type { UserSearchTable } from '@karier/projector';
import type { Knex } from 'knex';

/**
 * How far each of a search's grams is counted (an index-only probe of at most this many
 * entries). A search with a gram held by fewer accounts reads only that gram's accounts; one
 * whose every gram is this common walks the list in its order instead, and stops at the page.
 */
export const COMMON_GRAM = 1000;

/** The blind index (the `user-search` projection's table). */
const USER_SEARCH_TABLE: UserSearchTable = 'user_search_grams';

/**
 * How far a common word's matches are counted: a search held by more accounts answers this
 * many with `totalCapped` ("1.000+" in the admin list), so its cost stays that of this many
 * probes, not of every match.
 */
export const TOTAL_CAP = 1000;

/**
 * One page of a search's matches (ids in the list's order) and how many match in all, or, with
 * `totalCapped`, at least how many (the count stopped at TOTAL_CAP, or at the page walked past it).
 */
export interface UserSearchPage {
  ids: string[];
  total: number;
  totalCapped: boolean;
}

/** Posting entries of the counted gram read per statement when a common word is counted. */
const COUNT_CHUNK = 1000;

type Found = { id: string; name: string; email: string };

/**
 * The admin user search over the blind index (issue 29). For a search of at least three folded
 * characters: the page `range` of the ids of the users (among `rows`, the filtered and ordered
 * user query) that contain it in their name or email, case- and accent-insensitive, in the
 * query's order, and their number. The search's grams (keyed hashes, no clear text) are looked
 * up in `user_search_grams`, and each one's accounts counted up to `commonGram`; a candidate
 * holds every gram (checked in SQL, index-only), and is opened and confirmed, so none that merely
 * holds the trigrams in another order is returned. Its cost follows COMMON_GRAM, TOTAL_CAP and
 * the page, not the number of users:
 * - a gram held by fewer than `commonGram` accounts: the rarest one's accounts are the only ones
 *   read, each kept if it holds the other grams; every candidate is opened, the total is exact;
 * - every gram common (a common word): the list is walked in its order, a growing slice at a
 *   time, each account kept if it holds every gram, until the page is filled; only those are
 *   opened. A walk that reached the list's end has confirmed every candidate: the total is
 *   exact. Otherwise the accounts holding every gram are counted, a chunk of one gram's
 *   accounts per statement, up to `totalCap`: at the cap the total is `totalCap` (or the matches
 *   the walk confirmed past it) with `totalCapped`; below it, the number of accounts holding
 *   every gram (nothing opened), which an account holding them in another order would overstate.
 * Erased accounts hold no grams; their name reads '[dihapus]', so a search that '[dihapus]'
 * contains lists them as before (by their status). Shorter searches give null: the caller opens
 * every row, as before (one or two characters match most accounts; no index would spare that).
 */
export async function searchUsers(
  knex: Knex,
  vault: PiiVault,
  rows: Knex.QueryBuilder,
  search: string,
  range: { offset: number; limit: number },
  tuning: { commonGram?: number; totalCap?: number; countChunk?: number } = {},
): Promise<UserSearchPage | null> {
  const { commonGram = COMMON_GRAM, totalCap = TOTAL_CAP, countChunk = COUNT_CHUNK } = tuning;
  const needle = foldForSearch(search);
  if (needle.length < SEARCH_GRAM_LENGTH) return null;
  /** Each gram's accounts, counted up to `cap`, rarest first. */
  const countGrams = async (grams: readonly number[], cap: number) =>
    (
      (
        await knex.raw(
          `select g.gram, (select count(*)::int from (
              select 1 from ${USER_SEARCH_TABLE} s where s.gram = g.gram limit ${Math.trunc(cap)}
            ) x) as n
             from unnest(?::int[]) as g(gram)`,
          [pgArray(grams.map(String))],
        )
      ).rows as { gram: number; n: number }[]
    )
      .map((c) => ({ gram: Number(c.gram), n: Number(c.n) }))
      .sort((a, b) => a.n - b.n);
  const grams = await countGrams(vault.searchGrams(search), commonGram);
  const erased = foldForSearch(ERASED).includes(needle);
  const none = grams[0]!.n === 0;
  if (none && !erased) return { ids: [], total: 0, totalCapped: false };
  const candidates = rows.clone().clearSelect().select('u.id', 'u.name', 'u.email');
  const confirm = async (found: Found[]) =>
    (await vault.openRows(knex, found, ['name', 'email']))
      .filter(
        (r) => foldForSearch(r.name).includes(needle) || foldForSearch(r.email).includes(needle),
      )
      .map((r) => r.id);
  /**
   * SQL true when `id` holds each of `these` grams: one subquery counting them (index-only
   * probes of the primary key), not a join per gram (with a dozen grams the planning alone took
   * 20 ms).
   */
  const holdsSql = (id: string, these: readonly { gram: number }[]) =>
    knex.raw(
      `(select count(*) from ${USER_SEARCH_TABLE} g where g.gram = any(?::int[]) and g.user_id = ??) = ?`,
      [pgArray(these.map((g) => String(g.gram))), id, these.length],
    );
  const holds = (w: Knex.QueryBuilder, id: string, these: readonly { gram: number }[]) => {
    if (these.length > 0) w.whereRaw(holdsSql(id, these));
  };
  const withErased = (q: Knex.QueryBuilder, match: (w: Knex.QueryBuilder) => void) =>
    q.where((w) => {
      if (!none) w.where(match);
      if (erased) w.orWhere('u.status', 'erased');
    });

  /**
   * The accounts holding every gram: the two rarest grams' accounts merged in their index
   * order, then those holding the other grams too. The limit makes the merge a subquery of its
   * own (otherwise the planner probes the other grams of every entry before merging).
   */
  const holders = (limit: number) => {
    const [rarest, second, ...rest] = grams;
    const pair = knex
      .select('r.user_id')
      .from(`${USER_SEARCH_TABLE} as r`)
      .where('r.gram', rarest!.gram);
    if (second) {
      pair.join(`${USER_SEARCH_TABLE} as s`, (j) =>
        j.on('s.user_id', '=', 'r.user_id').andOn('s.gram', '=', knex.raw('?', [second.gram])),
      );
    }
    const q = knex.select('p.user_id').from(pair.limit(limit).as('p'));
    holds(q, 'p.user_id', rest);
    return q;
  };

  if (none || grams[0]!.n < commonGram) {
    // Fewer than `commonGram` hold the rarest gram (the limit cuts nothing): open them all.
    const ids = await confirm(
      (await withErased(candidates, (w) => w.whereIn('u.id', holders(commonGram)))) as Found[],
    );
    return {
      ids: ids.slice(range.offset, range.offset + range.limit),
      total: ids.length,
      totalCapped: false,
    };
  }

  // Every gram common: walk the list in its order, a growing slice at a time, until the page is
  // confirmed. Whether an account holds every gram is a column of the slice, not a filter: the
  // planner then costs the slice, not the whole list (a filter it guesses rare made it plan
  // for every user, and compile the plan: 50-90 ms of JIT).
  const wanted = range.offset + range.limit;
  let ids: string[] = [];
  let exhausted = false;
  for (let take = wanted + 20; ; take *= 4) {
    const slice = (await candidates
      .clone()
      .select('u.status', knex.raw('? as held', [holdsSql('u.id', grams)]))
      .limit(take)) as (Found & { status: string; held: boolean })[];
    ids = await confirm(slice.filter((r) => r.held || (erased && r.status === 'erased')));
    exhausted = slice.length < take;
    if (ids.length >= wanted || exhausted) break;
  }
  const page = ids.slice(range.offset, wanted);
  // Every candidate confirmed or not: the total is exact (a last page never promises more).
  if (exhausted) return { ids: page, total: ids.length, totalCapped: false };
  const n = (await countHolders(totalCap)) + (erased ? await countErased(totalCap) : 0);
  if (n < totalCap) return { ids: page, total: n, totalCapped: false };
  return { ids: page, total: Math.max(totalCap, range.offset + page.length), totalCapped: true };

  /**
   * The accounts of the list holding every gram, counted up to `cap`. Each gram's accounts are
   * read in index order (user id), a prefix of COUNT_CHUNK at a time, and the prefixes
   * intersected (INTERSECT: sequential index-only reads and a hash, no probe per account, no
   * join to plan per gram). An account in every prefix lies below each cut prefix's last id, and
   * every account holding all grams below the lowest of those is in every prefix: so each round
   * counts exactly the holders up to there, and the next starts after it. A common word is
   * counted to the cap in one round (its grams' accounts are mostly the same ones).
   */
  async function countHolders(cap: number): Promise<number> {
    const inList = rows
      .clone()
      .clearSelect()
      .clearOrder()
      .select(knex.raw('true'))
      .whereRaw('u.id = x.user_id')
      .limit(1);
    let n = 0;
    let after: string | null = null;
    for (;;) {
      const from = after === null ? '' : 'and user_id > ?::uuid';
      const prefix = (g: { gram: number }) =>
        knex.raw(
          `select user_id from ${USER_SEARCH_TABLE} where gram = ? ${from} order by user_id limit ?`,
          after === null ? [g.gram, countChunk] : [g.gram, after, countChunk],
        );
      const names = grams.map((_, i) => `p${i}`);
      // The list's filter is a scalar subquery per counted account, not `exists` (which the
      // planner may answer from a hash of every user in the list: 70 ms at 100,000 users).
      const [got] = (
        await knex.raw(
          `with ${names.map((p) => `${p} as materialized (?)`).join(', ')}
           select (select count(*)::int from (${names.map((p) => `select user_id from ${p}`).join(' intersect ')}) x
                    where (?) is not null) as held,
                  least(${names
                    .map(
                      (p) =>
                        `(select case when count(*) = ${Math.trunc(countChunk)} then max(user_id::text collate "C") end from ${p})`,
                    )
                    .join(', ')}) as cut`,
          [...grams.map(prefix), inList],
        )
      ).rows as { held: number; cut: string | null }[];
      n += got!.held;
      if (n >= cap || got!.cut === null) return Math.min(n, cap);
      after = got!.cut;
    }
  }

  /** The erased accounts of the list, counted up to `cap`. */
  async function countErased(cap: number): Promise<number> {
    const q = rows
      .clone()
      .clearSelect()
      .clearOrder()
      .select(knex.raw('1'))
      .where('u.status', 'erased');
    const [row] = (await knex.count('* as n').from(q.limit(cap).as('e'))) as { n: string }[];
    return Number(row?.n ?? 0);
  }
}
