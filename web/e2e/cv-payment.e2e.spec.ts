import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page, Route } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import {
  completeProfileViaApi,
  e2eEmail,
  onboardThroughUi as onboardPage,
  registerThroughUi as registerPage,
  shoot as shootPage,
  uploadCvThroughUi,
} from './support/flows.ts';

const reason = browserUnavailable();

/** Screenshots of every step, desktop and phone, light and dark, for a look by eye. */
const SHOTS_DIR = '/tmp/cv-pay-shots';

describe.skipIf(reason)('paying for and downloading the revised CV in the browser', () => {
  // The simulated gateway settles after 300 ms here instead of 2 s.
  const suite = useBrowserApp({ env: { PAYMENT_SIMULATED_DELAY_MS: '300' } });
  let app: TestApp;
  let page: Page;
  let fixture: CvFixture;
  let pdfPath: string;

  beforeAll(async () => {
    fixture = await indonesianOneColumnCv();
    pdfPath = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'karier-cv-')),
      'CV Budi Santoso.pdf',
    );
    fs.writeFileSync(pdfPath, fixture.buffer);
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });
  beforeEach(() => {
    ({ app, page } = suite);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const name = ctx.task.name.slice(0, 40).replace(/[^a-z0-9]+/gi, '-');
    await page.screenshot({ path: path.join(SHOTS_DIR, `failed-${name}.png`), fullPage: true });
  });

  const pathOf = () => new URL(page.url()).pathname;
  const params = () => new URL(page.url()).searchParams;

  /** Desktop and 375 px, light (and dark when asked); back to desktop light afterwards. */
  const shoot = (name: string, options?: { dark?: boolean; fullPage?: boolean }) =>
    shootPage(page, SHOTS_DIR, name, options);

  const registerThroughUi = (name: string) => registerPage(page, { name, email: e2eEmail('budi') });

  async function onboardThroughUi() {
    await onboardPage(page, 'Staf administrasi gudang yang teliti.');
    await page.waitForURL('**/dashboard');
  }

  /** Registers in the browser, completes the profile through the API and opens `to`. */
  async function quickSignUp(to: string) {
    const token = await registerThroughUi('Budi Santoso');
    await completeProfileViaApi(page, app.url, token, 'Staf administrasi gudang.');
    await page.goto(to);
  }

  const uploadCv = () => uploadCvThroughUi(page, pdfPath);

  /** Every text the page's status regions show, recorded as they change. */
  async function recordStatusTexts() {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __status: string[] }).__status = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="status"], [role="alert"]')) {
          const text = el.textContent ?? '';
          if (text && seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    return () => page.evaluate(() => (window as unknown as { __status: string[] }).__status);
  }

  it('register → onboarding → upload → results → pay → download the DOCX → dashboard', async () => {
    await registerThroughUi('Budi Santoso');
    await onboardThroughUi();

    // The first visit: an empty dashboard inviting the first upload.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForFunction(() => document.title === 'Dashboard — Karier');
    await page.getByText('Halo, Budi Santoso').waitFor();
    await page.getByRole('heading', { name: 'Belum ada CV' }).waitFor();
    await page
      .getByTestId('plan-quota')
      .getByText('3 dari 3 analisis gratis bulan ini tersisa')
      .waitFor();
    expect(await page.getByTestId('stat-total').locator('dd').textContent()).toBe('0');
    await shoot('dashboard-empty');
    await page.getByRole('link', { name: 'Unggah CV pertama' }).click();
    await page.waitForURL('**/create-cv');
    await page.waitForFunction(() => document.title === 'CV Processor');

    const cvId = await uploadCv();
    await shoot('results', { fullPage: false });

    // Not paid yet: a watermarked preview, and the download opens the payment step.
    await page
      .getByText('Pratinjau bertanda air. Versi lengkap tersedia setelah pembayaran.')
      .waitFor();
    await page.getByRole('button', { name: 'Unduh CV revisi' }).first().click();
    await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).waitFor();
    expect(params().get('step')).toBe('payment');
    expect(params().get('cv')).toBe(cvId);
    await page.getByTestId('payment-amount').getByText('Rp 25.000').waitFor();
    // The simulated gateway charges nothing, and the step says so before anyone pays.
    await page
      .getByTestId('payment-simulated')
      .getByText('Mode uji: pembayaran disimulasikan, tidak ada uang yang ditagih.')
      .waitFor();
    for (const method of ['Kartu kredit', 'Transfer bank', 'E-wallet']) {
      await page.getByRole('radio', { name: new RegExp(method) }).waitFor({ state: 'attached' });
    }
    await shoot('payment');

    // The step survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).waitFor();
    await page.getByTestId('payment-amount').getByText('Rp 25.000').waitFor();

    await page.getByRole('radio', { name: /E-wallet/ }).check({ force: true });
    const statusTexts = await recordStatusTexts();
    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.getByRole('heading', { name: 'Pembayaran berhasil', level: 1 }).waitFor({
      timeout: 30_000,
    });
    expect(await statusTexts()).toContain('Menunggu konfirmasi pembayaran…');
    expect(params().get('step')).toBe('success');
    const successUrl = page.url();
    const shownId = (await page.getByTestId('payment-id').textContent())?.trim() ?? '';
    expect(shownId).toMatch(/^KRR-/);
    expect((await page.getByTestId('gateway-ref').textContent())?.trim()).toMatch(/^FP/);
    await page.getByText('Rp 25.000').waitFor();
    await page.getByText('E-wallet').waitFor();

    // The receipt: fetched with the token, opened from a blob URL.
    const view = page.getByRole('link', { name: 'Lihat kuitansi' });
    await view.waitFor();
    const receiptHref = (await view.getAttribute('href')) ?? '';
    expect(receiptHref).toMatch(/^blob:/);
    expect(await view.getAttribute('target')).toBe('_blank');
    const receiptHtml = await page.evaluate(
      (href) => fetch(href).then((r) => r.text()),
      receiptHref,
    );
    expect(receiptHtml).toContain(shownId);
    const receiptDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh kuitansi' }).click();
    expect((await receiptDownload).suggestedFilename()).toMatch(/\.html$/);
    await shoot('success');

    // The revised CV: a real DOCX with the person's name in it.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh CV revisi' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('revised_cv.docx');
    const bytes = fs.readFileSync((await file.path())!);
    const zip = await JSZip.loadAsync(bytes);
    const documentXml = await zip.file('word/document.xml')!.async('string');
    expect(documentXml).toContain(fixture.labels.name!);

    // Back on the results, the CV is paid: the same button downloads straight away.
    await page.getByRole('button', { name: 'Kembali ke hasil analisis' }).click();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();
    expect(params().get('step')).toBeNull();
    // …and the preview no longer speaks of payment or watermark (issue 26).
    await page.getByText('Versi lengkap sudah tersedia untuk diunduh (DOCX).').waitFor();
    expect(await page.getByText('Pratinjau bertanda air').count()).toBe(0);
    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh CV revisi' }).first().click();
    expect((await again).suggestedFilename()).toBe('revised_cv.docx');
    expect(params().get('step')).toBeNull();

    // The dashboard lists it as done.
    await page.goto('/dashboard');
    const card = page.getByTestId('cv-card');
    await card.waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.getByTestId('cv-status').textContent()).toBe('Selesai');
    expect(await card.textContent()).toContain('CV Budi Santoso');
    expect(await page.getByTestId('stat-total').locator('dd').textContent()).toBe('1');
    expect(await page.getByTestId('stat-completed').locator('dd').textContent()).toBe('1');
    expect(await page.getByTestId('stat-draft').locator('dd').textContent()).toBe('0');
    await page.getByTestId('plan-quota').waitFor();
    expect(await page.getByTestId('plan-quota').textContent()).toBe(
      '4 dari 5 analisis bulan ini tersisa',
    );
    const fromCard = page.waitForEvent('download');
    await card.getByRole('button', { name: /^Unduh / }).click();
    expect((await fromCard).suggestedFilename()).toBe('revised_cv.docx');
    await shoot('dashboard');

    // Search narrows the list; "Buka hasil" re-opens the result.
    const search = page.getByRole('searchbox', { name: 'Cari CV' });
    await search.fill('tidak ada yang cocok');
    await page.getByText('Tidak ada CV yang cocok').waitFor();
    expect(await page.getByTestId('cv-card').count()).toBe(0);
    await search.fill('budi');
    await card.waitFor();
    await card.getByRole('link', { name: /^Buka hasil / }).click();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();
    expect(params().get('cv')).toBe(cvId);
    expect(pathOf()).toBe('/create-cv');

    // Nothing is wider than a 360 px phone.
    await page.setViewportSize({ width: 360, height: 740 });
    for (const p of [
      '/dashboard',
      `/create-cv?cv=${cvId}`,
      `/create-cv?cv=${cvId}&step=payment`,
      successUrl,
    ]) {
      await page.goto(p);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        p,
      ).toBeLessThanOrEqual(360);
    }
  });

  it('an unpaid CV: "Bayar CV revisi" on the dashboard and a refused download open the payment step; a failed payment says so', async () => {
    await quickSignUp('/create-cv');
    const cvId = await uploadCv();

    await page.goto('/dashboard');
    const card = page.getByTestId('cv-card');
    await card.waitFor();
    expect(await card.getByTestId('cv-status').textContent()).toBe('Draft');
    expect(await page.getByTestId('stat-draft').locator('dd').textContent()).toBe('1');
    expect(await card.getByRole('button', { name: /^Unduh / }).count()).toBe(0);
    await card.getByRole('link', { name: /^Bayar CV revisi / }).click();
    await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).waitFor();
    expect(params().get('cv')).toBe(cvId);
    await page.getByTestId('payment-amount').getByText('Rp 25.000').waitFor();
    await page.getByRole('button', { name: 'Kembali ke hasil' }).click();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();

    // If the page believes the CV is paid but the server refuses (403), payment opens too.
    const cvDetail = (u: URL) => u.pathname === `/api/cvs/${cvId}`;
    await page.route(cvDetail, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, downloadable: true, entitlement: 'paid' } });
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();
    const refused = page.waitForResponse((r) => r.url().includes('/api/download/'));
    await page.getByRole('button', { name: 'Unduh CV revisi' }).first().click();
    expect((await refused).status()).toBe(403);
    await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).waitFor();
    await page.unroute(cvDetail);

    // Keyboard: arrow keys move between the method cards, the focus ring shows.
    await page.getByRole('radio', { name: /Kartu kredit/ }).check({ force: true });
    await page.getByRole('radio', { name: /Kartu kredit/ }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: /Transfer bank/ }).isChecked()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('radio', { name: /Kartu kredit/ }).isChecked()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS_DIR, 'payment-keyboard-focus.png') });

    /** GET /api/payments/{id} answered with the real payment in another status. */
    const paymentAs = (status: string) => async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, status, gatewayTransactionId: null } },
      });
    };
    // While the gateway has not answered, the page says it is waiting...
    const pending = paymentAs('pending');
    await page.route('**/api/payments/*', pending);
    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.getByRole('status').getByText('Menunggu konfirmasi pembayaran…').waitFor();
    expect(params().get('payment')).toMatch(/^KRR-/);
    expect(await page.getByRole('button', { name: 'Bayar sekarang' }).isDisabled()).toBe(true);
    await shoot('payment-pending');
    // ...and when it turns the payment down, says exactly that.
    const failed = paymentAs('failed');
    await page.route('**/api/payments/*', failed);
    await page.unroute('**/api/payments/*', pending);
    await page
      .getByRole('alert')
      .getByText('Pembayaran gagal. Silakan coba lagi.', { exact: true })
      .waitFor();
    expect(params().get('step')).toBe('payment');
    expect(await page.getByRole('button', { name: 'Bayar sekarang' }).isEnabled()).toBe(true);
    await shoot('payment-failed', { dark: false });
    await page.unroute('**/api/payments/*', failed);

    // The payment did settle behind the mocked answers: paying again is refused (409) and
    // the page moves on to that payment.
    await page.getByRole('button', { name: 'Bayar sekarang' }).click();
    await page.getByRole('heading', { name: 'Pembayaran berhasil', level: 1 }).waitFor({
      timeout: 30_000,
    });
    expect((await page.getByTestId('payment-id').textContent())?.trim()).toMatch(/^KRR-/);
  });

  it('a used-up monthly quota shows the server message with the plans offered in place; English works too', async () => {
    await quickSignUp('/create-cv');
    await page.route('**/api/process-cv', (route) =>
      route.fulfill({
        status: 402,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'QUOTA_EXCEEDED',
          message: 'Kuota analisis gratis bulan ini sudah habis.',
        }),
      }),
    );
    await page.getByLabel('Berkas CV', { exact: true }).setInputFiles(pdfPath);
    await page.getByRole('button', { name: 'Proses CV' }).click();
    await page
      .getByRole('alert')
      .getByText('Kuota analisis gratis bulan ini sudah habis.')
      .waitFor();
    // Issue 17: the plans are offered in place (the chosen file stays), not behind a link.
    await page.getByTestId('plan-offers').getByRole('button', { name: 'Beli Premium' }).waitFor();
    await page.unroute('**/api/process-cv');

    await page.evaluate(() => localStorage.setItem('karier-lang', 'en'));
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Hi, Budi Santoso').waitFor();
    await page.getByRole('heading', { name: 'No CVs yet' }).waitFor();
    // Issue 17: the dashboard says what is left ("2 dari 3 analisis gratis bulan ini tersisa").
    await page.getByText(/of 3 free analyses left this month/).waitFor();
  });
});
