/**
 * Skills: the lexicon's entries (lexicon/skills.ts: display name, the industry the skill signals
 * (null for cross-industry skills), and synonyms) and their matching in text. Matching is
 * case-insensitive with word boundaries; very short or ambiguous names are matched
 * case-sensitively or only in list context.
 */
import type { Industry } from '../types.ts';
import {
  NEEDS_LIST_CONTEXT,
  PROSE_WORDS,
  SKILL_INDUSTRY_CODES,
  SKILL_TABLE,
} from '../lexicon/skills.ts';

export interface SkillEntry {
  name: string;
  industry: Industry | null;
  soft: boolean;
  synonyms: string[];
}

function parseTable(): SkillEntry[] {
  const out: SkillEntry[] = [];
  for (const row of SKILL_TABLE.split('\n')) {
    const line = row.trim();
    if (!line) continue;
    const [name, ind, syns] = line.split('|') as [string, string, string | undefined];
    const synonyms = (syns ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!synonyms.some((s) => s.replace(/^=/u, '').toLowerCase() === name.toLowerCase())) {
      // The display name itself matches (case-insensitively) unless a case-sensitive form is given.
      if (!synonyms.some((s) => s.startsWith('=') && s.slice(1) === name)) synonyms.push(name);
    }
    out.push({ name, industry: SKILL_INDUSTRY_CODES[ind] ?? null, soft: ind === 'soft', synonyms });
  }
  return out;
}

export const SKILLS: readonly SkillEntry[] = parseTable();

const BY_NAME = new Map(SKILLS.map((s) => [s.name, s]));

export function skillEntry(name: string): SkillEntry | undefined {
  return BY_NAME.get(name);
}

/** Token pattern: keeps "C++", "C#", "Node.js", "CI/CD", "e-commerce", "F&B" together. */
const TOKEN_RE = /[\p{L}\p{N}](?:[\p{L}\p{N}+#]|[./&'’-](?=[\p{L}\p{N}]))*[+#]*/gu;

interface Token {
  text: string;
  index: number;
  end: number;
}

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    out.push({ text: m[0], index: m.index, end: m.index + m[0].length });
  }
  return out;
}

function phraseKey(s: string): string {
  return tokenize(s)
    .map((t) => t.text)
    .join(' ');
}

const CI = new Map<string, SkillEntry>();
const CS = new Map<string, SkillEntry>();
let MAX_LEN = 1;
/** Lower-case prefixes of every phrase, to stop extending a phrase early. */
const PREFIXES = new Set<string>();
for (const entry of SKILLS) {
  for (const syn of entry.synonyms) {
    const cs = syn.startsWith('=');
    const key = phraseKey(cs ? syn.slice(1) : syn);
    if (!key) continue;
    const words = key.toLowerCase().split(' ');
    MAX_LEN = Math.max(MAX_LEN, words.length);
    for (let k = 1; k <= words.length; k++) PREFIXES.add(words.slice(0, k).join(' '));
    if (cs) {
      if (!CS.has(key)) CS.set(key, entry);
    } else if (!CI.has(key.toLowerCase())) CI.set(key.toLowerCase(), entry);
  }
}

/** A list context: the match is surrounded by separators such as "," "|" "•" "/" or line edges. */
function inListContext(text: string, index: number, end: number): boolean {
  const before = text.slice(Math.max(0, index - 12), index);
  const after = text.slice(end, end + 6);
  const sepBefore =
    index === 0 ||
    /(?:^|[,|•·;:/(]\s*|\n\s*|\s[-–]\s|\b(?:and|dan|in|with|using|menggunakan|dengan)\s|\s\s)$/u.test(
      before,
    );
  const sepAfter = /^(?:\s*[,|•·;/)]|\.(?:\s|$)|\s*$|\s*\n|\s+(?:and|dan)\b|\s*\(|\s\s)/u.test(
    after,
  );
  return sepBefore && sepAfter;
}

/** "West Java", "Jawa Barat": a place, not the programming language. */
const PLACE_BEFORE = /\b(?:west|east|central|north|south|jawa)\s+$/iu;

function lookup(text: string, phrase: string, first: Token, last: Token): SkillEntry | undefined {
  if (
    phrase === 'Java' &&
    PLACE_BEFORE.test(text.slice(Math.max(0, first.index - 10), first.index))
  )
    return undefined;
  if (PROSE_WORDS.has(phrase.toLowerCase()) && !inListContext(text, first.index, last.end))
    return undefined;
  const cs = CS.get(phrase);
  if (cs) {
    const short = phrase.length <= 2 || NEEDS_LIST_CONTEXT.has(phrase);
    if (!short || inListContext(text, first.index, last.end)) return cs;
  }
  const ci = CI.get(phrase.toLowerCase());
  if (ci) {
    if (NEEDS_LIST_CONTEXT.has(phrase) && !inListContext(text, first.index, last.end))
      return undefined;
    return ci;
  }
  return undefined;
}

/**
 * Canonical skill names found in the text, in order of first appearance. Longest phrase wins
 * ("React Native" before "React"); tokens are whole words, so "C" never matches "C++" or "CSS".
 */
export function matchSkills(text: string): string[] {
  const tokens = tokenize(text);
  const lower = tokens.map((t) => t.text.toLowerCase());
  // Phrases do not span line breaks or separators: only spaces or a single dash between words.
  const joinNext = tokens.map((t, k) => {
    const next = tokens[k + 1];
    if (!next) return false;
    const gap = text.slice(t.end, next.index);
    return gap.length <= 3 && /^[ \t]+$|^[ \t]*[-–][ \t]*$/u.test(gap);
  });
  const found: string[] = [];
  const seen = new Set<string>();
  const add = (e: SkillEntry): void => {
    if (!seen.has(e.name)) {
      seen.add(e.name);
      found.push(e.name);
    }
  };
  let i = 0;
  while (i < tokens.length) {
    let matched = 0;
    let entry: SkillEntry | undefined;
    let phraseLower = '';
    let phrase = '';
    for (let j = i; j < tokens.length && j - i < MAX_LEN; j++) {
      if (j > i) {
        if (!joinNext[j - 1]) break;
        phraseLower += ` ${lower[j]}`;
        phrase += ` ${tokens[j]!.text}`;
      } else {
        phraseLower = lower[j]!;
        phrase = tokens[j]!.text;
      }
      if (!PREFIXES.has(phraseLower)) break;
      const e = lookup(text, phrase, tokens[i]!, tokens[j]!);
      if (e) {
        matched = j - i + 1;
        entry = e;
      }
    }
    if (entry) {
      add(entry);
      i += matched;
      continue;
    }
    // "HTML/CSS", "Excel/Word": try the parts of a slash compound.
    const t = tokens[i]!;
    if (t.text.includes('/')) {
      for (const part of t.text.split('/')) {
        // A slash compound is a list, so short names need no further context here.
        const e = part ? (CS.get(part) ?? CI.get(part.toLowerCase())) : undefined;
        if (e) add(e);
      }
    }
    i++;
  }
  return found;
}
