import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStorageConfig } from './config.ts';

describe('storage configuration', () => {
  it('defaults to embedded storage in ./data', () => {
    expect(loadStorageConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      secret: undefined,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadStorageConfig({ DATABASE_URL: '', KARIER_SECRET: '' }).databaseUrl).toBeUndefined();
  });

  it('fails fast with a readable list of what is wrong', () => {
    expect(() => loadStorageConfig({ DATABASE_URL: 'mysql://x', KARIER_SECRET: 'short' })).toThrow(
      /DATABASE_URL: DATABASE_URL harus berupa URL postgres:\/\/[\s\S]*KARIER_SECRET: KARIER_SECRET minimal 16 karakter/,
    );
  });
});
