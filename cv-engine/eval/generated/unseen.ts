/**
 * The unseen families: three more layouts held out whole, added after the wide families became
 * tuning families (issue 27). Nobody tunes on them: their figures are the generalisation figure,
 * read once cold and then only as a total, never their misreads.
 *
 * Each family words its CV in its own vocabulary (`unseenWords`): headings, contact labels, date
 * formats and name forms none of the other families print, the facts unchanged:
 * - `linkedin-export`: LinkedIn's "Save to PDF": a grey left column (Contact, Top Skills,
 *   Languages, Certifications), the main column with the company above the title and the dates
 *   with a duration ("Januari 2020 - Saat ini (4 tahun 3 bulan)"), the school above "degree, major
 *   · (2015 - 2019)".
 * - `resume-2page`: a plain Word "Curriculum Vitae": small-caps headings, the title and employer
 *   with the dates right-aligned on one line, education often on a second page under a running
 *   header (name and page number), "Halaman 1 dari 2" in the footer, titles before the name
 *   ("Ir.", "H.", "Drs.").
 * - `canva-modern`: a Canva "modern" CV: a dark left column with icons (no labels) before the
 *   contact values, skills as a bar chart, languages as dots; the name split over two lines;
 *   dates as "03/19 – 08/21"; phone numbers with dots.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  TabStopPosition,
  TabStopType,
  TextRun,
} from 'docx';
import type { Lang, SectionKey } from '../../src/types.ts';
import { esc } from './html.ts';
import { contactItems, layoutRng, sectionsOf, type ContactItem, type Entry } from './model.ts';
import type { GeneratedCv, YearMonth } from './truth.ts';

/** A family's heading choices per section, by language. */
export type Headings = Partial<Record<SectionKey, string[]>>;

const LINKEDIN_HEADINGS: Record<Lang, Partial<Record<SectionKey, string>>> = {
  id: {
    summary: 'Ringkasan',
    experience: 'Pengalaman',
    education: 'Pendidikan',
    skills: 'Keahlian Teratas',
    certifications: 'Sertifikasi',
    languages: 'Bahasa',
  },
  en: {
    summary: 'Summary',
    experience: 'Experience',
    education: 'Education',
    skills: 'Top Skills',
    certifications: 'Certifications',
    languages: 'Languages',
  },
};

const RESUME_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Ikhtisar', 'Sekilas Tentang Saya', 'Profil Profesional'],
    experience: ['Riwayat Pengalaman Kerja', 'Pengalaman Berkarier', 'Karier'],
    education: ['Pendidikan Akademik', 'Riwayat Studi', 'Jenjang Pendidikan'],
    skills: ['Keterampilan & Kompetensi', 'Kecakapan', 'Keahlian Khusus'],
    certifications: ['Sertifikasi Profesi', 'Pelatihan yang Pernah Diikuti'],
    languages: ['Kemampuan Berbahasa', 'Bahasa Asing'],
    organizations: ['Pengalaman Berorganisasi', 'Keanggotaan Organisasi'],
    projects: ['Proyek Terkait', 'Pengalaman Proyek'],
  },
  en: {
    summary: ['Executive Summary', 'Summary of Qualifications', 'Professional Profile'],
    experience: ['Experience History', 'Professional Background', 'Positions Held'],
    education: ['Education & Training', 'Academic History', 'Degrees'],
    skills: ['Technical Proficiencies', 'Core Skills', 'Skill Set'],
    certifications: ['Professional Certifications', 'Credentials'],
    languages: ['Language Abilities', 'Languages Known'],
    organizations: ['Affiliations', 'Community Involvement'],
    projects: ['Notable Projects', 'Project Experience'],
  },
};

const CANVA_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Sekilas Profil', 'Perkenalan Diri', 'Profil Saya'],
    experience: ['Perjalanan Karier', 'Pengalaman Bekerja', 'Riwayat Pengalaman'],
    education: ['Latar Pendidikan', 'Pendidikan & Kualifikasi'],
    skills: ['Skill', 'Kemahiran', 'Skill & Software'],
    certifications: ['Pelatihan & Kursus', 'Sertifikat Pendukung'],
    languages: ['Bahasa Asing', 'Kemampuan Berbahasa'],
    organizations: ['Organisasi & Relawan', 'Kegiatan Kampus'],
    projects: ['Proyek Saya', 'Karya Pilihan'],
  },
  en: {
    summary: ['Hello!', 'Who I Am', 'About'],
    experience: ['Work Journey', 'Job Experience', 'Career Path'],
    education: ['Studies', 'Education & Degrees'],
    skills: ['Expertise', 'My Skills', 'Software & Skills'],
    certifications: ['Certificates & Courses', 'Achievements'],
    languages: ['Spoken Languages', 'Languages I Speak'],
    organizations: ['Volunteer Work', 'Activities'],
    projects: ['Featured Projects', 'Side Projects'],
  },
};

const RESUME_LABELS = {
  id: {
    phone: ['HP/WA', 'Telp./WA', 'No. Ponsel'],
    email: ['Posel', 'Surat elektronik'],
    location: ['Alamat Domisili', 'Tinggal di'],
    linkedin: ['Tautan LinkedIn', null],
  },
  en: {
    phone: ['T', 'Tel.', 'Mobile/WhatsApp'],
    email: ['Email ID', 'e-mail'],
    location: ['Residence', 'Current address'],
    linkedin: ['LinkedIn URL', null],
  },
} as const;

/** Month names by language, as the unseen families print them. */
export const MONTHS = {
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
/** Abbreviations with a full stop, as Word users type them ("Agt.", "Sept."). */
const MON_DOT = {
  id: [
    'Jan.',
    'Feb.',
    'Mar.',
    'Apr.',
    'Mei',
    'Jun.',
    'Jul.',
    'Agt.',
    'Sep.',
    'Okt.',
    'Nov.',
    'Des.',
  ],
  en: [
    'Jan.',
    'Feb.',
    'Mar.',
    'Apr.',
    'May',
    'Jun.',
    'Jul.',
    'Aug.',
    'Sept.',
    'Oct.',
    'Nov.',
    'Dec.',
  ],
};

/** The month the generated CVs are read in: a LinkedIn duration runs to it. */
const NOW: YearMonth = { year: 2026, month: 11 };

/** LinkedIn's duration: months counted inclusively, "2 tahun 3 bulan" / "2 years 3 months". */
export function linkedinDuration(start: YearMonth, end: YearMonth | null, lang: Lang): string {
  const e = end ?? NOW;
  const months = (e.year - start.year) * 12 + ((e.month ?? 1) - (start.month ?? 1)) + 1;
  const y = Math.floor(months / 12);
  const m = months % 12;
  const parts: string[] = [];
  if (lang === 'id') {
    if (y) parts.push(`${y} tahun`);
    if (m) parts.push(`${m} bulan`);
  } else {
    if (y) parts.push(`${y} year${y > 1 ? 's' : ''}`);
    if (m) parts.push(`${m} month${m > 1 ? 's' : ''}`);
  }
  return parts.join(' ') || (lang === 'id' ? '1 bulan' : '1 month');
}

/** How a family prints a date range, from its start and its end (null: to this day). */
export type RangeFn = (s: YearMonth, e: YearMonth | null) => string;

/** A range from how one end is printed, the dash between the ends and the word for "now". */
export function joinRange(ym: (x: YearMonth) => string, dash: string, now: string): RangeFn {
  return (s, e) => `${ym(s)}${dash}${e ? ym(e) : now}`;
}

function linkedinRange(lang: Lang): RangeFn {
  const ym = (x: YearMonth) =>
    x.month === null ? String(x.year) : `${MONTHS[lang][x.month - 1]} ${x.year}`;
  return joinRange(ym, ' - ', lang === 'id' ? 'Saat ini' : 'Present');
}

function resumeRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen-dates');
  const lang = cv.lang;
  const form = r.pick(['m/yyyy', 'mon-dot'] as const);
  const dash = r.pick(lang === 'id' ? [' s/d ', ' – '] : [' until ', ' – ']);
  const now = r.pick(lang === 'id' ? ['sampai sekarang', 'hingga kini'] : ['to date', 'ongoing']);
  const ym = (x: YearMonth) =>
    x.month === null
      ? String(x.year)
      : form === 'm/yyyy'
        ? `${x.month}/${x.year}`
        : `${MON_DOT[lang][x.month - 1]} ${x.year}`;
  return joinRange(ym, dash, now);
}

function canvaRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen-dates');
  const dash = r.pick([' – ', ' — ', ' / ']);
  const now = r.pick(cv.lang === 'id' ? ['Sekarang', 'Saat Ini'] : ['Today', 'Present']);
  const ym = (x: YearMonth) =>
    x.month === null
      ? String(x.year)
      : `${String(x.month).padStart(2, '0')}/${String(x.year).slice(2)}`;
  return joinRange(ym, dash, now);
}

/** The jobs' and schools' dates printed by `range`. */
export function redate(
  cv: GeneratedCv,
  range: RangeFn,
): Pick<GeneratedCv, 'experience' | 'education'> {
  return {
    experience: cv.experience.map((j) => ({ ...j, dates: range(j.start, j.end) })),
    education: cv.education.map((s) => ({ ...s, dates: range(s.start, s.end) })),
  };
}

/** One heading per section from a family's choices, drawn by the CV's seed and `salt`. */
export function pickHeadings(
  cv: GeneratedCv,
  table: Record<Lang, Headings>,
  salt: string,
): Partial<Record<SectionKey, string>> {
  const r = layoutRng(cv, salt);
  const out: Partial<Record<SectionKey, string>> = {};
  for (const [k, xs] of Object.entries(table[cv.lang])) out[k as SectionKey] = r.pick(xs);
  return out;
}

function handleOf(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/gu, '')
    .trim()
    .split(/\s+/u)
    .join('-');
}

/** The contact style of a family that prints its contact details without labels. */
export const NO_LABELS = {
  phoneLabel: null,
  emailLabel: null,
  locationLabel: null,
  linkedinLabel: null,
} as const;

/** "0812.3456.7890": the phone with dots, as Canva CVs often print it. */
function dottedPhone(e164: string): string {
  const d = `0${e164.slice(3)}`;
  return `${d.slice(0, 4)}.${d.slice(4, 8)}.${d.slice(8)}`;
}

/** The same CV in the words and forms its unseen family prints; its facts unchanged. */
export function unseenWords(cv: GeneratedCv): GeneratedCv {
  const r = layoutRng(cv, 'unseen');
  const lang = cv.lang;
  if (cv.family === 'linkedin-export') {
    const code = Math.floor(r.next() * 0xffffff)
      .toString(16)
      .padStart(6, '0');
    const country = lang === 'id' ? 'Indonesia' : 'Indonesia';
    return {
      ...cv,
      ...redate(cv, linkedinRange(lang)),
      // LinkedIn prints the region and the country; no GPA, no projects or organisations, the
      // top three skills only, the languages with LinkedIn's own proficiency words.
      location: cv.location.endsWith(country) ? cv.location : `${cv.location}, ${country}`,
      linkedin: `www.linkedin.com/in/${handleOf(cv.name)}-${code}`,
      education: cv.education.map((s) => ({
        ...s,
        gpa: null,
        dates: `${s.start.year} - ${s.end?.year ?? ''}`,
      })),
      skills: cv.skills.slice(0, 3),
      languages: cv.languages.length
        ? lang === 'id'
          ? [
              'Bahasa Indonesia (Bahasa Ibu atau Bilingual)',
              'Bahasa Inggris (Kecakapan Profesional)',
            ]
          : ['Indonesian (Native or Bilingual)', 'English (Professional Working)']
        : [],
      certifications: cv.certifications.map((c) => ({ ...c, dates: null })),
      projects: [],
      organizations: [],
      style: {
        ...cv.style,
        headings: { ...LINKEDIN_HEADINGS[lang] },
        ...NO_LABELS,
      },
    };
  }
  if (cv.family === 'resume-2page') {
    const labels = RESUME_LABELS[lang];
    const prefix = r.chance(0.45) ? r.pick(['Ir.', 'H.', 'Drs.']) : null;
    return {
      ...cv,
      ...redate(cv, resumeRange(cv)),
      nameDisplay: prefix ? `${prefix} ${cv.nameDisplay}` : cv.nameDisplay,
      style: {
        ...cv.style,
        headings: pickHeadings(cv, RESUME_HEADINGS, 'unseen-headings'),
        phoneLabel: r.pick(labels.phone),
        emailLabel: r.pick(labels.email),
        locationLabel: r.pick(labels.location),
        linkedinLabel: r.pick(labels.linkedin),
      },
    };
  }
  if (cv.family === 'canva-modern') {
    return {
      ...cv,
      ...redate(cv, canvaRange(cv)),
      phone: cv.phoneE164 && r.chance(0.5) ? dottedPhone(cv.phoneE164) : cv.phone,
      style: {
        ...cv.style,
        headings: pickHeadings(cv, CANVA_HEADINGS, 'unseen-headings'),
        ...NO_LABELS,
      },
    };
  }
  return cv;
}

// ---- HTML ------------------------------------------------------------------------------------------

/** An A4 page: `margin` the page's, `bodyStyle` the body's declarations after its zero margin. */
export function page(
  css: string,
  body: string,
  lang: string,
  margin = '0',
  bodyStyle = "font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #1d1d1d;",
): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: ${margin}; }
* { box-sizing: border-box; }
body { margin: 0; ${bodyStyle} }
h1, h2, h3, p, ul { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

/** LinkedIn's "Save to PDF": a grey left column, the profile in the main column. */
function linkedinExport(cv: GeneratedCv): string {
  const h = cv.style.headings;
  const id = cv.lang === 'id';
  const side: string[] = [];
  const contact: string[] = [];
  if (cv.phone) contact.push(`${esc(cv.phone)} (${id ? 'Seluler' : 'Mobile'})`);
  contact.push(esc(cv.email));
  if (cv.linkedin) contact.push(`${esc(cv.linkedin)} (LinkedIn)`);
  side.push(`<h3>${id ? 'Kontak' : 'Contact'}</h3>${contact.map((c) => `<p>${c}</p>`).join('')}`);
  side.push(`<h3>${esc(h.skills!)}</h3>${cv.skills.map((s) => `<p>${esc(s)}</p>`).join('')}`);
  if (cv.languages.length)
    side.push(
      `<h3>${esc(h.languages!)}</h3>${cv.languages.map((s) => `<p>${esc(s)}</p>`).join('')}`,
    );
  if (cv.certifications.length)
    side.push(
      `<h3>${esc(h.certifications!)}</h3>${cv.certifications.map((c) => `<p>${esc(c.name)}</p>`).join('')}`,
    );
  const main: string[] = [
    `<h1>${esc(cv.nameDisplay)}</h1><div class="hl">${esc(cv.headline)}</div><div class="loc">${esc(cv.location)}</div>`,
  ];
  if (cv.summary) main.push(`<h2>${esc(h.summary!)}</h2><p>${esc(cv.summary)}</p>`);
  main.push(
    `<h2>${esc(h.experience!)}</h2>${cv.experience
      .map(
        (j) =>
          `<div class="org">${esc(j.organisation)}</div><div class="t">${esc(j.title)}</div><div class="d">${esc(j.dates)} (${esc(linkedinDuration(j.start, j.end, cv.lang))})</div>${j.location ? `<div class="d">${esc(j.location)}, Indonesia</div>` : ''}${j.bullets.map((b) => `<p class="b">- ${esc(b)}</p>`).join('')}`,
      )
      .join('')}`,
  );
  main.push(
    `<h2>${esc(h.education!)}</h2>${cv.education
      .map(
        (s) =>
          `<div class="org">${esc(s.institution)}</div><div class="t">${esc(s.degree)}, ${esc(s.major)} · (${esc(s.dates)})</div>`,
      )
      .join('')}`,
  );
  const css = `
body { font-size: 10.5pt; }
.wrap { display: flex; min-height: 297mm; }
.side { width: 32%; background: #f2f2f2; padding: 14mm 6mm 10mm 10mm; color: #333; }
.side h3 { font-size: 12pt; margin: 14px 0 6px; }
.side p { font-size: 10pt; margin: 0 0 4px; overflow-wrap: anywhere; }
.main { width: 68%; padding: 14mm 12mm 10mm 8mm; }
h1 { font-size: 24pt; font-weight: normal; }
.hl { font-size: 12pt; margin-top: 4px; }
.loc { font-size: 10pt; color: #777; margin-top: 4px; }
h2 { font-size: 15pt; font-weight: normal; margin: 18px 0 8px; }
.org { font-size: 11.5pt; margin-top: 10px; }
.t { font-size: 10.5pt; }
.d { color: #777; font-size: 10pt; }
.b { margin: 3px 0; }`;
  return page(
    css,
    `<div class="wrap"><div class="side">${side.join('')}</div><div class="main">${main.join('')}</div></div>`,
    cv.lang,
  );
}

const ICONS: Record<ContactItem['kind'], string> = {
  phone:
    '<svg width="10" height="10" viewBox="0 0 10 10"><path d="M2 1h2l1 2-1 1a6 6 0 0 0 2 2l1-1 2 1v2a1 1 0 0 1-1 1A8 8 0 0 1 1 2a1 1 0 0 1 1-1z" fill="#fff"/></svg>',
  email:
    '<svg width="10" height="10" viewBox="0 0 10 10"><rect x="1" y="2" width="8" height="6" fill="none" stroke="#fff"/><path d="M1 2l4 3 4-3" fill="none" stroke="#fff"/></svg>',
  location:
    '<svg width="10" height="10" viewBox="0 0 10 10"><path d="M5 1a3 3 0 0 1 3 3c0 2-3 5-3 5S2 6 2 4a3 3 0 0 1 3-3z" fill="#fff"/></svg>',
  linkedin:
    '<svg width="10" height="10" viewBox="0 0 10 10"><rect x="1" y="1" width="8" height="8" rx="1" fill="#fff"/></svg>',
};
/** Some CVs type the icon as a symbol character instead of drawing it. */
const GLYPHS: Record<ContactItem['kind'], string> = {
  phone: '☎',
  email: '✉',
  location: '⌂',
  linkedin: '➤',
};

/** Canva "modern": dark left column with icons, skill bars and dots; the name on two lines. */
function canvaModern(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const accent = r.pick(['#2d3e50', '#3b3355', '#1f4d4a', '#4a2c2a']);
  const glyphs = r.chance(0.35);
  const upper = r.chance(0.5);
  const percent = r.chance(0.3);
  const sections = sectionsOf(cv);
  const byKey = new Map(sections.map((s) => [s.key, s]));
  const side: string[] = [];
  side.push('<div class="photo"></div>');
  side.push(
    `<div class="blk">${contactItems(cv)
      .map(
        (c) =>
          `<div class="ci"><span class="ic">${glyphs ? GLYPHS[c.kind] : ICONS[c.kind]}</span><span>${esc(c.value)}</span></div>`,
      )
      .join('')}</div>`,
  );
  const skills = byKey.get('skills');
  if (skills) {
    side.push(
      `<h2>${esc(upper ? skills.heading.toUpperCase() : skills.heading)}</h2>${cv.skills
        .map((s, i) => {
          const level = 95 - ((i * 13 + r.int(0, 9)) % 45);
          return `<div class="sk"><span>${esc(s)}</span>${percent ? `<span class="pc">${level}%</span>` : ''}</div><div class="bar"><div style="width:${level}%"></div></div>`;
        })
        .join('')}`,
    );
  }
  const languages = byKey.get('languages');
  if (languages) {
    side.push(
      `<h2>${esc(upper ? languages.heading.toUpperCase() : languages.heading)}</h2>${cv.languages
        .map((l, i) => {
          const dots = 5 - Math.min(i, 3);
          return `<div class="sk"><span>${esc(l)}</span></div><div class="dots">${Array.from({ length: 5 }, (_, k) => `<i class="${k < dots ? 'on' : ''}"></i>`).join('')}</div>`;
        })
        .join('')}`,
    );
  }
  const certs = byKey.get('certifications');
  if (certs && certs.body.kind === 'list') {
    side.push(
      `<h2>${esc(upper ? certs.heading.toUpperCase() : certs.heading)}</h2>${certs.body.items.map((c) => `<p class="si">${esc(c)}</p>`).join('')}`,
    );
  }
  const entry = (e: Entry) =>
    `<div class="e"><div class="ed">${esc(e.dates ?? '')}</div><div class="et">${esc(e.title)}</div>${e.org ? `<div class="eo">${esc([e.org, e.location].filter(Boolean).join(' | '))}</div>` : ''}${e.note ? `<div class="eo">${esc(e.note)}</div>` : ''}${e.bullets.length ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
  const main = sections
    .filter((s) => !['skills', 'languages', 'certifications'].includes(s.key))
    .map((s) => {
      const b = s.body;
      const inner =
        b.kind === 'text'
          ? `<p>${esc(b.text)}</p>`
          : b.kind === 'list'
            ? `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
            : b.entries.map(entry).join('');
      return `<h2>${esc(upper ? s.heading.toUpperCase() : s.heading)}</h2>${inner}`;
    })
    .join('');
  // The given names on the first line, the family name (and any titles after it) on the second.
  const given = cv.name.split(' ').slice(0, -1).join(' ');
  const at = given ? cv.nameDisplay.indexOf(given) : -1;
  const first = at >= 0 ? cv.nameDisplay.slice(0, at + given.length) : cv.nameDisplay;
  const last = at >= 0 ? cv.nameDisplay.slice(at + given.length).trim() : '';
  const css = `
body { font-size: 9.5pt; line-height: 1.4; }
.wrap { display: flex; min-height: 297mm; }
.side { width: 34%; background: ${accent}; color: #fff; padding: 12mm 7mm; }
.photo { width: 34mm; height: 34mm; border-radius: 50%; background: #d0d0d0; margin: 0 auto 10mm; border: 3px solid #fff; }
.ci { display: flex; gap: 6px; align-items: center; margin-bottom: 5px; font-size: 8.5pt; overflow-wrap: anywhere; }
.ic { width: 14px; flex: none; }
.side h2 { font-size: 11pt; letter-spacing: 1px; border-bottom: 1px solid rgba(255,255,255,.5); margin: 12px 0 6px; padding-bottom: 2px; }
.sk { display: flex; justify-content: space-between; font-size: 8.5pt; }
.bar { height: 5px; background: rgba(255,255,255,.25); margin: 2px 0 6px; }
.bar div { height: 5px; background: #fff; }
.dots { display: flex; gap: 3px; margin: 2px 0 6px; }
.dots i { width: 7px; height: 7px; border-radius: 50%; border: 1px solid #fff; display: block; }
.dots i.on { background: #fff; }
.si { font-size: 8.5pt; margin-bottom: 3px; }
.main { width: 66%; padding: 14mm 10mm 10mm 9mm; }
.n1 { font-size: 26pt; font-weight: 300; line-height: 1.05; ${upper ? 'text-transform: uppercase; letter-spacing: 2px;' : ''} }
.n2 { font-size: 26pt; font-weight: 700; line-height: 1.05; color: ${accent}; ${upper ? 'text-transform: uppercase; letter-spacing: 2px;' : ''} }
.hl { font-size: 10.5pt; letter-spacing: 3px; text-transform: uppercase; color: #666; margin: 6px 0 8px; }
.main h2 { font-size: 12pt; color: ${accent}; margin: 12px 0 6px; letter-spacing: 1px; }
.e { margin-bottom: 7px; border-left: 2px solid #ccc; padding-left: 8px; }
.ed { font-size: 8.5pt; color: #888; }
.et { font-weight: bold; }
.eo { color: #555; }
ul { padding-left: 14px; margin: 2px 0; }`;
  return page(
    css,
    `<div class="wrap"><div class="side">${side.join('')}</div><div class="main"><div class="n1">${esc(first)}</div>${last ? `<div class="n2">${esc(last)}</div>` : ''}<div class="hl">${esc(cv.headline)}</div>${main}</div></div>`,
    cv.lang,
  );
}

export const UNSEEN_HTML_FAMILIES: Record<string, (cv: GeneratedCv) => string> = {
  'linkedin-export': linkedinExport,
  'canva-modern': canvaModern,
};

// ---- Word ------------------------------------------------------------------------------------------

const SQUARES = 'unseen-squares';

/** A plain Word CV over two pages: running header from page 2, "Halaman 1 dari 2" below. */
async function resume2page(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv);
  const id = cv.lang === 'id';
  const title = r.chance(0.5) ? (id ? 'CURRICULUM VITAE' : 'RESUME') : null;
  const breakBefore = r.chance(0.6) ? 'education' : null;
  const pageFooter = r.chance(0.6);
  const font = r.pick(['Calibri', 'Times New Roman', 'Garamond']);
  const sq = (text: string) =>
    new Paragraph({
      children: [new TextRun(text)],
      numbering: { reference: SQUARES, level: 0 },
    });
  const out: Paragraph[] = [];
  if (title)
    out.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ text: title, size: 20, color: '666666' })],
      }),
    );
  out.push(
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: cv.nameDisplay, bold: true, size: 34 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: cv.headline, size: 22 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 120 },
      children: [
        new TextRun({
          text: contactItems(cv)
            .map((c) => (c.label ? `${c.label}: ${c.value}` : c.value))
            .join('  |  '),
          size: 19,
        }),
      ],
    }),
  );
  for (const s of sectionsOf(cv)) {
    out.push(
      new Paragraph({
        pageBreakBefore: s.key === breakBefore,
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000', space: 1 } },
        children: [new TextRun({ text: s.heading, bold: true, smallCaps: true, size: 24 })],
      }),
    );
    const b = s.body;
    if (b.kind === 'text')
      out.push(new Paragraph(s.key === 'skills' ? b.text.split(', ').join('; ') : b.text));
    else if (b.kind === 'list') for (const x of b.items) out.push(sq(x));
    else
      for (const e of b.entries) {
        out.push(
          new Paragraph({
            spacing: { before: 120 },
            tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
            children: [
              new TextRun({ text: e.title, bold: true }),
              ...(e.org ? [new TextRun(`, ${e.org}`)] : []),
              ...(e.dates ? [new TextRun({ children: [new Tab(), e.dates] })] : []),
            ],
          }),
        );
        if (e.location || e.note)
          out.push(
            new Paragraph({
              children: [
                new TextRun({
                  text: [e.location, e.note].filter(Boolean).join(' — '),
                  italics: true,
                }),
              ],
            }),
          );
        for (const x of e.bullets) out.push(sq(x));
      }
  }
  const running = new Header({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: TabStopPosition.MAX }],
        border: { bottom: { style: BorderStyle.SINGLE, size: 2, color: '999999', space: 1 } },
        children: [
          new TextRun({ text: `${cv.nameDisplay} — ${title ?? (id ? 'CV' : 'Resume')}`, size: 16 }),
          new TextRun({
            children: [new Tab(), id ? 'Hal. ' : 'p. ', PageNumber.CURRENT],
            size: 16,
          }),
        ],
      }),
    ],
  });
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: id
              ? ['Halaman ', PageNumber.CURRENT, ' dari ', PageNumber.TOTAL_PAGES]
              : ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
            size: 16,
            color: '777777',
          }),
        ],
      }),
    ],
  });
  const empty = new Header({ children: [new Paragraph('')] });
  const doc = new Document({
    creator: 'karier-cv-gen',
    styles: { default: { document: { run: { font, size: 22 } } } },
    numbering: {
      config: [
        {
          reference: SQUARES,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '▪',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 240 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          titlePage: true,
          page: { margin: { top: 1100, bottom: 1000, left: 1100, right: 1100 } },
        },
        headers: { first: empty, default: running },
        ...(pageFooter ? { footers: { first: footer, default: footer } } : {}),
        children: out,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export const UNSEEN_DOCX_FAMILIES: Record<string, (cv: GeneratedCv) => Promise<Buffer>> = {
  'resume-2page': resume2page,
};
