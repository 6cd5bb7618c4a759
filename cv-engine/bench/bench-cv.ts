// `npm run bench:cv`: the CV engine's speed and memory, beside poppler's pdftotext on the same
// files in the same run.
//   1. extraction + analysis per CV (in-process, warm): median and p95 over 1–2 page CVs
//   2. pdftotext on the same files (a process per file, as a server would call it)
//   3. DOCX generation per template
//   4. the CV child's V8 memory settings: CPU per task (from /proc) and RSS, beside the same
//      tasks in-process; then the pool's throughput with concurrent CVs (one child per core)
//   5. the real server: 50 uploads at once over HTTP, peak RSS of the server and its CV children
//   6. end to end (upload-e2e.ts): CPU per upload and CVs/s of the standalone server (PGlite)
//      and its CV children, 4 uploads at a time, beside the engine alone in the same run, and
//      where an upload's wall time goes
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseText } from '../src/analyse/index.ts';
import { buildRevisedCv } from '../src/docx/index.ts';
import { revisedContent } from '../src/engine.ts';
import { extractDocument } from '../src/extract/index.ts';
import { createCvWorkerPool, type CvWorkerPoolOptions } from '../src/extract/pool.ts';
import runCvTask from '../src/extract/worker.ts';
import { TEMPLATES } from '../src/types.ts';
import {
  englishTwoColumnCv,
  indonesianDocxCv,
  indonesianOneColumnCv,
  tableLayoutCv,
  twoPageCv,
} from '../test/fixtures/make-cvs.ts';
import { fmt, requirePostgres, root, startApp, stopProcess } from '../../infra/bench/lib.ts';
import { cpuMsOf, reapedMsOf, rssMbOf } from '../../test-support/proc.ts';
import { endToEnd } from './upload-e2e.ts';

const RUNS = 5;
const corpusDir = path.resolve(root, '../shared/cv-corpus/pdf');

function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}
const stats = (xs: number[]) => ({ median: quantile(xs, 0.5), p95: quantile(xs, 0.95) });

function pdfPages(buf: Buffer): number {
  // Count page objects; good enough to pick 1–2 page CVs for the timing set.
  return (buf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

async function files(): Promise<{ name: string; buffer: Buffer; pdf: boolean }[]> {
  const own = await Promise.all([
    indonesianOneColumnCv(),
    englishTwoColumnCv(),
    tableLayoutCv(),
    twoPageCv(),
    indonesianDocxCv(),
  ]);
  const list = own.map((f) => ({
    name: `own/${f.name}`,
    buffer: f.buffer,
    pdf: f.labels.format === 'pdf',
  }));
  if (fs.existsSync(corpusDir)) {
    for (const f of fs.readdirSync(corpusDir).filter((n) => n.endsWith('.pdf'))) {
      const buffer = fs.readFileSync(path.join(corpusDir, f));
      const pages = pdfPages(buffer);
      if (pages >= 1 && pages <= 2) list.push({ name: `corpus/${f}`, buffer, pdf: true });
    }
  } else {
    console.log(`(corpus not found at ${corpusDir}: own test CVs only)`);
  }
  return list;
}

/** V8 settings of the CV child processes, measured against each other (section 4). */
const CHILD_SETTINGS: { label: string; opts: CvWorkerPoolOptions }[] = [
  {
    label: '--max-old-space-size=256 --max-semi-space-size=2 (before)',
    opts: { maxOldGenerationSizeMb: 256, semiSpaceMb: 2, v8Flags: [] },
  },
  {
    label: '--max-old-space-size=256',
    opts: { maxOldGenerationSizeMb: 256, semiSpaceMb: 0, v8Flags: [] },
  },
  {
    label: '--max-old-space-size=512',
    opts: { maxOldGenerationSizeMb: 512, semiSpaceMb: 0, v8Flags: [] },
  },
  {
    label: '--max-old-space-size=1024',
    opts: { maxOldGenerationSizeMb: 1024, semiSpaceMb: 0, v8Flags: [] },
  },
  {
    label: '--max-old-space-size=2048',
    opts: { maxOldGenerationSizeMb: 2048, semiSpaceMb: 0, v8Flags: [] },
  },
  {
    label: '1024 --single-threaded',
    opts: { maxOldGenerationSizeMb: 1024, semiSpaceMb: 0, v8Flags: ['--single-threaded'] },
  },
  {
    label: '1024 --max-semi-space-size=8 --single-threaded (now)',
    opts: { maxOldGenerationSizeMb: 1024 },
  },
].filter((s) => !process.env.BENCH_CV_QUICK || !/=(?:512|2048)$/u.test(s.label));
/** BENCH_CV_QUICK=1: only the child settings (fewer) and the end-to-end upload cost. */
const QUICK = Boolean(process.env.BENCH_CV_QUICK);
/** A loaded machine must not turn a slow task into a failed benchmark. */
const BENCH_TIMEOUT_MS = 120_000;

function hasPdftotext(): boolean {
  return spawnSync('pdftotext', ['-v']).status === 0;
}

async function main() {
  const set = await files();
  console.log(`CV benchmark on ${os.cpus().length} cores, ${set.length} CVs of 1–2 pages\n`);
  if (process.env.BENCH_CV_ONLY === 'e2e') {
    await endToEnd(set);
    return;
  }
  if (QUICK) {
    await childSettings(set);
    await endToEnd(set);
    return;
  }

  // 1. extraction + analysis, in-process, warm.
  const engineMs: number[] = [];
  const extractMs: number[] = [];
  const analyseMs: number[] = [];
  const parsedSamples: ReturnType<typeof analyseText>[] = [];
  for (const f of set) await extractDocument(f.buffer); // warm-up (pdf.js, lexicons)
  for (const f of set) {
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const doc = await extractDocument(f.buffer);
      const t1 = performance.now();
      const out = analyseText(doc.text, { hints: doc.hints });
      const t2 = performance.now();
      extractMs.push(t1 - t0);
      analyseMs.push(t2 - t1);
      engineMs.push(t2 - t0);
      if (i === 0) parsedSamples.push(out);
    }
  }

  // 2. pdftotext on the same PDFs.
  const popplerMs: number[] = [];
  const pdfs = set.filter((f) => f.pdf);
  if (hasPdftotext()) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-bench-cv-'));
    const paths = pdfs.map((f, i) => {
      const p = path.join(tmp, `${i}.pdf`);
      fs.writeFileSync(p, f.buffer);
      return p;
    });
    for (const p of paths) spawnSync('pdftotext', [p, '-']);
    for (const p of paths) {
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const r = spawnSync('pdftotext', ['-layout', p, '-'], { maxBuffer: 20e6 });
        popplerMs.push(performance.now() - t0);
        if (r.status !== 0) throw new Error(`pdftotext failed on ${p}`);
      }
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  // Our engine on the PDFs only, for a like-for-like comparison.
  const pdfEngineMs: number[] = [];
  for (const f of pdfs) {
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await extractDocument(f.buffer);
      pdfEngineMs.push(performance.now() - t0);
    }
  }

  // 3. DOCX generation.
  const docxMs: Record<string, number[]> = {};
  for (const template of TEMPLATES) {
    docxMs[template] = [];
    for (const out of parsedSamples) {
      const content = revisedContent(out.parsed, out.result.summary);
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        await buildRevisedCv(content, template);
        docxMs[template].push(performance.now() - t0);
      }
    }
  }

  await childSettings(set);

  // 4b. Throughput of the worker pool (the server's settings).
  const pool = createCvWorkerPool({
    maxThreads: os.availableParallelism(),
    minThreads: os.availableParallelism(),
  });
  for (const f of set.slice(0, 4)) await pool.run({ buffer: f.buffer });
  const jobs = Array.from({ length: 120 }, (_, i) => set[i % set.length]!);
  const tp0 = performance.now();
  await Promise.all(jobs.map((f) => pool.run({ buffer: f.buffer })));
  const poolSeconds = (performance.now() - tp0) / 1000;
  await pool.close();

  const row = (label: string, xs: number[]) => {
    const s = stats(xs);
    return `${label.padEnd(44)} ${fmt(s.median, 1).padStart(8)} ${fmt(s.p95, 1).padStart(8)}`;
  };
  console.log(`${'per CV (ms)'.padEnd(44)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`);
  console.log(row('extraction + analysis (Karier, all files)', engineMs));
  console.log(row('  extraction only', extractMs));
  console.log(row('  analysis only', analyseMs));
  console.log(row('extraction, PDFs only (Karier)', pdfEngineMs));
  if (popplerMs.length) console.log(row('baseline: pdftotext -layout, same PDFs', popplerMs));
  else console.log('baseline: pdftotext not installed (apt-get install poppler-utils)');
  for (const t of TEMPLATES) console.log(row(`DOCX generation, ${t}`, docxMs[t]!));
  console.log(
    `\nCV pool, ${os.availableParallelism()} child processes, ${jobs.length} CVs at once: ${fmt(jobs.length / poolSeconds, 1)} CVs/s (target ≥ 8)`,
  );

  // 5. The server under 50 simultaneous uploads.
  const db = await requirePostgres();
  const { child, base } = await startApp(db, { CV_UPLOADS_PER_MINUTE: '100000', CV_QUOTA: '0' });
  try {
    const users: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bench ${i}`,
          email: `bench-cv-${Date.now()}-${i}@example.com`,
          password: 'rahasia-123',
        }),
      });
      users.push(((await res.json()) as { token: string }).token);
    }
    // The server process and its CV child processes together.
    const rssOfTree = (pid: number): number => {
      try {
        const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
        let kb = m ? Number(m[1]) : 0;
        for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
          const kids = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim();
          for (const kid of kids ? kids.split(/\s+/) : []) kb += rssOfTree(Number(kid)) * 1024;
        }
        return kb / 1024;
      } catch {
        return 0;
      }
    };
    const rssMb = () => rssOfTree(child.pid!);
    const upload = (token: string, f: { buffer: Buffer; name: string; pdf: boolean }) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(f.buffer)]), f.pdf ? 'cv.pdf' : 'cv.docx');
      return fetch(`${base}/api/process-cv`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    };
    await upload(users[0]!, set[0]!); // warm the server's workers
    const idle = rssMb();
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
    const t0 = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => upload(users[i % users.length]!, set[i % set.length]!)),
    );
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    const ok = statuses.filter((s) => s === 201).length;
    console.log(
      `server, 50 uploads at once: ${ok}/50 answered 201 in ${fmt(seconds, 2)} s (${fmt(50 / seconds, 1)} CVs/s end to end); ` +
        `RSS of the server and its CV child processes idle ${fmt(idle)} MB, peak ${fmt(peak)} MB (target < 600 MB)`,
    );
  } finally {
    await stopProcess(child);
    await db.cleanup();
  }

  await endToEnd(set);
}

/** 4a, printed at once. */
async function childSettings(set: { name: string; buffer: Buffer; pdf: boolean }[]) {
  // 4a. The CV child's V8 settings: one child, the same tasks, CPU from /proc and RSS; the same
  // tasks in this process (warm, this process's own settings) are the baseline. Rounds alternate
  // the settings, so the machine's load falls on all of them alike; medians of the rounds.
  const ROUNDS = Number(process.env.BENCH_CV_ROUNDS ?? 3);
  const childCpu = new Map<string, number[]>();
  const childRss = new Map<string, { idle: number[]; peak: number[] }>();
  const inProcessCpu: number[] = [];
  await runCvTask({ warmup: true, buffer: new Uint8Array(0) });
  for (let round = 0; round < ROUNDS; round++) {
    for (const setting of CHILD_SETTINGS) {
      const p = createCvWorkerPool({
        maxThreads: 1,
        minThreads: 1,
        timeoutMs: BENCH_TIMEOUT_MS,
        ...setting.opts,
      });
      await p.ready;
      for (const f of set.slice(0, 4)) await p.run({ buffer: f.buffer, seed: 0 });
      const pid = p.pids[0]!;
      const idle = rssMbOf(pid);
      let peak = idle;
      const before = cpuMsOf(pid);
      const reaped0 = reapedMsOf('self');
      for (const f of set) {
        await p.run({ buffer: f.buffer, seed: 0 });
        for (const c of p.pids) peak = Math.max(peak, rssMbOf(c));
      }
      await p.close();
      // Every child of the run has exited and been reaped by now (a recycled one too): what this
      // process reaped over the run, less what the child had spent before it.
      const cpuPerTask = (reapedMsOf('self') - reaped0 - before) / set.length;
      if (!childCpu.has(setting.label)) {
        childCpu.set(setting.label, []);
        childRss.set(setting.label, { idle: [], peak: [] });
      }
      childCpu.get(setting.label)!.push(cpuPerTask);
      childRss.get(setting.label)!.idle.push(idle);
      childRss.get(setting.label)!.peak.push(peak);
    }
    for (const f of set.slice(0, 4)) await runCvTask({ buffer: f.buffer, seed: 0 });
    const u0 = process.cpuUsage();
    for (const f of set) await runCvTask({ buffer: f.buffer, seed: 0 });
    const u = process.cpuUsage(u0);
    inProcessCpu.push((u.user + u.system) / 1000 / set.length);
  }

  const med = (xs: number[]) => quantile(xs, 0.5);
  console.log(
    `\nCV child V8 settings, ${set.length} tasks (extraction + analysis) per round, ${ROUNDS} rounds (medians):`,
  );
  console.log(
    `${'setting'.padEnd(58)} ${'CPU/task'.padStart(9)} ${'÷ in-proc'.padStart(9)} ${'idle RSS'.padStart(9)} ${'peak RSS'.padStart(9)}`,
  );
  const inProc = med(inProcessCpu);
  for (const { label } of CHILD_SETTINGS) {
    const cpu = med(childCpu.get(label)!);
    const rss = childRss.get(label)!;
    console.log(
      `${label.padEnd(58)} ${`${fmt(cpu, 1)} ms`.padStart(9)} ${fmt(cpu / inProc, 2).padStart(9)} ${`${fmt(med(rss.idle))} MB`.padStart(9)} ${`${fmt(med(rss.peak))} MB`.padStart(9)}`,
    );
  }
  console.log(
    `${'baseline: the same tasks in this process'.padEnd(58)} ${`${fmt(inProc, 1)} ms`.padStart(9)}`,
  );
}

await main();
