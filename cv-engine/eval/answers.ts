/**
 * The round trip's "answers" mode (`npm run eval:cv -- --roundtrip --answers`, issue 28): each
 * original is revised three ways in one template — as today, with the Lengkapi completion and no
 * answers, and with scripted plain-number answers to its `metric` questions only — and each
 * revised DOCX is read back and scored by the same analyser as a user upload. Prints per layout
 * family the original score, the revised score without answers, with answers, and the lift; plus
 * provenance (every number or name of an added line is in the CV or an answer) and facts kept.
 *
 * "Weak" CVs are those whose experience bullets hold no digit: the target (≥ +15 on
 * average from answering only the metric questions) is about them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseText } from '../src/analyse/index.ts';
import { checkProvenance, questionsFor, type Answer } from '../src/complete/index.ts';
import { buildRevision, revisionSummary } from '../src/engine.ts';
import { extractDocument } from '../src/extract/index.ts';
import { quantifiedPoints } from '../src/score/rubric/impact.ts';
import type { ParsedCv, TemplateName } from '../src/types.ts';
import { roundtripFixtures } from '../test/fixtures/roundtrip-cvs.ts';
import {
  compareFacts,
  corpusFacts,
  fixtureFacts,
  missingPoints,
  type CorpusLabel,
  type SourceFacts,
} from './roundtrip.ts';

export const ANSWERS_TARGET_LIFT = 15;

export interface AnswersRun {
  file: string;
  family: string;
  weak: boolean;
  metricQuestions: number;
  original: number;
  revised: number;
  /** With the completion and no answers. */
  noAnswers: number;
  withAnswers: number;
  provenanceOk: boolean;
  unsupported: string[];
  lost: string[];
  /** Analyser points the answered revision still misses: facts only the user has, and form. */
  missing: { facts: number; form: number };
  /** The findings the answered revision still has, with their points. */
  findings: string[];
}

/** A CV with no digit in any experience bullet. */
export function isWeak(parsed: ParsedCv): boolean {
  return !parsed.experience.some((e) => e.bullets.some((b) => /\d/u.test(b)));
}

/** Scripted plain numbers, one per metric question, varied so no two answers are alike. */
export function scriptedAnswers(parsed: ParsedCv): Answer[] {
  return questionsFor(parsed, 'id')
    .filter((q) => q.kind === 'metric')
    .map((q, i) => ({ questionId: q.id, answer: String(12 + 7 * i) }));
}

async function score(docx: Uint8Array): Promise<{
  score: number;
  text: string;
  parsed: ParsedCv;
  findings: { code: string; impact: number }[];
}> {
  const doc = await extractDocument(docx);
  const a = analyseText(doc.text, { hints: doc.hints });
  return { score: a.score, text: doc.text, parsed: a.parsed, findings: a.result.recommendations };
}

export async function answersRun(
  file: string,
  family: string,
  buffer: Uint8Array,
  factsOf: (text: string, parsed: ParsedCv) => SourceFacts,
  template: TemplateName,
): Promise<AnswersRun> {
  const doc = await extractDocument(buffer);
  const original = analyseText(doc.text, { hints: doc.hints });
  const parsed = original.parsed;
  const summary = revisionSummary(parsed);
  const answers = scriptedAnswers(parsed);
  const plain = await score((await buildRevision(parsed, summary, template)).docx);
  const none = await score(
    (
      await buildRevision(parsed, summary, template, undefined, {
        completion: { answers: [], reverted: [], locale: 'id' },
      })
    ).docx,
  );
  const withRev = await buildRevision(parsed, summary, template, undefined, {
    completion: { answers, reverted: [], locale: 'id' },
  });
  const withA = await score(withRev.docx);
  const added = (withRev.changes ?? []).filter((c) => c.source === 'answer').map((c) => c.after);
  const prov = checkProvenance(added, { cvText: doc.text, answers: answers.map((a) => a.answer) });
  const cmp = compareFacts(factsOf(doc.text, parsed), doc.text, withA.text, withA.parsed);
  return {
    file,
    family,
    weak: isWeak(parsed),
    metricQuestions: answers.length,
    original: original.score,
    revised: plain.score,
    noAnswers: none.score,
    withAnswers: withA.score,
    provenanceOk: prov.ok,
    unsupported: prov.unsupported,
    lost: cmp.lost,
    missing: missingPoints(withA.findings),
    findings: withA.findings.filter((f) => f.impact > 0).map((f) => `${f.code} ${f.impact}`),
  };
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const f1 = (x: number) => (Number.isNaN(x) ? '—' : x.toFixed(1));

/** The per-family table: original, revised, revised + completion without answers, with answers, lift. */
export function answersTable(runs: readonly AnswersRun[]): string[] {
  const out: string[] = [];
  const head = [
    'family',
    'CVs',
    'weak',
    'metric q',
    'original',
    'revised',
    'no answers',
    'answers',
    'lift',
    'lift (weak)',
  ];
  out.push(head.join(' | '));
  const families = [...new Set(runs.map((r) => r.family))].sort();
  for (const fam of [...families, 'all']) {
    const rs = fam === 'all' ? runs : runs.filter((r) => r.family === fam);
    const weak = rs.filter((r) => r.weak);
    out.push(
      [
        fam,
        rs.length,
        weak.length,
        f1(mean(rs.map((r) => r.metricQuestions))),
        f1(mean(rs.map((r) => r.original))),
        f1(mean(rs.map((r) => r.revised))),
        f1(mean(rs.map((r) => r.noAnswers))),
        f1(mean(rs.map((r) => r.withAnswers))),
        f1(mean(rs.map((r) => r.withAnswers - r.noAnswers))),
        f1(mean(weak.map((r) => r.withAnswers - r.noAnswers))),
      ].join(' | '),
    );
  }
  const n = runs.length || 1;
  out.push('');
  out.push(
    `provenance with answers: ${((100 * runs.filter((r) => r.provenanceOk).length) / n).toFixed(1)} %`,
  );
  out.push(
    `facts kept with answers: ${((100 * runs.filter((r) => !r.lost.length).length) / n).toFixed(1)} %`,
  );
  const weakLift = mean(runs.filter((r) => r.weak).map((r) => r.withAnswers - r.noAnswers));
  // What the rubric can give at most for the numbers answered: impact.ts counts quantified lines
  // (4 for the first, 2 for each next, at most 12), whatever else the answers improve.
  const weakRuns = runs.filter((r) => r.weak);
  out.push(
    `rubric ceiling for the metric answers on weak CVs: ${f1(mean(weakRuns.map((r) => quantifiedPoints(r.metricQuestions))))} (max ${quantifiedPoints(99)} for any CV; weak CVs with no metric question: ${weakRuns.filter((r) => r.metricQuestions === 0).length})`,
  );
  out.push(
    `lift on weak CVs: ${f1(weakLift)} (target ≥ +${ANSWERS_TARGET_LIFT}: ${weakLift >= ANSWERS_TARGET_LIFT ? 'met' : 'NOT met'})`,
  );
  return out;
}

export async function runAnswersRoundtrip(opts: {
  corpus: string | null;
  template?: TemplateName;
  verbose?: boolean;
  log?: (line: string) => void;
}): Promise<AnswersRun[]> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const template = opts.template ?? 'modern';
  const runs: AnswersRun[] = [];
  for (const fx of await roundtripFixtures()) {
    runs.push(
      await answersRun(
        `fixture/${fx.name}`,
        fx.layout,
        fx.buffer,
        () => fixtureFacts(fx.person),
        template,
      ),
    );
  }
  if (opts.corpus && existsSync(path.join(opts.corpus, 'pdf'))) {
    const pdfs = readdirSync(path.join(opts.corpus, 'pdf'))
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .sort();
    for (const pdf of pdfs) {
      const base = pdf.replace(/\.pdf$/iu, '');
      const labelPath = path.join(opts.corpus, 'labels', `${base}.json`);
      const label = existsSync(labelPath)
        ? (JSON.parse(readFileSync(labelPath, 'utf8')) as CorpusLabel)
        : null;
      runs.push(
        await answersRun(
          `corpus/${base}`,
          'corpus',
          readFileSync(path.join(opts.corpus, 'pdf', pdf)),
          (text, parsed) => corpusFacts(text, parsed, label),
          template,
        ),
      );
    }
  }
  for (const r of runs) {
    const flag = r.provenanceOk && !r.lost.length ? '✓' : '✗';
    log(
      `${flag} ${r.file} [${r.family}${r.weak ? ', weak' : ''}]: ${r.original} → ${r.revised} → ${r.noAnswers} → ${r.withAnswers} (${r.metricQuestions} metric answers)`,
    );
    if (r.unsupported.length) log(`    unsupported: ${r.unsupported.join(', ')}`);
    if (r.lost.length) log(`    lost: ${r.lost.join('; ')}`);
    if (opts.verbose)
      log(
        `    still missing: facts ${r.missing.facts}, form ${r.missing.form} (${r.findings.join(', ')})`,
      );
  }
  log('');
  log(`Answers mode (template ${template}; scripted plain numbers to the metric questions only)`);
  for (const l of answersTable(runs)) log(l);
  return runs;
}
