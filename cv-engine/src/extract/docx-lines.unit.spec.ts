import { describe, expect, it } from 'vitest';
import type { Span } from './docx-blocks.ts';
import { splitTitleRuns } from './docx-lines.ts';

const run = (text: string, size?: number, bold = false): Span => ({
  text,
  props: { ...(size ? { size } : {}), ...(bold ? { bold } : {}) },
});
const texts = (xs: Span[][]) => xs.map((seg) => seg.map((s) => s.text).join(''));

describe('splitTitleRuns: a title beside smaller text in one paragraph', () => {
  it('makes the name and the headline beside it two lines', () => {
    const seg = [run('Maria Gunawan', 30, true), run('   Teknisi Produksi')];
    expect(texts(splitTitleRuns(seg))).toEqual(['Maria Gunawan', '   Teknisi Produksi']);
  });

  it('leaves a paragraph of one size, or a large bullet glyph before its text, whole', () => {
    expect(splitTitleRuns([run('Staf IT, ', 22), run('PT Telkom', 22, true)])).toHaveLength(1);
    expect(splitTitleRuns([run('•', 36), run(' Menyusun laporan keuangan', 20)])).toHaveLength(1);
  });
});
