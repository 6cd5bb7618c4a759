import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBusConfig, loadFileStoreConfig, loadStorageConfig } from './config.ts';

describe('storage configuration', () => {
  it('defaults to embedded storage in ./data', () => {
    expect(loadStorageConfig({})).toEqual({
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      secret: undefined,
      files: { kind: 'disk' },
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

describe('file store configuration', () => {
  it('is the disk by default, PostgreSQL in the distributed mode, S3 once a bucket is named', () => {
    expect(loadFileStoreConfig({})).toEqual({ kind: 'disk' });
    expect(loadFileStoreConfig({ KAFKA_BROKERS: 'kafka:9092' })).toEqual({ kind: 'postgres' });
    expect(loadFileStoreConfig({ KAFKA_BROKERS: 'kafka:9092', FILE_STORE: 'disk' })).toEqual({
      kind: 'disk',
    });
    expect(
      loadFileStoreConfig({
        S3_BUCKET: 'karier-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_PREFIX: 'prod/',
      }),
    ).toEqual({
      kind: 's3',
      s3: {
        bucket: 'karier-files',
        endpoint: 'http://minio:9000',
        region: 'us-east-1',
        accessKeyId: 'k',
        secretAccessKey: 's',
        forcePathStyle: true,
        prefix: 'prod/',
      },
    });
    // AWS itself: virtual-host addressing, the SDK's own credentials.
    expect(loadFileStoreConfig({ S3_BUCKET: 'karier-files', S3_REGION: 'ap-southeast-3' })).toEqual(
      {
        kind: 's3',
        s3: { bucket: 'karier-files', region: 'ap-southeast-3', forcePathStyle: false, prefix: '' },
      },
    );
  });

  it('refuses what cannot work, in our words', () => {
    expect(() => loadFileStoreConfig({ FILE_STORE: 'ftp' })).toThrow(
      /FILE_STORE harus disk, postgres atau s3/,
    );
    expect(() => loadFileStoreConfig({ FILE_STORE: 's3' })).toThrow(
      /S3_BUCKET: wajib untuk FILE_STORE=s3/,
    );
    expect(() => loadFileStoreConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadFileStoreConfig({ S3_BUCKET: 'bucket', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /harus diisi berdua/,
    );
    expect(() => loadFileStoreConfig({ S3_BUCKET: 'bucket', S3_PREFIX: '../x' })).toThrow(
      /S3_PREFIX/,
    );
    expect(() => loadFileStoreConfig({ S3_BUCKET: 'bucket', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT harus berupa URL/,
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
