import { createServer, type Server } from 'node:http';
import type Router from '@koa/router';
import {
  completePendingCvDeletions,
  completePendingErasures,
  createCommandRouter,
  createMailer,
  moveDiskFiles,
  openLimiterStore,
  PaymentService,
  sweepOrphanFiles,
  type CommandConfig,
} from '@karier/command-api';
import { createCvEngine, createRewriter, llmConfigFromEnv } from '@karier/cv-engine';
import { OutboxRelay, TokenService, type BusConfig, type Storage } from '@karier/store';
// kafkajs is loaded only in the distributed mode (KAFKA_BROKERS): see openBus.
import type { KafkaEventBus } from '@karier/store/kafka-bus';
import type { Projection } from '@karier/projector';
import Koa from 'koa';
import compress from 'koa-compress';
import { errorMiddleware, hotReads, requestIdMiddleware, type HotRead } from '@karier/http';
import { securityHeadersOf } from './web-static.ts';

export type Log = (msg: string) => void;

export function tokenService(storage: Storage, command: CommandConfig): TokenService {
  return new TokenService(command.jwtSecret ?? storage.secrets.jwtSecret, command.jwtTtlSeconds);
}

/**
 * Everything that changes state: the command router with the CV engine, payments and mail,
 * after finishing erasures and CV deletions a crash cut short and sweeping the files it left. `close` stops what it started.
 */
export async function commandSide(opts: {
  storage: Storage;
  tokens: TokenService;
  command: CommandConfig;
  projections: readonly Projection[];
  log: Log;
}): Promise<{ router: Router; close(): Promise<void> }> {
  const { storage, command, log } = opts;
  const cvEngine = createCvEngine({
    ...(command.cv.workers ? { workers: command.cv.workers } : {}),
    ...(command.cv.warmWorkers !== undefined ? { warmWorkers: command.cv.warmWorkers } : {}),
    timeoutMs: command.cv.timeoutMs,
    maxMemoryMb: command.cv.workerMemoryMb,
    ocr: command.cv.ocr,
    ocrTimeoutMs: command.cv.ocrTimeoutMs,
    rewriter: createRewriter({
      ...llmConfigFromEnv(process.env),
      logger: (e) => log(`[llm] ${JSON.stringify(e)}`),
    }),
  });
  const payments = new PaymentService(storage.store, command.payments, undefined, (m) =>
    log(`[payments] ${m}`),
  );
  await payments.resume().catch((err: unknown) => log(`[payments] resume failed: ${String(err)}`));
  const mailer = createMailer(command.mail);
  // Before the router: every guard takes its rate limits from this store.
  const limits = await openLimiterStore(storage.store, command.redisUrl);
  log(`[rate-limit] ${limits.store.kind}`);
  const router = createCommandRouter({
    store: storage.store,
    tokens: opts.tokens,
    config: command,
    cv: { engine: cvEngine, files: storage.files, uploadsPerMinute: command.cv.uploadsPerMinute },
    payments,
    files: storage.files,
    mailer,
    projections: opts.projections,
  });
  // Files left on the disk by a deployment that used it before a shared store: into the store.
  await moveDiskFiles({ dataDir: storage.config.dataDir, to: storage.files, log });
  // Erasures and CV deletions a crash cut short are finished before serving.
  await completePendingErasures({ store: storage.store, files: storage.files, mailer, log });
  await completePendingCvDeletions({ store: storage.store, files: storage.files });
  // Files a crash left behind: `.tmp` writes, originals and revisions no event refers to.
  await sweepOrphanFiles({ store: storage.store, files: storage.files, log }).catch(
    (err: unknown) => log(`[files] sweep failed: ${String(err)}`),
  );
  return {
    router,
    async close() {
      payments.close();
      await cvEngine.close();
      await limits.close();
    },
  };
}

/** The bus of the distributed mode, with its topic created where the cluster allows it. */
export async function openBus(config: BusConfig, log: Log): Promise<KafkaEventBus> {
  const { KafkaEventBus } = await import('@karier/store/kafka-bus');
  const bus = new KafkaEventBus({ ...config, log: (m) => log(`[kafka] ${m}`) });
  // The broker may come up after us: keep trying, the relay and consumers retry too.
  for (let attempt = 1; ; attempt++) {
    try {
      const n = await bus.ensureTopic();
      log(`[kafka] topic ${config.topic}: ${n} partitions`);
      return bus;
    } catch (err) {
      if (attempt >= 30) throw err;
      log(`[kafka] not reachable yet (${String(err)}), retrying`);
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

export async function startRelay(storage: Storage, bus: KafkaEventBus, log: Log) {
  const relay = new OutboxRelay(storage.store, bus, { log: (m) => log(`[relay] ${m}`) });
  await relay.start();
  return relay;
}

/**
 * A Koa app with the shared middleware, listening; `close` drains: stops accepting, lets
 * requests in flight finish (at most 10 s), then resolves.
 */
export async function listen(opts: {
  port: number;
  host: string;
  trustProxy: boolean;
  mount(app: Koa): void;
  /**
   * Reads answered in front of Koa, with the security headers `mount`'s securityHeaders gives
   * every answer for the same APP_URL (and this server's TRUST_PROXY).
   */
  hot?: { reads: readonly HotRead[]; appUrl: string | (() => string) };
}): Promise<{ app: Koa; server: Server; url: string; close(): Promise<void> }> {
  const app = new Koa({ proxy: opts.trustProxy });
  app.silent = true;
  app.use(errorMiddleware());
  app.use(requestIdMiddleware());
  app.use(compress({ threshold: 1024 }));
  opts.mount(app);
  const server = await new Promise<Server>((resolve, reject) => {
    const koa = app.callback();
    const listener = opts.hot
      ? hotReads(opts.hot.reads, koa, {
          commonHeaders: securityHeadersOf({
            appUrl: opts.hot.appUrl,
            trustProxy: opts.trustProxy,
          }),
        })
      : koa;
    const s = createServer(listener).listen(opts.port, opts.host, () => resolve(s));
    s.once('error', reject);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    app,
    server,
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      }),
  };
}
