import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../types.ts';
import { extractJobKeywords, industrySkills, matchJob } from './job-match.ts';

const CV_TEXT = `Andi Pratama
Data Analyst, PT Data Nusantara
• Membuat dashboard penjualan dengan Tableau dan SQL
• Mengolah data pelanggan menggunakan Python (Pandas)
KEAHLIAN: SQL, Python, Tableau, Microsoft Excel`;

const parsed = { skills: ['SQL', 'Python', 'Tableau', 'Pandas', 'Microsoft Excel'] } as ParsedCv;

describe('job matching', () => {
  it('extracts lexicon skills and significant terms, without stopwords', () => {
    const k = extractJobKeywords(
      'Kami mencari Data Analyst yang berpengalaman minimal 2 tahun dengan SQL, Python dan Power BI. Mampu membuat dashboard dan laporan untuk tim bisnis. Requirements: strong SQL and dashboard skills.',
    );
    expect(k.skills).toEqual(expect.arrayContaining(['SQL', 'Python', 'Power BI']));
    expect(k.terms).toContain('dashboard');
    for (const stop of [
      'yang',
      'dengan',
      'minimal',
      'tahun',
      'kami',
      'and',
      'strong',
      'requirements',
      'skills',
    ]) {
      expect(k.terms).not.toContain(stop);
    }
    expect(k.terms[0]).toBe('dashboard'); // the most frequent term comes first
  });

  it('splits the keywords into matched and missing and scores 0–100', () => {
    const m = matchJob(
      parsed,
      CV_TEXT,
      'Data Analyst: SQL, Python, Power BI, Looker; membuat dashboard penjualan.',
    );
    expect(m.matched).toEqual(expect.arrayContaining(['SQL', 'Python', 'dashboard']));
    expect(m.missing).toEqual(expect.arrayContaining(['Power BI', 'Looker']));
    expect(m.matched).not.toContain('Power BI');
    expect(m.score).toBeGreaterThan(0);
    expect(m.score).toBeLessThan(100);
  });

  it('scores 100 when the CV covers everything and 0 when nothing', () => {
    expect(matchJob(parsed, CV_TEXT, 'SQL, Python, Tableau').score).toBe(100);
    expect(matchJob(parsed, CV_TEXT, 'Figma, Adobe Illustrator, Adobe Photoshop').score).toBe(0);
    expect(matchJob(parsed, CV_TEXT, '').score).toBe(0);
  });

  it('lists typical skills per industry from the lexicon', () => {
    expect(industrySkills('finance/accounting').slice(0, 3)).toEqual([
      'Microsoft Excel',
      'Financial Reporting',
      'Reconciliation',
    ]);
    expect(industrySkills('design/creative')).toContain('Figma');
  });
});

describe('matchJob: what it lists as missing', () => {
  it('lists missing lexicon skills only, never plain words or abbreviations of the ad', () => {
    const jd =
      'Dibutuhkan staf pajak. Staf memahami PPh 21, PPh 23 dan Microsoft Excel. Staf teliti.';
    const m = matchJob(
      { skills: [] as string[] } as ParsedCv,
      'Rina Putri\nKasir di Toko Maju',
      jd,
    );
    expect(m.missing).toContain('Microsoft Excel');
    expect(m.missing).not.toContain('staf');
    expect(m.missing).not.toContain('pph');
    expect(m.score).toBeLessThan(50);
  });
});
