// The page's own CPU time in a Lighthouse run, apart from the machine's load.
//
// Lighthouse's mobile preset simulates a slow phone from the trace it records: each main-thread
// task lasts 4× its wall-clock time there, and Total Blocking Time adds up the part over 50 ms of
// every such task after the first paint. On a busy machine the browser's main thread waits for a
// core in the middle of its tasks, and that wait is multiplied too: a 5 ms slice of React's work
// becomes 20 ms of wall time and 80 ms simulated. The trace also records each task's thread CPU
// time (`tdur`), which a wait does not grow. `atCpuTime` rewrites the trace with each task at its
// CPU time, for Lighthouse to audit again; `cpuBlocking` reckons Total Blocking Time both ways
// straight from the trace (tasks after the observed first paint, to the trace's end), and how
// much of its tasks' time the main thread had a core.

/** The trace events this reads (Chrome's trace-event format). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface CpuBlocking {
  /** Σ max(0, 4 × wall − 50 ms) over the tasks after the first paint (close to Lighthouse's TBT). */
  wallMs: number;
  /** The same from each task's thread CPU time: the blocking time of the page on a quiet machine. */
  cpuMs: number;
  /** CPU time over wall time of the main thread's tasks of 10 ms or more: 1 when nothing waited. */
  cpuShare: number;
}

const SLOWDOWN = 4;
const THRESHOLD_MS = 50;

export function cpuBlocking(events: readonly TraceEvent[]): CpuBlocking | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.ts <= fcp.ts &&
        /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!navigation) return null;
  // The page's main thread: the one that recorded its navigation (other renderers have theirs).
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === navigation.pid &&
      e.tid === navigation.tid &&
      e.ts >= navigation.ts,
  );
  const blocking = (ms: number) => Math.max(0, SLOWDOWN * ms - THRESHOLD_MS);
  let wallMs = 0;
  let cpuMs = 0;
  let longWall = 0;
  let longCpu = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const cpu = (task.tdur ?? task.dur ?? 0) / 1000;
    if (wall >= 10) {
      longWall += wall;
      longCpu += cpu;
    }
    if (task.ts < fcp.ts) continue;
    wallMs += blocking(wall);
    cpuMs += blocking(cpu);
  }
  return {
    wallMs: Math.round(wallMs),
    cpuMs: Math.round(cpuMs),
    cpuShare: longWall > 0 ? Math.min(1, longCpu / longWall) : 1,
  };
}

/**
 * The trace as a quiet machine would have recorded it: each main-thread task of the page shrunk
 * to its CPU time, the events inside it moved and shrunk alike (a task that never waited is left
 * as it is). Lighthouse's audits run on it again (its `auditMode`) give each metric without the
 * machine's load; the network, simulated from the requests' sizes, is the same.
 */
export function atCpuTime(events: readonly TraceEvent[]): TraceEvent[] {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      (!fcp || e.ts <= fcp.ts) &&
      /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return [...events];
  const onMain = (e: TraceEvent) => e.pid === navigation.pid && e.tid === navigation.tid;
  const tasks = events
    .filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.dur && e.tdur)
    .filter((e) => e.tdur! < e.dur!)
    .sort((a, b) => a.ts - b.ts);
  /** The task around `ts` (tasks of one thread do not overlap). */
  const taskAt = (ts: number) => {
    let lo = 0;
    let hi = tasks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const task = tasks[mid]!;
      if (ts < task.ts) hi = mid - 1;
      else if (ts > task.ts + task.dur!) lo = mid + 1;
      else return task;
    }
    return null;
  };
  return events.map((e) => {
    const task = onMain(e) ? taskAt(e.ts) : null;
    if (!task) return e;
    const f = task.tdur! / task.dur!;
    return {
      ...e,
      // Whole microseconds, rounded down: a child still ends within its task.
      ts: task.ts + Math.floor((e.ts - task.ts) * f),
      ...(e.dur !== undefined ? { dur: Math.floor(e.dur * f) } : {}),
    };
  });
}
