import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import { e2eEmail, registerThroughUi } from './support/flows.ts';

const reason = browserUnavailable();

/** A line the extracted text must contain. */
const EDUCATION_LINE = 'Universitas Gadjah Mada';

/** A one-page Indonesian CV as a real PDF (text, not an image). */
function makeCvPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const heading = (text: string) => {
      doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text);
      doc.font('Helvetica').fontSize(10.5);
    };
    doc.font('Helvetica-Bold').fontSize(20).text('Rina Kusumawati');
    doc.font('Helvetica').fontSize(10.5);
    doc.text('rina.kusumawati@example.com | 0812-3456-7890 | Yogyakarta');
    heading('Ringkasan');
    doc.text(
      'Analis data dengan tiga tahun pengalaman mengolah data penjualan dan menyusun dasbor untuk tim manajemen.',
    );
    heading('Pengalaman Kerja');
    doc.font('Helvetica-Bold').text('Data Analyst - PT Sinar Data Nusantara');
    doc.font('Helvetica').text('Januari 2022 - Sekarang');
    doc.text('- Menyusun dasbor penjualan mingguan dengan Tableau untuk 12 cabang.');
    doc.text(
      '- Mengotomatiskan laporan bulanan dengan Python sehingga menghemat 10 jam per bulan.',
    );
    doc.font('Helvetica-Bold').text('Staf Administrasi - CV Maju Bersama');
    doc.font('Helvetica').text('Juli 2020 - Desember 2021');
    doc.text('- Mengelola arsip dan data pelanggan.');
    heading('Pendidikan');
    doc.font('Helvetica-Bold').text(EDUCATION_LINE);
    doc.font('Helvetica').text('S1 Statistika, IPK 3,52');
    doc.text('2016 - 2020');
    heading('Keahlian');
    doc.text('SQL, Python, Tableau, Microsoft Excel, Analisis Statistik');
    heading('Bahasa');
    doc.text('Bahasa Indonesia, Bahasa Inggris');
    doc.end();
  });
}

describe.skipIf(reason)('the CV processor in the browser', () => {
  const suite = useBrowserApp();
  let app: TestApp;
  let page: Page;
  let cvPdf: Buffer;
  beforeEach(async () => {
    ({ app, page } = suite);
    cvPdf ??= await makeCvPdf();
  });

  const url = (path: string) => new URL(path, app.url).toString();

  /** Registers in the browser and completes the profile through the API, then opens /create-cv. */
  async function signUpAndOpen(lang: 'id' | 'en' = 'id') {
    const token = await registerThroughUi(page, {
      name: 'Rina Kusumawati',
      email: e2eEmail('rina'),
    });
    const res = await fetch(url('/api/profile'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        phone: '081234567890',
        location: 'Kota Yogyakarta',
        about: 'Analis data yang teliti.',
        skills: ['SQL'],
        experience: [],
        education: [],
      }),
    });
    expect(res.status).toBe(201);
    const { position } = (await res.json()) as { position: number | null };
    // Read-your-writes: the page waits for the profile it has not written itself.
    await page.evaluate(
      ([p, l]) => {
        if (p) sessionStorage.setItem('karier-position', String(p));
        localStorage.setItem('karier-lang', l);
      },
      [position, lang] as const,
    );
    await page.goto('/create-cv');
  }

  /** Every text the upload's status region shows, recorded as it changes. */
  async function recordStatusTexts() {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __cvStatus: string[] }).__cvStatus = seen;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('form [role="status"]')) {
          const text = el.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
        const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
        if (submit?.disabled && !seen.includes('disabled')) seen.push('disabled');
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    return () => page.evaluate(() => (window as unknown as { __cvStatus: string[] }).__cvStatus);
  }

  const chooseFile = (name: string, mimeType: string, buffer: Buffer, label = 'Berkas CV') =>
    page.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType, buffer });

  it('uploads a PDF, shows progress and the analysis, offers a new summary and uses it, re-opens by id', async () => {
    await signUpAndOpen();
    await page.getByRole('heading', { name: 'Unggah CV Anda', level: 1 }).waitFor();
    await page.waitForFunction(() => document.title === 'CV Processor');
    await page.getByText('Belum ada CV.').waitFor();
    expect(await page.getByRole('radio', { name: /Modern/ }).isChecked()).toBe(true);

    // Refused in the browser, before any upload.
    await chooseFile('catatan.txt', 'text/plain', Buffer.from('bukan CV'));
    await page
      .getByRole('alert')
      .getByText('Format berkas tidak didukung. Unggah CV dalam format PDF atau DOCX.')
      .waitFor();
    // Chosen from disk: the browser opens the local file itself instead of being sent 10 MB
    // over the DevTools pipe in base64 (past 15 s on a loaded machine).
    const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'karier-big-')), 'besar.pdf');
    fs.writeFileSync(big, Buffer.alloc(10 * 1024 * 1024 + 1));
    await page.getByLabel('Berkas CV', { exact: true }).setInputFiles(big);
    await page.getByRole('alert').getByText('Ukuran berkas melebihi batas 10 MB.').waitFor();
    fs.rmSync(path.dirname(big), { recursive: true, force: true });

    await chooseFile('CV Rina Kusumawati.pdf', 'application/pdf', cvPdf);
    await page.getByText('CV Rina Kusumawati.pdf').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('radio', { name: /Klasik/ }).check({ force: true });

    // A server refusal shows the server's message and keeps the file for another try.
    await page.route('**/api/process-cv', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          error: 'UNPROCESSABLE',
          message: 'Berkas CV tidak dapat dibaca.',
        }),
      }),
    );
    await page.getByRole('button', { name: 'Proses CV' }).click();
    await page.getByRole('alert').getByText('Berkas CV tidak dapat dibaca.').waitFor();
    await page.getByText('CV Rina Kusumawati.pdf').waitFor();
    await page.unroute('**/api/process-cv');

    const statusTexts = await recordStatusTexts();
    await page.getByRole('button', { name: 'Proses CV' }).click();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor({
      timeout: 60_000,
    });
    // The switch to ?cv= keeps the document, so what the status region showed is still there.
    const seen = await statusTexts();
    expect(seen).toContain('disabled');
    expect(seen.some((s) => /^Mengunggah… \d+%$/.test(s))).toBe(true);
    expect(seen.some((s) => s.startsWith('Menganalisis CV…'))).toBe(true);

    const cvId = new URL(page.url()).searchParams.get('cv');
    expect(cvId).toMatch(/^[0-9a-f-]{36}$/);
    const score = (await page.getByTestId('cv-score').textContent())?.trim() ?? '';
    expect(Number(score)).toBeGreaterThanOrEqual(0);
    expect(Number(score)).toBeLessThanOrEqual(100);
    const recommendations = page.getByRole('region', { name: 'Rekomendasi' }).getByRole('listitem');
    expect(await recommendations.count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Rincian skor', exact: true }).waitFor();

    // Before → after (issue 16): the revised DOCX's own score beside the original's, what was
    // improved, and what only the user can add.
    const compare = page.getByTestId('revision-compare');
    await compare.waitFor();
    expect((await page.getByTestId('revision-before').textContent())?.trim()).toBe(score);
    let revised = Number((await page.getByTestId('revision-after').textContent())?.trim());
    expect(revised).toBeGreaterThanOrEqual(Number(score));
    expect(await compare.getByRole('row').count()).toBeGreaterThan(3);
    expect(
      await page.getByTestId('revision-changes').getByRole('listitem').count(),
    ).toBeGreaterThan(0);
    await compare.getByText('Yang perlu Anda tambahkan sendiri').waitFor();
    await compare.screenshot({ path: path.join(os.tmpdir(), 'karier-revision-compare.png') });

    await page.getByText('Teks hasil ekstraksi').click();
    expect(await page.getByTestId('cv-extracted-text').textContent()).toContain(EDUCATION_LINE);

    // The watermarked preview runs no scripts.
    const frame = page.getByTitle('Pratinjau CV', { exact: true });
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');

    const summary = page.getByTestId('cv-summary');
    const before = (await summary.textContent()) ?? '';
    expect(before.length).toBeGreaterThan(0);
    const revisedBefore = await page.getByTestId('revision-after').textContent();
    // Issue 26: a new wording is offered beside the summary the revised CV prints, which stays.
    await page.getByRole('button', { name: 'Buat ulang ringkasan' }).click();
    const offer = page.getByTestId('cv-summary-offer');
    await offer.waitFor({ timeout: 30_000 });
    const offered = (await offer.textContent()) ?? '';
    expect(offered).not.toBe(before);
    expect(await summary.textContent()).toBe(before);
    expect(await page.getByTestId('revision-after').textContent()).toBe(revisedBefore);
    await page.getByRole('button', { name: 'Pakai ringkasan ini' }).click();
    await page.waitForFunction(
      (text) => {
        const el = document.querySelector('[data-testid="cv-summary"]');
        return (
          !!el &&
          el.textContent === text &&
          !document.querySelector('[data-testid="cv-summary-offer"]') &&
          !el.closest('[aria-busy="true"]')
        );
      },
      offered,
      { timeout: 30_000 },
    );
    const after = (await summary.textContent()) ?? '';
    expect(after).toBe(offered);
    // The picked summary is a new revision, scored again on its own DOCX (its length can move
    // the score a point): still at least the original's.
    await page.waitForFunction(
      () => !document.querySelector('[data-testid="revision-compare"][aria-busy="true"]'),
    );
    revised = Number((await page.getByTestId('revision-after').textContent())?.trim());
    expect(revised).toBeGreaterThanOrEqual(Number(score));

    await page.reload();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();
    expect((await page.getByTestId('cv-score').textContent())?.trim()).toBe(score);
    expect(await page.getByTestId('cv-summary').textContent()).toBe(after);

    // Back to the upload step: the list shows the CV, and it opens the result again.
    await page.getByRole('button', { name: 'Kembali ke Unggah' }).first().click();
    await page.getByRole('heading', { name: 'Unggah CV Anda', level: 1 }).waitFor();
    const list = page.getByRole('region', { name: 'CV Anda' });
    const item = list.getByRole('link').first();
    await item.waitFor();
    expect(await item.textContent()).toContain('CV Rina Kusumawati');
    expect(await item.textContent()).toContain(score);
    // …and the revised CV's own score beside it.
    expect(await item.getByTestId('cv-revised-score').textContent()).toBe(`CV revisi: ${revised}`);
    await item.click();
    await page.getByRole('heading', { name: 'Hasil Analisis CV', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('cv')).toBe(cvId);

    await page.setViewportSize({ width: 360, height: 740 });
    for (const p of ['/create-cv', `/create-cv?cv=${cvId}`]) {
      await page.goto(p);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    }
  });

  it('takes a file dropped on the zone, with the same checks as the button', async () => {
    await signUpAndOpen();
    const zone = page.getByText('Tarik dan lepas CV Anda di sini').locator('..');
    const drop = async (name: string, type: string) => {
      const dataTransfer = await page.evaluateHandle(
        ([n, t]) => {
          const dt = new DataTransfer();
          dt.items.add(new File(['%PDF-1.4 contoh'], n, { type: t }));
          return dt;
        },
        [name, type] as const,
      );
      await zone.dispatchEvent('drop', { dataTransfer });
    };
    await drop('foto.png', 'image/png');
    await page
      .getByRole('alert')
      .getByText('Format berkas tidak didukung. Unggah CV dalam format PDF atau DOCX.')
      .waitFor();
    await drop('cv-budi.pdf', 'application/pdf');
    await page.getByText('cv-budi.pdf').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: 'Hapus berkas' }).click();
    await page.getByRole('button', { name: 'Pilih berkas' }).waitFor();
  });

  it('an unknown CV id shows an error with the way back', async () => {
    await signUpAndOpen();
    await page.goto(`/create-cv?cv=${randomUUID()}`);
    await page.getByRole('alert').waitFor();
    await page.getByRole('button', { name: 'Kembali ke Unggah' }).click();
    await page.getByRole('heading', { name: 'Unggah CV Anda', level: 1 }).waitFor();
  });

  it('in English, the results come back in English', async () => {
    await signUpAndOpen('en');
    await page.getByRole('heading', { name: 'Upload your CV', level: 1 }).waitFor();
    await chooseFile('notes.txt', 'text/plain', Buffer.from('not a CV'), 'CV file');
    await page
      .getByRole('alert')
      .getByText('This file format is not supported. Upload your CV as a PDF or DOCX.')
      .waitFor();
    await chooseFile('cv-rina.pdf', 'application/pdf', cvPdf, 'CV file');
    await page.getByRole('button', { name: 'Process CV' }).click();
    await page.getByRole('heading', { name: 'CV Analysis Results', level: 1 }).waitFor({
      timeout: 60_000,
    });
    const items = await page
      .getByRole('region', { name: 'Recommendations' })
      .getByRole('listitem')
      .allTextContents();
    expect(items.length).toBeGreaterThan(0);
    const text = items.join(' ');
    expect(text).toMatch(/\b(the|your|add|and|with)\b/i);
    expect(text).not.toMatch(/\b(Anda|dengan|yang|Tambahkan)\b/);
  });
});
