import { describe, expect, it } from 'vitest';
import { statedYears } from './experience-years.ts';

describe('statedYears', () => {
  it('reads the years a CV states itself, in English and Indonesian', () => {
    expect(statedYears('Determined Accountant with three years of experience in tax')).toBe(3);
    expect(statedYears('Engineer with 5+ years of hands-on experience')).toBe(5);
    expect(statedYears('Staf akuntansi dengan 4 tahun pengalaman di bidang pajak')).toBe(4);
    expect(statedYears('Memiliki pengalaman selama dua tahun di bidang penjualan')).toBe(2);
    expect(statedYears('Graduated in 2019 with experience in sales')).toBeNull();
  });
});
