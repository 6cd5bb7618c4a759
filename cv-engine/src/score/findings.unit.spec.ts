import { describe, expect, it } from 'vitest';
import type { Finding } from '../types.ts';
import { FINDING_CODES, renderFinding, sectionName, subScoreLabel } from './findings.ts';

/** One example finding per catalogue code, with this-CV facts as params. */
const EXAMPLES: Finding[] = [
  {
    code: 'quantify_role',
    impact: 4,
    params: { role: 'Staff Marketing', company: 'PT X', period: '2020–2022' },
  },
  { code: 'quantify_bullets', impact: 4, params: { example: 'Menyusun laporan stok gudang' } },
  { code: 'missing_contact', impact: 3, params: { field: 'email', name: 'Budi Santoso' } },
  {
    code: 'missing_section',
    impact: 4,
    params: { section: 'summary', role: 'Akuntan', skills: 'SAP, Accurate', name: 'Budi' },
  },
  {
    code: 'date_inconsistent',
    impact: 2,
    params: { role: 'Kasir di Toko Maju', dates: 'Mei 2021 – Jan 2020' },
  },
  {
    code: 'future_date',
    impact: 1,
    params: { role: 'Barista', company: 'Kopi Kita', date: '2030-01' },
  },
  {
    code: 'date_format_mixed',
    impact: 1,
    params: { a: '03/2020 - 05/2021', b: 'Juni 2021 – Sekarang' },
  },
  {
    code: 'add_skills_for_industry',
    impact: 3,
    params: {
      industry: 'finance/accounting',
      skills: 'Taxation, SAP, Reconciliation',
      have: 'Accurate',
    },
  },
  {
    code: 'skills_in_experience',
    impact: 2,
    params: { skills: 'Figma, Canva', role: 'Desainer Grafis', company: 'Studio Rupa' },
  },
  {
    code: 'weak_verbs',
    impact: 2,
    params: {
      bullet: 'Bertanggung jawab untuk kas kecil',
      improved: 'Mengelola kas kecil',
      count: 2,
    },
  },
  {
    code: 'add_bullets',
    impact: 2,
    params: { role: 'Admin Gudang', company: 'PT Logistik Jaya', period: '2019–2021' },
  },
  {
    code: 'too_many_bullets',
    impact: 1,
    params: { role: 'Guru Honorer', company: 'SDN 3 Bogor', count: 11 },
  },
  {
    code: 'missing_dates',
    impact: 1,
    params: { role: 'Freelance Fotografer', company: 'Mandiri', count: 2 },
  },
  { code: 'too_long', impact: 2, params: { words: 1840, pages: 4 } },
  { code: 'too_short', impact: 2, params: { words: 140, name: 'Sinta' } },
  {
    code: 'short_summary',
    impact: 2,
    params: { words: 9, role: 'Perawat', skills: 'Patient Care' },
  },
  { code: 'few_skills', impact: 3, params: { count: 2, skills: 'Excel, Word' } },
  { code: 'section_order', impact: 1, params: { first: 'interests', core: 'experience' } },
  { code: 'mixed_headings', impact: 2, params: { headings: 'EDUCATION', lang: 'id' } },
  {
    code: 'mixed_language_bullets',
    impact: 1,
    params: { count: 3, example: 'Managed the weekly stock report', lang: 'id' },
  },
  {
    code: 'repeated_verb',
    impact: 1,
    params: { verb: 'Membuat', count: 5, alternatives: 'Mengembangkan, Merancang' },
  },
  { code: 'doubled_words', impact: 1, params: { example: 'data data', count: 1 } },
  { code: 'long_lines', impact: 1, params: { count: 3, example: 'Saya adalah seorang lulusan' } },
  { code: 'table_garbage', impact: 1, params: { count: 2, example: 'Nama : Budi Santoso' } },
  { code: 'nonstandard_headings', impact: 1, params: { headings: 'Jejak Langkah' } },
  {
    code: 'job_missing_keywords',
    impact: 4,
    params: { keywords: 'Python, Tableau', count: 2, score: 40 },
  },
  { code: 'quantified_bullets', impact: 8, params: { count: 5, example: 'Menaikkan omzet 20%' } },
  { code: 'action_verbs', impact: 5, params: { count: 7, total: 8, example: 'Mengelola 3 gerai' } },
  { code: 'strong_skills', impact: 12, params: { count: 9, skills: 'Python, SQL, Tableau' } },
  {
    code: 'complete_contact',
    impact: 11,
    params: { name: 'Budi Santoso', email: 'budi@contoh.id', phone: '+62811' },
  },
  {
    code: 'clear_structure',
    impact: 13,
    params: { sections: 'summary,experience,education', count: 3 },
  },
  { code: 'ideal_length', impact: 5, params: { words: 512 } },
  {
    code: 'consistent_language',
    impact: 10,
    params: { lang: 'id', headings: 'PENGALAMAN, PENDIDIKAN' },
  },
  { code: 'ats_friendly', impact: 14, params: { headings: 'PENGALAMAN KERJA, PENDIDIKAN' } },
  { code: 'skills_listed', impact: 1, params: { count: 3, skills: 'Excel, Word, Canva' } },
  {
    code: 'education_listed',
    impact: 0.5,
    params: { institution: 'SMK Negeri 2 Depok', degree: 'Akuntansi' },
  },
  {
    code: 'education_gpa',
    impact: 6,
    params: { gpa: '3.82', institution: 'Universitas Brawijaya', degree: 'S1' },
  },
  {
    code: 'experience_years',
    impact: 5,
    params: { years: 7, role: 'Supervisor Produksi', company: 'PT Baja' },
  },
  { code: 'job_match_strong', impact: 4, params: { keywords: 'SQL, Python', score: 80 } },
];

describe('renderFinding', () => {
  it('has an example for every catalogue code', () => {
    expect(EXAMPLES.map((f) => f.code).sort()).toEqual([...FINDING_CODES].sort());
  });

  it.each(EXAMPLES.map((f) => [f.code, f] as const))(
    '%s renders in both locales with this CV’s facts',
    (_code, f) => {
      const id = renderFinding(f, 'id');
      const en = renderFinding(f, 'en');
      expect(id).not.toBe(en);
      const values = Object.values(f.params)
        .map(String)
        .filter((v) => v.length > 1 && !['id', 'en'].includes(v));
      for (const [locale, text] of [
        ['id', id],
        ['en', en],
      ] as const) {
        const facts = [
          ...values,
          ...values.flatMap((v) => v.split(',').map((k) => sectionName(k, locale))),
        ];
        expect(text).not.toMatch(/undefined|null|\{|\}/u);
        // No generic filler: something of this CV is in every message.
        expect(facts.some((v) => text.includes(v) || text.includes(v.split(',')[0]!))).toBe(true);
      }
    },
  );

  it('renders the examples the product asked for', () => {
    expect(renderFinding(EXAMPLES[0]!, 'id')).toMatch(
      /^Tambahkan angka pencapaian pada peran Staff Marketing di PT X \(2020–2022\)/u,
    );
    expect(renderFinding(EXAMPLES[0]!, 'en')).toMatch(
      /^Add measurable results to your Staff Marketing role at PT X \(2020–2022\)/u,
    );
    expect(renderFinding(EXAMPLES[2]!, 'id')).toBe(
      'Cantumkan alamat email di bawah nama Budi Santoso agar perekrut mudah menghubungi Anda.',
    );
    expect(
      renderFinding(
        {
          code: 'quantify_role',
          impact: 1,
          params: { role: 'Kasir', company: 'Toko A', period: '2021–present' },
        },
        'id',
      ),
    ).toContain('(2021–sekarang)');
  });

  it('quotes a bullet without doubling its full stop', () => {
    const f: Finding = {
      code: 'quantified_bullets',
      impact: 8,
      params: { count: 2, example: 'Menyusun dasbor penjualan untuk 12 cabang.' },
    };
    for (const locale of ['id', 'en'] as const) {
      const text = renderFinding(f, locale);
      expect(text).toContain('12 cabang”');
      expect(text).not.toContain('.”');
    }
  });

  it('falls back to the code and params for an unknown code', () => {
    expect(renderFinding({ code: 'mystery', impact: 0, params: { a: 'x' } }, 'id')).toBe(
      'mystery: x',
    );
  });

  it('localises sub-score labels and section names', () => {
    expect(subScoreLabel('structure', 'id')).toBe('Panjang & Struktur');
    expect(subScoreLabel('language', 'id')).toBe('Konsistensi Bahasa');
    expect(subScoreLabel('skills', 'en')).toBe('Skills Relevance');
    expect(sectionName('experience', 'id')).toBe('Pengalaman Kerja');
    expect(sectionName('skills', 'en')).toBe('Skills');
  });
});
