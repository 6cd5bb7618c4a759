/**
 * Issue 26 (items 5 and 6): the analysis and the revision must not contradict the CV — verbs
 * suggested in the CV's language, gerunds are no action verbs, no section the CV does not have,
 * no years of experience the CV contradicts, and no new slips in the revision's first lines.
 * Every case is written from rules of language and layout, on text of its own.
 */
import { describe, expect, it } from 'vitest';
import { analyseText } from '../analyse/index.ts';
import { startsWithActionVerb } from '../revise/bullets.ts';
import { renderFinding } from './findings.ts';
import { parseCv } from '../analyse/parse.ts';
import { isStudyTimeRole, professionalYears } from './experience-years.ts';
import { generateSummary } from '../revise/summary.ts';
import { revisedContent, revisionSummary } from '../engine.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

const ACCOUNTANT = `Maya Hart
Denver, CO | 303-555-0101 | maya.hart@example.com

Summary
Detail-oriented Auditor with four years of experience in audit and tax work. Known for clear
reporting to clients. Educated at Ridgeway College.

Education
Ridgeway College
Bachelor of Science in Accounting

Experience
Northwind Advisors, Denver, CO, Senior Auditor
Jan. 2020 – Current
• Audit the books of mid-sized clients
• Monitoring and reviewing ledgers for payables and receivables
• Helped the tax team complete year-end filings
Lakeside Partners, Denver, CO, Auditor
Mar. 2016 – Dec. 2019
• Prepared audit working papers for 12 clients
• Reviewed payroll before each month's payment

Skills
• Auditing
• Taxation
• Microsoft Excel`;

const STUDENT = `Raka Pratama
raka.pratama@example.com | +62 812 1111 2222

ABOUT ME
Electrical engineering student at Universitas Tunas Bangsa with project experience in embedded
systems and robotics. Looking for an internship in automation.

EDUCATION
Universitas Tunas Bangsa — Major Electrical Engineering — GPA: 3.61
Sept 2023 – Present | Core Courses: Circuits, Signals, Embedded Systems

EXPERIENCE & ORGANIZATIONS
Equipment Staff – Festival Cahaya Apr 2025 – June 2025
• Manage the loan and return of event equipment for 20 booths.
• Arrange the stage layout with the production division.
Secretary – Student Robotics Circle Jan 2024 – Dec 2024
• Write the minutes of every weekly meeting.
• Keep the circle's member records up to date.

SKILLS
Technical Skills: Arduino, PLC, Soldering, Python`;

const SMK = `Sinta Maharani
sinta.maharani@example.com | +62 813 3333 4444

TENTANG SAYA
Siswa SMK jurusan Teknik Komputer dan Jaringan yang senang merakit jaringan dan belajar hal baru.

PENDIDIKAN
SMK Harapan Bangsa | TEKNIK KOMPUTER DAN JARINGAN | Juli 2023 - Sekarang

PENGALAMAN DAN PELATIHAN
Magang Teknisi Jaringan | PT. Sinar Data Prima Maret 2025 - Sekarang
• ktif membantu pemasangan kabel jaringan di 3 gedung kantor bersama tim teknisi.
Cisco Academy Camp | Cisco Maret 2024 - Mei 2024
• Mengikuti pelatihan dasar jaringan komputer dan konfigurasi router selama 8 minggu.
Duta Literasi Digital | Dinas Kominfo - Kab.Sleman 2023 - Januari 2024
• Mengisi sesi literasi digital di 5 sekolah menengah pertama.

KEAHLIAN
Jaringan Komputer | Mikrotik | Cisco Packet Tracer | Linux`;

describe('item 5: the analysis does not contradict the CV', () => {
  it('suggests action verbs in the language of the CV, whatever the reader reads', () => {
    const out = analyseText(ACCOUNTANT, { locale: 'id', now: NOW });
    expect(out.parsed.language).toBe('en');
    const rec = out.analysis.recommendations.find((r) => r.includes('kata kerja aktif'));
    expect(rec).toBeDefined();
    expect(rec).not.toMatch(/Mengelola|Meningkatkan|Membangun/u);
    expect(rec).toMatch(/Managed, Increased, Built/u);
    // …and Indonesian verbs for an Indonesian CV read in English.
    const en = renderFinding(
      { code: 'weak_verbs', impact: 1, params: { bullet: 'x', improved: '', cvLang: 'id' } },
      'en',
    );
    expect(en).toMatch(/Mengelola, Meningkatkan, Membangun/u);
  });

  it('does not take an English gerund for an action verb', () => {
    expect(startsWithActionVerb('Monitoring and recording activity for accounts payable')).toBe(
      false,
    );
    expect(startsWithActionVerb('Managing a team of four')).toBe(false);
    expect(startsWithActionVerb('Monitored and recorded activity for accounts payable')).toBe(true);
    expect(startsWithActionVerb('Manage a team of four')).toBe(true);
    const out = analyseText(ACCOUNTANT, { locale: 'en', now: NOW });
    expect(out.analysis.strengths.join(' ')).not.toMatch(/such as “Monitoring/u);
  });

  it('counts no section a combined heading names when its entries are all of the other kind', () => {
    const cv = parseCv(SMK);
    expect(cv.experience).toHaveLength(3);
    expect(cv.sections).not.toContain('certifications');
    expect(cv.certifications).toEqual([]);
    const out = analyseText(SMK, { locale: 'id', now: NOW });
    expect(out.analysis.strengths.join(' ')).not.toMatch(/Sertifikasi/u);
  });

  it('never states a number of years the CV contradicts', () => {
    // Dates alone give ten years (2016 – 2026); the CV says four.
    const out = analyseText(ACCOUNTANT, { locale: 'id', now: NOW });
    expect(professionalYears(out.parsed, NOW)).toBe(4);
    expect(out.analysis.strengths.join(' ')).toMatch(/4 tahun pengalaman kerja/u);
    expect(out.analysis.strengths.join(' ')).not.toMatch(/10 tahun/u);
    expect(out.result.summary).toMatch(/4 years of experience/u);
  });

  it('counts overlapping roles once, and no study-time roles', () => {
    const cv = parseCv(ACCOUNTANT);
    const overlapping = {
      ...cv,
      summaryText: null,
      education: [],
      experience: [
        { ...cv.experience[0]!, start: '2020-01', end: '2022-12', current: false },
        { ...cv.experience[1]!, start: '2021-01', end: '2023-12', current: false },
      ],
    };
    expect(professionalYears(overlapping, NOW)).toBe(4);

    const student = parseCv(STUDENT);
    expect(student.education[0]?.current).toBe(true);
    for (const e of student.experience) {
      expect(isStudyTimeRole(e, student.education, NOW), e.title).toBe(true);
    }
    expect(professionalYears({ ...student, summaryText: null }, NOW)).toBe(0);
    // A job begun after the studies ended is no study-time role.
    const graduate = {
      ...student,
      education: [{ ...student.education[0]!, current: false, end: '2024-06' }],
    };
    expect(
      isStudyTimeRole({ ...student.experience[0]!, start: '2024-09' }, graduate.education, NOW),
    ).toBe(false);
    const summary = generateSummary({ ...student, summaryText: null }, { now: NOW });
    expect(summary).not.toMatch(/years? of experience/u);
    expect(summary).not.toMatch(/^Equipment Staff/u);
  });
});

describe('item 6: the revision keeps the CV as written, without new slips', () => {
  it('gives the role that leads an English summary its article', () => {
    const cv = parseCv(ACCOUNTANT);
    expect(revisionSummary(cv, 0, NOW)).toMatch(
      /^Currently a Senior Auditor at Northwind Advisors\. Detail-oriented Auditor/u,
    );
    const an = {
      ...cv,
      experience: [{ ...cv.experience[0]!, title: 'Accounts Executive' }],
    };
    expect(revisionSummary(an, 0, NOW)).toMatch(/^Currently an Accounts Executive at /u);
  });

  it("does not open a student's summary with a committee role: their own summary leads", () => {
    const cv = parseCv(STUDENT);
    const summary = revisionSummary(cv, 0, NOW);
    expect(summary).toBe(cv.summaryText!.replace(/\s+/gu, ' ').trim());
    expect(summary).not.toMatch(/Most recently|Equipment Staff/u);
    const smk = parseCv(SMK);
    expect(revisionSummary(smk, 0, NOW)).not.toMatch(/^Saat ini/u);
  });

  it("keeps every sentence of the person's own summary in every regenerated variant", () => {
    const cv = parseCv(ACCOUNTANT);
    const own = cv.summaryText!.replace(/\s+/gu, ' ').trim();
    const variants = [0, 1, 2, 3].map((v) => revisionSummary(cv, v, NOW));
    for (const v of variants) expect(v).toContain(own);
    expect(variants[1]).toContain('Educated at Ridgeway College.');
    expect(new Set(variants.slice(0, 3)).size).toBe(3);
  });

  it('prints a note without the separator its dates stood beside', () => {
    const cv = parseCv(STUDENT);
    expect(cv.verbatim!.educationNotes[0]).toEqual([
      'Core Courses: Circuits, Signals, Embedded Systems',
    ]);
  });

  it('keeps a dash inside a part of a barred line, and the organisation after its programme', () => {
    const cv = parseCv(SMK);
    expect(cv.experience.map((e) => [e.title, e.company])).toEqual([
      ['Magang Teknisi Jaringan', 'PT. Sinar Data Prima'],
      ['Cisco Academy Camp', 'Cisco'],
      ['Duta Literasi Digital', 'Dinas Kominfo - Kab.Sleman'],
    ]);
    expect(cv.verbatim!.experienceNotes.flat()).not.toContain('Kab.Sleman');
  });

  it('prints entries under the heading that joins them with organisations, not "Work Experience"', () => {
    const cv = parseCv(STUDENT);
    const content = revisedContent(cv, revisionSummary(cv, 0, NOW));
    expect(content.experienceHeading).toBe('Experience & Organizations');
    const smk = parseCv(SMK);
    expect(revisedContent(smk, '').experienceHeading).toBe('Pengalaman dan Pelatihan');
    // A plain experience heading keeps the standard one.
    expect(revisedContent(parseCv(ACCOUNTANT), '').experienceHeading).toBeUndefined();
  });
});
