/**
 * Places as CVs print them beside an employer or a school: US state codes and the countries
 * seen in the corpus. One list, so the parser, the lossless account and the writer agree on what
 * a place is.
 */

/** The US state codes (and DC), as a regex alternation. */
export const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

/** Countries printed after a city or on their own. */
export const COUNTRIES =
  'S\\.\\s?Korea|South Korea|Korea|Indonesia|Singapore|Malaysia|Japan|USA|UK|United States';

/** A US state code, whole. */
export const US_STATE = new RegExp(`^(?:${US_STATES})$`, 'u');
