import { describe, expect, it } from 'vitest';
import { SUB_SCORE_KEYS } from '../types.ts';
import { analyseText, renderAnalysis } from './index.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

/** Fictional fresh-graduate nurse, Indonesian, sparse. */
const NURSE = `Putri Ayu Lestari
putri.ayu@contoh.id | 0857 1234 9876 | Yogyakarta

PENDIDIKAN
Universitas Gadjah Mada                                       2019 – 2023
S1 Keperawatan, IPK 3.78

PENGALAMAN
Perawat Magang, RS Sehat Sentosa                              Februari 2023 – Juli 2023
• Membantu perawat senior memantau tanda vital pasien
• Tugas saya mencatat rekam medis pasien rawat inap

KEAHLIAN
Patient Care, Vital Signs, Microsoft Word`;

/** Fictional senior accountant, English, strong. */
const ACCOUNTANT = `Michael Tan
Senior Accountant
michael.tan@example.com | +62 811-7000-1234 | Surabaya, Indonesia | linkedin.com/in/michaeltan-example

SUMMARY
Senior accountant with nine years of experience in manufacturing and retail, leading month-end closing,
tax compliance and audits. Known for automating reconciliations and coaching junior staff.

WORK EXPERIENCE
Senior Accountant, PT Baja Prima Industri                              Mar 2020 – Present
• Cut month-end closing from 10 to 6 working days by automating bank reconciliations in Excel VBA
• Managed tax filings for 3 subsidiaries with zero penalties over 4 years
• Supervised 4 junior accountants and reviewed 200+ journal entries per month

Accountant, PT Ritel Makmur                                            Jan 2016 – Feb 2020
• Prepared monthly financial statements for 25 stores
• Reduced outstanding receivables by 18% through weekly aging reviews
• Responsible for fixed asset register and depreciation schedules

EDUCATION
Universitas Airlangga                                                  2011 – 2015
Bachelor of Accounting, GPA 3.55

SKILLS
Financial Reporting, Taxation, Reconciliation, General Ledger, SAP, Accurate, Microsoft Excel, VBA, Auditing`;

describe('analyseText', () => {
  it('returns parsed facts, the result and the API analysis', () => {
    const { parsed, result, analysis } = analyseText(ACCOUNTANT, { now: NOW });
    expect(parsed.contact.email).toBe('michael.tan@example.com');
    expect(Object.keys(result.subScores).sort()).toEqual([...SUB_SCORE_KEYS].sort());
    expect(SUB_SCORE_KEYS.reduce((n, k) => n + result.subScores[k].score, 0)).toBe(result.score);
    expect(analysis.score).toBe(result.score);
    expect(analysis.subScores.completeness.label).toBe('Kelengkapan');
    expect(analysis.strengths.length).toBeGreaterThan(0);
    expect(analysis.summary).toBe(result.summary);
    expect(analysis.language).toBe(parsed.language);
    expect(analysis.experience).toEqual(parsed.experience);
    expect(analysis.jobMatch).toBeUndefined();
    expect(JSON.parse(JSON.stringify(result))).toEqual(result); // storable as JSON
  });

  it('scores a strong senior CV well above a sparse fresh-graduate CV', () => {
    const senior = analyseText(ACCOUNTANT, { now: NOW }).result.score;
    const fresh = analyseText(NURSE, { now: NOW }).result.score;
    expect(senior).toBeGreaterThanOrEqual(75);
    expect(fresh).toBeLessThan(senior - 15);
  });

  it('renders the findings in Indonesian by default and in English on request', () => {
    const id = analyseText(NURSE, { now: NOW }).analysis;
    const en = analyseText(NURSE, { now: NOW, locale: 'en' }).analysis;
    expect(id.recommendations.some((r) => /Tambahkan|Cantumkan|Awali/u.test(r))).toBe(true);
    expect(en.recommendations.some((r) => /^(?:Add|Start|Write)\b/u.test(r))).toBe(true);
    expect(en.subScores.impact.label).toBe('Measurable Impact');
    expect(id.recommendations).not.toEqual(en.recommendations);
  });

  it('re-renders a stored result in another locale without re-analysing', () => {
    const { parsed, result, analysis } = analyseText(ACCOUNTANT, { now: NOW });
    const stored = JSON.parse(JSON.stringify({ parsed, result }));
    expect(renderAnalysis(stored.parsed, stored.result, 'id')).toEqual(analysis);
    const en = renderAnalysis(stored.parsed, stored.result, 'en');
    expect(en.score).toBe(analysis.score);
    expect(en.subScores.structure.label).toBe('Length & Structure');
    expect(en.strengths).not.toEqual(analysis.strengths);
  });

  it('ties the findings to the CV’s own roles, companies and facts', () => {
    const nurse = analyseText(NURSE, { now: NOW }).analysis;
    const all = [...nurse.recommendations, ...nurse.strengths].join('\n');
    expect(all).toContain('Perawat Magang');
    expect(all).toContain('RS Sehat Sentosa');
    expect(all).toContain('3.78');
    expect(
      nurse.recommendations.some((r) => r.includes('LinkedIn') && r.includes('Putri Ayu Lestari')),
    ).toBe(true);
    expect(nurse.recommendations.some((r) => r.includes('Ringkasan'))).toBe(true);
  });

  it('gives two very different CVs no identical finding text', () => {
    const a = analyseText(NURSE, { now: NOW }).analysis;
    const b = analyseText(ACCOUNTANT, { now: NOW }).analysis;
    const textsA = new Set([...a.recommendations, ...a.strengths]);
    for (const t of [...b.recommendations, ...b.strengths]) expect(textsA.has(t), t).toBe(false);
    const en = (t: string) => analyseText(t, { now: NOW, locale: 'en' }).analysis;
    const ea = new Set([...en(NURSE).recommendations, ...en(NURSE).strengths]);
    for (const t of [...en(ACCOUNTANT).recommendations, ...en(ACCOUNTANT).strengths])
      expect(ea.has(t), t).toBe(false);
  });

  it('regenerates the summary with another seed, keeping the facts', () => {
    const a = analyseText(ACCOUNTANT, { now: NOW, seed: 0 }).result.summary;
    const b = analyseText(ACCOUNTANT, { now: NOW, seed: 1 }).result.summary;
    expect(a).not.toBe(b);
    for (const s of [a, b]) {
      expect(s).toContain('Senior Accountant');
      expect(s).toContain('PT Baja Prima Industri');
    }
  });

  it('matches a job description and recommends its missing keywords', () => {
    const jd =
      'We are hiring a Senior Accountant: financial reporting, taxation, SAP, Power BI and IFRS. Experience with consolidation of subsidiaries is a plus.';
    const { result, analysis } = analyseText(ACCOUNTANT, {
      now: NOW,
      jobDescription: jd,
      locale: 'en',
    });
    expect(result.jobMatch?.matched).toEqual(
      expect.arrayContaining(['Financial Reporting', 'Taxation', 'SAP']),
    );
    expect(result.jobMatch?.missing).toEqual(expect.arrayContaining(['Power BI', 'IFRS']));
    expect(analysis.jobMatch).toEqual(result.jobMatch);
    expect(analysis.recommendations.some((r) => r.includes('Power BI') && r.includes('IFRS'))).toBe(
      true,
    );
  });

  it('copes with empty and garbage text', () => {
    for (const text of ['', '   \n\n', '\uFFFD'.repeat(500), 'a '.repeat(5000)]) {
      const { result, analysis } = analyseText(text, { now: NOW });
      expect(result.score).toBeGreaterThanOrEqual(0);
      expect(result.score).toBeLessThan(30);
      expect(analysis.summary.length).toBeGreaterThan(0);
      expect(analysis.recommendations.length).toBeGreaterThan(0);
    }
  });
});

describe('renderAnalysis: sub-score order', () => {
  it('renders sub-scores in the rubric order even from a reordered stored result', () => {
    const out = analyseText(
      'Rina Putri\nrina@contoh.id\nPendidikan\nUniversitas Airlangga 2014 - 2018',
    );
    const reordered = Object.fromEntries(
      Object.entries(out.result.subScores).sort(
        ([a], [b]) => a.length - b.length || a.localeCompare(b),
      ),
    ) as typeof out.result.subScores;
    const rendered = renderAnalysis(out.parsed, { ...out.result, subScores: reordered }, 'id');
    expect(Object.keys(rendered.subScores)).toEqual([...SUB_SCORE_KEYS]);
  });
});
