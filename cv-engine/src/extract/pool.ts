import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '@karier/events';
import { CvFileError, isCvFileErrorCode } from './errors.ts';
import type { CvTask, CvTaskOutput, CvTaskReply } from './worker.ts';

export type { CvTask, CvTaskOutput } from './worker.ts';

export interface CvWorkerPoolOptions {
  /** Worker threads (default: one per core, at most 4). */
  maxThreads?: number;
  /** Threads kept warm (default 1). */
  minThreads?: number;
  /** Longest one task may take; past it the worker is terminated → CvFileError 'timeout'. */
  timeoutMs?: number;
  /** Heap limit per worker, so a hostile file kills only its own worker → 'corrupt'. */
  maxOldGenerationSizeMb?: number;
}

export interface CvRunOptions {
  /** The caller's own cancellation (e.g. the request closed). */
  signal?: AbortSignal;
}

export interface CvWorkerPool<Out extends CvTaskOutput = CvTaskOutput> {
  /** Extraction (+ analysis, when the analyser exists) in a worker thread. Throws CvFileError. */
  run(task: CvTask, opts?: CvRunOptions): Promise<Out>;
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
    minThreads: Math.min(maxThreads, opts.minThreads ?? 1),
    idleTimeout: 60_000,
    // The bootstrap registers tsx itself: no loader flags inherited from the parent.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 256 },
  });
  // A dying worker is reported through the task's promise; never crash the process.
  piscina.on('error', () => undefined);

  return {
    async run(task, runOpts = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
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
          if (timeout.aborted) throw new CvFileError('timeout', { timeoutMs });
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
    },
    get threads() {
      return piscina.threads.length;
    },
    close: () => piscina.close({ force: true }),
  };
}
