/**
 * A 3–4 sentence professional summary from the parsed facts only, in the CV's language. Each
 * sentence slot has several templates; the seed picks them, so consecutive seeds (regenerate) give
 * a different wording of the same facts. Nothing is invented: a slot without facts is left out.
 * The templates are data: lexicon/summary-phrases.ts.
 */
import type { EducationEntry, ExperienceEntry, ParsedCv } from '../types.ts';
import { SUMMARY_PHRASES, type SummaryPhrases } from '../lexicon/summary-phrases.ts';
import { cleanEntry, isJunior, plausibleName, roleLike } from '../score/score-entries.ts';
import { hasMetric } from '../score/score-text.ts';
import { isStudyTimeRole, professionalYears } from '../score/experience-years.ts';
import { isIndustrySkill } from '../score/job-match.ts';
import { skillEntry } from '../fields/skills.ts';
import { improveBullet, startsWithActionVerb, stripBulletMarker } from './bullets.ts';

export interface SummaryOptions {
  seed?: number | string;
  /** Reference date for years of experience (default: now). */
  now?: Date;
  /**
   * State the years of experience (default true). The revised CV leaves them out: a count
   * computed from the dates is a number the CV itself does not print.
   */
  years?: boolean;
}

interface Facts {
  title: string;
  company: string;
  years: number;
  skills: string[];
  degree: string;
  field: string;
  institution: string;
  achievement: string;
  current: boolean;
  roles: number;
  projects: string[];
  /** An internship or committee role, for a CV without professional roles. */
  junior: { title: string; company: string } | null;
}

function seedNumber(seed: number | string | undefined): number {
  if (seed === undefined) return 0;
  if (typeof seed === 'number') return Math.abs(Math.trunc(seed));
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Template index for a slot: consecutive seeds always differ in every slot with ≥ 2 templates. */
function pick<T>(options: T[], seed: number, slot: number): T {
  return options[(seed + slot * 7) % options.length]!;
}

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function lowerFirst(text: string): string {
  if (/^[A-Z]{2,}/u.test(text)) return text; // acronyms stay
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const HIGHER_ED =
  /universit|institut|politeknik|polytechnic|sekolah tinggi|college|akademi|academy|school of|\bS[123]\b|\bD[1-4]\b|bachelor|master|sarjana|diploma|ph\.?d|magister|doctor/iu;

/** The highest-looking education entry (a university before a high school), else the first. */
function mainEducation(edu: EducationEntry[]): EducationEntry | undefined {
  const named = edu.filter((e) => e.institution.trim() || e.degree.trim());
  return named.find((e) => HIGHER_ED.test(`${e.institution} ${e.degree}`)) ?? named[0];
}

/** The current (else most recent) entry whose title names a job; internships count last. */
function latestRole(exp: ExperienceEntry[]): ExperienceEntry | undefined {
  const roles = exp.map(cleanEntry).filter((e) => e.title);
  const byRecency = [...roles].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      (b.end ?? b.start ?? '').localeCompare(a.end ?? a.start ?? ''),
  );
  // The current (else most recent) role, even an internship: an older professional-sounding
  // role (a student ambassador) must not be presented as what the person does now.
  const latest = byRecency[0];
  if (latest && (latest.current || !isJunior(latest.title))) return latest;
  return byRecency.find((e) => !isJunior(e.title)) ?? latest;
}

const PROJECT_WORDS =
  /(?<![\p{L}])(?:aplikasi|app|application|website|web|situs|sistem|system|dashboard|platform|game|bot|chatbot|tool|robot|alat|api|portal|prototype|prototipe|model|analisis|analysis)(?![\p{L}])/iu;

/** Trims parser leftovers: trailing "in"/"di", punctuation, doubled spaces. */
function tidy(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(/(?:\s+(?:in|di|of|dalam))+\s*[.,]?\s*$/iu, '')
    .replace(/^[\s.,;:–-]+|[\s.,;:–-]+$/gu, '')
    .trim();
}

/** Hard skills first, those typical of the industry before the others; list order otherwise. */
function topSkills(parsed: ParsedCv): string[] {
  const hard = parsed.skills.filter((s) => !skillEntry(s)?.soft);
  const relevant = hard.filter((s) => isIndustrySkill(s, parsed.industry));
  const rest = hard.filter((s) => !relevant.includes(s));
  const soft = parsed.skills.filter((s) => skillEntry(s)?.soft);
  return [...relevant, ...rest, ...soft];
}

function facts(parsed: ParsedCv, now: Date): Facts {
  const role = latestRole(parsed.experience);
  const edu = mainEducation(parsed.education);
  const bullet = parsed.experience.flatMap((e) => e.bullets).find((b) => hasMetric(b));
  // Only internships/committee roles, or roles of a student: introduce the person by education,
  // mention the role after.
  const junior =
    role && (isJunior(role.title) || isStudyTimeRole(role, parsed.education, now))
      ? role
      : undefined;
  return {
    title: role && !junior ? tidy(role.title) : '',
    company: role && !junior ? tidy(role.company) : '',
    junior: junior ? { title: tidy(junior.title), company: tidy(junior.company) } : null,
    // Years of professional work, as the CV states them or else counted without overlaps,
    // internships, committee work and study-time roles.
    years: professionalYears(parsed, now),
    skills: topSkills(parsed).slice(0, 4),
    degree: tidy(edu?.degree ?? ''),
    field:
      edu && !tidy(edu.degree).toLowerCase().includes(tidy(edu.field).toLowerCase())
        ? tidy(edu.field)
        : '',
    institution: tidy(edu?.institution ?? ''),
    achievement: bullet ? improveBullet(stripBulletMarker(bullet), parsed.language) : '',
    current: role?.current ?? false,
    roles: parsed.experience.length,
    projects: parsed.projects
      .map((p) => tidy(p))
      .filter((p) => {
        const words = p.split(/\s+/u).length;
        if (!plausibleName(p) || startsWithActionVerb(p)) return false;
        if (roleLike(p) && !PROJECT_WORDS.test(p)) return false; // "Back-end Developer" lines
        if (words < 2 || words > 7 || /[@,]|:\/\/|^project\s*\d+$/iu.test(p)) return false;
        return !(p === p.toUpperCase() && words > 3);
      })
      .slice(0, 2),
  };
}

/** The summary's sentences from the facts, in the phrasing's language, the seed picking each. */
function sentences(f: Facts, seed: number, P: SummaryPhrases): string[] {
  const out: string[] = [];
  const skills = joinList(f.skills, P.and);
  const study = [f.degree, f.field].filter(Boolean).join(P.studyJoin);
  if (f.title) out.push(pick(P.role(f), seed, 0));
  else if (study || f.institution) out.push(pick(P.graduate(study, f.institution), seed, 0));
  if (skills) out.push(pick(P.skills(skills), seed, 1));
  if (f.achievement) out.push(pick(P.achievement(lowerFirst(f.achievement)), seed, 2));
  if (f.junior) out.push(pick(P.junior(f.junior.title, f.junior.company), seed, 4));
  if (!f.title && !f.achievement && f.projects.length > 0) {
    out.push(pick(P.projects(joinList(f.projects, P.and)), seed, 2));
  }
  if (f.title && (study || f.institution)) {
    out.push(pick(P.education(study, f.institution), seed, 3));
  } else if (!f.title && f.roles === 0 && skills) out.push(pick(P.firstRole, seed, 3));
  return out;
}

/** A sentence from certifications or languages, for sparse CVs (facts as printed only). */
function credentialSentence(parsed: ParsedCv, seed: number, P: SummaryPhrases): string {
  const certs = parsed.certifications
    .map((c) => tidy(c))
    .filter((c) => plausibleName(c) && c.split(/\s+/u).length >= 2 && !/[@,]/u.test(c))
    .slice(0, 2);
  if (certs.length > 0) return pick(P.certifications(joinList(certs, P.and)), seed, 5);
  const langs = parsed.languages
    .map((l) => tidy(l.replace(/\([^)]*\)/gu, '')))
    .filter((l) => plausibleName(l) && l.split(/\s+/u).length <= 3)
    .slice(0, 3);
  if (langs.length > 0) return pick(P.languages(joinList(langs, P.and)), seed, 5);
  return '';
}

/** A professional summary in parsed.language from the parsed facts; the seed picks the wording. */
export function generateSummary(parsed: ParsedCv, opts: SummaryOptions = {}): string {
  const f = facts(parsed, opts.now ?? new Date());
  if (opts.years === false) f.years = 0;
  const seed = seedNumber(opts.seed);
  const P = SUMMARY_PHRASES[parsed.language === 'id' ? 'id' : 'en'];
  const out = sentences(f, seed, P);
  if (out.length > 0 && out.length < 3) {
    const extra = credentialSentence(parsed, seed, P);
    // Right after the opening sentence, before any closing "ready to …" sentence.
    if (extra) out.splice(Math.min(out.length, 1), 0, extra);
  }
  if (out.length === 0) return P.empty(parsed.contact.name);
  return out.slice(0, 4).join(' ').replace(/\.\./gu, '.');
}
