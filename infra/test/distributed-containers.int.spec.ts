import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { PostgreSqlContainer, type StartedPostgreSqlContainer } from '@testcontainers/postgresql';
import { loadCommandConfig } from '@karier/command-api';
import { getContainerRuntimeClient } from 'testcontainers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startStandalone, type Standalone } from '../src/index.ts';
import { client, uniqueEmail } from '../../test-support/http-client.ts';

/** A Docker engine, or why these tests are skipped. */
async function probeDocker(): Promise<string | false> {
  try {
    await getContainerRuntimeClient();
    return false;
  } catch (err) {
    const reason = `no Docker engine (${err instanceof Error ? err.message.split('\n')[0] : String(err)}); the same scenarios run on the local PostgreSQL and the Kafka test broker in distributed.int.spec.ts`;
    console.warn(`[skip] testcontainers: ${reason}`);
    return reason;
  }
}

const skip = await probeDocker();

/**
 * Where a Docker engine exists: real PostgreSQL and real Kafka (KRaft) in containers, and the
 * whole pipeline — register → the event on the topic → the read model through the query API.
 */
describe.skipIf(skip)(
  'distributed mode on testcontainers (PostgreSQL, Kafka in KRaft mode)',
  () => {
    let postgres: StartedPostgreSqlContainer;
    let kafka: StartedKafkaContainer;
    let app: Standalone;
    let dataDir: string;

    beforeAll(async () => {
      [postgres, kafka] = await Promise.all([
        new PostgreSqlContainer('postgres:16-alpine').start(),
        new KafkaContainer('confluentinc/cp-kafka:7.7.1').withKraft().start(),
      ]);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-tc-'));
      app = await startStandalone({
        storage: {
          databaseUrl: postgres.getConnectionUri(),
          dataDir,
          secret: 'testcontainers-secret-0123456789',
        },
        server: {
          port: 0,
          host: '127.0.0.1',
          webDist: path.join(repoRoot, 'web', 'dist'),
          trustProxy: false,
          consistencyTimeoutMs: 10_000,
        },
        command: loadCommandConfig({ DATA_DIR: dataDir }),
        bus: {
          brokers: [`${kafka.getHost()}:${kafka.getMappedPort(9093)}`],
          topic: 'karier.events',
          partitions: 3,
          clientId: 'karier-tc',
          fetchMaxWaitMs: 100,
        },
        log: () => undefined,
      });
    }, 300_000);
    afterAll(async () => {
      await app?.close();
      await kafka?.stop();
      await postgres?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('register → Kafka → read model, read-your-writes', async () => {
      const api = client(app.url.replace('localhost', '127.0.0.1'));
      const email = uniqueEmail('tc');
      const reg = await api.register('Fajar Nugroho', email, 'rahasia-123');
      expect(reg.status).toBe(201);
      const me = await api.me(reg.body.token, reg.body.position);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ email });
      expect(app.relay?.count).toBeGreaterThan(0);
    });
  },
);
