import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBusConfig, loadStorageConfig } from './config.ts';

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

describe('bus configuration', () => {
  it('is off without KAFKA_BROKERS, and has defaults with it', () => {
    expect(loadBusConfig({})).toBeNull();
    expect(loadBusConfig({ KAFKA_BROKERS: 'a:9092,b:9092' })).toEqual({
      brokers: ['a:9092', 'b:9092'],
      topic: 'karier.events',
      partitions: 6,
      clientId: 'karier',
      fetchMaxWaitMs: 100,
    });
  });

  it('takes the fetch wait from KAFKA_FETCH_MAX_WAIT_MS and refuses a nonsensical one', () => {
    const env = { KAFKA_BROKERS: 'a:9092' };
    expect(loadBusConfig({ ...env, KAFKA_FETCH_MAX_WAIT_MS: '20' })?.fetchMaxWaitMs).toBe(20);
    expect(() => loadBusConfig({ ...env, KAFKA_FETCH_MAX_WAIT_MS: '0' })).toThrow(
      /KAFKA_FETCH_MAX_WAIT_MS/,
    );
  });
});
