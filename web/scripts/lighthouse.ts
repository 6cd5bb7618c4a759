// `npm run lighthouse`: Lighthouse (mobile, its default config) on the public pages of the built
// app, served by the whole app on a free port with PGlite in a temp dir, in Debian's Chromium.
// Prints the four category scores and the key metrics of each page; exits 1 when a score is
// below 95. Each page is audited LIGHTHOUSE_RUNS times (default 3) and its median run (by
// performance) counts, as Lighthouse advises: one run on a busy machine is noisy. Not part of
// `npm test` (a run takes a minute or two).
//
// `npm run lighthouse -- --baseline <ref>` also builds the web app of <ref> (baseline-build.ts)
// and serves it from a second app: the runs alternate between the two, so both see the same
// machine, and each page's figures are printed beside the baseline's, as is the landing page's
// initial JavaScript (check-bundle-size.mjs) beside its limit. LIGHTHOUSE_PAGES=/,/faq picks the
// pages. Each metric is printed with its score (0–1, the share of its weight it earns) and the
// median run's long tasks, so a missing point says where it went; LIGHTHOUSE_REPORTS=<dir> also
// keeps every run's report JSON there. Each run is also audited a second time from its own trace
// with every main-thread task shrunk to its CPU time (lighthouse-cpu.ts), printed as a table of
// its own: Lighthouse multiplies a task's wall time by 4, so on a busy machine it scores the
// load as much as the page, and the second table shows the page apart from it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuild } from '../../infra/scripts/web-build.mjs';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { chromiumPath } from '../../test-support/browser.ts';
import { baselineDist } from './baseline-build.ts';
import { LIMIT_BYTES, measure } from './check-bundle-size.mjs';
import { atCpuTime, cpuBlocking, type CpuBlocking, type TraceEvent } from './lighthouse-cpu.ts';
import os from 'node:os';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/pricing,/faq').split(',').filter(Boolean);
const MIN_SCORE = 95;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

interface PageResult {
  page: string;
  build: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Each metric's value and score, e.g. `370 ms (0.71)`. */
  metrics: Record<string, string>;
  failing: string[];
  /** Main-thread tasks Lighthouse counts as long: start and duration (simulated), and the script. */
  longTasks: string[];
  cpu: CpuBlocking | null;
  /** The same run audited again with each main-thread task at its CPU time (lighthouse-cpu.ts). */
  atCpu: { performance: number; metrics: Record<string, string> } | null;
  atCpuRuns: number[];
  /** The performance score of every run of the page. */
  runs: number[];
}

const flag = process.argv.indexOf('--baseline');
const baselineRef = flag > 0 ? process.argv[flag + 1] : undefined;
if (flag > 0 && !baselineRef) throw new Error('--baseline needs a git ref, e.g. --baseline main');

ensureWebBuild();
const currentDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const baseline = baselineRef ? { ref: baselineRef, ...baselineDist(baselineRef) } : null;

interface Build {
  name: string;
  dist: string;
  app: TestApp;
}
const reportDir = process.env.LIGHTHOUSE_REPORTS;
if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
let reportCount = 0;
const builds: Build[] = [];
if (baseline) {
  builds.push({
    name: `before (${baseline.ref})`,
    dist: baseline.dist,
    app: await startTestApp({ webDist: baseline.dist }),
  });
}
builds.push({
  name: baseline ? 'after' : 'this build',
  dist: currentDist,
  app: await startTestApp({ webDist: currentDist }),
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const results: PageResult[] = [];
let version = '';
try {
  // The first request of a fresh server warms its caches (and PGlite); not what a visitor sees.
  for (const { app } of builds) {
    for (const page of PAGES) await fetch(new URL(page, app.url));
    await fetch(new URL('/api/public/stats', app.url));
    await fetch(new URL('/api/pricing', app.url));
  }

  for (const page of PAGES) {
    const runs = new Map<Build, PageResult[]>(builds.map((b) => [b, []]));
    // Alternating, so a busy moment of the machine falls on both builds alike.
    for (let i = 0; i < RUNS; i++) {
      for (const build of builds) runs.get(build)!.push(await audit(build, page));
    }
    for (const build of builds) {
      const own = runs.get(build)!.sort((a, b) => a.scores.performance - b.scores.performance);
      const median = own[Math.floor((own.length - 1) / 2)]!;
      median.runs = own.map((r) => r.scores.performance);
      // The median of the same runs at CPU time, by its own performance score.
      const atCpu = own
        .map((r) => r.atCpu)
        .filter((a) => a !== null)
        .sort((a, b) => a.performance - b.performance);
      median.atCpuRuns = atCpu.map((a) => a.performance);
      median.atCpu = atCpu[Math.floor((atCpu.length - 1) / 2)] ?? null;
      results.push(median);
    }
  }
} finally {
  chrome.kill();
  for (const { app } of builds) await app.stop();
}

async function audit(build: Build, page: string): Promise<PageResult> {
  const { app } = build;
  let lhr;
  let trace: { traceEvents: TraceEvent[] } | undefined;
  // The run's artifacts (trace, network log) are kept on disk, to be audited again below.
  const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-lighthouse-'));
  const url = new URL(page, app.url).toString();
  // A run Lighthouse itself could not record (NO_NAVSTART and the like) is run again, not scored.
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      gatherMode: saved,
      auditMode: saved,
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
    lhr = run.lhr;
    trace = (run.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
    if (!lhr.runtimeError || attempt === 3) break;
    console.error(`${page}: ${lhr.runtimeError.code}, running it again`);
  }
  version = lhr.lighthouseVersion;
  let atCpu: PageResult['atCpu'] = null;
  if (trace && !lhr.runtimeError) {
    const file = path.join(saved, 'defaultPass.trace.json');
    fs.writeFileSync(file, JSON.stringify({ traceEvents: atCpuTime(trace.traceEvents) }));
    const again = await lighthouse(url, {
      output: 'json',
      logLevel: 'error',
      // The settings of the gathering (Lighthouse refuses others); only performance is read.
      onlyCategories: [...CATEGORIES],
      auditMode: saved,
    });
    if (again && !again.lhr.runtimeError) {
      atCpu = {
        performance: Math.round((again.lhr.categories.performance?.score ?? 0) * 100),
        metrics: metricsOf(again.lhr),
      };
    }
  }
  fs.rmSync(saved, { recursive: true, force: true });
  if (reportDir) {
    const name = `${++reportCount}-${build.name.split(' ')[0]}-${page.replace(/\W+/g, '_')}.json`;
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  const metrics = metricsOf(lhr);
  // What cost points, so a failure says where to look.
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${c}: ${a!.id} (${a!.score}) ${a!.displayValue ?? ''}`.trim()),
  );
  const details = lhr.audits['long-tasks']?.details;
  const longTasks =
    details?.type === 'table'
      ? details.items.map((item) => {
          const { url, startTime, duration } = item as {
            url: string;
            startTime: number;
            duration: number;
          };
          return `${Math.round(startTime)} ms +${Math.round(duration)} ms ${url.replace(app.url, '')}`;
        })
      : [];
  const cpu = trace ? cpuBlocking(trace.traceEvents) : null;
  return {
    page,
    build: build.name,
    scores,
    metrics,
    failing,
    longTasks,
    cpu,
    atCpu,
    atCpuRuns: [],
    runs: [],
  };
}

/** Each metric's value and score (the share of its weight it earns). */
function metricsOf(lhr: {
  audits: Record<string, { displayValue?: string; score: number | null }>;
}) {
  return Object.fromEntries(
    METRICS.map(([id, label]) => {
      const metric = lhr.audits[id];
      if (!metric?.displayValue) return [label, '–'];
      const score = metric.score === null ? '' : ` (${metric.score.toFixed(2)})`;
      return [label, `${metric.displayValue.replace(/\s/g, ' ')}${score}`];
    }),
  );
}

const pad = (text: string | number, n: number) => String(text).padEnd(n);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `\nLighthouse ${version} — mobile (default config), median of ${RUNS} run(s) per page, ${new Date().toISOString()}\n`,
);
console.log(`Initial JavaScript of the landing page (gzip -9; limit ${kb(LIMIT_BYTES)}):`);
for (const build of builds) {
  const { total } = measure(build.dist);
  console.log(
    `  ${pad(build.name, 22)}${pad(kb(total), 10)}(${total} bytes) ${total <= LIMIT_BYTES ? 'within the limit' : 'OVER THE LIMIT'}`,
  );
}
const width = Math.max(...builds.map((b) => b.name.length)) + 2;
console.log(
  `\n${pad('page', 10)}${builds.length > 1 ? pad('build', width) : ''}${pad('performance', 13)}${pad('accessibility', 15)}${pad('best practices', 16)}${pad('SEO', 6)}${METRICS.map(([, l]) => pad(l, 17)).join('')}`,
);
for (const r of results) {
  console.log(
    `${pad(r.page, 10)}${builds.length > 1 ? pad(r.build, width) : ''}${pad(r.scores.performance, 13)}${pad(r.scores.accessibility, 15)}${pad(r.scores['best-practices'], 16)}${pad(r.scores.seo, 6)}${METRICS.map(([, l]) => pad(r.metrics[l] ?? '–', 17)).join('')}`,
  );
}
console.log(
  `\nThe same runs audited again with each main-thread task at its CPU time (what a quiet machine would show: Lighthouse multiplies a task's wall time by 4, and a busy machine's waits with it):`,
);
console.log(
  `${pad('page', 10)}${builds.length > 1 ? pad('build', width) : ''}${pad('performance', 13)}${METRICS.map(([, l]) => pad(l, 17)).join('')}`,
);
for (const r of results) {
  if (!r.atCpu) continue;
  console.log(
    `${pad(r.page, 10)}${builds.length > 1 ? pad(r.build, width) : ''}${pad(r.atCpu.performance, 13)}${METRICS.map(([, l]) => pad(r.atCpu!.metrics[l] ?? '–', 17)).join('')}`,
  );
}
const current = results.filter((r) => r.build === builds.at(-1)!.name);
const below = current.flatMap((r) =>
  CATEGORIES.filter((c) => r.scores[c] < MIN_SCORE).map((c) => `${r.page} ${c} ${r.scores[c]}`),
);
console.log(
  `\nperformance of every run: ${results.map((r) => `${r.page}${builds.length > 1 ? ` ${r.build}` : ''} ${r.runs.join('/')} (at CPU time ${r.atCpuRuns.join('/')})`).join(', ')}`,
);
for (const r of results) {
  // 4 × each task after the first paint, less 50 ms: from its wall time (what Lighthouse does,
  // load included) and from its CPU time (the page's own work).
  const cpu = r.cpu
    ? `TBT reckoned from the trace: ${r.cpu.wallMs} ms by wall time, ${r.cpu.cpuMs} ms by CPU time (the main thread had a core ${Math.round(r.cpu.cpuShare * 100)}% of its long tasks' time)`
    : 'no trace';
  console.log(
    `\n${r.page} ${r.build}, median run: ${cpu}; long tasks (simulated)${r.longTasks.map((t) => `\n  ${t}`).join('') || ' none'}`,
  );
}
for (const r of current) {
  if (r.failing.length > 0)
    console.log(`\n${r.page}: audits below 0.9\n  ${r.failing.join('\n  ')}`);
}
if (below.length > 0) {
  console.error(`\nBelow ${MIN_SCORE}: ${below.join(', ')}`);
  process.exit(1);
}
console.log(`\nEvery score is at least ${MIN_SCORE}.`);
