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
