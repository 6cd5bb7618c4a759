import { builtinRewriter } from './builtin-rewriter.ts';
import type { Rewriter, RewriterConfig } from './types.ts';

/**
 * The model-backed rewriter when an API key is configured, else the built-in one. The OpenAI
 * SDK is loaded with the first rewrite, so a process without a key never loads it.
 */
export function createRewriter(config: RewriterConfig = {}): Rewriter {
  const apiKey = config.apiKey?.trim();
  if (!apiKey) return builtinRewriter;
  let model: Promise<Rewriter> | null = null;
  return {
    name: 'openai',
    async rewrite(input) {
      model ??= import('./openai-rewriter.ts').then((m) =>
        m.createOpenAiRewriter({ ...config, apiKey }),
      );
      return (await model).rewrite(input);
    },
  };
}
