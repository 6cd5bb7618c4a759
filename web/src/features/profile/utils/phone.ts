import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

/** A valid Indonesian number: `08…`, `+62…` or `62…`. */
export function isValidIndonesianPhone(value: string): boolean {
  const v = value.trim();
  if (!v) return false;
  const normalised = /^62/.test(v) ? `+${v}` : v;
  try {
    const parsed = parsePhoneNumberFromString(normalised, 'ID');
    return Boolean(parsed && parsed.country === 'ID' && isValidPhoneNumber(normalised, 'ID'));
  } catch {
    return false;
  }
}

/** Local display, e.g. `0812-3456-7890`; the input as given when it does not parse. */
export function formatIndonesianPhone(value: string): string {
  const v = value.trim();
  if (!v) return '';
  const parsed = parsePhoneNumberFromString(/^62/.test(v) ? `+${v}` : v, 'ID');
  if (!parsed || !parsed.isValid()) return v;
  return parsed.formatNational().replace(/\s+/g, '-');
}
