import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import { headingStyles } from './heading-styles.ts';
import { splitSections } from './sections.ts';

const hint = (size: number, bold: boolean): LineHint => ({
  size,
  bold,
  heading: false,
  region: 'main',
});

/** Text and hints from [line, size, bold] rows; '' is a gap. */
function doc(rows: [string, number, boolean][]) {
  return {
    text: rows.map(([l]) => l).join('\n'),
    hints: rows.map(([l, size, bold]) => (l === '' ? null : hint(size, bold))),
  };
}

describe('headingStyles: the type of a document’s headings', () => {
  it('takes a type as the heading type when named headings are most of its lines', () => {
    const { text, hints } = doc([
      ['Objective', 1.05, true],
      ['Experience & Internships', 1.05, true],
      ['Academic Preparation', 1.05, true],
      ['PT Sinar Mas', 1, true],
    ]);
    const lines = text.split('\n');
    const styles = headingStyles(lines, (i) => hints[i] ?? null);
    expect([...styles.strong]).toEqual(['1.05|true|main|false']);
    expect(styles.named.has('1|true|main|false')).toBe(false);
  });
});

describe('splitSections: an unnamed heading in the document’s heading type, with no gap', () => {
  const rows: [string, number, boolean][] = [
    ['Siti Siregar', 1.64, true],
    ['0812 2281 3606 · siti@contoh.id · Bekasi', 0.95, false],
    ['Academic Preparation', 1.05, true],
    ['Universitas Sumatera Utara', 1, true],
    ['Bachelor of Science Civil Engineering Aug. 2019 – Oct. 2023', 1, false],
    ['Objective', 1.05, true],
    ['Quality inspector ready to contribute to a growing team.', 1, false],
    ['Experience & Internships', 1.05, true],
    ['PT Sinar Mas', 1, true],
    ['Quality Control Inspector June 2023 – May 2026', 1, false],
    ['Skills', 1.05, true],
    ['Computer: AutoCAD, SolidWorks', 1, false],
  ];

  it('opens the section its content tells', () => {
    const { text, hints } = doc(rows);
    const split = splitSections(text, { hints });
    expect(split.keys).toEqual(['education', 'summary', 'experience', 'skills']);
    expect(split.blocks[0]!.heading).toBe('Academic Preparation');
  });

  it('is no heading when the type is shared with as many content lines (employers set as headings)', () => {
    const shared = rows.map(([l, size, bold]): [string, number, boolean] =>
      bold && size === 1 ? [l, 1.05, true] : [l, size, bold],
    );
    shared.splice(9, 0, ['PT Astra Komponen', 1.05, true], ['Inspector 2020 – 2023', 1, false]);
    const { text, hints } = doc(shared);
    const split = splitSections(text, { hints });
    expect(split.keys).not.toContain('education');
  });
});

describe('splitSections: a job title set like the headings, first under its heading', () => {
  it('stays the entry’s line, not a section of its own', () => {
    const { text, hints } = doc([
      ['Dimas Prakoso', 1, true],
      ['dimas.prakoso@contoh.id', 1, false],
      ['Ringkasan', 1, true],
      ['Teknisi jaringan dengan pengalaman tiga tahun memasang jaringan kantor.', 1, false],
      ['Pengalaman Kerja', 1, true],
      ['Teknisi Jaringan', 1, true],
      ['PT Telekomunikasi Mei Raya | Mei 2021 – Sekarang', 1, false],
      ['Pendidikan', 1, true],
      ['SMK Negeri 7 Semarang', 1, true],
      ['2018 – 2021', 1, false],
      ['Keahlian', 1, true],
      ['Cisco, Linux', 1, false],
    ]);
    expect(splitSections(text, { hints }).keys).toEqual([
      'summary',
      'experience',
      'education',
      'skills',
    ]);
  });
});
