import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '@karier/events/errors';
import { CvFileError, isCvFileErrorCode } from './errors.ts';
import type { CvTask, CvTaskOutput, CvTaskReply } from './worker.ts';

export type { CvTask, CvTaskOutput } from './worker.ts';

export interface CvWorkerPoolOptions {
  /** Child processes (default: one per core, at most 4). */
  maxThreads?: number;
  /**
   * Children started and warmed up at once and always kept (default 1). The others start when
   * files arrive faster than the warm ones read them, and are retired after `idleMs` unused.
   */
  minThreads?: number;
  /** How long a child beyond `minThreads` may sit unused before it is retired (default 60 s). */
  idleMs?: number;
  /** Longest one task may take; past it the child is killed → CvFileError 'timeout'. */
  timeoutMs?: number;
  /**
   * V8 heap limit of each child (--max-old-space-size; default 1024). Chosen by measurement
   * (`npm run bench:cv`): at 256 V8 treats the heap as memory-constrained and collects far more
   * often, which cost the same tasks 1.3–1.5× the CPU of 1024 for about 35 MB less RSS.
   */
  maxOldGenerationSizeMb?: number;
  /**
   * V8 semi-space size of each child (--max-semi-space-size; default 8, 0 for node's own, 16 MB
   * here). Measured (`npm run bench:cv`, issue 29): 2 MB cost CPU; 8 MB saves about 25 MB of
   * peak RSS per child at no measurable CPU; 4 MB saves more and costs CPU.
   */
  semiSpaceMb?: number;
  /**
   * Further V8 flags of each child (default CV_CHILD_V8_FLAGS, chosen by measurement; [] for
   * node's own).
   */
  v8Flags?: readonly string[];
  /**
   * Hard limit on a child's resident memory (heap plus pdf.js and canvas buffers outside it),
   * polled while it works; past it the child is killed → CvFileError 'corrupt' (default: the
   * larger of 1024 MB and the heap limit).
   */
  maxRssMb?: number;
  /** A child whose memory grew by more than this over a task is replaced (default 150). */
  recycleRssGrowthMb?: number;
  /** Files waiting for a free child; past it the pool answers 503 at once (default 200). */
  maxQueue?: number;
}

export interface CvRunOptions {
  /** The caller's own cancellation (e.g. the request closed). */
  signal?: AbortSignal;
  /** This file's own time limit (default: the pool's timeoutMs). */
  timeoutMs?: number;
}

export interface CvWorkerPool<Out extends CvTaskOutput = CvTaskOutput> {
  /** Extraction and analysis in a child process. Throws CvFileError. */
  run(task: CvTask, opts?: CvRunOptions): Promise<Out>;
  /** Resolves once the warm children have loaded pdf.js and the analyser. */
  readonly ready: Promise<void>;
  /** Child processes alive now. */
  readonly threads: number;
  /** Process ids of the children alive now (memory accounting, tests). */
  readonly pids: number[];
  close(): Promise<void>;
}

/**
 * The CV children's further V8 flags, chosen by measurement (docs/benchmarks.md, issue 29). With
 * node's defaults a child's V8 background threads (parallel and concurrent GC, and concurrent
 * TurboFan recompiling pdf.js's largest functions, which deoptimise and are optimised again as
 * fonts and pages differ) cost as much CPU as its main thread; `--single-threaded` does that
 * work on the main thread, and the same tasks cost 0.82–0.97 of the CPU (measured on 2 busy
 * cores) and a few MB less memory.
 */
export const CV_CHILD_V8_FLAGS: readonly string[] = ['--single-threaded'];

const CHILD = fileURLToPath(new URL('./child-bootstrap.mjs', import.meta.url));
const MB = 1024 * 1024;
/** How often a working child's resident memory is read. */
const RSS_POLL_MS = 50;

/** Resident memory of a process in bytes (Linux /proc), or null where it cannot be read. */
export function rssOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return kb ? Number(kb[1]) * 1024 : null;
  } catch {
    return null;
  }
}

interface Child {
  proc: ChildProcess;
  ready: Promise<void>;
  /** Resident memory once warm: the baseline for recycling. */
  idleRss: number;
  /** Exited, or killed and about to. */
  exited: boolean;
}

type ChildMessage = { ready: true; rss: number } | { id: number; reply: CvTaskReply; rss: number };

/**
 * A pool of child processes that read CV files, so a slow or hostile file never blocks the
 * server's event loop and running out of memory kills only its own child: V8's fatal heap
 * error, a native allocation of pdf.js or the canvas, or the polled RSS limit end one child,
 * whose memory goes back to the system, and a fresh one takes its place.
 */
export function createCvWorkerPool<Out extends CvTaskOutput = CvTaskOutput>(
  opts: CvWorkerPoolOptions = {},
): CvWorkerPool<Out> {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const maxThreads = Math.max(1, opts.maxThreads ?? Math.min(4, availableParallelism()));
  const heapMb = opts.maxOldGenerationSizeMb ?? 1024;
  const semiMb = opts.semiSpaceMb ?? 8;
  const maxRss = (opts.maxRssMb ?? Math.max(1024, heapMb)) * MB;
  const recycleGrowth = (opts.recycleRssGrowthMb ?? 150) * MB;
  const idleMs = opts.idleMs ?? 60_000;
  let closed = false;
  let seq = 0;

  const spawnChild = (): Child => {
    const proc = fork(CHILD, [], {
      // The bootstrap registers tsx itself: no loader flags inherited from the parent.
      execArgv: [
        `--max-old-space-size=${heapMb}`,
        ...(semiMb ? [`--max-semi-space-size=${semiMb}`] : []),
        ...(opts.v8Flags ?? CV_CHILD_V8_FLAGS),
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const child: Child = { proc, ready: Promise.resolve(), idleRss: 0, exited: false };
    proc.on('error', () => undefined);
    proc.once('exit', () => (child.exited = true));
    child.ready = new Promise<void>((resolve, reject) => {
      const onMessage = (m: ChildMessage) => {
        if (!('ready' in m)) return;
        child.idleRss = rssOf(proc.pid) ?? m.rss;
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        idle(child);
        resolve();
      };
      const onExit = (code: number | null, signal: string | null) => {
        proc.off('message', onMessage);
        reject(new Error(`CV child exited while starting (${signal ?? code})`));
      };
      proc.on('message', onMessage);
      proc.once('exit', onExit);
    });
    child.ready.catch(() => undefined);
    return child;
  };
  // An idle child must not keep the server's process alive.
  const idle = (c: Child) => {
    c.proc.unref();
    c.proc.channel?.unref();
  };
  const busy = (c: Child) => {
    c.proc.ref();
    c.proc.channel?.ref();
  };
  const kill = (c: Child) => {
    if (!c.exited) c.proc.kill('SIGKILL');
    c.exited = true;
  };

  // One slot per child. The warm slots (the first `warm`) always hold a child: it is replaced at
  // once when it dies, is killed or is recycled. The other slots are filled when a file finds
  // every live child busy, and emptied again when their child has been idle for `idleMs`: an
  // idle server keeps one child (about 130 MB) instead of one per core.
  const warm = Math.max(0, Math.min(maxThreads, opts.minThreads ?? 1));
  const slots: (Child | undefined)[] = Array.from({ length: maxThreads }, (_, i) =>
    i < warm ? spawnChild() : undefined,
  );
  const free: boolean[] = slots.map(() => true);
  const ready = Promise.all(slots.map((c) => c?.ready)).then(
    () => undefined,
    () => undefined,
  );

  // Our own queue in front of the children: a file's time limit starts when a child takes it,
  // not while it waits behind other uploads, and a full queue is refused instead of growing.
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

  const retireTimers: (NodeJS.Timeout | undefined)[] = slots.map(() => undefined);
  /** A free slot, one with a live child first (a new child costs a start of about a second). */
  const freeSlot = (): number => {
    const live = free.findIndex((f, i) => f && slots[i] && !slots[i].exited);
    return live >= 0 ? live : free.indexOf(true);
  };

  /** A warm child for this task (a dead one is replaced first). */
  const takeChild = async (): Promise<{ child: Child; slot: number }> => {
    const slot = freeSlot();
    free[slot] = false;
    clearTimeout(retireTimers[slot]);
    try {
      for (let attempt = 0; ; attempt++) {
        let child = slots[slot];
        if (!child || child.exited) child = slots[slot] = spawnChild();
        try {
          await child.ready;
          if (!child.exited) return { child, slot };
        } catch (err) {
          if (attempt >= 1) throw err;
        }
        slots[slot] = undefined;
      }
    } catch {
      free[slot] = true;
      throw new AppError(
        'UNAVAILABLE',
        'Pembaca CV sedang tidak tersedia. Coba lagi sebentar lagi.',
      );
    }
  };

  /** After a task: a dead child is replaced now, one whose memory grew is recycled. */
  const settle = (slot: number, child: Child, rss: number | null) => {
    free[slot] = true;
    if (closed) return;
    const grown = rss !== null && rss > child.idleRss + recycleGrowth;
    if (child.exited || grown) {
      kill(child);
      slots[slot] = slot < warm ? spawnChild() : undefined;
      return;
    }
    idle(child);
    if (slot < warm) return;
    const timer = setTimeout(() => {
      if (closed || !free[slot] || slots[slot] !== child) return;
      kill(child);
      slots[slot] = undefined;
    }, idleMs);
    timer.unref();
    retireTimers[slot] = timer;
  };

  return {
    async run(task, runOpts = {}) {
      if (closed) throw new AppError('UNAVAILABLE', 'Pembaca CV sedang ditutup.');
      const t0 = performance.now();
      await ready;
      await acquire(runOpts.signal);
      const t1 = performance.now();
      try {
        runOpts.signal?.throwIfAborted();
        const { child, slot } = await takeChild();
        const t2 = performance.now();
        let rss: number | null = null;
        try {
          // Cancelled while a fresh child was starting: the child stays, the file is not read.
          runOpts.signal?.throwIfAborted();
          const reply = await runOne(child, task, runOpts);
          rss = rssOf(child.proc.pid) ?? reply.rss;
          const out = unwrap(reply.reply);
          const waits = { queueMs: t1 - t0, startMs: t2 - t1, taskMs: performance.now() - t2 };
          return { ...out, timings: { ...out.timings, ...waits } };
        } finally {
          settle(slot, child, rss);
        }
      } finally {
        release();
      }
    },
    get threads() {
      return slots.filter((c) => c && !c.exited).length;
    },
    get pids() {
      return slots.flatMap((c) => (c && !c.exited && c.proc.pid ? [c.proc.pid] : []));
    },
    ready,
    async close() {
      closed = true;
      for (const t of retireTimers) clearTimeout(t);
      const all = slots.filter((c): c is Child => !!c);
      await Promise.all(
        all.map(
          (c) =>
            new Promise<void>((resolve) => {
              if (c.proc.exitCode !== null || c.proc.signalCode !== null) return resolve();
              c.proc.once('exit', () => resolve());
              // An idle child is unref'd: waiting for its exit must keep this process alive.
              c.proc.ref();
              kill(c);
            }),
        ),
      );
    },
  };

  function runOne(
    child: Child,
    task: CvTask,
    runOpts: CvRunOptions,
  ): Promise<{ reply: CvTaskReply; rss: number }> {
    const limit = runOpts.timeoutMs ?? timeoutMs;
    const { proc } = child;
    const id = ++seq;
    busy(child);
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        clearTimeout(timer);
        clearInterval(poll);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        runOpts.signal?.removeEventListener('abort', onAbort);
      };
      // Ends the task with an error; the child is killed (it may be stuck in a parser).
      const fail = (err: unknown) => {
        if (done) return;
        finish();
        kill(child);
        reject(err);
      };
      const timer = setTimeout(() => fail(new CvFileError('timeout', { timeoutMs: limit })), limit);
      // The hard memory limit: heap, pdf.js buffers and canvases all count.
      const poll = setInterval(() => {
        const rss = rssOf(proc.pid);
        if (rss !== null && rss > maxRss) {
          fail(new CvFileError('corrupt', { crash: 'memory', rssMb: Math.round(rss / MB) }));
        }
      }, RSS_POLL_MS);
      const onAbort = () => fail(runOpts.signal?.reason);
      const onMessage = (m: ChildMessage) => {
        if ('ready' in m || m.id !== id) return;
        finish();
        resolve({ reply: m.reply, rss: m.rss });
      };
      // The child died under this file (heap limit, a crash in a parser): only it is gone.
      const onExit = (code: number | null, signal: string | null) =>
        fail(new CvFileError('corrupt', { crash: signal ?? `exit ${code}` }));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      runOpts.signal?.addEventListener('abort', onAbort, { once: true });
      proc.send({ id, task }, (err) => {
        if (err) fail(new CvFileError('corrupt', { crash: 'send' }));
      });
    });
  }

  function unwrap(reply: CvTaskReply): Out {
    if (reply.ok) return reply.value as Out;
    const { reason, details, name } = reply.error;
    if (isCvFileErrorCode(reason)) throw new CvFileError(reason, details);
    // Anything else a parser threw is the file's fault: a 422 with our words, never a 500
    // carrying the library's message.
    throw new CvFileError('corrupt', { crash: name });
  }
}
