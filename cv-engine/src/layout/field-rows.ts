/**
 * Field rows beside a label column: a field's name ("Telephone", "E-mail", "Alamat") on the row
 * of its one-line value, in a run of such rows (the personal block of a Europass CV). Each value
 * is an item of its own, so a label beside it labels the start of something, as a date beside
 * an entry's title does. Found from geometry and the shape of the name alone. Pure.
 */
import { firstWordWidth } from './label-starts.ts';
import { isKey, type Line } from './pdf-lines.ts';

/**
 * Whether two lines sit on one row: the same baseline, or the same top (a small label cell
 * top-aligned with larger text beside it).
 */
export const sameRow = (a: Line, b: Line) =>
  Math.min(Math.abs(a.y - b.y), Math.abs(a.y + 0.72 * a.fontSize - b.y - 0.72 * b.fontSize)) <=
  Math.max(1.5, 0.25 * Math.min(a.fontSize, b.fontSize));

const BULLET_START = /^[•●○◦▪▫■□‣⁃∙·◆◇♦❖➢➤►▶▸▹➔→✓✔\uf000-\uf8ff-–]/u;

/** A whole line that is a contact detail: an email address, a phone number, a web address. */
const CONTACT_VALUE =
  /^(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?[\d\s().-]{8,}|(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)+\/\S*)$/iu;

/**
 * The labels (of `heads`, one line per label) that name a field on a row of its own: a short
 * name in plain type (a word or three, letters only), beside a right-hand line that is no list
 * item and is not wrapped (the next right-hand line's first word would have fitted after it), in
 * a run of two such rows or more, row after row on both sides, one of whose values is a contact
 * detail.
 */
export function fieldRows(heads: Line[], rightLines: Line[]): Set<Line> {
  const edge = Math.max(...rightLines.map((r) => r.right));
  const partner = heads.map((l) => rightLines.findIndex((r) => sameRow(r, l)));
  const single = heads.map((l, i) => {
    const k = partner[i]!;
    if (k < 0 || l.bold || !isKey(l.text)) return false;
    const r = rightLines[k]!;
    const next = rightLines[k + 1];
    if (BULLET_START.test(r.text)) return false;
    return (
      !next || r.right + 0.3 * r.fontSize + firstWordWidth(next) <= Math.max(edge, r.bound) + 1
    );
  });
  // Runs of consecutive single rows; a run is a block of fields when one of its values is a
  // contact detail (a sidebar's list beside the main column's lines can line up row by row too).
  const out = new Set<Line>();
  let run: Line[] = [];
  let contact = false;
  const close = () => {
    if (run.length >= 2 && contact) for (const l of run) out.add(l);
    run = [];
    contact = false;
  };
  for (const [i, l] of heads.entries()) {
    const k = partner[i]!;
    if (!single[i]) {
      close();
      continue;
    }
    if (run.length > 0 && partner[i - 1] !== k - 1) close();
    run.push(l);
    contact ||= CONTACT_VALUE.test(rightLines[k]!.text.trim());
  }
  close();
  return out;
}
