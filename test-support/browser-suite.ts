import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { launchBrowser } from './browser.ts';

/**
 * The usual browser-test set-up: the whole app and Chromium once per file, a fresh browser
 * context and page (1280×800, 15 s default timeout) per test. Read `app` and `page` from the
 * returned object inside hooks and tests.
 */
export function useBrowserApp(options: Parameters<typeof startTestApp>[0] = {}) {
  const suite = {} as { app: TestApp; page: Page };
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  // What the Content-Security-Policy refused: the app must run under its own policy.
  let cspViolations: string[] = [];
  const watch = (page: Page) =>
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
    });
  beforeAll(async () => {
    suite.app = await startTestApp(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await suite.app?.stop();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: suite.app.url,
      viewport: { width: 1280, height: 800 },
    });
    context.setDefaultTimeout(15_000);
    // A navigation waits on the server (a sign-up hashes its password with argon2): beside the
    // whole suite, typecheck and lint on two cores, the first one in a file took 15-18 s.
    context.setDefaultNavigationTimeout(30_000);
    cspViolations = [];
    context.on('page', watch);
    suite.page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
    if (cspViolations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
    }
  });
  return suite;
}
