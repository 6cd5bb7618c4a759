/** Lower case without accents, so "Kuitansi", "kuitansi" and "kuítansi" are found alike. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Every word of the query appears somewhere in the text (in any order); an empty query matches. */
export function matches(query: string, ...texts: string[]): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(texts.join('\n'));
  return words.every((word) => haystack.includes(word));
}
