import { describe, expect, it } from 'vitest';
import type { SubScoreKey } from '../types.ts';
import { SUB_SCORE_KEYS } from '../types.ts';
import { renderFinding } from './findings.ts';
import { scoreCv, SUB_SCORE_MAX } from './score.ts';
import { removeMetrics } from './score-text.ts';
import { NOW, score, strongCv, TEXT } from './spec-fixtures.ts';

describe('scoreCv', () => {
  it('sums the sub-scores to the total and keeps each within its max', () => {
    const r = score(strongCv());
    const keys = Object.keys(r.subScores) as SubScoreKey[];
    expect(keys.sort()).toEqual([...SUB_SCORE_KEYS].sort());
    const sum = keys.reduce((n, k) => n + r.subScores[k].score, 0);
    expect(sum).toBe(r.score);
    for (const k of keys) {
      expect(r.subScores[k].score).toBeGreaterThanOrEqual(0);
      expect(r.subScores[k].score).toBeLessThanOrEqual(r.subScores[k].max);
      expect(r.subScores[k].max).toBe(SUB_SCORE_MAX[k]);
    }
    expect(Object.values(SUB_SCORE_MAX).reduce((a, b) => a + b, 0)).toBe(100);
    expect(r.score).toBeGreaterThanOrEqual(70);
  });

  it('labels the sub-scores in Indonesian by default and in English on request', () => {
    expect(score(strongCv()).subScores.completeness.label).toBe('Kelengkapan');
    expect(score(strongCv()).subScores.impact.label).toBe('Dampak Terukur');
    const en = scoreCv(strongCv(), TEXT, { locale: 'en', now: NOW });
    expect(en.subScores.ats.label).toBe('ATS Readability');
  });

  it('scores a weakened copy strictly lower than the original', () => {
    const base = score(strongCv()).score;
    const noContact = strongCv();
    noContact.contact = { ...noContact.contact, email: null, phone: null, linkedin: null };
    expect(score(noContact).score).toBeLessThan(base);

    const noSkills = strongCv();
    noSkills.sections = noSkills.sections.filter((s) => s !== 'skills');
    noSkills.sectionBlocks = noSkills.sectionBlocks.filter((b) => b.key !== 'skills');
    noSkills.skills = ['Meta Ads'];
    expect(score(noSkills).score).toBeLessThan(base);

    const noSummary = strongCv();
    noSummary.sections = noSummary.sections.filter((s) => s !== 'summary');
    noSummary.sectionBlocks = noSummary.sectionBlocks.filter((b) => b.key !== 'summary');
    noSummary.summaryText = null;
    expect(score(noSummary).score).toBeLessThan(base);

    const flat = TEXT.split('\n')
      .map((l) => (l.startsWith('•') ? removeMetrics(l) : l))
      .join('\n');
    const noMetrics = strongCv();
    noMetrics.experience = noMetrics.experience.map((e) => ({
      ...e,
      bullets: e.bullets.map(removeMetrics),
    }));
    noMetrics.sectionBlocks = noMetrics.sectionBlocks.map((b) => ({
      ...b,
      lines: b.lines.map(removeMetrics),
    }));
    expect(score(noMetrics, flat).subScores.impact.score).toBeLessThan(
      score(strongCv()).subScores.impact.score,
    );
    expect(score(noMetrics, flat).score).toBeLessThan(base);
  });

  it('recommends quantifying the roles without numbers, naming role, company and period', () => {
    const r = score(strongCv());
    const q = r.recommendations.find((f) => f.code === 'quantify_role');
    expect(q?.params).toMatchObject({
      role: 'Admin Penjualan',
      company: 'CV Sumber Rejeki',
      period: '2018–2019',
    });
    expect(renderFinding(q!, 'id')).toBe(
      'Tambahkan angka pencapaian pada peran Admin Penjualan di CV Sumber Rejeki (2018–2019), misalnya persentase kenaikan, jumlah klien, atau nilai Rupiah yang Anda hasilkan.',
    );
    expect(renderFinding(q!, 'en')).toContain(
      'Add measurable results to your Admin Penjualan role at CV Sumber Rejeki (2018–2019)',
    );
  });

  it('orders recommendations and strengths by impact, highest first', () => {
    const weak = strongCv();
    weak.contact = { ...weak.contact, email: null, linkedin: null };
    weak.summaryText = null;
    weak.sections = weak.sections.filter((s) => s !== 'summary');
    weak.sectionBlocks = weak.sectionBlocks.filter((b) => b.key !== 'summary');
    const r = score(weak);
    const impacts = r.recommendations.map((f) => f.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(r.recommendations[0]!.impact).toBeGreaterThan(r.recommendations.at(-1)!.impact);
    const s = r.strengths.map((f) => f.impact);
    expect(s).toEqual([...s].sort((a, b) => b - a));
  });

  it('names the missing contact field and section', () => {
    const p = strongCv();
    p.contact = { ...p.contact, linkedin: null };
    p.summaryText = null;
    p.sections = p.sections.filter((s) => s !== 'summary');
    p.sectionBlocks = p.sectionBlocks.filter((b) => b.key !== 'summary');
    const texts = score(p).recommendations.map((f) => renderFinding(f, 'id'));
    expect(texts.some((t) => t.includes('LinkedIn') && t.includes('Sari Wulandari'))).toBe(true);
    expect(texts.some((t) => t.includes('Ringkasan Profil') && t.includes('Staff Marketing'))).toBe(
      true,
    );
  });

  it('flags an end-before-start range with the role and the dates as printed', () => {
    const text = TEXT.replace('Januari 2020 – Desember 2022', 'Desember 2022 – Januari 2020');
    const p = strongCv();
    p.experience[0] = { ...p.experience[0]!, start: '2022-12', end: '2020-01' };
    const r = score(p, text);
    expect(r.subScores.language.score).toBeLessThan(score(strongCv()).subScores.language.score);
    const f = r.recommendations.find((x) => x.code === 'date_inconsistent');
    const msg = renderFinding(f!, 'id');
    expect(msg).toContain('Staff Marketing');
    expect(msg).toContain('Desember 2022 – Januari 2020');
  });

  it('flags a start date in the future', () => {
    const p = strongCv();
    p.experience[0] = { ...p.experience[0]!, start: '2027-05', end: null, current: true };
    const f = score(p).recommendations.find((x) => x.code === 'future_date');
    expect(renderFinding(f!, 'en')).toContain('May 2027');
  });

  it('suggests 2–4 typical industry skills that the CV lacks', () => {
    const p = strongCv();
    p.skills = ['Canva'];
    const f = score(p).recommendations.find((x) => x.code === 'add_skills_for_industry');
    expect(f).toBeDefined();
    const skills = String(f!.params.skills).split(', ');
    expect(skills.length).toBeGreaterThanOrEqual(2);
    expect(skills.length).toBeLessThanOrEqual(4);
    for (const s of skills) expect(TEXT.toLowerCase()).not.toContain(s.toLowerCase());
    expect(renderFinding(f!, 'id')).toContain('pemasaran/penjualan');
  });

  it('names the word count when the CV is too short or too long', () => {
    const short = strongCv();
    short.wordCount = 150;
    const f = score(short).recommendations.find((x) => x.code === 'too_short');
    expect(renderFinding(f!, 'id')).toContain('150 kata');
    const long = strongCv();
    long.wordCount = 2100;
    const g = score(long).recommendations.find((x) => x.code === 'too_long');
    expect(renderFinding(g!, 'en')).toContain('2100 words');
  });

  it('quotes a weak bullet and its action-verb rewrite', () => {
    const f = score(strongCv()).recommendations.find((x) => x.code === 'weak_verbs');
    expect(renderFinding(f!, 'id')).toBe(
      'Awali poin dengan kata kerja aktif: ubah “Bertanggung jawab untuk menginput pesanan pelanggan” menjadi “Menginput pesanan pelanggan”.',
    );
  });

  it('flags the same opening verb on most bullets and offers alternatives', () => {
    const p = strongCv();
    const bullets = [
      'Membuat laporan penjualan mingguan',
      'Membuat konten promosi untuk Instagram',
      'Membuat materi presentasi klien',
      'Membuat jadwal kampanye bulanan',
    ];
    p.experience = [{ ...p.experience[0]!, bullets }];
    const text = TEXT.split('\n')
      .filter((l) => !l.startsWith('•'))
      .join('\n');
    const base = score(strongCv()).subScores.language.score;
    const r = score(p, text);
    expect(r.subScores.language.score).toBeLessThan(base);
    const f = r.recommendations.find((x) => x.code === 'repeated_verb');
    expect(renderFinding(f!, 'id')).toBe(
      '4 poin diawali kata “Membuat”; variasikan kata kerjanya, misalnya Mengembangkan, Merancang, Menyusun.',
    );
  });

  it('flags bullets written in another language than the CV', () => {
    const p = strongCv();
    p.experience[1] = {
      ...p.experience[1]!,
      bullets: [
        'Handled the customer orders and the weekly reports for the sales team',
        'Worked with the warehouse team to prepare all of the shipments',
      ],
    };
    const text = TEXT.replace(
      '• Bertanggung jawab untuk menginput pesanan pelanggan',
      '• Handled the customer orders and the weekly reports for the sales team',
    ).replace(
      '• Membantu tim gudang menyiapkan pengiriman',
      '• Worked with the warehouse team to prepare all of the shipments',
    );
    const f = score(p, text).recommendations.find((x) => x.code === 'mixed_language_bullets');
    expect(renderFinding(f!, 'id')).toContain('Handled the customer orders');
    expect(renderFinding(f!, 'id')).toContain('bahasa Indonesia');
  });

  it('names strengths from this CV: quantified bullets, GPA, contact', () => {
    const r = score(strongCv());
    const texts = r.strengths.map((f) => renderFinding(f, 'id'));
    expect(texts.some((t) => t.startsWith('3 poin pengalaman sudah memuat angka'))).toBe(true);
    expect(texts.some((t) => t.includes('IPK 3.71') && t.includes('Universitas Airlangga'))).toBe(
      true,
    );
  });

  it('uses the job description for the skills sub-score and recommends missing keywords', () => {
    const jd =
      'Dicari Digital Marketing Specialist: menguasai SEO, Google Ads, TikTok Ads dan Google Analytics.';
    const r = score(strongCv(), TEXT, jd);
    expect(r.jobMatch?.matched).toEqual(expect.arrayContaining(['SEO', 'Google Analytics']));
    expect(r.jobMatch?.missing).toContain('Google Ads');
    const f = r.recommendations.find((x) => x.code === 'job_missing_keywords');
    expect(renderFinding(f!, 'id')).toContain('Google Ads');
  });
});
