/**
 * The generated summary's phrasing, Indonesian and English, as data: per sentence slot, the
 * templates a seed picks from (revise/summary.ts fills them with the CV's facts only).
 */
import type { Lang } from '../types.ts';

/** The current (else most recent) role that opens the summary. */
export interface RoleFacts {
  title: string;
  company: string;
  current: boolean;
  /** Years of professional work; 0 when not stated. */
  years: number;
}

export interface SummaryPhrases {
  /** The word before a list's last item. */
  and: string;
  /** Between degree and field ("S1 Akuntansi", "Bachelor in Accounting"). */
  studyJoin: string;
  /** Opening sentence of a CV with a professional role. */
  role: (r: RoleFacts) => string[];
  /** Opening sentence without one: by education (study may be empty, institution then not). */
  graduate: (study: string, institution: string) => string[];
  skills: (list: string) => string[];
  achievement: (achievement: string) => string[];
  /** An internship or committee role, for a CV without professional roles. */
  junior: (title: string, company: string) => string[];
  projects: (list: string) => string[];
  /** Education after a professional opening. */
  education: (study: string, institution: string) => string[];
  /** Closing sentence of a CV without roles. */
  firstRole: string[];
  certifications: (list: string) => string[];
  languages: (list: string) => string[];
  /** The whole summary of a CV without any facts for one. */
  empty: (name: string | null) => string;
}

const ID: SummaryPhrases = {
  and: 'dan',
  studyJoin: ' ',
  role: (f) => {
    const exp = f.years >= 1 ? `${f.years} tahun pengalaman` : 'pengalaman';
    const at = f.company
      ? f.current
        ? `, saat ini di ${f.company}`
        : `, terakhir di ${f.company}`
      : '';
    return [
      `${f.title} dengan ${exp} profesional${at}.`,
      `Profesional di bidang ${f.title} dengan ${exp}${at}.`,
      `Seorang ${f.title} berpengalaman${f.years >= 1 ? ` selama ${f.years} tahun` : ''}${at}.`,
      `Berkarier sebagai ${f.title}${f.years >= 1 ? ` selama ${f.years} tahun` : ''}${at}.`,
    ];
  },
  graduate: (study, institution) => {
    const from = institution ? ` dari ${institution}` : '';
    return [
      study
        ? `Lulusan ${study}${from} yang siap berkontribusi di dunia kerja.`
        : `Menempuh pendidikan di ${institution} dan siap berkontribusi di dunia kerja.`,
      `Berlatar belakang pendidikan ${study ? `${study}${from}` : `di ${institution}`} dan bersemangat memulai karier profesional.`,
      `${study ? `Lulusan ${study}${from}` : `Berlatar belakang pendidikan di ${institution}`} dengan minat kuat untuk berkembang secara profesional.`,
    ];
  },
  skills: (skills) => [
    `Menguasai ${skills}.`,
    `Keahlian utama meliputi ${skills}.`,
    `Terampil menggunakan ${skills}.`,
    `Memiliki kemampuan di bidang ${skills}.`,
  ],
  achievement: (a) => [
    `Salah satu pencapaian: ${a}.`,
    `Pencapaian yang menonjol antara lain ${a}.`,
    `Terbukti memberi hasil nyata, misalnya ${a}.`,
  ],
  junior: (title, company) => {
    const at = company ? ` di ${company}` : '';
    return [
      `Berpengalaman sebagai ${title}${at}.`,
      `Berperan sebagai ${title}${at}.`,
      `Memiliki pengalaman sebagai ${title}${at}.`,
    ];
  },
  projects: (projects) => [
    `Telah mengerjakan proyek ${projects}.`,
    `Pengalaman proyek meliputi ${projects}.`,
    `Portofolio proyeknya mencakup ${projects}.`,
  ],
  education: (study, institution) => {
    const from = institution ? ` dari ${institution}` : '';
    return [
      study
        ? `Berlatar belakang pendidikan ${study}${from}.`
        : `Berlatar belakang pendidikan di ${institution}.`,
      study ? `Lulusan ${study}${from}.` : `Menempuh pendidikan di ${institution}.`,
      study
        ? `Menempuh pendidikan ${study}${from}.`
        : `Pernah menempuh pendidikan di ${institution}.`,
    ];
  },
  firstRole: [
    `Siap menerapkan kemampuan tersebut dalam peran pertama dan terus belajar.`,
    `Bersemangat mengembangkan kemampuan tersebut di lingkungan kerja profesional.`,
    `Terbuka untuk peran awal karier yang memanfaatkan kemampuan tersebut.`,
  ],
  certifications: (list) => [`Memiliki sertifikasi ${list}.`, `Telah menyelesaikan ${list}.`],
  languages: (list) => [`Berkomunikasi dalam ${list}.`, `Menguasai ${list}.`],
  empty: (name) =>
    name
      ? `${name} sedang menyusun profil profesional; lengkapi pengalaman, pendidikan dan keahlian untuk ringkasan yang lebih kuat.`
      : 'Lengkapi pengalaman, pendidikan dan keahlian untuk ringkasan profesional yang lebih kuat.',
};

const EN: SummaryPhrases = {
  and: 'and',
  studyJoin: ' in ',
  role: (f) => {
    const years =
      f.years >= 1
        ? `${f.years} year${f.years === 1 ? '' : 's'} of experience`
        : 'hands-on experience';
    const at = f.company
      ? f.current
        ? `, currently at ${f.company}`
        : `, most recently at ${f.company}`
      : '';
    return [
      `${f.title} with ${years}${at}.`,
      `An experienced ${f.title} with ${years}${at}.`,
      `${f.title} bringing ${years}${at}.`,
      `Working as ${f.title}${f.years >= 1 ? ` for ${f.years} year${f.years === 1 ? '' : 's'}` : ''}${at}.`,
    ];
  },
  graduate: (study, institution) => {
    const from = institution ? ` from ${institution}` : '';
    return [
      study
        ? `${study} graduate${from}, ready to contribute from day one.`
        : `Educated at ${institution} and ready to contribute from day one.`,
      `${study ? `Holds a ${study}${from}` : `Studied at ${institution}`} and is eager to start a professional career.`,
      `${study ? `A ${study} graduate${from}` : `Educated at ${institution}`}, with a strong drive to grow professionally.`,
    ];
  },
  skills: (skills) => [
    `Skilled in ${skills}.`,
    `Core skills include ${skills}.`,
    `Proficient with ${skills}.`,
    `Brings expertise in ${skills}.`,
  ],
  achievement: (a) => [
    `Notable achievement: ${a}.`,
    `Track record includes: ${a}.`,
    `Delivered measurable results, e.g. ${a}.`,
  ],
  junior: (title, company) => {
    const at = company ? ` at ${company}` : '';
    return [
      `Gained experience as ${title}${at}.`,
      `Has worked as ${title}${at}.`,
      `Experience includes a role as ${title}${at}.`,
    ];
  },
  projects: (projects) => [
    `Has built projects such as ${projects}.`,
    `Project work includes ${projects}.`,
    `Portfolio projects include ${projects}.`,
  ],
  education: (study, institution) => {
    const from = institution ? ` from ${institution}` : '';
    return [
      study ? `Holds a ${study}${from}.` : `Studied at ${institution}.`,
      `Educated${from}${study ? ` (${study})` : ''}.`,
      `Academic background: ${study ? `${study}${from}` : institution}.`,
    ];
  },
  firstRole: [
    `Ready to apply these skills in a first role and keep learning.`,
    `Eager to develop these skills further in a professional team.`,
    `Open to early-career roles that put these skills to work.`,
  ],
  certifications: (list) => [`Holds certifications in ${list}.`, `Has completed ${list}.`],
  languages: (list) => [`Communicates in ${list}.`, `Speaks ${list}.`],
  empty: (name) =>
    name
      ? `${name} is building a professional profile; add experience, education and skills for a stronger summary.`
      : 'Add experience, education and skills for a stronger professional summary.',
};

export const SUMMARY_PHRASES: Record<Lang, SummaryPhrases> = { id: ID, en: EN };
