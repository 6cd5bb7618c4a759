import { describe, expect, it } from 'vitest';
import { item, laid } from './spec-items.ts';

// Half an em per character at 10 pt: the body text runs from x 60 to 540.
const long = 'Merekonsiliasi 400 transaksi bank per bulan untuk tiga cabang di aplikasi Microsoft';
const fill = (s: string) => s.padEnd(96, ' x').slice(0, 96).trim();

describe('joinWrappedItems: a list item wrapped at its column edge', () => {
  it('reads the wrapped tail under the item text as the item’s own', () => {
    const { lines } = laid([
      item('•', 50, 700),
      item(fill(long), 60, 700),
      item('Excel', 60, 688),
      item('Staf Akuntansi', 50, 664, 10, true),
      item('Accenture Indonesia', 50, 652),
    ]);
    expect(lines.filter(Boolean)).toEqual([
      `• ${fill(long)} Excel`,
      'Staf Akuntansi',
      'Accenture Indonesia',
    ]);
  });

  it('leaves apart a line after a short item, or set at the bullet, or after a gap', () => {
    const { lines } = laid([
      item('•', 50, 700),
      item('Menyusun laporan keuangan', 60, 700),
      item('Tokopedia', 60, 688),
      item('•', 50, 664),
      item(fill(long), 60, 664),
      item('Kasir', 50, 652),
      item('•', 50, 628),
      item(fill(long), 60, 628),
      item('Gojek', 60, 600),
    ]);
    expect(lines.filter(Boolean)).toEqual([
      '• Menyusun laporan keuangan',
      'Tokopedia',
      `• ${fill(long)}`,
      'Kasir',
      `• ${fill(long)}`,
      'Gojek',
    ]);
  });
});
