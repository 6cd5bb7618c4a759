import { describe, expect, it } from 'vitest';
import { layoutPages, type PageInput, type TextItem } from './pdf-layout.ts';

const item = (str: string, x: number, y: number, fontSize = 11): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
});
const page = (items: TextItem[]): PageInput => ({ items, x0: 0, y0: 0, x1: 595, y1: 842 });
const body = (from: number, n: number, y0: number) =>
  Array.from({ length: n }, (_, i) =>
    item(`Baris isi ${from + i} dengan beberapa kata yang cukup panjang`, 60, y0 - i * 14),
  );

describe('layoutPages: a running header on the later page only', () => {
  it('drops a small line at the top of page 2 that ends on its page number', () => {
    const p1 = page([item('Budi Santoso', 200, 780, 17), ...body(0, 20, 740)]);
    const p2 = page([
      item('Budi Santoso — CV', 60, 800, 8),
      item('Hal. 2', 500, 800, 8),
      ...body(20, 10, 760),
    ]);
    const text = layoutPages([p1, p2]).text;
    expect(text).not.toContain('Hal. 2');
    expect(text).not.toContain('Budi Santoso — CV');
    expect(text).toContain('Baris isi 20');
  });

  it('keeps a line at the top of page 2 set in the body size, or ending on another number', () => {
    const p1 = page([item('Budi Santoso', 200, 780, 17), ...body(0, 20, 740)]);
    const big = page([item('Sertifikat Tingkat 2', 60, 800), ...body(20, 10, 760)]);
    expect(layoutPages([p1, big]).text).toContain('Sertifikat Tingkat 2');
    const other = page([item('Lampiran nomor 7', 60, 800, 8), ...body(20, 10, 760)]);
    expect(layoutPages([p1, other]).text).toContain('Lampiran nomor 7');
  });
});
