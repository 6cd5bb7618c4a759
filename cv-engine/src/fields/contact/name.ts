/**
 * The candidate's name: a `Nama`/`Name` row when the CV prints one; else the line near the top
 * that reads as a person's name and stands out most. Evidence: the layout's size and weight
 * when hints are given, the position, academic titles around it, the email or profile handle
 * that spells it, contact details beside it. Labels, headings, roles, organisations, places,
 * dates and skills are never a name.
 */
import type { LineHint } from '../../types.ts';
import { detectHeading } from '../../segment/sections.ts';
import { skillEntry } from '../skills.ts';
import {
  DEGREES_AFTER,
  LANGUAGE_WORDS,
  ORGANISATION_WORDS,
  PLACES,
  PROVINCES,
  TIME_WORDS,
  TITLES_BEFORE,
} from '../contact-lexicon.ts';
import { isBlockHeading, isLabel, labelKind, labelledValues } from './labels.ts';
import { hasContactValue, maskContactTokens, SEGMENT_SPLIT } from './patterns.ts';
import { HEADLINE_WORDS } from '../../lexicon/roles.ts';

const ORGANISATION = new Set(ORGANISATION_WORDS);
const ROLE = new Set(HEADLINE_WORDS);
/** Words a name is never made of alone: dates, languages, places and compass points. */
const NOT_ALONE = new Set([
  ...TIME_WORDS,
  ...LANGUAGE_WORDS,
  ...PLACES.flatMap((p) => p.split(' ')),
  ...PROVINCES.flatMap((p) => p.split(' ')),
  'utara',
  'selatan',
  'barat',
  'timur',
  'tengah',
  'north',
  'south',
  'east',
  'west',
  'central',
  'di',
  'dki',
]);
const TITLE_BEFORE_RE = new RegExp(`^(?:${TITLES_BEFORE.join('|')})\\.$`, 'iu');
const DEGREE_WORD = new Set(DEGREES_AFTER);
/** Name particles written in lower case ("Ahmad bin Yusuf", "Ayu binti Hasan", "van Dijk"). */
const PARTICLE = /^(?:bin|binti|van|von|de|der|den|da|di|al|el|la|le|dos|du|ter)$/u;

/** "S.Kom.", "M.Sc.", "A.Md.", "Ph.D.", "S.I.Kom", "MBA": an academic degree after a name. */
function isDegree(token: string): boolean {
  const t = token.replace(/\s+/gu, '');
  if (/^(?:\p{Lu}\p{Ll}{0,3}\.){1,4}(?:\p{Lu}?\p{Ll}{0,4}\.?)?$/u.test(t) && t.includes('.')) {
    return true;
  }
  // A degree in a name set in capitals ("SUPARMI, S.I.KOM.").
  if (/^(?:\p{Lu}{1,4}\.){2,4}$/u.test(t)) return true;
  return DEGREE_WORD.has(t.toLowerCase().replace(/\./gu, ''));
}

/** Two capitals apart by one space: the mark of letter-spacing. */
const SPACED_LETTER = /(?:^|\s)\p{Lu}\s\p{Lu}{1,4}(?:\s|,|$)/u;

/** "A G U S  H I D A Y A T" → "AGUS HIDAYAT"; runs of single letters are one word. */
export function collapseSpacedLetters(s: string): string {
  if (!SPACED_LETTER.test(s)) return s.replace(/\s+/gu, ' ').trim();
  const tokens = s.split(/(\s+)/u);
  const out: string[] = [];
  let run = '';
  const flush = (): void => {
    if (run) out.push(run);
    run = '';
  };
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    if (/^\s+$/u.test(tok)) {
      // Two spaces or more between letter runs are the word gap.
      if (run && tok.length >= 2) flush();
      if (!run) out.push(' ');
      continue;
    }
    const single = /^\p{Lu}$/u.test(tok);
    const prevSingle = /^\p{Lu}$/u.test(tokens[i - 2] ?? '');
    const nextSingle = /^\p{Lu}$/u.test(tokens[i + 2] ?? '');
    // A kerned pair or a short tail inside a letter-spaced run ("L E S TA R I").
    const inRun = /^\p{Lu}{1,4}[,.]?$/u.test(tok) && (prevSingle || nextSingle) && (single || run);
    if (single || inRun) {
      run += tok;
    } else {
      flush();
      out.push(tok);
    }
  }
  flush();
  return out.join('').replace(/\s+/gu, ' ').trim();
}

export interface SplitName {
  name: string;
  /** Titles or degrees printed with it ("Dr.", "S.Kom."). */
  titled: boolean;
}

/** "Dr. Dewi Rahmawati, S.T., M.Sc." → "Dewi Rahmawati" (titled). */
export function splitTitles(raw: string): SplitName {
  let s = raw.replace(/\s+/gu, ' ').trim();
  let titled = false;
  // Degrees after a comma ("…, S.Kom., M.Sc."); a trailing comma of a broken line goes too.
  for (;;) {
    const m = /,\s*([^,]+?)[\s,]*$/u.exec(s);
    if (!m || !m[1]!.split(/\s+/u).every(isDegree)) break;
    s = s.slice(0, m.index).trim();
    titled = true;
  }
  s = s.replace(/[\s,]+$/u, '');
  // Titles before ("Dr. ", "Ir. ", "Prof. Dr. ").
  for (;;) {
    const m = /^(\S+)\s+/u.exec(s);
    if (!m || !TITLE_BEFORE_RE.test(m[1]!)) break;
    s = s.slice(m[0].length);
    titled = true;
  }
  return { name: s.trim(), titled };
}

/** A word of a name: letters, with an inner apostrophe, hyphen or an initial's dot. */
const NAME_WORD = /^[\p{L}][\p{L}'’-]*\.?$/u;

const shapedCache = new Map<string, boolean>();

/** True when the text reads as a person's name (titles already taken off). */
export function personShaped(name: string): boolean {
  const known = shapedCache.get(name);
  if (known !== undefined) return known;
  const shaped = readsAsName(name);
  if (shapedCache.size > 5000) shapedCache.clear();
  shapedCache.set(name, shaped);
  return shaped;
}

function readsAsName(name: string): boolean {
  if (!name || name.length > 60) return false;
  const words = name.split(' ');
  if (words.length > 6) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  if (!/^\p{Lu}/u.test(words[0]!)) return false;
  if (!words.every((w) => /^\p{Lu}/u.test(w) || PARTICLE.test(w))) return false;
  // A lone capital with no dot is an icon or a list bullet, not an initial.
  if (words.some((w) => /^\p{L}$/u.test(w)) && words.length <= 2) return false;
  const lower = words.map((w) => w.toLowerCase().replace(/\.$/u, ''));
  if (lower.some((w) => ORGANISATION.has(w) || ROLE.has(w))) return false;
  if (lower.every((w) => NOT_ALONE.has(w))) return false;
  if (isLabel(name) || isBlockHeading(name) || labelKind(name)) return false;
  if (lower.some((w) => isLabel(w) && labelKind(w) !== 'name' && w.length > 2)) return false;
  if (detectHeading(name, true)) return false;
  if (skillEntry(name) || skillEntry(name.toLowerCase())) return false;
  return true;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

/** "RinaPutri" (a lost space between given name and surname) → "Rina Putri". */
function splitCamelName(name: string): string {
  if (/\s/u.test(name)) return name;
  return name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

/** The name as the CV's reader writes it: capitals cased as a name, one space between words. */
export function presentName(name: string): string {
  const one = name.replace(/\s+/gu, ' ').trim();
  const letters = one.replace(/[^\p{L}]/gu, '');
  const cased = letters.length > 1 && letters === letters.toUpperCase() ? titleCase(one) : one;
  return splitCamelName(cased);
}

export interface NameOptions {
  /** The layout's hint per line (aligned with the lines), when the producer gave them. */
  hints?: readonly (LineHint | null)[];
  /** Indexes of the lines of the header block (above the first section, or a contact block). */
  header?: ReadonlySet<number>;
  /** Email local part and profile handles, lower case: a name is often spelt in them. */
  handles?: readonly string[];
}

interface Candidate {
  name: string;
  score: number;
}

/** Lines looked at for a name: the top of the text, where a sidebar may push it down. */
const MAX_LINES = 60;
/** A name broken over lines is set in one size: a line in another type is no part of it. */
const sameSize = (a?: number, b?: number) => !a || !b || Math.abs(a - b) <= 0.15 * Math.max(a, b);
/** A score only a name near the top with its handle or titles reaches (no need to look on). */
const CERTAIN = 18;

export function extractName(lines: readonly string[], opts: NameOptions = {}): string | null {
  // A "Nama : …" row wins.
  for (const v of labelledValues(lines.slice(0, 80))) {
    if (v.kind !== 'name') continue;
    const { name } = splitTitles(collapseSpacedLetters(v.value));
    if (personShaped(name)) return presentName(name);
  }
  const hints = opts.hints ?? [];
  const sizes = lines
    .slice(0, MAX_LINES)
    .map((_, i) => hints[i]?.size ?? 0)
    .filter((s) => s > 0);
  const maxSize = sizes.length ? Math.max(...sizes) : 0;
  const largeElsewhere = hints
    .slice(0, MAX_LINES)
    .some((h) => h !== null && h !== undefined && h.region !== 'label' && h.size >= 1.2);
  const handles = (opts.handles ?? []).map((h) => h.toLowerCase().replace(/[^a-z]/gu, ''));

  let best: Candidate | null = null;
  const n = Math.min(lines.length, MAX_LINES);
  for (let i = 0; i < n; i++) {
    // A name at the top that the handles or titles vouch for is not outdone further down.
    if (i >= 12 && best !== null && (best as Candidate).score >= CERTAIN) break;
    const hint = hints[i];
    // A label column holds headings and labels, never the name, unless its line is the only
    // large text of the top (a name set large at the left of a label grid).
    if (hint?.region === 'label' && !(hint.size >= 1.2 && hint.size === maxSize && !largeElsewhere))
      continue;
    // Spacing kept: a wide gap parts the words of a letter-spaced name.
    const raw = lines[i]!.replace(/\t/gu, '   ').trim();
    if (!raw || isLabel(raw.replace(/[:：]\s*$/u, ''))) continue;
    // A paragraph is no name line (a contact line with the name first is shorter).
    if (raw.length > 160 || raw.split(/\s+/u).length > 16) continue;
    // A bulleted line is a list item.
    if (/^[•·▪◦●○■►▶➢➤✓✔*–-]\s/u.test(raw)) continue;
    let lineScore = 10 - 0.15 * i;
    if (opts.header?.has(i)) lineScore += 1;
    if (hint) {
      if (hint.size > 0) lineScore += Math.min(5, (hint.size - 1) * 6);
      if (maxSize >= 1.2 && hint.size === maxSize) lineScore += 4;
      if (hint.bold) lineScore += 0.5;
    }
    // An item of a list under a section heading ("KEAHLIAN" / "SEO") is no name.
    const prev = lines[i - 1]?.trim();
    if (prev && detectHeading(prev, true) && !isBlockHeading(prev)) lineScore -= 2;

    for (const c of candidatesOf(lines, i, (j) => sameSize(hints[i]?.size, hints[j]?.size))) {
      const { name, titled } = splitTitles(collapseSpacedLetters(c.text));
      if (!personShaped(name)) continue;
      let score = lineScore + c.bonus;
      const words = name.split(' ');
      if (titled || c.titled) score += 3;
      if (words.length === 1) score -= 3;
      else if (words.length <= 5) score += 1 + 0.1 * words.length;
      // Contact details right below the name (or just above it).
      const end = i + c.span;
      const near = [lines[end], lines[end + 1], lines[end + 2], lines[i - 1], lines[i - 2]];
      if (near.some((l) => hasContactValue(l) || (l !== undefined && /^[^:]{2,20}:/u.test(l)))) {
        score += 1.5;
      }
      score += handleScore(words, handles);
      if (!best || score > best.score) best = { name, score };
    }
  }
  const found = best as Candidate | null;
  return found ? presentName(found.name) : null;
}

/**
 * How well the email and profile handles spell the name: the whole name ("ayuwijaya" in
 * "ayuwijaya.work@…") counts most, the more of the handle it fills the better; a handle that is
 * the name's start as much; one word of it, a little.
 */
function handleScore(words: readonly string[], handles: readonly string[]): number {
  const squashed = words
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/gu, '');
  if (squashed.length < 3) return 0;
  let score = 0;
  for (const h of handles) {
    // The handle holds the whole name, or is its start (a short handle, or one cut off).
    if (h.includes(squashed)) score += 3 + (5 * squashed.length) / h.length;
    else if (h.length >= 5 && squashed.startsWith(h)) score += 8;
    else if (
      words.some((w) => {
        const x = w.toLowerCase().replace(/[^a-z]/gu, '');
        return x.length >= 3 && h.includes(x);
      })
    ) {
      score += 1.5;
    }
  }
  return score;
}

interface Proposal {
  text: string;
  bonus: number;
  /** Lines the proposal is read from (a name broken over lines spans two or three). */
  span: number;
  /** Degrees printed on a following line ("Andi Muhammad" / "Mappanyukki, M.M."). */
  titled?: boolean;
}

/**
 * The words before each role word or heading run into a text ("FARHAN GUNAWAN SENIOR
 * DESAINER", "Muhammad Rafi Pengalaman": another column read into the line).
 */
function prefixes(text: string): string[] {
  const known = prefixCache.get(text);
  if (known) return known;
  const found = findPrefixes(text);
  if (prefixCache.size > 5000) prefixCache.clear();
  prefixCache.set(text, found);
  return found;
}

const prefixCache = new Map<string, string[]>();

function findPrefixes(text: string): string[] {
  const words = collapseSpacedLetters(text).split(' ');
  const out: string[] = [];
  for (let k = 1; k < Math.min(words.length, 7); k++) {
    // A prefix is capitalised words only: past a lower-case word there is none.
    const prev = words[k - 1]!;
    if (!/^\p{Lu}/u.test(prev) && !PARTICLE.test(prev)) break;
    const w = words[k]!.toLowerCase();
    if (ROLE.has(w) || detectHeading(words.slice(k).join(' '), true) !== null) {
      out.push(words.slice(0, k).join(' '));
    }
  }
  return out;
}

/**
 * The strings of line i that may be a name: the line, its fields once contact values are
 * masked, the words before a role or heading run into it, and a name broken over two or three
 * lines ("MUHAMMAD RAFI" / "ABDILLAH PRASETYO", "Hotman Parlindungan" / "Simanjuntak").
 */
function candidatesOf(lines: readonly string[], i: number, joins = (_: number) => true) {
  const raw = lines[i]!.replace(/\t/gu, '   ').trim();
  const out: Proposal[] = [{ text: raw, bonus: 1, span: 1 }];
  // Fields apart by separators, contact values or glyphs (a plain line has one field).
  const plain = /^[\p{L}\s.,'’-]*$/u.test(raw);
  const segs = (plain ? raw : maskContactTokens(raw))
    .split(SEGMENT_SPLIT)
    .map((x) =>
      x
        .replace(/^[^\p{L}]+|[^\p{L}.,]+$/gu, '')
        // A lone capital after the name is an icon glyph ("Rina Putri I (123) …").
        .replace(/\s\p{Lu}$/u, '')
        .trim(),
    )
    .filter((x) => x && x !== raw);
  for (const s of segs) out.push({ text: s, bonus: 0, span: 1 });
  for (const text of [raw, ...segs]) {
    for (const p of prefixes(text)) out.push({ text: p, bonus: -1, span: 1 });
  }
  // A name broken over lines: the line (or its words before another column's) and the next
  // line's name-shaped start, each a name part of its own (not a role, a place, a heading).
  const next = lines[i + 1]?.replace(/\s+/gu, ' ').trim();
  if (!next || !joins(i + 1)) return out;
  const caps = (s: string): boolean => s === s.toUpperCase() && /\p{Lu}/u.test(s);
  const shortPart = (s: string): boolean => {
    const { name } = splitTitles(s);
    return name.split(' ').length <= 3 && personShaped(name);
  };
  const heads = [raw, ...prefixes(raw)].filter(
    (h) =>
      h.split(' ').length <= 4 && /^\p{Lu}/u.test(h) && (!/[,.]$/u.test(h) || /\p{Lu}\.$/u.test(h)),
  );
  if (heads.length === 0) return out;
  // The next line's start, or a field of it beside contact values ("WhatsApp: 0813… Prasetyo",
  // another column read into the line).
  const nextFields = maskContactTokens(next)
    .split(SEGMENT_SPLIT)
    .map((x) => x.replace(/^[^\p{L}]+|[^\p{L}.,]+$/gu, '').trim())
    .filter((x) => x && x !== next && !isLabel(x.replace(/[:：]\s*$/u, '')));
  const tails = [next, ...prefixes(next), ...nextFields].filter(shortPart);
  for (const head of heads) {
    for (const tail of tails) {
      const joined = `${head} ${tail}`;
      if (joined.split(' ').length > 6) continue;
      const titled = splitTitles(tail).titled;
      out.push({ text: joined, bonus: caps(head) && caps(tail) ? 1.5 : 0.5, span: 2, titled });
      const after = lines[i + 2]?.replace(/\s+/gu, ' ').trim();
      if (
        after &&
        joins(i + 2) &&
        caps(head) &&
        caps(tail) &&
        caps(after) &&
        shortPart(after) &&
        `${joined} ${after}`.split(' ').length <= 5
      ) {
        out.push({ text: `${joined} ${after}`, bonus: 1.5, span: 3 });
      }
    }
  }
  // "INDAH WIBOWO," / "M.M.": the degrees on the next line.
  if (/,$/u.test(raw) && splitTitles(`x, ${next}`).titled) {
    out.push({ text: raw, bonus: 0, span: 2, titled: true });
  }
  return out;
}
