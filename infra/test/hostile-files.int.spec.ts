/**
 * Hostile uploads against the real app over HTTP (issue 15): zip and XML bombs, XXE, a flate
 * bomb, absurd page sizes, 5,000 pages and polyglots, all generated here. For each: a 4xx with
 * our own Indonesian message within 20 s, the server still up, and resident memory (the server
 * process and its CV children) back within 200 MB of idle. Peak and settled RSS are printed.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CvFileError, type CvFileErrorCode } from '../../cv-engine/src/extract/errors.ts';
import {
  billionLaughsDocx,
  docxBomb,
  manyPagesPdf,
  pdfFlateBomb,
  pdfPage,
  pdfZipPolyglot,
  xxeDocx,
  zipPdfPolyglot,
} from '../../cv-engine/test/fixtures/hostile.ts';
import { indonesianOneColumnCv } from '../../cv-engine/test/fixtures/make-cvs.ts';
import { startTestApp, type TestApp } from '../../test-support/app.ts';
import { client, postCv, uniqueEmail } from '../../test-support/http-client.ts';

const MB = 1024 * 1024;
const canReadRss = fs.existsSync(`/proc/${process.pid}/status`);

/** Resident memory of this process (the server runs in it) and all its descendants. */
function treeRss(pid = process.pid): number {
  let total = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'latin1');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRss(Number(child));
    }
  } catch {
    // The process ended while being read.
  }
  return total;
}

interface Case {
  name: string;
  make: () => Promise<Buffer> | Buffer;
  file: string;
  reason: CvFileErrorCode;
}

const cases: Case[] = [
  {
    name: 'DOCX zip bomb: one <w:t> of 300 million characters',
    make: () => docxBomb(300_000_000),
    file: 'bom.docx',
    reason: 'unsafe',
  },
  {
    name: 'the same zip bomb with lying size headers',
    make: () => docxBomb(300_000_000, { lie: true }),
    file: 'bom-lie.docx',
    reason: 'unsafe',
  },
  {
    name: 'DOCX inflating to 50 MB',
    make: () => docxBomb(50_000_000),
    file: 'lima-puluh.docx',
    reason: 'unsafe',
  },
  { name: 'billion laughs', make: billionLaughsDocx, file: 'tawa.docx', reason: 'unsafe' },
  { name: 'XXE', make: xxeDocx, file: 'xxe.docx', reason: 'unsafe' },
  {
    name: 'PDF flate bomb (1 GB)',
    make: () => pdfFlateBomb(),
    file: 'flate.pdf',
    reason: 'unsafe',
  },
  {
    name: '8000 × 8000 pt page without text (the OCR path)',
    make: () => pdfPage(8000, 8000),
    file: 'besar.pdf',
    reason: 'page_size',
  },
  {
    name: '200000 × 200000 pt page with text',
    make: () => pdfPage(200_000, 200_000, { text: true }),
    file: 'raksasa.pdf',
    reason: 'page_size',
  },
  {
    name: '4900 × 4900 pt blank page (OCR at a bounded pixel count)',
    make: () => pdfPage(4900, 4900),
    file: 'kosong.pdf',
    reason: 'scanned',
  },
  {
    name: '5,000 pages',
    make: () => manyPagesPdf(5000),
    file: 'tebal.pdf',
    reason: 'too_many_pages',
  },
  {
    name: 'polyglot: a PDF with a ZIP bomb appended',
    make: pdfZipPolyglot,
    file: 'poliglot.pdf',
    reason: 'unsafe',
  },
  {
    name: 'polyglot: a ZIP bomb with %PDF- in its first kilobyte',
    make: zipPdfPolyglot,
    file: 'poliglot.docx',
    reason: 'unsafe',
  },
];

describe('hostile uploads never take Karier down', () => {
  let app: TestApp;
  let token: string;
  let idle = 0;
  const figures: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({
      env: { CV_QUOTA: '0', CV_UPLOADS_PER_MINUTE: '1000', CV_WORKERS: '2' },
    });
    const res = await client(app.url).register('Penguji Keamanan', uniqueEmail('hostile'));
    expect(res.status).toBe(201);
    token = res.body.token;
    // One real CV first, so idle memory is that of a warm server.
    const cv = await indonesianOneColumnCv();
    const ok = await postCv(app.url, token, { buffer: cv.buffer, name: 'cv.pdf' });
    expect(ok.status).toBe(201);
    // Idle: the lowest reading over three quiet seconds.
    idle = treeRss();
    for (let i = 0; i < 12; i++) {
      await new Promise((r) => setTimeout(r, 250));
      idle = Math.min(idle, treeRss());
    }
  });
  afterAll(async () => {
    if (figures.length > 0) {
      console.log(
        `\nhostile files, RSS of the server and its CV children (idle ${Math.round(idle / MB)} MB):\n` +
          figures.join('\n'),
      );
    }
    await app?.stop();
  });

  it.each(cases)('$name → 4xx with our message, server up, memory back', async (c) => {
    const buffer = await c.make();
    let peak = treeRss();
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 50);
    const t0 = performance.now();
    let res: Awaited<ReturnType<typeof postCv>>;
    try {
      res = await postCv<{ success: boolean; message: string }>(app.url, token, {
        buffer,
        name: c.file,
        type: c.file.endsWith('.pdf')
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - t0) / 1000;

    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({
      success: false,
      message: new CvFileError(c.reason).message,
    });
    expect(seconds).toBeLessThan(20);
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);

    // Memory goes back: the guards refuse before anything large is held, and a child that
    // grew is replaced.
    let settled = treeRss();
    if (canReadRss) {
      const until = Date.now() + 20_000;
      while (settled > idle + 200 * MB && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 250));
        settled = treeRss();
      }
    }
    figures.push(
      `  ${c.name}: ${res.status} in ${seconds.toFixed(1)} s, ` +
        `peak ${Math.round(peak / MB)} MB, settled ${Math.round(settled / MB)} MB`,
    );
    if (canReadRss) expect(settled - idle).toBeLessThan(200 * MB);
  });

  it('ten flate bombs at once: every one 422, memory back', async () => {
    const bomb = await pdfFlateBomb();
    let peak = treeRss();
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss())), 50);
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postCv<{ message: string }>(app.url, token, { buffer: bomb, name: 'flate.pdf' }),
      ),
    ).finally(() => clearInterval(sampler));
    const seconds = (performance.now() - t0) / 1000;
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 422));
    expect(new Set(answers.map((a) => a.body.message))).toEqual(
      new Set([new CvFileError('unsafe').message]),
    );
    expect(seconds).toBeLessThan(20);
    let settled = treeRss();
    const until = Date.now() + 20_000;
    while (canReadRss && settled > idle + 200 * MB && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      settled = treeRss();
    }
    figures.push(
      `  ten PDF flate bombs at once: 10 × 422 in ${seconds.toFixed(1)} s, ` +
        `peak ${Math.round(peak / MB)} MB, settled ${Math.round(settled / MB)} MB`,
    );
    if (canReadRss) expect(settled - idle).toBeLessThan(200 * MB);
  });

  it('still analyses a real CV afterwards', async () => {
    const cv = await indonesianOneColumnCv();
    const res = await postCv(app.url, token, { buffer: cv.buffer, name: 'cv.pdf' });
    expect(res.status).toBe(201);
  });
});
