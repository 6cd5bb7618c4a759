/**
 * Contact details standing alone on their lines, as a sidebar or a header block prints them:
 * told from content, so a column read after another can hand them to the header. Pure.
 */
import { findDateRanges } from '../fields/dates.ts';
import { hasContactValue } from '../fields/contact/patterns.ts';
import { isPlaceName } from '../fields/places.ts';

/** A contact detail on its own: an email, a web address, a phone number or a place ("Bekasi, Jawa Barat"). */
export function isContactLine(line: string): boolean {
  const t = line.trim();
  // A date range is no phone number, however many digits it holds ("2018 - 2019").
  if (!t || findDateRanges(t).length > 0) return false;
  if (hasContactValue(t) && t.split(/\s+/u).length <= 4) return true;
  const parts = t.split(/\s*,\s*/u).filter(Boolean);
  return parts.length >= 1 && parts.length <= 3 && parts.every(isPlaceName);
}
