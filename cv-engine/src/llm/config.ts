import { z } from 'zod';
import type { RewriterConfig } from './types.ts';

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_RETRIES = 1;

const llmEnvSchema = z.object({
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url('OPENAI_BASE_URL harus berupa URL').optional(),
  OPENAI_MODEL: z.string().min(1).default(DEFAULT_MODEL),
  OPENAI_TIMEOUT_MS: z.coerce
    .number()
    .int('OPENAI_TIMEOUT_MS harus bilangan bulat')
    .positive('OPENAI_TIMEOUT_MS harus lebih dari 0')
    .default(DEFAULT_TIMEOUT_MS),
});

export type LlmConfig = Required<Pick<RewriterConfig, 'model' | 'timeoutMs'>> &
  Pick<RewriterConfig, 'apiKey' | 'baseURL'>;

/**
 * Reads the model settings from the environment; an empty variable counts as unset, so
 * `OPENAI_API_KEY=` keeps the built-in rewriter. Throws a readable list on invalid values.
 */
export function llmConfigFromEnv(env: NodeJS.ProcessEnv = process.env): LlmConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = llmEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    apiKey: e.OPENAI_API_KEY,
    baseURL: e.OPENAI_BASE_URL,
    model: e.OPENAI_MODEL,
    timeoutMs: e.OPENAI_TIMEOUT_MS,
  };
}
