// `npm run start:command`: the command API as its own process (distributed mode), with the
// outbox relay when KAFKA_BROKERS is set (one relay publishes at a time, the others stand by).
import { loadCommandConfig } from '@karier/command-api';
import { loadBusConfig, openStorage } from '@karier/events';
import { projections } from '@karier/projector';
import { loadServerConfig } from './config.ts';
import { commandSide, listen, openBus, probes, startRelay, tokenService } from './parts.ts';
import { runUntilSignal, splitProcessStorage } from './service.ts';

const log = (m: string) => console.log(m);
const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5001' });
const storage = await openStorage(splitProcessStorage('start:command'));
const command = loadCommandConfig();
const busConfig = loadBusConfig();
const bus = busConfig ? await openBus(busConfig, log) : null;
const relay = bus && process.env.RELAY !== '0' ? await startRelay(storage, bus, log) : null;
const commands = await commandSide({
  storage,
  tokens: tokenService(storage, command),
  command,
  projections,
  log,
});
let draining = false;
const http = await listen({
  port: server.port,
  host: server.host,
  trustProxy: server.trustProxy,
  mount(app) {
    app.use(
      probes({
        service: 'command',
        storage,
        isDraining: () => draining,
        check: async () => (relay ? { relay: await relay.status() } : {}),
      }),
    );
    app.use(commands.router.routes()).use(commands.router.allowedMethods());
  },
});
log(`[command] on ${http.url} — ${storage.db.location}${relay ? `, relay → ${bus!.topic}` : ''}`);
runUntilSignal({
  name: 'command',
  drain: () => (draining = true),
  async close() {
    await http.close();
    await commands.close();
    await relay?.stop();
    await bus?.close();
    await storage.close();
  },
});
