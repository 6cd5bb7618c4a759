import { verifyAuditTrail } from './audit.ts';
import { loadStorageConfig } from './config.ts';
import { CLI_STATEMENT_TIMEOUT_MS, openStorage } from './storage.ts';

/** `npm run audit:verify`: walks the whole hash chain; exit code 0 when intact, 1 when broken. */
async function main(): Promise<number> {
  const storage = await openStorage(loadStorageConfig(), {
    statementTimeoutMs: CLI_STATEMENT_TIMEOUT_MS,
  });
  try {
    const started = performance.now();
    let lastReport = started;
    const res = await verifyAuditTrail(storage.db, {
      onProgress: ({ events, position }) => {
        const now = performance.now();
        if (now - lastReport < 2000) return;
        lastReport = now;
        console.error(`  ${events} event diperiksa (posisi ${position})…`);
      },
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (res.ok) {
      console.log(`Jejak audit utuh: ${res.events} event, head ${res.head} (${seconds} s)`);
      if (res.headHash) console.log(`  hash head: ${res.headHash}`);
      return 0;
    }
    console.error(
      `Jejak audit RUSAK di posisi ${res.brokenAt} (setelah ${res.events} event)\n` +
        `  hash tersimpan: ${res.actual || '(kosong)'}\n  hash seharusnya: ${res.expected}`,
    );
    return 1;
  } finally {
    await storage.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
