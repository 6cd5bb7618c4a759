import { builtinRewriter } from './builtin-rewriter.ts';
import { createOpenAiRewriter } from './openai-rewriter.ts';
import type { Rewriter, RewriterConfig } from './types.ts';

/** The model-backed rewriter when an API key is configured, else the built-in one. */
export function createRewriter(config: RewriterConfig = {}): Rewriter {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) return builtinRewriter;
  return createOpenAiRewriter({ ...config, apiKey });
}
