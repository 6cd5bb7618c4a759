import { describe, expect, it } from 'vitest';
import { loadCommandConfig } from './config.ts';

const KEYS = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-x', MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x' };

/** Which payment gateway runs (issue 15 §4: the default must not give paid products away). */
describe('PAYMENT_GATEWAY', () => {
  it('REDIS_URL: unset or empty is none, a redis:// URL is kept, anything else is refused', () => {
    expect(loadCommandConfig({}).redisUrl).toBeNull();
    expect(loadCommandConfig({ REDIS_URL: '' }).redisUrl).toBeNull();
    expect(loadCommandConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadCommandConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL harus berupa URL redis:\/\/ atau rediss:\/\//,
    );
  });

  it('a development machine without settings gets the simulated gateway', () => {
    expect(loadCommandConfig({}).payments.midtrans).toBeNull();
    expect(loadCommandConfig({ NODE_ENV: 'development' }).payments.midtrans).toBeNull();
  });

  it('production refuses the simulated gateway, set or implied, with a readable error', () => {
    expect(() => loadCommandConfig({ NODE_ENV: 'production' })).toThrow(
      /Konfigurasi lingkungan tidak valid:\n {2}- PAYMENT_GATEWAY: PAYMENT_GATEWAY wajib diisi saat NODE_ENV=production/,
    );
    expect(() =>
      loadCommandConfig({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'simulated', ...KEYS }),
    ).toThrow(/PAYMENT_GATEWAY=simulated tidak diizinkan saat NODE_ENV=production/);
    // Keys alone do not choose for production either: the choice must be explicit.
    expect(() => loadCommandConfig({ NODE_ENV: 'production', ...KEYS })).toThrow(
      /PAYMENT_GATEWAY wajib diisi/,
    );
  });

  it('production with PAYMENT_GATEWAY=midtrans and both keys runs Midtrans (production hosts)', () => {
    const c = loadCommandConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'midtrans',
      MIDTRANS_PRODUCTION: '1',
      ...KEYS,
    });
    expect(c.payments.midtrans).toMatchObject({
      serverKey: KEYS.MIDTRANS_SERVER_KEY,
      apiUrl: 'https://app.midtrans.com',
      coreApiUrl: 'https://api.midtrans.com',
    });
  });

  it('midtrans without its keys, or an unknown gateway, is a config error', () => {
    expect(() => loadCommandConfig({ PAYMENT_GATEWAY: 'midtrans' })).toThrow(
      /PAYMENT_GATEWAY=midtrans memerlukan MIDTRANS_SERVER_KEY dan MIDTRANS_CLIENT_KEY/,
    );
    expect(() => loadCommandConfig({ PAYMENT_GATEWAY: 'free' })).toThrow(
      /PAYMENT_GATEWAY harus simulated atau midtrans/,
    );
  });

  it('an explicit simulated wins over keys; keys alone still mean Midtrans in development', () => {
    expect(
      loadCommandConfig({ PAYMENT_GATEWAY: 'simulated', ...KEYS }).payments.midtrans,
    ).toBeNull();
    expect(loadCommandConfig(KEYS).payments.midtrans).toMatchObject({
      apiUrl: 'https://app.sandbox.midtrans.com',
      coreApiUrl: 'https://api.sandbox.midtrans.com',
    });
  });
});

describe('APP_URL', () => {
  it('defaults to this server on localhost at PORT, and an explicit one wins', () => {
    expect(loadCommandConfig({ PORT: '5104' })).toMatchObject({
      appUrl: 'http://localhost:5104',
      appUrlDefault: true,
    });
    expect(loadCommandConfig({}).appUrl).toBe('http://localhost:5000');
    expect(loadCommandConfig({ PORT: '5104', APP_URL: 'https://karier.example/' })).toMatchObject({
      appUrl: 'https://karier.example',
      appUrlDefault: false,
    });
  });
});

describe('CV_WARM_WORKERS', () => {
  it('leaves the warm count to the CV engine by default; 0 starts none until an upload; no negative count', () => {
    expect(loadCommandConfig({}).cv.warmWorkers).toBeUndefined();
    expect(loadCommandConfig({ CV_WARM_WORKERS: '0' }).cv.warmWorkers).toBe(0);
    expect(() => loadCommandConfig({ CV_WARM_WORKERS: '-1' })).toThrow(/CV_WARM_WORKERS/);
  });
});
