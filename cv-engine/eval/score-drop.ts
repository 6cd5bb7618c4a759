/**
 * Why a revision scores lower than its original: the sub-scores that dropped and the findings
 * the revision has that the original has not. The round trip lists it for every revision whose
 * score fell.
 */
import { SUB_SCORE_KEYS, type Finding, type SubScoreKey } from '../src/types.ts';

/** What the round trip keeps of one analysis to explain a drop. */
export interface ScoreParts {
  score: number;
  subScores: Record<SubScoreKey, number>;
  recommendations: Finding[];
}

/** The parts of an analysis the round trip keeps. */
export function scoreParts(result: {
  score: number;
  subScores: Record<SubScoreKey, { score: number }>;
  recommendations: Finding[];
}): ScoreParts {
  const subScores = {} as Record<SubScoreKey, number>;
  for (const k of SUB_SCORE_KEYS) subScores[k] = result.subScores[k]?.score ?? 0;
  return { score: result.score, subScores, recommendations: result.recommendations };
}

function findingText(f: Finding): string {
  const params = Object.entries(f.params)
    .filter(([, v]) => v !== '' && v !== undefined)
    .map(
      ([k, v]) =>
        `${k}=${JSON.stringify(typeof v === 'string' && v.length > 40 ? `${v.slice(0, 40)}…` : v)}`,
    )
    .join(' ');
  return `${f.code} ${f.impact}${params ? ` (${params})` : ''}`;
}

/**
 * "structure 13→11; impact 16→15; new: add_bullets 1.5 (role="Staf")": the sub-scores that
 * dropped, then the findings the revision has that the original has not (or with a larger
 * impact). Empty when the score did not drop.
 */
export function scoreDrop(before: ScoreParts, after: ScoreParts): string[] {
  if (after.score >= before.score) return [];
  const out = SUB_SCORE_KEYS.filter((k) => after.subScores[k] < before.subScores[k]).map(
    (k) => `${k} ${before.subScores[k]}→${after.subScores[k]}`,
  );
  const weight = (fs: Finding[], code: string) =>
    fs.filter((f) => f.code === code).reduce((s, f) => s + f.impact, 0);
  const fresh = after.recommendations.filter(
    (f) => weight(after.recommendations, f.code) > weight(before.recommendations, f.code),
  );
  if (fresh.length) out.push(`new: ${fresh.map(findingText).join('; ')}`);
  return out;
}
