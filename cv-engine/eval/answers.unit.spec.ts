import { describe, expect, it } from 'vitest';
import { parseCv } from '../src/analyse/index.ts';
import { answersTable, isWeak, scriptedAnswers, type AnswersRun } from './answers.ts';
import { THIN_CV as THIN } from '../test/fixtures/thin-cv.ts';

describe('answers mode of the round trip', () => {
  it('calls a CV weak only when no experience bullet holds a number', () => {
    expect(isWeak(parseCv(THIN))).toBe(true);
    expect(isWeak(parseCv(THIN.replace('pemilik toko', 'pemilik toko di 3 cabang')))).toBe(false);
  });

  it('answers only the metric questions, each with a distinct plain number', () => {
    const answers = scriptedAnswers(parseCv(THIN));
    expect(answers.length).toBe(2);
    expect(answers.every((a) => a.questionId.startsWith('metric:'))).toBe(true);
    expect(answers.every((a) => /^\d+$/u.test(a.answer))).toBe(true);
    expect(new Set(answers.map((a) => a.answer)).size).toBe(answers.length);
  });

  it('prints the lift per family, over weak CVs, and the provenance and facts-kept shares', () => {
    const run = (
      family: string,
      weak: boolean,
      noAnswers: number,
      withAnswers: number,
    ): AnswersRun => ({
      file: `f-${family}-${noAnswers}`,
      family,
      weak,
      metricQuestions: 2,
      original: 50,
      revised: noAnswers,
      noAnswers,
      withAnswers,
      provenanceOk: withAnswers !== 99,
      unsupported: [],
      lost: [],
      missing: { facts: 0, form: 0 },
      findings: [],
    });
    const lines = answersTable([
      run('sidebar', true, 60, 70),
      run('table', false, 60, 64),
      run('table', true, 50, 99),
    ]);
    expect(lines.find((l) => l.startsWith('sidebar |'))).toContain('| 10.0 | 10.0');
    expect(lines.find((l) => l.startsWith('all |'))).toMatch(/\| 3 \| 2 \|/u);
    expect(lines).toContain('provenance with answers: 66.7 %');
    expect(lines).toContain('facts kept with answers: 100.0 %');
    expect(lines.at(-1)).toBe('lift on weak CVs: 29.5 (target ≥ +15: met)');
    // Two metric answers on each weak CV: the rubric gives at most 4 + 2 points for them.
    expect(lines).toContain(
      'rubric ceiling for the metric answers on weak CVs: 6.0 (max 12 for any CV; weak CVs with no metric question: 0)',
    );
  });
});
