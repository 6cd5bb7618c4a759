/**
 * What of a printed line the parsed fields do not hold: the line's parts measured against the
 * words of the fields (a "stream"), dates held only by an entry that carries exactly them.
 * Shared by the header, the entry notes and the list sections of the lossless account.
 */
import { findDateRanges, parseDateRange } from '../fields/dates.ts';
import { isBullet, stripBullet, withoutDates } from '../segment/lines.ts';
import { COUNTRIES, US_STATES } from '../fields/places.ts';

export const norm = (s: string): string => words(s).join(' ');

/** Lower-cased words (letters/digits), for comparing a printed line with parsed fields. */
export function words(s: string): string[] {
  return (
    s
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A part of a printed line and whether a comma parted it from the part before it. */
interface Part {
  text: string;
  afterComma: boolean;
}

/** Parts of a header-like line: "Title | Company — Jakarta" → its pieces; a date range stays whole. */
function parts(line: string): Part[] {
  const ranges: string[] = [];
  let masked = line;
  for (const r of [...findDateRanges(line)].reverse()) {
    ranges.unshift(line.slice(r.index, r.index + r.length));
    masked = `${masked.slice(0, r.index)}\uE000${masked.slice(r.index + r.length)}`;
  }
  let k = 0;
  // Parts set apart by bars keep their dashes, as the entry parser reads them ("BNN - Kab.Karo").
  const barred = masked.split(/\s*\|\s*/u).filter((p) => p.trim()).length >= 2;
  // The separators are captured (odd indices) so a comma between two parts can be printed again.
  const pieces = masked.split(
    barred
      ? /(\s*[|•·;]\s*|\s{2,})/u
      : /(\s+[|•·–—-]\s+|\s*[|•·;]\s*|\s{2,}|,\s+|\s*\/\s+|\s+\/\s*)/u,
  );
  const out: Part[] = [];
  let comma = false;
  for (let i = 0; i < pieces.length; i++) {
    if (i % 2 === 1) {
      comma = pieces[i]!.trim() === ',';
      continue;
    }
    const text = pieces[i]!.replace(/\uE000/gu, () => ranges[k++] ?? '').trim();
    if (text) out.push({ text, afterComma: out.length > 0 && comma });
  }
  return out;
}

/** Labels that are no fact of their own ("Email:", "Telp", "Alamat"). */
export const LABEL_ONLY =
  /^(?:e-?mail|surel|phone|telp?\.?|telepon|hp|no\.? ?hp|handphone|whatsapp|wa|mobile|alamat|address|domisili|location|lokasi|linkedin|github|website|web|portfolio|portofolio|contact|kontak|info|personal info(?:rmation)?|data diri|links?)\s*:?$/iu;

export function covered(part: string, stream: string): boolean {
  const w = words(part);
  if (w.length === 0) return true;
  return stream.includes(` ${w.join(' ')} `);
}

/**
 * A part of an entry's line its fields hold: their values take all of it, or it is a piece of a
 * long value (a bullet's wrapped line). A town inside a school's name is not held by the name:
 * "University of La Verne, La Verne, CA" keeps "La Verne, CA".
 */
function heldPart(part: string, stream: string): boolean {
  const w = words(part);
  if (w.length === 0) return true;
  if (residue(part, stream) === '') return true;
  const needle = ` ${w.join(' ')} `;
  // A number cut at its own separator ("IPK 3,46" | "4,00" of "IPK 3,46 / 4,00"): its digits,
  // filler words aside, run together inside one value.
  const digits = w.filter((x) => !FILLER.has(x));
  const numeric = digits.length > 0 && digits.every((x) => /^\d+$/u.test(x));
  const digitNeedle = ` ${digits.join(' ')} `;
  return stream.split(' | ').some((seg) => {
    const value = ` ${seg.trim()} `;
    return (
      (seg.trim().split(' ').length >= 6 && value.includes(needle)) ||
      (numeric && value.includes(digitNeedle))
    );
  });
}

export function streamOf(values: (string | null | undefined)[]): string {
  return ` ${values.flatMap((v) => (v ? [words(v).join(' ')] : [])).join(' | ')} `;
}

/** Words a field's value can be printed with that are no fact of their own ("BS in X", "GPA: 3.5"). */
const FILLER = new Set([
  'in',
  'of',
  'at',
  'di',
  'dan',
  'and',
  'gpa',
  'ipk',
  'cgpa',
  'degree',
  'gelar',
  'jurusan',
  'major',
]);

/**
 * A part with the field values it holds taken out: "BS in Computer Engineering; Concentration in
 * Business Management GPA: 3.59" against BS / Computer Engineering / 3.59 → "Concentration in
 * Business Management". '' when what remains is filler only.
 */
function residue(part: string, stream: string): string {
  const tokens = [...part.normalize('NFC').matchAll(/[\p{L}\p{N}]+/gu)];
  const lower = tokens.map((t) => t[0].toLowerCase());
  const held = new Array<boolean>(tokens.length).fill(false);
  const values = stream
    .split(' | ')
    .map((v) => v.trim().split(' ').filter(Boolean))
    .filter((v) => v.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const v of values) {
    for (let i = 0; i + v.length <= lower.length; i++) {
      if (v.every((w, k) => lower[i + k] === w))
        for (let k = 0; k < v.length; k++) held[i + k] = true;
    }
  }
  // Runs of words not held, printed as they were (with what lies between their words).
  const runs: string[] = [];
  let start = -1;
  for (let i = 0; i <= tokens.length; i++) {
    const open = i < tokens.length && !held[i];
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      const from = tokens[start]!.index;
      const last = tokens[i - 1]!;
      runs.push(part.normalize('NFC').slice(from, last.index + last[0].length));
      start = -1;
    }
  }
  const kept = runs.filter((r) => words(r).some((w) => !FILLER.has(w)));
  return kept.join(' ').trim();
}

/** The uncovered parts of a line, joined back with " | "; '' when every part is held. */
export function leftover(line: string, stream: string, held: DatedEntry | null): string {
  const printed = isBullet(line) ? stripBullet(line) : line.trim();
  // Dates are held only by an entry that carries exactly them.
  const dates = printed
    .split(/\s*[|•·]\s*|,\s+/u)
    .map((p) => parseDateRange(p))
    .filter((r) => r !== null);
  // A year inside a bullet ("Recruited 75 staff in 2023") is the bullet's content, no dates of
  // the entry's.
  const body = withoutDates(printed);
  // So is a date inside a sentence ("On November 9th, 2024, DevFest Bogor 2024 will feature …").
  const datesHeld =
    isBullet(line) ||
    words(body).length >= 8 ||
    dates.every((r) => held !== null && sameDates(held, r));
  if (covered(body, stream) && datesHeld) return '';
  const source = datesHeld ? body.replace(/\(\s*[,;–—-]?\s*\)/gu, ' ').trim() : printed;
  const split = parts(source).map((p) => ({ ...p, text: unlabel(p.text) }));
  const all = split.map((p) => p.text);
  const restParts = split
    .map((p, i) => ({ ...p, i }))
    .filter(
      ({ text: p }) =>
        !LABEL_ONLY.test(p) &&
        (!(held !== null ? heldPart(withoutDates(p), stream) : covered(withoutDates(p), stream)) ||
          (!datesHeld && findDateRanges(p).length > 0)),
    )
    // What an entry's fields hold is taken out of a part whose dates the entry carries.
    .map((p) => ({
      ...p,
      text:
        held !== null && (datesHeld || findDateRanges(p.text).length === 0)
          ? residue(p.text, stream)
          : p.text,
    }))
    .filter((p) => Boolean(p.text));
  const rest = restParts.map((p) => p.text);
  if (rest.length === 0) return '';
  if (isBullet(line)) return `• ${stripBullet(line)}`;
  // Nothing taken out: the line as printed ("mempelajari, memahami dan …" is one sentence).
  // A separator the dates stood beside ("Sept 2023 – Present | Core Courses: …") goes with them.
  if (rest.length === all.length && norm(rest.join(' ')) === norm(all.join(' '))) {
    return source
      .replace(/\s+/gu, ' ')
      .replace(/^[\s|•·,;]+|[\s|•·,;]+$/gu, '')
      .trim();
  }
  // A place stays one phrase: "Carlsbad" and "CA" print as "Carlsbad, CA"; two parts printed
  // side by side with a comma keep it ("Alamat: Denpasar, Bali" → "Denpasar, Bali").
  return restParts.reduce((acc, p, k) => {
    if (k === 0) return p.text;
    const adjacent = restParts[k - 1]!.i === p.i - 1 && p.afterComma;
    return `${acc}${adjacent || PLACE_TAIL.test(p.text) ? ', ' : ' | '}${p.text}`;
  }, '');
}

/** A leftover that is only a place: a country, or a city (one or two words) and a state or country. */
export const ONLY_PLACE = new RegExp(
  `^(?:[\\p{Lu}][\\p{L}.'-]*(?:\\s[\\p{Lu}][\\p{L}.'-]*)?(?:,|\\s\\|)\\s)?(?:${COUNTRIES}|${US_STATES})$`,
  'u',
);

/** A US state code or a country after a city. */
const PLACE_TAIL = new RegExp(`^(?:${US_STATES}|Indonesia|USA|UK)(?![\\p{L}\\p{N}])`, 'u');

/** "LinkedIn: linkedin.com/in/x" → "linkedin.com/in/x": a contact label is no content. */
function unlabel(part: string): string {
  const m = /^([\p{L} .-]{2,25}):\s*(\S.*)$/u.exec(part);
  return m && LABEL_ONLY.test(m[1]!) ? m[2]! : part;
}

export interface DatedEntry {
  start: string | null;
  end: string | null;
  current?: boolean;
}

export function sameDates(
  e: DatedEntry,
  r: { start: string | null; end: string | null; current: boolean },
): boolean {
  if (e.start !== r.start) return false;
  if (r.current) return e.current === true || e.end === null;
  return e.end === r.end;
}
