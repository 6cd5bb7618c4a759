/**
 * The third unseen batch: three more layouts held out whole, added after the second unseen batch
 * became tuning families (issue 27). Their cold figures are the generalisation figure
 * (docs/cv-eval-unseen-3.md); nobody looks at their misreads before those are recorded.
 *
 * Each family words its CV in its own vocabulary (`unseenWords3`): headings, contact labels, date
 * formats and name forms none of the other families print, the facts unchanged:
 * - `awesome-latex`: the LaTeX "Awesome-CV" resume printed from HTML: the given names light and
 *   the family name bold, the headline in small capitals in the accent colour, the contact on
 *   one line between bars, headings whose first letters are in the accent colour with a rule
 *   running on to the right margin, each entry the employer bold left with its town right and
 *   the title in small capitals left with the dates in italics right ("03.2019 – 06.2021",
 *   "Mrt. 2019 – Kini"); skills as a table with a bold category on the left; sometimes a running
 *   footer with the date, the name and "Curriculum Vitae".
 * - `builder-chips`: a CV-builder export (Novoresume, Zety): a header with the name, the headline
 *   and the contact in a grid, each value after a glyph of an icon font (private-use characters);
 *   headings after an icon in a circle; a wide main column and a narrow right one; skills as
 *   chips wrapping in rows, languages with five level dots; each entry's dates and town on a meta
 *   line after a calendar and a pin glyph ("2019-03 – 2021-06", "Mar 2019 - Ongoing"), the
 *   bullets under "Pencapaian:" / "Achievements/Tasks".
 * - `word-datetab`: a Word CV where every entry starts with its date range and a tab
 *   ("2019 – 2021<TAB>Company, Title"), the wrapped lines and bullets hanging at the tab stop;
 *   the family name in capitals ("Budi SANTOSO"); contact rows "Label<TAB>value"; phones as
 *   "+62 (0)812 …"; year-only ranges shortened ("2019–21") and current jobs as "sejak Maret 2019"
 *   / "since March 2019"; certificates and projects dated first too.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import type { SectionKey } from '../../src/types.ts';
import { esc } from './html.ts';
import { contactItems, layoutRng, sectionsOf, type ContactItem, type Entry } from './model.ts';
import { MONTHS } from './unseen.ts';
import type { GeneratedCv, YearMonth } from './truth.ts';

type Lang = 'id' | 'en';
type Headings = Partial<Record<SectionKey, string[]>>;

const AWESOME_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Ikhtisar Diri', 'Potret Diri'],
    experience: ['Pengalaman Kerja Profesional', 'Rekam Jejak Profesional'],
    education: ['Latar Belakang Akademik', 'Studi'],
    skills: ['Kompetensi Teknis', 'Penguasaan Teknis'],
    certifications: ['Lisensi & Sertifikat', 'Sertifikat Keahlian'],
    languages: ['Bahasa Dikuasai', 'Kecakapan Bahasa'],
    organizations: ['Aktivitas Kemahasiswaan', 'Kegiatan Ekstrakurikuler'],
    projects: ['Proyek Penting', 'Proyek Unggulan'],
  },
  en: {
    summary: ['Personal Synopsis', 'Career Summary'],
    experience: ['Work Background', 'Professional Engagements'],
    education: ['Academic Training', 'Studies & Degrees'],
    skills: ['Technical Expertise', 'Skill Highlights'],
    certifications: ['Licences & Credentials', 'Certifications & Licences'],
    languages: ['Language Command', 'Linguistic Skills'],
    organizations: ['Extracurricular Involvement', 'Memberships'],
    projects: ['Project Work', 'Major Projects'],
  },
};

const BUILDER_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Tentang Diri Saya', 'Ringkasan Pribadi'],
    experience: ['Pengalaman Kerja & Pencapaian', 'Karier & Pencapaian'],
    education: ['Pendidikan & Gelar', 'Riwayat Kuliah'],
    skills: ['Kemampuan Utama', 'Skill Saya'],
    certifications: ['Kursus & Sertifikat', 'Sertifikasi & Kursus'],
    languages: ['Bahasa & Tingkat Kemahiran', 'Keterampilan Bahasa'],
    organizations: ['Relawan & Organisasi', 'Kegiatan Sosial'],
    projects: ['Portofolio Karya', 'Proyek & Portofolio'],
  },
  en: {
    summary: ['Personal Introduction', 'About Myself'],
    experience: ['Work Experience & Achievements', 'Career Highlights'],
    education: ['Education & Qualifications', 'Degrees & Schools'],
    skills: ['Key Strengths', 'Strengths'],
    certifications: ['Courses & Certificates', 'Training & Courses'],
    languages: ['Language Skills & Levels', 'Language Levels'],
    organizations: ['Volunteer Roles', 'Volunteer Experience'],
    projects: ['Portfolio Work', 'Portfolio Projects'],
  },
};

const DATETAB_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Uraian Pribadi', 'Gambaran Diri'],
    experience: ['Riwayat Bekerja', 'Pekerjaan'],
    education: ['Pendidikan dan Pelatihan Formal', 'Sekolah dan Perguruan Tinggi'],
    skills: ['Kompetensi Kerja', 'Kecakapan Kerja'],
    certifications: ['Kursus', 'Pelatihan dan Kursus'],
    languages: ['Bahasa Lain', 'Kemampuan Bahasa Asing'],
    organizations: ['Keanggotaan', 'Kegiatan dan Keanggotaan'],
    projects: ['Proyek Lain', 'Daftar Proyek'],
  },
  en: {
    summary: ['Personal Summary', 'Personal Statement of Skills'],
    experience: ['Jobs Held', 'Career Record'],
    education: ['Education and Training', 'Schools and University'],
    skills: ['Competences', 'Job-related Skills'],
    certifications: ['Short Courses', 'Courses and Training'],
    languages: ['Other Languages', 'Foreign Languages'],
    organizations: ['Membership', 'Memberships and Activities'],
    projects: ['Other Projects', 'List of Projects'],
  },
};

/** Contact labels of the batch's families (builder-chips prints none: icons stand for them). */
export const UNSEEN3_LABELS = {
  'awesome-latex': {
    id: {
      phone: ['Tlp.'],
      email: ['Email Pribadi'],
      location: ['Berdomisili di'],
      linkedin: ['Laman'],
    },
    en: {
      phone: ['Cell phone'],
      email: ['Personal email'],
      location: ['Located in'],
      linkedin: ['Online profile'],
    },
  },
  'word-datetab': {
    id: {
      phone: ['Nomor Telepon', 'Telepon Genggam'],
      email: ['Pos-el', 'Alamat Pos-el'],
      location: ['Tempat Kediaman', 'Alamat Tinggal'],
      linkedin: ['Halaman LinkedIn'],
    },
    en: {
      phone: ['Telephone number', 'Mobile number'],
      email: ['Email (personal)', 'E-mail addr.'],
      location: ['Place of residence', 'Lives in'],
      linkedin: ['LinkedIn page'],
    },
  },
} as const;

/** Abbreviations as LaTeX users type them: the Dutch-rooted "Mrt." and "Agt." in Indonesian. */
const MON_LATEX: Record<Lang, string[]> = {
  id: [
    'Jan.',
    'Feb.',
    'Mrt.',
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
    'Sep.',
    'Oct.',
    'Nov.',
    'Dec.',
  ],
};
const MON3: Record<Lang, string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

type RangeFn = (s: YearMonth, e: YearMonth | null) => string;
const mm = (m: number) => String(m).padStart(2, '0');

/** "03.2019 – 06.2021" or "Mrt. 2019 – Kini". */
function awesomeRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen3-dates');
  const lang = cv.lang;
  const dotted = r.chance(0.5);
  const dash = r.pick([' – ', '–']);
  const now = r.pick(lang === 'id' ? ['Kini', 'Sekarang'] : ['Present', 'present']);
  const ym = (x: YearMonth) =>
    x.month === null
      ? String(x.year)
      : dotted
        ? `${mm(x.month)}.${x.year}`
        : `${MON_LATEX[lang][x.month - 1]} ${x.year}`;
  return (s, e) => `${ym(s)}${dash}${e ? ym(e) : now}`;
}

/** "2019-03 – 2021-06" (Zety's ISO months) or "Mar 2019 - Ongoing". */
function builderRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen3-dates');
  const lang = cv.lang;
  const iso = r.chance(0.6);
  const dash = r.pick([' – ', ' - ']);
  const now = r.pick(lang === 'id' ? ['Berjalan', 'sekarang'] : ['Ongoing', 'present']);
  const ym = (x: YearMonth) =>
    x.month === null
      ? String(x.year)
      : iso
        ? `${x.year}-${mm(x.month)}`
        : `${MON3[lang][x.month - 1]} ${x.year}`;
  return (s, e) => `${ym(s)}${dash}${e ? ym(e) : now}`;
}

/** "2019 – 2021", "2019–21", "09/2019 – 06/2021"; a current job "sejak Maret 2019". */
function datetabRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen3-dates');
  const lang = cv.lang;
  const form = r.pick(['years', 'years-short', 'mm/yyyy', 'month'] as const);
  const since = r.chance(0.5);
  const now = r.pick(lang === 'id' ? ['kini', 'saat ini'] : ['today', 'date']);
  const ym = (x: YearMonth) => {
    if (form === 'years' || form === 'years-short' || x.month === null) return String(x.year);
    return form === 'mm/yyyy'
      ? `${mm(x.month)}/${x.year}`
      : `${MONTHS[lang][x.month - 1]} ${x.year}`;
  };
  return (s, e) => {
    if (!e) {
      if (since) return `${lang === 'id' ? 'sejak' : 'since'} ${ym(s)}`;
      return `${ym(s)} – ${now}`;
    }
    if (form === 'years-short' && Math.floor(s.year / 100) === Math.floor(e.year / 100))
      return `${s.year}–${String(e.year).slice(2)}`;
    return `${ym(s)} – ${ym(e)}`;
  };
}

function redate(cv: GeneratedCv, range: RangeFn): Pick<GeneratedCv, 'experience' | 'education'> {
  return {
    experience: cv.experience.map((j) => ({ ...j, dates: range(j.start, j.end) })),
    education: cv.education.map((s) => ({ ...s, dates: range(s.start, s.end) })),
  };
}

function pickHeadings(cv: GeneratedCv, table: Record<Lang, Headings>) {
  const r = layoutRng(cv, 'unseen3-headings');
  const out: Partial<Record<SectionKey, string>> = {};
  for (const [k, xs] of Object.entries(table[cv.lang])) out[k as SectionKey] = r.pick(xs);
  return out;
}

/** "Budi SANTOSO, S.Kom.": the family name in capitals, as European-style CVs print it. */
export function surnameCaps(cv: Pick<GeneratedCv, 'name' | 'nameDisplay'>): string {
  const parts = cv.name.split(' ');
  if (parts.length < 2) return cv.nameDisplay;
  const upper = [...parts.slice(0, -1), parts.at(-1)!.toUpperCase()].join(' ');
  return cv.nameDisplay.replace(cv.name, upper);
}

/** "+62 (0)812 3456 7890": the trunk zero kept in brackets after the country code. */
export function trunkPhone(e164: string): string {
  const d = e164.slice(3);
  return `+62 (0)${d.slice(0, 3)} ${d.slice(3, 7)} ${d.slice(7)}`;
}

/** The same CV in the words and forms its family of the third unseen batch prints. */
export function unseenWords3(cv: GeneratedCv): GeneratedCv {
  const r = layoutRng(cv, 'unseen3');
  const lang = cv.lang;
  if (cv.family === 'awesome-latex') {
    const L = UNSEEN3_LABELS['awesome-latex'][lang];
    const labelled = r.chance(0.45);
    return {
      ...cv,
      ...redate(cv, awesomeRange(cv)),
      style: {
        ...cv.style,
        headings: pickHeadings(cv, AWESOME_HEADINGS),
        phoneLabel: labelled ? r.pick(L.phone) : null,
        emailLabel: labelled ? r.pick(L.email) : null,
        locationLabel: labelled ? r.pick(L.location) : null,
        linkedinLabel: labelled ? r.pick(L.linkedin) : null,
      },
    };
  }
  if (cv.family === 'builder-chips') {
    return {
      ...cv,
      ...redate(cv, builderRange(cv)),
      style: {
        ...cv.style,
        headings: pickHeadings(cv, BUILDER_HEADINGS),
        phoneLabel: null,
        emailLabel: null,
        locationLabel: null,
        linkedinLabel: null,
      },
    };
  }
  if (cv.family === 'word-datetab') {
    const L = UNSEEN3_LABELS['word-datetab'][lang];
    return {
      ...cv,
      ...redate(cv, datetabRange(cv)),
      nameDisplay: r.chance(0.7) ? surnameCaps(cv) : cv.nameDisplay,
      phone: cv.phoneE164 && r.chance(0.5) ? trunkPhone(cv.phoneE164) : cv.phone,
      style: {
        ...cv.style,
        headings: pickHeadings(cv, DATETAB_HEADINGS),
        phoneLabel: r.pick(L.phone),
        emailLabel: r.pick(L.email),
        locationLabel: r.pick(L.location),
        linkedinLabel: r.pick(L.linkedin),
      },
    };
  }
  return cv;
}

// ---- HTML ------------------------------------------------------------------------------------------

function page(css: string, body: string, lang: string, margin: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: ${margin}; }
* { box-sizing: border-box; }
body { margin: 0; color: #222; }
h1, h2, h3, p, ul { margin: 0; }
${css}
</style></head><body>${body}</body></html>`;
}

const list = (items: string[]) => `<ul>${items.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`;

/** Awesome-CV: split name, accent initials on headings, four-cornered entries in small caps. */
function awesomeLatex(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const accent = r.pick(['#dc3522', '#0395de', '#00a388', '#8a2be2']);
  const font = r.pick([
    "'DejaVu Serif', serif",
    "'Liberation Serif', serif",
    "'Liberation Sans', sans-serif",
  ]);
  const accentLetters = r.pick([2, 3]);
  const centred = r.chance(0.75);
  const sep = r.pick([' | ', ' · ', '  |  ']);
  const skillLabel =
    cv.lang === 'id'
      ? r.pick(['Perangkat', 'Teknis', 'Bidang'])
      : r.pick(['Tools', 'Technical', 'Domain']);
  // The given names light, the family name (and any titles after it) bold.
  const given = cv.name.split(' ').slice(0, -1).join(' ');
  const at = given ? cv.nameDisplay.indexOf(given) : -1;
  const first = at >= 0 ? cv.nameDisplay.slice(0, at + given.length) : '';
  const last = at >= 0 ? cv.nameDisplay.slice(at + given.length).trim() : cv.nameDisplay;
  const items = contactItems(cv);
  const ci = (c: ContactItem) =>
    c.label ? `<span class="lb">${esc(c.label)}</span> ${esc(c.value)}` : esc(c.value);
  // The address often on a line of its own under the headline, as \address{} prints it.
  const addrApart = r.chance(0.5);
  const contact =
    (addrApart ? `<div class="ad">${ci(items.find((c) => c.kind === 'location')!)}</div>` : '') +
    `<div class="ct">${items
      .filter((c) => !addrApart || c.kind !== 'location')
      .map(ci)
      .join(esc(sep))}</div>`;
  const head = `<header><h1><span class="fn">${esc(first)}</span> <span class="ln">${esc(last)}</span></h1><div class="pos">${esc(cv.headline)}</div>${contact}</header>`;
  const heading = (t: string) =>
    `<h2><span class="ac">${esc(t.slice(0, accentLetters))}</span>${esc(t.slice(accentLetters))}<span class="rule"></span></h2>`;
  const entry = (e: Entry) => {
    const lead = e.org || e.title;
    const row1 = `<div class="row"><span class="org">${esc(lead)}</span><span class="loc">${esc(e.org ? (e.location ?? '') : (e.dates ?? ''))}</span></div>`;
    const row2 = e.org
      ? `<div class="row"><span class="ti">${esc(e.title)}</span><span class="dt">${esc(e.dates ?? '')}</span></div>`
      : '';
    return `<div class="e">${row1}${row2}${e.note ? `<div class="nt">${esc(e.note)}</div>` : ''}${e.bullets.length ? list(e.bullets) : ''}</div>`;
  };
  const secs = sectionsOf(cv)
    .map((s) => {
      const b = s.body;
      let inner: string;
      if (s.key === 'skills')
        inner = `<table class="sk"><tr><td class="k">${esc(skillLabel)}</td><td>${esc(cv.skills.join(', '))}</td></tr></table>`;
      else if (s.key === 'languages')
        inner = `<table class="sk">${cv.languages.map((l) => `<tr><td class="k"></td><td>${esc(l)}</td></tr>`).join('')}</table>`;
      else if (s.key === 'certifications')
        inner = cv.certifications
          .map(
            (c) =>
              `<div class="row hon"><span>${esc(c.name)}</span><span class="dt">${esc(c.dates ?? '')}</span></div>`,
          )
          .join('');
      else if (b.kind === 'text') inner = `<p class="sum">${esc(b.text)}</p>`;
      else if (b.kind === 'list') inner = list(b.items);
      else inner = b.entries.map(entry).join('');
      return `<section>${heading(s.heading)}${inner}</section>`;
    })
    .join('');
  const month = cv.lang === 'id' ? 'November 2026' : 'November 2026';
  const footer = r.chance(0.5)
    ? `<div class="foot"><span>${month}</span><span>${esc(cv.name)} · Curriculum Vitae</span><span></span></div>`
    : '';
  const css = `
body { font-family: ${font}; font-size: 10pt; line-height: 1.3; }
header { text-align: ${centred ? 'center' : 'left'}; margin-bottom: 10px; }
h1 { font-size: ${r.pick([28, 32, 34])}pt; line-height: 1.1; }
.fn { font-weight: 300; color: #666; }
.ln { font-weight: bold; color: #222; }
.pos { font-variant: small-caps; color: ${accent}; font-size: 10pt; margin: 4px 0; letter-spacing: 0.5px; }
.ad, .ct { font-size: 8.5pt; color: #555; font-style: italic; }
.lb { font-style: normal; font-weight: bold; color: ${accent}; }
h2 { display: flex; align-items: center; font-size: 15pt; font-weight: bold; color: #333; margin: 12px 0 5px; }
h2 .ac { color: ${accent}; }
h2 .rule { flex: 1; border-top: 0.8pt solid #999; margin-left: 8px; }
.e { margin-bottom: 6px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 12px; }
.org { font-weight: bold; color: #333; }
.loc { color: ${accent}; font-style: italic; font-size: 9pt; }
.ti { font-variant: small-caps; color: #555; font-size: 9pt; }
.dt { color: #777; font-style: italic; font-size: 9pt; }
.nt { font-size: 9pt; color: #555; }
.sum { font-size: 9.5pt; color: #444; }
ul { padding-left: 16px; margin: 2px 0 0; font-size: 9pt; color: #444; }
table.sk { border-collapse: collapse; font-size: 9.5pt; }
table.sk td { padding: 1px 8px 1px 0; vertical-align: top; }
table.sk td.k { font-weight: bold; text-align: right; min-width: 90px; }
.hon { font-size: 9.5pt; }
.foot { position: fixed; bottom: 0; left: 0; right: 0; display: flex; justify-content: space-between; font-size: 7.5pt; color: #999; font-style: italic; }`;
  return page(css, head + secs + footer, cv.lang, '14mm 16mm 16mm');
}

/** An icon font's glyphs, as a builder's export keeps them: private-use characters. */
const PUA: Record<ContactItem['kind'] | 'calendar' | 'pin' | SectionKey, string> = {
  phone: '\uf095',
  email: '\uf0e0',
  location: '\uf3c5',
  linkedin: '\uf0e1',
  calendar: '\uf073',
  pin: '\uf041',
  summary: '\uf007',
  experience: '\uf0b1',
  education: '\uf19d',
  skills: '\uf0ad',
  certifications: '\uf091',
  languages: '\uf1ab',
  organizations: '\uf0c0',
  projects: '\uf0e8',
  publications: '\uf02d',
  awards: '\uf091',
  interests: '\uf004',
  references: '\uf0c0',
};

/** A CV builder's export: icon-font glyphs, chips, level dots, a narrow right column. */
function builderChips(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const accent = r.pick(['#1d6fa5', '#c0392b', '#2e7d6b', '#6b4fa0', '#d35400']);
  const upperName = r.chance(0.4);
  const achieved = r.chance(0.5);
  const textDots = r.chance(0.4);
  const sideLeft = r.chance(0.25);
  const sections = sectionsOf(cv);
  const sideKeys: SectionKey[] = ['skills', 'languages', 'certifications', 'organizations'];
  const icon = (k: keyof typeof PUA) => `<span class="ic">${PUA[k]}</span>`;
  const heading = (s: (typeof sections)[number]) =>
    `<h2><span class="hc">${PUA[s.key]}</span>${esc(s.heading)}</h2>`;
  const entry = (e: Entry) => {
    const meta = [
      e.dates ? `${icon('calendar')}${esc(e.dates)}` : '',
      e.location ? `${icon('pin')}${esc(e.location)}` : '',
    ]
      .filter(Boolean)
      .join('<span class="gap"></span>');
    const bullets = e.bullets.length
      ? `${achieved ? `<div class="ach">${cv.lang === 'id' ? 'Pencapaian:' : 'Achievements/Tasks'}</div>` : ''}${list(e.bullets)}`
      : '';
    return `<div class="e"><div class="et">${esc(e.title)}</div>${e.org ? `<div class="eo">${esc(e.org)}</div>` : ''}${meta ? `<div class="em">${meta}</div>` : ''}${e.note ? `<div class="nt">${esc(e.note)}</div>` : ''}${bullets}</div>`;
  };
  const level = (i: number) => Math.max(2, 5 - i);
  const dots = (n: number) =>
    textDots
      ? `<span class="td">${'●'.repeat(n)}${'○'.repeat(5 - n)}</span>`
      : `<span class="dots">${Array.from({ length: 5 }, (_, k) => `<i class="${k < n ? 'on' : ''}"></i>`).join('')}</span>`;
  const sec = (s: (typeof sections)[number]) => {
    const b = s.body;
    let inner: string;
    if (s.key === 'skills')
      inner = `<div class="chips">${cv.skills.map((x) => `<span class="chip">${esc(x)}</span>`).join('')}</div>`;
    else if (s.key === 'languages')
      inner = cv.languages
        .map((l, i) => `<div class="lg"><span>${esc(l)}</span>${dots(level(i))}</div>`)
        .join('');
    else if (b.kind === 'text') inner = `<p>${esc(b.text)}</p>`;
    else if (b.kind === 'list') inner = list(b.items);
    else inner = b.entries.map(entry).join('');
    return `<section>${heading(s)}${inner}</section>`;
  };
  // The summary sits in the header beside the contact, under its heading.
  const summary = sections.find((s) => s.key === 'summary');
  const main = sections.filter((s) => s.key !== 'summary' && !sideKeys.includes(s.key));
  const side = sections.filter((s) => sideKeys.includes(s.key));
  const contact = contactItems(cv)
    .map((c) => `<div class="ci">${icon(c.kind)}<span>${esc(c.value)}</span></div>`)
    .join('');
  const head = `<header><h1>${esc(cv.nameDisplay)}</h1><div class="hl">${esc(cv.headline)}</div>${summary ? sec(summary) : ''}<div class="cg">${contact}</div></header>`;
  const cols = sideLeft
    ? `<aside>${side.map(sec).join('')}</aside><main>${main.map(sec).join('')}</main>`
    : `<main>${main.map(sec).join('')}</main><aside>${side.map(sec).join('')}</aside>`;
  const css = `
body { font-family: ${r.pick(["'Liberation Sans', sans-serif", "'DejaVu Sans', sans-serif"])}; font-size: 9.5pt; line-height: 1.35; }
header { border-bottom: 2px solid ${accent}; padding-bottom: 8px; margin-bottom: 8px; }
h1 { font-size: ${r.pick([24, 26, 28])}pt; ${upperName ? 'text-transform: uppercase; letter-spacing: 1px;' : ''} }
.hl { color: ${accent}; font-size: 12pt; margin: 2px 0 6px; }
.cg { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 18px; font-size: 8.5pt; margin-top: 6px; }
.ci { display: flex; gap: 6px; align-items: baseline; }
.ic { color: ${accent}; width: 12px; flex: none; font-size: 8pt; }
.cols { display: flex; gap: 16px; }
main { width: ${r.pick([60, 64, 66])}%; }
aside { flex: 1; }
h2 { display: flex; align-items: center; gap: 6px; font-size: 11pt; text-transform: uppercase; color: #222; border-bottom: 1px solid #bbb; margin: 10px 0 5px; padding-bottom: 2px; }
.hc { display: inline-block; width: 18px; height: 18px; border-radius: 50%; background: ${accent}; color: #fff; font-size: 8pt; text-align: center; line-height: 18px; }
.e { margin-bottom: 7px; break-inside: avoid; }
.et { font-weight: bold; font-size: 10.5pt; }
.eo { color: ${accent}; font-weight: bold; }
.em { font-size: 8pt; color: #777; font-style: italic; display: flex; align-items: baseline; }
.em .gap { width: 14px; }
.ach { font-size: 8pt; color: #888; font-style: italic; margin-top: 2px; }
.nt { font-size: 9pt; }
ul { padding-left: 14px; margin: 2px 0; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; }
.chip { border: 1px solid ${accent}; border-radius: 9px; padding: 1px 7px; font-size: 8.5pt; }
.lg { display: flex; justify-content: space-between; gap: 8px; font-size: 8.5pt; margin-bottom: 3px; }
.dots { display: flex; gap: 2px; flex: none; }
.dots i { width: 7px; height: 7px; border-radius: 50%; background: #ddd; display: block; }
.dots i.on { background: ${accent}; }
.td { color: ${accent}; letter-spacing: 1px; flex: none; }`;
  return page(css, `${head}<div class="cols">${cols}</div>`, cv.lang, '12mm 12mm');
}

export const UNSEEN3_HTML_FAMILIES: Record<string, (cv: GeneratedCv) => string> = {
  'awesome-latex': awesomeLatex,
  'builder-chips': builderChips,
};

// ---- Word ------------------------------------------------------------------------------------------

const DASHES = 'datetab-dashes';

function para(text: string, o: Omit<IRunOptions, 'text'> = {}, indent?: number): Paragraph {
  return new Paragraph({
    ...(indent ? { indent: { left: indent } } : {}),
    children: [new TextRun({ text, ...o })],
  });
}

/** A Word CV whose every entry starts with its dates and a tab, the rest hanging at the stop. */
async function wordDatetab(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv);
  const stop = r.pick([1418, 1701, 1985, 2268]);
  const font = r.pick(['Calibri', 'Arial', 'Garamond', 'Cambria', 'Times New Roman']);
  const headForm = r.pick(['org, title', 'title, org', 'title – org'] as const);
  const headStyle = r.pick(['word', 'band', 'caps'] as const);
  const boldAll = r.chance(0.5);
  const labelsTab = r.chance(0.7);
  const lines: Paragraph[] = [];
  lines.push(para(cv.nameDisplay, { bold: true, size: 34 }));
  if (r.chance(0.6)) lines.push(para(cv.headline, { italics: true, size: 24 }));
  lines.push(new Paragraph(''));
  const items = contactItems(cv);
  if (labelsTab) {
    for (const c of items)
      lines.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: stop + 400 }],
          children: [new TextRun(c.label ?? ''), new TextRun({ children: [new Tab(), c.value] })],
        }),
      );
    if (r.chance(0.4)) {
      const label = cv.lang === 'id' ? 'Tempat, tanggal lahir' : 'Date of birth';
      lines.push(
        new Paragraph({
          tabStops: [{ type: TabStopType.LEFT, position: stop + 400 }],
          children: [
            new TextRun(label),
            new TextRun({ children: [new Tab(), `${cv.birth.place}, ${cv.birth.date}`] }),
          ],
        }),
      );
    }
  } else {
    lines.push(para(items.map((c) => `${c.label}: ${c.value}`).join('  •  '), { size: 19 }));
  }
  const heading = (t: string) => {
    if (headStyle === 'word')
      return new Paragraph({
        heading: HeadingLevel.HEADING_1,
        spacing: { before: 280, after: 80 },
        children: [new TextRun({ text: t, color: '2F5496', size: 28 })],
      });
    if (headStyle === 'band')
      return new Paragraph({
        spacing: { before: 280, after: 80 },
        shading: { type: ShadingType.CLEAR, fill: 'E7E6E6', color: 'auto' },
        children: [new TextRun({ text: t, bold: true, size: 24 })],
      });
    return new Paragraph({
      spacing: { before: 280, after: 80 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '7F7F7F', space: 1 } },
      children: [new TextRun({ text: t.toUpperCase(), bold: true, size: 22 })],
    });
  };
  /** "dates<TAB>rest": the first line from the margin, the wrapped ones at the stop. */
  const dated = (dates: string, rest: TextRun[]) =>
    new Paragraph({
      spacing: { before: 100 },
      tabStops: [{ type: TabStopType.LEFT, position: stop }],
      indent: { left: stop, hanging: stop },
      children: [new TextRun({ text: dates }), new TextRun({ children: [new Tab()] }), ...rest],
    });
  const dash = (t: string) =>
    new Paragraph({ numbering: { reference: DASHES, level: 0 }, children: [new TextRun(t)] });
  const header = (e: Entry): TextRun[] => {
    const org = [e.org, e.location].filter(Boolean).join(', ');
    if (!org) return [new TextRun({ text: e.title, bold: true })];
    if (headForm === 'org, title')
      return [
        new TextRun({ text: org, bold: true }),
        new TextRun({ text: `, ${e.title}`, bold: boldAll }),
      ];
    const sep = headForm === 'title, org' ? ', ' : ' – ';
    return [
      new TextRun({ text: e.title, bold: true }),
      new TextRun({ text: `${sep}${org}`, bold: boldAll }),
    ];
  };
  for (const s of sectionsOf(cv)) {
    lines.push(heading(s.heading));
    const b = s.body;
    if (s.key === 'certifications' || s.key === 'projects') {
      const items = s.key === 'certifications' ? cv.certifications : cv.projects;
      for (const it of items) {
        lines.push(dated(it.dates ?? '', [new TextRun(it.name)]));
        for (const d of it.details) lines.push(dash(d));
      }
    } else if (b.kind === 'entries') {
      for (const e of b.entries) {
        lines.push(dated(e.dates ?? '', header(e)));
        if (e.note) lines.push(para(e.note, {}, stop));
        for (const x of e.bullets) lines.push(dash(x));
      }
    } else if (b.kind === 'text') {
      lines.push(para(b.text, {}, r.chance(0.5) ? stop : undefined));
    } else {
      for (const x of b.items) lines.push(para(x, {}, stop));
    }
  }
  const doc = new Document({
    creator: 'karier-cv-gen',
    styles: { default: { document: { run: { font, size: 21 } } } },
    numbering: {
      config: [
        {
          reference: DASHES,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: r.pick(['–', '•', '▪']),
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: stop + 284, hanging: 284 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1247, right: 1134 } } },
        footers: r.chance(0.5)
          ? {
              default: new Footer({
                children: [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [new TextRun({ children: [PageNumber.CURRENT], size: 16 })],
                  }),
                ],
              }),
            }
          : {},
        children: lines,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export const UNSEEN3_DOCX_FAMILIES: Record<string, (cv: GeneratedCv) => Promise<Buffer>> = {
  'word-datetab': wordDatetab,
};
