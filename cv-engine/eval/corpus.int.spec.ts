import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.resolve(root, '../shared/cv-corpus');
const present = fs.existsSync(path.join(corpus, 'labels'));
if (!present) {
  console.log(`[skip] CV corpus evaluation: no labelled corpus at ${corpus}`);
}

/**
 * `npm run eval:cv -- --check` over the labelled corpus of real CVs: contact fields, sections,
 * language, industry, degrade-pair monotonicity and zero crashes must meet their targets.
 */
describe.skipIf(!present)('CV engine on the labelled corpus', () => {
  it('meets every target of npm run eval:cv', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'cv-engine/eval/eval-cv.ts', '--check', '--corpus', corpus],
      { cwd: root, encoding: 'utf8', timeout: 240_000 },
    );
    // The table is the evidence; print it with the test output.
    console.log(run.stdout);
    expect(run.stderr.replaceAll(/^npm warn.*$/gm, '').trim()).toBe('');
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/crashed files\s+0\b/);
  }, 300_000);
});
