import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv, type CvFixture } from '../../cv-engine/test/fixtures/make-cvs.ts';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import { client } from '../../test-support/http-client.ts';
import { appendSettledPayment } from '../../test-support/payments.ts';
import {
  completeProfileViaApi,
  E2E_PASSWORD,
  e2eEmail,
  fillRegisterForm,
  registerThroughUi,
  rememberPosition,
  shoot as shootPage,
} from './support/flows.ts';

const reason = browserUnavailable();

/** Screenshots, desktop and 375 px, light and dark, for a look by eye. */
const SHOTS_DIR = '/tmp/entitlements-shots';

/** The words each language uses on the screens under test. */
const words = {
  id: {
    upload: 'Unggah CV Anda',
    file: 'Berkas CV',
    process: 'Proses CV',
    results: 'Hasil Analisis CV',
    download: 'Unduh CV revisi',
    classic: /^Klasik/,
    paidHint: 'Versi lengkap sudah tersedia untuk diunduh (DOCX).',
    watermarkHint: 'Pratinjau bertanda air',
    premiumUntil: /^Premium aktif hingga /,
    done: 'Selesai',
    pay: 'Bayar CV revisi',
    cardDownload: /^Unduh /,
  },
  en: {
    upload: 'Upload your CV',
    file: 'CV file',
    process: 'Process CV',
    results: 'CV Analysis Results',
    download: 'Download revised CV',
    classic: /^Classic/,
    paidHint: 'The full version is available to download (DOCX).',
    watermarkHint: 'A watermarked preview',
    premiumUntil: /^Premium active until /,
    done: 'Completed',
    pay: 'Pay for revised CV',
    cardDownload: /^Download /,
  },
} as const;

/** Issue 26: what a paid user paid for, on every screen, in both languages. */
describe.skipIf(reason)('paid users get what they paid for, in the browser', () => {
  const adminEmail = e2eEmail('admin');
  const suite = useBrowserApp({
    env: { PAYMENT_SIMULATED_DELAY_MS: '300', ADMIN_EMAILS: adminEmail },
  });
  let app: TestApp;
  let page: Page;
  let fixture: CvFixture;
  let pdfPath: string;

  beforeAll(async () => {
    fixture = await indonesianOneColumnCv();
    pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karier-cv-')), 'CV Rina.pdf');
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

  const shoot = (name: string) => shootPage(page, SHOTS_DIR, name);
  const params = () => new URL(page.url()).searchParams;

  /** Uploads the CV in the Klasik template on /create-cv; returns its id. */
  async function uploadClassic(w: (typeof words)['id' | 'en']) {
    await page.getByRole('heading', { name: w.upload, level: 1 }).waitFor();
    await page.getByLabel(w.file, { exact: true }).setInputFiles(pdfPath);
    await page.getByRole('radio', { name: w.classic }).check({ force: true });
    await page.getByRole('button', { name: w.process }).click();
    await page.getByRole('heading', { name: w.results, level: 1 }).waitFor({ timeout: 60_000 });
    return params().get('cv')!;
  }

  /**
   * From the results of a CV uploaded during Premium: its own template in the picker, the paid
   * preview hint, a download with no payment step; then the dashboard card downloads it too.
   */
  async function expectPremiumCv(w: (typeof words)['id' | 'en']) {
    // The picker shows the CV's template (Klasik), not Modern.
    expect(await page.getByRole('radio', { name: w.classic }).isChecked()).toBe(true);
    // Paid for: the preview says the full version is there, not that it is watermarked.
    await page.getByText(w.paidHint).waitFor();
    expect(await page.getByText(w.watermarkHint).count()).toBe(0);
    await page.getByTitle(/CV/).first().waitFor({ state: 'attached' });
    await page.getByTestId('cv-preview-loading').waitFor({ state: 'detached', timeout: 20_000 });

    const fromResults = page.waitForEvent('download');
    await page.getByRole('button', { name: w.download }).first().click();
    expect((await fromResults).suggestedFilename()).toBe('revised_cv.docx');
    expect(params().get('step')).toBeNull();

    await page.goto('/dashboard');
    const card = page.getByTestId('cv-card');
    await card.waitFor();
    expect(await card.getByTestId('cv-status').textContent()).toBe(w.done);
    expect(await card.getByRole('link', { name: new RegExp(w.pay) }).count()).toBe(0);
    const fromCard = page.waitForEvent('download');
    await card.getByRole('button', { name: w.cardDownload }).click();
    const file = await fromCard;
    expect(file.suggestedFilename()).toBe('revised_cv.docx');
    const xml = await (
      await JSZip.loadAsync(fs.readFileSync((await file.path())!))
    )
      .file('word/document.xml')!
      .async('string');
    expect(xml).toContain(fixture.labels.name!);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  }

  it('Premium from Pricing (id): onboarding keeps DKI Jakarta and Lanjut in reach; a new CV downloads with no payment page', async () => {
    await page.goto('/pricing');
    await page.getByTestId('plan-premium').getByRole('link', { name: 'Pilih Premium' }).click();
    await page.waitForURL('**/register?plan=premium');
    await fillRegisterForm(page, { name: 'Rina Kusumawati', email: e2eEmail('rina') });
    await page.waitForURL('**/onboarding?next=*');

    // Onboarding: the province as officially written, and "Lanjut" not covered by the list.
    await page.getByText('Langkah 1 dari 3').waitFor();
    await page.getByLabel('Nomor telepon').fill('081234567890');
    await page.getByRole('combobox', { name: 'Lokasi' }).fill('jakarta sel');
    const option = page.getByRole('option', { name: /Jakarta Selatan/ });
    await option.waitFor();
    expect(await option.textContent()).toContain('· DKI Jakarta');
    expect(await page.getByText(/Dki Jakarta/).count()).toBe(0);
    await shoot('onboarding-suggestions');
    const next = page.getByRole('button', { name: 'Lanjut' });
    await next.scrollIntoViewIfNeeded();
    const box = (await next.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toContain('Lanjut');
    await option.click();
    await next.click();
    await page.getByText('Langkah 2 dari 3').waitFor();
    await page.getByLabel('Tentang saya').fill('Analis data yang teliti.');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('Langkah 3 dari 3').waitFor();
    await page.getByLabel('Keahlian').fill('SQL');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Selesai' }).click();

    await page.waitForURL('**/checkout?plan=premium');
    await page.getByRole('button', { name: 'Bayar Rp 100.000' }).click();
    const paid = page.getByTestId('checkout-paid');
    await paid.getByText('Pembayaran berhasil — paket Premium aktif').waitFor({ timeout: 20_000 });
    await paid.getByRole('link', { name: 'Ke dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(words.id.premiumUntil).waitFor();

    await page.goto('/create-cv');
    await uploadClassic(words.id);
    await shoot('results-premium');
    await expectPremiumCv(words.id);
    await shoot('dashboard-premium');
  });

  it('Premium (en): a new CV downloads from the results and the dashboard card with no payment page', async () => {
    const token = await registerThroughUi(page, {
      name: 'Rina Kusumawati',
      email: e2eEmail('rina-en'),
    });
    // From here on in English.
    await page.evaluate(() => localStorage.setItem('karier-lang', 'en'));
    await completeProfileViaApi(page, app.url, token, 'A careful data analyst.');
    const me = (await (
      await fetch(new URL('/api/auth/me', app.url), {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: string } };
    // Premium settled for this account (the checkout itself is covered in Indonesian above).
    await appendSettledPayment(app.storage.store, {
      userId: me.data.id,
      cvId: null,
      product: 'premium',
    });
    await page.goto('/dashboard');
    await page.getByText(words.en.premiumUntil).waitFor();
    await page.goto('/create-cv');
    await uploadClassic(words.en);
    await expectPremiumCv(words.en);
  });

  it('a promoted user is signed out with the reason, in Indonesian and in English', async () => {
    const api = client(app.url);
    const admin = await api.register('Admin Karier', adminEmail, E2E_PASSWORD);
    expect(admin.status).toBe(201);

    for (const lang of ['id', 'en'] as const) {
      const token = await registerThroughUi(page, {
        name: 'Dewi Anggraini',
        email: e2eEmail(`dewi-${lang}`),
      });
      await page.evaluate((l) => localStorage.setItem('karier-lang', l), lang);
      await completeProfileViaApi(page, app.url, token, 'Staf keuangan.');
      await page.goto('/dashboard');
      await page.getByTestId('plan-quota').waitFor();
      const me = await api.me(token);
      const role = await api.call<{ position: number }>(
        'PUT',
        `/api/admin/users/${me.body.data.id}/role`,
        { token: admin.body.token, body: { password: E2E_PASSWORD, role: 'admin' } },
      );
      expect(role.status).toBe(200);
      await rememberPosition(page, role.body.position);

      await page.goto('/profile');
      await page.waitForURL('**/login?*');
      expect(params().get('reason')).toBe('role-changed');
      await page
        .getByText(
          lang === 'id'
            ? 'Peran akun Anda diubah oleh admin. Silakan masuk kembali.'
            : 'Your account role was changed by an admin. Please sign in again.',
        )
        .waitFor();
      if (lang === 'id') await shoot('login-role-changed');
      await page.evaluate(() => localStorage.clear());
    }
  });
});
