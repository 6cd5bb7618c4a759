import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfToBuffer, type Pdf } from '../../cv-engine/test/fixtures/make-cvs.ts';
import type { TestApp } from '../../test-support/app.ts';
import { browserUnavailable } from '../../test-support/browser.ts';
import { useBrowserApp } from '../../test-support/browser-suite.ts';
import {
  completeProfileViaApi,
  e2eEmail,
  registerThroughUi,
  shoot as shootPage,
} from './support/flows.ts';

const reason = browserUnavailable();
const SHOTS_DIR = '/tmp/lengkapi-shots';

/** A thin CV: roles whose bullets carry no number, tool or scope. */
function thinCv(lines: { name: string; contact: string; headings: string[]; body: string[][] }) {
  return pdfToBuffer((doc: Pdf) => {
    let y = 50;
    const put = (text: string, size = 10, bold = false) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(size)
        .text(text, 50, y, { lineBreak: false });
      y += size + 6;
    };
    put(lines.name, 20, true);
    y += 6;
    put(lines.contact);
    lines.headings.forEach((heading, i) => {
      y += 12;
      put(heading, 13, true);
      for (const text of lines.body[i]!) put(text);
    });
  });
}

const ID_CV = {
  name: 'Sari Wulandari',
  contact: 'sari.wulandari@contoh.id | 0812-3456-7890 | Bandung, Jawa Barat',
  headings: ['Ringkasan', 'Pengalaman Kerja', 'Pendidikan', 'Keahlian'],
  body: [
    ['Kasir yang teliti dan ramah, terbiasa melayani pelanggan di toko ritel.'],
    [
      'Kasir - PT Indomarco Prismatama, Bandung',
      'Januari 2021 – Sekarang',
      '• Melayani pelanggan di kasir',
      '• Menghitung uang kas di akhir shift',
      '• Menata barang di rak toko',
      'Pramuniaga - Toko Buku Gramedia, Bandung',
      'Juni 2019 - Desember 2020',
      '• Membantu pelanggan mencari buku',
      '• Merapikan gudang',
    ],
    ['SMA Negeri 5 Bandung', '2016 - 2019'],
    ['• Komunikasi', '• Kerja tim'],
  ],
};

const EN_CV = {
  name: 'Dewi Lestari',
  contact: 'dewi.lestari@example.com | +62 812 3456 7891 | Jakarta, Indonesia',
  headings: ['Summary', 'Work Experience', 'Education', 'Skills'],
  body: [
    ['Friendly customer service staff used to busy retail stores.'],
    [
      'Customer Service Staff - PT Matahari Department Store, Jakarta',
      'March 2021 – Present',
      '• Served customers at the information desk',
      '• Handled complaints from customers',
      '• Helped with stock taking',
      'Shop Assistant - Toko Buku Gramedia, Jakarta',
      'July 2019 - February 2021',
      '• Helped customers find books',
      '• Kept the store tidy',
    ],
    ['Universitas Negeri Jakarta - Bachelor of Management', '2015 - 2019'],
    ['• Communication', '• Teamwork'],
  ],
};

/** The labels of one interface language, as the user reads them. */
const TEXTS = {
  id: {
    uploadHeading: 'Unggah CV Anda',
    fileLabel: 'Berkas CV',
    process: 'Proses CV',
    results: 'Hasil Analisis CV',
    metric: 'Angka',
    skip: 'Lewati',
    submit: 'Perbarui CV revisi',
    fromAnswer: 'dari jawaban Anda',
    fromCv: 'dari CV Anda',
    undone: 'Perubahan sudah diurungkan.',
    download: 'Unduh CV revisi',
    payment: 'Pembayaran',
    pay: 'Bayar sekarang',
    paid: 'Pembayaran berhasil',
    answer: '35',
  },
  en: {
    uploadHeading: 'Upload your CV',
    fileLabel: 'CV file',
    process: 'Process CV',
    results: 'CV Analysis Results',
    metric: 'Number',
    skip: 'Skip',
    submit: 'Update the revised CV',
    fromAnswer: 'from your answer',
    fromCv: 'from your CV',
    undone: 'The change has been undone.',
    download: 'Download revised CV',
    payment: 'Payment',
    pay: 'Pay now',
    paid: 'Payment successful',
    answer: '35',
  },
} as const;

/** The text of word/document.xml's paragraphs. */
async function docxText(file: string): Promise<string> {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml')!.async('string');
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

/**
 * Issue 28 in the browser: upload a thin CV → the questions → answer the number questions (skip
 * one) → the changes with their sources → undo one → pay → download the DOCX, which has the kept
 * change and not the undone one.
 */
describe.skipIf(reason)('Lengkapi CV in the browser', () => {
  const suite = useBrowserApp({ env: { PAYMENT_SIMULATED_DELAY_MS: '300' } });
  let app: TestApp;
  let page: Page;
  const files: Record<'id' | 'en', string> = { id: '', en: '' };

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karier-lengkapi-'));
    files.id = path.join(dir, 'CV Sari Wulandari.pdf');
    files.en = path.join(dir, 'CV Dewi Lestari.pdf');
    fs.writeFileSync(files.id, await thinCv(ID_CV));
    fs.writeFileSync(files.en, await thinCv(EN_CV));
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

  async function walk(lang: 'id' | 'en', width: number) {
    const T = TEXTS[lang];
    const name = lang === 'id' ? 'Sari Wulandari' : 'Dewi Lestari';
    const token = await registerThroughUi(page, { name, email: e2eEmail(`lengkapi-${lang}`) });
    await completeProfileViaApi(page, app.url, token, 'Kasir dan pramuniaga.');
    await page.evaluate((l) => localStorage.setItem('karier-lang', l), lang);
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });
    await page.goto('/create-cv');

    // Upload.
    await page.getByRole('heading', { name: T.uploadHeading, level: 1 }).waitFor();
    await page.getByLabel(T.fileLabel, { exact: true }).setInputFiles(files[lang]);
    await page.getByRole('button', { name: T.process }).click();
    await page.getByRole('heading', { name: T.results, level: 1 }).waitFor({ timeout: 60_000 });
    const cvId = new URL(page.url()).searchParams.get('cv')!;
    expect(cvId).toMatch(/^[0-9a-f-]{36}$/);

    // The questions: each names its entry and shows an example.
    const lengkapi = page.getByTestId('lengkapi');
    const questions = lengkapi.getByTestId('lengkapi-question');
    await questions.first().waitFor({ timeout: 30_000 });
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    const first = questions.first().locator('input, textarea');
    expect(await first.getAttribute('placeholder')).toMatch(
      lang === 'id' ? /^Contoh: / : /^E\.g\. /,
    );
    await shootPage(page, SHOTS_DIR, `${lang}-${width}-questions`, { dark: false });
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });

    // Answer the number questions with plain numbers, skip every other one.
    let answered = 0;
    for (let i = 0; i < count; i++) {
      const q = questions.nth(i);
      if ((await q.getByText(T.metric, { exact: true }).count()) > 0) {
        // A different number each, so every bullet written from them is told apart.
        await q.locator('input, textarea').fill(String(Number(T.answer) + answered));
        answered++;
      } else {
        await q.getByRole('button', { name: T.skip }).click();
      }
    }
    expect(answered, 'a thin CV gets at least one number question').toBeGreaterThan(0);
    await lengkapi.getByRole('button', { name: T.submit }).click();

    // Every change with its source; at least one written from an answer.
    const changes = lengkapi.getByTestId('lengkapi-change');
    await lengkapi.getByTestId('change-source').getByText(T.fromAnswer).first().waitFor({
      timeout: 60_000,
    });
    const sources = await lengkapi.getByTestId('change-source').allTextContents();
    expect(sources.every((s) => s === T.fromAnswer || s === T.fromCv)).toBe(true);
    const before = await changes.count();
    const fromAnswer = changes.filter({
      has: page.getByTestId('change-source').getByText(T.fromAnswer),
    });
    const kept = (await fromAnswer.count()) > 1 ? fromAnswer.nth(1) : null;
    const keptText = kept ? await kept.locator('dd').last().textContent() : null;
    const undoneText = (await fromAnswer.first().locator('dd').last().textContent())!.trim();
    expect(undoneText).toMatch(/\b3[5-9]\b/);
    await shootPage(page, SHOTS_DIR, `${lang}-${width}-changes`, { dark: false });
    await page.setViewportSize({ width, height: width < 500 ? 740 : 800 });

    // Undo one, from the keyboard.
    await fromAnswer.first().getByRole('button').focus();
    await page.keyboard.press('Enter');
    await lengkapi.getByText(T.undone).waitFor({ timeout: 60_000 });
    expect(await changes.count()).toBe(before - 1);
    const after = await lengkapi.getByTestId('lengkapi-changes').innerText();
    expect(after, `"${undoneText}" is gone from:\n${after}`).not.toContain(undoneText);

    // Pay, then download: the DOCX follows the undo.
    await page.getByRole('button', { name: T.download }).first().click();
    await page.getByRole('heading', { name: T.payment, level: 1 }).waitFor();
    await page.getByRole('radio', { name: /E-wallet/ }).check({ force: true });
    await page.getByRole('button', { name: T.pay }).click();
    await page.getByRole('heading', { name: T.paid, level: 1 }).waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.download }).click(),
    ]);
    const saved = path.join(SHOTS_DIR, `${lang}-${width}.docx`);
    await download.saveAs(saved);
    const text = await docxText(saved);
    expect(text).toContain(name);
    expect(text).not.toContain(undoneText);
    if (keptText) expect(text).toContain(keptText.trim());
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }

  it('Indonesian, at 375 px', async () => {
    await walk('id', 375);
  });

  it('English, on the desktop', async () => {
    await walk('en', 1280);
  });
});
