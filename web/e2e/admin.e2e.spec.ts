import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';

const reason = browserUnavailable();

/** Set to a folder to get screenshots of every tab (1280 and 360 px, light and dark). */
const SHOTS_DIR = process.env.ADMIN_SHOTS_DIR;

const suffix = randomUUID().slice(0, 8);
const PASSWORD = 'rahasia-123';
const admin = { name: 'Sari Admin', email: `sari-admin-${suffix}@example.com` };
const rina = { name: 'Rina Wijaya', email: `rina-${suffix}@example.com` };
const dodi = { name: 'Dodi Pratama', email: `dodi-${suffix}@example.com` };

describe.skipIf(reason)('the admin panel in the browser', () => {
  const suite = useBrowserApp({ env: { ADMIN_EMAILS: admin.email } });
  let page: Page;
  let rinaId = '';
  let dodiId = '';
  let cvTitle = '';
  let cvId = '';

  const api = async <T>(method: string, p: string, body?: unknown, token?: string) => {
    const res = await fetch(new URL(`/api${p}`, suite.app.url), {
      method,
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as T };
  };
  const register = async (who: { name: string; email: string }) => {
    const res = await api<{ token: string; user: { id: string } }>('POST', '/auth/register', {
      ...who,
      password: PASSWORD,
    });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    await register(admin);
    const r = await register(rina);
    rinaId = r.user.id;
    dodiId = (await register(dodi)).user.id;
    // Rina's CV, for the CV tab.
    const fixture = await indonesianOneColumnCv();
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(fixture.buffer)], { type: 'application/pdf' }),
      'CV Rina.pdf',
    );
    const res = await fetch(new URL('/api/process-cv', suite.app.url), {
      method: 'POST',
      headers: { Authorization: `Bearer ${r.token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    ({ id: cvId, title: cvTitle } = (
      (await res.json()) as { cv: { id: string; title: string } }
    ).cv);
  });
  beforeEach(() => {
    ({ page } = suite);
  });

  const params = () => new URL(page.url()).searchParams;

  /** Signs in through /login, sent there from /admin, and lands back on /admin. */
  async function signInAsAdmin(to = '/admin') {
    await page.goto(to);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(params().get('redirectTo')).toBe(to);
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
  }

  const openTab = async (name: string, tab: string) => {
    await page
      .getByRole('navigation', { name: 'Navigasi admin' })
      .getByRole('link', { name })
      .click();
    await page.waitForURL((u) => u.searchParams.get('tab') === tab);
  };

  const userRow = (name: string) => page.getByTestId('user-row').filter({ hasText: name });

  /**
   * Opens the row's action, then walks the guarded dialog: the countdown first (no way on
   * before it ends), "Lanjutkan", the consent checkbox, then the password field.
   */
  async function openGuardedDialog(row: Locator, item: string, title: string) {
    await row.getByRole('button', { name: /^Aksi untuk/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await dialog.getByTestId('confirm-countdown').waitFor();
    expect(await dialog.getByRole('button', { name: 'Lanjutkan' }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    await page.clock.fastForward(10_000);
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
    const consent = dialog.getByRole('checkbox', { name: 'Saya admin dan menyetujui ini' });
    await consent.waitFor();
    expect(await dialog.getByLabel('Kata sandi Anda', { exact: true }).count()).toBe(0);
    await consent.check();
    const password = dialog.getByLabel('Kata sandi Anda', { exact: true });
    await password.waitFor();
    return { dialog, password };
  }

  it('signs in, shows the dashboard, promotes and demotes a user through the guarded dialog', async () => {
    await page.clock.install();
    await signInAsAdmin();
    await page.waitForFunction(() => document.title === 'Admin Panel');
    // The account menu leads admins here.
    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).waitFor();
    await page.keyboard.press('Escape');

    // Dashboard: the four cards with real numbers, and the charts.
    const users = page.getByTestId('admin-stat-users');
    await users.waitFor();
    expect(await users.locator('dd').textContent()).toMatch(/^3/);
    // Every account is new this month and last month had none: "baru", not a percentage.
    expect(await users.getByTestId('mom-change').textContent()).toMatch(/^baru/);
    expect(await page.getByTestId('admin-stat-cvs').locator('dd').textContent()).toMatch(/^1/);
    await page
      .getByTestId('admin-stat-active')
      .getByText(/% dari total/)
      .waitFor();
    await page
      .getByTestId('admin-stat-ai')
      .getByText(/% dari total/)
      .waitFor();
    // Every CV the built-in analyser scored counts as AI-analysed (not 0 without a model).
    expect(await page.getByTestId('admin-stat-ai').locator('dd').textContent()).toMatch(/^1/);
    // The stat cards and the latest lists are valid list markup (axe).
    const markup = await new AxeBuilder({ page })
      .withRules(['definition-list', 'dlitem', 'list', 'listitem'])
      .analyze();
    expect(markup.violations.map((v) => v.id)).toEqual([]);
    // "CV terbaru" shows the owner and the date in full.
    await page.getByTestId('latest-cv-owner').first().waitFor();
    expect(
      await page
        .getByTestId('latest-cvs')
        .locator('li')
        .first()
        .locator('time')
        .evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    await page
      .getByTestId('chart-activity')
      .locator('.recharts-wrapper > svg.recharts-surface')
      .waitFor();
    await page
      .getByTestId('chart-revenue')
      .locator('.recharts-wrapper > svg.recharts-surface')
      .waitFor();
    await page.getByTestId('latest-users').getByText(rina.name).waitFor();
    await page.getByTestId('latest-cvs').getByText(cvTitle).waitFor();
    await page.getByRole('radio', { name: '7 hari' }).check({ force: true });
    await page
      .getByTestId('chart-activity')
      .locator('.recharts-wrapper > svg.recharts-surface')
      .waitFor();

    // Users: the tab is in the URL, a reload stays there.
    await openTab('Pengguna', 'users');
    await page.reload();
    await userRow(rina.name).waitFor();
    expect(await userRow(rina.name).getByTestId('user-role').textContent()).toBe('User');
    // Their own row offers no action on themself.
    await userRow(admin.name)
      .getByRole('button', { name: /^Aksi untuk/ })
      .click();
    await page.getByText('Anda tidak dapat mengubah akun Anda sendiri.').waitFor();
    expect(await page.getByRole('menuitem', { name: 'Promosikan menjadi admin' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Turunkan menjadi user' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // Promote: countdown, proceed, consent, password; a wrong one keeps the dialog open.
    const promote = await openGuardedDialog(
      userRow(rina.name),
      'Promosikan menjadi admin',
      'Promosikan menjadi admin?',
    );
    const confirm = promote.dialog.getByRole('button', { name: 'Promosikan', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    await promote.password.fill('bukan-password-ini');
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();
    await promote.dialog.getByRole('alert').getByText('Kata sandi salah').waitFor();
    expect(await promote.dialog.isVisible()).toBe(true);
    await promote.password.fill(PASSWORD);
    await confirm.click();
    await page.getByRole('status').getByText('User berhasil dipromosikan menjadi admin').waitFor();
    await promote.dialog.waitFor({ state: 'detached' });
    await userRow(rina.name).getByTestId('user-role').getByText('Admin').waitFor();

    // Demote the same way.
    const demote = await openGuardedDialog(
      userRow(rina.name),
      'Turunkan menjadi user',
      'Turunkan menjadi user?',
    );
    const demoteButton = demote.dialog.getByRole('button', { name: 'Turunkan', exact: true });
    expect(await demoteButton.isDisabled()).toBe(true);
    await demote.password.fill(PASSWORD);
    await demoteButton.click();
    await page.getByRole('status').getByText('Admin berhasil diturunkan menjadi user').waitFor();
    await demote.dialog.waitFor({ state: 'detached' });
    await userRow(rina.name).getByTestId('user-role').getByText('User').waitFor();

    // Escape cancels a dialog, focus back on the row's button.
    await userRow(dodi.name)
      .getByRole('button', { name: /^Aksi untuk/ })
      .click();
    await page.getByRole('menuitem', { name: 'Blokir' }).click();
    await page.getByRole('dialog', { name: 'Blokir pengguna?' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The user's timeline: their events oldest first, with the role changes done to them.
    await userRow(rina.name)
      .getByRole('link', { name: new RegExp(rina.name) })
      .click();
    await page.waitForURL((u) => u.searchParams.get('user') === rinaId);
    await page.getByRole('heading', { name: `Timeline ${rina.name}` }).waitFor();
    const events = page.getByTestId('timeline-event');
    await events.first().waitFor();
    expect(await events.first().getByRole('heading').textContent()).toBe('Mendaftar akun');
    expect(await events.filter({ hasText: 'UserRoleChanged' }).count()).toBe(2);
    await events.first().getByText('Lihat data event (JSON)').click();
    await events.first().getByText(`"userId": "${rinaId}"`).waitFor();
  });

  it('retries a failed users list, filters the activity log, lists the CV, searches', async () => {
    await signInAsAdmin('/admin?tab=users');
    // The list request fails once: the message and a retry that works.
    await page.route(
      (url) => url.pathname === '/api/admin/users' && url.searchParams.get('pageSize') === '20',
      (route) => route.abort(),
      { times: 1 },
    );
    await page.reload();
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to fetch users' });
    await failed.waitFor();
    await failed.getByRole('button', { name: 'Coba lagi' }).click();
    await userRow(rina.name).waitFor();
    expect(await failed.count()).toBe(0);

    // Activity log: filtered by action.
    await openTab('Log Aktivitas', 'activities');
    const rows = page.getByTestId('activity-row');
    await rows.first().waitFor();
    await page.getByLabel('Aksi', { exact: true }).selectOption('UserRegistered');
    await expect
      .poll(async () => {
        const types = await rows.evaluateAll((els) =>
          els.map((el) => el.getAttribute('data-type')),
        );
        return types.length > 0 && types.every((t) => t === 'UserRegistered') ? types.length : 0;
      })
      .toBe(3);
    await rows.first().getByText('Mendaftar akun').waitFor();
    // The label, not the raw event name, where the catalogue has one (issue 26).
    expect(await rows.first().textContent()).not.toContain('UserRegistered');

    // CVs: Rina's CV is listed and opens on its analysis.
    await openTab('CV', 'cvs');
    const cvRow = page.getByTestId('cv-row').filter({ hasText: cvTitle });
    await cvRow.waitFor();
    expect(await cvRow.textContent()).toContain(rina.name);
    await cvRow.getByRole('link', { name: `Lihat ${cvTitle}` }).click();
    await page.waitForURL((u) => u.searchParams.has('cv'));
    await page.getByTestId('cv-score').waitFor();

    // The global search finds users and CVs; Enter opens the first.
    const search = page.getByRole('combobox', { name: 'Cari pengguna atau CV' });
    await search.fill('Rina');
    const listbox = page.getByRole('listbox', { name: 'Hasil pencarian' });
    await listbox.getByRole('option', { name: new RegExp(rina.email) }).waitFor();
    await listbox.getByRole('option', { name: new RegExp(cvTitle) }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL((u) => u.searchParams.get('user') === rinaId);
    await page.getByRole('heading', { name: `Timeline ${rina.name}` }).waitFor();

    // Settings: the audit chain is intact; a read model is rebuilt after a confirmation.
    await openTab('Pengaturan', 'settings');
    await page.getByRole('button', { name: 'Verifikasi jejak audit' }).click();
    await page.getByTestId('audit-result').getByText('Jejak audit utuh.').waitFor();
    // The read models sit under a plainly labelled technical part.
    const technical = page.getByRole('region', { name: 'Teknis' });
    await technical.getByRole('heading', { name: 'Status read model' }).waitFor();
    const row = technical.getByTestId('projection-row').filter({ hasText: 'activity-log' });
    await row.getByRole('button', { name: 'Bangun ulang activity-log' }).click();
    const confirm = page.getByRole('dialog', { name: 'Bangun ulang activity-log?' });
    await confirm.getByRole('button', { name: 'Bangun ulang' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await row.getByText('Mutakhir').waitFor({ timeout: 30_000 });

    // Parked events (issue 25) are raised under the same technical part: none, then one.
    const parkedCard = technical.getByRole('region', { name: 'Event yang diparkir' });
    await parkedCard.getByText('Tidak ada event yang diparkir.').waitFor();
    const parked = {
      projection: 'users',
      version: 1,
      position: 1,
      stream_id: `user-${rinaId}`,
      type: 'UserRegistered',
      error: 'users: cannot apply',
      attempts: 4,
    };
    await suite.app.storage.db.knex('projection_parked_events').insert(parked);
    try {
      await page.reload();
      await parkedCard.getByTestId('parked-total').getByText('1 event diparkir').waitFor();
      const parkedRow = parkedCard.getByTestId('parked-row');
      expect(await parkedRow.textContent()).toMatch(
        /users.*event #1 · UserRegistered.*4 kali dicoba.*users: cannot apply/,
      );
      await parkedCard.getByText('npm run projector -- retry-parked').waitFor();
    } finally {
      await suite.app.storage.db.knex('projection_parked_events').where(parked).delete();
    }
  });

  it('sends the signed-out to /login and shows a user without the role that they have no access', async () => {
    await page.goto('/admin?tab=cvs');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(params().get('redirectTo')).toBe('/admin?tab=cvs');
    await page.getByLabel('Email').fill(rina.email);
    await page.getByLabel('Kata sandi', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/admin');
    await page.getByRole('heading', { name: 'Akses ditolak', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Menu akun/ }).click();
    await page.getByRole('menuitem', { name: 'Pengaturan akun' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Admin Panel' }).count()).toBe(0);
  });

  // Always checks every tab at 360 px for horizontal overflow (both themes); with
  // ADMIN_SHOTS_DIR set it also saves screenshots of every tab at 1280 and 360 px.
  it('every tab fits a 360 px phone (screenshots with ADMIN_SHOTS_DIR)', async () => {
    const dir = SHOTS_DIR;
    if (dir) fs.mkdirSync(dir, { recursive: true });
    await page.clock.install();
    await signInAsAdmin();
    const views = [
      ['dashboard', '/admin'],
      ['users', '/admin?tab=users'],
      ['timeline', `/admin?tab=users&user=${rinaId}`],
      ['cvs', '/admin?tab=cvs'],
      ['cv-detail', `/admin?tab=cvs&cv=${cvId}`],
      ['activities', '/admin?tab=activities'],
      ['settings', '/admin?tab=settings'],
    ] as const;
    for (const [name, url] of views) {
      for (const width of dir ? [1280, 360] : [360]) {
        for (const scheme of ['light', 'dark'] as const) {
          await page.setViewportSize({ width, height: width > 400 ? 900 : 760 });
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(url);
          await page.getByRole('heading', { name: 'Admin Panel', level: 1 }).waitFor();
          // Every tab's data loaded before its width is measured; on a loaded CI machine one
          // request may take longer than Playwright's default 15 s.
          await page.waitForLoadState('networkidle', { timeout: 60_000 });
          if (dir) {
            await page.waitForTimeout(600);
            await page.screenshot({
              path: path.join(dir, `${name}-${width}-${scheme}.png`),
              fullPage: true,
            });
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            `${name} at ${width} px`,
          ).toBeLessThanOrEqual(width);
        }
      }
    }
    if (!dir) return;
    // The phone menu open, and the dialog.
    await page.setViewportSize({ width: 360, height: 760 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/admin?tab=users');
    await page.getByRole('button', { name: /Menu admin/ }).click();
    await page.screenshot({ path: path.join(dir, 'menu-360-light.png') });
    await page.keyboard.press('Escape');
    await userRow(rina.name)
      .getByRole('button', { name: /^Aksi untuk/ })
      .click();
    await page.getByRole('menuitem', { name: 'Promosikan menjadi admin' }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: path.join(dir, 'dialog-360-light.png') });
    await page.clock.fastForward(10_000);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Lanjutkan' }).click();
    await dialog.getByRole('checkbox').check();
    await dialog.getByLabel('Kata sandi Anda', { exact: true }).fill('salah');
    await dialog.getByRole('button', { name: 'Promosikan', exact: true }).click();
    await dialog.getByText('Kata sandi salah').waitFor();
    await page.screenshot({ path: path.join(dir, 'dialog-error-360-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: path.join(dir, 'dialog-error-360-dark.png') });
    await page.keyboard.press('Escape');
    // The global search, desktop dark.
    await page.setViewportSize({ width: 1280, height: 800 });
    const search = page.getByRole('combobox', { name: 'Cari pengguna atau CV' });
    await search.fill('Rina');
    await page.getByRole('option', { name: new RegExp(rina.email) }).waitFor();
    await search.press('ArrowDown');
    await page.screenshot({ path: path.join(dir, 'search-1280-dark.png') });
  });
  it('deletes a CV and a user through the dialog', async () => {
    await page.clock.install();
    await signInAsAdmin('/admin?tab=cvs');
    const cvRow = page.getByTestId('cv-row').filter({ hasText: cvTitle });
    await cvRow.getByRole('button', { name: `Hapus ${cvTitle}` }).click();
    const cvDialog = page.getByRole('dialog', { name: 'Hapus CV?' });
    await cvDialog.getByTestId('confirm-countdown').waitFor();
    await page.clock.fastForward(10_000);
    await cvDialog.getByRole('button', { name: 'Lanjutkan' }).click();
    await cvDialog.getByRole('checkbox', { name: 'Saya admin dan menyetujui ini' }).check();
    await cvDialog.getByLabel('Kata sandi Anda', { exact: true }).fill(PASSWORD);
    await cvDialog.getByRole('button', { name: 'Hapus CV', exact: true }).click();
    await page.getByRole('status').getByText('CV berhasil dihapus').waitFor();
    await cvDialog.waitFor({ state: 'detached' });
    await page.getByText('Belum ada CV.').waitFor();

    await openTab('Pengguna', 'users');
    const remove = await openGuardedDialog(userRow(dodi.name), 'Hapus user', 'Hapus pengguna?');
    await remove.password.fill(PASSWORD);
    await remove.dialog.getByRole('button', { name: 'Hapus user', exact: true }).click();
    await page.getByRole('status').getByText('User berhasil dihapus').waitFor();
    await remove.dialog.waitFor({ state: 'detached' });
    // The row stays, marked Dihapus, its personal data gone, with no actions left.
    const erased = page.locator(`[data-testid="user-row"][data-user-id="${dodiId}"]`);
    await erased.getByTestId('user-status').getByText('Dihapus').waitFor();
    expect(await erased.textContent()).not.toContain(dodi.email);
    expect(await erased.getByRole('button', { name: /^Aksi untuk/ }).count()).toBe(0);
    // Erased, not gone from history: the timeline still opens, the name reads "[dihapus]".
    await erased.getByRole('link', { name: /^Lihat timeline/ }).click();
    await page.waitForURL(`**/admin?tab=users&user=${dodiId}`);
    await page.getByTestId('timeline-event').first().waitFor();
  });
});
