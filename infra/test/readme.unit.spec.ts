import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from '@karier/events';
import { projections } from '@karier/projector';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const readme = read('README.md');
const docsDir = path.join(repoRoot, 'docs');
const docFiles = fs
  .readdirSync(docsDir)
  .filter((f) => f.endsWith('.md'))
  .sort();

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const m = !fence && /^#{1,6} (.+)$/.exec(line);
    if (!m) continue;
    anchors.add(
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  return anchors;
}

/**
 * Keeps the documentation true: the README is the entrance, `docs/` the reference. Every event
 * type, projection and environment variable is documented in its reference file, and every link
 * between them leads somewhere.
 */
describe('README and docs/', () => {
  it('the README is an entrance: at most 15 KB, with an index of every docs/ file', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(15 * 1024);
    for (const f of docFiles) expect(readme).toContain(`(docs/${f})`);
    // The two commands a new user needs, and the minimum Node the engines spec checks.
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });

  it('no docs/ file is over 25 KB', () => {
    const big = docFiles.filter((f) => fs.statSync(path.join(docsDir, f)).size > 25 * 1024);
    expect(big).toEqual([]);
  });

  it('every relative link of the README and docs/ leads to a file and heading that exist', () => {
    const broken: string[] = [];
    const files = ['README.md', ...docFiles.map((f) => `docs/${f}`)];
    for (const file of files) {
      const text = read(file);
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/i.test(target)) continue;
        const [rel, anchor] = target.split('#') as [string, string | undefined];
        const resolved = rel ? path.join(path.dirname(file), rel) : file;
        if (!fs.existsSync(path.join(repoRoot, resolved))) {
          broken.push(`${file}: ${target}`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${file}: ${target} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('docs/events.md lists every event type of the catalogue with its version', () => {
    const events = read('docs/events.md');
    for (const def of catalogue)
      expect(events).toMatch(new RegExp(`\\| \`${def.type}\` \\| ${def.version} \\|`));
  });

  it('docs/projections.md lists every projection', () => {
    const doc = read('docs/projections.md');
    for (const p of projections) expect(doc).toContain(`| \`${p.name}\` |`);
  });

  it('docs/configuration.md documents every environment variable the code reads', () => {
    const configuration = read('docs/configuration.md');
    const vars = new Set<string>();
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'data'].includes(e.name) || e.name.startsWith('.')) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(ts|mjs)$/.test(e.name) && !e.name.includes('.spec.')) {
          const src = fs.readFileSync(p, 'utf8');
          for (const m of src.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) vars.add(m[1]!);
          for (const m of src.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}): z\./gm)) vars.add(m[1]!);
        }
      }
    };
    for (const dir of [
      'events',
      'command-api',
      'query-api',
      'projector',
      'infra',
      'test-support',
    ]) {
      walk(path.join(repoRoot, dir));
    }
    const missing = [...vars].filter((v) => !configuration.includes(`\`${v}\``));
    expect(missing).toEqual([]);
    expect(vars.size).toBeGreaterThan(10);
  });
});
