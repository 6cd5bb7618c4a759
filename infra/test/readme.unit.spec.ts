import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from '@karier/events';
import { projections } from '@karier/projector';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** Keeps README.md true: every event type, projection and environment variable is documented. */
describe('README', () => {
  it('lists every event type of the catalogue with its version', () => {
    for (const def of catalogue)
      expect(readme).toMatch(new RegExp(`\\| \`${def.type}\` \\| ${def.version} \\|`));
  });

  it('lists every projection', () => {
    for (const p of projections) expect(readme).toContain(`| \`${p.name}\` |`);
  });

  it('documents every environment variable the code reads', () => {
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
    const missing = [...vars].filter((v) => !readme.includes(`\`${v}\``));
    expect(missing).toEqual([]);
    expect(vars.size).toBeGreaterThan(10);
  });
});
