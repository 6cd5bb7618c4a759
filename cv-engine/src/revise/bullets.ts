/**
 * Bullet rewriting for the revised CV.
 *
 * `improveBullet` only rephrases: it strips filler openings ("Bertanggung jawab untuk",
 * "Responsible for", "Tugas saya"), starts with a stronger verb where a mapping exists, capitalises
 * and trims trailing punctuation. It never adds facts or numbers. The verbs and phrases are data:
 * lexicon/action-verbs.ts and lexicon/bullet-phrases.ts.
 */
import type { Lang } from '../types.ts';
import {
  EN_ACTION_ROOTS,
  EN_GERUND_PAST,
  EN_IRREGULAR,
  EN_PAST_IRREGULAR,
  ID_ACTION_VERBS,
} from '../lexicon/action-verbs.ts';
import {
  EN_REWRITES,
  FILLER_EN,
  FILLER_ID,
  ID_REWRITES,
  WEAK_OPENINGS_EN,
  WEAK_OPENINGS_ID,
} from '../lexicon/bullet-phrases.ts';

// Moved, re-exported here for one step: the date display and the action-verb lexicon.
export { normaliseDate, PRESENT_WORDS } from './display-date.ts';
export { ID_ACTION_VERBS };

const BULLET_MARKER = /^\s*(?:[•●▪◦‣∙·○■□►▸➢➤✓✔*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/u;

/** Strips a leading bullet glyph ("• ", "- ", "* ", "1. ") from a line. */
export function stripBulletMarker(line: string): string {
  return line.replace(BULLET_MARKER, '');
}

/** True when the line starts with a bullet glyph. */
export function hasBulletMarker(line: string): boolean {
  return BULLET_MARKER.test(line);
}

function firstWord(text: string): string {
  const words = stripBulletMarker(text).trim().split(/\s+/u);
  const clean = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');
  // "Successfully delivered …", "Berhasil meningkatkan …": the verb follows the adverb.
  const first = clean(words[0]);
  if (
    words.length > 1 &&
    (/^[a-z]{4,}ly$/u.test(first) || first === 'berhasil' || first === 'sukses')
  ) {
    return clean(words[1]);
  }
  return first;
}

/** True when the bullet opens with a recognised action verb (Indonesian or English). */
export function startsWithActionVerb(bullet: string): boolean {
  const body = stripBulletMarker(bullet).trim().toLowerCase();
  const word = firstWord(body);
  if (!word) return false;
  if (/^[a-z]{2,}ed$/u.test(word) && !isWeakOpening(body)) return true; // Any regular past tense.
  if (ID_ACTION_VERBS.has(word)) return true;
  if (body.startsWith('bekerja sama')) return true;
  if (isWeakOpening(body)) return false;
  if (EN_IRREGULAR.has(word)) return true;
  // An English gerund ("Monitoring and recording …") names an activity, it does not say what
  // the person did: only the past, present or imperative form of a verb opens an action bullet.
  for (const root of EN_ACTION_ROOTS) {
    const stem = root.endsWith('e') ? root.slice(0, -1) : root;
    if (word === root || word === `${root}s` || word === `${stem}ed` || word === `${root}ed`) {
      return true;
    }
    if (root.endsWith('y') && word === `${root.slice(0, -1)}ied`) return true;
    if (/[^aeiou][aeiou][bdgmnpt]$/u.test(root) && word === `${root}${root.at(-1)}ed`) return true;
  }
  // Generic Indonesian active verb: meN- prefix with a reasonably long stem.
  return /^(?:me(?:ng|ny|m|n)?|ber)[a-z]{4,}(?:kan|i)?$/u.test(word) && word.length >= 7;
}

/** True when the bullet opens with filler ("Bertanggung jawab …", "Responsible for …", "Membantu …"). */
export function isWeakOpening(bullet: string): boolean {
  const body = stripBulletMarker(bullet).trim();
  return [...WEAK_OPENINGS_ID, ...WEAK_OPENINGS_EN].some((re) => re.test(body));
}

/** "conduct" → "Conducted", "lead" → "Led", "manage" → "Managed"; null when not a known verb. */
function enPast(word: string): string | null {
  const w = word.toLowerCase();
  if (EN_PAST_IRREGULAR[w]) return EN_PAST_IRREGULAR[w]!;
  if (!EN_ACTION_ROOTS.includes(w)) return null;
  const past = w.endsWith('e')
    ? `${w}d`
    : /[^aeiou]y$/u.test(w)
      ? `${w.slice(0, -1)}ied`
      : `${w}ed`;
  return past.charAt(0).toUpperCase() + past.slice(1);
}

/**
 * Consonant pairs a word may begin with, in English or Indonesian ("bl", "str", "ny", "kh" …).
 * A first word that opens with any other pair of consonants ("ktif" for "aktif", cut off by
 * the CV itself) is a fragment, not a word.
 */
const ONSETS = new Set(
  (
    'bl br ch cl cr dr dw fl fr gl gn gr kh kl kn kr ng ny ph pl pn pr ps qu sc sf sh sk sl sm sn ' +
    'sp sq st sw sy th tr ts tw wh wr'
  ).split(' '),
);

/** True when the text opens with a fragment of a word (two consonants no word starts with). */
export function opensWithFragment(text: string): boolean {
  const m = /^(\p{L})(\p{L})/u.exec(text.toLowerCase());
  if (!m) return false;
  const consonant = (c: string) => /[a-z]/u.test(c) && !/[aeiouy]/u.test(c);
  return consonant(m[1]!) && consonant(m[2]!) && !ONSETS.has(`${m[1]}${m[2]}`);
}

/**
 * The first letter in capitals, unless the text opens with a fragment or with a word that
 * carries its own capitals ("eFishery", "iOS", "mRNA"): both are left as printed.
 */
function capitalise(text: string): string {
  if (opensWithFragment(text) || /^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Rewrites one bullet as an action-verb bullet: no bullet glyph, no filler opening, a stronger verb
 * where one maps, first letter capitalised, no trailing punctuation, single spaces. Facts and numbers
 * are kept as written.
 */
export function improveBullet(bullet: string, lang: Lang): string {
  let text = stripBulletMarker(bullet).replace(/\s+/gu, ' ').trim();
  const original = text;
  // Both catalogues apply: Indonesian CVs often carry English bullets and vice versa.
  const idFirst = lang === 'id';
  const fillers = idFirst ? [...FILLER_ID, ...FILLER_EN] : [...FILLER_EN, ...FILLER_ID];
  let strippedResponsible = false;
  let infinitive = false;
  for (const re of fillers) {
    if (re.test(text)) {
      strippedResponsible = /^(?:i\s+was\s+|was\s+)?responsible|^bertanggung/iu.test(text);
      infinitive = /^(?:i\s+was\s+|was\s+)?responsible\s+to\s/iu.test(text);
      const wasAtas = /^bertanggung\s*jawab\s+(?:atas|terhadap)\s/iu.test(text);
      text = text.replace(re, '');
      if (wasAtas && !/^me/iu.test(text)) text = `Mengelola ${text}`;
      break;
    }
  }
  if (strippedResponsible && /^[a-z]/u.test(text)) {
    const word = (text.split(' ')[0] ?? '').toLowerCase();
    const past = EN_GERUND_PAST[word];
    const base = infinitive ? enPast(word) : null;
    if (past) text = `${past}${text.slice(word.length)}`;
    else if (base) text = `${base}${text.slice(word.length)}`;
    else if (/ing$/u.test(word) && !/^me|^ber/u.test(word))
      text = text.replace(/^(\w+)ing\b/u, '$1ed');
    else if (!/^me|^ber|^men/u.test(word) && lang === 'en') text = `Managed ${text}`;
  }
  const rewrites = idFirst ? [...ID_REWRITES, ...EN_REWRITES] : [...EN_REWRITES, ...ID_REWRITES];
  for (const [re, verb] of rewrites) {
    if (re.test(text)) {
      text = text.replace(re, verb);
      break;
    }
  }
  text = text.replace(/[\s.;,:!]+$/u, '').trim();
  if (!text) return original.replace(/[\s.;,:!]+$/u, '');
  return capitalise(text);
}
