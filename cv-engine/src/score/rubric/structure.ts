/**
 * Structure (max 15): length, section order, dated entries, bullets per entry, number of
 * sections.
 */
import type { ParsedCv, SectionKey } from '../../types.ts';
import { entryPeriod, roleName } from '../score-entries.ts';
import { newAcc, rec, str, type Acc } from './points.ts';

/** Length points: 5 inside 300–900 words, sloping down outside. */
export function lengthPoints(words: number): number {
  if (words >= 300 && words <= 900) return 5;
  if (words < 300) return Math.max(0, (5 * (words - 100)) / 200);
  return Math.max(1, 5 - (words - 900) / 400);
}

export function structure(parsed: ParsedCv): Acc {
  const acc = newAcc();
  const w = parsed.wordCount;
  const lp = lengthPoints(w);
  acc.points += lp;
  if (w < 300) rec(acc, 'too_short', 5 - lp, { words: w, name: parsed.contact.name ?? '' });
  else if (w > 900) rec(acc, 'too_long', 5 - lp, { words: w, pages: Math.round(w / 450) });
  else str(acc, 'ideal_length', 5, { words: w });

  const order = parsed.sections;
  const first = order[0];
  let orderPts = 0;
  if (first === 'summary' || first === 'experience' || first === 'education') orderPts += 1.5;
  const coreIdx = Math.max(order.indexOf('experience'), order.indexOf('education'));
  const tail = ['references', 'interests']
    .map((k) => order.indexOf(k as SectionKey))
    .filter((i) => i >= 0);
  if (coreIdx >= 0 && tail.every((i) => i > coreIdx)) orderPts += 1.5;
  else if (coreIdx < 0 && order.length > 0) orderPts += 0.5;
  acc.points += orderPts;
  if (orderPts < 3 && first && coreIdx >= 0) {
    rec(acc, 'section_order', 3 - orderPts, {
      first,
      core: order.includes('experience') ? 'experience' : 'education',
    });
  }

  const exp = parsed.experience;
  if (exp.length > 0) {
    const dated = exp.filter((e) => e.start).length;
    acc.points += (3 * dated) / exp.length;
    const withBullets = exp.filter((e) => e.bullets.length > 0);
    acc.points += withBullets.length / exp.length;
    const avg = exp.reduce((s, e) => s + e.bullets.length, 0) / exp.length;
    if (avg >= 2 && avg <= 6) acc.points += 1;
    else if (avg > 6) {
      const busiest = [...exp].sort((a, b) => b.bullets.length - a.bullets.length)[0]!;
      rec(acc, 'too_many_bullets', 1, {
        role: busiest.title,
        company: busiest.company,
        count: busiest.bullets.length,
      });
    }
    const bare = exp.find((e) => e.bullets.length === 0 && roleName(e));
    if (bare && withBullets.length > 0) {
      rec(acc, 'add_bullets', 1 + 1 / exp.length, {
        role: bare.title,
        company: bare.company,
        period: entryPeriod(bare),
      });
    }
  } else if (parsed.education.length > 0) {
    const dated = parsed.education.filter((e) => e.start || e.end).length;
    acc.points += (2 * dated) / parsed.education.length;
    if (parsed.sections.includes('projects') || parsed.sections.includes('organizations'))
      acc.points += 1;
  }
  const n = order.length;
  acc.points += n >= 5 ? 2 : n >= 3 ? 1 : 0;
  if (acc.points >= 12.5) {
    str(acc, 'clear_structure', acc.points, { sections: order.slice(0, 5).join(','), count: n });
  }
  return acc;
}
