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
