import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('admin CSV', () => {
  it('quotes commas, quotes and line breaks, and leaves plain cells bare', () => {
    expect(csvCell('Ayu')).toBe('Ayu');
    expect(csvCell('Lestari, Ayu')).toBe('"Lestari, Ayu"');
    expect(csvCell('Ayu "Tia"')).toBe('"Ayu ""Tia"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(' pad ')).toBe('" pad "');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
  });

  it('defuses formula-looking text cells', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+62812')).toBe("'+62812");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('defuses every ;-separated segment (Excel in the Indonesian locale splits at ;)', () => {
    expect(csvCell('a;=1+1')).toBe('"a;\'=1+1"');
    expect(csvCell('Ayu; -2+3; @x')).toBe('"Ayu;\' -2+3;\' @x"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(' =1+1')).toBe("' =1+1");
    // Each segment, read as its own cell, no longer starts a formula.
    for (const cell of ['x;=cmd|" /C calc"!A0', 'p;\t=1', 'q;+1;-1;@1']) {
      const written = csvCell(cell).replace(/^"|"$/g, '').replace(/""/g, '"');
      for (const segment of written.split(';')) expect(segment).not.toMatch(/^\s*[=+\-@\t\r]/);
    }
  });

  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          ['1', 'A'],
          ['2', 'B, C'],
        ],
      ),
    ).toBe('id,name\r\n1,A\r\n2,"B, C"\r\n');
  });
});
