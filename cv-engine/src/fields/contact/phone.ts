/**
 * Phone numbers: found in the text, normalised to E.164. Digits that read as dates (years, a
 * range of years, month/year) are never a phone number.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PHONE_CANDIDATE_RE } from './patterns.ts';

export function normalisePhone(raw: string, defaultCountry: CountryCode = 'ID'): string | null {
  let s = raw.replace(/^(?:tel|phone|hp|telp|wa|whatsapp|mobile)[:.\s]*/iu, '').trim();
  s = s.replace(/\(\+(\d+)\)/u, '+$1');
  const digits = s.replace(/\D/gu, '');
  if (digits.length < 8 || digits.length > 15) return null;
  let candidate = s;
  if (!s.startsWith('+')) {
    if (
      defaultCountry === 'ID' &&
      digits.length === 10 &&
      /^[2-79]/u.test(digits) &&
      /^\(?\d{3}\)?[\s.\u00ad\u2010-\u2015-]+\d{3}[\s.\u00ad\u2010-\u2015-]+\d{4}$/u.test(s)
    ) {
      // 3-3-4 grouping without a trunk 0 or +62 is a North American number.
      const us = parsePhoneNumberFromString(digits, 'US');
      if (us?.isPossible()) return us.number;
    }
    if (digits.startsWith('62') && digits.length >= 10 && digits.length <= 14)
      candidate = `+${digits}`;
    else if (digits.startsWith('0')) candidate = digits;
    else if (defaultCountry === 'ID' && digits.startsWith('8') && digits.length >= 9)
      candidate = `0${digits}`;
  }
  const p = parsePhoneNumberFromString(candidate, digits.startsWith('0') ? 'ID' : defaultCountry);
  if (!p || !p.isValid()) {
    // Fictional US numbers (555-xxxx, 123-456-7890) are not "valid" but are well-formed.
    if (defaultCountry === 'US' && !s.startsWith('+') && digits.length === 10) return `+1${digits}`;
    if (s.startsWith('+1') && digits.length === 11) return `+${digits}`;
    if (p && p.isPossible() && s.startsWith('+')) return p.number;
    return null;
  }
  return p.number;
}

/** A year a CV prints in a date (1950–2049). */
const YEAR = '(?:19[5-9]\\d|20[0-4]\\d)';

/**
 * Digits that read as a date or a run of dates: a year range ("2020 – 2023", "2019-2020"),
 * month/year ("01/2020", "03.2022"), or digits that open with a year and go on past a dash or
 * a slash ("2020 - 2023 2024"). A number dialled from Indonesia opens with 0, +62 or 62, and a
 * North American one with a three-digit area code: neither opens with a four-digit year.
 */
export function looksLikeDates(raw: string): boolean {
  const s = raw.trim();
  if (s.startsWith('+')) return false;
  const groups = s.split(/[^\d]+/u).filter(Boolean);
  const years = groups.filter((g) => new RegExp(`^${YEAR}$`, 'u').test(g)).length;
  if (new RegExp(`(?:^|\\D)(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}(?!\\d)`, 'u').test(s)) return true;
  if (new RegExp(`^${YEAR}(?!\\d)`, 'u').test(s) && groups.length > 1) return true;
  // Two years or more among short groups ("… 2019 – 2021 …").
  return years >= 2 && /[–—]|\s-\s|s\.?d\.?/u.test(s);
}

export function findPhone(text: string, country: CountryCode): string | null {
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    const raw = m[0];
    if (looksLikeDates(raw)) continue;
    const digits = raw.replace(/\D/gu, '');
    if (digits.length < 9) continue;
    const e164 = normalisePhone(raw, country);
    if (e164) return e164;
  }
  return null;
}
