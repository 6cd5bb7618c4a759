import { describe, expect, it } from 'vitest';
import { matches, normalise } from './search.ts';

describe('help search', () => {
  it('ignores case and accents', () => {
    expect(normalise('Kuítansi PEMBAYARAN')).toBe('kuitansi pembayaran');
    expect(matches('KUITANSI', 'Kuitansi pembayaran')).toBe(true);
    expect(matches('résumé', 'Resume tips')).toBe(true);
  });

  it('wants every word, in any order, across title and body', () => {
    expect(matches('scan pdf', 'CV hasil pindaian (scan)', 'Jika PDF Anda berupa gambar')).toBe(
      true,
    );
    expect(matches('scan docx', 'CV hasil pindaian (scan)', 'Jika PDF Anda berupa gambar')).toBe(
      false,
    );
  });

  it('matches everything for an empty or blank query', () => {
    expect(matches('', 'apa saja')).toBe(true);
    expect(matches('   ', 'apa saja')).toBe(true);
  });
});
