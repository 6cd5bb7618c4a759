import path from 'node:path';
import { z } from 'zod';

/** Storage configuration shared by every service. Parsed once, passed down as a value. */
export const storageEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL harus berupa URL postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  KARIER_SECRET: z.string().min(16, 'KARIER_SECRET minimal 16 karakter').optional(),
});

export interface StorageConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  secret: string | undefined;
}

/** Parses the environment; an empty variable (`DATABASE_URL=`) counts as unset. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.infer<S> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Konfigurasi lingkungan tidak valid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function loadStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const e = parseEnv(storageEnvSchema, env);
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    secret: e.KARIER_SECRET,
  };
}
