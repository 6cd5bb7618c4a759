/**
 * The text a search matches on (issue 29): case- and accent-insensitive, the typed text taken
 * literally. `fold(value).includes(fold(search))` is the admin search's definition of a match.
 */
export function foldForSearch(value: unknown): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('id');
}

/** Length of a gram: a search needs at least this many folded characters to use the index. */
export const SEARCH_GRAM_LENGTH = 3;

/**
 * The distinct trigrams (windows of three UTF-16 units, as `String.includes` compares) of the
 * folded `text`. Every trigram of a folded search is a trigram of any folded value containing
 * it, so a blind index of these never misses a match; it may offer candidates that do not
 * contain the search (the trigrams in another order), which the caller confirms.
 */
export function searchTrigrams(text: string): string[] {
  const folded = foldForSearch(text);
  const out = new Set<string>();
  for (let i = 0; i + SEARCH_GRAM_LENGTH <= folded.length; i++) {
    out.add(folded.slice(i, i + SEARCH_GRAM_LENGTH));
  }
  return [...out];
}
