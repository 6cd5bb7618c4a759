/**
 * Evaluates the CV parser against the labelled corpus (`npm run eval:cv`).
 *
 *   npm run eval:cv [-- --corpus <dir>] [--verbose] [--check]
 *   npm run eval:cv -- --roundtrip [--corpus <dir>] [--verbose]
 *   npm run eval:cv -- --roundtrip --ats [--corpus <dir>] [--check]
 *   npm run eval:cv -- --roundtrip --answers [--corpus <dir>] [--verbose]
 *   npm run eval:cv -- --generated [--families a,b] [--langs id,en] [--n N] [--seed S]
 *        [--producers html-pdf,docx,docx-lo-pdf] [--templates modern,…|--no-roundtrip]
 *        [--cache <dir>] [--out report.md] [--verbose] [--ats]
 *
 * `--roundtrip` checks the revised DOCX against its original instead (see roundtrip.ts).
 * `--generated` reads the generated corpus against its truth, per layout family and producer,
 * with the round trip on each file (see generated/eval-generated.ts).
 *
 * The corpus folder holds pdf/*.pdf and labels/*.json (see its README). The corpus is never
 * copied into this repository; a missing folder is reported and the script exits 0.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { extractDocument } from '../src/extract/index.ts';
import { parseCv } from '../src/analyse/parse.ts';
import type { ParsedCv, SectionKey } from '../src/types.ts';
import { linkedinHandle, normaliseField } from './fields.ts';
import { parseGeneratedArgs, runGeneratedEval } from './generated/eval-generated.ts';
import { atsToolsMissing, runAtsRoundtrip } from './ats-order.ts';
import { runRoundtrip } from './roundtrip.ts';
import { runAnswersRoundtrip } from './answers.ts';

interface Label {
  file: string;
  language: string;
  industry: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  sections: SectionKey[];
  experienceCount: number;
  educationCount: number;
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'location', 'linkedin'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const TARGETS = {
  contact: 0.95,
  sectionF1: 0.9,
  language: 1,
  industry: 0.8,
  monotonicity: 0.95,
  crashes: 0,
};

interface Args {
  corpus: string;
  verbose: boolean;
  check: boolean;
  roundtrip: boolean;
  /** With --roundtrip: the ATS-order check of the revisions' LibreOffice PDFs instead. */
  ats: boolean;
}

function parseArgs(argv: string[]): Args {
  const repoRoot = path.resolve(import.meta.dirname, '..', '..');
  const args: Args = {
    corpus: path.resolve(repoRoot, '..', 'shared', 'cv-corpus'),
    verbose: false,
    check: false,
    roundtrip: false,
    ats: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--corpus' && argv[i + 1]) args.corpus = path.resolve(argv[++i]!);
    else if (a === '--verbose' || a === '-v') args.verbose = true;
    else if (a === '--check') args.check = true;
    else if (a === '--roundtrip') args.roundtrip = true;
    else if (a === '--ats') args.ats = true;
  }
  // Accept the pdf folder itself as well as its parent.
  if (path.basename(args.corpus) === 'pdf') args.corpus = path.dirname(args.corpus);
  return args;
}

interface Degrade {
  degradeVariants: (text: string) => unknown;
  analyseText: (text: string) => unknown;
}

async function loadDegrade(): Promise<Degrade | null> {
  const dir = path.resolve(import.meta.dirname, '..', 'src', 'analyse');
  const degradePath = path.join(dir, 'degrade.ts');
  const indexPath = path.join(dir, 'index.ts');
  if (!existsSync(degradePath) || !existsSync(indexPath)) return null;
  try {
    const d = (await import(pathToFileURL(degradePath).href)) as Record<string, unknown>;
    const a = (await import(pathToFileURL(indexPath).href)) as Record<string, unknown>;
    if (typeof d.degradeVariants !== 'function' || typeof a.analyseText !== 'function') return null;
    return {
      degradeVariants: d.degradeVariants as Degrade['degradeVariants'],
      analyseText: a.analyseText as Degrade['analyseText'],
    };
  } catch (err) {
    console.error(`degrade/analyse modules failed to load: ${String(err)}`);
    return null;
  }
}

/** A score from whatever analyseText returns (an Analysis, or a promise of one). */
async function scoreOf(v: unknown): Promise<number | null> {
  const r = await v;
  if (typeof r === 'number') return r;
  if (r && typeof r === 'object' && 'score' in r && typeof r.score === 'number') return r.score;
  return null;
}

/** Variant texts from degradeVariants' result: strings or objects with a `text`. */
function variantTexts(v: unknown): { name: string; text: string }[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((x: unknown, i) => {
    if (typeof x === 'string') return [{ name: `#${i}`, text: x }];
    if (x && typeof x === 'object' && 'text' in x && typeof x.text === 'string') {
      const name = 'name' in x && typeof x.name === 'string' ? x.name : `#${i}`;
      return [{ name, text: x.text }];
    }
    return [];
  });
}

function fmt(n: number | null): string {
  return n === null ? 'n/a' : n.toFixed(3);
}

async function main(): Promise<number> {
  if (process.argv.includes('--generated')) {
    await runGeneratedEval(parseGeneratedArgs(process.argv.slice(2)));
    return 0;
  }
  const args = parseArgs(process.argv.slice(2));
  if (args.roundtrip && args.ats) {
    const why = atsToolsMissing();
    if (why) {
      console.log(`ATS-order check skipped: ${why}`);
      return 0;
    }
    const { share } = await runAtsRoundtrip({ corpus: args.corpus });
    return args.check && Object.values(share).some((s) => s < 1) ? 1 : 0;
  }
  if (args.roundtrip && process.argv.includes('--answers')) {
    await runAnswersRoundtrip({ corpus: args.corpus, verbose: args.verbose });
    return 0;
  }
  if (args.roundtrip) {
    await runRoundtrip({ corpus: args.corpus, verbose: args.verbose });
    return 0;
  }
  const pdfDir = path.join(args.corpus, 'pdf');
  const labelDir = path.join(args.corpus, 'labels');
  if (!existsSync(pdfDir)) {
    console.log(`No CV corpus at ${pdfDir} (pass --corpus <dir>); nothing to evaluate.`);
    return 0;
  }
  const files = readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort();
  const degrade = await loadDegrade();

  // Warm-up so the first file's time does not include regex compilation.
  parseCv('Warm Up\nEducation\nUniversity of Nowhere 2019 - 2023\nSkills\nPython, Excel');

  const contactOk: Record<ContactField, number> = {
    name: 0,
    email: 0,
    phone: 0,
    location: 0,
    linkedin: 0,
  };
  let labelled = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let langOk = 0;
  let indOk = 0;
  let expExact = 0;
  let expNear = 0;
  let eduExact = 0;
  let eduNear = 0;
  let crashes = 0;
  let monoPairs = 0;
  let monoOk = 0;
  let parseMs = 0;
  let extractMs = 0;
  let parsed = 0;
  // Reading confidence (issue 27): files misread (name, a section kind, an entry count) and
  // files read right, and how many of each the reading flags as not understood.
  const flags = { misread: 0, misreadFlagged: 0, right: 0, rightFlagged: 0 };
  const mismatches: string[] = [];

  for (const file of files) {
    const base = file.replace(/\.pdf$/iu, '');
    const labelPath = path.join(labelDir, `${base}.json`);
    const label = existsSync(labelPath)
      ? (JSON.parse(readFileSync(labelPath, 'utf8')) as Label)
      : null;
    let text: string;
    let cv: ParsedCv;
    try {
      const t0 = performance.now();
      const doc = await extractDocument(readFileSync(path.join(pdfDir, file)));
      const t1 = performance.now();
      text = doc.text;
      cv = parseCv(text);
      const t2 = performance.now();
      extractMs += t1 - t0;
      parseMs += t2 - t1;
      parsed++;
    } catch (err) {
      crashes++;
      mismatches.push(`${base}: CRASH ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    if (label) {
      labelled++;
      const miss: string[] = [];
      for (const f of CONTACT_FIELDS) {
        const norm = f === 'linkedin' ? linkedinHandle : normaliseField;
        const want = norm(label[f]);
        const got = norm(cv.contact[f]);
        if (want === got) contactOk[f]++;
        else
          miss.push(`${f}: got ${JSON.stringify(cv.contact[f])} want ${JSON.stringify(label[f])}`);
      }
      const want = new Set(label.sections);
      const got = new Set(cv.sections);
      for (const k of got)
        if (want.has(k)) tp++;
        else fp++;
      for (const k of want) if (!got.has(k)) fn++;
      const extra = [...got].filter((k) => !want.has(k));
      const missing = [...want].filter((k) => !got.has(k));
      if (extra.length || missing.length) {
        miss.push(`sections: extra [${extra.join(', ')}] missing [${missing.join(', ')}]`);
      }
      if (cv.language === label.language) langOk++;
      else miss.push(`language: got ${cv.language} want ${label.language}`);
      if (cv.industry === label.industry) indOk++;
      else miss.push(`industry: got ${cv.industry} want ${label.industry}`);
      const de = Math.abs(cv.experience.length - label.experienceCount);
      if (de === 0) expExact++;
      if (de <= 1) expNear++;
      if (de > 0)
        miss.push(`experience: got ${cv.experience.length} want ${label.experienceCount}`);
      const dd = Math.abs(cv.education.length - label.educationCount);
      if (dd === 0) eduExact++;
      if (dd <= 1) eduNear++;
      if (dd > 0) miss.push(`education: got ${cv.education.length} want ${label.educationCount}`);
      const wrong = miss.some((m) => /^(?:name|sections|experience|education):/u.test(m));
      const flagged = cv.reading?.understood === false;
      flags[wrong ? 'misread' : 'right']++;
      if (flagged) flags[wrong ? 'misreadFlagged' : 'rightFlagged']++;
      if (flagged) {
        miss.push(`doubts: ${cv.reading!.doubts.map((d) => `${d.part}/${d.code}`).join(', ')}`);
      }
      if (miss.length) mismatches.push(`${base}:\n    ${miss.join('\n    ')}`);
    }
    if (degrade) {
      try {
        const original = await scoreOf(degrade.analyseText(text));
        for (const v of variantTexts(await degrade.degradeVariants(text))) {
          const s = await scoreOf(degrade.analyseText(v.text));
          if (original === null || s === null) continue;
          monoPairs++;
          if (s < original) monoOk++;
          else mismatches.push(`${base}: variant ${v.name} scored ${s} >= original ${original}`);
        }
      } catch (err) {
        crashes++;
        mismatches.push(
          `${base}: analyse CRASH ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
  }

  const ratio = (n: number, d: number): number | null => (d === 0 ? null : n / d);
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  const f1 =
    precision !== null && recall !== null && precision + recall > 0
      ? (2 * precision * recall) / (precision + recall)
      : null;
  const mono = degrade ? ratio(monoOk, monoPairs) : null;

  const rows: [string, string, string][] = [];
  for (const f of CONTACT_FIELDS) {
    rows.push([`contact.${f}`, fmt(ratio(contactOk[f], labelled)), `≥ ${TARGETS.contact}`]);
  }
  rows.push(['sections.precision', fmt(precision), '']);
  rows.push(['sections.recall', fmt(recall), '']);
  rows.push(['sections.f1 (micro)', fmt(f1), `≥ ${TARGETS.sectionF1}`]);
  rows.push(['language', fmt(ratio(langOk, labelled)), `= ${TARGETS.language.toFixed(2)}`]);
  rows.push(['industry', fmt(ratio(indOk, labelled)), `≥ ${TARGETS.industry}`]);
  rows.push(['experience count exact', fmt(ratio(expExact, labelled)), '']);
  rows.push(['experience count ±1', fmt(ratio(expNear, labelled)), '']);
  rows.push(['education count exact', fmt(ratio(eduExact, labelled)), '']);
  rows.push(['education count ±1', fmt(ratio(eduNear, labelled)), '']);
  rows.push([
    'reading flagged: misread / read right',
    `${fmt(ratio(flags.misreadFlagged, flags.misread))} (${flags.misreadFlagged}/${flags.misread}) / ${fmt(ratio(flags.rightFlagged, flags.right))} (${flags.rightFlagged}/${flags.right})`,
    '',
  ]);
  rows.push([
    'degrade monotonicity',
    degrade ? `${fmt(mono)} (${monoOk}/${monoPairs})` : 'n/a',
    `≥ ${TARGETS.monotonicity}`,
  ]);
  rows.push(['crashed files', String(crashes), `= ${TARGETS.crashes}`]);
  rows.push(['parse ms / file', parsed ? (parseMs / parsed).toFixed(1) : 'n/a', '< 20']);
  rows.push(['extract ms / file', parsed ? (extractMs / parsed).toFixed(1) : 'n/a', '']);

  console.log(`CV corpus: ${args.corpus} (${files.length} PDFs, ${labelled} labelled)\n`);
  const w0 = Math.max(...rows.map((r) => r[0].length));
  const w1 = Math.max(...rows.map((r) => r[1].length));
  console.log(`${'metric'.padEnd(w0)}  ${'value'.padEnd(w1)}  target`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ------`);
  for (const [m, v, t] of rows) console.log(`${m.padEnd(w0)}  ${v.padEnd(w1)}  ${t}`);

  if (args.verbose && mismatches.length) {
    console.log('\nMismatches:');
    for (const m of mismatches) console.log(`  ${m}`);
  }

  if (args.check) {
    const failed: string[] = [];
    for (const f of CONTACT_FIELDS) {
      const r = ratio(contactOk[f], labelled);
      if (r !== null && r < TARGETS.contact) failed.push(`contact.${f}`);
    }
    if (f1 !== null && f1 < TARGETS.sectionF1) failed.push('sections.f1');
    const lang = ratio(langOk, labelled);
    if (lang !== null && lang < TARGETS.language) failed.push('language');
    const ind = ratio(indOk, labelled);
    if (ind !== null && ind < TARGETS.industry) failed.push('industry');
    if (mono !== null && mono < TARGETS.monotonicity) failed.push('monotonicity');
    if (crashes > TARGETS.crashes) failed.push('crashes');
    if (failed.length) {
      console.log(`\nTargets missed: ${failed.join(', ')}`);
      return 1;
    }
    console.log('\nAll targets met.');
  }
  return 0;
}

process.exitCode = await main();
