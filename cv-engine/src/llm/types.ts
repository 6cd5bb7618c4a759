import type { ExperienceEntry, Lang } from '../types.ts';

export type RewriterName = 'openai' | 'builtin';

/** What the rewriter may reword: the summary and the experience bullets, nothing else. */
export interface RewriteInput {
  language: Lang;
  summary: string;
  experience: ExperienceEntry[];
  /** Context only (the model may mention them); never rewritten. */
  skills: string[];
}

export interface RewriteResult {
  summary: string;
  /** Same entries, same order; only `bullets` may differ from the input. */
  experience: ExperienceEntry[];
  provider: RewriterName;
  /** Set when the model was asked but its answer was not used (a stable code, e.g. 'timeout'). */
  fallbackReason?: string;
}

export interface Rewriter {
  name: RewriterName;
  rewrite(input: RewriteInput): Promise<RewriteResult>;
}

/** One structured line per model call. */
export interface RewriteLogEntry {
  event: 'cv.rewrite';
  provider: 'openai';
  model: string;
  outcome: 'ok' | 'fallback';
  fallbackReason?: string;
  /** Human-readable detail of a fallback (error message, first schema issue …). */
  detail?: string;
  latencyMs: number;
  /** HTTP requests made, retries included. */
  attempts: number;
  promptTokens: number | null;
  completionTokens: number | null;
  /** Estimated from the price table; null when the model or the usage is unknown. */
  costUsd: number | null;
}

export type RewriteLogger = (entry: RewriteLogEntry) => void;

export interface RewriterConfig {
  apiKey?: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
  maxRetries?: number;
  logger?: RewriteLogger;
}
