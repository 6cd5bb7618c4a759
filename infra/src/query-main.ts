// `npm run start:query`: the query API as its own process (distributed mode), also serving the
// web build's pages. Read-your-writes across processes: it waits on the projections' progress
// in the database (per partition on the bus), bounded by READ_CONSISTENCY_TIMEOUT_MS.
import { loadCommandConfig } from '@karier/command-api';
import { loadBusConfig, openStorage } from '@karier/store';
import {
  activityLabels,
  BusProgress,
  PolledProgress,
  projections,
  projectionStatus,
} from '@karier/projector';
import { createHotReads, createQueryRouter, type QueryDeps } from '@karier/query-api';
import { loadServerConfig } from './config.ts';
import { tokenService } from './parts.ts';
import { serveService, splitProcessStorage } from './service.ts';
import { securityHeaders, webStatic } from './web-static.ts';

const server = loadServerConfig({ ...process.env, PORT: process.env.PORT ?? '5002' });
const storage = await openStorage(splitProcessStorage('start:query'));
// Other processes' erasures, role changes, bans and new passwords drop this one's caches.
await storage.store.watchInvalidations();
const busConfig = loadBusConfig();
const progress = busConfig
  ? new BusProgress(storage.db.knex, busConfig.topic)
  : new PolledProgress(storage.db.knex);
const command = loadCommandConfig();
const queryDeps: QueryDeps = {
  store: storage.store,
  tokens: tokenService(storage, command),
  paymentGateway: command.payments.midtrans ? 'midtrans' : 'simulated',
  progress,
  projections,
  projectionStatus: () => projectionStatus(storage.store, projections, busConfig?.topic),
  activityLabels,
  consistencyTimeoutMs: server.consistencyTimeoutMs,
  ...(busConfig ? { busTopic: busConfig.topic } : {}),
};
const queries = createQueryRouter(queryDeps);
const http = await serveService({
  name: 'query',
  port: server.port,
  host: server.host,
  trustProxy: server.trustProxy,
  storage,
  mount(app) {
    app.use(securityHeaders({ appUrl: command.appUrl }));
    app.use(queries.routes()).use(queries.allowedMethods());
    // The web build's pages, with each public page's meta (the gateway sends page requests here).
    app.use(webStatic(server.webDist, { appUrl: command.appUrl }));
  },
  hot: {
    reads: createHotReads(queryDeps),
    appUrl: command.appUrl,
  },
  close: () => storage.close(),
});
console.log(`[query] on ${http.url} — ${storage.db.location}`);
