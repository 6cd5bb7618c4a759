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
