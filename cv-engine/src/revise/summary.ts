/**
 * A 3–4 sentence professional summary from the parsed facts only, in the CV's language. Each
 * sentence slot has several templates; the seed picks them, so consecutive seeds (regenerate) give
 * a different wording of the same facts. Nothing is invented: a slot without facts is left out.
 */
import type { EducationEntry, ExperienceEntry, Lang, ParsedCv } from '../types.ts';
import {
  cleanEntry,
  hasMetric,
  isStudyTimeRole,
  professionalYears,
  isJunior,
  plausibleName,
  roleLike,
} from '../score/score.ts';
import { isIndustrySkill } from '../score/job-match.ts';
import { skillEntry } from '../fields/skills-lexicon.ts';
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

function joinList(items: string[], lang: Lang): string {
  const and = lang === 'id' ? 'dan' : 'and';
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

function idSentences(f: Facts, seed: number): string[] {
  const out: string[] = [];
  const skills = joinList(f.skills, 'id');
  const study = [f.degree, f.field].filter(Boolean).join(' ');
  if (f.title) {
    const exp = f.years >= 1 ? `${f.years} tahun pengalaman` : 'pengalaman';
    const at = f.company
      ? f.current
        ? `, saat ini di ${f.company}`
        : `, terakhir di ${f.company}`
      : '';
    out.push(
      pick(
        [
          `${f.title} dengan ${exp} profesional${at}.`,
          `Profesional di bidang ${f.title} dengan ${exp}${at}.`,
          `Seorang ${f.title} berpengalaman${f.years >= 1 ? ` selama ${f.years} tahun` : ''}${at}.`,
          `Berkarier sebagai ${f.title}${f.years >= 1 ? ` selama ${f.years} tahun` : ''}${at}.`,
        ],
        seed,
        0,
      ),
    );
  } else if (study || f.institution) {
    const from = f.institution ? ` dari ${f.institution}` : '';
    out.push(
      pick(
        [
          study
            ? `Lulusan ${study}${from} yang siap berkontribusi di dunia kerja.`
            : `Menempuh pendidikan di ${f.institution} dan siap berkontribusi di dunia kerja.`,
          `Berlatar belakang pendidikan ${study ? `${study}${from}` : `di ${f.institution}`} dan bersemangat memulai karier profesional.`,
          `${study ? `Lulusan ${study}${from}` : `Berlatar belakang pendidikan di ${f.institution}`} dengan minat kuat untuk berkembang secara profesional.`,
        ],
        seed,
        0,
      ),
    );
  }
  if (skills) {
    out.push(
      pick(
        [
          `Menguasai ${skills}.`,
          `Keahlian utama meliputi ${skills}.`,
          `Terampil menggunakan ${skills}.`,
          `Memiliki kemampuan di bidang ${skills}.`,
        ],
        seed,
        1,
      ),
    );
  }
  if (f.achievement) {
    out.push(
      pick(
        [
          `Salah satu pencapaian: ${lowerFirst(f.achievement)}.`,
          `Pencapaian yang menonjol antara lain ${lowerFirst(f.achievement)}.`,
          `Terbukti memberi hasil nyata, misalnya ${lowerFirst(f.achievement)}.`,
        ],
        seed,
        2,
      ),
    );
  }
  if (f.junior) {
    const at = f.junior.company ? ` di ${f.junior.company}` : '';
    out.push(
      pick(
        [
          `Berpengalaman sebagai ${f.junior.title}${at}.`,
          `Berperan sebagai ${f.junior.title}${at}.`,
          `Memiliki pengalaman sebagai ${f.junior.title}${at}.`,
        ],
        seed,
        4,
      ),
    );
  }
  if (!f.title && !f.achievement && f.projects.length > 0) {
    const projects = joinList(f.projects, 'id');
    out.push(
      pick(
        [
          `Telah mengerjakan proyek ${projects}.`,
          `Pengalaman proyek meliputi ${projects}.`,
          `Portofolio proyeknya mencakup ${projects}.`,
        ],
        seed,
        2,
      ),
    );
  }
  if (f.title && (study || f.institution)) {
    const from = f.institution ? ` dari ${f.institution}` : '';
    out.push(
      pick(
        [
          study
            ? `Berlatar belakang pendidikan ${study}${from}.`
            : `Berlatar belakang pendidikan di ${f.institution}.`,
          study ? `Lulusan ${study}${from}.` : `Menempuh pendidikan di ${f.institution}.`,
          study
            ? `Menempuh pendidikan ${study}${from}.`
            : `Pernah menempuh pendidikan di ${f.institution}.`,
        ],
        seed,
        3,
      ),
    );
  } else if (!f.title && f.roles === 0 && skills) {
    out.push(
      pick(
        [
          `Siap menerapkan kemampuan tersebut dalam peran pertama dan terus belajar.`,
          `Bersemangat mengembangkan kemampuan tersebut di lingkungan kerja profesional.`,
          `Terbuka untuk peran awal karier yang memanfaatkan kemampuan tersebut.`,
        ],
        seed,
        3,
      ),
    );
  }
  return out;
}

function enSentences(f: Facts, seed: number): string[] {
  const out: string[] = [];
  const skills = joinList(f.skills, 'en');
  const study = [f.degree, f.field].filter(Boolean).join(' in ');
  if (f.title) {
    const years =
      f.years >= 1
        ? `${f.years} year${f.years === 1 ? '' : 's'} of experience`
        : 'hands-on experience';
    const at = f.company
      ? f.current
        ? `, currently at ${f.company}`
        : `, most recently at ${f.company}`
      : '';
    out.push(
      pick(
        [
          `${f.title} with ${years}${at}.`,
          `An experienced ${f.title} with ${years}${at}.`,
          `${f.title} bringing ${years}${at}.`,
          `Working as ${f.title}${f.years >= 1 ? ` for ${f.years} year${f.years === 1 ? '' : 's'}` : ''}${at}.`,
        ],
        seed,
        0,
      ),
    );
  } else if (study || f.institution) {
    const from = f.institution ? ` from ${f.institution}` : '';
    out.push(
      pick(
        [
          study
            ? `${study} graduate${from}, ready to contribute from day one.`
            : `Educated at ${f.institution} and ready to contribute from day one.`,
          `${study ? `Holds a ${study}${from}` : `Studied at ${f.institution}`} and is eager to start a professional career.`,
          `${study ? `A ${study} graduate${from}` : `Educated at ${f.institution}`}, with a strong drive to grow professionally.`,
        ],
        seed,
        0,
      ),
    );
  }
  if (skills) {
    out.push(
      pick(
        [
          `Skilled in ${skills}.`,
          `Core skills include ${skills}.`,
          `Proficient with ${skills}.`,
          `Brings expertise in ${skills}.`,
        ],
        seed,
        1,
      ),
    );
  }
  if (f.achievement) {
    out.push(
      pick(
        [
          `Notable achievement: ${lowerFirst(f.achievement)}.`,
          `Track record includes: ${lowerFirst(f.achievement)}.`,
          `Delivered measurable results, e.g. ${lowerFirst(f.achievement)}.`,
        ],
        seed,
        2,
      ),
    );
  }
  if (f.junior) {
    const at = f.junior.company ? ` at ${f.junior.company}` : '';
    out.push(
      pick(
        [
          `Gained experience as ${f.junior.title}${at}.`,
          `Has worked as ${f.junior.title}${at}.`,
          `Experience includes a role as ${f.junior.title}${at}.`,
        ],
        seed,
        4,
      ),
    );
  }
  if (!f.title && !f.achievement && f.projects.length > 0) {
    const projects = joinList(f.projects, 'en');
    out.push(
      pick(
        [
          `Has built projects such as ${projects}.`,
          `Project work includes ${projects}.`,
          `Portfolio projects include ${projects}.`,
        ],
        seed,
        2,
      ),
    );
  }
  if (f.title && (study || f.institution)) {
    const from = f.institution ? ` from ${f.institution}` : '';
    out.push(
      pick(
        [
          study ? `Holds a ${study}${from}.` : `Studied at ${f.institution}.`,
          `Educated${from}${study ? ` (${study})` : ''}.`,
          `Academic background: ${study ? `${study}${from}` : f.institution}.`,
        ],
        seed,
        3,
      ),
    );
  } else if (!f.title && f.roles === 0 && skills) {
    out.push(
      pick(
        [
          `Ready to apply these skills in a first role and keep learning.`,
          `Eager to develop these skills further in a professional team.`,
          `Open to early-career roles that put these skills to work.`,
        ],
        seed,
        3,
      ),
    );
  }
  return out;
}

/** A sentence from certifications or languages, for sparse CVs (facts as printed only). */
function credentialSentence(parsed: ParsedCv, seed: number): string {
  const lang = parsed.language;
  const certs = parsed.certifications
    .map((c) => tidy(c))
    .filter((c) => plausibleName(c) && c.split(/\s+/u).length >= 2 && !/[@,]/u.test(c))
    .slice(0, 2);
  if (certs.length > 0) {
    const list = joinList(certs, lang);
    return lang === 'id'
      ? pick([`Memiliki sertifikasi ${list}.`, `Telah menyelesaikan ${list}.`], seed, 5)
      : pick([`Holds certifications in ${list}.`, `Has completed ${list}.`], seed, 5);
  }
  const langs = parsed.languages
    .map((l) => tidy(l.replace(/\([^)]*\)/gu, '')))
    .filter((l) => plausibleName(l) && l.split(/\s+/u).length <= 3)
    .slice(0, 3);
  if (langs.length > 0) {
    const list = joinList(langs, lang);
    return lang === 'id'
      ? pick([`Berkomunikasi dalam ${list}.`, `Menguasai ${list}.`], seed, 5)
      : pick([`Communicates in ${list}.`, `Speaks ${list}.`], seed, 5);
  }
  return '';
}

/** A professional summary in parsed.language from the parsed facts; the seed picks the wording. */
export function generateSummary(parsed: ParsedCv, opts: SummaryOptions = {}): string {
  const f = facts(parsed, opts.now ?? new Date());
  if (opts.years === false) f.years = 0;
  const seed = seedNumber(opts.seed);
  const sentences = parsed.language === 'id' ? idSentences(f, seed) : enSentences(f, seed);
  if (sentences.length > 0 && sentences.length < 3) {
    const extra = credentialSentence(parsed, seed);
    // Right after the opening sentence, before any closing "ready to …" sentence.
    if (extra) sentences.splice(Math.min(sentences.length, 1), 0, extra);
  }
  if (sentences.length === 0) {
    const name = parsed.contact.name;
    if (parsed.language === 'id') {
      return name
        ? `${name} sedang menyusun profil profesional; lengkapi pengalaman, pendidikan dan keahlian untuk ringkasan yang lebih kuat.`
        : 'Lengkapi pengalaman, pendidikan dan keahlian untuk ringkasan profesional yang lebih kuat.';
    }
    return name
      ? `${name} is building a professional profile; add experience, education and skills for a stronger summary.`
      : 'Add experience, education and skills for a stronger professional summary.';
  }
  return sentences.slice(0, 4).join(' ').replace(/\.\./gu, '.');
}
