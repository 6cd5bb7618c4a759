/**
 * The guard against invented figures: a rewritten text may only contain numbers (and
 * percentages) that the original already had. Matching is textual and deliberately strict:
 * "1.500.000" and "1,5 juta" count as different numbers, so a reformatted figure is refused
 * rather than trusted.
 */

export interface NumberToken {
  /** The digits as written, separators included ("1.500.000", "3,5", "2021"). */
  value: string;
  percent: boolean;
}

const NUMBER = /\d+(?:[.,]\d+)*(\s*(?:%|persen\b|percent\b|per cent\b))?/giu;

export function extractNumbers(text: string): NumberToken[] {
  const out: NumberToken[] = [];
  for (const m of text.matchAll(NUMBER)) {
    const percent = m[1] !== undefined;
    const value = percent ? m[0].slice(0, m[0].length - m[1]!.length) : m[0];
    out.push({ value, percent });
  }
  return out;
}

function render(t: NumberToken): string {
  return t.percent ? `${t.value}%` : t.value;
}

/**
 * Numbers in `rewritten` that `original` does not have, as written ("45%", "12").
 * A bare number is allowed when the original had it with or without a percent sign;
 * a percentage only when the original had that percentage.
 */
export function introducedNumbers(original: string, rewritten: string): string[] {
  const known = extractNumbers(original);
  const plain = new Set(known.map((t) => t.value));
  const percents = new Set(known.filter((t) => t.percent).map((t) => t.value));
  const introduced = extractNumbers(rewritten).filter((t) =>
    t.percent ? !percents.has(t.value) : !plain.has(t.value),
  );
  return [...new Set(introduced.map(render))];
}

/** Numbers of `original` that `rewritten` lost (a dropped figure is a dropped fact). */
export function droppedNumbers(original: string, rewritten: string): string[] {
  const kept = new Set(extractNumbers(rewritten).map((t) => t.value));
  const lost = extractNumbers(original).filter((t) => !kept.has(t.value));
  return [...new Set(lost.map(render))];
}
