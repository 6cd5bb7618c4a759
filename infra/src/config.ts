import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '@karier/store';
import { z } from 'zod';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  WEB_DIST: z.string().default(path.join(root, 'web', 'dist')),
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
  READ_CONSISTENCY_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
});

export interface ServerConfig {
  port: number;
  host: string;
  webDist: string;
  trustProxy: boolean;
  consistencyTimeoutMs: number;
}

export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const e = parseEnv(envSchema, env);
  return {
    port: e.PORT,
    host: e.HOST,
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    consistencyTimeoutMs: e.READ_CONSISTENCY_TIMEOUT_MS,
  };
}

export const repoRoot = root;
