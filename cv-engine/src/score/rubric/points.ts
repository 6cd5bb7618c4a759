/** What one part of the rubric adds up: its points and the findings it yields. */
import type { Finding } from '../../types.ts';

export const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
/** A skill's name as compared: lower case, letters, digits, "+" and "#" only. */
export const skillKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');

export function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

export interface Acc {
  points: number;
  strengths: Finding[];
  recs: Finding[];
}

/** A part's empty account. */
export function newAcc(): Acc {
  return { points: 0, strengths: [], recs: [] };
}

/** A recommendation: the points the change would gain. */
export function rec(acc: Acc, code: string, impact: number, params: Finding['params']): void {
  acc.recs.push({ code, impact: round1(impact), params });
}
/** A strength: the points the CV earns with it. */
export function str(acc: Acc, code: string, impact: number, params: Finding['params']): void {
  acc.strengths.push({ code, impact: round1(impact), params });
}

/** The term as a whole word (or phrase) in lower-case text. */
export function containsTerm(lowerText: string, term: string): boolean {
  const t = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`, 'u').test(lowerText);
}
