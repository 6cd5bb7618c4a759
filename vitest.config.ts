import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', '**/dist/**', 'data/**'];

/**
 * Test tiers by suffix: *.unit.spec.ts (no I/O), *.web.spec.tsx (the web's components and
 * routes in happy-dom, the API mocked by MSW), *.int.spec.ts (PGlite and the local PostgreSQL),
 * *.e2e.spec.ts (the whole app in headless Chromium). `npm test` runs all four.
 */
export default defineConfig({
  test: {
    reporters: ['default'],
    // Most files wait on PostgreSQL, HTTP or Chromium rather than compute: three files at a
    // time keep both cores of the CI machine busy (vitest's default on 2 cores is one file).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude,
          // Unit specs do no I/O and keep no state outside their modules: a worker imports
          // pdf.js, docx and the analyser once for all its files instead of once per file.
          isolate: false,
          // Beside the int and e2e files (and other work on a shared machine) a spec of 1–3 s
          // alone took over vitest's 5 s default: parse and monotonicity properties, the
          // pdf.js reading checks. A unit spec is judged by its result, not its speed here.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.web.spec.tsx'],
          exclude,
          environment: 'happy-dom',
          // Reduced motion: no endless animation runs (or is cancelled) in a spec.
          environmentOptions: {
            happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } },
          },
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 30_000,
          // The app's modules (React, the router, TanStack Query, the texts) are imported once
          // per worker; each spec renders into a fresh document and resets the MSW handlers.
          isolate: false,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          // Each int spec makes its own database, app and servers, and no module keeps state
          // from one file for the next: a worker imports the app's modules once for all its
          // files, not once per file (command-api and query-api HTTP specs: 126 → 95 s wall,
          // module import 80 → 22 s, measured one after the other).
          isolate: false,
          globalSetup: ['test-support/global-postgres.ts', 'test-support/global-pglite.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['**/*.e2e.spec.ts'],
          exclude,
          globalSetup: ['test-support/global-web-build.ts', 'test-support/global-pglite.ts'],
          // Each file starts its own app (own port, data dir) and browser: they run beside the
          // other tiers' files instead of one by one after them. As in the int tier, no module
          // keeps state from one file for the next, so a worker imports the app, Playwright and
          // axe once for all its files instead of once per file (module import summed over the
          // 14 files: 239 s isolated, 79 and 93 s not, on a loaded shared machine).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
