import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allCvFixtures,
  DOCX_CV,
  EN_TWO_COLUMN,
  ID_ONE_COLUMN_LINES,
  TABLE_ROWS,
  TWO_PAGE,
  type CvFixture,
} from '../../test/fixtures/make-cvs.ts';
import type { ExtractedDocument } from '../types.ts';
import { CvFileError, extractDocument } from './index.ts';

let fixtures: Map<string, CvFixture>;
const docs = new Map<string, ExtractedDocument>();

beforeAll(async () => {
  fixtures = new Map((await allCvFixtures()).map((f) => [f.name, f]));
  for (const f of fixtures.values()) {
    if (f.labels.error) continue;
    docs.set(f.name, await extractDocument(f.buffer));
  }
});

const lines = (name: string) => docs.get(name)!.text.split('\n');

describe('extractDocument: files that cannot be read', () => {
  it.each([
    [
      'encrypted',
      'encrypted',
      'PDF ini dilindungi kata sandi. Hapus kata sandinya lalu unggah lagi.',
    ],
    ['image-only', 'scanned', /pindaian/],
    ['eleven-pages', 'too_many_pages', 'CV maksimal 10 halaman.'],
    ['corrupt', 'corrupt', 'Berkas PDF rusak atau tidak dapat dibaca.'],
    ['empty-docx', 'no_text', /tidak berisi teks/],
  ])('%s → 422 %s', async (name, reason, message) => {
    const err = await extractDocument(fixtures.get(name)!.buffer).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CvFileError);
    const e = err as CvFileError;
    expect(e.reason).toBe(reason);
    expect(e.reason).toBe(fixtures.get(name)!.labels.error);
    expect(e.status).toBe(422);
    expect(e.code).toBe('UNPROCESSABLE');
    expect(e.details).toMatchObject({ reason });
    if (typeof message === 'string') expect(e.message).toBe(message);
    else expect(e.message).toMatch(message);
    expect(e.messageEn.length).toBeGreaterThan(10);
  });

  it('garbage after a PDF header is corrupt, not a crash', async () => {
    const buf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x41)]);
    const err = await extractDocument(buf).catch((e: unknown) => e);
    expect((err as CvFileError).reason).toBe('corrupt');
  });

  it('a zip with a broken word/document.xml is a corrupt DOCX', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document><w:body><w:p>');
    const buf = await zip.generateAsync({ type: 'uint8array' });
    const err = (await extractDocument(buf).catch((e: unknown) => e)) as CvFileError;
    expect([err.reason, err.status]).toEqual(['corrupt', 422]);
    expect(err.message).toBe('Berkas DOCX rusak atau tidak dapat dibaca.');
  });

  it('an aborted signal gives timeout', async () => {
    const err = await extractDocument(fixtures.get('two-page')!.buffer, {
      signal: AbortSignal.abort(),
    }).catch((e: unknown) => e);
    expect((err as CvFileError).reason).toBe('timeout');
    expect((err as CvFileError).status).toBe(422);
  });
});

describe('extractDocument: PDF reading order', () => {
  it('reports format, pages and columns as labelled', () => {
    for (const [name, doc] of docs) {
      const l = fixtures.get(name)!.labels;
      expect({ name, format: doc.format, pages: doc.pages, columns: doc.columns }).toEqual({
        name,
        format: l.format,
        pages: l.pages,
        columns: l.columns,
      });
      expect(doc.ocr).toBe(false);
    }
  });

  it('keeps an Indonesian one-column CV line by line', () => {
    const L = ID_ONE_COLUMN_LINES;
    const ls = lines('id-one-column');
    expect(ls[0]).toBe(L.name);
    for (const l of [L.contact, L.job1, L.dates1, L.dates2, 'Pengalaman Kerja', 'Pendidikan'])
      expect(ls).toContain(l);
    expect(ls).toContain(`• ${L.bullet1}`);
    expect(ls.indexOf(L.job1)).toBeLessThan(ls.indexOf(L.dates1));
  });

  it('reads a two-column CV column by column, the header first', () => {
    const C = EN_TWO_COLUMN;
    const ls = lines('en-two-column');
    const at = (l: string) => {
      const i = ls.indexOf(l);
      expect(i, l).toBeGreaterThanOrEqual(0);
      return i;
    };
    const header = C.header.map(at);
    const left = C.left.map(at);
    const right = C.right.map(at);
    expect(Math.max(...header)).toBeLessThan(Math.min(...left));
    // Every sidebar line before every main-column line: no interleaving.
    expect(Math.max(...left)).toBeLessThan(Math.min(...right));
    // Each column in its own order.
    expect(left).toEqual([...left].sort((a, b) => a - b));
    expect(right).toEqual([...right].sort((a, b) => a - b));
  });

  it('reads a table row by row, cells in order', () => {
    const ls = lines('table-layout');
    for (const row of TABLE_ROWS) expect(ls).toContain(row.join(' '));
    expect(ls).toContain('Periode Posisi Perusahaan');
  });

  it('drops running headers, footers and page numbers', () => {
    const text = docs.get('two-page')!.text;
    expect(text).not.toContain(TWO_PAGE.runningHeader);
    expect(text).not.toContain(TWO_PAGE.runningFooter);
    expect(text).not.toMatch(/Halaman \d dari 2/);
    expect(lines('two-page')[0]).toBe('Andi Pratama');
    // Page 2's content follows page 1's, after a blank line.
    expect(text).toMatch(/\n\nPendidikan\n/);
  });

  it('joins words hyphenated at a line end', () => {
    const ls = lines('two-page');
    expect(ls).toContain(`• ${TWO_PAGE.joinedA}`);
    expect(ls).toContain(`• ${TWO_PAGE.joinedB}`);
  });

  it('normalises bullets to "• "', () => {
    const ls = lines('two-page');
    expect(ls).toContain('• PostgreSQL');
    expect(ls.filter((l) => /^[•●▪\-*]/.test(l)).every((l) => l.startsWith('• '))).toBe(true);
  });
});

describe('extractDocument: DOCX', () => {
  it('keeps headings, bullets and table cells in reading order', () => {
    const doc = docs.get('id-docx')!;
    expect(doc).toMatchObject({ format: 'docx', pages: 1, columns: [1], ocr: false });
    const ls = lines('id-docx');
    expect(ls[0]).toBe(DOCX_CV.name);
    expect(ls).toContain(DOCX_CV.contact);
    for (const b of DOCX_CV.bullets) expect(ls).toContain(`• ${b}`);
    const cells = DOCX_CV.table.flat().map((c) => ls.indexOf(c));
    expect(cells.every((i) => i >= 0)).toBe(true);
    expect(cells).toEqual([...cells].sort((a, b) => a - b));
    // Headings start a block.
    expect(doc.text).toContain('\n\nPendidikan\n');
    expect(doc.text).toContain('\n\nKeahlian\n• Rekrutmen');
  });
});
