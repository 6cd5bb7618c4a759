import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../types.ts';
import { buildRevisedCv } from './build-docx.ts';
import { buildPreviewHtml } from './preview-html.ts';
import { idSample } from './spec-fixtures.ts';

const input = {
  ...idSample,
  languages: ['• Indonesia (Aktif)', '• Inggris (Pasif)', '• Jepang (Dasar)'],
};

describe('languages printed as bullets on the CV', () => {
  it.each(TEMPLATES)('print on one line without their bullet marks (%s)', async (template) => {
    const { value } = await mammoth.extractRawText({
      buffer: await buildRevisedCv(input, template),
    });
    expect(value).toContain('Indonesia (Aktif), Inggris (Pasif), Jepang (Dasar)');
    expect(value).not.toContain('• Inggris');
    const html = buildPreviewHtml(input, template, { watermark: 'PRATINJAU' });
    expect(html).toContain('Indonesia (Aktif), Inggris (Pasif), Jepang (Dasar)');
  });
});
