import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FileStoreConfig } from '@karier/store';

type S3Config = Extract<FileStoreConfig, { kind: 's3' }>['s3'];

export interface TestS3 {
  /** Where it came from: `S3_TEST_URL`, or the s3rver package started here. */
  source: string;
  /** A configuration for the store: its own bucket, or its own prefix in the given one. */
  config: S3Config;
  stop(): Promise<void>;
}

export type S3Probe = { ok: true; start: () => Promise<TestS3> } | { ok: false; reason: string };

/**
 * An S3-compatible server for the S3 file store's tests:
 * - `S3_TEST_URL` (e.g. `http://KEY:SECRET@127.0.0.1:9000/bucket`): a real one, such as MinIO;
 *   the bucket must exist, each run writes under a prefix of its own;
 * - else the `s3rver` dev dependency (an S3 server in Node, files in a temp dir) on loopback.
 * Neither → skipped with the reason, or a failure under `KARIER_REQUIRE_S3=1`.
 */
export async function probeS3(): Promise<S3Probe> {
  const url = process.env.S3_TEST_URL;
  if (url) {
    const u = new URL(url);
    const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
    if (!bucket) return fail('S3_TEST_URL names no bucket (http://KEY:SECRET@host:port/bucket)');
    return {
      ok: true,
      start: async () => ({
        source: `S3_TEST_URL (${u.host})`,
        config: {
          bucket,
          endpoint: `${u.protocol}//${u.host}`,
          region: process.env.S3_TEST_REGION ?? 'us-east-1',
          ...(u.username
            ? {
                accessKeyId: decodeURIComponent(u.username),
                secretAccessKey: decodeURIComponent(u.password),
              }
            : {}),
          forcePathStyle: true,
          prefix: `karier-test-${randomBytes(6).toString('hex')}/`,
        },
        stop: async () => undefined,
      }),
    };
  }
  let S3rver: typeof import('s3rver').default;
  try {
    S3rver = (await import('s3rver')).default;
  } catch (err) {
    return fail(
      `no S3-compatible server: S3_TEST_URL is unset and s3rver does not load (${String(err)})`,
    );
  }
  return {
    ok: true,
    start: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-s3-'));
      const bucket = 'karier-test';
      const server = new S3rver({
        address: '127.0.0.1',
        port: 0,
        silent: true,
        directory: dir,
        configureBuckets: [{ name: bucket }],
      });
      const { address, port } = await server.run();
      return {
        source: 's3rver (loopback)',
        config: {
          bucket,
          endpoint: `http://${address}:${port}`,
          region: 'us-east-1',
          // s3rver's fixed credentials; it checks the signatures made with them.
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          prefix: '',
        },
        async stop() {
          await server.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
}

function fail(reason: string): S3Probe {
  if (process.env.KARIER_REQUIRE_S3 === '1') throw new Error(reason);
  console.warn(`[skip] S3 file store: ${reason}`);
  return { ok: false, reason };
}
