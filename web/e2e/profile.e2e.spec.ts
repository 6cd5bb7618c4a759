import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import { e2eEmail, registerThroughUi } from './support/flows.ts';

const reason = browserUnavailable();

describe.skipIf(reason)('onboarding and profile in the browser', () => {
  const suite = useBrowserApp();
  let app: TestApp;
  let page: Page;
  beforeEach(() => {
    ({ app, page } = suite);
  });

  const pathOf = (p: Page) => new URL(p.url()).pathname;

  const register = (name = 'Agus Pratama') =>
    registerThroughUi(page, { name, email: e2eEmail('agus') });

  async function onboard() {
    await page.getByText('Langkah 1 dari 3').waitFor();
    await page.getByLabel('Nomor telepon').fill('081234567890');
    const location = page.getByRole('combobox', { name: 'Lokasi' });
    await location.fill('bata');
    await page.getByRole('option', { name: /Kota Batam/ }).click();
    expect(await location.inputValue()).toBe('Kota Batam');
    await page.getByRole('button', { name: 'Lanjut' }).click();

    await page.getByText('Langkah 2 dari 3').waitFor();
    await page.getByLabel('Tentang saya').fill('Analis data dengan tiga tahun pengalaman.');
    await page.getByRole('button', { name: 'Lanjut' }).click();

    await page.getByText('Langkah 3 dari 3').waitFor();
    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.getByText('Tambahkan minimal satu keahlian').waitFor();
    expect(pathOf(page)).toBe('/onboarding');
    await page.getByLabel('Keahlian').fill('SQL');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Selesai' }).click();
    await page.waitForURL('**/dashboard');
  }

  it('a sign-up is flagged in session storage until onboarding is finished', async () => {
    await register('Sari Wulandari');
    const flag = () => page.evaluate(() => sessionStorage.getItem('karier-new-user'));
    expect(await flag()).toBe('1');
    // Flagged: the dashboard sends the new user back to onboarding at once.
    await page.goto('/dashboard');
    await page.waitForURL('**/onboarding');
    await onboard();
    expect(await flag()).toBeNull();
    await page.goto('/dashboard');
    await page.getByText('Halo, Sari Wulandari').waitFor();
    expect(pathOf(page)).toBe('/dashboard');
  });

  it('register → onboarding (three steps, the skill rule, Back keeps input) → dashboard', async () => {
    await register();
    await page.getByRole('heading', { name: 'Selamat datang, Agus Pratama!' }).waitFor();
    // The dashboard needs a finished profile.
    await page.goto('/dashboard');
    await page.waitForURL('**/onboarding');

    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('Nomor telepon wajib diisi').waitFor();
    await page.getByLabel('Nomor telepon').fill('12345');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('Nomor telepon tidak valid').waitFor();
    await page.getByLabel('Nomor telepon').fill('081234567890');
    await page.getByRole('combobox', { name: 'Lokasi' }).fill('Desa Sukamaju');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByText('Langkah 2 dari 3').waitFor();
    await page.getByRole('button', { name: 'Kembali' }).click();
    expect(await page.getByLabel('Nomor telepon').inputValue()).toBe('081234567890');
    // Free text is allowed, but a suggestion can replace it.
    expect(await page.getByRole('combobox', { name: 'Lokasi' }).inputValue()).toBe('Desa Sukamaju');

    await onboard();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('Halo, Agus Pratama').waitFor();
    await page.getByText('Kelengkapan profil').waitFor();
    await page.getByText('67%').waitFor();

    // A complete profile skips onboarding.
    await page.goto('/onboarding');
    await page.waitForURL('**/dashboard');
  });

  it('edits the profile with experience, education and skills; a reload shows them', async () => {
    await register('Maya Sari');
    await onboard();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil Anda' }).waitFor();
    await page.getByText('0812-3456-7890').waitFor();
    expect(await page.getByRole('link', { name: 'Unggah CV' }).getAttribute('href')).toBe(
      '/create-cv',
    );

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('Nama', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Tambah pengalaman' }).click();
    await page.getByLabel('Jabatan').fill('Data Analyst');
    await page.getByLabel('Perusahaan').fill('PT Maju Jaya');
    await page.locator('#experience-0-from').fill('2021');
    await page.getByLabel('Masih bekerja di sini').check();
    expect(await page.locator('#experience-0-to').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Tambah pendidikan' }).click();
    await page.getByLabel('Sekolah atau kampus').fill('Universitas Indonesia');
    await page.getByLabel('Jenjang').fill('S1');
    await page.getByLabel('Jurusan').fill('Statistika');
    await page.locator('#education-0-from').fill('2019');
    await page.locator('#education-0-to').fill('2017');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText('Tahun selesai tidak boleh sebelum tahun mulai.').waitFor();
    await page.locator('#education-0-to').fill('2023');

    const skill = page.locator('#skill');
    await skill.fill('Python');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await skill.fill('   ');
    await page.keyboard.press('Enter');
    await skill.fill('python');
    await page.keyboard.press('Enter');
    await page.getByText('Keahlian "python" sudah ada').waitFor();
    await skill.fill('Tableau');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Hapus keahlian Tableau' }).click();
    const chips = page.getByRole('list', { name: 'Daftar keahlian' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['SQL', 'Python']);

    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();

    await page.reload();
    await page.getByText('Data Analyst').waitFor();
    await page.getByText('PT Maju Jaya · 2021 – Sekarang').waitFor();
    await page.getByText('Universitas Indonesia').waitFor();
    await page.getByText('S1, Statistika · 2019 – 2023').waitFor();
    await page.getByText('Python', { exact: true }).waitFor();
    await page.getByText('Kota Batam').waitFor();
  });
  it('a real concurrent edit gives a 409 that keeps the form and offers a reload; 375px does not overflow', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await register('Tono Wijaya');
    await onboard();
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.locator('#about').fill('Versi baru dari tab ini.');

    // Meanwhile "another tab" saves the profile through the API, moving its version on.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const other = await fetch(`${app.url}/api/profile`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        phone: '081234567890',
        location: 'Kota Batam',
        about: 'Diubah di tab lain.',
        skills: ['SQL'],
        experience: [],
        education: [],
      }),
    });
    expect(other.status).toBe(200);

    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByText(/Profil telah diubah di tab atau perangkat lain/).waitFor();
    // Nothing typed is lost while the user decides.
    expect(await page.locator('#about').inputValue()).toBe('Versi baru dari tab ini.');
    await page.getByRole('button', { name: 'Muat ulang profil' }).click();
    await page.getByRole('button', { name: 'Muat ulang profil' }).waitFor({ state: 'detached' });
    // The reload brings the other tab's saved version in a fresh form.
    expect(await page.locator('#about').inputValue()).toBe('Diubah di tab lain.');

    for (const p of ['/profile', '/settings', '/settings?tab=security', '/dashboard']) {
      await page.goto(p);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
    }
  });
});
