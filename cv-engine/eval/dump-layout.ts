/**
 * Prints what extraction hands the analyser for a few files: each text line with its layout
 * hint (size, bold, heading, region), to check the PDF and DOCX readers by eye.
 *
 *   npx tsx cv-engine/eval/dump-layout.ts <file>...
 *   npx tsx cv-engine/eval/dump-layout.ts --family europass --producer html-pdf
 *       [--lang en] [--n 10] [--seed 27] [--cache /work/cv-gen-cache]
 *
 * With --family it reads the generated corpus's cached files of the tuning part only: held-out
 * documents are skipped unread (see docs/cv-eval.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractDocument } from '../src/extract/index.ts';
import type { LineHint } from '../src/types.ts';
import { DEFAULT_CACHE, FAMILIES, generatorHash } from './generated/corpus.ts';
import { isHeldOut } from './generated/truth.ts';

function hintTag(h: LineHint | null | undefined): string {
  if (!h) return ''.padEnd(16);
  const flags = `${h.bold ? 'b' : '-'}${h.heading ? 'H' : '-'}`;
  return `${h.size.toFixed(2)} ${flags} ${h.region.padEnd(5)}`.padEnd(16);
}

async function dump(file: string) {
  const doc = await extractDocument(readFileSync(file));
  console.log(`==== ${file} (${doc.pages} pages, columns ${doc.columns.join(',')})`);
  const lines = doc.text.split('\n');
  if (doc.hints && doc.hints.length !== lines.length)
    console.log(`!! ${doc.hints.length} hints for ${lines.length} lines`);
  for (const [i, l] of lines.entries()) console.log(`${hintTag(doc.hints?.[i])}| ${l}`);
}

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

async function main(argv: string[]) {
  const family = arg(argv, '--family');
  if (!family) {
    for (const f of argv) await dump(f);
    return;
  }
  if (!FAMILIES.some((f) => f.name === family)) throw new Error(`unknown family ${family}`);
  const producer = arg(argv, '--producer') ?? 'html-pdf';
  const lang = arg(argv, '--lang');
  const n = Number(arg(argv, '--n') ?? 10);
  const seed = Number(arg(argv, '--seed') ?? 27);
  const cache = arg(argv, '--cache') ?? DEFAULT_CACHE;
  const dir = path.join(cache, generatorHash(family), producer);
  if (!existsSync(dir)) throw new Error(`no cached files at ${dir}`);
  const ext = producer === 'docx' ? '.docx' : '.pdf';
  for (const name of readdirSync(dir).sort()) {
    const m = new RegExp(`^${family}-(id|en)-(\\d{3})\\${ext}$`).exec(name);
    if (!m || (lang && m[1] !== lang) || Number(m[2]) >= n) continue;
    if (isHeldOut(seed, family, m[1] as 'id' | 'en', Number(m[2]))) continue;
    await dump(path.join(dir, name));
  }
}

await main(process.argv.slice(2));
