import { describe, expect, it } from 'vitest';
import { atCpuTime, cpuBlocking, type TraceEvent } from '../../web/scripts/lighthouse-cpu.ts';

const ms = 1000;
/** A trace of the page's renderer (pid 1) and another renderer's busier main thread (pid 2). */
function trace(tasks: { at: number; wall: number; cpu: number; pid?: number }[]): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: 1, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
    { name: 'thread_name', ph: 'M', pid: 1, tid: 2, ts: 0, args: { name: 'Compositor' } },
    { name: 'thread_name', ph: 'M', pid: 2, tid: 1, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      pid: 1,
      tid: 1,
      ts: 0,
      args: { data: { documentLoaderURL: 'about:blank' } },
    },
    {
      name: 'navigationStart',
      pid: 1,
      tid: 1,
      ts: 100 * ms,
      args: { data: { documentLoaderURL: 'http://127.0.0.1:5301/' } },
    },
    { name: 'firstContentfulPaint', pid: 1, tid: 1, ts: 400 * ms },
    ...tasks.map((t) => ({
      name: 'RunTask',
      ph: 'X',
      pid: t.pid ?? 1,
      tid: 1,
      ts: t.at * ms,
      dur: t.wall * ms,
      tdur: t.cpu * ms,
    })),
  ];
}

describe('cpuBlocking (npm run lighthouse)', () => {
  it('reckons blocking time from wall and from CPU time, after the first paint only', () => {
    const result = cpuBlocking(
      trace([
        { at: 300, wall: 40, cpu: 30 }, // before the first paint: not counted
        { at: 500, wall: 30, cpu: 10 }, // 4 × 30 − 50 = 70 by the wall; 4 × 10 < 50 by CPU
        { at: 600, wall: 20, cpu: 20 }, // 30 either way
        { at: 700, wall: 5, cpu: 5 }, // short
      ]),
    );
    expect(result).toEqual({ wallMs: 100, cpuMs: 30, cpuShare: 60 / 90 });
  });

  it("reads the page's own main thread, not another renderer's", () => {
    const other = Array.from({ length: 5 }, (_, i) => ({
      at: 500 + i * 60,
      wall: 50,
      cpu: 50,
      pid: 2,
    }));
    const result = cpuBlocking(
      trace([...other, { at: 500, wall: 20, cpu: 20 }, { at: 600, wall: 20, cpu: 20 }]),
    );
    expect(result).toEqual({ wallMs: 60, cpuMs: 60, cpuShare: 1 });
  });

  it('has nothing to say without a first paint or a navigation to the page', () => {
    expect(cpuBlocking(trace([]).filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    expect(
      cpuBlocking(
        trace([]).filter(
          (e) => e.name !== 'navigationStart' || e.args?.data?.documentLoaderURL === 'about:blank',
        ),
      ),
    ).toBeNull();
  });
});

describe('atCpuTime (npm run lighthouse)', () => {
  it("shrinks each of the page's main-thread tasks to its CPU time, the events inside alike", () => {
    const events = trace([
      { at: 500, wall: 40, cpu: 10 },
      { at: 600, wall: 20, cpu: 20 },
      { at: 700, wall: 40, cpu: 10, pid: 2 },
    ]);
    const inside: TraceEvent[] = [
      { name: 'FunctionCall', ph: 'X', pid: 1, tid: 1, ts: 520 * ms, dur: 20 * ms },
      { name: 'TimerInstall', ph: 'I', pid: 1, tid: 1, ts: 540 * ms },
      { name: 'FunctionCall', ph: 'X', pid: 2, tid: 1, ts: 720 * ms, dur: 20 * ms },
    ];
    const out = atCpuTime([...events, ...inside]);
    const at = (name: string, pid: number, ts: number) =>
      out.find((e) => e.name === name && e.pid === pid && Math.abs(e.ts - ts) < 1)!;
    // The first task: a quarter of its wall time, and what ran inside it within it.
    expect(at('RunTask', 1, 500 * ms).dur).toBe(10 * ms);
    expect(at('FunctionCall', 1, 505 * ms).dur).toBe(5 * ms);
    expect(at('TimerInstall', 1, 510 * ms)).toBeDefined();
    // A task that never waited, and another renderer's, stay as they were.
    expect(at('RunTask', 1, 600 * ms).dur).toBe(20 * ms);
    expect(at('RunTask', 2, 700 * ms).dur).toBe(40 * ms);
    expect(at('FunctionCall', 2, 720 * ms).dur).toBe(20 * ms);
    // Nothing else changes.
    expect(out.filter((e) => e.name !== 'RunTask' && e.name !== 'FunctionCall')).toEqual(
      [...events, ...inside]
        .filter(
          (e) => e.name !== 'RunTask' && e.name !== 'FunctionCall' && e.name !== 'TimerInstall',
        )
        .concat([at('TimerInstall', 1, 510 * ms)]),
    );
  });
});
