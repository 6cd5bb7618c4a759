export type ScoreTone = 'good' | 'fair' | 'poor';

/** ≥ 80 good, 60–79 fair, below 60 poor. */
export function scoreTone(score: number): ScoreTone {
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

/** Text colour of a score, readable in light and dark. */
export const scoreTextClasses: Record<ScoreTone, string> = {
  good: 'text-green-700 dark:text-green-400',
  fair: 'text-yellow-700 dark:text-yellow-300',
  poor: 'text-red-700 dark:text-red-400',
};

/** Fill of a score bar. */
export const scoreBarClasses: Record<ScoreTone, string> = {
  good: 'bg-green-600 dark:bg-green-500',
  fair: 'bg-yellow-500 dark:bg-yellow-400',
  poor: 'bg-red-600 dark:bg-red-500',
};

/** A badge: tinted background, border and text. */
export const scoreBadgeClasses: Record<ScoreTone, string> = {
  good: 'border-green-200 bg-green-50 text-green-800 dark:border-green-900/60 dark:bg-green-950/40 dark:text-green-300',
  fair: 'border-yellow-200 bg-yellow-50 text-yellow-800 dark:border-yellow-900/60 dark:bg-yellow-950/40 dark:text-yellow-200',
  poor: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300',
};

export function percentOf(score: number, max: number): number {
  if (!(max > 0)) return 0;
  return Math.max(0, Math.min(100, Math.round((score / max) * 100)));
}

/**
 * The analyser's order (cv-engine SUB_SCORE_KEYS). A stored analysis comes back from a JSON
 * column whose key order is not the order written, so the bars are sorted by this list.
 */
const SUB_SCORE_ORDER = ['completeness', 'impact', 'ats', 'skills', 'structure', 'language'];

/** Sub-scores in the analyser's order; keys it does not know follow, in their own order. */
export function orderedSubScores<T>(subScores: Record<string, T>): [string, T][] {
  const rank = (k: string) => {
    const i = SUB_SCORE_ORDER.indexOf(k);
    return i < 0 ? SUB_SCORE_ORDER.length : i;
  };
  return Object.entries(subScores).sort(([a], [b]) => rank(a) - rank(b));
}
