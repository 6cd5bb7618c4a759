import { describe, expect, it } from 'vitest';
import { matchSkills, SKILLS, skillEntry } from './skills.ts';

describe('skills lexicon', () => {
  it('has several hundred entries with unique display names', () => {
    expect(SKILLS.length).toBeGreaterThanOrEqual(300);
    expect(new Set(SKILLS.map((s) => s.name)).size).toBe(SKILLS.length);
  });

  it('covers every industry except "other"', () => {
    const industries = new Set(SKILLS.map((s) => s.industry).filter(Boolean));
    for (const i of [
      'software/IT',
      'finance/accounting',
      'marketing/sales',
      'design/creative',
      'healthcare',
      'education',
      'engineering/manufacturing',
      'hospitality/tourism',
      'administration/HR',
      'logistics',
      'research/academia',
    ]) {
      expect(industries).toContain(i);
    }
  });

  it('maps synonyms to one display name', () => {
    expect(matchSkills('Mahir MS Excel dan Microsoft Word')).toEqual([
      'Microsoft Excel',
      'Microsoft Word',
    ]);
    expect(matchSkills('Excel, PowerPoint')).toEqual(['Microsoft Excel', 'Microsoft PowerPoint']);
    expect(matchSkills('Komunikasi, kerja sama tim')).toEqual(['Communication', 'Teamwork']);
    expect(matchSkills('Good communication skills and teamwork')).toEqual([
      'Communication',
      'Teamwork',
    ]);
    expect(matchSkills('Akuntansi, perpajakan, laporan keuangan')).toEqual([
      'Accounting',
      'Taxation',
      'Financial Reporting',
    ]);
    expect(skillEntry('Patient Care')?.industry).toBe('healthcare');
  });

  it('prefers the longest phrase', () => {
    expect(matchSkills('React Native, React')).toEqual(['React Native', 'React']);
    expect(matchSkills('Google Analytics')).toEqual(['Google Analytics']);
  });

  it('respects word boundaries for short names', () => {
    expect(matchSkills('C++, C#, CSS')).toEqual(['C++', 'C#', 'CSS']);
    expect(matchSkills('Languages: C, Java, R, Go')).toEqual(['C', 'Java', 'R', 'Go']);
    // Prose "C", "R" and "go" are not skills.
    expect(matchSkills('Got a grade C and we go to R&D meetings')).toEqual([]);
    expect(matchSkills('JavaScript developer')).toEqual(['JavaScript']);
    expect(matchSkills('I will go home')).toEqual([]);
    expect(matchSkills('Proficient in Go, Python and R.')).toEqual(['Go', 'Python', 'R']);
    expect(matchSkills('She got a C. Then left')).toEqual([]);
    expect(matchSkills('We go in Go to the office')).toEqual([]);
    expect(matchSkills('Excellent service')).toEqual([]);
  });

  it('splits slash compounds', () => {
    expect(matchSkills('HTML/CSS, UI/UX')).toEqual(['HTML', 'CSS', 'UI/UX Design']);
  });

  it('returns skills in order of first appearance', () => {
    expect(matchSkills('Docker\nPython\nDocker\nSQL')).toEqual(['Docker', 'Python', 'SQL']);
  });
});

describe('matchSkills: no skill from an address or a sentence', () => {
  it('does not read "West Java" as Java or "distribution costs" as Distribution', () => {
    const found = matchSkills(
      'Bekasi, West Java\nBuilt dashboards to follow weekly distribution costs for the logistics team.',
    );
    expect(found).not.toContain('Java');
    expect(found).not.toContain('Distribution');
    expect(found).not.toContain('Logistics');
  });

  it('still reads them in a list', () => {
    expect(matchSkills('Skills: Java, Distribution, Logistics')).toEqual(
      expect.arrayContaining(['Java', 'Distribution', 'Logistics']),
    );
  });
});

describe('matchSkills: duty openings', () => {
  it('does not read "Bertanggung jawab atas …" or "Responsible for …" as a skill', () => {
    expect(
      matchSkills('• Bertanggung jawab atas laporan gudang\n• Responsible for payroll'),
    ).not.toContain('Responsibility');
    expect(matchSkills('Soft skills: Tanggung jawab, Komunikasi')).toContain('Responsibility');
  });
});
