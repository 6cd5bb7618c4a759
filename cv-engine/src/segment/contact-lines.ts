/**
 * Contact details standing alone on their lines, as a sidebar or a header block prints them:
 * told from content, so a column read after another can hand them to the header. Pure.
 */
import { hasContactValue } from '../fields/contact/patterns.ts';
import { isPlaceName } from '../fields/places.ts';

/** A contact detail on its own: an email, a web address, a phone number or a place ("Bekasi, Jawa Barat"). */
export function isContactLine(line: string): boolean {
  const t = line.trim();
  if (!t) return false;
  if (hasContactValue(t) && t.split(/\s+/u).length <= 4) return true;
  const parts = t.split(/\s*,\s*/u).filter(Boolean);
  return parts.length >= 1 && parts.length <= 3 && parts.every(isPlaceName);
}
