/**
 * Kinds of lines in a CV section — a bullet, a sentence of prose, a line naming a role — and the
 * one rule for a line that wraps the bullet before it. The entry parser (entries.ts) and the
 * lossless account (account-entries.ts) both read wrapped lines with `wrapsBullet`; where they
 * read them differently, the difference is a field of `WrapRules`.
 */
import { findDateRanges } from '../fields/dates.ts';
import { EN_ACTION_ROOTS, EN_IRREGULAR, ID_ACTION_VERBS } from '../lexicon/action-verbs.ts';
import { ROLE_WORDS_RE } from '../lexicon/roles.ts';

const BULLET_RE = /^[•·▪◦●○■□►▶➢➤✓✔*‣⁃-]\s*/u;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line.trim()) && !/^-?\d/u.test(line.trim().replace(/^-\s*/u, 'x'));
}

export function stripBullet(line: string): string {
  return line.trim().replace(BULLET_RE, '').trim();
}

const EN_ROOTS = new Set(EN_ACTION_ROOTS);

/**
 * A line that opens with an action verb in a past or meN- form ("Mencapai 120% target …",
 * "Increased sales …"): an achievement, never a title or an employer, however short. A bare root
 * ("Lead Engineer", "Support Staff") is not enough: titles begin with those.
 */
export function opensWithAction(line: string): boolean {
  const w = (/^\p{L}+/u.exec(line.trim())?.[0] ?? '').toLowerCase();
  if (!w || !/^\p{Lu}/u.test(line.trim())) return false;
  if (ID_ACTION_VERBS.has(w) || EN_IRREGULAR.has(w)) return true;
  if (meVerbSentence(line.trim(), w)) return true;
  if (!w.endsWith('ed')) return false;
  const stem = w.slice(0, -2);
  return [stem, `${stem}e`, stem.replace(/i$/u, 'y'), stem.replace(/(.)\1$/u, '$1')].some((r) =>
    EN_ROOTS.has(r),
  );
}

/**
 * An Indonesian meN-/ber- verb no lexicon lists ("Memandu 150 rombongan wisatawan",
 * "Memproses penggajian 200 karyawan") opening a sentence: three or more words after it, mostly
 * in lower case. "Merchandiser" or "Mechanical Engineer, PT Astra" is a title in capitals, not a
 * sentence.
 */
function meVerbSentence(line: string, first: string): boolean {
  if (first.length < 7 || !/^(?:me(?:ng|ny|m|n)?|ber)[a-z]{4,}$/u.test(first)) return false;
  const rest = line
    .split(/\s+/u)
    .slice(1)
    .filter((x) => /\p{L}/u.test(x));
  const lower = rest.filter((x) => /^\p{Ll}/u.test(x)).length;
  return rest.length >= 3 && lower / rest.length >= 0.6;
}

/** A description sentence, not a title or company line. */
export function isProseLine(line: string): boolean {
  const words = line.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  // "Brightside Inc." ends with a dot but is a name; a sentence has more words.
  if (/^[\p{Ll}]/u.test(line) || (/[.!?]$/u.test(line) && words.length >= 4)) return true;
  if (words.length >= 14) return true;
  // Titles and names are in Title Case; prose is mostly lower case.
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 6 && lower / words.length >= 0.4;
}

/** The line with each date range blanked out (indexes of the rest kept apart by a space). */
export function withoutDates(line: string): string {
  let out = line;
  for (const r of [...findDateRanges(out)].reverse()) {
    out = out.slice(0, r.index) + ' ' + out.slice(r.index + r.length);
  }
  return out;
}

/** A bullet that ends its sentence (or a label): no tail wraps it. */
const ENDS_SENTENCE = /[.!?;:]$/u;

/** A bullet that stops on a comma, a joining sign or a function word ("… using Java and"). */
const UNFINISHED =
  /(?:[,&(/-]|\b(?:and|or|of|the|to|in|for|with|a|an|dan|atau|di|ke|untuk|yang|dengan|serta))$/iu;

/**
 * A line with a single date that ends a long open bullet ("… accepted for publication at" /
 * "ICCSCI 2025"), unless the rest of the line names a role ("Software Engineer Intern Summer
 * 2022" is the next entry's header). `rest` is the line without its dates.
 */
export function isDatedTail(bullet: string, rest: string): boolean {
  return bullet.length >= 60 && !ENDS_SENTENCE.test(bullet) && !ROLE_WORDS_RE.test(rest);
}

/** How a reader takes a line after a bullet as that bullet's wrapped continuation. */
export interface WrapRules {
  /** A line that starts so continues the bullet, whatever the bullet ends with. */
  start: RegExp;
  /**
   * The sentence rules: a bracket the bullet opened and this line closes (even after a full
   * stop); after an open bullet, a bullet that stops on a joining word, a long bullet's wrapped
   * end that closes the sentence, and a line of prose.
   */
  sentences: boolean;
  /** A short tail ("Boot", "Indonesia") after an open bullet has at most this many words… */
  tailWords: number;
  /** …and none of these marks (a separator or an address makes it a header part). */
  tailMarks: RegExp;
  /** A short tail with single dates only can be the bullet's dated tail (`isDatedTail`). */
  datedTail: boolean;
  /** Whether the line after a short tail (undated) lets it be one. */
  tailBefore: (next: string | undefined) => boolean;
}

/**
 * The entry parser, on a line that is no entry header (a header-like line with a single date is
 * checked with `isDatedTail` where the parser reads dates): a short tail is a word or two right
 * before a bullet or the end of the section.
 */
export const PARSER_WRAP: WrapRules = {
  start: /^[\p{Ll}\p{N}(&,%]/u,
  sentences: true,
  tailWords: 2,
  tailMarks: /[|@,]/u,
  datedTail: false,
  tailBefore: (next) => !next || isBullet(next),
};

/**
 * The lossless account, on a line the parsed entries do not hold (the parser did not join it):
 * a short tail is up to four words with no date on the line after it (which would make it the
 * next entry's header).
 */
export const ACCOUNT_WRAP: WrapRules = {
  start: /^[\p{Ll}\d(&]/u,
  sentences: false,
  tailWords: 4,
  tailMarks: /\s[|–—-]\s|[|@]/u,
  datedTail: true,
  tailBefore: (next) => !(next && findDateRanges(next).length > 0),
};

/**
 * Whether `line` (not a bullet) is the wrapped continuation of `bullet`: it starts like one, or
 * the bullet is open and the line is the rest of its sentence or a short tail.
 */
export function wrapsBullet(
  line: string,
  bullet: string,
  next: string | undefined,
  rules: WrapRules,
): boolean {
  const dates = findDateRanges(line);
  // A line that opens with a date range ("2007 – 2012 Software Engineer, Apple") is the next
  // entry's header where dates lead each entry, never a bullet's wrapped end, though it starts
  // with a digit.
  const lead = dates[0];
  if (lead && lead.index === 0 && (lead.end !== null || lead.current)) return false;
  if (rules.start.test(line)) return true;
  // A bracket the bullet opened and this line closes ("… (Sentiment Analysis, Building Damage"
  // / "Detection, and more) involving …").
  const opensBracket = (bullet.match(/\(/gu) ?? []).length > (bullet.match(/\)/gu) ?? []).length;
  if (rules.sentences && opensBracket && line.includes(')') && dates.length === 0) return true;
  // (The parser's bullets are trimmed already; the account's may not be.)
  if (ENDS_SENTENCE.test(bullet.trim())) return false;
  if (rules.sentences) {
    // A bullet that stops on a comma or a joining word: the line finishes it ("… built with
    // React and" / "TypeScript").
    if (UNFINISHED.test(bullet)) return true;
    // A line that opens with a capital action verb is the next achievement, printed without a
    // mark ("Meraih nilai ulasan 4,8 dari 5" / "Menangani reservasi untuk 200 orang").
    if (opensWithAction(line)) return false;
    // A long bullet, then a sentence that closes: the bullet's wrapped end ("… AWS Network" /
    // "Firewall and FMS. This significantly increased …").
    if (bullet.length >= 90 && /[.!?]$/u.test(line) && line.split(/\s+/u).length >= 5) return true;
    // Prose after a bullet that does not end its sentence: the rest of that sentence ("… per
    // second using" / "Kafka and Go, reducing fraudulent charges by 18% through …").
    if (isProseLine(line) && dates.length === 0) return true;
  }
  // A short tail ("… using Java and Spring" / "Boot"), with no separator of its own.
  if (line.split(/\s+/u).length > rules.tailWords || rules.tailMarks.test(line)) return false;
  if (dates.length > 0) {
    // A single date ends a long open bullet; a date range is the next entry's.
    return (
      rules.datedTail &&
      dates.every((r) => r.end === null && !r.current) &&
      isDatedTail(bullet, withoutDates(line))
    );
  }
  return rules.tailBefore(next);
}
