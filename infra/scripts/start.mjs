// `npm start`: builds the web app when its build is missing or stale, then runs the standalone
// server (TypeScript through tsx, in this same process).
import { ensureWebBuild } from './web-build.mjs';

if (!process.env.WEB_DIST) {
  try {
    ensureWebBuild();
  } catch (err) {
    console.error(`[karier] ${err.message}`);
    process.exit(1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/main.ts');
