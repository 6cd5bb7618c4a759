import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The password every browser test signs up with. */
export const E2E_PASSWORD = 'rahasia-123';

/** A fresh address, `<prefix>-<8 hex>@example.com`. */
export const e2eEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Fills the sign-up form on the current page (/register) and sends it. The caller waits for
 * where it leads (/onboarding, or /onboarding?next=… when a plan was chosen).
 */
export async function fillRegisterForm(
  page: Page,
  account: { name: string; email: string; password?: string },
) {
  const password = account.password ?? E2E_PASSWORD;
  await page.getByLabel('Nama lengkap').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  await page.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
}

/** Opens /register, signs up and waits for onboarding; returns the session token. */
export async function registerThroughUi(
  page: Page,
  account: { name: string; email: string; password?: string },
): Promise<string> {
  const seen: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) =>
    seen.push(`console.${m.type()}: ${m.text()}`);
  const onResponse = (r: { status(): number; url(): string; request(): { method(): string } }) =>
    seen.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()}`);
  const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) =>
    seen.push(`failed ${new URL(r.url()).pathname}: ${r.failure()?.errorText}`);
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('requestfailed', onFailed);
  try {
    await page.goto('/register');
    await fillRegisterForm(page, account);
    await page.waitForURL('**/onboarding');
  } catch (err) {
    // A sign-up that never arrives: say where the page is and what it saw on the way.
    const body = await page
      .evaluate(() => document.body.innerText.slice(0, 600))
      .catch(() => '(no body)');
    throw new Error(
      `sign-up did not reach /onboarding: ${String(err)}\nurl ${page.url()}\n` +
        `page: ${body}\nseen:\n${seen.slice(-40).join('\n')}`,
    );
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.off('requestfailed', onFailed);
  }
  return (await page.evaluate(() => localStorage.getItem('token')))!;
}

/**
 * The three onboarding steps in the browser: phone and Kota Bandung, `about`, one skill
 * (Microsoft Excel), then "Selesai". The caller waits for where it leads.
 */
export async function onboardThroughUi(page: Page, about: string) {
  await page.getByText('Langkah 1 dari 3').waitFor();
  await page.getByLabel('Nomor telepon').fill('081234567890');
  const location = page.getByRole('combobox', { name: 'Lokasi' });
  await location.fill('bandu');
  await page.getByRole('option', { name: /Kota Bandung/ }).click();
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByText('Langkah 2 dari 3').waitFor();
  await page.getByLabel('Tentang saya').fill(about);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByText('Langkah 3 dari 3').waitFor();
  await page.getByLabel('Keahlian').fill('Microsoft Excel');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Selesai' }).click();
}

/**
 * Read-your-writes: the page waits for an event position it has not written itself (a write
 * made through the API). Keeps the highest position the page knows.
 */
export async function rememberPosition(page: Page, position: number | null | undefined) {
  await page.evaluate((p) => {
    const before = Number(sessionStorage.getItem('karier-position') ?? 0);
    if (p && p > before) sessionStorage.setItem('karier-position', String(p));
  }, position ?? null);
}

/** Completes the profile through the API (Kota Bandung, skill SAP, `about`) and remembers it. */
export async function completeProfileViaApi(
  page: Page,
  appUrl: string,
  token: string,
  about: string,
) {
  const res = await fetch(new URL('/api/profile', appUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      phone: '081234567890',
      location: 'Kota Bandung',
      about,
      skills: ['SAP'],
      experience: [],
      education: [],
    }),
  });
  expect(res.status).toBe(201);
  await rememberPosition(page, ((await res.json()) as { position: number | null }).position);
}

/** On /create-cv: uploads the file at `pdfPath` and waits for its analysis; returns the CV id. */
export async function uploadCvThroughUi(page: Page, pdfPath: string): Promise<string> {
  await page.getByRole('heading', { name: 'Unggah CV Anda', level: 1 }).waitFor();
  await page.getByLabel('Berkas CV', { exact: true }).setInputFiles(pdfPath);
  await page.getByText(path.basename(pdfPath)).waitFor();
  await page.getByRole('button', { name: 'Proses CV' }).click();
  await page
    .getByRole('heading', { name: 'Hasil Analisis CV', level: 1 })
    .waitFor({ timeout: 60_000 });
  const cvId = new URL(page.url()).searchParams.get('cv');
  expect(cvId).toMatch(/^[0-9a-f-]{36}$/);
  return cvId!;
}

/** On the payment step: pays with `method` (E-wallet) and waits for "Pembayaran berhasil". */
export async function payThroughUi(page: Page, method: RegExp = /E-wallet/) {
  await page.getByRole('radio', { name: method }).check({ force: true });
  await page.getByRole('button', { name: 'Bayar sekarang' }).click();
  await page
    .getByRole('heading', { name: 'Pembayaran berhasil', level: 1 })
    .waitFor({ timeout: 30_000 });
}

/**
 * Screenshots for a look by eye are taken only when asked for (`E2E_SHOTS=1`): a full-page
 * PNG is rasterised on the CPU, and the run never reads them back.
 */
const TAKE_SHOTS = process.env.E2E_SHOTS === '1';

/**
 * At 1280 and 375 px, light and dark (light only with `dark: false`), the page must not scroll
 * sideways; with `E2E_SHOTS=1` each is also saved as a screenshot into `dir`. Back to desktop
 * light.
 */
export async function shoot(
  page: Page,
  dir: string,
  name: string,
  { dark = true, fullPage = true } = {},
) {
  const sizes = [
    { label: 'desktop', width: 1280, height: 800 },
    { label: 'mobile', width: 375, height: 740 },
  ];
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const scheme of dark ? (['light', 'dark'] as const) : (['light'] as const)) {
      await page.emulateMedia({ colorScheme: scheme });
      if (TAKE_SHOTS) {
        fs.mkdirSync(dir, { recursive: true });
        // Colour transitions end before the picture is taken.
        await page.waitForTimeout(150);
        await page.screenshot({
          path: path.join(dir, `${name}-${size.label}-${scheme}.png`),
          fullPage,
        });
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} at ${size.width} px`,
      ).toBeLessThanOrEqual(size.width);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Waits until the page shows `scheme`'s colours: the app has followed the OS theme (a change
 * listener; unless a theme was chosen) and no colour transition is still running. A fixed
 * 100 ms was too short on a loaded machine: axe measured links half-way to their dark colours.
 */
async function settledColours(page: Page, scheme: 'light' | 'dark') {
  await page.waitForFunction(
    (dark) => {
      let chosen: string | null = null;
      try {
        chosen = localStorage.getItem('karier-theme');
      } catch {
        // Blocked storage: the app follows the OS.
      }
      const followsOs = chosen === null || chosen === 'system';
      const applied = !followsOs || document.documentElement.classList.contains('dark') === dark;
      const moving = document
        .getAnimations()
        .some((a) => a instanceof CSSTransition && a.playState === 'running');
      return applied && !moving;
    },
    scheme === 'dark',
    { timeout: 10_000 },
  );
}

/**
 * axe (WCAG 2.1 A/AA and best practice), light and dark: no violation at all, or with
 * `seriousOnly` none serious or critical. `restPointer` first moves the pointer off whatever
 * it last clicked, so the resting state is audited.
 */
export async function expectAxeClean(
  page: Page,
  where: string,
  { seriousOnly = false, restPointer = false } = {},
) {
  if (restPointer) await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await settledColours(page, scheme);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // Every rule still runs on every node; only the violations are collected and sent back.
      .options({ resultTypes: ['violations'] })
      .analyze();
    const found = results.violations
      .filter((v) => !seriousOnly || v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${scheme} ${where}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' '))}`,
      );
    expect(found).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
