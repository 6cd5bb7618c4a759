import { describe, expect, it } from 'vitest';
import { layoutPages, type PageInput, type TextItem } from './pdf-layout.ts';
import type { Line } from './pdf-lines.ts';
import { joinSplitName, nameContinuation } from './pdf-name.ts';
import { line as specLine } from './spec-items.ts';

/** A name-sized line at x 200 (its right edge too), whatever place or size `over` gives it. */
const line = (text: string, y: number, over: Partial<Line> = {}): Line =>
  specLine(text, 200, y, 26, over);

describe('joinSplitName: a name set over two lines', () => {
  const given = line('Kevin', 780);
  const family = line('Santoso', 752, { bold: true });
  const side = [line('0812 3456 7890', 700, { x: 20, fontSize: 9, region: 'side' })];

  it('joins the line straight under the name, in its size, whatever its weight or place in reading order', () => {
    const lines = [given, ...side, family, line('Data Analyst', 730, { fontSize: 11 })];
    const r = joinSplitName(lines, given);
    expect(r.name?.text).toBe('Kevin Santoso');
    expect(r.lines.map((l) => l.text)).toEqual(['Kevin Santoso', '0812 3456 7890', 'Data Analyst']);
  });

  it('leaves a smaller line, a line far below, one out of line, or one with digits', () => {
    expect(
      nameContinuation([given, line('Data Analyst', 752, { fontSize: 12 })], given),
    ).toBeNull();
    expect(nameContinuation([given, line('Santoso', 690)], given)).toBeNull();
    expect(
      nameContinuation([given, line('Santoso', 752, { x: 20, right: 110 })], given),
    ).toBeNull();
    expect(nameContinuation([given, line('0812 3456', 752)], given)).toBeNull();
  });

  it('joins a centred second line under a centred name', () => {
    const a = line('Raden Mas Bagus', 780, { x: 200, right: 400 });
    const b = line('Wicaksono', 752, { x: 240, right: 360 });
    expect(joinSplitName([a, b], a).name?.text).toBe('Raden Mas Bagus Wicaksono');
  });

  it('follows a name wrapped twice, with a contact block read between its lines', () => {
    const a = line('Raden Mas Bagus', 780);
    const b = line('Hadiningrat', 748);
    const c = line('Wicaksono', 716, { blockStart: true });
    const contact = (t: string, y: number) => line(t, y, { x: 420, fontSize: 9 });
    const lines = [
      a,
      contact('Medan', 770),
      b,
      contact('0812 3456 7890', 740),
      c,
      line('Staf HRD', 690, { fontSize: 12 }),
    ];
    const r = joinSplitName(lines, a);
    expect(r.name?.text).toBe('Raden Mas Bagus Hadiningrat Wicaksono');
    expect(r.lines.map((l) => l.text)).toEqual([
      'Raden Mas Bagus Hadiningrat Wicaksono',
      'Medan',
      '0812 3456 7890',
      'Staf HRD',
    ]);
    // The block start of the last part goes to the line after it.
    expect(r.lines[3]!.blockStart).toBe(true);
    // A degree on the third line is the name's too.
    const d = line('Anisa Ratna', 780);
    const e = line('Simanjuntak,', 748);
    const f = line('S.Kom.', 716);
    expect(joinSplitName([d, contact('Bandung', 760), e, f], d).name?.text).toBe(
      'Anisa Ratna Simanjuntak, S.Kom.',
    );
  });

  it('stops before a name would hold more than seven words', () => {
    const a = line('Raden Mas Bagus Adi', 780);
    const b = line('Hadiningrat Putra', 748);
    const c = line('Wicaksono Utomo', 716);
    expect(joinSplitName([a, b, c], a).name?.text).toBe('Raden Mas Bagus Adi Hadiningrat Putra');
  });
});

describe('layoutPages: a name split over two lines beside a sidebar', () => {
  const item = (str: string, x: number, y: number, fontSize = 10, bold = false): TextItem => ({
    str,
    x,
    y,
    width: str.length * fontSize * 0.5,
    fontSize,
    bold,
  });
  const page = (items: TextItem[]): PageInput => ({ items, x0: 0, y0: 0, x1: 595, y1: 842 });

  it('reads the name as one line at the top', () => {
    const items = [
      item('Kevin', 230, 790, 26),
      item('Santoso', 230, 762, 26, true),
      item('DATA ANALYST', 230, 735, 11),
      ...['0812 3456 7890', 'kevin@contoh.id', 'Bandung', 'SKILLS', 'Excel', 'SQL'].map((s, i) =>
        item(s, 20, 700 - i * 14, 9),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        item(`Baris pengalaman kerja ${i} di perusahaan yang cukup panjang`, 230, 700 - i * 14),
      ),
    ];
    const lines = layoutPages([page(items)]).text.split('\n');
    expect(lines[0]).toBe('Kevin Santoso');
    expect(lines.filter((l) => l.includes('Santoso'))).toHaveLength(1);
  });
});
