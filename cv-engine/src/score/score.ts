/**
 * The explainable CV rubric. Six sub-scores add up to the 0–100 total:
 *
 * | key          | max | what earns points |
 * |--------------|-----|-------------------|
 * | completeness | 25  | name 1, email 2, phone 2, location 1, LinkedIn 2; summary 4 (headed, ≥ 12 words; an unheaded intro ≥ 25 words 3); experience 7 (two or more job-titled entries; one 5; entries without a job title 4; projects/organisations only 2); education 3; a skills section 3 |
 * | impact       | 20  | achievement lines with a number (%, Rp/$, counts; not years, dates, phones): 1 → 4 … 5+ → 12; share of bullets opening with an action verb × 6; result verbs (increased, menghemat …) 2 |
 * | ats          | 15  | standard headings: experience 2, education 2, skills 2; dated entries 3; no line over 250 characters outside the summary 2; no table/glyph garbage 2; bullets 2 |
 * | skills       | 15  | breadth: distinct hard skills 5; evidence: skills named in work/project lines 5; relevance: skills typical of the detected industry 5 (with a job description: share of its keywords the CV has × 5) |
 * | structure    | 15  | length 5 (300–900 words, sloping outside); section order 3; entries with dates 3; entries with bullets and 2–6 bullets per entry 2; number of sections 2 |
 * | language     | 10  | one heading language 2; bullets in the CV's language 1; no doubled words 1; no opening word on ≥ 40% of (≥ 4) bullets 1; one date format (and month language) 2; valid dates 3 (an end before its start −2, a second −1, a future start −1) |
 *
 * ATS and language points are scaled down for CVs under 200 words (at least 40% kept): a
 * near-empty CV is trivially "consistent".
 *
 * Every criterion that loses points yields a recommendation (a Finding whose impact is the points the
 * change would gain); criteria that earn well yield strengths. Findings carry this CV's own facts.
 */
import type {
  ExperienceEntry,
  Finding,
  JobMatch,
  Locale,
  ParsedCv,
  SectionKey,
  SubScore,
  SubScoreKey,
} from '../types.ts';
import {
  hasBulletMarker,
  improveBullet,
  isWeakOpening,
  startsWithActionVerb,
  stripBulletMarker,
} from '../revise/bullets.ts';
import { isEndBeforeStart, monthIndex, todayYm, type DatedItem } from '../fields/dates.ts';
import { subScoreLabel } from './findings.ts';
import { industrySkills, isIndustrySkill, matchJob } from './job-match.ts';
import { languageScores } from '../segment/language.ts';
import { matchSkills, skillEntry } from '../fields/skills-lexicon.ts';

export const SUB_SCORE_MAX: Record<SubScoreKey, number> = {
  completeness: 25,
  impact: 20,
  ats: 15,
  skills: 15,
  structure: 15,
  language: 10,
};

export interface ScoreOptions {
  jobDescription?: string;
  /** Labels of the sub-scores (default 'id'). */
  locale?: Locale;
  /** Reference date for future-date checks (default: now). */
  now?: Date;
}

export interface ScoreResult {
  score: number;
  subScores: Record<SubScoreKey, SubScore>;
  strengths: Finding[];
  recommendations: Finding[];
  jobMatch?: JobMatch;
}

export * from './score-text.ts';
export * from './score-entries.ts';
import {
  achievementLineIndices,
  clip,
  bulletItems,
  hasMetric,
  normLine,
  quotable,
  sentenceLike,
} from './score-text.ts';
import {
  cleanEntry,
  entryPeriod,
  headingLanguage,
  isJunior,
  plausibleName,
  roleName,
  textDateRanges,
  dateStyle,
  EN_ONLY_MONTHS,
  ID_ONLY_MONTHS,
} from './score-entries.ts';

// ---------------------------------------------------------------------------------------------
// The rubric
// ---------------------------------------------------------------------------------------------

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const skillKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

interface Acc {
  points: number;
  strengths: Finding[];
  recs: Finding[];
}

function rec(acc: Acc, code: string, impact: number, params: Finding['params']): void {
  acc.recs.push({ code, impact: round1(impact), params });
}
function str(acc: Acc, code: string, impact: number, params: Finding['params']): void {
  acc.strengths.push({ code, impact: round1(impact), params });
}

function completeness(parsed: ParsedCv): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
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

function impact(parsed: ParsedCv, text: string, zoneIdx: number[]): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
  const lines = text.split('\n');
  // A wrapped bullet counts once: a PDF prints "… reduced office" / "supply costs by 14%" as two
  // lines, a DOCX as one paragraph, and the achievement is the same.
  const groups: number[][] = [];
  for (const i of zoneIdx) {
    const prev = groups[groups.length - 1];
    const line = lines[i]!.trim();
    const wraps = !hasBulletMarker(line) && /^[\p{Ll}\d(&$%]/u.test(line);
    if (prev && prev[prev.length - 1] === i - 1 && wraps) prev.push(i);
    else groups.push([i]);
  }
  const quantified = groups.filter((g) => g.some((i) => hasMetric(lines[i]!))).map((g) => g[0]!);
  const q = quantified.length;
  const qPts = q === 0 ? 0 : Math.min(12, 4 + 2 * (q - 1));
  acc.points += qPts;
  if (q >= 2) {
    // The whole bullet when the parser joined a wrapped line, else the line as printed.
    const line = stripBulletMarker(lines[quantified[0]!]!.trim());
    const whole = parsed.experience
      .flatMap((e) => e.bullets)
      .find((b) => normLine(b).includes(normLine(line)));
    const example = whole ? stripBulletMarker(whole.trim()) : line;
    str(acc, 'quantified_bullets', qPts, { count: q, example: clip(example, 120) });
  }
  // Roles without a number: the most recent three.
  const unquantified = parsed.experience.filter(
    (e) => roleName(e) && e.bullets.length > 0 && !e.bullets.some((b) => hasMetric(b)),
  );
  const perRole = q === 0 ? 4 : Math.min(2, 12 - qPts);
  unquantified.slice(0, 3).forEach((e, k) => {
    rec(acc, 'quantify_role', Math.max(0.5, perRole - k * 0.5), {
      role: e.title,
      company: e.company,
      period: entryPeriod(e),
    });
  });
  if (q === 0 && unquantified.length === 0) {
    const all = bulletItems(parsed, text, zoneIdx).filter(quotable);
    const example = all.find((b) => startsWithActionVerb(b)) ?? all[0];
    if (example) rec(acc, 'quantify_bullets', 4, { example: clip(example, 120) });
  }

  const items = bulletItems(parsed, text, zoneIdx);
  if (items.length > 0) {
    const verbs = items.filter((b) => startsWithActionVerb(b));
    const ratio = verbs.length / items.length;
    acc.points += 6 * ratio;
    if (ratio >= 0.6 && verbs.length >= 3) {
      str(acc, 'action_verbs', 6 * ratio, {
        count: verbs.length,
        total: items.length,
        example: clip(verbs[0]!, 100),
      });
    }
    const weak = items.filter((b) => isWeakOpening(b) || !startsWithActionVerb(b));
    const improvable = weak.find((b) => isWeakOpening(b) && quotable(stripBulletMarker(b.trim())));
    const weakest = improvable ?? (ratio < 0.6 ? weak.find(sentenceLike) : undefined);
    if (weakest) {
      const bullet = stripBulletMarker(weakest.trim()).replace(/\s+/gu, ' ');
      const improved = improveBullet(weakest, parsed.language);
      const same = improved.replace(/[\s.;,:!]+$/u, '') === bullet.replace(/[\s.;,:!]+$/u, '');
      rec(acc, 'weak_verbs', clamp((6 * weak.length) / items.length, 0.5, 6), {
        bullet: clip(bullet, 120),
        improved: same ? '' : clip(improved, 120),
        count: weak.length,
        // The verbs it suggests are the CV's own language, whatever the reader's.
        cvLang: parsed.language,
      });
    }
    const resultWords =
      /\b(?:meningkatkan|menurunkan|mengurangi|menghemat|mempercepat|mencapai|melampaui|increased|reduced|decreased|saved|grew|improved|boosted|cut|achieved|exceeded|accelerated|generated|won|meraih|memenangkan)\b/iu;
    const results = items.filter((b) => resultWords.test(b)).length;
    acc.points += results >= 2 ? 2 : results === 1 ? 1 : 0;
  } else if (parsed.experience.some((x) => roleName(x))) {
    const e = parsed.experience.find((x) => roleName(x))!;
    rec(acc, 'add_bullets', 6, { role: e.title, company: e.company, period: entryPeriod(e) });
  }
  return acc;
}

function ats(parsed: ParsedCv, text: string, zoneIdx: number[]): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
  const has = (k: SectionKey) => parsed.sections.includes(k);
  if (has('experience')) acc.points += 2;
  else if (has('projects') || has('organizations')) acc.points += 1;
  if (has('education')) acc.points += 2;
  if (has('skills')) acc.points += 2;
  const unmapped = parsed.otherHeadings.slice(0, 3);
  if (unmapped.length > 0 && (!has('experience') || !has('skills'))) {
    rec(acc, 'nonstandard_headings', 1, { headings: unmapped.join(', ') });
  }
  const entries: { start: string | null; end: string | null }[] = [
    ...parsed.experience,
    ...parsed.education,
  ];
  if (entries.length > 0) {
    // A range that ends before it starts cannot be read as a period.
    const dated = entries.filter(
      (e) =>
        (e.start || e.end) && !isEndBeforeStart({ start: e.start, end: e.end, current: false }),
    ).length;
    acc.points += (3 * dated) / entries.length;
    const undated = parsed.experience.filter((e) => !e.start && !e.end);
    if (undated[0] && roleName(undated[0])) {
      rec(acc, 'missing_dates', (3 * undated.length) / entries.length, {
        role: undated[0].title,
        company: undated[0].company,
        count: undated.length,
      });
    }
  }
  const lines = text.split('\n');
  // Paragraph-long lines outside the summary (DOCX paragraphs of a summary are fine).
  const summaryNorm = normLine(parsed.summaryText ?? '');
  // A bullet is judged as a bullet whatever the file's line wrapping: a PDF wraps a 300-character
  // bullet over three lines, a DOCX keeps it one paragraph. Only a bullet past four printed lines
  // (about 400 characters) is a wall of text.
  const long = lines.filter((l) => {
    const t = l.trim();
    if (summaryNorm.includes(normLine(l))) return false;
    return t.length > (/^[•●▪◦\-*–]\s/u.test(t) ? 400 : 250);
  });
  acc.points += long.length === 0 ? 2 : long.length <= 2 ? 1 : 0;
  if (long.length > 0) {
    rec(acc, 'long_lines', long.length <= 2 ? 1 : 2, {
      count: long.length,
      example: clip(long[0]!, 60),
    });
  }
  const garbage = lines.filter(
    (l) =>
      /\uFFFD|\(cid:\d+\)|[\uE000-\uF8FF]/u.test(l) ||
      (l.match(/\S {4,}\S/gu)?.length ?? 0) >= 3 ||
      (l.match(/\t/gu)?.length ?? 0) >= 3,
  );
  acc.points += garbage.length === 0 ? 2 : garbage.length <= 2 ? 1 : 0;
  if (garbage.length > 0) {
    rec(acc, 'table_garbage', garbage.length <= 2 ? 1 : 2, {
      count: garbage.length,
      example: clip(garbage[0]!.replace(/\s+/gu, ' '), 60),
    });
  }
  const bulletCount =
    lines.filter((l) => hasBulletMarker(l)).length +
    parsed.experience.reduce((n, e) => n + e.bullets.length, 0);
  if (bulletCount >= 3) acc.points += 2;
  else if (bulletCount > 0 || zoneIdx.length >= 3) acc.points += 1;
  if (acc.points >= 13) {
    const std = parsed.sectionBlocks
      .filter((b) => b.heading.trim() && ['experience', 'education', 'skills'].includes(b.key))
      .map((b) => b.heading.trim().replace(/\s+/gu, ' '));
    str(acc, 'ats_friendly', acc.points, { headings: [...new Set(std)].slice(0, 4).join(', ') });
  }
  return acc;
}

function skills(
  parsed: ParsedCv,
  text: string,
  zoneIdx: number[],
  jobMatch: JobMatch | undefined,
): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
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

export function containsTerm(lowerText: string, term: string): boolean {
  const t = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`, 'u').test(lowerText);
}

/** Share of the ATS and language points a CV of this length can earn (1 from 200 words on). */
export function thinFactor(words: number): number {
  return clamp(words / 200, 0.4, 1);
}

/** Length points: 5 inside 300–900 words, sloping down outside. */
export function lengthPoints(words: number): number {
  if (words >= 300 && words <= 900) return 5;
  if (words < 300) return Math.max(0, (5 * (words - 100)) / 200);
  return Math.max(1, 5 - (words - 900) / 400);
}

function structure(parsed: ParsedCv): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
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

/** Other openings for verbs CVs overuse. */
const VERB_ALTERNATIVES: Record<string, string[]> = {
  membuat: ['Mengembangkan', 'Merancang', 'Menyusun'],
  melakukan: ['Melaksanakan', 'Menjalankan', 'Menyelesaikan'],
  mengelola: ['Memimpin', 'Mengoordinasikan', 'Mengawasi'],
  membantu: ['Mendukung', 'Memfasilitasi', 'Berkolaborasi dengan'],
  mengerjakan: ['Menyelesaikan', 'Mengembangkan', 'Membangun'],
  developed: ['Built', 'Engineered', 'Implemented'],
  managed: ['Led', 'Coordinated', 'Oversaw'],
  worked: ['Collaborated', 'Contributed', 'Delivered'],
  created: ['Designed', 'Built', 'Produced'],
  helped: ['Supported', 'Enabled', 'Facilitated'],
  responsible: ['Led', 'Owned', 'Managed'],
  used: ['Applied', 'Leveraged', 'Utilised'],
};

function language(parsed: ParsedCv, text: string, items: string[], now: Date): Acc {
  const acc: Acc = { points: 0, strengths: [], recs: [] };
  const headings = [...parsed.sectionBlocks.map((b) => b.heading), ...parsed.otherHeadings].filter(
    Boolean,
  );
  const langs = headings.map((h) => ({ h, l: headingLanguage(h) })).filter((x) => x.l);
  const idH = langs.filter((x) => x.l === 'id');
  const enH = langs.filter((x) => x.l === 'en');
  if (idH.length > 0 && enH.length > 0) {
    const minority = idH.length >= enH.length ? enH : idH;
    const majority = idH.length >= enH.length ? 'id' : 'en';
    rec(acc, 'mixed_headings', 2, {
      headings: [...new Set(minority.map((x) => x.h.trim()))].slice(0, 3).join(', '),
      lang: majority,
    });
  } else acc.points += 2;

  // Bullets in the other language than the CV's (an English role among Indonesian ones).
  const other = items.filter((b) => {
    if (b.split(/\s+/u).length < 5) return false;
    const sc = languageScores(b);
    return parsed.language === 'id' ? sc.en > sc.id + 1 : sc.id > sc.en + 1;
  });
  if (other.length >= 2 && other.length / Math.max(1, items.length) >= 0.25) {
    rec(acc, 'mixed_language_bullets', 1, {
      count: other.length,
      example: clip(stripBulletMarker(other[0]!.trim()), 100),
      lang: parsed.language,
    });
  } else acc.points += 1;

  const lines = text.split('\n');
  const doubled: string[] = [];
  for (const line of lines) {
    for (const m of line.matchAll(/(?<![\p{L}\p{N}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}])/giu))
      doubled.push(m[0]);
  }
  acc.points += doubled.length === 0 ? 1 : 0;
  if (doubled[0])
    rec(acc, 'doubled_words', 1, {
      example: doubled[0],
      count: doubled.length,
    });

  // The same opening word on many bullets ("Membuat …" five times) reads repetitive.
  const openings = new Map<string, number>();
  for (const b of items) {
    const w = (stripBulletMarker(b.trim()).split(/\s+/u)[0] ?? '').replace(/[^\p{L}-]/gu, '');
    if (w.length >= 3) openings.set(w.toLowerCase(), (openings.get(w.toLowerCase()) ?? 0) + 1);
  }
  const [verb, count] = [...openings.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count >= 4 && count / items.length >= 0.4) {
    const alternatives = VERB_ALTERNATIVES[verb] ?? [];
    rec(acc, 'repeated_verb', 1, {
      verb: verb.charAt(0).toUpperCase() + verb.slice(1),
      count,
      alternatives: alternatives.join(', '),
    });
  } else acc.points += 1;

  const ranges = textDateRanges(text);
  const styles = new Set(ranges.map((r) => dateStyle(r.raw)));
  const monthLangs = new Set<string>();
  for (const r of ranges) {
    if (ID_ONLY_MONTHS.test(r.raw)) monthLangs.add('id');
    if (EN_ONLY_MONTHS.test(r.raw)) monthLangs.add('en');
  }
  let fmt = 2;
  if (styles.has('name') && styles.has('numeric')) fmt -= 1;
  if (monthLangs.size > 1) fmt -= 1;
  acc.points += fmt;
  if (fmt < 2) {
    const a = ranges.find((r) => dateStyle(r.raw) === 'numeric' || EN_ONLY_MONTHS.test(r.raw));
    const b = ranges.find(
      (r) =>
        r !== a && (dateStyle(r.raw) !== dateStyle(a?.raw ?? '') || ID_ONLY_MONTHS.test(r.raw)),
    );
    rec(acc, 'date_format_mixed', 2 - fmt, { a: a?.raw ?? '', b: b?.raw ?? '' });
  }

  // End before start, in the text and in the parsed entries; future starts of work entries.
  const bad: { role: string; start: string; end: string }[] = [];
  for (const r of ranges) {
    if (isEndBeforeStart(r))
      bad.push({
        role: r.label,
        start: r.raw.split(/\s*[-–—]\s*|\s+(?:to|sampai|hingga|s\/d)\s+/iu)[0] ?? '',
        end: r.raw,
      });
  }
  for (const e of parsed.experience) {
    if (isEndBeforeStart(e) && !bad.some((b) => b.role.includes(e.title))) {
      bad.push({
        role: [e.title, e.company].filter(Boolean).join(' – '),
        start: e.start ?? '',
        end: e.end ?? '',
      });
    }
  }
  const nowIdx = monthIndex(todayYm(now));
  const future = parsed.experience.filter((e) => e.start && monthIndex(e.start) > nowIdx);
  let valid =
    3 - 2 * Math.min(1, bad.length) - (bad.length > 1 ? 1 : 0) - (future.length > 0 ? 1 : 0);
  valid = Math.max(0, valid);
  acc.points += valid;
  const badRanges = ranges.filter((r) => isEndBeforeStart(r));
  bad.forEach((b, k) => {
    const r = badRanges[k];
    rec(acc, 'date_inconsistent', k === 0 ? 2 : 1, {
      role: b.role,
      dates: r ? r.raw : `${b.start} – ${b.end}`,
    });
  });
  for (const e of future.slice(0, 1)) {
    rec(acc, 'future_date', 1, { role: e.title, company: e.company, date: e.start ?? '' });
  }
  if (acc.points >= 9.5) {
    str(acc, 'consistent_language', acc.points, {
      lang: parsed.language,
      headings: headings.slice(0, 3).join(', '),
    });
  }
  return acc;
}

function educationStrength(parsed: ParsedCv): Finding[] {
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

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  sebelas: 11,
};
const COUNT = `(\\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})\\s*\\+?`;
/** "three years of experience", "5+ years' experience", "7 tahun pengalaman", "pengalaman 3 tahun". */
const STATED_YEARS = new RegExp(
  [
    `(?<![\\p{L}\\d])${COUNT}\\s*(?:years?|yrs?)['’]?\\s+(?:of\\s+)?(?:[\\p{L}-]+\\s+){0,2}?experience`,
    `(?<![\\p{L}\\d])${COUNT}\\s*tahun\\s+(?:\\p{L}+\\s+)?pengalaman`,
    `pengalaman\\s+(?:\\p{L}+\\s+){0,3}?(?:selama\\s+|lebih\\s+dari\\s+)?${COUNT}\\s*tahun`,
  ].join('|'),
  'iu',
);

/** The years of experience the CV states itself ("three years of experience"), else null. */
export function statedYears(text: string | null | undefined): number | null {
  const m = text ? STATED_YEARS.exec(text.replace(/\s+/gu, ' ')) : null;
  if (!m) return null;
  const n = (m[1] ?? m[2] ?? m[3] ?? '').toLowerCase();
  return /^\d+$/u.test(n) ? Number(n) : (NUMBER_WORDS[n] ?? null);
}

const POSTGRADUATE = /\b(?:master|magister|mba|m\.?sc|s2|s3|ph\.?d|doctor|doktor)\b/iu;
const PART_TIME =
  /(?<![\p{L}])(?:part[\s-]?time|paruh\s+waktu|freelance|lepas|asisten\s+(?:dosen|laboratorium|lab)|teaching\s+assistant|research\s+assistant)(?![\p{L}])/iu;

/**
 * A role held while studying: it began during a (first-degree or school) study period and is
 * an internship, committee or part-time role, or the study is still going on (a student's
 * roles are student jobs). Such roles are no years of professional experience.
 */
export function isStudyTimeRole(
  e: ExperienceEntry,
  education: ParsedCv['education'],
  now: Date,
): boolean {
  if (!e.start) return false;
  const start = monthIndex(e.start);
  const today = monthIndex(todayYm(now));
  return education.some((s) => {
    if (!s.start || POSTGRADUATE.test(`${s.degree} ${s.institution}`)) return false;
    const from = monthIndex(s.start);
    const to = s.current ? Number.POSITIVE_INFINITY : s.end ? monthIndex(s.end, true) : from + 11;
    // Still studying: ongoing, or an expected end ("2023 – 2027") still ahead.
    const ongoing = to >= today;
    if (start < from || start > to) return false;
    return ongoing || isJunior(e.title) || PART_TIME.test(`${e.title} ${e.company}`);
  });
}

/**
 * Whole years of professional experience: dated roles without internships, committee work and
 * study-time roles, overlapping periods counted once. When the CV states its own figure
 * ("three years of experience"), that figure: the analysis never contradicts the CV.
 */
export function professionalYears(parsed: ParsedCv, now: Date): number {
  const stated = statedYears(parsed.summaryText);
  if (stated !== null) return stated;
  const work = parsed.experience.filter(
    (e) =>
      e.start && roleName(e) && !isJunior(e.title) && !isStudyTimeRole(e, parsed.education, now),
  );
  return Math.floor(totalMonthsOf(work, now) / 12);
}

function experienceStrength(parsed: ParsedCv, now: Date): Finding[] {
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

function totalMonthsOf(items: DatedItem[], now: Date): number {
  const nowIdx = monthIndex(todayYm(now));
  const spans = items
    .filter((i) => i.start && !isEndBeforeStart(i))
    .map((i) => {
      const s = monthIndex(i.start!);
      const e = i.current ? nowIdx : i.end ? monthIndex(i.end, true) : monthIndex(i.start!, true);
      return [s, Math.min(e, nowIdx)] as [number, number];
    })
    .filter(([s, e]) => e >= s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cur: [number, number] | null = null;
  for (const sp of spans) {
    if (!cur || sp[0] > cur[1] + 1) {
      if (cur) total += cur[1] - cur[0] + 1;
      cur = [sp[0], sp[1]];
    } else cur[1] = Math.max(cur[1], sp[1]);
  }
  if (cur) total += cur[1] - cur[0] + 1;
  return total;
}

export { totalMonthsOf as experienceMonths };

/** For a thin CV: what it does have (skills, an education entry, a role), still named. */
function modestStrengths(parsed: ParsedCv, have: Finding[]): Finding[] {
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

/** Sorts by impact (points), highest first; stable for ties. */
export function byImpact(findings: Finding[]): Finding[] {
  return findings
    .map((f, i) => ({ f, i }))
    .sort((a, b) => b.f.impact - a.f.impact || a.i - b.i)
    .map((x) => x.f);
}

/** Scores a parsed CV; `text` is the text it was parsed from. */
export function scoreCv(input: ParsedCv, text: string, opts: ScoreOptions = {}): ScoreResult {
  const parsed: ParsedCv = { ...input, experience: input.experience.map(cleanEntry) };
  const locale = opts.locale ?? 'id';
  const now = opts.now ?? new Date();
  const jobMatch = opts.jobDescription?.trim()
    ? matchJob(parsed, text, opts.jobDescription)
    : undefined;
  const zoneIdx = achievementLineIndices(parsed, text);
  const items = bulletItems(parsed, text, zoneIdx);
  const parts: Record<SubScoreKey, Acc> = {
    completeness: completeness(parsed),
    impact: impact(parsed, text, zoneIdx),
    ats: ats(parsed, text, zoneIdx),
    skills: skills(parsed, text, zoneIdx, jobMatch),
    structure: structure(parsed),
    language: language(parsed, text, items, now),
  };
  // Format and language checks prove little on a near-empty CV: below 200 words they count
  // proportionally (at least 40%).
  const thin = thinFactor(parsed.wordCount);
  parts.ats.points *= thin;
  parts.language.points *= thin;
  if (thin < 1) {
    parts.ats.strengths = [];
    parts.language.strengths = [];
  }
  const subScores = {} as Record<SubScoreKey, SubScore>;
  let score = 0;
  for (const key of Object.keys(SUB_SCORE_MAX) as SubScoreKey[]) {
    const max = SUB_SCORE_MAX[key];
    const value = clamp(Math.round(parts[key].points), 0, max);
    subScores[key] = { score: value, max, label: subScoreLabel(key, locale) };
    score += value;
  }
  const strengths = [
    ...Object.values(parts).flatMap((p) => p.strengths),
    ...educationStrength(parsed),
    ...experienceStrength(parsed, now),
  ];
  if (strengths.length < 2) strengths.push(...modestStrengths(parsed, strengths));
  const recommendations = Object.values(parts).flatMap((p) => p.recs);
  if (jobMatch) {
    if (jobMatch.missing.length > 0) {
      recommendations.push({
        code: 'job_missing_keywords',
        impact: round1(
          Math.min(
            6,
            (6 * jobMatch.missing.length) /
              Math.max(1, jobMatch.matched.length + jobMatch.missing.length),
          ) + 1,
        ),
        params: {
          keywords: jobMatch.missing.slice(0, 6).join(', '),
          count: jobMatch.missing.length,
          score: jobMatch.score,
        },
      });
    }
    if (jobMatch.matched.length >= 3) {
      strengths.push({
        code: 'job_match_strong',
        impact: round1((6 * jobMatch.score) / 100),
        params: { keywords: jobMatch.matched.slice(0, 5).join(', '), score: jobMatch.score },
      });
    }
  }
  const result: ScoreResult = {
    score,
    subScores,
    strengths: byImpact(strengths).slice(0, 8),
    recommendations: byImpact(recommendations.filter((r) => r.impact > 0)).slice(0, 10),
  };
  if (jobMatch) result.jobMatch = jobMatch;
  return result;
}
