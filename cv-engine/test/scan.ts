import PDFDocument from 'pdfkit';
import { renderPage } from '../src/extract/ocr.ts';
import { loadPdfJs } from '../src/extract/pdf.ts';

/** A "scan" of a text PDF: its first page as a picture, with no text layer at all. */
export async function scanOf(pdf: Buffer): Promise<Buffer> {
  const pdfjs = await loadPdfJs();
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const { png } = await renderPage(await doc.getPage(1));
  await doc.destroy();
  const out = new PDFDocument({ size: 'A4', margin: 0 });
  const chunks: Buffer[] = [];
  return new Promise((resolve) => {
    out.on('data', (c: Buffer) => chunks.push(c));
    out.on('end', () => resolve(Buffer.concat(chunks)));
    out.image(png, 0, 0, { width: 595.28, height: 841.89 });
    out.end();
  });
}
