import { describe, expect, it } from 'vitest';
import { droppedNumbers, extractNumbers, introducedNumbers } from './numbers.ts';

describe('extractNumbers', () => {
  it('should read integers, separated figures and percentages as written', () => {
    expect(extractNumbers('Omzet Rp1.500.000 naik 12,5% dalam 3 bulan (45 persen)')).toEqual([
      { value: '1.500.000', percent: false },
      { value: '12,5', percent: true },
      { value: '3', percent: false },
      { value: '45', percent: true },
    ]);
  });

  it('should not swallow a sentence-ending dot', () => {
    expect(extractNumbers('Melatih 20.')).toEqual([{ value: '20', percent: false }]);
  });
});

describe('introducedNumbers', () => {
  it('should allow the figures the original had', () => {
    expect(
      introducedNumbers(
        'menaikkan penjualan 30% untuk 12 klien',
        'Meningkatkan penjualan sebesar 30% bagi 12 klien',
      ),
    ).toEqual([]);
  });

  it('should treat "persen" and "%" alike', () => {
    expect(introducedNumbers('naik 30 persen', 'Naik 30%')).toEqual([]);
    expect(introducedNumbers('grew 30 percent', 'Grew 30 %')).toEqual([]);
  });

  it('should report new numbers and new percentages', () => {
    expect(introducedNumbers('melayani 12 klien', 'Melayani 15 klien, 90% puas')).toEqual([
      '15',
      '90%',
    ]);
  });

  it('should refuse turning a bare number into a percentage', () => {
    expect(introducedNumbers('tim 5 orang', 'Efisiensi naik 5%')).toEqual(['5%']);
  });

  it('should refuse a reformatted figure', () => {
    expect(introducedNumbers('anggaran Rp1.500.000', 'Anggaran Rp1,5 juta')).toEqual(['1,5']);
  });

  it('should accept text without numbers', () => {
    expect(introducedNumbers('', 'Mengelola media sosial')).toEqual([]);
  });
});

describe('droppedNumbers', () => {
  it('should report figures the rewrite lost', () => {
    expect(droppedNumbers('naik 45% dalam 2 bulan', 'Meningkat dalam 2 bulan')).toEqual(['45%']);
    expect(droppedNumbers('naik 45%', 'Naik 45%')).toEqual([]);
  });
});
