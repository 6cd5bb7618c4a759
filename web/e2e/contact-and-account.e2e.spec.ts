import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();

const suffix = randomUUID().slice(0, 8);
const PASSWORD = 'rahasia-123';
const admin = { name: 'Sari Admin', email: `sari-admin-${suffix}@example.com` };

describe.skipIf(reason)('contact form, admin messages and account deletion in the browser', () => {
  const suite = useBrowserApp({ env: { ADMIN_EMAILS: admin.email } });
  let page: Page;

  const register = async (who: { name: string; email: string }) => {
    const res = await fetch(new URL('/api/auth/register', suite.app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...who, password: PASSWORD }),
    });
    expect(res.status).toBe(201);
  };

  async function signIn(email: string, password = PASSWORD, to = '/settings') {
    await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  beforeAll(async () => {
    await register(admin);
  });
  beforeEach(() => {
    ({ page } = suite);
  });

  it('checks the contact form like the server does, keeps the text on errors, and the admin reads the message', async () => {
    await page.goto('/contact');
    await page.getByText('Batam, Kepulauan Riau').waitFor();
    await page.getByText('Senin–Jumat 09:00–17:00').waitFor();
    expect(await page.getByLabel('Pesan', { exact: true }).getAttribute('rows')).toBe('6');

    // Client side: every field required, a valid email, a message of 10 characters or more.
    const send = page.getByRole('button', { name: 'Kirim pesan' });
    await send.click();
    await page.getByText('Nama harus diisi').waitFor();
    await page.getByText('Email harus diisi').waitFor();
    await page.getByText('Subjek harus diisi').waitFor();
    await page.getByText('Pesan harus diisi').waitFor();
    expect(
      await page
        .getByLabel('Nama', { exact: true })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.getByLabel('Nama', { exact: true }).fill('Budi Santoso');
    await page.getByLabel('Email', { exact: true }).fill('budi@');
    await page.getByLabel('Subjek', { exact: true }).fill('Pengembalian dana');
    await page.getByLabel('Pesan', { exact: true }).fill('Halo');
    await send.click();
    await page.getByText('Format email tidak valid').waitFor();
    await page.getByText('Pesan minimal 10 karakter').waitFor();
    expect(await page.getByText('Nama harus diisi').count()).toBe(0);
    expect(await page.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    // The server's own 400: the request is cut short on its way, the server names the field.
    const email = `budi-${suffix}@example.com`;
    const message = 'Saya ingin meminta pengembalian dana untuk pembayaran KRR-123.';
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Pesan', { exact: true }).fill(message);
    await page.route('**/api/contact', (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), message: 'pendek' }),
      }),
    );
    await send.click();
    await page.locator('#contact-message-error').getByText('Pesan minimal 10 karakter').waitFor();
    expect(await page.getByLabel('Pesan', { exact: true }).inputValue()).toBe(message);
    await page.unroute('**/api/contact');

    // Too many messages (429) or a broken connection: the server's message, the text stays.
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        json: {
          success: false,
          error: 'RATE_LIMITED',
          message: 'Terlalu banyak pesan dari alamat Anda. Coba lagi dalam 10 menit.',
        },
      }),
    );
    await send.click();
    await page
      .getByText('Terlalu banyak pesan dari alamat Anda. Coba lagi dalam 10 menit.')
      .waitFor();
    expect(await page.getByLabel('Subjek', { exact: true }).inputValue()).toBe('Pengembalian dana');
    expect(await page.getByLabel('Pesan', { exact: true }).inputValue()).toBe(message);
    await page.unroute('**/api/contact');

    await send.click();
    await page
      .getByRole('status')
      .getByText('Pesan Anda telah terkirim! Tim kami akan segera menghubungi Anda.')
      .waitFor();
    await page
      .getByText('Kami akan membalas ke email Anda dalam 24 jam pada hari kerja.')
      .waitFor();

    // The admin panel's Pesan tab: the unread badge, the message, a reply link, "handled".
    await signIn(admin.email, PASSWORD, '/admin?tab=messages');
    await page.waitForURL((u) => u.pathname === '/admin');
    const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
    await nav.getByTestId('messages-badge').waitFor();
    expect(await nav.getByTestId('messages-badge').textContent()).toContain('1');
    const card = page.getByTestId('message').filter({ hasText: 'Pengembalian dana' });
    await card.waitFor();
    await card.getByText(message).waitFor();
    await card.getByText(`Budi Santoso · ${email}`).waitFor();
    expect(
      await card.getByRole('link', { name: /Balas pesan dari Budi Santoso/ }).getAttribute('href'),
    ).toBe(`mailto:${email}?subject=${encodeURIComponent('Re: Pengembalian dana')}`);
    await card.getByRole('button', { name: /Tandai pesan/ }).click();
    await page.getByRole('status').getByText('Pesan ditandai selesai').waitFor();
    await card.getByText('Selesai', { exact: true }).waitFor();
    await nav.getByTestId('messages-badge').waitFor({ state: 'detached' });
    await page.getByLabel('Status').selectOption('new');
    await page.getByText('Tidak ada pesan dengan status ini.').waitFor();

    // A failed list says so and can be tried again.
    let failures = 1;
    await page.route(
      (url) => url.pathname === '/api/admin/messages',
      (route) =>
        failures-- > 0
          ? route.fulfill({ status: 500, json: { success: false, error: 'X', message: 'x' } })
          : route.continue(),
    );
    await page.getByLabel('Status').selectOption('handled');
    await page.getByText('Failed to fetch messages').waitFor();
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await card.waitFor();
  });

  it('deletes the own account after the password is confirmed; the old sign-in then fails', async () => {
    const dewi = { name: 'Dewi Hapus', email: `dewi-hapus-${suffix}@example.com` };
    await register(dewi);
    await signIn(dewi.email);
    await page.waitForURL((u) => u.pathname === '/settings');
    await page.getByRole('heading', { name: 'Hapus akun', level: 2 }).waitFor();
    await page.getByText(/Kunci enkripsi akun Anda dimusnahkan/).waitFor();
    await page.getByRole('button', { name: 'Hapus akun', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus akun Anda secara permanen?' });
    await dialog.waitFor();

    // Empty, then wrong: the dialog stays and so does the session.
    const confirm = dialog.getByRole('button', { name: 'Hapus akun saya' });
    await confirm.click();
    await dialog.getByText('Kata sandi harus diisi').waitFor();
    await dialog.getByLabel('Kata sandi Anda', { exact: true }).fill('bukan-ini-123');
    await confirm.click();
    await dialog.getByRole('alert').getByText('Kata sandi salah').waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');

    await dialog.getByLabel('Kata sandi Anda', { exact: true }).fill(PASSWORD);
    await confirm.click();
    await page.waitForURL((u) => u.pathname === '/');
    await page
      .getByRole('status')
      .getByText(/Akun Anda telah dihapus/)
      .waitFor();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    const res = await fetch(new URL('/api/auth/login', suite.app.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: dewi.email, password: PASSWORD }),
    });
    expect(res.status).toBe(401);
    await signIn(dewi.email);
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('tells the last admin why they cannot delete their account', async () => {
    await signIn(admin.email);
    await page.waitForURL((u) => u.pathname === '/settings');
    await page.getByRole('button', { name: 'Hapus akun', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus akun Anda secara permanen?' });
    await dialog.getByLabel('Kata sandi Anda', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
    await dialog
      .getByText('Anda admin terakhir: tunjuk admin lain sebelum menghapus akun.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/settings');
  });
});
