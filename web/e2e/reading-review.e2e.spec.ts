import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namelessCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import {
  completeProfileViaApi,
  e2eEmail,
  payThroughUi,
  registerThroughUi,
  shoot as shootPage,
  uploadCvThroughUi,
} from './support/flows.ts';

const reason = browserUnavailable();
const SHOTS_DIR = '/tmp/reading-review-shots';

/** Issue 27: a doubted reading is shown, checked by the owner, then the revised CV is sold. */
describe.skipIf(reason)('a CV the engine did not understand, in the browser', () => {
  const suite = useBrowserApp({ env: { PAYMENT_SIMULATED_DELAY_MS: '300' } });
  let app: TestApp;
  let page: Page;
  let pdfPath: string;

  beforeAll(async () => {
    pdfPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karier-cv-')), 'CV tanpa nama.pdf');
    fs.writeFileSync(pdfPath, await namelessCv());
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });
  beforeEach(() => {
    ({ app, page } = suite);
  });

  it('names the doubted part, takes the owner’s check by keyboard, then sells the revision', async () => {
    const token = await registerThroughUi(page, { name: 'Budi Santoso', email: e2eEmail('rr') });
    await completeProfileViaApi(page, app.url, token, 'Staf administrasi gudang.');
    await page.goto('/create-cv');
    await uploadCvThroughUi(page, pdfPath);

    const notice = page.getByTestId('reading-notice');
    await notice
      .getByText(
        'Kami belum yakin membaca bagian Nama dengan benar. Periksa bagian ini sebelum membeli CV revisi.',
      )
      .waitFor();
    expect(
      await notice.getByRole('heading', { name: 'Periksa dulu sebelum membeli CV revisi' }).count(),
    ).toBe(1);
    // Desktop and 375 px: no sideways scroll (checked by shoot).
    await shootPage(page, SHOTS_DIR, 'notice', { dark: false, fullPage: false });

    // Before the check, the download button leads to the review, not to the payment page (whose
    // order the server would refuse, 409 CV_REVIEW_REQUIRED).
    await page.getByRole('button', { name: 'Unduh CV revisi' }).first().click();
    await page
      .getByTestId('download-review-first')
      .getByText(
        'Sebelum mengunduh, periksa dulu bagian yang ditandai di atas, lalu pilih "Saya sudah memeriksa, lanjutkan".',
      )
      .waitFor();
    expect(await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).count()).toBe(0);

    // The confirmation is a real button, reachable and pressed from the keyboard.
    const confirm = notice.getByRole('button', { name: 'Saya sudah memeriksa, lanjutkan' });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('reading-confirmed')
      .getByText('Anda sudah memeriksa bagian Nama. CV revisi dapat dibeli.')
      .waitFor();
    expect(await page.getByTestId('reading-notice').count()).toBe(0);

    await page.getByRole('button', { name: 'Unduh CV revisi' }).first().click();
    await page.getByRole('heading', { name: 'Pembayaran', level: 1 }).waitFor();
    await payThroughUi(page);
  });
});
