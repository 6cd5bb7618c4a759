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

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** Whether the code point that ends just before `i` is a letter or a digit. */
function letterOrDigitBefore(text: string, i: number): boolean {
  if (i <= 0) return false;
  let start = i - 1;
  const c = text.charCodeAt(start);
  if (c >= 0xdc00 && c <= 0xdfff && start > 0) {
    const high = text.charCodeAt(start - 1);
    if (high >= 0xd800 && high <= 0xdbff) start--;
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(start)!));
}

/** Whether the code point that starts at `i` is a letter or a digit. */
function letterOrDigitAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  return LETTER_OR_DIGIT.test(String.fromCodePoint(text.codePointAt(i)!));
}

/**
 * The term as a whole word (or phrase) in lower-case text: an occurrence with no letter or
 * digit on either side. Found by `indexOf`, not by a regular expression built per term: the
 * rubric asks this for every skill of the CV and of its industry, and a `\p{L}` expression is
 * dear to compile.
 */
export function containsTerm(lowerText: string, term: string): boolean {
  const t = term.toLowerCase();
  if (t === '') return /(?<![\p{L}\p{N}])(?![\p{L}\p{N}])/u.test(lowerText);
  for (let at = lowerText.indexOf(t); at >= 0; at = lowerText.indexOf(t, at + 1)) {
    if (!letterOrDigitBefore(lowerText, at) && !letterOrDigitAt(lowerText, at + t.length)) {
      return true;
    }
  }
  return false;
}
