/**
 * The generated CV corpus: the families, which producers draw each, and the files on disk.
 *
 * Producers are the ones real CVs come from: HTML printed to PDF by Chromium (`html-pdf`), DOCX
 * written in Word's idioms (`docx`), and those DOCX files exported to PDF by LibreOffice
 * (`docx-lo-pdf`). Files are made into a cache folder (`.cache/cv-gen/` by default, gitignored)
 * named after the seed and a hash of this generator's source, so a change to the generator
 * makes a new set and an unchanged one is reused. One Chromium and one soffice at a time.
 */
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Lang } from '../../src/types.ts';
import { DOCX_FAMILIES } from './docx.ts';
import { HTML_FAMILIES } from './html.ts';
import { generateCv, type FamilyTraits, type GeneratedCv } from './truth.ts';
import { UNSEEN_DOCX_FAMILIES, UNSEEN_HTML_FAMILIES, unseenWords } from './unseen.ts';
import { UNSEEN2_DOCX_FAMILIES, UNSEEN2_HTML_FAMILIES, unseenWords2 } from './unseen2.ts';
import { UNSEEN3_DOCX_FAMILIES, UNSEEN3_HTML_FAMILIES, unseenWords3 } from './unseen3.ts';
import { WIDE_DOCX_FAMILIES, WIDE_HTML_FAMILIES, widen } from './wide.ts';

export const PRODUCERS = ['html-pdf', 'docx', 'docx-lo-pdf'] as const;
export type Producer = (typeof PRODUCERS)[number];

export interface FamilySpec {
  name: string;
  description: string;
  traits?: FamilyTraits;
  /**
   * Layout and vocabulary of wide.ts: words (headings, labels, date formats) the first thirteen
   * families do not use. Held out whole until their cold figures were recorded; tuning families
   * since, with the same one-in-four held-out split as the others.
   */
  wide?: boolean;
  /**
   * Drawn by unseen.ts in its own vocabulary and cache folder. Held out whole until their cold
   * figures were recorded (docs/cv-eval-unseen.md); tuning families since, with the same
   * one-in-four held-out split as the others.
   */
  unseen?: boolean;
  /**
   * The second unseen batch, drawn by unseen2.ts in its own vocabulary and cache folder. Held out
   * whole until their cold figures were recorded (docs/cv-eval-unseen-2.md); tuning families
   * since, with the same one-in-four held-out split as the others.
   */
  unseen2?: boolean;
  /**
   * The third unseen batch, drawn by unseen3.ts in its own vocabulary and cache folder. Held out
   * whole until their cold figures were recorded (docs/cv-eval-unseen-3.md).
   */
  unseen3?: boolean;
}

/** The layout families, numbered as in issue 27. */
export const FAMILIES: readonly FamilySpec[] = [
  { name: 'classic', description: 'classic one column' },
  { name: 'sidebar-left', description: 'two columns, sidebar on the left' },
  { name: 'word-table', description: 'Word table, headings in the left cells' },
  { name: 'caps-spaced', description: 'all-caps, letter-spaced headings and name' },
  { name: 'minimal', description: 'minimal, no rules' },
  { name: 'europass', description: 'Europass: labels and dates in a left column' },
  {
    name: 'data-pribadi',
    description: 'job-portal builder with a Data Pribadi block',
    traits: { personalData: true },
  },
  { name: 'canva-band', description: 'Canva-like: colour band, photo placeholder' },
  { name: 'timeline', description: 'timeline, dates in a narrow left column' },
  { name: 'sidebar-right', description: 'two columns, sidebar on the right' },
  { name: 'functional', description: 'functional, skills first' },
  {
    name: 'academic',
    description: 'academic, publications, education first',
    traits: { publications: true },
  },
  { name: 'docx-tabs', description: 'DOCX with right-aligned tab stops for dates' },
  { name: 'portal-export', description: "a job portal's export, key-value entries", wide: true },
  { name: 'grid-labels', description: 'CSS grid, small-caps label column', wide: true },
  { name: 'compact-pipes', description: 'dense, one pipe-separated line per entry', wide: true },
  { name: 'photo-header', description: 'Word, photo cell beside the name', wide: true },
  { name: 'linkedin-export', description: 'LinkedIn "Save to PDF" export', unseen: true },
  {
    name: 'resume-2page',
    description: 'plain Word CV over two pages, running header',
    unseen: true,
  },
  {
    name: 'canva-modern',
    description: 'Canva modern: icons, skill bars, split name',
    unseen: true,
  },
  {
    name: 'riwayat-tabel',
    description: 'formal "Daftar Riwayat Hidup": numbered headings, grid tables',
    unseen2: true,
  },
  { name: 'harvard', description: 'Ivy-style resume: four-cornered entries', unseen2: true },
  {
    name: 'gdocs-serif',
    description: 'Google Docs template: contact top right, dates on a grey line',
    unseen2: true,
  },
  {
    name: 'awesome-latex',
    description: 'LaTeX Awesome-CV: split name, accent initials, small-caps titles',
    unseen3: true,
  },
  {
    name: 'builder-chips',
    description: 'CV-builder export: icon-font glyphs, skill chips, level dots',
    unseen3: true,
  },
  {
    name: 'word-datetab',
    description: 'Word CV: each entry starts with its dates and a tab',
    unseen3: true,
  },
];

export const LANGS: readonly Lang[] = ['id', 'en'];

const htmlFamily = (f: string) =>
  HTML_FAMILIES[f] ??
  WIDE_HTML_FAMILIES[f] ??
  UNSEEN_HTML_FAMILIES[f] ??
  UNSEEN2_HTML_FAMILIES[f] ??
  UNSEEN3_HTML_FAMILIES[f];
const docxFamily = (f: string) =>
  DOCX_FAMILIES[f] ??
  WIDE_DOCX_FAMILIES[f] ??
  UNSEEN_DOCX_FAMILIES[f] ??
  UNSEEN2_DOCX_FAMILIES[f] ??
  UNSEEN3_DOCX_FAMILIES[f];

/** The producers that draw a family. */
export function producersOf(family: string): Producer[] {
  const out: Producer[] = [];
  if (htmlFamily(family)) out.push('html-pdf');
  if (docxFamily(family)) out.push('docx', 'docx-lo-pdf');
  return out;
}

export interface PlanOptions {
  seed: number;
  /** Documents per family and language. */
  n: number;
  families?: readonly string[];
  langs?: readonly Lang[];
}

/** Every document's truth, in a fixed order: family, language, index. */
export function planCorpus(opts: PlanOptions): GeneratedCv[] {
  const wanted = opts.families?.length ? opts.families : FAMILIES.map((f) => f.name);
  const unknown = wanted.filter((f) => !FAMILIES.some((x) => x.name === f));
  if (unknown.length) {
    throw new Error(
      `unknown families: ${unknown.join(', ')} (known: ${FAMILIES.map((f) => f.name).join(', ')})`,
    );
  }
  const out: GeneratedCv[] = [];
  for (const spec of FAMILIES.filter((f) => wanted.includes(f.name))) {
    for (const lang of opts.langs ?? LANGS) {
      for (let i = 0; i < opts.n; i++) {
        const cv = generateCv({
          family: spec.name,
          lang,
          index: i,
          seed: opts.seed,
          ...(spec.traits ? { traits: spec.traits } : {}),
        });
        if (spec.unseen3) out.push(unseenWords3(cv));
        else if (spec.unseen2) out.push(unseenWords2(cv));
        else if (spec.unseen) out.push(unseenWords(cv));
        else out.push(spec.wide ? widen(cv) : cv);
      }
    }
  }
  return out;
}

/** The sources that decide what a file holds: the truth and the drawing of it. */
const GENERATOR_SOURCES = ['truth.ts', 'model.ts', 'html.ts', 'docx.ts', 'wide.ts'];

/** The unseen families are drawn by one more source; the others' files stay where they are. */
const UNSEEN_SOURCES = [...GENERATOR_SOURCES, 'unseen.ts'];

/**
 * The second unseen batch: its own source (and the first batch's month names and helpers), its own
 * folder.
 */
const UNSEEN2_SOURCES = [...GENERATOR_SOURCES, 'unseen.ts', 'unseen2.ts'];

/** The third batch: its own source (and the first batch's month names), its own folder. */
const UNSEEN3_SOURCES = [...GENERATOR_SOURCES, 'unseen.ts', 'unseen3.ts'];

const isUnseen = (family: string) => FAMILIES.some((f) => f.name === family && f.unseen);
const isUnseen2 = (family: string) => FAMILIES.some((f) => f.name === family && f.unseen2);

const isUnseen3 = (family: string) => FAMILIES.some((f) => f.name === family && f.unseen3);

function sourcesOf(family?: string): string[] {
  if (family && isUnseen3(family)) return UNSEEN3_SOURCES;
  if (family && isUnseen2(family)) return UNSEEN2_SOURCES;
  return family && isUnseen(family) ? UNSEEN_SOURCES : GENERATOR_SOURCES;
}

/**
 * A hash of the generator's source: files made by another version are not reused. With a family,
 * the hash of the sources that draw that family.
 */
export function generatorHash(family?: string): string {
  const h = createHash('sha256');
  const dir = import.meta.dirname;
  for (const f of sourcesOf(family)) {
    h.update(f);
    h.update(readFileSync(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 10);
}

export interface GeneratedDoc {
  cv: GeneratedCv;
  producer: Producer;
  file: string;
}

export interface BuildOptions {
  /** Cache root (default .cache/cv-gen under the repository). */
  dir?: string;
  producers?: readonly Producer[];
  log?: (line: string) => void;
  /** LibreOffice files per soffice run. */
  batch?: number;
}

export interface BuildResult {
  docs: GeneratedDoc[];
  /** Producers that could not run here, with the reason. */
  skipped: Partial<Record<Producer, string>>;
  dir: string;
}

export const DEFAULT_CACHE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '.cache',
  'cv-gen',
);

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why Chromium cannot print here, or null. */
export function chromiumMissing(): string | null {
  return existsSync(chromiumPath)
    ? null
    : `Chromium not found at ${chromiumPath} (apt-get install -y chromium)`;
}

/** Why LibreOffice cannot convert here, or null. */
export function sofficeMissing(): string | null {
  const r = spawnSync('soffice', ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 ? null : 'soffice not found (apt-get install -y libreoffice-writer-nogui)';
}

/** The file name of one document made by one producer. */
function fileOf(dir: string, cv: GeneratedCv, producer: Producer): string {
  const ext = producer === 'docx' ? 'docx' : 'pdf';
  return path.join(dir, producer, `${cv.id}.${ext}`);
}

export async function printHtmlPdfs(jobs: { html: string; file: string }[]): Promise<void> {
  if (!jobs.length) return;
  const { launchBrowser } = await import('../../../test-support/browser.ts');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const j of jobs) {
      await page.setContent(j.html, { waitUntil: 'load' });
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      writeFileSync(j.file, pdf);
    }
  } finally {
    await browser.close();
  }
}

/** DOCX → PDF by LibreOffice, in batches, with a private profile (parallel runs do not clash). */
export function convertWithSoffice(docxFiles: string[], outDir: string, batch = 25): void {
  if (!docxFiles.length) return;
  const profile = path.join(os.tmpdir(), `lo-profile-cvgen-${process.pid}`);
  try {
    for (let i = 0; i < docxFiles.length; i += batch) {
      const chunk = docxFiles.slice(i, i + batch);
      const r = spawnSync(
        'soffice',
        [
          `-env:UserInstallation=file://${profile}`,
          '--headless',
          '--norestore',
          '--convert-to',
          'pdf',
          '--outdir',
          outDir,
          ...chunk,
        ],
        { encoding: 'utf8', timeout: 600_000 },
      );
      if (r.status !== 0) throw new Error(`soffice failed (${r.status}): ${r.stderr || r.stdout}`);
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Makes (or reuses) every file of the planned documents. */
export async function buildCorpus(
  cvs: GeneratedCv[],
  opts: BuildOptions = {},
): Promise<BuildResult> {
  const log = opts.log ?? (() => undefined);
  const root = opts.dir ?? DEFAULT_CACHE;
  const dir = path.join(root, generatorHash());
  const dirOf = (cv: GeneratedCv) => path.join(root, generatorHash(cv.family));
  const wanted = new Set(opts.producers ?? PRODUCERS);
  const skipped: BuildResult['skipped'] = {};
  if (wanted.has('html-pdf')) {
    const why = chromiumMissing();
    if (why) skipped['html-pdf'] = why;
  }
  if (wanted.has('docx-lo-pdf')) {
    const why = sofficeMissing();
    if (why) skipped['docx-lo-pdf'] = why;
  }
  for (const d of new Set([dir, ...cvs.map(dirOf)])) {
    for (const p of PRODUCERS)
      if (wanted.has(p) && !skipped[p]) mkdirSync(path.join(d, p), { recursive: true });
    // docx-lo-pdf needs the DOCX files even when the docx producer itself is not evaluated.
    if (wanted.has('docx-lo-pdf') && !skipped['docx-lo-pdf'])
      mkdirSync(path.join(d, 'docx'), { recursive: true });
  }

  const docs: GeneratedDoc[] = [];
  const htmlJobs: { html: string; file: string }[] = [];
  const loJobs = new Map<string, string[]>();
  let madeDocx = 0;
  for (const cv of cvs) {
    const here = dirOf(cv);
    for (const producer of producersOf(cv.family)) {
      if (!wanted.has(producer) || skipped[producer]) continue;
      const file = fileOf(here, cv, producer);
      docs.push({ cv, producer, file });
      if (existsSync(file)) continue;
      if (producer === 'html-pdf') htmlJobs.push({ html: htmlFamily(cv.family)!(cv), file });
      else if (producer === 'docx') {
        writeFileSync(file, await docxFamily(cv.family)!(cv));
        madeDocx++;
      } else {
        const docx = fileOf(here, cv, 'docx');
        if (!existsSync(docx)) {
          writeFileSync(docx, await docxFamily(cv.family)!(cv));
          madeDocx++;
        }
        const out = path.join(here, 'docx-lo-pdf');
        loJobs.set(out, [...(loJobs.get(out) ?? []), docx]);
      }
    }
  }
  if (madeDocx) log(`wrote ${madeDocx} DOCX files`);
  if (htmlJobs.length) {
    const t0 = performance.now();
    await printHtmlPdfs(htmlJobs);
    log(
      `printed ${htmlJobs.length} HTML pages to PDF in Chromium (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  for (const [out, jobs] of loJobs) {
    const t0 = performance.now();
    convertWithSoffice(jobs, out, opts.batch);
    log(
      `exported ${jobs.length} DOCX files to PDF with LibreOffice (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
  const missing = docs.filter((d) => !existsSync(d.file));
  if (missing.length) throw new Error(`not made: ${missing.map((d) => d.file).join(', ')}`);
  return { docs, skipped, dir };
}
