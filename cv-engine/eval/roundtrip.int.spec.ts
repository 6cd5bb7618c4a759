import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runRoundtrip, type RoundtripFileResult } from './roundtrip.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.resolve(root, '../shared/cv-corpus');
const present = fs.existsSync(path.join(corpus, 'pdf'));
if (!present) {
  console.log(`[skip] round trip over the CV corpus: no corpus at ${corpus} (fixtures only)`);
}

/**
 * `npm run eval:cv -- --roundtrip`: original → revised DOCX (each template) → re-read. Asserts
 * the targets the engine meets today; the table printed with the test output has all of them
 * (the mean lift on originals below 80 is not met: the table shows the points still missing,
 * most of which need facts only the user has).
 */
describe('round trip: the revised CV against its original', () => {
  let results: RoundtripFileResult[] = [];
  let table = '';

  it('runs over the generated fixtures and the corpus', async () => {
    const lines: string[] = [];
    const out = await runRoundtrip({
      corpus: present ? corpus : null,
      verbose: false,
      log: (l) => lines.push(l),
    });
    results = out.results;
    table = lines.join('\n');
    console.log(table);
    expect(out.summary.runs).toBe(results.length * 3);
  }, 600_000);

  it('accounts for every line of every original (lossless parse)', () => {
    for (const r of results) {
      expect(r.original.coverage.accounted, r.original.file).toBe(r.original.coverage.lines);
    }
  });

  it('keeps every fact of every generated CV, invents none, and scores no lower', () => {
    const fixtures = results.filter((r) => r.original.file.startsWith('fixture/'));
    expect(fixtures.length).toBeGreaterThanOrEqual(12);
    for (const run of fixtures.flatMap((r) => r.runs)) {
      const where = `${run.file} (${run.template})`;
      expect(run.lost, where).toEqual([]);
      expect(run.added, where).toEqual([]);
      expect(run.after, where).toBeGreaterThanOrEqual(run.before);
    }
  });

  it('prints nothing twice, loses no word and re-reads the same entries, on every generated CV', () => {
    const fixtures = results.filter((r) => r.original.file.startsWith('fixture/'));
    for (const run of fixtures.flatMap((r) => r.runs)) {
      const where = `${run.file} (${run.template})`;
      expect(run.repeated, where).toEqual([]);
      expect(run.wordsLost, where).toEqual([]);
      expect(run.entryDrift, where).toEqual([]);
    }
  });

  it('keeps the corpus where it stands on repeats, lost words and re-read entries', () => {
    // Not yet 100 % on the corpus (see the table): multi-column PDFs whose lines the extractor
    // interleaves. These floors keep what is won.
    const runs = results.flatMap((r) => r.runs);
    const share = (ok: (x: (typeof runs)[number]) => boolean) =>
      runs.filter(ok).length / runs.length;
    expect(share((x) => x.repeated.length === 0)).toBeGreaterThanOrEqual(0.95);
    expect(share((x) => x.wordsLost.length === 0)).toBeGreaterThanOrEqual(0.95);
    expect(share((x) => x.entryDrift.length === 0)).toBeGreaterThanOrEqual(0.95);
  });

  it('keeps every fact of every original, corpus included, in every template', () => {
    for (const run of results.flatMap((r) => r.runs)) {
      expect(run.lost, `${run.file} (${run.template})`).toEqual([]);
    }
  });

  it('invents nothing on any original, corpus included, in any template', () => {
    for (const run of results.flatMap((r) => r.runs)) {
      expect(run.added, `${run.file} (${run.template})`).toEqual([]);
    }
  });

  it('scores every revision, corpus included, at least as high as its original', () => {
    for (const run of results.flatMap((r) => r.runs)) {
      expect(run.after, `${run.file} (${run.template})`).toBeGreaterThanOrEqual(run.before);
    }
  });

  it('reads the contact fields and sections of the generated CVs', () => {
    expect(table).toMatch(/contact\.name on fixtures\s+1\.000/u);
    for (const f of ['name', 'email', 'phone', 'location', 'linkedin']) {
      expect(table).toMatch(
        new RegExp(`contact\\.${f} on fixtures\\s+\\S+\\s+≥ 0\\.95\\s+yes`, 'u'),
      );
    }
    expect(table).toMatch(/section F1 on fixtures\s+\S+\s+≥ 0\.95\s+yes/u);
  });
});
