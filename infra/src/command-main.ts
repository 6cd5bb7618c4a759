// `npm run start:command`: the command API as its own process (distributed mode), with the
// outbox relay when KAFKA_BROKERS is set (one relay publishes at a time, the others stand by).
import { loadCommandConfig } from '@karier/command-api';
import { loadBusConfig, openStorage } from '@karier/store';
import { projections } from '@karier/projector';
import { loadServerConfig } from './config.ts';
import { commandSide, openBus, startRelay, tokenService } from './parts.ts';
import { serveService, splitProcessStorage } from './service.ts';
import { securityHeaders } from './web-static.ts';

const log = (m: string) => console.log(m);
const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5001' });
const storage = await openStorage(splitProcessStorage('start:command'));
// Other processes' erasures, role changes, bans and new passwords drop this one's caches.
await storage.store.watchInvalidations();
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
const http = await serveService({
  name: 'command',
  port: server.port,
  host: server.host,
  trustProxy: server.trustProxy,
  storage,
  check: async () => (relay ? { relay: await relay.status() } : {}),
  mount(app) {
    app.use(securityHeaders({ appUrl: command.appUrl }));
    app.use(commands.router.routes()).use(commands.router.allowedMethods());
  },
  async close() {
    await commands.close();
    await relay?.stop();
    await bus?.close();
    await storage.close();
  },
});
log(`[command] on ${http.url} — ${storage.db.location}${relay ? `, relay → ${bus!.topic}` : ''}`);
