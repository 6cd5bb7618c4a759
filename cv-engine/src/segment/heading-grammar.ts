/**
 * Two rules of Indonesian heading grammar the phrase lexicon does not spell out, and one of
 * English:
 *
 * - A frame noun ("riwayat", "latar belakang", "jenjang", "sekilas", "daftar": history,
 *   background, level, overview, list) before a
 *   heading noun names that noun's section: "Riwayat Pengalaman Kerja" is "Pengalaman Kerja".
 *   Frame nouns stand for one another ("Jenjang Karier" reads as "Riwayat Karier").
 * - A ber- verb made from a heading noun names the noun's section: "Pengalaman Berorganisasi"
 *   is "Pengalaman Organisasi", "Kemampuan Berbahasa" is "Kemampuan Bahasa".
 * - An English heading noun followed by "history", "background" or "record" keeps its section
 *   ("Experience History"), and so does the adjective made from it with -al ("Educational
 *   Record" is "Education", "Organizational Background" is "Organization"); English frame
 *   nouns stand for one another as the Indonesian ones do ("Work Record" is "Work History").
 *
 * And one of both languages, in `firstPersonHeading`: a heading worded in the first person, as
 * personal and informal CVs word them, names the section of its noun ("Languages I Speak",
 * "Tools I Use", "Bahasa yang Saya Kuasai") or, after a word that names nothing ("Where I've
 * Worked", "Things I've Built", "Tempat Saya Bekerja"), the section of its verb.
 *
 * Pure: the caller says which phrases it knows. The word lists are data.
 */
import type { SectionKey } from '../types.ts';
import { commaList } from '../lexicon/list.ts';
import { FIRST_PERSON } from './first-person-lexicon.ts';

/** Indonesian nouns that frame the heading noun after them (history, background, level, record). */
export const ID_FRAME_NOUNS = commaList(`
  riwayat, latar belakang, latar, jenjang, rekam jejak, jejak, perjalanan, catatan, sekilas, daftar
`);

/** English nouns that frame the heading noun before them. */
export const EN_FRAME_NOUNS = commaList('history, background, record');

/** "berorganisasi" → "organisasi" when the stem is a known heading word; else the word as it is. */
function unBer(word: string, known: (w: string) => boolean): string {
  const m = /^ber(\p{L}{4,})$/u.exec(word);
  if (!m) return word;
  const stem = m[1]!;
  // ber- drops before r ("berencana" ← "rencana") and keeps the stem otherwise.
  if (known(stem)) return stem;
  if (known(`r${stem}`)) return `r${stem}`;
  return word;
}

/** "educational" → "education" when the stem is a known heading word; else the word as it is. */
function unAl(word: string, known: (w: string) => boolean): string {
  const m = /^(\p{L}{5,})al$/u.exec(word);
  return m && known(m[1]!) ? m[1]! : word;
}

/**
 * Readings of a normalised heading phrase under the rules above, most literal first; the
 * phrase itself is not among them. `known(w)` says whether a single word is a heading word.
 */
export function headingReadings(phrase: string, known: (w: string) => boolean): string[] {
  const out: string[] = [];
  const add = (p: string) => {
    const t = p.trim();
    if (t && t !== phrase && !out.includes(t)) out.push(t);
  };
  const words = phrase.split(' ');
  const unbered = words.map((w) => unBer(w, known)).join(' ');
  for (const base of [phrase, unbered]) {
    if (base !== phrase) add(base);
    for (const frame of ID_FRAME_NOUNS) {
      if (!base.startsWith(`${frame} `)) continue;
      const rest = base.slice(frame.length + 1);
      add(rest);
      for (const other of ID_FRAME_NOUNS) if (other !== frame) add(`${other} ${rest}`);
    }
    // "List of Projects" is "Projects", as "Daftar Proyek" is "Proyek".
    if (base.startsWith('list of ')) add(base.slice('list of '.length));
    for (const frame of EN_FRAME_NOUNS) {
      if (!base.endsWith(` ${frame}`)) continue;
      const rest = base.slice(0, -frame.length - 1);
      add(rest);
      add(
        rest
          .split(' ')
          .map((w) => unAl(w, known))
          .join(' '),
      );
      // English frame nouns stand for one another too ("Work Record" reads as "Work History").
      for (const other of EN_FRAME_NOUNS) if (other !== frame) add(`${rest} ${other}`);
    }
  }
  return out;
}

/**
 * The section a first-person heading names ("where ive worked", "languages i use", "tempat saya
 * bekerja"; normalised: lower case, apostrophes dropped), or null. Before the pronoun, a heading
 * phrase (`keyOf`) or a word that names nothing (where, what, things); after it, at most three
 * words, the verb (with its auxiliary) first. A phrase before the pronoun names the section
 * whatever the verb; an empty word takes the verb's.
 */
export function firstPersonHeading(
  phrase: string,
  keyOf: (p: string) => SectionKey | null,
): SectionKey | null {
  const words = phrase.split(' ');
  const at = words.findIndex((w, i) => i >= 1 && FIRST_PERSON.pronouns.has(w));
  if (at < 1 || words.length > 7) return null;
  let head = words.slice(0, at);
  // "Bahasa yang Saya Kuasai", "Skills that I Bring": the relative word joins, names nothing.
  if (FIRST_PERSON.relatives.has(head[head.length - 1]!)) head = head.slice(0, -1);
  let after = words.slice(at + 1);
  while (after.length > 0 && FIRST_PERSON.auxiliaries.has(after[0]!)) after = after.slice(1);
  if (after.length === 0 || after.length > 3) return null;
  if (head.length === 0) return null;
  const own = keyOf(head.join(' '));
  if (own) return own;
  if (!head.every((w) => FIRST_PERSON.empty.has(w))) return null;
  // The verb phrase is all that follows, or its first word before one more ("worked at").
  const verb =
    FIRST_PERSON.verbs.get(after.join(' ')) ??
    (after.length === 2 ? FIRST_PERSON.verbs.get(after[0]!) : undefined);
  return verb ?? null;
}
