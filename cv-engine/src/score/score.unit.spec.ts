import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ParsedCv, Section, SubScoreKey } from '../types.ts';
import { SUB_SCORE_KEYS } from '../types.ts';
import { renderFinding } from './findings.ts';
import { parseCv } from '../analyse/parse.ts';
import { scoreCv, SUB_SCORE_MAX } from './score.ts';
import { removeMetrics } from './score-text.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

const TEXT = `Sari Wulandari
sari.wulandari@contoh.id | +62 811-2233-4455 | Surabaya | linkedin.com/in/sariwulandari-contoh

RINGKASAN
Staff marketing dengan pengalaman tiga tahun di ritel dan e-commerce, terbiasa mengelola kampanye digital dan laporan penjualan mingguan untuk tim regional.

PENGALAMAN KERJA
Staff Marketing, PT Maju Bersama                       Januari 2020 – Desember 2022
• Meningkatkan penjualan online 30% dalam 6 bulan lewat kampanye Meta Ads
• Mengelola anggaran promosi Rp 80 juta per kuartal
• Menyusun laporan mingguan untuk 4 cabang
Admin Penjualan, CV Sumber Rejeki                      Maret 2018 – Desember 2019
• Bertanggung jawab untuk menginput pesanan pelanggan
• Membantu tim gudang menyiapkan pengiriman

PENDIDIKAN
Universitas Airlangga                                    2014 – 2018
S1 Manajemen, IPK 3.71

KEAHLIAN
Digital Marketing, Meta Ads, Google Analytics, Copywriting, Microsoft Excel, SEO, Canva`;

function block(key: Section['key'], heading: string, lines: string[]): Section {
  return { key, heading, lines };
}

function strongCv(): ParsedCv {
  const lines = TEXT.split('\n');
  const between = (from: string, to: string | null) =>
    lines
      .slice(lines.indexOf(from) + 1, to ? lines.indexOf(to) : undefined)
      .filter((l) => l.trim());
  return {
    language: 'id',
    industry: 'marketing/sales',
    contact: {
      name: 'Sari Wulandari',
      email: 'sari.wulandari@contoh.id',
      phone: '+6281122334455',
      location: 'Surabaya',
      linkedin: 'linkedin.com/in/sariwulandari-contoh',
      website: null,
    },
    sections: ['summary', 'experience', 'education', 'skills'],
    sectionBlocks: [
      block('summary', 'RINGKASAN', between('RINGKASAN', 'PENGALAMAN KERJA')),
      block('experience', 'PENGALAMAN KERJA', between('PENGALAMAN KERJA', 'PENDIDIKAN')),
      block('education', 'PENDIDIKAN', between('PENDIDIKAN', 'KEAHLIAN')),
      block('skills', 'KEAHLIAN', between('KEAHLIAN', null)),
    ],
    otherHeadings: [],
    summaryText:
      'Staff marketing dengan pengalaman tiga tahun di ritel dan e-commerce, terbiasa mengelola kampanye digital dan laporan penjualan mingguan untuk tim regional.',
    experience: [
      {
        title: 'Staff Marketing',
        company: 'PT Maju Bersama',
        start: '2020-01',
        end: '2022-12',
        current: false,
        bullets: [
          'Meningkatkan penjualan online 30% dalam 6 bulan lewat kampanye Meta Ads',
          'Mengelola anggaran promosi Rp 80 juta per kuartal',
          'Menyusun laporan mingguan untuk 4 cabang',
        ],
      },
      {
        title: 'Admin Penjualan',
        company: 'CV Sumber Rejeki',
        start: '2018-03',
        end: '2019-12',
        current: false,
        bullets: [
          'Bertanggung jawab untuk menginput pesanan pelanggan',
          'Membantu tim gudang menyiapkan pengiriman',
        ],
      },
    ],
    education: [
      {
        institution: 'Universitas Airlangga',
        degree: 'S1',
        field: 'Manajemen',
        gpa: '3.71',
        start: '2014',
        end: '2018',
      },
    ],
    skills: [
      'Digital Marketing',
      'Meta Ads',
      'Google Analytics',
      'Copywriting',
      'Microsoft Excel',
      'SEO',
      'Canva',
    ],
    languages: [],
    certifications: [],
    organizations: [],
    projects: [],
    awards: [],
    wordCount: 420,
  };
}

const score = (p: ParsedCv, text = TEXT, jobDescription?: string) =>
  scoreCv(p, text, { now: NOW, ...(jobDescription ? { jobDescription } : {}) });

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

describe('monotonicity', () => {
  interface Cuts {
    email: boolean;
    phone: boolean;
    linkedin: boolean;
    summary: boolean;
    skills: boolean;
    metrics: boolean;
  }

  /** The strong CV with the chosen parts taken out of both the parse and the text. */
  function weaken(cuts: Cuts): { parsed: ParsedCv; text: string } {
    const p = strongCv();
    let lines = TEXT.split('\n');
    const contactLine = lines[1]!;
    const parts = contactLine.split(' | ');
    const kept = parts.filter(
      (x) =>
        !(cuts.email && x.includes('@')) &&
        !(cuts.phone && x.startsWith('+62')) &&
        !(cuts.linkedin && x.includes('linkedin')),
    );
    lines[1] = kept.join(' | ');
    p.contact = {
      ...p.contact,
      ...(cuts.email ? { email: null } : {}),
      ...(cuts.phone ? { phone: null } : {}),
      ...(cuts.linkedin ? { linkedin: null } : {}),
    };
    const drop = (key: 'summary' | 'skills', heading: string, until: string | null) => {
      const from = lines.indexOf(heading);
      const to = until ? lines.indexOf(until) : lines.length;
      lines = [...lines.slice(0, from), ...lines.slice(to)];
      p.sections = p.sections.filter((k) => k !== key);
      p.sectionBlocks = p.sectionBlocks.filter((b) => b.key !== key);
    };
    if (cuts.summary) {
      drop('summary', 'RINGKASAN', 'PENGALAMAN KERJA');
      p.summaryText = null;
    }
    if (cuts.skills) {
      drop('skills', 'KEAHLIAN', null);
      p.skills = ['Meta Ads'];
    }
    if (cuts.metrics) {
      lines = lines.map((l) => (l.startsWith('•') ? removeMetrics(l) : l));
      p.experience = p.experience.map((e) => ({ ...e, bullets: e.bullets.map(removeMetrics) }));
      p.sectionBlocks = p.sectionBlocks.map((b) => ({ ...b, lines: b.lines.map(removeMetrics) }));
    }
    return { parsed: p, text: lines.join('\n') };
  }

  it('scores every combination of removals strictly below the original', () => {
    const original = score(strongCv()).score;
    fc.assert(
      fc.property(
        fc.record({
          email: fc.boolean(),
          phone: fc.boolean(),
          linkedin: fc.boolean(),
          summary: fc.boolean(),
          skills: fc.boolean(),
          metrics: fc.boolean(),
        }),
        (cuts) => {
          fc.pre(Object.values(cuts).some(Boolean));
          const { parsed, text } = weaken(cuts);
          expect(score(parsed, text).score).toBeLessThan(original);
        },
      ),
      { numRuns: 64 },
    );
  });

  it('never scores a CV higher for losing one more part', () => {
    const keys = ['email', 'phone', 'linkedin', 'summary', 'skills', 'metrics'] as const;
    fc.assert(
      fc.property(fc.subarray([...keys]), fc.constantFrom(...keys), (removed, extra) => {
        fc.pre(!removed.includes(extra));
        const cuts = Object.fromEntries(
          keys.map((k) => [k, removed.includes(k)]),
        ) as unknown as Cuts;
        const before = weaken(cuts);
        const after = weaken({ ...cuts, [extra]: true });
        expect(score(after.parsed, after.text).score).toBeLessThan(
          score(before.parsed, before.text).score,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('score: the same CV wrapped or headed differently scores the same', () => {
  const lines = [
    'Budi Santoso',
    'budi@contoh.id | 0812-3456-7890 | Jakarta',
    'Pengalaman Kerja',
    'Staf Keuangan — PT Maju Jaya 2021 – Sekarang',
    '• Mengelola anggaran kantor sebesar Rp 1,1 miliar dan menurunkan biaya',
    'perlengkapan sebesar 14%',
    '• Menyusun laporan pajak bulanan untuk 120 karyawan',
    'Pendidikan',
    'Universitas Indonesia 2016 – 2020',
    'S1 Akuntansi',
  ];
  const wrapped = lines.join('\n');
  const joined = [...lines.slice(0, 4), `${lines[4]} ${lines[5]}`, ...lines.slice(6)].join('\n');

  it('counts a wrapped achievement once, as the one bullet it is', () => {
    const a = scoreCv(parseCv(wrapped), wrapped, { now: NOW });
    const b = scoreCv(parseCv(joined), joined, { now: NOW });
    expect(a.subScores.impact.score).toBe(b.subScores.impact.score);
  });

  it('does not count heading words as content', () => {
    const longer = wrapped
      .replace('Pengalaman Kerja', 'Pengalaman Kerja Profesional')
      .replace('Pendidikan', 'Riwayat Pendidikan');
    expect(parseCv(longer).wordCount).toBe(parseCv(wrapped).wordCount);
  });
});
