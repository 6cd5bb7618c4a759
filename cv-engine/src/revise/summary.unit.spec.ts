import { describe, expect, it } from 'vitest';
import type { ParsedCv } from '../types.ts';
import { generateSummary } from './summary.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

function base(over: Partial<ParsedCv> = {}): ParsedCv {
  return {
    language: 'id',
    industry: 'finance/accounting',
    contact: {
      name: 'Dewi Lestari',
      email: null,
      phone: null,
      location: null,
      linkedin: null,
      website: null,
    },
    sections: ['experience', 'education', 'skills'],
    sectionBlocks: [],
    otherHeadings: [],
    summaryText: null,
    experience: [
      {
        title: 'Staf Akuntansi',
        company: 'PT Sentosa Abadi',
        start: '2021-02',
        end: null,
        current: true,
        bullets: [
          'Menyusun laporan keuangan bulanan untuk 3 anak perusahaan',
          'Rekonsiliasi bank harian',
        ],
      },
      {
        title: 'Admin Keuangan',
        company: 'CV Mitra Usaha',
        start: '2019-01',
        end: '2021-01',
        current: false,
        bullets: [],
      },
    ],
    education: [
      {
        institution: 'Universitas Diponegoro',
        degree: 'S1',
        field: 'Akuntansi',
        gpa: null,
        start: '2014',
        end: '2018',
      },
    ],
    skills: ['Accounting', 'Taxation', 'Accurate', 'Microsoft Excel', 'Communication'],
    languages: [],
    certifications: [],
    organizations: [],
    projects: [],
    awards: [],
    wordCount: 350,
    ...over,
  };
}

describe('generateSummary', () => {
  it('writes 3–4 sentences from the parsed facts in the CV language', () => {
    const s = generateSummary(base(), { seed: 0, now: NOW });
    const sentences = s.split(/(?<=\.)\s+/u);
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(s).toContain('Staf Akuntansi');
    expect(s).toContain('PT Sentosa Abadi');
    expect(s).toContain('7 tahun'); // Jan 2019 – Nov 2026
    expect(s).toContain('Universitas Diponegoro');
    expect(s).toContain('3 anak perusahaan');
    expect(s).not.toMatch(/\b(?:with|and|the)\b/u);
  });

  it('gives a different wording for another seed, with the same facts', () => {
    const a = generateSummary(base(), { seed: 1, now: NOW });
    const b = generateSummary(base(), { seed: 2, now: NOW });
    expect(a).not.toBe(b);
    for (const s of [a, b]) {
      expect(s).toContain('Staf Akuntansi');
      expect(s).toContain('Taxation');
      expect(s).toContain('Accurate');
    }
    expect(generateSummary(base(), { seed: 1, now: NOW })).toBe(a);
    expect(generateSummary(base(), { seed: 'abc', now: NOW })).toBe(
      generateSummary(base(), { seed: 'abc', now: NOW }),
    );
  });

  it('writes English for an English CV', () => {
    const s = generateSummary(base({ language: 'en' }), { seed: 3, now: NOW });
    expect(s).toMatch(/experience|Skilled|skills|expertise|Proficient/u);
    expect(s).toContain('Staf Akuntansi');
    expect(s).not.toMatch(/\b(?:dengan|dan|pengalaman)\b/u);
  });

  it('never invents numbers', () => {
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      for (const language of ['id', 'en'] as const) {
        const s = generateSummary(base({ language }), { seed, now: NOW });
        for (const n of s.match(/\d+/gu) ?? []) expect(['7', '3', '1']).toContain(n); // years, '3 anak perusahaan', 'S1'
      }
    }
  });

  it('uses education and skills for a fresh graduate', () => {
    const fresh = base({ experience: [], skills: ['Microsoft Excel', 'Accurate'] });
    const s = generateSummary(fresh, { seed: 0, now: NOW });
    expect(s).toContain('S1 Akuntansi');
    expect(s).toContain('Universitas Diponegoro');
    expect(s).toContain('Accurate');
    expect(s).not.toMatch(/tahun pengalaman/u);
    const en = generateSummary({ ...fresh, language: 'en' }, { seed: 1, now: NOW });
    expect(en).toContain('Universitas Diponegoro');
  });

  it('introduces an intern by education and mentions the internship', () => {
    const intern = base({
      experience: [
        {
          title: 'Magang Staf Pajak',
          company: 'KAP Wijaya & Rekan',
          start: '2025-02',
          end: null,
          current: true,
          bullets: [],
        },
      ],
    });
    const s = generateSummary(intern, { seed: 0, now: NOW });
    expect(s).toMatch(/^Lulusan S1 Akuntansi dari Universitas Diponegoro/u);
    expect(s).toContain('Magang Staf Pajak di KAP Wijaya & Rekan');
    expect(s).not.toMatch(/tahun pengalaman/u);
  });

  it('names projects of a fresh graduate', () => {
    const fresh = base({
      experience: [],
      projects: ['Aplikasi Kasir Warung', 'Dashboard Stok Gudang'],
    });
    const s = generateSummary(fresh, { seed: 0, now: NOW });
    expect(s).toContain('Aplikasi Kasir Warung dan Dashboard Stok Gudang');
  });

  it('fills a sparse summary with certifications as printed', () => {
    const sparse = base({
      experience: [],
      education: [],
      certifications: ['Brevet Pajak A dan B'],
      languages: ['Inggris (aktif)'],
    });
    const s = generateSummary(sparse, { seed: 0, now: NOW });
    expect(s).toContain('Brevet Pajak A dan B');
    expect(s.split(/(?<=\.)\s+/u).length).toBeGreaterThanOrEqual(3);
  });

  it('handles a CV with almost nothing parsed', () => {
    const empty = base({ experience: [], education: [], skills: [] });
    expect(generateSummary(empty, { seed: 0 })).toContain('Dewi Lestari');
  });

  it('ignores parser noise for titles', () => {
    const noisy = base();
    noisy.experience[0] = {
      ...noisy.experience[0]!,
      title: 'meet business goals and improve user experience.',
    };
    const s = generateSummary(noisy, { seed: 0, now: NOW });
    expect(s).not.toContain('meet business goals');
  });
});

describe('generateSummary: the role it names', () => {
  it('names the current internship, not an older campus-ambassador role', () => {
    const s = generateSummary(
      base({
        language: 'en',
        experience: [
          {
            title: 'Software Engineering Intern',
            company: 'PT Awan Teknologi',
            start: '2024-06',
            end: null,
            current: true,
            bullets: [],
          },
          {
            title: 'Campus Ambassador',
            company: 'Institut Teknologi Bandung',
            start: '2022-09',
            end: '2023-08',
            current: false,
            bullets: [],
          },
        ],
      }),
      { now: NOW },
    );
    expect(s).toContain('Software Engineering Intern');
    expect(s).not.toContain('Campus Ambassador');
  });

  it('states no years count when asked not to (the revised CV prints no derived number)', () => {
    expect(generateSummary(base(), { now: NOW })).toMatch(/\d+ tahun/u);
    expect(generateSummary(base(), { now: NOW, years: false })).not.toMatch(/\d+ tahun/u);
  });
});
