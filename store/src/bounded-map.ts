/**
 * Sets `key` in `map`, first evicting the oldest entry (Maps keep insertion order) when the map
 * holds `max` entries and `key` is not one of them: a bounded cache without a library.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (map.size >= max && !map.has(key)) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
