import { describe, expect, it } from 'vitest';
import { orderedSubScores } from './score.ts';

describe('orderedSubScores', () => {
  it("keeps the analyser's order whatever order the stored keys come back in", () => {
    // The order a PostgreSQL jsonb column returns: shorter keys first.
    const stored = { ats: 1, impact: 2, skills: 3, language: 4, structure: 5, completeness: 6 };
    expect(orderedSubScores(stored).map(([k]) => k)).toEqual([
      'completeness',
      'impact',
      'ats',
      'skills',
      'structure',
      'language',
    ]);
  });
});
