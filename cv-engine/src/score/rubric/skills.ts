/**
 * Skills (max 15): breadth of hard skills, evidence of them in work lines, relevance to the
 * industry (or to the job description).
 */
import type { JobMatch, ParsedCv } from '../../types.ts';
import { hasBulletMarker, startsWithActionVerb } from '../../revise/bullets.ts';
import { matchSkills, skillEntry } from '../../fields/skills.ts';
import { industrySkills, isIndustrySkill } from '../job-match.ts';
import { containsTerm, newAcc, rec, skillKey, str, type Acc } from './points.ts';

export function skills(
  parsed: ParsedCv,
  text: string,
  zoneIdx: number[],
  jobMatch: JobMatch | undefined,
): Acc {
  const acc = newAcc();
  const distinct = [...new Map(parsed.skills.map((s) => [skillKey(s), s])).values()];
  const hard = distinct.filter((s) => !skillEntry(s)?.soft);
  const n = hard.length;
  // Breadth: distinct hard skills (soft skills do not count).
  acc.points += n === 0 ? 0 : n <= 2 ? 1 : n <= 4 ? 2 : n <= 7 ? 3 : n <= 11 ? 4 : 5;
  // Evidence: skills named in experience/project lines, not only in a list.
  const lines = text.split('\n');
  // Only lines that describe work done (bullets, or lines opening with an action verb) count.
  const doneLines = zoneIdx
    .map((i) => lines[i]!)
    .filter((l) => hasBulletMarker(l) || startsWithActionVerb(l));
  const zoneText = [...doneLines, ...parsed.experience.flatMap((e) => e.bullets)]
    .join('\n')
    .toLowerCase();
  const inWork = new Set(matchSkills(zoneText).map(skillKey));
  const evidenced = hard.filter((s) => inWork.has(skillKey(s)) || containsTerm(zoneText, s));
  const ev = evidenced.length;
  acc.points += ev === 0 ? 0 : ev === 1 ? 1.5 : ev === 2 ? 3 : ev === 3 ? 4 : 5;
  const typical = industrySkills(parsed.industry);
  const have = new Set(distinct.map(skillKey));
  const lower = text.toLowerCase();
  const present = hard.filter((s) => isIndustrySkill(s, parsed.industry));
  if (jobMatch) {
    const total = jobMatch.matched.length + jobMatch.missing.length;
    const ratio = total === 0 ? 0 : jobMatch.matched.length / total;
    acc.points += 5 * ratio;
  } else {
    const k = present.length;
    acc.points += k === 0 ? 0 : k === 1 ? 1 : k <= 3 ? 2.5 : k <= 5 ? 4 : 5;
    const lacking = typical.filter((s) => !have.has(skillKey(s)) && !containsTerm(lower, s));
    if (k < 6 && lacking.length > 0 && parsed.industry !== 'other') {
      const gain = k === 0 ? 2.5 : k <= 3 ? 1.5 : 1;
      rec(acc, 'add_skills_for_industry', gain + (n <= 4 ? 1 : 0), {
        industry: parsed.industry,
        skills: lacking.slice(0, Math.min(4, Math.max(2, 6 - k))).join(', '),
        have: present.slice(0, 2).join(', '),
      });
    }
  }
  if (ev < 3 && n >= 3 && (parsed.experience.length > 0 || zoneIdx.length > 0)) {
    const unused = hard.filter((s) => !evidenced.includes(s)).slice(0, 3);
    rec(acc, 'skills_in_experience', ev === 0 ? 4 : 2, {
      skills: unused.join(', '),
      role: parsed.experience.find((e) => e.title)?.title ?? '',
      company: parsed.experience.find((e) => e.title)?.company ?? '',
    });
  }
  if (n >= 6 && acc.points >= 10) {
    const top = [...evidenced, ...present, ...hard]
      .filter((s, i, arr) => arr.indexOf(s) === i)
      .slice(0, 4);
    str(acc, 'strong_skills', acc.points, { count: n, skills: top.join(', ') });
  } else if (n < 3) {
    rec(acc, 'few_skills', 3, { count: n, skills: distinct.join(', ') });
  }
  return acc;
}
