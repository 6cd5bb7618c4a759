import type { Server } from 'node:http';
import { loadCommandConfig, type CommandConfig } from '@karier/command-api';
import {
  loadBusConfig,
  openStorage,
  type BusConfig,
  type OutboxRelay,
  type Storage,
  type StorageConfig,
} from '@karier/store';
import type { KafkaEventBus } from '@karier/store/kafka-bus';
import {
  activityLabels,
  BusProjector,
  projections as defaultProjections,
  projectionStatus,
  ProjectionRunner,
  type Projection,
  type ProjectionProgress,
} from '@karier/projector';
import { createHotReads, createQueryRouter, type QueryDeps } from '@karier/query-api';
import type Router from '@koa/router';
import type Koa from 'koa';
import type { ServerConfig } from './config.ts';
import { commandSide, listen, openBus, startRelay, tokenService } from './parts.ts';
import { probes } from './probes.ts';
import { securityHeaders, webStatic } from './web-static.ts';

export interface StandaloneOptions {
  storage: StorageConfig;
  server: ServerConfig;
  command?: CommandConfig;
  projections?: readonly Projection[];
  /** Route events through Kafka (relay + bus projector in this process); default from env. */
  bus?: BusConfig | null;
  log?: (msg: string) => void;
}

export interface Standalone {
  app: Koa;
  server: Server;
  url: string;
  storage: Storage;
  /** The projector of this process: the runner, or the bus projector with Kafka. */
  runner: ProjectionProgress;
  relay: OutboxRelay | null;
  close(): Promise<void>;
}

type RouterContext = Parameters<ReturnType<Router['routes']>>[0] &
  Parameters<ReturnType<Router['allowedMethods']>>[0];

/**
 * Both routers, reads first: a GET or HEAD goes to the query router, then the command router;
 * any other method to the command router, then the query router. The query router serves GET
 * and HEAD only and no method and path has a route in both, so each request reaches the same
 * handler as with the command router always first, and 404, 405 (its Allow list) and 501 do
 * not change; a read (GET /api/auth/me: ~20 µs of CPU of ~200) no longer pays the command
 * router's match over every route first.
 */
function readsFirst(commands: Router, queries: Router) {
  const writeRoutes = commands.routes();
  const writeMethods = commands.allowedMethods();
  const readRoutes = queries.routes();
  const readMethods = queries.allowedMethods();
  return (ctx: RouterContext, next: Koa.Next) =>
    ctx.method === 'GET' || ctx.method === 'HEAD'
      ? readRoutes(ctx, () =>
          readMethods(ctx, () => writeRoutes(ctx, () => writeMethods(ctx, next))),
        )
      : writeRoutes(ctx, () =>
          writeMethods(ctx, () => readRoutes(ctx, () => readMethods(ctx, next))),
        );
}

/**
 * One process: web app, command and query APIs under /api, and the projector in-process. With
 * `KAFKA_BROKERS` the events go the distributed way inside it (relay → topic → consumer
 * groups), the same code the separate processes run.
 */
export async function startStandalone(opts: StandaloneOptions): Promise<Standalone> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const storage = await openStorage(opts.storage, { serveSocket: true, log });
  const command = opts.command ?? loadCommandConfig();
  const tokens = tokenService(storage, command);
  const projections = opts.projections ?? defaultProjections;
  const busConfig = opts.bus === undefined ? loadBusConfig() : opts.bus;

  let bus: KafkaEventBus | null = null;
  let relay: OutboxRelay | null = null;
  let projector: ProjectionRunner | BusProjector;
  if (busConfig) {
    bus = await openBus(busConfig, log);
    relay = await startRelay(storage, bus, log);
    projector = new BusProjector(storage.store, bus, projections, {
      log: (m) => log(`[projector] ${m}`),
    });
  } else {
    projector = new ProjectionRunner(storage.store, projections, {
      log: (m) => log(`[projector] ${m}`),
    });
  }
  await projector.start();

  const commands = await commandSide({ storage, tokens, command, projections, log });
  const queryDeps: QueryDeps = {
    store: storage.store,
    tokens,
    progress: projector,
    projections,
    projectionStatus: () => projectionStatus(storage.store, projections, busConfig?.topic),
    activityLabels,
    consistencyTimeoutMs: opts.server.consistencyTimeoutMs,
    paymentGateway: command.payments.midtrans ? 'midtrans' : 'simulated',
    ...(busConfig ? { busTopic: busConfig.topic } : {}),
  };
  const queries = createQueryRouter(queryDeps);
  let draining = false;
  // The site's address; without APP_URL, this server's own once it listens (PORT=0 in tests).
  let siteUrl = command.appUrl;
  const http = await listen({
    port: opts.server.port,
    host: opts.server.host,
    trustProxy: opts.server.trustProxy,
    mount(app) {
      app.use(probes({ service: 'standalone', storage, isDraining: () => draining }));
      app.use(securityHeaders({ appUrl: () => siteUrl }));
      app.use(readsFirst(commands.router, queries));
      app.use(webStatic(opts.server.webDist, { appUrl: () => siteUrl }));
    },
    hot: {
      reads: createHotReads(queryDeps),
      appUrl: () => siteUrl,
    },
  });

  if (command.appUrlDefault) {
    siteUrl = http.url;
    // Links in mails (reset password, email change) use the port this server really got.
    command.appUrl = http.url;
  }

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      await http.close();
      await commands.close();
      await projector.stop();
      await relay?.stop();
      await bus?.close();
      await storage.close();
    })());
  return {
    app: http.app,
    server: http.server,
    url: http.url,
    storage,
    runner: projector,
    relay,
    close,
  };
}
