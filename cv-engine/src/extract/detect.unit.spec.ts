import { describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { indonesianDocxCv, indonesianOneColumnCv } from '../../test/fixtures/make-cvs.ts';
import { detectFormat, MAX_FILE_BYTES } from './detect.ts';
import { CvFileError } from './errors.ts';
import { extractDocument } from './index.ts';

async function failure(p: Promise<unknown>): Promise<CvFileError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(CvFileError);
  return err as CvFileError;
}

describe('detectFormat', () => {
  it('knows a PDF and a DOCX by their content', async () => {
    expect(await detectFormat((await indonesianOneColumnCv()).buffer)).toBe('pdf');
    expect(await detectFormat((await indonesianDocxCv()).buffer)).toBe('docx');
  });

  it('accepts a PDF header after some leading junk', async () => {
    const pdf = (await indonesianOneColumnCv()).buffer;
    expect(await detectFormat(Buffer.concat([Buffer.from('\r\n  '), pdf]))).toBe('pdf');
  });

  it('rejects an empty file with 422 empty', async () => {
    const err = await failure(detectFormat(new Uint8Array(0)));
    expect([err.reason, err.status]).toEqual(['empty', 422]);
  });

  it('rejects a file over 10 MB with 413 too_large', async () => {
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const err = await failure(extractDocument(big));
    expect([err.reason, err.status, err.code]).toEqual(['too_large', 413, 'PAYLOAD_TOO_LARGE']);
    expect(err.message).toBe('Ukuran berkas melebihi batas 10 MB.');
  });

  it.each([
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['plain text', Buffer.from('Nama: Budi\nEmail: budi@contoh.id\n')],
    ['an old .doc', Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex')],
  ])('rejects %s with 415 unsupported', async (_what, buf) => {
    const err = await failure(extractDocument(buf));
    expect([err.reason, err.status, err.code]).toEqual([
      'unsupported',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    expect(err.message).toBe('Format berkas tidak didukung. Unggah CV dalam format PDF atau DOCX.');
    expect(err.messageEn).toMatch(/PDF or DOCX/);
  });

  it('rejects a zip that is not a Word document', async () => {
    const zip = new JSZip();
    zip.file('foto/cv.txt', 'bukan dokumen word');
    const buf = await zip.generateAsync({ type: 'uint8array' });
    const err = await failure(detectFormat(buf));
    expect(err.reason).toBe('unsupported');
  });
});
