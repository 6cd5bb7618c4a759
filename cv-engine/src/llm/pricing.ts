/**
 * List prices in USD per 1M tokens, for the log line's cost estimate only. Approximate and
 * dated: update when the provider changes them. An unknown model gives a null estimate.
 */
export const PRICES_PER_MILLION: Readonly<Record<string, { input: number; output: number }>> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-4.1': { input: 2, output: 8 },
  'gpt-4.1-mini': { input: 0.4, output: 1.6 },
  'gpt-4.1-nano': { input: 0.1, output: 0.4 },
  'gpt-5': { input: 1.25, output: 10 },
  'gpt-5-mini': { input: 0.25, output: 2 },
  'gpt-5-nano': { input: 0.05, output: 0.4 },
};

/** Cost in USD (6 decimals) or null; a dated snapshot ("gpt-4o-mini-2024-07-18") prices as its base model. */
export function estimateCostUsd(
  model: string,
  promptTokens: number | null,
  completionTokens: number | null,
): number | null {
  if (promptTokens === null || completionTokens === null) return null;
  const price =
    PRICES_PER_MILLION[model] ?? PRICES_PER_MILLION[model.replace(/-\d{4}-\d{2}-\d{2}$/u, '')];
  if (!price) return null;
  const usd = (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
  return Math.round(usd * 1e6) / 1e6;
}
