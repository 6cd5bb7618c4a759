import { ERASED, foldForSearch, pgArray, SEARCH_GRAM_LENGTH, type PiiVault } from '@karier/store';
import type { UserSearchTable } from '@karier/projector';
import type { Knex } from 'knex';

/**
 * A gram found at least this often is not read whole: the search intersects the rarer ones
 * first and confirms on the opened rows, so its cost follows the rarest grams, not the users.
 */
const COMMON_GRAM = 1000;

/** The blind index (the `user-search` projection's table). */
const USER_SEARCH_TABLE: UserSearchTable = 'user_search_grams';

/**
 * The admin user search over the blind index (issue 29). For a search of at least three folded
 * characters: the ids of the users (among `rows`, the filtered and ordered user query) that
 * contain it in their name or email, case- and accent-insensitive, in the query's order. The
 * search's grams are looked up in `user_search_grams` (keyed hashes, no clear text), the users
 * holding the rarest of them are the candidates, and only those are opened and confirmed, so no
 * candidate that merely holds the trigrams in another order is returned. Erased accounts hold no
 * grams; their name reads '[dihapus]', so a search that '[dihapus]' contains lists them as
 * before (by their status, nothing opened). Shorter searches give null: the caller opens every
 * row, as before (one or two characters match most accounts; no index would spare the opening).
 */
export async function searchUserIds(
  knex: Knex,
  vault: PiiVault,
  rows: Knex.QueryBuilder,
  search: string,
): Promise<string[] | null> {
  const needle = foldForSearch(search);
  if (needle.length < SEARCH_GRAM_LENGTH) return null;
  const grams = vault.searchGrams(search);
  // How often each gram occurs, counted up to COMMON_GRAM (an index-only probe each).
  const counted = (
    await knex.raw(
      `select g.gram, (select count(*)::int from (
          select 1 from ${USER_SEARCH_TABLE} s where s.gram = g.gram limit ${COMMON_GRAM}
        ) x) as n
         from unnest(?::int[]) as g(gram)`,
      [pgArray(grams.map(String))],
    )
  ).rows as { gram: number; n: number }[];
  const none = counted.some((c) => Number(c.n) === 0);
  const rare = counted.filter((c) => Number(c.n) < COMMON_GRAM).map((c) => Number(c.gram));
  // Every gram common: the search is too (a common word), and so are its matches.
  const used = none ? [] : rare.length > 0 ? rare : grams;
  const erased = foldForSearch(ERASED).includes(needle);
  if (used.length === 0 && !erased) return [];
  // The candidates first, on their own: as a subquery the planner may scan every user for it.
  const candidates =
    used.length === 0
      ? []
      : ((await knex
          .select('user_id')
          .from(USER_SEARCH_TABLE)
          .whereRaw('gram = any(?::int[])', [pgArray(used.map(String))])
          .groupBy('user_id')
          .havingRaw('count(*) = ?', [used.length])
          .pluck('user_id')) as string[]);
  if (candidates.length === 0 && !erased) return [];
  const found = (await rows
    .clone()
    .clearSelect()
    .select('u.id', 'u.name', 'u.email', 'u.status')
    .where((w) => {
      if (candidates.length > 0) w.whereRaw('u.id = any(?::uuid[])', [pgArray(candidates)]);
      if (erased) w.orWhere('u.status', 'erased');
    })) as { id: string; name: string; email: string; status: string }[];
  const opened = await vault.openRows(knex, found, ['name', 'email']);
  return opened
    .filter(
      (r) => foldForSearch(r.name).includes(needle) || foldForSearch(r.email).includes(needle),
    )
    .map((r) => r.id);
}
