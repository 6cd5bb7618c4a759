/**
 * Strengths beyond the rubric's parts: a high GPA, years of experience, and for a thin CV what
 * it does have.
 */
import type { Finding, ParsedCv } from '../types.ts';
import { skillEntry } from '../fields/skills.ts';
import { plausibleName, isJunior, roleName } from './score-entries.ts';
import { isStudyTimeRole, professionalYears } from './experience-years.ts';

export function educationStrength(parsed: ParsedCv): Finding[] {
  const out: Finding[] = [];
  for (const e of parsed.education) {
    if (!e.gpa) continue;
    const m = /(\d+[.,]\d+)\s*(?:\/\s*(\d+(?:[.,]\d+)?))?/u.exec(e.gpa);
    if (!m) continue;
    const v = Number(m[1]!.replace(',', '.'));
    const scale = m[2] ? Number(m[2].replace(',', '.')) : 4;
    if (scale === 4 ? v >= 3.5 : v / scale >= 0.85) {
      out.push({
        code: 'education_gpa',
        impact: 6,
        params: { gpa: e.gpa, institution: e.institution, degree: e.degree },
      });
      break;
    }
  }
  return out;
}

export function experienceStrength(parsed: ParsedCv, now: Date): Finding[] {
  const work = parsed.experience.filter(
    (e) =>
      e.start && roleName(e) && !isJunior(e.title) && !isStudyTimeRole(e, parsed.education, now),
  );
  if (work.length === 0) return [];
  const years = professionalYears(parsed, now);
  if (years < 2) return [];
  const latest = work.find((e) => e.current) ?? work[0]!;
  return [
    {
      code: 'experience_years',
      impact: Math.min(6, years),
      params: { years, role: latest.title, company: latest.company },
    },
  ];
}

/** For a thin CV: what it does have (skills, an education entry, a role), still named. */
export function modestStrengths(parsed: ParsedCv, have: Finding[]): Finding[] {
  const out: Finding[] = [];
  const codes = new Set(have.map((f) => f.code));
  const hard = parsed.skills.filter((s) => !skillEntry(s)?.soft);
  if (hard.length > 0 && !codes.has('strong_skills')) {
    out.push({
      code: 'skills_listed',
      impact: 1,
      params: { count: hard.length, skills: hard.slice(0, 3).join(', ') },
    });
  }
  const edu = parsed.education.find((e) => plausibleName(e.institution));
  if (edu && !codes.has('education_gpa')) {
    out.push({
      code: 'education_listed',
      impact: 0.5,
      params: {
        institution: edu.institution.trim(),
        degree: [edu.degree, edu.field].filter(Boolean).join(' '),
      },
    });
  }
  return out;
}
