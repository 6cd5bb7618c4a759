/**
 * The entries of a word list written as comma-separated text over several lines
 * ("manage, lead, led,\n develop"): each entry trimmed, empty ones dropped, order kept. Entries
 * may hold spaces ("bekerja sama"), never a comma.
 */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
}

/** A text matched literally inside a regular expression (its special characters escaped). */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&');
}

/**
 * Any of the words or phrases, each whole: not inside a longer word ("staf" in "Staff"), letters
 * and digits being word characters in every script.
 */
export function wholeWordsRe(words: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    flags,
  );
}
