import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: Record<string, string> | string[]; optional?: boolean }>;
};

/** The Node the README promises ("Node.js ≥ 20.19"), as a full version. */
function readmeMinimum(): string {
  const m = /Node\.js ≥ (\d+)\.(\d+)/.exec(readme);
  if (!m) throw new Error('README no longer names the minimum Node.js ("Node.js ≥ x.y")');
  return `${m[1]}.${m[2]}.0`;
}

/** A package's `engines.node` range (the lockfile keeps the object form, old packages a list). */
function nodeRange(engines: Record<string, string> | string[] | undefined): string | null {
  if (!engines) return null;
  if (Array.isArray(engines)) {
    const entry = engines.find((e) => /^node\b/.test(e));
    return entry ? entry.replace(/^node\s*/, '') : null;
  }
  return engines.node ?? null;
}

/**
 * Issue 26 item 10: `npm install` on the Node the README names printed "Unsupported engine"
 * (EBADENGINE) for @axe-core/playwright and nanoid@6. Every package the lockfile installs must
 * accept the README's minimum, so such a warning cannot come back with an upgrade unnoticed.
 */
describe('the Node the README names installs without engine warnings', () => {
  const minimum = readmeMinimum();

  it('package.json engines say the same minimum as the README', () => {
    expect(semver.minVersion(rootPackage.engines.node)?.version).toBe(minimum);
  });

  it(`every package in package-lock.json accepts Node ${minimum}`, () => {
    const refusing = Object.entries(lock.packages)
      .map(([where, p]) => ({ where, range: nodeRange(p.engines) }))
      .filter(
        (p): p is { where: string; range: string } =>
          p.range !== null && !semver.satisfies(minimum, p.range),
      )
      .map((p) => `${p.where} (engines.node ${p.range})`);
    expect(refusing).toEqual([]);
  });

  it('the check sees a refusing range (so an empty list above means something)', () => {
    expect(semver.satisfies(minimum, '>=22.12.0')).toBe(false);
    expect(semver.satisfies(minimum, '^22 || ^24 || >=26')).toBe(false);
    expect(semver.satisfies(minimum, '^18 || >=20')).toBe(true);
  });
});
