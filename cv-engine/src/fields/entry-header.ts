/**
 * The header of an entry: its title, organisation and place, from lines like "Title — Company",
 * "Company | Title", "Title at Company", "Company, City, ST, Title".
 */
import { isProseLine, withoutDates } from '../segment/lines.ts';
import { wholeWordsRe } from '../lexicon/list.ts';
import { ROLE_WORDS_RE } from '../lexicon/roles.ts';
import { ORGANISATION_WORDS } from './contact-lexicon.ts';
import { COUNTRIES, COUNTRY, isPlaceName, US_STATE, US_STATES } from './places.ts';

const ORG_WORDS =
  /\b(?:pt|cv|tbk|inc|llc|ltd|corp|corporation|company|co|group|gmbh|university|universitas|institute|institut|school|sekolah|college|bank|hospital|rumah sakit|rs|hotel|foundation|yayasan|studio|agency|labs?|technologies|solutions|systems|indonesia|kementerian|dinas|badan|kantor|club|komunitas|himpunan|bem|organisasi)\b/iu;

/**
 * The organisation lexicon's words ("koperasi", "restoran", "klinik"), without those a title
 * or a project holds as often ("program", "office", "project", a country).
 */
const ORG_LEXICON = wholeWordsRe(
  ORGANISATION_WORDS.filter(
    (w) =>
      !/^(?:program|prodi|project|proyek|office|kantor|indonesia|teknologi|technology|solutions|solusi|digital|media|global|international|internasional|award|penghargaan|bnsp|sertifikasi|sertifikat|certification|certificate|certified|jurusan|fakultas|faculty)$/u.test(
        w,
      ),
  ),
);
const isRole = (part: string) => ROLE_WORDS_RE.test(part);
const isOrg = (part: string) => ORG_WORDS.test(part) || ORG_LEXICON.test(part);

/** A kind of work, printed beside an employer ("Part-time", "Magang", "Remote"). */
const WORK_KIND =
  /^(?:(?:part|full)[-\s]?time|freelance|contract|kontrak|internship|magang|paruh waktu|penuh waktu|remote|hybrid|on-?site|wfh|wfo)(?:\s|$)/iu;

/** "New Orleans" before "LA", "Remote", "WFH / WFO": location parts of an entry line. */
function isLocationPart(part: string, next: string | undefined): boolean {
  return (
    US_STATE.test(part) ||
    COUNTRY.test(part) ||
    isPlaceName(part) ||
    // "San Francisco, CA": a short city name before a state code.
    (next !== undefined && US_STATE.test(next) && part.split(/\s+/u).length <= 2) ||
    /^(?:remote|hybrid|on-?site|wfh|wfo)\b/iu.test(part)
  );
}

/** A place where a major could stand: a state code or a country. */
export const NOT_A_MAJOR = new RegExp(`^(?:${US_STATES}|${COUNTRIES})$`, 'u');

/** "Viasat Inc. Carlsbad" before "CA": the company ends at its legal suffix, the city follows. */
const ORG_THEN_CITY =
  /^(.*?\b(?:Inc|LLC|Ltd|Corp|Co|Tbk|GmbH|PLC)\.?)\s+(\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){0,2})$/u;

/** "Stripe San Francisco" before "CA": a company, then a city a US state code follows. */
const KNOWN_CITY =
  /^(.+?)\s+(San Francisco|San Diego|San Jose|Los Angeles|New York|Mountain View|Palo Alto|Menlo Park|Redwood City|Santa Clara|Sunnyvale|Cupertino|Seattle|Redmond|Austin|Boston|Cambridge|Chicago|Denver|Atlanta|Miami|Portland|Washington|Houston|Dallas|Philadelphia|Pittsburgh)$/u;

function splitParts(line: string): string[] {
  // A line whose parts are set apart by bars ("Duta Pelajar | BNN - Kab.Karo") keeps a dash
  // inside a part: the bar is the line's own separator, "BNN - Kab.Karo" is one organisation.
  // A kind of work after a dash ("Binus University - Part-time") is still a part of its own.
  const barred = line.split(/\s*\|\s*/u).filter((p) => p.trim()).length >= 2;
  const parts = (
    barred
      ? line.split(/\s*[|•·]\s*/u).flatMap((p) => {
          const m = /^(.+?)\s+[—–-]\s+(.+)$/u.exec(p);
          return m && WORK_KIND.test(m[2]!.trim()) ? [m[1]!, m[2]!] : [p];
        })
      : line.split(/\s+(?:—|–|-|\||•|·|@|at|di)\s+|\s*[|•·]\s*|\s*\/\s+|\s+\/\s*|,\s+(?=\p{Lu})/u)
  )
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.flatMap((p, k) => {
    const next = parts[k + 1];
    const m = next && US_STATE.test(next) ? (ORG_THEN_CITY.exec(p) ?? KNOWN_CITY.exec(p)) : null;
    return m ? [m[1]!, m[2]!] : [p];
  });
}

/** Split "Title — Company", "Company | Title", "Title at Company", "Company, City, ST, Title". */
export function splitPair(line: string): [string, string] | null {
  const all = splitParts(line);
  const parts = all.filter((p, k) => !isLocationPart(p, all[k + 1]));
  if (parts.length < 2) return null;
  if (parts.length > 2) {
    // Pick the part that names a role, and the first other part as the organisation.
    const t = parts.findIndex(isRole);
    if (t > 0) return [parts[0]!, parts[t]!];
  }
  return [parts[0]!, parts[1]!];
}

function orderTitleCompany(
  a: string,
  b: string,
  placed: ReadonlySet<string> = new Set(),
): { title: string; company: string } {
  // "Rumah Makan Sederhana, Surabaya — Pengembang Web": a town belongs to the employer, a title
  // has none, so the part a place follows is the organisation.
  if (placed.has(a) !== placed.has(b))
    return placed.has(a) ? { title: b, company: a } : { title: a, company: b };
  // "Dicoding For School | Dicoding": a part that opens with the other part's whole name is a
  // programme or product of that organisation — the organisation is the shorter name.
  const opens = (x: string, y: string) =>
    x.length > y.length && x.toLowerCase().startsWith(`${y.toLowerCase()} `);
  if (opens(a, b)) return { title: a, company: b };
  if (opens(b, a)) return { title: b, company: a };
  const aTitle = isRole(a);
  const bTitle = isRole(b);
  const aOrg = isOrg(a);
  const bOrg = isOrg(b);
  // Both naming a role ("Himpunan Mahasiswa …" holds "mahasiswa"): the one that names an
  // organisation is the organisation.
  if ((bTitle && !aTitle) || (aOrg && !bOrg && (!aTitle || bTitle))) {
    return { title: b, company: a };
  }
  return { title: a, company: b };
}

export function cleanHeader(line: string): string {
  return line
    .replace(/\(\s*\)/gu, '')
    .replace(/^[\s,|•·—–-]+|[\s,|•·—–(-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

/** How long a job lasted, printed after its dates ("(3 tahun 4 bulan)", "· 2 yrs 3 mos"). */
const TENURE =
  /(?:[·•|,]\s*\(?|\()\s*\b\d{1,2}\s*(?:tahun|thn|years?|yrs?|bulan|bln|months?|mos?)(?:\s+\d{1,2}\s*(?:bulan|bln|months?|mos?))?\b\)?/giu;

/** A date line's rest: its dates and the tenure beside them taken out. */
export function removeDates(line: string): string {
  return cleanHeader(
    withoutDates(line)
      .replace(TENURE, ' ')
      .replace(/\b(?:expected|sejak|since|from|dari|periode|period)\b\s*$/iu, '')
      .replace(/\(\s*\)/gu, ''),
  );
}

export function titleCompany(header: string[]): { title: string; company: string } {
  const placed = new Set<string>();
  const lines = header
    // A long "Title / Company (…)" line is a header, not prose.
    .filter(
      (x) =>
        x &&
        x.length <= 120 &&
        (!isProseLine(x) || (/\s[/|—–]\s|\/\s/u.test(x) && !/[.!?]$/u.test(x))),
    )
    .map((x) => {
      const parts = splitParts(x);
      const kept = parts.filter((p, k) => !isLocationPart(p, parts[k + 1]));
      for (const [k, p] of parts.entries()) {
        const next = parts[k + 1];
        if (next !== undefined && !isLocationPart(p, next) && isPlaceName(next)) placed.add(p);
      }
      return kept;
    })
    // A line that is only a place ("New York, NY") names neither.
    .filter((parts) => parts.length > 0);
  if (lines.length === 0) return { title: '', company: '' };
  const first = lines[0]!;
  const firstHasRole = first.length >= 2 && first.some(isRole);
  if (lines.length === 1 || firstHasRole) {
    if (first.length === 1) return { title: first[0]!, company: '' };
    // "Company, City, ST, Title": the part that names a role, and the first other part.
    const t = first.findIndex(isRole);
    if (first.length > 2 && t > 0) return orderTitleCompany(first[0]!, first[t]!, placed);
    return orderTitleCompany(first[0]!, first[1]!, placed);
  }
  return orderTitleCompany(first[0]!, lines[1]![0]!, placed);
}
