/**
 * Places as CVs print them beside an employer or a school: US state codes and the countries
 * seen in the corpus. One list, so the parser, the lossless account and the writer agree on what
 * a place is.
 */
import { PLACES, PROVINCES } from './contact-lexicon.ts';

/** The US state codes (and DC), as a regex alternation. */
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

/** Countries printed after a city or on their own, as a regex alternation. */
export const COUNTRIES =
  'S\\.?\\s?Korea|South Korea|Korea|Indonesia|Singapore|Malaysia|Japan|China|India|Thailand|Vietnam|Philippines|Australia|Canada|Germany|France|Netherlands|United Kingdom|UK|U\\.S\\.A?\\.?|USA|United States';

/** A country, whole ("Indonesia", "S. Korea", "U.S.A."), in any case. */
export const COUNTRY = new RegExp(`^(?:${COUNTRIES})$`, 'iu');

/** A US state code, whole. */
export const US_STATE = new RegExp(`^(?:${US_STATES})$`, 'u');

const PLACE_NAMES = new Set([...PLACES, ...PROVINCES].map((p) => p.toLowerCase()));
/** "Kota Bandung", "Kab. Bogor": an administrative prefix before a place's name. */
const ADMIN_PREFIX = /^(?:kota|kab\.?|kabupaten|city of)\s+/iu;
/** A compass point or "Pusat": after a city, part of its name ("Jakarta Selatan"). */
export const COMPASS_WORDS = 'utara|selatan|barat|timur|tengah|pusat|north|south|east|west|central';
const COMPASS_TAIL = new RegExp(`\\s+(?:${COMPASS_WORDS})$`, 'iu');

/**
 * A part of an entry line that is only a place of the lexicon ("Medan", "Jakarta Selatan",
 * "Kota Bandung", "Jawa Barat"): the employer's town, never its title or its name.
 */
export function isPlaceName(part: string): boolean {
  const p = part.trim().toLowerCase().replace(ADMIN_PREFIX, '').replace(COMPASS_TAIL, '');
  return PLACE_NAMES.has(p);
}
