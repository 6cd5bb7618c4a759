import { describe, expect, it } from 'vitest';
import { scoreDrop, type ScoreParts } from './score-drop.ts';

const parts = (
  score: number,
  sub: Partial<ScoreParts['subScores']>,
  recs = [] as ScoreParts['recommendations'],
): ScoreParts => ({
  score,
  subScores: {
    completeness: 20,
    impact: 10,
    ats: 12,
    skills: 10,
    structure: 12,
    language: 8,
    ...sub,
  },
  recommendations: recs,
});

describe('scoreDrop: why a revision scores lower than its original', () => {
  it('names the sub-scores that dropped and the findings that are new or weigh more', () => {
    const before = parts(72, {}, [{ code: 'quantify_bullets', impact: 2, params: {} }]);
    const after = parts(70, { structure: 10 }, [
      { code: 'quantify_bullets', impact: 2, params: {} },
      { code: 'add_bullets', impact: 1.5, params: { role: 'Staf Gudang', company: '' } },
    ]);
    expect(scoreDrop(before, after)).toEqual([
      'structure 12→10',
      'new: add_bullets 1.5 (role="Staf Gudang")',
    ]);
  });

  it('says nothing when the score did not drop, whatever moved inside it', () => {
    expect(scoreDrop(parts(72, {}), parts(72, { structure: 10, impact: 12 }))).toEqual([]);
  });
});
