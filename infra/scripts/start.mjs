// `npm start`: builds the web app and the server when their builds are missing or stale, then
// runs the standalone server as compiled JavaScript (infra/dist), in this same process.
import { ensureServerBuild } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

try {
  if (!process.env.WEB_DIST) ensureWebBuild();
  await ensureServerBuild();
} catch (err) {
  console.error(`[karier] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

await import('../dist/main.mjs');
