/**
 * The analyser: CV text → parsed facts, rubric scores, findings and a generated summary, and the
 * API's Analysis rendered in one locale (re-renderable in another from the stored result).
 */
import { SUB_SCORE_KEYS } from '../types.ts';
import type {
  Analysis,
  ExtractedDocument,
  Finding,
  JobMatch,
  Locale,
  ParsedCv,
  SubScore,
  SubScoreKey,
} from '../types.ts';
import { renderFinding, subScoreLabel } from '../score/findings.ts';
import { parseCv } from './parse.ts';
import { renderReading } from './reading-labels.ts';
import { scoreCv } from '../score/score.ts';
import { generateSummary } from '../revise/summary.ts';

export interface AnalysisResult {
  score: number;
  subScores: Record<SubScoreKey, SubScore>;
  strengths: Finding[];
  recommendations: Finding[];
  summary: string;
  jobMatch?: JobMatch;
}

export interface AnalyseOptions {
  jobDescription?: string;
  /** Picks the summary's wording (default 0). */
  seed?: number;
  /** Locale of the rendered analysis (default 'id'). */
  locale?: Locale;
  /** Reference date for date checks and years of experience (default: now). */
  now?: Date;
  /** The layout's hints, one per line of the text (ExtractedDocument.hints). */
  hints?: ExtractedDocument['hints'];
}

export interface AnalyseOutput {
  /** The total score (= result.score), for callers that only need the number. */
  score: number;
  parsed: ParsedCv;
  result: AnalysisResult;
  analysis: Analysis;
}

/** Renders a stored result for the API in one locale. */
export function renderAnalysis(parsed: ParsedCv, result: AnalysisResult, locale: Locale): Analysis {
  // Always in the rubric's order: a stored result may come back with its keys reordered.
  const subScores = {} as Record<SubScoreKey, SubScore>;
  for (const key of SUB_SCORE_KEYS) {
    const sub = result.subScores[key];
    if (sub) subScores[key] = { ...sub, label: subScoreLabel(key, locale) };
  }
  const analysis: Analysis = {
    score: result.score,
    subScores,
    strengths: result.strengths.map((f) => renderFinding(f, locale)),
    recommendations: result.recommendations.map((f) => renderFinding(f, locale)),
    summary: result.summary,
    language: parsed.language,
    industry: parsed.industry,
    contact: parsed.contact,
    sections: parsed.sections,
    experience: parsed.experience,
    education: parsed.education,
    skills: parsed.skills,
    languages: parsed.languages,
    certifications: parsed.certifications,
  };
  if (result.jobMatch) analysis.jobMatch = result.jobMatch;
  // Analyses stored before issue 27 have no reading: the answer has none either.
  if (parsed.reading) analysis.reading = renderReading(parsed.reading, locale);
  return analysis;
}

/** Parses, scores and summarises one CV text. */
export function analyseText(text: string, opts: AnalyseOptions = {}): AnalyseOutput {
  const locale = opts.locale ?? 'id';
  const parsed = parseCv(text, opts.hints ? { hints: opts.hints } : {});
  const scored = scoreCv(parsed, text, {
    locale,
    ...(opts.jobDescription ? { jobDescription: opts.jobDescription } : {}),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const result: AnalysisResult = {
    score: scored.score,
    subScores: scored.subScores,
    strengths: scored.strengths,
    recommendations: scored.recommendations,
    summary: generateSummary(parsed, {
      seed: opts.seed ?? 0,
      ...(opts.now ? { now: opts.now } : {}),
    }),
  };
  if (scored.jobMatch) result.jobMatch = scored.jobMatch;
  return { score: result.score, parsed, result, analysis: renderAnalysis(parsed, result, locale) };
}

export { parseCv } from './parse.ts';
export { readingReport, doubtedParts } from './confidence.ts';
export {
  renderReading,
  readingPartName,
  type RenderedReading,
  type RenderedDoubt,
} from './reading-labels.ts';
export { scoreCv, SUB_SCORE_MAX, type ScoreOptions, type ScoreResult } from '../score/score.ts';
export { renderFinding, subScoreLabel, sectionName, FINDING_CODES } from '../score/findings.ts';
export { generateSummary, type SummaryOptions } from '../revise/summary.ts';
export { improveBullet, normaliseDate } from '../revise/bullets.ts';
export { matchJob, extractJobKeywords, industrySkills } from '../score/job-match.ts';
export {
  degradeVariants,
  DEGRADATIONS,
  type DegradedVariant,
  type DegradeOptions,
} from '../revise/degrade.ts';
export {
  renderRevisionReport,
  revisionReport,
  reverseChronological,
  type RevisionReport,
} from '../revise/revision-report.ts';
