import type { Server } from 'node:http';
import {
  createCommandRouter,
  loadCommandConfig,
  PaymentService,
  type CommandConfig,
} from '@karier/command-api';
import { createCvEngine, llmConfigFromEnv, createRewriter } from '@karier/cv-engine';
import { openStorage, TokenService, type Storage, type StorageConfig } from '@karier/events';
import {
  projections as defaultProjections,
  ProjectionRunner,
  type Projection,
} from '@karier/projector';
import { createQueryRouter } from '@karier/query-api';
import compress from 'koa-compress';
import Koa from 'koa';
import type { ServerConfig } from './config.ts';
import { errorMiddleware, requestIdMiddleware } from './http/index.ts';
import { securityHeaders, webStatic } from './web-static.ts';

export interface StandaloneOptions {
  storage: StorageConfig;
  server: ServerConfig;
  command?: CommandConfig;
  projections?: readonly Projection[];
  log?: (msg: string) => void;
}

export interface Standalone {
  app: Koa;
  server: Server;
  url: string;
  storage: Storage;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

/** One process: web app, command and query APIs under /api, and the projector in-process. */
export async function startStandalone(opts: StandaloneOptions): Promise<Standalone> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const storage = await openStorage(opts.storage);
  const command = opts.command ?? loadCommandConfig();
  const tokens = new TokenService(
    command.jwtSecret ?? storage.secrets.jwtSecret,
    command.jwtTtlSeconds,
  );
  const projections = opts.projections ?? defaultProjections;
  const runner = new ProjectionRunner(storage.store, projections, {
    log: (m) => log(`[projector] ${m}`),
  });
  await runner.start();

  const app = new Koa({ proxy: opts.server.trustProxy });
  app.silent = true;
  app.use(errorMiddleware());
  app.use(requestIdMiddleware());
  app.use(securityHeaders());
  app.use(compress({ threshold: 1024 }));
  const cvEngine = createCvEngine({
    ...(command.cv.workers ? { workers: command.cv.workers } : {}),
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
  const commands = createCommandRouter({
    store: storage.store,
    tokens,
    config: command,
    cv: {
      engine: cvEngine,
      files: storage.files,
      uploadsPerMinute: command.cv.uploadsPerMinute,
    },
    payments,
  });
  const queries = createQueryRouter({
    store: storage.store,
    tokens,
    progress: runner,
    projections,
    consistencyTimeoutMs: opts.server.consistencyTimeoutMs,
  });
  app.use(commands.routes()).use(commands.allowedMethods());
  app.use(queries.routes()).use(queries.allowedMethods());
  app.use(webStatic(opts.server.webDist));

  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(opts.server.port, opts.server.host, () => resolve(s));
    s.once('error', reject);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.server.port;
  const url = `http://localhost:${port}`;

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      payments.close();
      await runner.stop();
      await cvEngine.close();
      await storage.close();
    })());
  return { app, server, url, storage, runner, close };
}
