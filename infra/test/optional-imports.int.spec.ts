import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

/**
 * Issue 29: the optional integrations (Redis, Kafka, OpenAI, Google sign-in, SMTP, the S3 file
 * store) cost memory
 * and start-up time in every process, so they are imported only when configured. This loads
 * the standalone server's whole module graph in a fresh process, records every module a resolve
 * hook sees, and checks that none of those packages is among them.
 */
const OPTIONAL = [
  'ioredis',
  'kafkajs',
  'openai',
  'openid-client',
  'nodemailer',
  '@aws-sdk/client-s3',
];

describe('optional integrations are imported only when configured', () => {
  it('the standalone server loads none of them by default', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-imports-'));
    const log = path.join(dir, 'resolved.txt');
    const hooks = path.join(dir, 'hooks.mjs');
    fs.writeFileSync(
      hooks,
      `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(log)}, r.url + '\\n');
  return r;
}`,
    );
    const script = `
      import { register } from 'node:module';
      register(${JSON.stringify(new URL(`file://${hooks}`).href)});
      const tsx = await import('tsx/esm/api');
      tsx.register();
      await import(${JSON.stringify(path.join(repoRoot, 'infra/src/standalone.ts'))});
      await import(${JSON.stringify(path.join(repoRoot, 'infra/src/parts.ts'))});
      console.log('loaded');
    `;
    try {
      const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, NODE_OPTIONS: '' },
      });
      expect(r.stdout.trim(), r.stderr).toBe('loaded');
      const urls = fs.readFileSync(log, 'utf8').split('\n');
      // The probe sees the server's own packages (so it would see these too).
      expect(urls.some((u) => u.includes('/node_modules/koa/'))).toBe(true);
      const loaded = OPTIONAL.filter((pkg) =>
        urls.some((u) => u.includes(`/node_modules/${pkg}/`)),
      );
      expect(loaded).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
