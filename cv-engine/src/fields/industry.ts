/**
 * Industry classification: weighted keyword, job-title and skill evidence, with the headline,
 * summary and job titles weighted more than the body. The words per industry are data:
 * lexicon/industries.ts.
 */
import type { Industry } from '../types.ts';
import {
  INDUSTRY_KEYWORDS as KEYWORDS,
  type ScoredIndustry as Scored,
} from '../lexicon/industries.ts';
import { skillEntry } from './skills.ts';

/** Lower-case words; "front-end" → "front end", "UI/UX" → "ui ux", "F&B" stays one word. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}&]*/gu) ?? [];
}

/** Keyword phrase (space-joined words) → industries it signals. */
const KEYWORD_MAP = new Map<string, Scored[]>();
const KEYWORD_PREFIXES = new Set<string>();
let KEYWORD_MAX = 1;
for (const industry of Object.keys(KEYWORDS) as Scored[]) {
  for (const k of KEYWORDS[industry]) {
    const w = words(k);
    if (w.length === 0) continue;
    const key = w.join(' ');
    const list = KEYWORD_MAP.get(key) ?? [];
    if (!list.includes(industry)) list.push(industry);
    KEYWORD_MAP.set(key, list);
    KEYWORD_MAX = Math.max(KEYWORD_MAX, w.length);
    for (let n = 1; n <= w.length; n++) KEYWORD_PREFIXES.add(w.slice(0, n).join(' '));
  }
}

/** Keyword hits per industry (every matching phrase at every position). */
function keywordCounts(text: string): IndustryScores {
  const counts = emptyScores();
  const w = words(text);
  for (let i = 0; i < w.length; i++) {
    let phrase = '';
    for (let j = i; j < w.length && j - i < KEYWORD_MAX; j++) {
      phrase = j === i ? w[j]! : `${phrase} ${w[j]}`;
      if (!KEYWORD_PREFIXES.has(phrase)) break;
      const hits = KEYWORD_MAP.get(phrase);
      if (hits) for (const ind of hits) counts[ind]++;
    }
  }
  return counts;
}

export interface IndustryInput {
  /** Name/headline/summary: the strongest evidence. */
  headline: string;
  /** Job titles from the experience entries. */
  titles: string[];
  /** The whole CV text. */
  body: string;
  /** Canonical skills found. */
  skills: string[];
}

export type IndustryScores = Record<Scored, number>;

function emptyScores(): IndustryScores {
  return Object.fromEntries(
    (Object.keys(KEYWORDS) as Scored[]).map((k) => [k, 0]),
  ) as IndustryScores;
}

function addMatches(scores: IndustryScores, text: string, weight: number, cap: number): void {
  const counts = keywordCounts(text);
  for (const k of Object.keys(counts) as Scored[]) scores[k] += Math.min(counts[k], cap) * weight;
}

export function industryScores(input: IndustryInput): IndustryScores {
  const scores = emptyScores();
  addMatches(scores, input.headline, 3, 6);
  addMatches(scores, input.titles.join('\n'), 2, 6);
  const bodyWords = Math.max(1, words(input.body).length);
  // Body counts are normalised to a 400-word CV so long CVs do not drown the headline.
  const bodyScores = emptyScores();
  addMatches(bodyScores, input.body, 1, 1000);
  const norm = Math.min(1, 400 / bodyWords);
  for (const k of Object.keys(bodyScores) as Scored[]) scores[k] += bodyScores[k] * norm;
  for (const s of input.skills) {
    const e = skillEntry(s);
    if (e?.industry && e.industry !== 'other') scores[e.industry as Scored] += 0.5;
  }
  return scores;
}

export function classifyIndustry(input: IndustryInput): Industry {
  const scores = industryScores(input);
  let best: Scored | null = null;
  let bestScore = 0;
  for (const k of Object.keys(scores) as Scored[]) {
    if (scores[k] > bestScore) {
      best = k;
      bestScore = scores[k];
    }
  }
  if (!best || bestScore < 4) return 'other';
  return best;
}
