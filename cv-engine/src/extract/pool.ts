import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '@karier/events/errors';
import { CvFileError, isCvFileErrorCode } from './errors.ts';
import type { CvTask, CvTaskOutput, CvTaskReply } from './worker.ts';

export type { CvTask, CvTaskOutput } from './worker.ts';

export interface CvWorkerPoolOptions {
  /** Worker threads (default: one per core, at most 4). */
  maxThreads?: number;
  /** Threads kept warm (default: all of them, each loaded before its first file). */
  minThreads?: number;
  /** Longest one task may take; past it the worker is terminated → CvFileError 'timeout'. */
  timeoutMs?: number;
  /** Heap limit per worker, so a hostile file kills only its own worker → 'corrupt'. */
  maxOldGenerationSizeMb?: number;
  /** Files waiting for a free worker; past it the pool answers 503 at once (default 200). */
  maxQueue?: number;
}

export interface CvRunOptions {
  /** The caller's own cancellation (e.g. the request closed). */
  signal?: AbortSignal;
  /** This file's own time limit (default: the pool's timeoutMs). */
  timeoutMs?: number;
}

export interface CvWorkerPool<Out extends CvTaskOutput = CvTaskOutput> {
  /** Extraction and analysis in a worker thread. Throws CvFileError. */
  run(task: CvTask, opts?: CvRunOptions): Promise<Out>;
  /** Resolves once the warm workers have loaded pdf.js and the analyser. */
  readonly ready: Promise<void>;
  /** Worker threads alive now. */
  readonly threads: number;
  close(): Promise<void>;
}

const WORKER = new URL('./worker-bootstrap.mjs', import.meta.url).href;

/** A fresh ArrayBuffer holding exactly the file, safe to transfer (the caller's stays intact). */
function ownCopy(buf: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new ArrayBuffer(buf.byteLength));
  copy.set(buf);
  return copy;
}

/**
 * A pool of worker threads that read CV files, so a slow or hostile file never blocks the
 * server's event loop or takes the process down.
 */
export function createCvWorkerPool<Out extends CvTaskOutput = CvTaskOutput>(
  opts: CvWorkerPoolOptions = {},
): CvWorkerPool<Out> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxThreads = Math.max(1, opts.maxThreads ?? Math.min(4, availableParallelism()));
  const piscina = new Piscina<CvTask, CvTaskReply>({
    filename: WORKER,
    maxThreads,
    minThreads: Math.min(maxThreads, opts.minThreads ?? maxThreads),
    idleTimeout: 60_000,
    // The bootstrap registers tsx itself: no loader flags inherited from the parent.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 256 },
  });
  // A dying worker is reported through the task's promise; never crash the process.
  piscina.on('error', () => undefined);

  // Cold workers first load pdf.js and the analyser (seconds under load): that must not count
  // against the first files' time limit, so every warm thread is loaded before any file runs.
  const warm = Math.min(maxThreads, opts.minThreads ?? maxThreads);
  const ready = Promise.all(
    Array.from({ length: warm }, () => piscina.run({ warmup: true, buffer: new Uint8Array(0) })),
  ).then(
    () => undefined,
    () => undefined,
  );

  // Our own queue in front of piscina: a file's time limit starts when a worker takes it, not
  // while it waits behind other uploads, and a full queue is refused instead of growing.
  const maxQueue = opts.maxQueue ?? 200;
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async (signal?: AbortSignal) => {
    if (running < maxThreads) {
      running++;
      return;
    }
    if (waiting.length >= maxQueue) {
      throw new AppError(
        'UNAVAILABLE',
        'Server sedang sibuk memproses CV lain. Coba lagi sebentar lagi.',
      );
    }
    await new Promise<void>((resolve, reject) => {
      const take = () => {
        signal?.removeEventListener('abort', cancel);
        resolve();
      };
      const cancel = () => {
        const i = waiting.indexOf(take);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', cancel, { once: true });
      waiting.push(take);
    });
  };
  // The slot passes straight to the next waiter, so no newcomer can jump the queue.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task, runOpts = {}) {
      await ready;
      await acquire(runOpts.signal);
      try {
        return await runOne(task, runOpts);
      } finally {
        release();
      }
    },
    get threads() {
      return piscina.threads.length;
    },
    ready,
    close: () => piscina.close({ force: true }),
  };

  async function runOne(task: CvTask, runOpts: CvRunOptions): Promise<Out> {
    const limit = runOpts.timeoutMs ?? timeoutMs;
    const timeout = AbortSignal.timeout(limit);
    const signal = runOpts.signal ? AbortSignal.any([timeout, runOpts.signal]) : timeout;
    const buffer = ownCopy(task.buffer);
    let reply: CvTaskReply;
    try {
      reply = await piscina.run(
        { ...task, buffer },
        { signal, transferList: [buffer.buffer as ArrayBuffer] },
      );
    } catch (err) {
      if (signal.aborted) {
        if (timeout.aborted) throw new CvFileError('timeout', { timeoutMs: limit });
        throw runOpts.signal?.reason ?? err;
      }
      // The worker died under this file (heap limit, a crash in a parser): only it is gone.
      throw new CvFileError('corrupt', {
        crash: (err as { code?: string })?.code ?? (err as Error)?.message ?? 'worker exited',
      });
    }
    if (reply.ok) return reply.value as Out;
    const { reason, message, details } = reply.error;
    if (isCvFileErrorCode(reason)) throw new CvFileError(reason, details);
    throw new AppError('INTERNAL', message);
  }
}
