/**
 * The explainable CV rubric. Six sub-scores add up to the 0–100 total:
 *
 * | key          | max | what earns points |
 * |--------------|-----|-------------------|
 * | completeness | 25  | name 1, email 2, phone 2, location 1, LinkedIn 2; summary 4 (headed, ≥ 12 words; an unheaded intro ≥ 25 words 3); experience 7 (two or more job-titled entries; one 5; entries without a job title 4; projects/organisations only 2); education 3; a skills section 3 |
 * | impact       | 20  | achievement lines with a number (%, Rp/$, counts; not years, dates, phones): 1 → 4 … 5+ → 12; share of bullets opening with an action verb × 6; result verbs (increased, menghemat …) 2 |
 * | ats          | 15  | standard headings: experience 2, education 2, skills 2; dated entries 3; no line over 250 characters outside the summary 2; no table/glyph garbage 2; bullets 2 |
 * | skills       | 15  | breadth: distinct hard skills 5; evidence: skills named in work/project lines 5; relevance: skills typical of the detected industry 5 (with a job description: share of its keywords the CV has × 5) |
 * | structure    | 15  | length 5 (300–900 words, sloping outside); section order 3; entries with dates 3; entries with bullets and 2–6 bullets per entry 2; number of sections 2 |
 * | language     | 10  | one heading language 2; bullets in the CV's language 1; no doubled words 1; no opening word on ≥ 40% of (≥ 4) bullets 1; one date format (and month language) 2; valid dates 3 (an end before its start −2, a second −1, a future start −1) |
 *
 * ATS and language points are scaled down for CVs under 200 words (at least 40% kept): a
 * near-empty CV is trivially "consistent".
 *
 * Every criterion that loses points yields a recommendation (a Finding whose impact is the points the
 * change would gain); criteria that earn well yield strengths. Findings carry this CV's own facts.
 *
 * Each part is its own module in score/rubric/; strengths beyond them in strengths.ts, years of
 * experience in experience-years.ts.
 */
import type { Finding, JobMatch, Locale, SubScore, SubScoreKey, ParsedCv } from '../types.ts';
import { subScoreLabel } from './findings.ts';
import { matchJob } from './job-match.ts';
import { achievementLineIndices, bulletItems } from './score-text.ts';
import { cleanEntry } from './score-entries.ts';
import { clamp, round1, type Acc } from './rubric/points.ts';
import { completeness } from './rubric/completeness.ts';
import { impact } from './rubric/impact.ts';
import { ats } from './rubric/ats.ts';
import { skills } from './rubric/skills.ts';
import { structure } from './rubric/structure.ts';
import { language } from './rubric/language.ts';
import { educationStrength, experienceStrength, modestStrengths } from './strengths.ts';

export const SUB_SCORE_MAX: Record<SubScoreKey, number> = {
  completeness: 25,
  impact: 20,
  ats: 15,
  skills: 15,
  structure: 15,
  language: 10,
};

export interface ScoreOptions {
  jobDescription?: string;
  /** Labels of the sub-scores (default 'id'). */
  locale?: Locale;
  /** Reference date for future-date checks (default: now). */
  now?: Date;
}

export interface ScoreResult {
  score: number;
  subScores: Record<SubScoreKey, SubScore>;
  strengths: Finding[];
  recommendations: Finding[];
  jobMatch?: JobMatch;
}

export * from './score-text.ts';
export * from './score-entries.ts';
export { containsTerm } from './rubric/points.ts';
export { lengthPoints } from './rubric/structure.ts';
export {
  experienceMonths,
  isStudyTimeRole,
  professionalYears,
  statedYears,
} from './experience-years.ts';

/** Share of the ATS and language points a CV of this length can earn (1 from 200 words on). */
export function thinFactor(words: number): number {
  return clamp(words / 200, 0.4, 1);
}

/** Sorts by impact (points), highest first; stable for ties. */
export function byImpact(findings: Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.impact - a.f.impact || a.i - b.i)
    .map((x) => x.f);
}

/** Scores a parsed CV; `text` is the text it was parsed from. */
export function scoreCv(input: ParsedCv, text: string, opts: ScoreOptions = {}): ScoreResult {
  const parsed: ParsedCv = { ...input, experience: input.experience.map(cleanEntry) };
  const locale = opts.locale ?? 'id';
  const now = opts.now ?? new Date();
  const jobMatch = opts.jobDescription?.trim()
    ? matchJob(parsed, text, opts.jobDescription)
    : undefined;
  const zoneIdx = achievementLineIndices(parsed, text);
  const items = bulletItems(parsed, text, zoneIdx);
  const parts: Record<SubScoreKey, Acc> = {
    completeness: completeness(parsed),
    impact: impact(parsed, text, zoneIdx),
    ats: ats(parsed, text, zoneIdx),
    skills: skills(parsed, text, zoneIdx, jobMatch),
    structure: structure(parsed),
    language: language(parsed, text, items, now),
  };
  // Format and language checks prove little on a near-empty CV: below 200 words they count
  // proportionally (at least 40%).
  const thin = thinFactor(parsed.wordCount);
  parts.ats.points *= thin;
  parts.language.points *= thin;
  if (thin < 1) {
    parts.ats.strengths = [];
    parts.language.strengths = [];
  }
  const subScores = {} as Record<SubScoreKey, SubScore>;
  let score = 0;
  for (const key of Object.keys(SUB_SCORE_MAX) as SubScoreKey[]) {
    const max = SUB_SCORE_MAX[key];
    const value = clamp(Math.round(parts[key].points), 0, max);
    subScores[key] = { score: value, max, label: subScoreLabel(key, locale) };
    score += value;
  }
  const strengths = [
    ...Object.values(parts).flatMap((p) => p.strengths),
    ...educationStrength(parsed),
    ...experienceStrength(parsed, now),
  ];
  if (strengths.length < 2) strengths.push(...modestStrengths(parsed, strengths));
  const recommendations = Object.values(parts).flatMap((p) => p.recs);
  if (jobMatch) {
    if (jobMatch.missing.length > 0) {
      recommendations.push({
        code: 'job_missing_keywords',
        impact: round1(
          Math.min(
            6,
            (6 * jobMatch.missing.length) /
              Math.max(1, jobMatch.matched.length + jobMatch.missing.length),
          ) + 1,
        ),
        params: {
          keywords: jobMatch.missing.slice(0, 6).join(', '),
          count: jobMatch.missing.length,
          score: jobMatch.score,
        },
      });
    }
    if (jobMatch.matched.length >= 3) {
      strengths.push({
        code: 'job_match_strong',
        impact: round1((6 * jobMatch.score) / 100),
        params: { keywords: jobMatch.matched.slice(0, 5).join(', '), score: jobMatch.score },
      });
    }
  }
  const result: ScoreResult = {
    score,
    subScores,
    strengths: byImpact(strengths).slice(0, 8),
    recommendations: byImpact(recommendations.filter((r) => r.impact > 0)).slice(0, 10),
  };
  if (jobMatch) result.jobMatch = jobMatch;
  return result;
}
