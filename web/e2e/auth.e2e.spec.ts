import { randomUUID } from 'node:crypto';
import type { Page, Request } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();
const ADMIN_EMAIL = 'admin-e2e@example.com';

interface Account {
  name: string;
  email: string;
  password: string;
}

const newAccount = (name = 'Budi Santoso'): Account => ({
  name,
  email: `budi-${randomUUID().slice(0, 8)}@example.com`,
  password: 'rahasia-123',
});

describe.skipIf(reason)('auth in the browser', () => {
  const suite = useBrowserApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  let app: TestApp;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = suite);
  });

  // ---- Helpers ----

  const url = (path: string) => new URL(path, app.url).toString();
  const pathOf = (p: Page) => new URL(p.url()).pathname;

  /** Creates an account straight through the API (for tests about something else). */
  async function registerViaApi(account: Account): Promise<string> {
    const res = await fetch(url('/api/auth/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { token: string }).token;
  }

  /** Finishes onboarding through the real API, so /dashboard (which needs it) opens. */
  async function completeProfileViaApi(token: string): Promise<void> {
    const res = await fetch(url('/api/profile'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        phone: '081234567890',
        location: 'Kota Batam',
        about: 'Analis data yang teliti.',
        skills: ['Excel'],
        experience: [],
        education: [],
      }),
    });
    expect(res.status).toBe(201);
  }

  async function fillRegisterForm(p: Page, account: Account, confirm = account.password) {
    await p.getByLabel('Nama lengkap').fill(account.name);
    await p.getByLabel('Email').fill(account.email);
    await p.getByLabel('Kata sandi', { exact: true }).fill(account.password);
    await p.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(confirm);
  }

  async function registerViaUi(p: Page, account: Account) {
    await p.goto('/register');
    await fillRegisterForm(p, account);
    await p.getByRole('button', { name: 'Daftar', exact: true }).click();
    await p.waitForURL('**/onboarding');
  }

  async function loginViaUi(p: Page, account: Pick<Account, 'email' | 'password'>) {
    await p.getByLabel('Email').fill(account.email);
    await p.getByLabel('Kata sandi', { exact: true }).fill(account.password);
    await p.getByRole('button', { name: 'Login', exact: true }).click();
  }

  /** Titles are set once the page has rendered, so wait for them rather than read them. */
  const waitForTitle = (p: Page, title: string) =>
    p.waitForFunction((t) => document.title === t, title, { timeout: 5_000 });

  const storage = (p: Page) =>
    p.evaluate(() => ({
      token: localStorage.getItem('token'),
      auth: JSON.parse(localStorage.getItem('auth-storage') ?? 'null') as {
        state: { token: string | null; user: { name: string; email: string } | null };
      } | null,
    }));

  // ---- Register ----

  it('registers a new account and lands on the onboarding page, welcomed by name', async () => {
    const account = newAccount();
    await page.goto('/');
    await page.getByRole('link', { name: 'Mulai Gratis' }).click();
    await page.waitForURL('**/register');
    await waitForTitle(page, 'Daftar — Karier');

    await fillRegisterForm(page, account);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.waitForURL('**/onboarding');

    await page.getByRole('heading', { name: 'Selamat datang, Budi Santoso!' }).waitFor();
    await page.getByText('Akun Anda berhasil dibuat.').waitFor();
    // The profile wizard starts at its first step.
    await page.getByText('Langkah 1 dari 3').waitFor();

    const stored = await storage(page);
    expect(stored.token).toBeTruthy();
    expect(stored.auth?.state.token).toBe(stored.token);
    expect(stored.auth?.state.user).toMatchObject({ name: account.name, email: account.email });
    // Signed in: the navbar offers the account menu instead of "Login".
    await page.getByRole('button', { name: /Menu akun/ }).waitFor();
    expect(await page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);

    // The register page was replaced in history: "back" returns to the landing page.
    await page.goBack();
    await page.waitForURL(url('/'));
  });

  it('shows the password mismatch live and does not submit until it is fixed', async () => {
    const account = newAccount();
    const registerCalls: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/register')) registerCalls.push(r);
    });
    await page.goto('/register');
    const mismatch = page.getByText('Kata sandi dan konfirmasi kata sandi tidak cocok');
    const submit = page.getByRole('button', { name: 'Daftar', exact: true });

    // Nothing is said while the confirmation is still empty.
    await page.getByLabel('Kata sandi', { exact: true }).fill('rahasia-123');
    expect(await mismatch.count()).toBe(0);

    await fillRegisterForm(page, account, 'rahasia-124');
    await mismatch.waitFor();
    expect(await page.getByRole('alert').textContent()).toContain(
      'Kata sandi dan konfirmasi kata sandi tidak cocok',
    );
    expect(await submit.isDisabled()).toBe(true);
    expect(
      await page.getByLabel('Konfirmasi kata sandi', { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');

    // Enter in the field does not submit either.
    await page.getByLabel('Konfirmasi kata sandi', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(registerCalls).toHaveLength(0);
    expect(pathOf(page)).toBe('/register');

    // Fixing it clears the message and enables the button.
    await page.getByLabel('Konfirmasi kata sandi', { exact: true }).fill(account.password);
    await mismatch.waitFor({ state: 'detached' });
    expect(await submit.isEnabled()).toBe(true);

    // Emptying one of the two also clears it.
    await page.getByLabel('Konfirmasi kata sandi', { exact: true }).fill('x');
    await mismatch.waitFor();
    await page.getByLabel('Konfirmasi kata sandi', { exact: true }).fill('');
    await mismatch.waitFor({ state: 'detached' });
    expect(registerCalls).toHaveLength(0);
  });

  it("rates the password with the server's own rule: the meter and the server agree", async () => {
    const account = { ...newAccount(), password: '123456' };
    await page.goto('/register');
    await fillRegisterForm(page, account);
    // The rule loads with its dictionaries once something is typed; its verdict: too weak.
    const meter = page.locator('#password-strength');
    await meter.getByText('Kekuatan kata sandi: terlalu lemah', { exact: false }).waitFor();
    expect(await meter.getAttribute('data-acceptable')).toBe('false');
    expect(await page.getByLabel('Kata sandi', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // The server refuses it with its message.
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe(
      'Kata sandi terlalu umum atau mudah ditebak. Gunakan gabungan beberapa kata yang tidak berhubungan, angka, atau simbol.',
    );
    expect(pathOf(page)).toBe('/register');
    // A passphrase: acceptable on the meter, taken by the server.
    await fillRegisterForm(page, { ...account, password: 'Kopi-Pagi-Hujan-2026' });
    await meter.getByText(/Kekuatan kata sandi: (cukup|kuat|sangat kuat)$/).waitFor();
    expect(await meter.getAttribute('data-acceptable')).toBe('true');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.waitForURL('**/onboarding');
  });

  it('shows the server message when the email is already registered', async () => {
    const account = newAccount();
    await registerViaApi(account);
    await page.goto('/register');
    await fillRegisterForm(page, account);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Email sudah terdaftar');
    expect(pathOf(page)).toBe('/register');
  });

  it('toggles password visibility with an accessible button', async () => {
    await page.goto('/login');
    const password = page.getByLabel('Kata sandi', { exact: true });
    await password.fill('rahasia-123');
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sembunyikan kata sandi' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  // ---- Login ----

  it('logs in, shows Loading... while waiting, and returns to the page they came from', async () => {
    const account = newAccount('Sari Dewi');
    await registerViaApi(account);

    // A protected page while signed out goes to /login, remembering where it was going.
    await page.goto('/onboarding');
    await page.waitForURL('**/login?redirectTo=%2Fonboarding');
    await waitForTitle(page, 'Login — Karier');
    await page.getByRole('heading', { name: 'Masuk ke Karier' }).waitFor();
    expect(await page.getByRole('link', { name: 'Lupa kata sandi?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );

    // Hold the request to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await loginViaUi(page, account);
    const loading = page.getByRole('button', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.isDisabled()).toBe(true);
    release();

    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Selamat datang, Sari Dewi!' }).waitFor();
    // Only a fresh registration is told the account was just created.
    expect(await page.getByText('Akun Anda berhasil dibuat.').count()).toBe(0);
  });

  it('logs in to the dashboard, and a reload keeps the session', async () => {
    const account = newAccount('Rina Wulandari');
    await completeProfileViaApi(await registerViaApi(account));
    await page.goto('/login');
    await loginViaUi(page, account);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText(account.email).waitFor();
    await waitForTitle(page, 'Dashboard — Karier');

    const meRequest = page.waitForRequest((r) => r.url().endsWith('/api/auth/me'));
    await page.reload();
    const headers = await (await meRequest).allHeaders();
    const { token } = await storage(page);
    expect(headers.authorization).toBe(`Bearer ${token}`);
    // Read-your-writes: the query carries the position the login command answered with.
    expect(Number(headers['x-karier-position'])).toBeGreaterThan(0);

    await page.getByText(account.email).waitFor();
    await page.getByText('Rina Wulandari', { exact: true }).waitFor();
    expect(pathOf(page)).toBe('/dashboard');
  });

  it('shows the server message when login fails and stays signed out', async () => {
    const account = newAccount();
    await registerViaApi(account);
    await page.goto('/login');
    await loginViaUi(page, { email: account.email, password: 'salah-total' });

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Email atau kata sandi salah');
    expect(pathOf(page)).toBe('/login');
    const submit = page.getByRole('button', { name: 'Login', exact: true });
    expect(await submit.isEnabled()).toBe(true);
    expect((await storage(page)).token).toBeNull();

    // An unknown email gets the same answer (no account probing).
    await loginViaUi(page, { email: 'tidak-ada@example.com', password: 'apa-saja' });
    await page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Email atau kata sandi salah');
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await page.goto('/login');
    await loginViaUi(page, { email: 'a@example.com', password: 'whatever' });
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Login failed');
  });

  // ---- Logout and session loss ----

  it('logs out from the account menu: server session revoked, local state cleared, on /login', async () => {
    const account = newAccount();
    await registerViaUi(page, account);
    const { token } = await storage(page);

    await page.getByRole('button', { name: /Menu akun/ }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain(account.name);
    expect(await menu.textContent()).toContain(account.email);
    for (const item of ['Dashboard', 'Profil anda', 'Pengaturan akun', 'Keluar']) {
      await menu.getByRole('menuitem', { name: item }).waitFor();
    }
    expect(await menu.getByRole('menuitem', { name: 'Admin' }).count()).toBe(0);

    const logoutResponse = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await menu.getByRole('menuitem', { name: 'Keluar' }).click();
    const response = await logoutResponse;
    expect(response.status()).toBe(200);
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();

    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.auth?.state).toMatchObject({ token: null, user: null });

    // The old token no longer works on the server.
    const position = String((await response.json()).position);
    const me = await fetch(url('/api/auth/me'), {
      headers: { Authorization: `Bearer ${token}`, 'X-Karier-Position': position },
    });
    expect(me.status).toBe(401);

    // And the protected pages are closed again.
    await page.goto('/dashboard');
    await page.waitForURL('**/login?redirectTo=%2Fdashboard');
  });

  it('offers the Admin item to admins only', async () => {
    const admin = { ...newAccount('Admin Karier'), email: ADMIN_EMAIL };
    await completeProfileViaApi(await registerViaApi(admin));
    await page.goto('/login');
    await loginViaUi(page, admin);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: /Menu akun/ }).click();
    const item = page.getByRole('menu').getByRole('menuitem', { name: 'Admin' });
    expect(await item.getAttribute('href')).toBe('/admin');
  });

  it('still signs out locally when the logout request fails', async () => {
    await registerViaUi(page, newAccount());
    await page.route('**/api/auth/logout', (route) => route.abort('failed'));
    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await storage(page)).token).toBeNull();
  });

  it('signs out a tampered token: ends on /login with the stored session cleared', async () => {
    const account = newAccount();
    await registerViaUi(page, account);
    await completeProfileViaApi((await storage(page)).token!);
    await page.goto('/dashboard');
    await page.getByText(account.email).waitFor();

    await page.evaluate(() => {
      const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzb21lb25lIn0.not-a-real-signature';
      localStorage.setItem('token', forged);
      const auth = JSON.parse(localStorage.getItem('auth-storage')!);
      auth.state.token = forged;
      localStorage.setItem('auth-storage', JSON.stringify(auth));
    });
    await page.reload();

    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Masuk ke Karier' }).waitFor();
    const stored = await storage(page);
    expect(stored.token).toBeNull();
    expect(stored.auth?.state).toMatchObject({ token: null, user: null });
    expect(await page.getByRole('button', { name: /Menu akun/ }).count()).toBe(0);
    // The user's details from the forged session are gone from the page.
    expect(await page.getByText(account.email).count()).toBe(0);
  });

  // ---- Not found ----

  it('shows the not-found page for unknown routes, with working Home and Back buttons', async () => {
    await page.goto('/login');
    await page.goto('/halaman-yang-tidak-ada');
    await page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' }).waitFor();
    await page
      .getByText(
        'Halaman yang Anda cari mungkin telah dipindahkan, dihapus, atau tidak pernah ada.',
      )
      .waitFor();
    await waitForTitle(page, 'Halaman Tidak Ditemukan — Karier');

    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.waitForURL('**/login');

    // Any other unknown address, opened directly.
    await page.goto('/lowongan-kerja');
    await page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' }).waitFor();
    await page.getByRole('link', { name: 'Ke Beranda' }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('link', { name: 'Mulai Gratis' }).waitFor();
  });

  // ---- Navbar, theme and language ----

  it('keyboard-operable dropdowns: Escape and a click outside close them', async () => {
    await registerViaUi(page, newAccount());
    const trigger = page.getByRole('button', { name: /Menu akun/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    // Focus moves into the menu and the arrows walk through the items.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dashboard');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Profil anda');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);

    await trigger.click();
    await page.getByRole('menu').waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('menu').waitFor({ state: 'detached' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('at 375px the menu button opens FAQ, Harga, Pusat Bantuan, Hubungi Kami, Tentang Kami', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    expect(
      await page
        .getByRole('navigation', { name: 'Navigasi utama' })
        .getByRole('link', { name: 'Harga' })
        .isVisible(),
    ).toBe(false);
    await page.getByRole('button', { name: 'Buka menu navigasi' }).click();
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([
      'FAQ',
      'Harga',
      'Pusat Bantuan',
      'Hubungi Kami',
      'Tentang Kami',
    ]);
    // Nothing sticks out sideways on a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await items.filter({ hasText: 'Pusat Bantuan' }).click();
    await page.waitForURL('**/help-center');
  });

  it('remembers the chosen theme and language', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );

    await page.getByRole('button', { name: /Tema tampilan/ }).click();
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('karier-theme'))).toBe('dark');

    await page.getByRole('button', { name: /Bahasa/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Log in to Karier' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Karier' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );

    // "System" follows the OS again.
    await page.getByRole('button', { name: /Colour theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });
});
