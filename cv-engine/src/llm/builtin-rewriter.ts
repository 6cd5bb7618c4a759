import type { RewriteInput, RewriteResult, Rewriter } from './types.ts';

/** The text as the built-in analyser produced it: returned unchanged (copied). */
export function builtinRewrite(input: RewriteInput): RewriteResult {
  return {
    summary: input.summary,
    experience: input.experience.map((e) => ({ ...e, bullets: [...e.bullets] })),
    provider: 'builtin',
  };
}

export const builtinRewriter: Rewriter = {
  name: 'builtin',
  rewrite: (input) => Promise.resolve(builtinRewrite(input)),
};
