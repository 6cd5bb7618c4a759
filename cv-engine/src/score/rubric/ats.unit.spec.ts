import { describe, expect, it } from 'vitest';
import { score, strongCv, TEXT } from '../spec-fixtures.ts';

describe('long lines', () => {
  const codes = (text: string) => score(strongCv(), text).recommendations.map((r) => r.code);
  const bullet = `• ${'Mengelola kampanye digital untuk dua puluh klien '.repeat(6).trim()}`;

  it('judges a bullet as a bullet whatever the wrapping: one DOCX paragraph of ~300 characters is fine', () => {
    expect(bullet.length).toBeGreaterThan(250);
    expect(bullet.length).toBeLessThan(400);
    expect(codes(`${TEXT}\n${bullet}`)).not.toContain('long_lines');
  });

  it('still flags a paragraph-long plain line, and a bullet past four printed lines', () => {
    expect(codes(`${TEXT}\n${bullet.slice(2)}`)).toContain('long_lines');
    expect(codes(`${TEXT}\n${bullet} ${bullet.slice(2)}`)).toContain('long_lines');
  });
});
