/**
 * Section heading detection for Indonesian and English CVs.
 *
 * A heading is a short standalone line (any case, optional trailing colon, possibly letter-spaced)
 * whose words map to one or more canonical section keys. Combined headings ("Pengalaman Kerja &
 * Organisasi") map to every key they name. Unmapped heading-like lines become "other" headings.
 */
import type { SectionKey } from '../types.ts';
import {
  AMBIGUOUS,
  ID_HEADS,
  ID_MODIFIERS,
  NOSPACE_MAP,
  OTHER_HEADING_WORDS,
  PHRASE_MAP,
} from './heading-lexicon.ts';

export const BULLET_PREFIX = /^[\s•·▪◦●○■□►▶➢➤✓✔\-–—*>#]+/u;

/** Letter-spaced "P E N G A L A M A N  K E R J A" → "PENGALAMAN KERJA". */
export function collapseLetterSpacing(line: string): string {
  const t = line.trim();
  if (!/^(\S\s+){3,}\S$/u.test(t)) return t;
  const tokens = t.split(/\s+/u);
  if (!tokens.every((x) => [...x].length === 1)) return t;
  // Words are separated by 2+ spaces (or a tab) when letter-spaced.
  const words = t.split(/\s{2,}|\t/u).map((w) => w.replace(/\s+/gu, ''));
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

/** Keys a heading text names, or null when it is not a (recognised) heading phrase. */
export function headingKeys(text: string, exact = false): SectionKey[] | null {
  const n = normaliseHeading(text).replace(/-/gu, ' ').replace(/\s+/gu, ' ');
  if (!n) return null;
  const whole = mapPhrase(n.replace(/\s*[&/+,]\s*/gu, ' and ').replace(/ dan /gu, ' and '));
  if (whole) return [whole];

  const parts = n.split(/\s*(?:&|\/|\+|,|\band\b|\bdan\b|\bserta\b)\s*/u).filter(Boolean);
  if (parts.length < 2) {
    const words = n.split(' ');
    if (!exact && words.length === 2 && ID_HEADS.has(words[0]!) && ID_MODIFIERS.has(words[1]!)) {
      const rest = words.slice(1).join(' ');
      const head = mapPhrase(words[0]!) ?? mapPhrase(words.slice(0, 2).join(' '));
      if (head && !mapPhrase(rest)) return [head];
    }
    const squeezed = n.replace(/\s+/gu, '');
    const ns = NOSPACE_MAP.get(squeezed);
    if (ns) return [ns];
    return null;
  }
  const keys: SectionKey[] = [];
  let mapped = 0;
  for (const part of parts) {
    const k = mapPhrase(part);
    if (k) {
      mapped++;
      if (!keys.includes(k)) keys.push(k);
    } else if (part.split(' ').length > 1) {
      // "Training and teaching swimmers" is a sentence, not "Training" + a heading word.
      return null;
    }
  }
  // "Experience & Organizations" → both; "Leadership & Management" → organizations.
  if (mapped === 0) return null;
  // When the first part maps to experience-like "pengalaman", later bare parts inherit it:
  return keys;
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
 * Classify one line as a heading. `prevBlank` says whether the line before it was empty or the
 * start of the text (isolated lines are more likely headings).
 */
export function detectHeading(
  raw: string,
  prevBlank = false,
  context: { prev?: string; next?: string } = {},
): HeadingMatch | null {
  const line = raw.replace(BULLET_PREFIX, '').trim();
  if (!line || line.length > 60) return null;
  // A bulleted line is content unless it is set in capitals ("■ EDUCATION").
  if (/^\s*[•·▪◦●○►▶➢➤✓✔*-]/u.test(raw) && !isUpper(line)) return null;
  const collapsed = collapseLetterSpacing(line);
  const heading = collapsed.replace(/\s*[:：]\s*$/u, '').trim();
  if (!heading) return null;
  const wordCount = heading.split(/\s+/u).length;
  if (wordCount > 6) return null;
  if (/[@|•]|https?:|www\.|\d{3,}/u.test(heading)) return null;
  const keys = headingKeys(heading);
  if (keys) {
    const n = normaliseHeading(heading);
    const upper = isUpper(heading);
    const colon = /[:：]\s*$/u.test(collapsed);
    if (!upper && !isTitleCase(heading) && !colon && !/^\p{Lu}/u.test(heading)) {
      return null;
    }
    if (AMBIGUOUS.has(n) && !upper && !colon && !prevBlank) {
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
  return null;
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
  const trimmed = raw.replace(BULLET_PREFIX, '').trim();
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
  // A job title under the name ("SENIOR SOFTWARE ENGINEER") is not a heading.
  if (
    /\b(?:engineer|developer|manager|designer|analyst|staff|intern|architect|specialist|consultant)\b/iu.test(
      line,
    )
  ) {
    return null;
  }
  if (isUpper(line) && letters(line).length >= 4) return line;
  if (isTitleCase(line) && words.length <= 3 && /experience|pengalaman/iu.test(line)) {
    return line;
  }
  if (prevBlank && isTitleCase(line) && words.length <= 3) return line;
  return null;
}
