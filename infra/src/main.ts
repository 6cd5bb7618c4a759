import fs from 'node:fs';
import path from 'node:path';
import { loadStorageConfig } from '@karier/events';
import { loadServerConfig } from './config.ts';
import { startStandalone } from './standalone.ts';

const server = loadServerConfig();
const storage = loadStorageConfig();
if (!fs.existsSync(path.join(server.webDist, 'index.html'))) {
  console.warn(`[karier] web build not found in ${server.webDist}; only /api is served`);
}
const app = await startStandalone({ storage, server });
console.log(
  `[karier] standalone on ${app.url} — storage: ${app.storage.db.kind} (${app.storage.db.location})`,
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[karier] ${signal}: draining requests and stopping`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
