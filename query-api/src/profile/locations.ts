import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Location {
  code: string;
  name: string;
  province: string;
}

interface Indexed extends Location {
  words: string[];
  city: boolean;
}

/** Words the official names write in capitals: DKI (Daerah Khusus Ibukota), DI (Daerah Istimewa). */
const ACRONYMS = new Set(['DKI', 'DI']);
/** Joining words the official names write in lower case ('Pangkajene dan Kepulauan'). */
const LOWER_CASE = new Set(['dan']);

/**
 * A region's name as the official names write it, from the data set's capitals: 'KOTA BATAM' →
 * 'Kota Batam', 'DKI JAKARTA' → 'DKI Jakarta' (acronyms kept), 'KABUPATEN PANGKAJENE DAN
 * KEPULAUAN' → 'Kabupaten Pangkajene dan Kepulauan'.
 */
export function titleCase(upper: string): string {
  return upper
    .split(/(\s+|-|\()/)
    .map((part, i) => {
      if (!part || ACRONYMS.has(part.toUpperCase())) return part.toUpperCase();
      const lower = part.toLowerCase();
      if (i > 0 && LOWER_CASE.has(lower)) return lower;
      return lower[0]!.toUpperCase() + lower.slice(1);
    })
    .join('');
}

function readCsv(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

let index: Indexed[] | null = null;

/** Loaded on first use (514 regencies and cities) and kept for the process's life. */
function load(): Indexed[] {
  if (index) return index;
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('idn-area-data/package.json')), 'data');
  const provinces = new Map(
    readCsv(path.join(dir, 'provinces.csv')).map(([code, name]) => [code!, titleCase(name!)]),
  );
  index = readCsv(path.join(dir, 'regencies.csv')).map(([code, provinceCode, raw]) => {
    const name = titleCase(raw!);
    return {
      code: code!,
      name,
      province: provinces.get(provinceCode!) ?? '',
      words: name
        .toLowerCase()
        .split(/[\s()-]+/)
        .filter(Boolean),
      city: name.startsWith('Kota '),
    };
  });
  return index;
}

/** Regencies and cities with a word starting with `q` (≥ 2 characters), cities first, ≤ 10. */
export function searchLocations(q: string, limit = 10): Location[] {
  const needle = q.trim().toLowerCase();
  if (needle.length < 2) return [];
  const parts = needle.split(/\s+/);
  const hits = load().filter((l) =>
    parts.every(
      (p) => l.words.some((w) => w.startsWith(p)) || l.name.toLowerCase().startsWith(needle),
    ),
  );
  hits.sort((a, b) => Number(b.city) - Number(a.city) || a.name.localeCompare(b.name, 'id'));
  return hits.slice(0, limit).map(({ code, name, province }) => ({ code, name, province }));
}
