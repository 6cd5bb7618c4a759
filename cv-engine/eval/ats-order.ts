/**
 * The ATS-order check (`npm run eval:cv -- --roundtrip --ats`, and `--ats` in the generated
 * eval): each revised DOCX is exported to PDF by LibreOffice, as a word processor's "Save as PDF"
 * would, and its text is read in reading order twice, by pdftotext and by pdf.js (items in
 * content order). In both, the first line must be the name as written, the email and the phone
 * must come whole before the first section heading, each entry's title and employer (school and
 * degree) must come whole and in order, and the sidebar's lists only after the last job.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseText } from '../src/analyse/index.ts';
import { HEADINGS, toView, type RevisedCvInput } from '../src/docx/content.ts';
import { buildRevision, revisionSummary } from '../src/engine.ts';
import { extractDocument } from '../src/extract/index.ts';
import { loadPdfJs } from '../src/extract/pdf.ts';
import { TEMPLATES, type TemplateName } from '../src/types.ts';
import { roundtripFixtures } from '../test/fixtures/roundtrip-cvs.ts';
import { convertWithSoffice, sofficeMissing } from './generated/corpus.ts';

/** What an ATS must find in the exported text of one revision, as the revision prints it. */
export interface AtsExpect {
  name: string;
  email: string | null;
  phone: string | null;
  /** Every heading the revision prints (compared without case: a template may set caps). */
  headings: string[];
  /** Headings of the lists a sidebar may hold: read after every job. */
  sideHeadings: string[];
  /** Per entry, in print order: its pieces (title, then employer; school, then degree). */
  entries: { kind: 'experience' | 'education'; parts: string[] }[];
}

export function atsExpectations(content: RevisedCvInput): AtsExpect {
  const view = toView(content);
  const h = HEADINGS[view.lang];
  const headings = [
    ...Object.values(h),
    ...Object.values(view.headings),
    ...view.extra.map((x) => x.heading),
  ];
  return {
    name: view.name,
    email: view.contact.find((c) => c.kind === 'email')?.text ?? null,
    phone: view.contact.find((c) => c.kind === 'phone')?.text ?? null,
    headings,
    sideHeadings: [
      view.skills.length ? h.skills : '',
      view.languages.length ? h.languages : '',
      view.certifications.length ? h.certifications : '',
    ].filter(Boolean),
    entries: [
      ...view.experience.map((e) => ({
        kind: 'experience' as const,
        parts: [e.title || e.company, e.title ? e.company : ''].filter(Boolean),
      })),
      ...view.education.map((e) => ({
        kind: 'education' as const,
        parts: [e.institution || e.degree, e.institution ? e.degree : ''].filter(Boolean),
      })),
    ].filter((e) => e.parts.length > 0),
  };
}

/** Text compared as printed: compatibility forms folded (ligatures), spaces collapsed. */
function clean(s: string): string {
  return s.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

const fold = (s: string): string => clean(s).toLocaleLowerCase('id');

/** The problems an ATS would meet reading `text` (one extractor's reading order). */
export function atsProblems(text: string, want: AtsExpect): string[] {
  const lines = text.split('\n').map(clean).filter(Boolean);
  const problems: string[] = [];
  if (lines[0] !== clean(want.name)) {
    problems.push(`first line ${JSON.stringify(lines[0] ?? '')}, not the name`);
  }
  const headingSet = new Set(want.headings.map(fold));
  const firstHeading = lines.findIndex((l) => headingSet.has(fold(l)));
  const before = firstHeading < 0 ? lines.length : firstHeading;
  for (const [field, value] of [
    ['email', want.email],
    ['phone', want.phone],
  ] as const) {
    if (!value) continue;
    const at = lines.findIndex((l) => l.includes(clean(value)));
    if (at < 0) problems.push(`${field} ${JSON.stringify(value)} not whole on one line`);
    else if (at > before) problems.push(`${field} after the first heading`);
  }
  let from = 0;
  let lastJob = -1;
  for (const e of want.entries) {
    for (const part of e.parts) {
      const p = clean(part);
      const at = lines.findIndex((l, i) => i >= from && l.includes(p));
      if (at < 0) {
        const anywhere = lines.some((l) => l.includes(p));
        problems.push(`${e.kind} ${JSON.stringify(p)} ${anywhere ? 'out of order' : 'broken'}`);
        continue;
      }
      from = at;
      if (e.kind === 'experience') lastJob = Math.max(lastJob, at);
    }
  }
  const side = new Set(want.sideHeadings.map(fold));
  const firstSide = lines.findIndex((l) => side.has(fold(l)));
  if (firstSide >= 0 && firstSide < lastJob) {
    problems.push(`sidebar heading ${JSON.stringify(lines[firstSide])} before the last job`);
  }
  return problems;
}

/** Why pdftotext cannot run here, or null. */
export function pdftotextMissing(): string | null {
  const r = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  return r.error ? 'pdftotext not found (apt-get install -y poppler-utils)' : null;
}

/** Why the check cannot run here (LibreOffice or pdftotext missing), or null. */
export function atsToolsMissing(): string | null {
  return sofficeMissing() ?? pdftotextMissing();
}

export function pdftotextOf(pdf: string): string {
  const r = spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pdftotext failed: ${r.stderr}`);
  return r.stdout;
}

/** The text of a PDF as pdf.js gives it: items in content order, a line break at each EOL. */
export async function pdfjsTextOf(data: Uint8Array): Promise<string> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
  const out: string[] = [];
  try {
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        out.push(item.str);
        if (item.hasEOL) out.push('\n');
      }
      out.push('\n');
    }
  } finally {
    await doc.destroy();
  }
  return out.join('');
}

export interface AtsJob {
  /** '<file> <template>': the revision's name in the report. */
  id: string;
  template: TemplateName;
  docx: Uint8Array;
  content: RevisedCvInput;
}

export interface AtsResult {
  id: string;
  template: TemplateName;
  problems: { pdftotext: string[]; pdfjs: string[] };
}

/** Exports every revision with LibreOffice (one batch, a private profile) and checks both readings. */
export async function checkAtsOrder(jobs: AtsJob[]): Promise<AtsResult[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ats-order-'));
  try {
    const files = jobs.map((j, i) => {
      const file = path.join(dir, `r${i}.docx`);
      writeFileSync(file, j.docx);
      return file;
    });
    convertWithSoffice(files, dir);
    const out: AtsResult[] = [];
    for (const [i, j] of jobs.entries()) {
      const pdf = path.join(dir, `r${i}.pdf`);
      const want = atsExpectations(j.content);
      out.push({
        id: j.id,
        template: j.template,
        problems: {
          pdftotext: atsProblems(pdftotextOf(pdf), want),
          pdfjs: atsProblems(await pdfjsTextOf(new Uint8Array(readFileSync(pdf))), want),
        },
      });
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An original CV revised in each template, as the engine sells it. */
export async function revisionsOf(
  id: string,
  buffer: Uint8Array,
  templates: readonly TemplateName[],
): Promise<AtsJob[]> {
  const doc = await extractDocument(buffer);
  const { parsed } = analyseText(doc.text, { hints: doc.hints });
  const summary = revisionSummary(parsed);
  const jobs: AtsJob[] = [];
  for (const template of templates) {
    const r = await buildRevision(parsed, summary, template);
    jobs.push({ id: `${id} ${template}`, template, docx: r.docx, content: r.content });
  }
  return jobs;
}

/** Prints each failing revision and the share passing per template; returns that share. */
export function reportAtsOrder(
  results: AtsResult[],
  log: (line: string) => void = (l) => console.log(l),
): Record<string, number> {
  for (const r of results) {
    const { pdftotext, pdfjs } = r.problems;
    if (pdftotext.length) log(`✗ ATS ${r.id} [pdftotext]: ${pdftotext.join('; ')}`);
    if (pdfjs.length) log(`✗ ATS ${r.id} [pdf.js]: ${pdfjs.join('; ')}`);
  }
  const share: Record<string, number> = {};
  log('');
  log('ATS order (LibreOffice PDF read by pdftotext and pdf.js)');
  log('template   revisions  pass (both)  pdftotext  pdf.js');
  for (const t of [...new Set(results.map((r) => r.template))]) {
    const rs = results.filter((r) => r.template === t);
    const pct = (f: (r: AtsResult) => boolean) =>
      `${((100 * rs.filter(f).length) / rs.length).toFixed(1)} %`;
    const both = (r: AtsResult) => !r.problems.pdftotext.length && !r.problems.pdfjs.length;
    share[t] = rs.filter(both).length / rs.length;
    log(
      `${t.padEnd(9)}  ${String(rs.length).padStart(9)}  ${pct(both).padStart(11)}  ${pct((r) => !r.problems.pdftotext.length).padStart(9)}  ${pct((r) => !r.problems.pdfjs.length).padStart(6)}`,
    );
  }
  return share;
}

/**
 * The check over the round trip's originals: the generated fixtures and, when present, the
 * labelled corpus (`limit` files of it), each revised in every template.
 */
export async function runAtsRoundtrip(opts: {
  corpus: string | null;
  templates?: readonly TemplateName[];
  files?: string[];
  log?: (line: string) => void;
}): Promise<{ results: AtsResult[]; share: Record<string, number> }> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const templates = opts.templates ?? TEMPLATES;
  const jobs: AtsJob[] = [];
  if (!opts.files) {
    for (const fx of await roundtripFixtures()) {
      jobs.push(...(await revisionsOf(`fixture/${fx.name}`, fx.buffer, templates)));
    }
  }
  const pdfDir = opts.corpus ? path.join(opts.corpus, 'pdf') : null;
  if (pdfDir && existsSync(pdfDir)) {
    const pdfs = readdirSync(pdfDir)
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .filter((f) => !opts.files || opts.files.includes(f))
      .sort();
    for (const pdf of pdfs) {
      const buffer = new Uint8Array(readFileSync(path.join(pdfDir, pdf)));
      jobs.push(...(await revisionsOf(`corpus/${pdf}`, buffer, templates)));
    }
  } else log(`No CV corpus at ${opts.corpus ?? '(none)'}: generated fixtures only.`);
  const results = await checkAtsOrder(jobs);
  return { results, share: reportAtsOrder(results, log) };
}
