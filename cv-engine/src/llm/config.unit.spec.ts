import { describe, expect, it } from 'vitest';
import { llmConfigFromEnv } from './config.ts';

describe('llmConfigFromEnv', () => {
  it('should default the model and the timeout and leave the key unset', () => {
    expect(llmConfigFromEnv({})).toEqual({
      apiKey: undefined,
      baseURL: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    });
  });

  it('should read every variable', () => {
    expect(
      llmConfigFromEnv({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: 'http://127.0.0.1:8080/v1',
        OPENAI_MODEL: 'gpt-4.1-mini',
        OPENAI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      apiKey: 'sk-test',
      baseURL: 'http://127.0.0.1:8080/v1',
      model: 'gpt-4.1-mini',
      timeoutMs: 5000,
    });
  });

  it('should count empty variables as unset', () => {
    expect(
      llmConfigFromEnv({ OPENAI_API_KEY: '', OPENAI_MODEL: '', OPENAI_TIMEOUT_MS: '' }),
    ).toMatchObject({ apiKey: undefined, model: 'gpt-4o-mini', timeoutMs: 20_000 });
  });

  it('should list invalid values', () => {
    expect(() =>
      llmConfigFromEnv({ OPENAI_BASE_URL: 'not a url', OPENAI_TIMEOUT_MS: 'soon' }),
    ).toThrow(/OPENAI_BASE_URL[\s\S]*OPENAI_TIMEOUT_MS/);
  });
});
