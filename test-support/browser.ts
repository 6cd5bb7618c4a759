import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why browser tests cannot run here, or null when Chromium is installed. */
export function browserUnavailable(): string | null {
  if (fs.existsSync(chromiumPath)) return null;
  const reason = `Chromium not found at ${chromiumPath} (apt-get install -y chromium)`;
  if (process.env.KARIER_REQUIRE_BROWSER === '1') throw new Error(reason);
  console.warn(`SKIPPED (browser tests): ${reason}`);
  return reason;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
