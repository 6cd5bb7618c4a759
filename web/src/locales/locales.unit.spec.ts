import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});
const read = (lang: string, part: string) => files[`./${lang}/${part}`]!;
const partsOf = (lang: string) =>
  Object.keys(files)
    .filter((file) => file.startsWith(`./${lang}/`))
    .map((file) => file.slice(`./${lang}/`.length))
    .sort();

/** Every key path, with i18next's plural suffixes folded (Indonesian has one form, English two). */
function keys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      keys(v, `${prefix}${k.replace(/_(one|other)$/, '')}.`),
    );
  }
  return [prefix.slice(0, -1)];
}

describe('the texts (locales/<lang>/<part>.json)', () => {
  const parts = partsOf('id');

  it('come in the same parts in both languages', () => {
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(partsOf('en')).toEqual(parts);
  });

  it.each(parts)('%s has the same keys (and list lengths) in Indonesian and English', (part) => {
    expect([...new Set(keys(read('en', part)))].sort()).toEqual(
      [...new Set(keys(read('id', part)))].sort(),
    );
  });

  it('gives every top-level section to exactly one part', () => {
    const owner = new Map<string, string>();
    for (const part of parts) {
      for (const section of Object.keys(read('id', part))) {
        // The landing page's lower half is a part of its own, merged into the same section.
        if (section === 'landing' && owner.has(section)) continue;
        expect(owner.get(section), `${section} in ${part}`).toBeUndefined();
        owner.set(section, part);
      }
    }
  });
});
