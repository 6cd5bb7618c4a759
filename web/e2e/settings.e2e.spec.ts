import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();

describe.skipIf(reason)('settings in the browser', () => {
  const suite = useBrowserApp();
  let app: TestApp;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = suite);
  });

  const newAccount = () => ({
    name: 'Dewi Lestari',
    email: `dewi-${randomUUID().slice(0, 8)}@example.com`,
    password: 'rahasia-123',
  });

  async function registerAndOpenSettings(account: ReturnType<typeof newAccount>, tab = '') {
    await page.goto('/register');
    await page.getByLabel('Nama lengkap').fill(account.name);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
    await page.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.waitForURL('**/onboarding');
    await page.goto(`/settings${tab}`);
    await page.getByRole('heading', { name: 'Pengaturan akun', level: 1 }).waitFor();
  }

  const chooseTheme = (name: string) => page.locator('label', { hasText: name }).click();

  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));

  it('applies the theme at once, and System follows the OS live', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await registerAndOpenSettings(newAccount());
    expect(await isDark()).toBe(false);
    await chooseTheme('Gelap');
    expect(await isDark()).toBe(true);
    await chooseTheme('Terang');
    expect(await isDark()).toBe(false);
    await chooseTheme('Sistem');
    expect(await isDark()).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    expect(await page.getByRole('radio', { name: 'Sistem' }).isChecked()).toBe(true);
  });

  it('updates name and email; both are required; the message hides after 3 s', async () => {
    const account = newAccount();
    await registerAndOpenSettings(account);
    const name = page.getByLabel('Nama', { exact: true });
    expect(await name.inputValue()).toBe(account.name);

    await name.fill('');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await page.getByText('Nama dan email wajib diisi').waitFor();

    await name.fill('Dewi Lestari Putri');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    const ok = page.getByText('Informasi profil berhasil diperbarui!');
    await ok.waitFor();
    // The account menu follows the new name.
    await page.getByRole('button', { name: /Menu akun: Dewi Lestari Putri/ }).waitFor();
    await ok.waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('a new email asks for the current password (missing, wrong, then right)', async () => {
    const account = newAccount();
    await registerAndOpenSettings(account);
    const password = page.getByLabel('Kata sandi saat ini', { exact: true });
    expect(await password.count()).toBe(0);
    const newEmail = `baru-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Email', { exact: true }).fill(newEmail);
    await password.waitFor();
    await page.getByText('Diperlukan untuk mengganti email.', { exact: false }).waitFor();
    const submit = page.getByRole('button', { name: 'Simpan perubahan' });
    await submit.click();
    await page.getByText('Masukkan kata sandi saat ini untuk mengganti email').waitFor();
    await password.fill('bukan-ini-123');
    await submit.click();
    await page.getByText('Kata sandi saat ini salah').waitFor();
    await password.fill(account.password);
    await submit.click();
    await page.getByText('Informasi profil berhasil diperbarui!').waitFor();
    // Saved: the field goes away with the change it was asked for.
    await password.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);
  });

  it('shows the server message when the details update fails, keeping the form filled', async () => {
    await registerAndOpenSettings(newAccount());
    await page.route('**/api/auth/updatedetails', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: 'bad gateway' }),
    );
    await page.getByLabel('Nama', { exact: true }).fill('Nama Baru');
    await page.getByRole('button', { name: 'Simpan perubahan' }).click();
    await page.getByText('Update failed').waitFor();
    expect(await page.getByLabel('Nama', { exact: true }).inputValue()).toBe('Nama Baru');
  });

  it('changes the password (mismatch blocks it), then logs in with the new one', async () => {
    const account = newAccount();
    await registerAndOpenSettings(account, '?tab=security');
    const submit = page.getByRole('button', { name: 'Perbarui kata sandi' });
    await page.getByLabel('Kata sandi saat ini', { exact: true }).fill(account.password);
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('kata-sandi-baru-99');
    await page.getByLabel('Konfirmasi kata sandi baru', { exact: true }).fill('kata-sandi-lain');
    await page.getByText('Konfirmasi kata sandi tidak cocok').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    // The strength meter loads lazily and rates the new password.
    await page.getByText(/Kekuatan kata sandi:/).waitFor();

    await page.getByLabel('Konfirmasi kata sandi baru', { exact: true }).fill('kata-sandi-baru-99');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    const ok = page.getByText('Kata sandi berhasil diperbarui!');
    await ok.waitFor();
    await ok.waitFor({ state: 'detached', timeout: 5_000 });

    // Wrong current password: the server's message.
    await page.getByLabel('Kata sandi saat ini', { exact: true }).fill('bukan-ini');
    await page.getByLabel('Kata sandi baru', { exact: true }).fill('apa-saja-123');
    await page.getByLabel('Konfirmasi kata sandi baru', { exact: true }).fill('apa-saja-123');
    await submit.click();
    await page.locator('#password-error').waitFor();

    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    // Keluar ends on the sign-in page.
    await page.waitForURL(new URL('/login', app.url).toString());
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill('kata-sandi-baru-99');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname !== '/login');
  });

  it('switches the language to English and back', async () => {
    await registerAndOpenSettings(newAccount());
    await page.getByRole('button', { name: /Bahasa/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Account settings', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }).click();
    await page.getByRole('heading', { name: 'Ubah kata sandi' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('id');
  });
  it('turns on two-step verification, then logs in with a generated code', async () => {
    const account = newAccount();
    await registerAndOpenSettings(account, '?tab=security');
    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    await page.getByAltText('Kode QR untuk aplikasi autentikator').waitFor();
    const secret = (await page.getByTestId('twofactor-secret').textContent())!.trim();
    const codeField = page.getByLabel('Kode verifikasi', { exact: true });
    // At most 6 digits.
    await codeField.fill('12345678');
    expect(await codeField.inputValue()).toBe('123456');
    await codeField.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verifikasi dan aktifkan' }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.getByText(/Aktif\. Saat login/).waitFor();

    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    // Keluar ends on the sign-in page.
    await page.waitForURL(new URL('/login', app.url).toString());
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const loginCode = page.getByLabel('Kode verifikasi', { exact: true });
    await loginCode.fill('000000');
    await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await page.getByRole('alert').waitFor();
    await loginCode.fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/onboarding');
  });
});
