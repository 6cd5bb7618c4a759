import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe('detectLanguage', () => {
  it('detects short Indonesian texts', () => {
    expect(detectLanguage('Saya adalah lulusan akuntansi yang teliti dan bertanggung jawab.')).toBe(
      'id',
    );
    expect(detectLanguage('Mengelola gudang dan menyusun laporan stok bulanan.')).toBe('id');
    expect(detectLanguage('Pengalaman Kerja\nStaf Administrasi di PT Maju Jaya')).toBe('id');
  });

  it('detects short English texts', () => {
    expect(
      detectLanguage('I am a detail-oriented accountant with three years of experience.'),
    ).toBe('en');
    expect(detectLanguage('Managed the warehouse and reported stock levels to the team.')).toBe(
      'en',
    );
  });

  it('is not fooled by Indonesian names and places in an English CV', () => {
    const text = [
      'Putu Ayu Wulandari',
      'Denpasar, Bali | Universitas Udayana',
      'Summary',
      'Front office agent at Hotel Nusa Dua with experience in guest relations and reservations.',
      'Experience',
      'Front Office Agent, Hotel Sanur Indah, Kuta',
      '• Handled check-in and check-out for 120 rooms per day',
    ].join('\n');
    expect(detectLanguage(text)).toBe('en');
  });

  it('defaults to English for empty text', () => {
    expect(detectLanguage('')).toBe('en');
  });
});
