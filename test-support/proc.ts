// CPU, scheduling, memory and children of processes from /proc (Linux; empty or 0 elsewhere), for
// benchmarks and the specs that look at a process tree.
import fs from 'node:fs';

const TICK_MS = 1000 / 100;
const statFields = (pid: number | 'self') =>
  fs.readFileSync(`/proc/${pid}/stat`, 'latin1').split(') ')[1]!.split(' ');

/** utime + stime of a live process. */
export const cpuMsOf = (pid: number | 'self') => {
  const f = statFields(pid);
  return (Number(f[11]) + Number(f[12])) * TICK_MS;
};

/** cutime + cstime: the CPU of its children that have exited and been reaped. */
export const reapedMsOf = (pid: number | 'self') => {
  const f = statFields(pid);
  return (Number(f[13]) + Number(f[14])) * TICK_MS;
};

export const childrenOf = (pid: number): number[] => {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) =>
        fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/),
      )
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** CPU of a process tree so far: live processes, and the exited children each has reaped. */
export const treeCpuMs = (pid: number): number => {
  try {
    return cpuMsOf(pid) + reapedMsOf(pid) + childrenOf(pid).reduce((a, c) => a + treeCpuMs(c), 0);
  } catch {
    return 0;
  }
};

export const rssMbOf = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};

/** The resident memory of a process and its children. */
export const treeRssMb = (pid: number): number =>
  rssMbOf(pid) + childrenOf(pid).reduce((a, c) => a + treeRssMb(c), 0);

/**
 * Of a process's main thread (where its JavaScript runs), in ms: time on a CPU, and time it was
 * ready to run but waited for one (the run queue: the machine's load and its own siblings).
 */
export const schedOf = (pid: number): { runMs: number; waitMs: number } => {
  try {
    const [run, wait] = fs.readFileSync(`/proc/${pid}/schedstat`, 'latin1').split(' ');
    return { runMs: Number(run) / 1e6, waitMs: Number(wait) / 1e6 };
  } catch {
    return { runMs: 0, waitMs: 0 };
  }
};
