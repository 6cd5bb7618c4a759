import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TOPIC } from './bus/wire.ts';

/** Storage configuration shared by every service. Parsed once, passed down as a value. */
export const storageEnvSchema = z.object({
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL harus berupa URL postgres://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  KARIER_SECRET: z.string().min(16, 'KARIER_SECRET minimal 16 karakter').optional(),
});

/** Where uploaded and generated files live (issue 29): see `FileStore`. */
export const fileStoreEnvSchema = z.object({
  FILE_STORE: z
    .enum(['disk', 'postgres', 's3'], { message: 'FILE_STORE harus disk, postgres atau s3' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET bukan nama bucket yang valid')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/, 'S3_ENDPOINT harus berupa URL http(s)://')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, 'S3_REGION tidak valid')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(256).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(256).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^((?!\.{1,2}\/)[A-Za-z0-9._-]+\/)*$/, 'S3_PREFIX harus berupa folder, mis. karier/')
    .max(200)
    .default(''),
  KAFKA_BROKERS: z.string().optional(),
});

export type FileStoreConfig =
  | { kind: 'disk' }
  | { kind: 'postgres' }
  | {
      kind: 's3';
      s3: {
        bucket: string;
        endpoint?: string;
        region: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
        prefix: string;
      };
    };

/**
 * The file store: `FILE_STORE` when set; else S3 when `S3_BUCKET` is set, PostgreSQL in the
 * distributed mode (`KAFKA_BROKERS`), the data dir's disk otherwise.
 */
export function loadFileStoreConfig(env: NodeJS.ProcessEnv = process.env): FileStoreConfig {
  const e = parseEnv(fileStoreEnvSchema, env);
  const kind = e.FILE_STORE ?? (e.S3_BUCKET ? 's3' : e.KAFKA_BROKERS ? 'postgres' : 'disk');
  if (kind !== 's3') return { kind };
  if (!e.S3_BUCKET) {
    throw new Error(
      'Konfigurasi lingkungan tidak valid:\n  - S3_BUCKET: wajib untuk FILE_STORE=s3',
    );
  }
  if (!!e.S3_ACCESS_KEY_ID !== !!e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Konfigurasi lingkungan tidak valid:\n  - S3_ACCESS_KEY_ID dan S3_SECRET_ACCESS_KEY harus diisi berdua',
    );
  }
  return {
    kind,
    s3: {
      bucket: e.S3_BUCKET,
      ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
      region: e.S3_REGION,
      ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
      ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
      // An S3-compatible server is addressed by path (bucket names as subdomains need DNS).
      forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : !!e.S3_ENDPOINT,
      prefix: e.S3_PREFIX,
    },
  };
}

export interface StorageConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  secret: string | undefined;
  /** Where files live; default: the data dir's disk. */
  files?: FileStoreConfig;
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
    files: loadFileStoreConfig(env),
  };
}

/** The message bus of the distributed mode (issue 9): Kafka when `KAFKA_BROKERS` is set. */
export const busEnvSchema = z.object({
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^,\s]+:\d+(,[^,\s]+:\d+)*$/, 'KAFKA_BROKERS harus berupa host:port[,host:port…]')
    .optional(),
  KAFKA_TOPIC: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,200}$/, 'KAFKA_TOPIC tidak valid')
    .optional(),
  KAFKA_TOPIC_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
  KAFKA_CLIENT_ID: z.string().min(1).max(100).default('karier'),
  KAFKA_FETCH_MAX_WAIT_MS: z.coerce.number().int().min(1).max(10_000).default(100),
});

export interface BusConfig {
  brokers: string[];
  topic: string;
  /** Partitions of the topic when Karier creates it (an existing topic keeps its own). */
  partitions: number;
  clientId: string;
  /** Longest a consumer's fetch waits at the broker for new records (ms). */
  fetchMaxWaitMs: number;
}

/** The bus configuration, or null in standalone mode (no `KAFKA_BROKERS`). */
export function loadBusConfig(env: NodeJS.ProcessEnv = process.env): BusConfig | null {
  const e = parseEnv(busEnvSchema, env);
  if (!e.KAFKA_BROKERS) return null;
  return {
    brokers: e.KAFKA_BROKERS.split(','),
    topic: e.KAFKA_TOPIC ?? DEFAULT_TOPIC,
    partitions: e.KAFKA_TOPIC_PARTITIONS,
    clientId: e.KAFKA_CLIENT_ID,
    fetchMaxWaitMs: e.KAFKA_FETCH_MAX_WAIT_MS,
  };
}
