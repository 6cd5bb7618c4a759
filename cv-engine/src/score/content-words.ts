/**
 * The CV's content words: what the length and the "thin CV" share of the rubric measure. A
 * document title ("Curriculum Vitae", "Daftar Riwayat Hidup"), a contact label ("Nama :",
 * "No. HP", "Alamat:") and the pieces of an email, a web address or a phone number are no
 * content, and an email, a web address or a phone number is one value however it is written
 * (counted as three words, what "Email: budi@mail.id" had): the same CV printed with one plain
 * contact line ("budi@mail.id | +62 812 …") is not shorter than the one that labels every field
 * or writes "https://www.", nor is "3,71" two words where "3.71" is one.
 * Headings are taken off by the parser (they name a section, they are not its content).
 */
import { isBlockHeading, labelKind } from '../fields/contact/labels.ts';
import { EMAIL_RE, PHONE_CANDIDATE_RE } from '../fields/contact/patterns.ts';
import { findDateRanges, type DateRange } from '../fields/dates.ts';
import { joinSplitRanges } from '../fields/experience.ts';

const WORD_RE = /[\p{L}\p{N}](?:[\p{L}\p{N}'’.-]|,(?=\d))*/gu;
const EMAIL_G = new RegExp(EMAIL_RE.source, 'gu');
const WEB_G = /(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|io|dev|me|net|org|app|id)\/\S*/giu;

/** Words of a text: letters and digits, with inner apostrophes, dots, hyphens and decimal commas. */
export function countWords(s: string): number {
  return (s.match(WORD_RE) ?? []).length;
}

/**
 * Words a contact value counts for, however it is written: as "Email: budi@mail.id" did (a
 * label and a value of two words), so a plain contact line is not shorter than a labelled one.
 */
const VALUE_WORDS = 3;

/** Labels of the fields a contact line holds (the revision prints them unlabelled). */
const CONTACT_KINDS = new Set(['name', 'phone', 'email', 'address', 'linkedin', 'website']);

function isContactLabel(part: string): boolean {
  const kind = labelKind(part);
  return kind !== null && CONTACT_KINDS.has(kind);
}

/**
 * Words a date range counts for, as its dates read, not as it is spelled: "Januari 2020 s/d
 * Februari 2022" and "Jan 2020 – Feb 2022" are the same two month-and-year dates (four words),
 * "2019 – sekarang" a year and "now" (two). The separator ("s/d", "sampai", "to") is no content.
 */
function rangeWords(r: DateRange): number {
  const point = (d: string | null) => (d === null ? 0 : d.includes('-') ? 2 : 1);
  return point(r.start) + (r.end ? point(r.end) : 1);
}

/** A line with its date ranges taken out, and the words they count for. */
function withoutRanges(line: string): { rest: string; words: number } {
  let rest = line;
  let words = 0;
  const ranges = findDateRanges(line).filter((r) => r.end !== null || r.current);
  for (const r of ranges.sort((a, b) => b.index - a.index)) {
    words += rangeWords(r);
    rest = `${rest.slice(0, r.index)} | ${rest.slice(r.index + r.length)}`;
  }
  return { rest, words };
}

/**
 * The content words of a line: its contact values and labels (text before a colon or a bar)
 * aside, and its date ranges counted as their dates.
 */
function lineWords(line: string): number {
  const trimmed = line.trim();
  if (!trimmed || isBlockHeading(trimmed.replace(/:$/u, ''))) return 0;
  const { rest: t, words: dateWords } = withoutRanges(trimmed);
  let values = 0;
  const value = () => {
    values += 1;
    return ' | ';
  };
  const masked = t
    .replace(EMAIL_G, value)
    .replace(WEB_G, value)
    .replace(PHONE_CANDIDATE_RE, (m) => (m.replace(/\D/gu, '').length >= 8 ? value() : m));
  // Parts apart by bars, colons, dots, tabs or a spaced dash or slash ("No. HP: … — a@b.id —
  // LinkedIn:", "E-mail: … / Address: …"), each with the separator after it.
  const pieces = masked.split(/(\s*(?:[|:：\t•·]|\s[—–/]\s|\s{3,})\s*)/u);
  const rest: string[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const part = pieces[i]!;
    if (isContactLabel(part)) continue;
    // On a line of contact values, a word or three before a colon names the next value
    // ("Posel: …", "Tinggal di: Denpasar"), whatever the words: a label, no content.
    if (values > 0 && /[:：]/u.test(pieces[i + 1] ?? '') && countWords(part) <= 3) continue;
    rest.push(part);
  }
  return countWords(rest.join(' ')) + VALUE_WORDS * values + dateWords;
}

const sameLine = (a: string, b: string) =>
  a.replace(/\s+/gu, ' ').trim().toLowerCase() === b.replace(/\s+/gu, ' ').trim().toLowerCase();

/**
 * The content words of a CV's text (headings included: the parser subtracts them). A date range
 * broken over two lines ("November 2021 –" / "September 2024") counts as one range, as the
 * parser reads it; a line printed twice in a row (a title a layout repeats) counts once.
 */
export function contentWordCount(text: string): number {
  let n = 0;
  let prev = '';
  for (const line of joinSplitRanges(text.split('\n'))) {
    if (!line.trim()) continue;
    if (!sameLine(line, prev)) n += lineWords(line);
    prev = line;
  }
  return n;
}
