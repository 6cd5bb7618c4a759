// Per-file test times of two Vitest runs side by side, from their JSON reports
// (`npx vitest run --project e2e --reporter=json --outputFile.json=after.json`):
//   node infra/scripts/test-times.mjs baseline.json after.json
// Run the baseline in the same period as the change (the machine is shared): the ratio column
// is what to compare, not the seconds. A file's time is the sum of its tests' durations.
import fs from 'node:fs';
import path from 'node:path';

const [basePath, afterPath] = process.argv.slice(2);
if (!basePath || !afterPath) {
  console.error('usage: node infra/scripts/test-times.mjs <baseline.json> <after.json>');
  process.exit(2);
}

/** File (relative to the repository) → { seconds, tests, failed }. */
function perFile(report) {
  const files = new Map();
  for (const file of report.testResults) {
    const tests = file.assertionResults;
    const ms = tests.reduce((sum, t) => sum + (t.duration ?? 0), 0);
    const name = file.name.split(`${path.sep}web${path.sep}`).pop() ?? file.name;
    files.set(name, {
      seconds: ms / 1000,
      tests: tests.length,
      failed: tests.filter((t) => t.status !== 'passed').length,
    });
  }
  return files;
}

const read = (p) => perFile(JSON.parse(fs.readFileSync(p, 'utf8')));
const base = read(basePath);
const after = read(afterPath);
const names = [...new Set([...base.keys(), ...after.keys()])].sort(
  (a, b) => (base.get(b)?.seconds ?? 0) - (base.get(a)?.seconds ?? 0),
);

const cell = (x, width) => String(x).padStart(width);
const total = { base: 0, after: 0, baseTests: 0, afterTests: 0, failed: 0 };
console.log(
  `${'file'.padEnd(40)}${cell('baseline s', 12)}${cell('after s', 10)}${cell('ratio', 8)}${cell('tests', 10)}`,
);
for (const name of names) {
  const b = base.get(name);
  const a = after.get(name);
  total.base += b?.seconds ?? 0;
  total.after += a?.seconds ?? 0;
  total.baseTests += b?.tests ?? 0;
  total.afterTests += a?.tests ?? 0;
  total.failed += a?.failed ?? 0;
  const ratio = a && b ? (a.seconds / b.seconds).toFixed(2) : '-';
  console.log(
    `${name.padEnd(40)}${cell(b ? b.seconds.toFixed(1) : '-', 12)}${cell(a ? a.seconds.toFixed(1) : '-', 10)}${cell(ratio, 8)}${cell(`${b?.tests ?? 0}→${a?.tests ?? 0}`, 10)}`,
  );
}
console.log(
  `${'all files (sum)'.padEnd(40)}${cell(total.base.toFixed(1), 12)}${cell(total.after.toFixed(1), 10)}${cell((total.after / total.base).toFixed(2), 8)}${cell(`${total.baseTests}→${total.afterTests}`, 10)}`,
);
if (total.failed > 0) console.log(`${total.failed} test(s) did not pass in the second run`);
