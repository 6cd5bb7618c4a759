/**
 * Section heading detection for Indonesian and English CVs.
 *
 * A heading is a short standalone line (any case, optional trailing colon, possibly letter-spaced)
 * whose words map to one or more canonical section keys. Combined headings ("Pengalaman Kerja &
 * Organisasi") map to every key they name. Unmapped heading-like lines become "other" headings.
 */
import type { LineHint, SectionKey } from '../types.ts';
import { isBullet } from './lines.ts';
import {
  AMBIGUOUS,
  EN_HEADS,
  FUNCTION_WORDS,
  ID_HEADS,
  ID_MODIFIERS,
  LANGUAGE_NAMES,
  LEXICON_WORDS,
  NOSPACE_MAP,
  OTHER_HEADING_WORDS,
  PHRASE_MAP,
  SECTION_HEAD_WORDS,
} from './heading-lexicon.ts';
import { firstPersonHeading, headingReadings } from './heading-grammar.ts';
import { ROLE_WORDS_RE } from '../lexicon/roles.ts';

export const BULLET_PREFIX = /^[\s•·▪◦●○■□►▶➢➤✓✔\-–—*>#]+/u;

/**
 * The number a formal CV sets before its headings ("II. RIWAYAT PENDIDIKAN", "A. DATA PRIBADI",
 * "3. WORK EXPERIENCE"): a Roman numeral or a capital letter, or digits before a heading in
 * capitals (a numbered list item, "1. Bahasa Inggris", keeps its number).
 */
export function stripHeadingNumber(line: string): string {
  const m = /^(?:([IVX]{1,4}|[A-Z])|(\d{1,2}))[.)]\s+(?=\p{L})/u.exec(line);
  if (!m) return line;
  const rest = line.slice(m[0].length);
  return m[1] || isUpper(rest) ? rest : line;
}

/**
 * A heading set letter by letter whose spacing came apart unevenly ("E D U C AT I O N",
 * "S U M M A RY": a PDF kerns some letter pairs together): most tokens are single letters,
 * none longer than six. Returns the letters run together, or null.
 */
function looseLetterSpacing(t: string): string | null {
  const tokens = t.split(/\s+/u);
  if (tokens.length < 4 || !tokens.every((x) => /^[\p{L}&/]{1,6}$/u.test(x))) return null;
  const single = tokens.filter((x) => [...x].length === 1).length;
  return single / tokens.length >= 0.6 ? tokens.join('') : null;
}

/**
 * Letter-spaced "P E N G A L A M A N  K E R J A" → "PENGALAMAN KERJA". When the word gaps are
 * lost ("E M P L O Y M E N T H I S T O RY"), the letters are cut into lexicon words where they
 * can be ("EMPLOYMENT HISTORY"), else run together.
 */
export function collapseLetterSpacing(line: string): string {
  const t = line.trim();
  const loose = looseLetterSpacing(t);
  if (!loose) return t;
  const tokens = t.split(/\s+/u);
  if (tokens.every((x) => [...x].length === 1) && /\s{2,}|\t/u.test(t)) {
    // Words are separated by 2+ spaces (or a tab) when letter-spaced.
    return t
      .split(/\s{2,}|\t/u)
      .map((w) => w.replace(/\s+/gu, ''))
      .join(' ');
  }
  return breakWords(loose) ?? loose;
}

/**
 * Lexicon words that make up a run of letters ("PENGALAMANORGANISASI" → "PENGALAMAN
 * ORGANISASI"), fewest words first; null when the letters are not all lexicon words.
 */
export function breakWords(run: string): string | null {
  const lower = run.toLowerCase();
  const n = lower.length;
  if (n < 4 || n > 60 || [...run].length !== n) return null;
  // best[i]: fewest words covering lower[0, i); from[i]: where the last of them starts.
  const best = new Array<number>(n + 1).fill(Infinity);
  const from = new Array<number>(n + 1).fill(-1);
  best[0] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = Math.max(0, i - 20); j < i; j++) {
      if (best[j]! + 1 < best[i]! && LEXICON_WORDS.has(lower.slice(j, i))) {
        best[i] = best[j]! + 1;
        from[i] = j;
      }
    }
  }
  if (!Number.isFinite(best[n]!)) return null;
  const words: string[] = [];
  for (let i = n; i > 0; i = from[i]!) words.unshift(run.slice(from[i]!, i));
  return words.join(' ');
}

/** Lower case, collapse spacing, drop punctuation (keeps & and / as separators). */
export function normaliseHeading(line: string): string {
  return collapseLetterSpacing(line.replace(BULLET_PREFIX, ''))
    .toLowerCase()
    .replace(/[:：.]+\s*$/u, '')
    .replace(/[‘’'`]/gu, '')
    .replace(/[^\p{L}\p{N}&/+,\s-]/gu, ' ')
    .replace(/\s+-\s+/gu, ' & ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function mapPhrase(p: string): SectionKey | null {
  const x = p.trim().replace(/^(my|our|saya)\s+/u, '');
  if (!x) return null;
  const direct = PHRASE_MAP.get(x);
  if (direct) return direct;
  const noSaya = x.replace(/\s+(saya|diri)$/u, '');
  return PHRASE_MAP.get(noSaya) ?? null;
}

/**
 * An Indonesian heading is its head noun, then words that qualify it ("Keahlian Khusus", "Bahasa
 * Asing", "Riwayat Pendidikan Formal") or name the same section again ("Portofolio Proyek").
 */
function indonesianHead(words: string[]): SectionKey | null {
  // A head noun and a relative clause ("Bahasa yang Dikuasai", "Proyek yang Pernah Dikerjakan").
  const yang = words.indexOf('yang');
  if (yang >= 1 && yang <= 2 && words.length - yang - 1 >= 1 && words.length - yang - 1 <= 3) {
    const head = words.slice(0, yang);
    if (ID_HEADS.has(head[0]!)) return mapPhrase(head.join(' '));
  }
  if (words.length < 2 || words.length > 3 || !ID_HEADS.has(words[0]!)) return null;
  for (const headLen of [2, 1]) {
    const head = mapPhrase(words.slice(0, headLen).join(' '));
    if (!head) continue;
    const rest = words.slice(headLen);
    if (rest.length === 0) return head;
    if (mapPhrase(rest.join(' ')) && mapPhrase(rest.join(' ')) !== head) return null;
    const fits = (w: string) => {
      const own = mapPhrase(w);
      return own ? own === head : ID_MODIFIERS.has(w);
    };
    if (rest.every(fits)) return head;
  }
  return null;
}

/**
 * An English heading ends on its head noun, qualified by up to two words before it ("Personal
 * Skills", "Other Languages", "Selected Publications").
 */
function englishHead(words: string[]): SectionKey | null {
  if (words.length < 2 || words.length > 3) return null;
  // A head noun before a word that says how it stands ("Language Proficiency", "Languages
  // Spoken", "Project Highlights").
  // A head noun before a past participle says the same ("Trainings Attended", "Projects
  // Handled", "Languages Mastered").
  if (words.length === 2 && (HEAD_AFTER.has(words[1]!) || /^\p{L}{3,}ed$/u.test(words[1]!))) {
    const w = words[0]!;
    const key = EN_HEADS.get(w) ?? EN_HEADS.get(`${w}s`);
    if (key) return key;
  }
  const head = EN_HEADS.get(words[words.length - 1]!);
  if (!head) return null;
  const qualifiers = words.slice(0, -1);
  if (!qualifiers.every((w) => /^\p{L}{2,}$/u.test(w) && !FUNCTION_WORDS.has(w))) return null;
  return head;
}

/** Words after a head noun that leave its section as it is. */
const HEAD_AFTER = new Set(['proficiency', 'fluency', 'spoken', 'highlights', 'known', 'overview']);

interface KeyMatch {
  keys: SectionKey[];
  /** Named by a phrase of the lexicon, not by the grammar of head nouns and qualifiers. */
  phrase: boolean;
}

function mapPart(p: string, exact: boolean): KeyMatch | null {
  const direct = mapPhrase(p);
  if (direct) return { keys: [direct], phrase: true };
  if (exact) return null;
  const read = (x: string) => {
    const words = x.split(' ');
    return indonesianHead(words) ?? englishHead(words);
  };
  const k = read(p);
  if (k) return { keys: [k], phrase: false };
  // "Where I've Worked", "Languages I Speak", "Tempat Saya Bekerja" (heading-grammar.ts).
  const personal = firstPersonHeading(p, (x) => mapPhrase(x) ?? read(x));
  if (personal) return { keys: [personal], phrase: false };
  // "Riwayat Pengalaman Kerja", "Pengalaman Berorganisasi" (heading-grammar.ts).
  for (const r of headingReadings(p, (w) => LEXICON_WORDS.has(w))) {
    const key = mapPhrase(r) ?? read(r);
    if (key) return { keys: [key], phrase: false };
  }
  return null;
}

function matchKeys(text: string, exact: boolean, spacedOut = false): KeyMatch | null {
  const n = normaliseHeading(text).replace(/-/gu, ' ').replace(/\s+/gu, ' ');
  if (!n) return null;
  const whole = mapPart(n.replace(/\s*[&/+,]\s*/gu, ' and ').replace(/ dan /gu, ' and '), exact);
  if (whole) return whole;

  const parts = n.split(/\s*(?:&|\/|\+|,|\band\b|\bdan\b|\bserta\b)\s*/u).filter(Boolean);
  if (parts.length < 2) {
    const single = mapPart(n, exact);
    if (single) return single;
    const squeezed = n.replace(/\s+/gu, '');
    const ns = NOSPACE_MAP.get(squeezed);
    if (ns) return { keys: [ns], phrase: true };
    // "CORECOMPETENCIES", "PENGALAMANORGANISASI": word gaps lost.
    const broken = spacedOut ? null : breakWords(squeezed);
    return broken && broken !== n ? matchKeys(broken, exact, true) : null;
  }
  const keys: SectionKey[] = [];
  let mapped = 0;
  let phrase = true;
  for (const part of parts) {
    const m = mapPart(part, exact);
    if (m) {
      mapped++;
      phrase &&= m.phrase;
      for (const k of m.keys) if (!keys.includes(k)) keys.push(k);
    } else if (part.split(' ').length > 1) {
      // "Training and teaching swimmers" is a sentence, not "Training" + a heading word.
      return null;
    }
  }
  // "Experience & Organizations" → both; "Leadership & Management" → organizations.
  if (mapped === 0) return null;
  return { keys, phrase };
}

/** Keys a heading text names, or null when it is not a (recognised) heading phrase. */
export function headingKeys(text: string, exact = false): SectionKey[] | null {
  return matchKeys(text, exact)?.keys ?? null;
}

export function letters(s: string): string {
  return s.replace(/[^\p{L}]/gu, '');
}

export function isUpper(s: string): boolean {
  const l = letters(s);
  return l.length >= 2 && l === l.toUpperCase() && l !== l.toLowerCase();
}

export function isTitleCase(s: string): boolean {
  const words = s.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const small = new Set(['and', 'of', '&', 'dan', 'in', 'the', 'for', 'serta', 'saya', 'diri']);
  return words.every((w) => small.has(w.toLowerCase()) || /^\p{Lu}/u.test(w));
}

export interface HeadingMatch {
  keys: SectionKey[];
  heading: string;
  /** Content after an inline "Skills: …" label; empty for a standalone heading. */
  rest: string;
}

/**
 * An ambiguous heading word over what its section holds: a bulleted list under an unbulleted
 * line ("Kemampuan" / "• Excel"), or a language under "Bahasa".
 */
function headsItsContent(keys: SectionKey[], context: HeadingContext): boolean {
  // A word naming the section the line is in ("Magang" over its bullets) is an entry's.
  if (keys.every((k) => context.current?.includes(k))) return false;
  const next = context.next?.trim() ?? '';
  if (isBullet(next)) return true;
  return keys.includes('languages') && LANGUAGE_NAMES.test(next);
}

export interface HeadingContext {
  prev?: string;
  next?: string;
  /** The layout's evidence for this line (ExtractedDocument.hints), when a producer gave it. */
  hint?: LineHint | null;
  /** Keys of the section the line would otherwise belong to. */
  current?: readonly SectionKey[];
  /** Set in bold exactly as the document's named headings are (size, weight, case, region). */
  styled?: boolean;
}

/**
 * Classify one line as a heading. `prevBlank` says whether the line before it was empty or the
 * start of the text (isolated lines are more likely headings).
 */
export function detectHeading(
  raw: string,
  prevBlank = false,
  context: HeadingContext = {},
): HeadingMatch | null {
  const line = stripHeadingNumber(raw.replace(BULLET_PREFIX, '').trim());
  if (!line || line.length > 60) return null;
  const hint = context.hint ?? null;
  // The layout saw a heading (set apart by size, weight, a rule, a style or a label cell).
  const laidOut = hint !== null && (hint.heading || hint.region === 'label');
  // A bulleted line is content unless it is set in capitals ("■ EDUCATION").
  if (/^\s*[•·▪◦●○►▶➢➤✓✔*-]/u.test(raw) && !isUpper(line) && !hint?.heading) return null;
  const collapsed = collapseLetterSpacing(line);
  const heading = collapsed.replace(/\s*[:：]\s*$/u, '').trim();
  if (!heading) return null;
  const wordCount = heading.split(/\s+/u).length;
  if (wordCount > 6) return null;
  if (/[@|•]|https?:|www\.|\d{3,}/u.test(heading)) return null;
  const match = matchKeys(heading, false);
  if (!match) return null;
  const { keys } = match;
  const n = normaliseHeading(heading);
  const upper = isUpper(heading);
  // Set smaller than the body text in the main column, in neither bold nor capitals, a line is
  // a label inside an entry ("Pencapaian:" over a job's bullets), never a section's heading.
  if (hint && !laidOut && !hint.bold && !upper && hint.size < 0.95 && hint.region === 'main') {
    return null;
  }
  const colon = /[:：]\s*$/u.test(collapsed);
  if (!upper && !isTitleCase(heading) && !colon && !/^\p{Lu}/u.test(heading) && !laidOut) {
    return null;
  }
  if (laidOut) return { keys, heading, rest: '' };
  // "Profile:" over a web address is the address's label, not a section: a section holds more.
  const next = context.next?.trim() ?? '';
  if (colon && !upper && AMBIGUOUS.has(n) && /^(?:https?:|www\.|[\w-]+\.\w+\/)/iu.test(next)) {
    return null;
  }
  // "Google Cloud Certifications" among certificates is an item: a heading read by the grammar
  // of head nouns, not a phrase of the lexicon, does not open the section it is already in.
  if (!match.phrase && !upper && keys.every((k) => context.current?.includes(k))) return null;
  const apart = upper || colon || prevBlank || context.styled === true;
  if (AMBIGUOUS.has(n) && !apart && !headsItsContent(keys, context)) {
    // Inside a one-per-line list ("Leadership" between "Teamwork" and "Communication")
    // it is a list item; between longer content lines it is a heading.
    const prevLen = context.prev?.trim().length ?? 0;
    const nextLen = context.next?.trim().length ?? 0;
    const nextIsList = /[,|•]/u.test(context.next ?? '');
    const prevIsItem = (context.prev?.trim().split(/\s+/u).length ?? 0) <= 1;
    if ((prevLen < 25 || nextLen < 25) && !(nextIsList && !prevIsItem)) return null;
  }
  return { keys, heading, rest: '' };
}

/** "Skills: Python, SQL" → skills with inline content. */
export function detectInlineHeading(raw: string): HeadingMatch | null {
  const line = raw.replace(BULLET_PREFIX, '').trim();
  const m = /^([^:：]{3,40})[:：]\s*(\S.*)$/u.exec(line);
  if (!m) return null;
  const label = m[1]!.trim();
  if (label.split(/\s+/u).length > 4) return null;
  if (!/^\p{Lu}/u.test(label)) return null;
  const keys = headingKeys(label);
  if (!keys) return null;
  return { keys, heading: label, rest: m[2]!.trim() };
}

/** Upper-case short line that looks like a heading we cannot map (e.g. "DATA KELUARGA"). */
export function detectOtherHeading(raw: string, prevBlank: boolean): string | null {
  const trimmed = stripHeadingNumber(raw.replace(BULLET_PREFIX, '').trim());
  const spaced = collapseLetterSpacing(trimmed) !== trimmed;
  if (spaced) {
    // Letter-spacing is a heading style; word gaps may be lost ("EVENTEXPERIENCE").
    const squeezed = trimmed.replace(/\s+/gu, '');
    if (
      isUpper(squeezed) &&
      /experience|pengalaman|research|data|informasi|information|activit|kegiatan/iu.test(squeezed)
    ) {
      return collapseLetterSpacing(trimmed);
    }
  }
  const line = collapseLetterSpacing(trimmed)
    .replace(/\s*[:：]\s*$/u, '')
    .trim();
  if (!line || line.length > 40) return null;
  if (/[@|•,()\d]|https?:|www\./u.test(line)) return null;
  const words = line.split(/\s+/u);
  if (words.length > 4) return null;
  if (!OTHER_HEADING_WORDS.test(line)) return null;
  // A job title ("SENIOR SOFTWARE ENGINEER" under the name, "Analis Data" heading an entry) is
  // not a heading, unless a word of the line heads a section whatever it names ("Volunteer
  // Experience", "Pengalaman Relawan", "Data Anggota Keluarga").
  if (ROLE_WORDS_RE.test(line) && !SECTION_HEAD_WORDS.test(line)) return null;
  if (isUpper(line) && letters(line).length >= 4) return line;
  if (isTitleCase(line) && words.length <= 3 && /experience|pengalaman/iu.test(line)) {
    return line;
  }
  if (prevBlank && isTitleCase(line) && words.length <= 3) return line;
  return null;
}
