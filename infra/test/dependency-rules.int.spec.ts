import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IFlattenedRuleSet } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The package rules of .dependency-cruiser.cjs catch what they name: each case cruises a tiny
 * tree of files laid out like the repo (in a temporary folder, never the real sources) with the
 * real rule set, and expects the rule's violation — and none for the allowed twin.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as {
  forbidden: IFlattenedRuleSet['forbidden'];
};
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function violations(files: Record<string, string>): Promise<string[]> {
  const base = mkdtempSync(join(tmpdir(), 'karier-depcruise-'));
  made.push(base);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(base, path)), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  const result = await cruise(['commerce/src'], {
    baseDir: base,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsPreCompilationDeps: true,
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const store = {
  'store/src/event-store.ts': 'export const events = 1;\n',
  'node_modules/knex/package.json': '{"name":"knex","main":"index.js"}\n',
  'node_modules/knex/index.js': 'module.exports = {};\n',
  'commerce/src/pricing.ts': 'export const PRICE = 25000;\n',
};

describe('dependency rule commerce-off-the-event-store', () => {
  it('fails when commerce imports the event store', async () => {
    const found = await violations({
      ...store,
      'commerce/src/entitlements.ts':
        "import { events } from '../../store/src/event-store.ts';\nexport const n = events;\n",
    });
    expect(found).toContain(
      'commerce-off-the-event-store: commerce/src/entitlements.ts → store/src/event-store.ts',
    );
  });

  it('fails when commerce imports a database client', async () => {
    const found = await violations({
      ...store,
      'commerce/src/entitlements.ts': "import knex from 'knex';\nexport const k = knex;\n",
    });
    expect(found).toContain(
      'commerce-off-the-event-store: commerce/src/entitlements.ts → node_modules/knex/index.js',
    );
  });

  it('lets commerce import its own price list', async () => {
    const found = await violations({
      ...store,
      'commerce/src/entitlements.ts':
        "import { PRICE } from './pricing.ts';\nexport const p = PRICE;\n",
    });
    expect(found).toEqual([]);
  });
});
