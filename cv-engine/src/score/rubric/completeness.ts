/**
 * Completeness (max 25): contact fields, a summary, experience, education and a skills section.
 */
import type { ParsedCv, SectionKey } from '../../types.ts';
import { roleName } from '../score-entries.ts';
import { newAcc, rec, str, type Acc } from './points.ts';

export function completeness(parsed: ParsedCv): Acc {
  const acc = newAcc();
  const c = parsed.contact;
  const name = c.name ?? '';
  const fields: [keyof typeof c, number][] = [
    ['name', 1],
    ['email', 2],
    ['phone', 2],
    ['location', 1],
    ['linkedin', 2],
  ];
  const missing: string[] = [];
  for (const [field, pts] of fields) {
    if (c[field]) acc.points += pts;
    else {
      missing.push(field);
      rec(acc, 'missing_contact', pts, { field, name });
    }
  }
  if (missing.length === 0) {
    str(acc, 'complete_contact', 8, { name, email: c.email ?? '', phone: c.phone ?? '' });
  }
  const has = (k: SectionKey) => parsed.sections.includes(k);
  const named = parsed.experience.find((e) => roleName(e));
  const role = named ? roleName(named) : '';
  const skillHint = parsed.skills.slice(0, 3).join(', ');
  const headed = parsed.sectionBlocks.some(
    (b) => b.key === 'summary' && b.heading.trim() && b.lines.length > 0,
  );
  const summaryWords = (parsed.summaryText ?? '').split(/\s+/u).filter(Boolean).length;
  if (headed && summaryWords >= 12) acc.points += 4;
  else if (!headed && summaryWords >= 25) acc.points += 3;
  else if (summaryWords > 0) {
    acc.points += headed ? 2 : 1;
    rec(acc, 'short_summary', headed ? 2 : 3, { words: summaryWords, role, skills: skillHint });
  } else rec(acc, 'missing_section', 4, { section: 'summary', role, skills: skillHint, name });
  const jobs = parsed.experience.filter((e) => e.title || e.company).length;
  if (jobs >= 2) acc.points += 7;
  else if (jobs === 1) acc.points += 5;
  else if (parsed.experience.length > 0) acc.points += 4;
  else if (has('projects') || has('organizations')) {
    acc.points += 2;
    rec(acc, 'missing_section', 5, {
      section: 'experience',
      role: '',
      skills: skillHint,
      name,
      alt: has('projects') ? 'projects' : 'organizations',
    });
  } else
    rec(acc, 'missing_section', 7, { section: 'experience', role: '', skills: skillHint, name });
  if (has('education') || parsed.education.length > 0) acc.points += 3;
  else rec(acc, 'missing_section', 3, { section: 'education', role, skills: skillHint, name });
  if (has('skills')) acc.points += 3;
  else {
    if (parsed.skills.length >= 5) acc.points += 1;
    rec(acc, 'missing_section', parsed.skills.length >= 5 ? 2 : 3, {
      section: 'skills',
      role,
      skills: skillHint,
      name,
    });
  }
  return acc;
}
