import fs from 'node:fs';
import path from 'node:path';
import { loadStorageConfig } from '@karier/store';
import { loadServerConfig } from './config.ts';
import { runUntilSignal } from './service.ts';
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

// Standalone has no readiness to withdraw: a signal closes the server, letting requests finish.
runUntilSignal({ name: 'karier', drain: () => undefined, close: () => app.close() });
