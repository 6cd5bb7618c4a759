// `npm run lighthouse`: Lighthouse (mobile, its default config) on the public pages of the built
// app, served by the whole app on a free port with PGlite in a temp dir, in Debian's Chromium.
// Prints the four category scores and the key metrics of each page; exits 1 when a score is
// below 95. Each page is audited LIGHTHOUSE_RUNS times (default 3) and its median run (by
// performance) counts, as Lighthouse advises: one run on a busy machine is noisy. Not part of
// `npm test` (a run takes a minute or two).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from '../../infra/scripts/web-build.mjs';
import { startTestApp } from '../../test-support/app.ts';
import { chromiumPath } from '../../test-support/browser.ts';

const PAGES = ['/', '/pricing', '/faq'];
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
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<string, string>;
  failing: string[];
  /** The performance score of every run of the page. */
  runs: number[];
}

ensureWebBuild();
const app = await startTestApp();
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
  for (const page of PAGES) await fetch(new URL(page, app.url));
  await fetch(new URL('/api/public/stats', app.url));
  await fetch(new URL('/api/pricing', app.url));

  for (const page of PAGES) {
    const runs: PageResult[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page));
    runs.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = runs[Math.floor((runs.length - 1) / 2)]!;
    median.runs = runs.map((r) => r.scores.performance);
    results.push(median);
  }
} finally {
  chrome.kill();
  await app.stop();
}

async function audit(page: string): Promise<PageResult> {
  let lhr;
  // A run Lighthouse itself could not record (NO_NAVSTART and the like) is run again, not scored.
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(new URL(page, app.url).toString(), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
    lhr = run.lhr;
    if (!lhr.runtimeError || attempt === 3) break;
    console.error(`${page}: ${lhr.runtimeError.code}, running it again`);
  }
  version = lhr.lighthouseVersion;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as PageResult['scores'];
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? '–']),
  );
  // What cost points, so a failure says where to look.
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${c}: ${a!.id} (${a!.score}) ${a!.displayValue ?? ''}`.trim()),
  );
  return { page, scores, metrics, failing, runs: [] };
}

const pad = (text: string | number, n: number) => String(text).padEnd(n);
console.log(
  `\nLighthouse ${version} — mobile (default config), median of ${RUNS} run(s) per page, ${new Date().toISOString()}\n`,
);
console.log(
  `${pad('page', 10)}${pad('performance', 13)}${pad('accessibility', 15)}${pad('best practices', 16)}${pad('SEO', 6)}${METRICS.map(([, l]) => pad(l, 9)).join('')}`,
);
for (const r of results) {
  console.log(
    `${pad(r.page, 10)}${pad(r.scores.performance, 13)}${pad(r.scores.accessibility, 15)}${pad(r.scores['best-practices'], 16)}${pad(r.scores.seo, 6)}${METRICS.map(([, l]) => pad(r.metrics[l] ?? '–', 9)).join('')}`,
  );
}
const below = results.flatMap((r) =>
  CATEGORIES.filter((c) => r.scores[c] < MIN_SCORE).map((c) => `${r.page} ${c} ${r.scores[c]}`),
);
console.log(
  `\nperformance of every run: ${results.map((r) => `${r.page} ${r.runs.join('/')}`).join(', ')}`,
);
for (const r of results) {
  if (r.failing.length > 0)
    console.log(`\n${r.page}: audits below 0.9\n  ${r.failing.join('\n  ')}`);
}
if (below.length > 0) {
  console.error(`\nBelow ${MIN_SCORE}: ${below.join(', ')}`);
  process.exit(1);
}
console.log(`\nEvery score is at least ${MIN_SCORE}.`);
