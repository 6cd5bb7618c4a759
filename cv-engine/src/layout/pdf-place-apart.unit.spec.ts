import { describe, expect, it } from 'vitest';
import { item, laid } from './spec-items.ts';

describe('a place set apart on its row (a resume in four corners)', () => {
  const corners = (town: string, bold = false) => [
    item('Budi Santoso', 40, 790, 20, true),
    item('PT Kimia Farma', 40, 700, 10.5, true),
    item(town, 500, 700, 10.5, bold),
    item('Staf Gudang', 40, 686, 10.5),
    item('Jan. 2020 – Mar. 2022', 450, 686, 10.5),
  ];

  it('joins the employer and its town across the gap with a comma', () => {
    const { lines } = laid(corners('Yogyakarta'));
    expect(lines).toContain('PT Kimia Farma, Yogyakarta');
    expect(lines).toContain('Staf Gudang Jan. 2020 – Mar. 2022');
  });

  it('leaves runs of one weight, and a value close to its label, as they were', () => {
    expect(laid(corners('Yogyakarta', true)).lines).toContain('PT Kimia Farma Yogyakarta');
    const { lines } = laid([
      item('Budi Santoso', 40, 790, 20, true),
      item('Alamat', 40, 700, 10.5, true),
      item('Jakarta Selatan', 110, 700, 10.5),
    ]);
    expect(lines.join('\n')).not.toContain(',');
  });
});
