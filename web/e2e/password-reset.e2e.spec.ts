import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();

describe.skipIf(reason)('forgot and reset password in the browser', () => {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-mail-'));
  // Without SMTP the mail is written as an .eml file under DATA_DIR/mail.
  const suite = useBrowserApp({ env: { DATA_DIR: mailDir } });
  afterAll(() => fs.rmSync(mailDir, { recursive: true, force: true }));
  let app: TestApp;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = suite);
  });

  async function waitForMail(to: string): Promise<string> {
    const dir = path.join(mailDir, 'mail');
    for (let i = 0; i < 100; i++) {
      const file = fs.existsSync(dir) ? fs.readdirSync(dir).find((f) => f.includes(to)) : undefined;
      if (file) return fs.readFileSync(path.join(dir, file), 'utf8');
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no mail for ${to}`);
  }

  it('sends the same answer for any email, and the mailed link sets a new password', async () => {
    const account = {
      name: 'Rudi Hartono',
      email: `rudi-${randomUUID().slice(0, 8)}@example.com`,
      password: 'rahasia-123',
    };
    const res = await fetch(new URL('/api/auth/register', app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Lupa kata sandi?' }).click();
    await page.waitForURL('**/forgot-password');
    const sent =
      'Jika email terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi. Periksa kotak masuk Anda.';

    // An unknown address gets exactly the same answer.
    await page.getByLabel('Email').fill('tidak-ada@example.com');
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByText(sent).waitFor();

    await page.reload();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Kirim tautan' }).click();
    await page.getByText(sent).waitFor();

    const mail = (await waitForMail(account.email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = /reset-password\?token=([\w.~-]+)/.exec(mail)?.[1];
    expect(token).toBeTruthy();
    // Without APP_URL the link points at the port this server listens on, not localhost:5000.
    const port = new URL(app.url).port;
    expect(mail).toContain(`http://localhost:${port}/reset-password?token=`);

    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('sandi-baru-456');
    await page.getByLabel('Konfirmasi kata sandi baru', { exact: true }).fill('sandi-baru-456');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await page.getByText('Kata sandi berhasil diatur ulang. Silakan masuk.').waitFor();

    // The link works once.
    await page.goto(`/reset-password?token=${token}`);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('lagi-lagi-789');
    await page.getByLabel('Konfirmasi kata sandi baru', { exact: true }).fill('lagi-lagi-789');
    await page.getByRole('button', { name: 'Simpan kata sandi' }).click();
    await page
      .getByText('Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa.')
      .waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill('sandi-baru-456');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/onboarding');
  });

  it('shows no Google button while Google sign-in is not configured', async () => {
    const config = page.waitForResponse((r) => r.url().endsWith('/api/auth/google/config'));
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Masuk ke Karier' }).waitFor();
    expect(await (await config).json()).toMatchObject({ enabled: false });
    expect(await page.getByRole('link', { name: 'Masuk dengan Google' }).count()).toBe(0);
  });
});
