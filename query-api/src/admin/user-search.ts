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

/** One page of a search's matches (ids in the list's order) and how many match in all. */
export interface UserSearchPage {
  ids: string[];
  total: number;
}

type Found = { id: string; name: string; email: string };

/**
 * The admin user search over the blind index (issue 29). For a search of at least three folded
 * characters: the page `range` of the ids of the users (among `rows`, the filtered and ordered
 * user query) that contain it in their name or email, case- and accent-insensitive, in the
 * query's order, and their number. The search's grams (keyed hashes, no clear text) are looked
 * up in `user_search_grams`, and each one's accounts counted up to `commonGram`; a candidate
 * holds every gram (checked in SQL, index-only), and is opened and confirmed, so none that merely
 * holds the trigrams in another order is returned. Its cost follows COMMON_GRAM and the page,
 * not the number of users:
 * - a gram held by fewer than `commonGram` accounts: the rarest one's accounts are the only ones
 *   read, each kept if it holds the other grams; every candidate is opened, the total is exact;
 * - every gram common (a common word): the list is walked in its order, each account kept if it
 *   holds every gram, until the page is filled; only those are opened. The total is then the
 *   number of accounts holding every gram (counted in SQL, nothing opened: it follows the two
 *   rarest grams' accounts), which a candidate holding them in another order would overstate,
 *   until a page walks the list to its end: then every candidate is confirmed and it is exact.
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
  commonGram = COMMON_GRAM,
): Promise<UserSearchPage | null> {
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
  let grams = await countGrams(vault.searchGrams(search), commonGram);
  const erased = foldForSearch(ERASED).includes(needle);
  const none = grams[0]!.n === 0;
  if (none && !erased) return { ids: [], total: 0 };
  const candidates = rows.clone().clearSelect().select('u.id', 'u.name', 'u.email');
  const confirm = async (found: Found[]) =>
    (await vault.openRows(knex, found, ['name', 'email']))
      .filter(
        (r) => foldForSearch(r.name).includes(needle) || foldForSearch(r.email).includes(needle),
      )
      .map((r) => r.id);
  /**
   * `id` holds each of `these` grams: one subquery counting them (index-only probes of the
   * primary key), not a join per gram (with a dozen grams the planning alone took 20 ms).
   */
  const holds = (w: Knex.QueryBuilder, id: string, these: readonly { gram: number }[]) => {
    if (these.length === 0) return;
    w.whereRaw(
      `(select count(*) from ${USER_SEARCH_TABLE} g where g.gram = any(?::int[]) and g.user_id = ??) = ?`,
      [pgArray(these.map((g) => String(g.gram))), id, these.length],
    );
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
    return { ids: ids.slice(range.offset, range.offset + range.limit), total: ids.length };
  }

  // Every gram common: walk the list in its order, stop once the page is confirmed. The total
  // follows the two rarest grams' accounts, so they are counted further first.
  grams = await countGrams(
    grams.map((g) => g.gram),
    commonGram * 64,
  );
  const wanted = range.offset + range.limit;
  let ids: string[] = [];
  let exhausted = false;
  for (let take = wanted + 20; ; take *= 4) {
    const found = (await withErased(candidates.clone(), (w) => holds(w, 'u.id', grams)).limit(
      take,
    )) as Found[];
    ids = await confirm(found);
    exhausted = found.length < take;
    if (ids.length >= wanted || exhausted) break;
  }
  // Every candidate confirmed or not: the total is exact (a last page never promises more).
  if (exhausted) return { ids: ids.slice(range.offset, wanted), total: ids.length };
  const [row] = (await withErased(rows.clone().clearSelect().clearOrder(), (w) =>
    w.whereIn('u.id', holders(Number.MAX_SAFE_INTEGER)),
  ).count('* as n')) as { n: string }[];
  return { ids: ids.slice(range.offset, wanted), total: Number(row?.n ?? 0) };
}
