export { createRewriter } from './create-rewriter.ts';
export { builtinRewriter, builtinRewrite } from './builtin-rewriter.ts';
export {
  llmConfigFromEnv,
  DEFAULT_MAX_RETRIES,
  DEFAULT_MODEL,
  DEFAULT_TIMEOUT_MS,
  type LlmConfig,
} from './config.ts';
export { extractNumbers, introducedNumbers, droppedNumbers, type NumberToken } from './numbers.ts';
export { estimateCostUsd, PRICES_PER_MILLION } from './pricing.ts';
export type {
  RewriteInput,
  RewriteLogEntry,
  RewriteLogger,
  RewriteResult,
  Rewriter,
  RewriterConfig,
  RewriterName,
} from './types.ts';
