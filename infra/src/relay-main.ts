// `npm run start:relay`: the outbox relay alone (the command process runs one too unless
// RELAY=0; only the one holding the leader lock publishes).
import { loadBusConfig, openStorage } from '@karier/store';
import { loadServerConfig } from './config.ts';
import { openBus, startRelay } from './parts.ts';
import { serveService, splitProcessStorage } from './service.ts';

const log = (m: string) => console.log(m);
const busConfig = loadBusConfig();
if (!busConfig) throw new Error('start:relay membutuhkan KAFKA_BROKERS');
const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5004' });
const storage = await openStorage(splitProcessStorage('start:relay'), { poolMax: 3 });
const bus = await openBus(busConfig, log);
const relay = await startRelay(storage, bus, log);
// PHASES_LOG_MS: where the publish time goes, logged while publishing (bench:kafka reads it).
relay.phases.logEvery(Number(process.env.PHASES_LOG_MS ?? 0), (m) => log(`[relay] ${m}`));
const http = await serveService({
  name: 'relay',
  port: server.port,
  host: server.host,
  trustProxy: false,
  storage,
  check: async () => ({ relay: await relay.status() }),
  async close() {
    await relay.stop();
    await bus.close();
    await storage.close();
  },
});
log(`[relay] probes on ${http.url}/api/ready`);
