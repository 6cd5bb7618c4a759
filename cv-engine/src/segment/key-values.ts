/**
 * Key-value records: a job portal's export prints each entry as rows of a key and its value
 * ("Posisi: Front Office Agent", "Perusahaan: PT Kimia Farma", "Periode: 2024 – 2026"). The keys
 * name the fields; the values are what an entry's lines print. Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import type { SectionKey } from '../types.ts';

/** "Posisi: Front Office Agent" → key and value; the key a word or three, no digits. */
const KEY_VALUE = /^(\p{L}[\p{L}.\s/&-]{0,22}?)\s*[:：]\s*(\S.*)$/u;

/** A short value in capitalised words, as a place is ("Jakarta Selatan, DKI Jakarta"). */
const PLACE_LIKE = /^(?:\p{Lu}[\p{L}.'’-]*,?\s*){1,4}$/u;

export function keyValue(line: string): { key: string; value: string } | null {
  const m = KEY_VALUE.exec(line.trim());
  if (!m || m[1]!.trim().split(/\s+/u).length > 3) return null;
  return { key: m[1]!.trim().toLowerCase(), value: m[2]!.trim() };
}

/** Sections whose content is entries (a title, an organisation, dates). */
export const ENTRY_SECTIONS = new Set<SectionKey>([
  'experience',
  'education',
  'organizations',
  'projects',
]);

/** Whether a section's key-value rows are records: its first key repeats, or three rows follow each other. */
function areRecords(kvs: readonly ({ key: string } | null)[]): boolean {
  const first = kvs.find((x) => x !== null);
  if (!first) return false;
  if (kvs.filter((x) => x?.key === first.key).length >= 2) return true;
  let run = 0;
  for (const x of kvs) {
    run = x ? run + 1 : 0;
    if (run >= 3) return true;
  }
  return false;
}

/**
 * The keys unkeyRecords takes off the rows of an entry's records ("Posisi", "Periode" …), as
 * printed: records with a period among their values. Personal-data rows a section runs into
 * ("Jenis Kelamin: …", "Status: …") are no entry's, and their labels stay words of the text.
 */
export function recordKeys(lines: readonly string[]): string[] {
  const kvs = lines.map(keyValue);
  const period = kvs.some((kv) => kv && findDateRanges(kv.value).some((r) => r.end || r.current));
  if (!period || !areRecords(kvs)) return [];
  return lines.flatMap((l, i) => (kvs[i] ? [KEY_VALUE.exec(l.trim())![1]!.trim()] : []));
}

/**
 * An entry section's key-value records read as entries: when its records repeat their first key,
 * or three key-value rows follow each other, each row is read as its value. Other lines (a
 * description, bullets) stay as they are; a section of no such records is returned unchanged.
 * A record starts at its first key.
 */
export function unkeyRecords(lines: readonly string[]): string[] {
  const kvs = lines.map(keyValue);
  const first = kvs.find((x) => x !== null);
  if (!first || !areRecords(kvs)) return [...lines];
  // In a record, the rows after its dates (a place, a note, a description) belong to the entry
  // under its header: a place (a few capitalised words) joins the dates' line, anything else is
  // the entry's bullet.
  const out: string[] = [];
  let datesAt = -1;
  for (const [i, l] of lines.entries()) {
    const kv = kvs[i];
    if (!kv) {
      // A description's lines under a record's dates are the entry's own.
      out.push(datesAt >= 0 && !/^\s*[•·▪◦●\-–*]/u.test(l) ? `• ${l.trim()}` : l);
      continue;
    }
    if (kv.key === first.key) datesAt = -1;
    if (datesAt >= 0 && PLACE_LIKE.test(kv.value)) {
      out[datesAt] = `${out[datesAt]} | ${kv.value}`;
      continue;
    }
    if (datesAt >= 0) {
      out.push(`• ${kv.value}`);
      continue;
    }
    if (findDateRanges(kv.value).length) datesAt = out.length;
    out.push(kv.value);
  }
  return out;
}
