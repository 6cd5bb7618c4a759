/**
 * The second unseen batch: three more layouts held out whole, added after the first unseen
 * families became tuning families (issue 27). Their cold figures are the generalisation figure
 * (docs/cv-eval-unseen-2.md); nobody looks at their misreads before those are recorded.
 *
 * Each family words its CV in its own vocabulary (`unseenWords2`): headings, contact labels, date
 * formats and name forms none of the other families print, the facts unchanged:
 * - `riwayat-tabel`: the formal Indonesian "DAFTAR RIWAYAT HIDUP" (government and state-company
 *   style) typed in Word: no name above, numbered headings ("I. DATA PRIBADI", "II. RIWAYAT
 *   PENDIDIKAN FORMAL"), the personal data as "Label : value" rows with the name in capitals,
 *   education, work, training and organisations as ruled grid tables with a header row ("No |
 *   Nama Instansi | Jabatan | Tahun | Uraian Tugas"), years only ("2019 s.d. sekarang"), a closing
 *   declaration and a signature block with the name again in brackets.
 * - `harvard`: the Ivy/US-style resume: serif, the name centred, the contact on one line with
 *   bullets, headings with a rule under them, education first; each entry in four corners (the
 *   employer bold left and its town right, the title italic left and the dates right on the
 *   second line); skills and languages as one labelled line ("Technical: …"); names with a
 *   middle initial ("Budi A. Santoso").
 * - `gdocs-serif`: a Google Docs template: a very large name with the headline in the accent
 *   colour, the contact block at the top right, small coloured capital headings, "Company,
 *   Town — Title" on one line and the dates on a grey line of their own in capitals
 *   ("SEPTEMBER 2019 - PRESENT"); some put skills, awards and languages in a narrow right column.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import type { Lang, SectionKey } from '../../src/types.ts';
import { esc } from './html.ts';
import { contactItems, layoutRng, sectionsOf, type Entry } from './model.ts';
import type { GeneratedCv, YearMonth } from './truth.ts';
import {
  joinRange,
  MONTHS,
  NO_LABELS,
  page,
  pickHeadings,
  redate,
  type Headings,
  type RangeFn,
} from './unseen.ts';

const RIWAYAT_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['URAIAN DIRI', 'KETERANGAN SINGKAT'],
    experience: ['RIWAYAT PEKERJAAN', 'RIWAYAT JABATAN', 'PENGALAMAN BEKERJA'],
    education: ['RIWAYAT PENDIDIKAN FORMAL', 'PENDIDIKAN FORMAL'],
    skills: ['KEMAMPUAN KHUSUS', 'KETERAMPILAN YANG DIMILIKI'],
    certifications: ['PENDIDIKAN NON FORMAL / PELATIHAN', 'KURSUS DAN PELATIHAN'],
    languages: ['PENGUASAAN BAHASA', 'KEMAMPUAN BERBAHASA'],
    organizations: ['RIWAYAT ORGANISASI', 'PENGALAMAN ORGANISASI'],
    projects: ['KEGIATAN / PROYEK', 'PROYEK YANG DITANGANI'],
  },
  en: {
    summary: ['PERSONAL STATEMENT', 'BRIEF DESCRIPTION'],
    experience: ['EMPLOYMENT RECORD', 'EMPLOYMENT HISTORY', 'WORK RECORD'],
    education: ['FORMAL EDUCATION', 'EDUCATIONAL RECORD'],
    skills: ['SPECIAL SKILLS', 'SKILLS POSSESSED'],
    certifications: ['NON-FORMAL EDUCATION / TRAINING', 'TRAININGS ATTENDED'],
    languages: ['LANGUAGES MASTERED', 'COMMAND OF LANGUAGES'],
    organizations: ['ORGANIZATIONAL RECORD', 'ORGANISATION HISTORY'],
    projects: ['PROJECTS HANDLED', 'ASSIGNMENTS / PROJECTS'],
  },
};

const HARVARD_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Tujuan Karier', 'Ringkasan Kualifikasi'],
    experience: ['Pengalaman Kerja & Magang', 'Pengalaman Profesional dan Magang'],
    education: ['Riwayat Akademik', 'Pendidikan Tinggi'],
    skills: ['Keterampilan & Minat', 'Keterampilan Teknis & Perangkat'],
    certifications: ['Penghargaan & Sertifikasi', 'Sertifikasi & Prestasi'],
    languages: ['Penguasaan Bahasa Asing', 'Bahasa Lisan & Tulisan'],
    organizations: ['Kepemimpinan & Kegiatan', 'Kegiatan Kampus & Kepemimpinan'],
    projects: ['Riset & Proyek', 'Proyek Mandiri'],
  },
  en: {
    summary: ['Objective', 'Objective Statement'],
    experience: ['Experience & Internships', 'Work & Internship Experience'],
    education: ['Academic Preparation', 'Education & Honors'],
    skills: ['Skills & Interests', 'Technical Skills & Tools'],
    certifications: ['Honors & Certifications', 'Awards & Certifications'],
    languages: ['Languages & Fluency', 'Language Fluency'],
    organizations: ['Activities & Leadership', 'Campus Involvement'],
    projects: ['Research & Projects', 'Independent Projects'],
  },
};

const GDOCS_HEADINGS: Record<Lang, Headings> = {
  id: {
    summary: ['Sekilas', 'Perkenalan'],
    experience: ['Tempat Saya Bekerja', 'Pengalaman Kerja Saya'],
    education: ['Sekolah & Kuliah', 'Pendidikan Saya'],
    skills: ['Keahlian Saya', 'Perangkat yang Saya Kuasai'],
    certifications: ['Penghargaan', 'Penghargaan & Sertifikat'],
    languages: ['Bahasa yang Saya Kuasai', 'Bahasa Sehari-hari'],
    organizations: ['Kegiatan Sukarela', 'Komunitas'],
    projects: ['Karya', 'Proyek Pribadi'],
  },
  en: {
    summary: ['Short Bio', 'Introduction'],
    experience: ["Where I've Worked", 'Work'],
    education: ['Schooling', 'Where I Studied'],
    skills: ['Toolbox', 'What I Do Best'],
    certifications: ['Awards', 'Awards & Certificates'],
    languages: ['Languages I Use', 'Spoken & Written'],
    organizations: ['Community', 'Giving Back'],
    projects: ["Things I've Built", 'Side Work'],
  },
};

/** The personal-data rows of a formal Indonesian CV, in its own labels. */
export const RIWAYAT_LABELS = {
  id: {
    title: ['DAFTAR RIWAYAT HIDUP', 'RIWAYAT HIDUP'],
    block: ['DATA PRIBADI', 'KETERANGAN PERORANGAN', 'IDENTITAS DIRI'],
    name: 'Nama Lengkap',
    birth: 'Tempat, Tgl. Lahir',
    gender: ['Jenis Kelamin', ['Laki-laki', 'Perempuan']],
    religion: ['Agama', ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha']],
    status: ['Status Perkawinan', ['Belum Kawin', 'Kawin']],
    nationality: ['Kewarganegaraan', ['Indonesia', 'WNI']],
    nik: 'NIK',
    phone: ['No. Telepon/HP', 'Nomor HP', 'Telepon Seluler'],
    email: ['Alamat E-mail', 'Surat Elektronik'],
    location: ['Alamat Rumah', 'Alamat Tempat Tinggal'],
    linkedin: ['Akun LinkedIn', 'Media Sosial'],
    cols: {
      no: 'No',
      level: 'Jenjang',
      school: 'Nama Sekolah / Perguruan Tinggi',
      major: 'Jurusan',
      year: 'Tahun',
      gpa: 'IPK',
      org: ['Nama Instansi / Perusahaan', 'Nama Perusahaan'],
      role: 'Jabatan',
      duties: 'Uraian Tugas',
      course: 'Nama Pelatihan / Sertifikasi',
      club: 'Nama Organisasi',
      project: 'Nama Kegiatan',
      note: 'Keterangan',
    },
    closing: [
      'Demikian daftar riwayat hidup ini saya buat dengan sebenar-benarnya dan dapat dipertanggungjawabkan.',
      'Demikian riwayat hidup ini saya buat dengan sebenarnya untuk dipergunakan sebagaimana mestinya.',
    ],
    regards: 'Hormat saya,',
  },
  en: {
    title: ['CURRICULUM VITAE', 'BIODATA'],
    block: ['PERSONAL DETAILS', 'PERSONAL PARTICULARS', 'IDENTITY'],
    name: 'Full Name',
    birth: 'Place, Date of Birth',
    gender: ['Sex', ['Male', 'Female']],
    religion: ['Religion', ['Islam', 'Christian', 'Catholic', 'Hindu', 'Buddhist']],
    status: ['Marital Status', ['Single', 'Married']],
    nationality: ['Nationality', ['Indonesian']],
    nik: 'ID Number (NIK)',
    phone: ['Mobile Phone No.', 'Handphone'],
    email: ['E-mail Address', 'Electronic Mail'],
    location: ['Home Address', 'Residential Address'],
    linkedin: ['LinkedIn Account', 'Social Media'],
    cols: {
      no: 'No.',
      level: 'Level',
      school: 'Name of School / University',
      major: 'Major',
      year: 'Year',
      gpa: 'GPA',
      org: ['Name of Institution / Company', 'Company'],
      role: 'Position',
      duties: 'Job Description',
      course: 'Name of Training / Certificate',
      club: 'Name of Organisation',
      project: 'Activity',
      note: 'Remarks',
    },
    closing: [
      'I hereby declare that the information above is true and correct to the best of my knowledge.',
      'I certify that all the information given above is true and accurate.',
    ],
    regards: 'Sincerely,',
  },
} as const;

const HARVARD_LABELS = {
  id: { skills: ['Teknis:', 'Perangkat:'], languages: ['Bahasa:'] },
  en: { skills: ['Technical:', 'Computer:'], languages: ['Language:', 'Languages:'] },
} as const;

/** Harvard's abbreviations with a full stop; "May" / "Mei" and "June" stay whole. */
const MON_DOT = {
  id: [
    'Jan.',
    'Feb.',
    'Mar.',
    'Apr.',
    'Mei',
    'Juni',
    'Juli',
    'Agu.',
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
    'June',
    'July',
    'Aug.',
    'Sept.',
    'Oct.',
    'Nov.',
    'Dec.',
  ],
};

/** A formal CV's "Tahun" column: years only, or "01-2019"; "s.d." / "to". */
function riwayatRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen2-dates');
  const id = cv.lang === 'id';
  const monthly = r.chance(0.35);
  const dash = r.pick(id ? [' s.d. ', ' - ', ' s/d '] : [' to ', ' - ']);
  const now = r.pick(id ? ['sekarang', 'Sekarang', 'saat ini'] : ['present', 'now']);
  const ym = (x: YearMonth) =>
    monthly && x.month !== null ? `${String(x.month).padStart(2, '0')}-${x.year}` : String(x.year);
  return joinRange(ym, dash, now);
}

function harvardRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen2-dates');
  const lang = cv.lang;
  const short = r.chance(0.6);
  const now = r.pick(lang === 'id' ? ['Sekarang', 'Kini'] : ['Present', 'Current']);
  const ym = (x: YearMonth) =>
    x.month === null
      ? String(x.year)
      : `${(short ? MON_DOT : MONTHS)[lang][x.month - 1]} ${x.year}`;
  return joinRange(ym, ' – ', now);
}

function gdocsRange(cv: GeneratedCv): RangeFn {
  const r = layoutRng(cv, 'unseen2-dates');
  const lang = cv.lang;
  const dash = r.pick([' - ', ' — ']);
  const now = lang === 'id' ? r.pick(['SEKARANG', 'SAAT INI']) : r.pick(['PRESENT', 'NOW']);
  const ym = (x: YearMonth) =>
    x.month === null ? String(x.year) : `${MONTHS[lang][x.month - 1]!.toUpperCase()} ${x.year}`;
  return joinRange(ym, dash, now);
}

/** "Budi A. Santoso": the middle names as initials, as US-style resumes print them. */
export function middleInitials(name: string): string {
  const parts = name.split(' ');
  if (parts.length < 3) return name;
  const mid = parts.slice(1, -1).map((p) => `${p[0]}.`);
  return [parts[0], ...mid, parts.at(-1)].join(' ');
}

/** "BUDI SANTOSO, S.Kom.": the name in capitals, the titles as written. */
export function capitalName(cv: GeneratedCv): string {
  const at = cv.nameDisplay.indexOf(cv.name);
  if (at < 0) return cv.nameDisplay;
  return `${cv.nameDisplay.slice(0, at)}${cv.name.toUpperCase()}${cv.nameDisplay.slice(at + cv.name.length)}`;
}

/** The same CV in the words and forms its family of the second unseen batch prints. */
export function unseenWords2(cv: GeneratedCv): GeneratedCv {
  const r = layoutRng(cv, 'unseen2');
  const lang = cv.lang;
  if (cv.family === 'riwayat-tabel') {
    const L = RIWAYAT_LABELS[lang];
    return {
      ...cv,
      ...redate(cv, riwayatRange(cv)),
      // The organisation grid has no column for what was done there: the truth holds what the
      // page prints.
      organizations: cv.organizations.map((o) => ({
        ...o,
        details: [],
      })),
      nameDisplay: capitalName(cv),
      style: {
        ...cv.style,
        headings: pickHeadings(cv, RIWAYAT_HEADINGS, 'unseen2-headings'),
        phoneLabel: r.pick(L.phone),
        emailLabel: r.pick(L.email),
        locationLabel: r.pick(L.location),
        linkedinLabel: r.pick(L.linkedin),
      },
    };
  }
  if (cv.family === 'harvard') {
    return {
      ...cv,
      ...redate(cv, harvardRange(cv)),
      nameDisplay: r.chance(0.7)
        ? cv.nameDisplay.replace(cv.name, middleInitials(cv.name))
        : cv.nameDisplay,
      style: {
        ...cv.style,
        headings: pickHeadings(cv, HARVARD_HEADINGS, 'unseen2-headings'),
        ...NO_LABELS,
      },
    };
  }
  if (cv.family === 'gdocs-serif') {
    return {
      ...cv,
      ...redate(cv, gdocsRange(cv)),
      style: {
        ...cv.style,
        headings: pickHeadings(cv, GDOCS_HEADINGS, 'unseen2-headings'),
        ...NO_LABELS,
      },
    };
  }
  return cv;
}

// ---- HTML ------------------------------------------------------------------------------------------

/** The Ivy/US-style resume: four-cornered entries, education first, labelled skill lines. */
function harvard(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const centredHeads = r.chance(0.35);
  const upperHeads = r.chance(0.5);
  const sep = r.pick([' • ', ' · ', ' | ']);
  const L = HARVARD_LABELS[cv.lang];
  const items = contactItems(cv);
  const line = (xs: typeof items) =>
    `<div class="c">${xs.map((c) => esc(c.value)).join(sep)}</div>`;
  // Some put the address on a line of its own above the phone, email and profile.
  const head = `<h1>${esc(cv.nameDisplay)}</h1>${
    r.chance(0.3)
      ? line(items.filter((c) => c.kind === 'location')) +
        line(items.filter((c) => c.kind !== 'location'))
      : line(items)
  }`;
  const corners = (e: Entry) => {
    const lead = e.org || e.title;
    const second = e.org ? e.title : '';
    const row1 = `<div class="row"><b>${esc(lead)}</b><span>${esc(e.org ? (e.location ?? '') : (e.dates ?? ''))}</span></div>`;
    const row2 = second
      ? `<div class="row"><i>${esc(second)}</i><span>${esc(e.dates ?? '')}</span></div>`
      : '';
    const note = e.note ? `<div>${esc(e.note)}</div>` : '';
    const bullets = e.bullets.length
      ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`
      : '';
    return `<div class="e">${row1}${row2}${note}${bullets}</div>`;
  };
  const secs = sectionsOf(cv, { order: 'education-first' })
    .map((s) => {
      const b = s.body;
      let inner: string;
      if (s.key === 'skills')
        inner = `<p><b>${esc(r.pick(L.skills))}</b> ${esc(cv.skills.join(', '))}</p>`;
      else if (s.key === 'languages')
        inner = `<p><b>${esc(r.pick(L.languages))}</b> ${esc(cv.languages.join('; '))}</p>`;
      else if (b.kind === 'text') inner = `<p>${esc(b.text)}</p>`;
      else if (b.kind === 'list') inner = b.items.map((i) => `<p>${esc(i)}</p>`).join('');
      else inner = b.entries.map(corners).join('');
      return `<section><h2>${esc(upperHeads ? s.heading.toUpperCase() : s.heading)}</h2>${inner}</section>`;
    })
    .join('');
  const css = `
body { font-family: 'Liberation Serif', 'Times New Roman', serif; font-size: 11pt; line-height: 1.25; }
h1 { font-size: ${r.pick([18, 20, 22])}pt; text-align: center; font-weight: bold; }
.c { text-align: center; font-size: 10.5pt; }
h2 { font-size: 11.5pt; font-weight: bold; border-bottom: 1px solid #000; margin: 12px 0 5px; padding-bottom: 1px; text-align: ${centredHeads ? 'center' : 'left'}; }
.e { margin: 0 0 6px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 10px; }
ul { padding-left: 18px; margin: 1px 0 0; }
li { margin: 0; }`;
  return page(css, head + secs, cv.lang, '0.6in 0.75in', 'color: #111;');
}

/** A Google Docs template: large name, contact at the top right, dates on a grey line. */
function gdocsSerif(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const accent = r.pick(['#e06c3c', '#2b7fb8', '#1e8a6e', '#b3372f']);
  const side = r.chance(0.4);
  const serif = r.chance(0.6);
  const sections = sectionsOf(cv, { skillsAsList: side });
  const sideKeys: SectionKey[] = ['skills', 'certifications', 'languages'];
  const entry = (e: Entry) => {
    const place = [e.org, e.location].filter(Boolean).join(', ');
    const line = place ? `<b>${esc(place)}</b> — <i>${esc(e.title)}</i>` : `<b>${esc(e.title)}</b>`;
    return `<div class="e"><div>${line}</div>${e.dates ? `<div class="d">${esc(e.dates)}</div>` : ''}${e.note ? `<div>${esc(e.note)}</div>` : ''}${e.bullets.length ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>` : ''}</div>`;
  };
  const sec = (s: (typeof sections)[number]) => {
    const b = s.body;
    const inner =
      b.kind === 'text'
        ? `<p>${esc(b.text)}</p>`
        : b.kind === 'list'
          ? `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`
          : b.entries.map(entry).join('');
    return `<section><h2>${esc(s.heading.toUpperCase())}</h2>${inner}</section>`;
  };
  const main = sections
    .filter((s) => !side || !sideKeys.includes(s.key))
    .map(sec)
    .join('');
  const aside = side
    ? sections
        .filter((s) => sideKeys.includes(s.key))
        .map(sec)
        .join('')
    : '';
  const contact = contactItems(cv)
    .map((c) => `<div>${esc(c.value)}</div>`)
    .join('');
  const css = `
body { font-family: ${serif ? "'Liberation Serif', serif" : "'Liberation Sans', sans-serif"}; font-size: 10.5pt; line-height: 1.35; color: #333; }
header { display: flex; justify-content: space-between; align-items: flex-start; margin-bottom: 14px; }
h1 { font-size: ${r.pick([30, 34, 36])}pt; font-weight: bold; color: #111; line-height: 1.05; }
.hl { color: ${accent}; font-size: 12pt; margin-top: 4px; }
.ct { text-align: right; font-size: 9.5pt; color: #555; white-space: nowrap; padding-left: 16px; }
h2 { font-size: 9.5pt; color: ${accent}; letter-spacing: 0.5px; margin: 14px 0 5px; font-weight: bold; }
.e { margin-bottom: 8px; break-inside: avoid; }
.d { font-size: 8.5pt; color: #888; margin: 1px 0 2px; }
ul { padding-left: 16px; margin: 2px 0; }
.cols { display: flex; gap: 24px; }
.cols main { width: 68%; }
.cols aside { width: 32%; }`;
  const headHtml = `<header><div><h1>${esc(cv.nameDisplay)}</h1><div class="hl">${esc(cv.headline)}</div></div><div class="ct">${contact}</div></header>`;
  const body = side
    ? `${headHtml}<div class="cols"><main>${main}</main><aside>${aside}</aside></div>`
    : `${headHtml}${main}`;
  return page(css, body, cv.lang, '0.7in 0.8in', 'color: #111;');
}

export const UNSEEN2_HTML_FAMILIES: Record<string, (cv: GeneratedCv) => string> = {
  harvard,
  'gdocs-serif': gdocsSerif,
};

// ---- Word ------------------------------------------------------------------------------------------

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const GRID = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

function para(
  text: string,
  o: Omit<IRunOptions, 'text'> = {},
  align?: (typeof AlignmentType)[keyof typeof AlignmentType],
): Paragraph {
  return new Paragraph({
    ...(align ? { alignment: align } : {}),
    children: [new TextRun({ text, ...o })],
  });
}

function gridCell(children: Paragraph[], width: number, head = false): TableCell {
  return new TableCell({
    children: children.length ? children : [new Paragraph('')],
    width: { size: width, type: WidthType.PERCENTAGE },
    verticalAlign: VerticalAlign.TOP,
    ...(head ? { shading: { fill: 'D9D9D9' } } : {}),
  });
}

/** A ruled grid with a header row: "No | Nama Instansi | Jabatan | Tahun". */
function grid(head: string[], widths: number[], rows: (string | string[])[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: GRID,
      bottom: GRID,
      left: GRID,
      right: GRID,
      insideHorizontal: GRID,
      insideVertical: GRID,
    },
    rows: [
      new TableRow({
        tableHeader: true,
        children: head.map((h, i) =>
          gridCell([para(h, { bold: true }, AlignmentType.CENTER)], widths[i]!, true),
        ),
      }),
      ...rows.map(
        (cells) =>
          new TableRow({
            children: cells.map((c, i) =>
              gridCell(
                (Array.isArray(c) ? c : [c]).map((t) =>
                  para(t, {}, i === 0 ? AlignmentType.CENTER : undefined),
                ),
                widths[i]!,
              ),
            ),
          }),
      ),
    ],
  });
}

/** "Label : value" rows of a formal CV, without rules. */
function labelRows(rows: [string, string][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
    rows: rows.map(
      ([k, v]) =>
        new TableRow({
          children: [gridCell([para(k)], 32), gridCell([para(':')], 3), gridCell([para(v)], 65)],
        }),
    ),
  });
}

/** The formal Indonesian "DAFTAR RIWAYAT HIDUP" typed in Word. */
async function riwayatTabel(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv);
  const L = RIWAYAT_LABELS[cv.lang];
  const C = L.cols;
  const roman = r.chance(0.65);
  const font = r.pick(['Times New Roman', 'Arial', 'Bookman Old Style']);
  const out: (Paragraph | Table)[] = [
    para(r.pick(L.title), { bold: true, size: 28, underline: {} }, AlignmentType.CENTER),
    new Paragraph(''),
  ];
  let n = 0;
  const heading = (t: string) => {
    const num = roman ? `${ROMAN[n]}.` : `${String.fromCharCode(65 + n)}.`;
    n++;
    out.push(
      new Paragraph({
        spacing: { before: 240, after: 100 },
        children: [new TextRun({ text: `${num} ${t}`, bold: true })],
      }),
    );
  };
  // Personal data: the name only here, in capitals.
  const rows: [string, string][] = [[L.name, cv.nameDisplay]];
  rows.push([L.birth, `${cv.birth.place}, ${cv.birth.date}`]);
  for (const [label, values] of [L.gender, L.religion, L.status, L.nationality] as const)
    if (r.chance(0.6)) rows.push([label, r.pick(values)]);
  if (r.chance(0.3))
    rows.push([L.nik, `3${String(r.int(100000000, 999999999))}${String(r.int(100000, 999999))}`]);
  const s = cv.style;
  rows.push([s.locationLabel!, cv.location]);
  if (cv.phone) rows.push([s.phoneLabel!, cv.phone]);
  rows.push([s.emailLabel!, cv.email]);
  if (cv.linkedin) rows.push([s.linkedinLabel!, cv.linkedin]);
  heading(r.pick(L.block));
  out.push(labelRows(rows));
  const gpa = (g: string | null) => (g ? (cv.lang === 'id' ? g.replace('.', ',') : g) : '-');
  const orgCol = r.pick(C.org);
  for (const sec of sectionsOf(cv)) {
    heading(sec.heading);
    const b = sec.body;
    if (sec.key === 'education') {
      const withGpa = cv.education.some((x) => x.gpa);
      out.push(
        grid(
          [C.no, C.level, C.school, C.major, C.year, ...(withGpa ? [C.gpa] : [])],
          withGpa ? [6, 12, 34, 22, 16, 10] : [6, 14, 38, 24, 18],
          cv.education.map((x, i) => [
            String(i + 1),
            x.degree,
            x.institution,
            x.major,
            x.dates,
            ...(withGpa ? [gpa(x.gpa)] : []),
          ]),
        ),
      );
    } else if (sec.key === 'experience') {
      out.push(
        grid(
          [C.no, orgCol, C.role, C.year, C.duties],
          [6, 26, 20, 16, 32],
          cv.experience.map((j, i) => [
            String(i + 1),
            [j.organisation, ...(j.location ? [j.location] : [])],
            j.title,
            j.dates,
            j.bullets.map((x) => `- ${x}`),
          ]),
        ),
      );
    } else if (sec.key === 'certifications') {
      out.push(
        grid(
          [C.no, C.course, C.year],
          [8, 70, 22],
          cv.certifications.map((c, i) => [String(i + 1), c.name, c.dates ?? '-']),
        ),
      );
    } else if (sec.key === 'organizations') {
      out.push(
        grid(
          [C.no, C.club, C.role, C.year],
          [8, 44, 28, 20],
          cv.organizations.map((o, i) => {
            const [org, role] = o.name.split(' — ');
            return [String(i + 1), org ?? o.name, role ?? '-', o.dates ?? '-'];
          }),
        ),
      );
    } else if (sec.key === 'projects') {
      out.push(
        grid(
          [C.no, C.project, C.year, C.note],
          [8, 38, 14, 40],
          cv.projects.map((p, i) => [String(i + 1), p.name, p.dates ?? '-', p.details]),
        ),
      );
    } else if (b.kind === 'text') {
      if (sec.key === 'skills')
        cv.skills.forEach((x, i) => out.push(para(`${String.fromCharCode(97 + i)}. ${x}`)));
      else
        out.push(
          new Paragraph({ alignment: AlignmentType.JUSTIFIED, children: [new TextRun(b.text)] }),
        );
    } else if (b.kind === 'list') {
      b.items.forEach((x, i) => out.push(para(`${i + 1}. ${x}`)));
    }
  }
  // The closing declaration and the signature, the name again in brackets.
  const town = cv.location.split(',')[0]!.trim();
  const today =
    cv.lang === 'id'
      ? `${r.int(1, 28)} ${MONTHS.id[10]} 2026`
      : `${MONTHS.en[10]} ${r.int(1, 28)}, 2026`;
  out.push(
    new Paragraph({
      spacing: { before: 360 },
      alignment: AlignmentType.JUSTIFIED,
      children: [new TextRun(r.pick(L.closing))],
    }),
    new Paragraph({
      spacing: { before: 240 },
      indent: { left: 5600 },
      children: [new TextRun(`${town}, ${today}`)],
    }),
    new Paragraph({ indent: { left: 5600 }, children: [new TextRun(L.regards)] }),
    new Paragraph(''),
    new Paragraph(''),
    new Paragraph({
      indent: { left: 5600 },
      children: [new TextRun({ text: `( ${cv.name.toUpperCase()} )`, bold: true, underline: {} })],
    }),
  );
  const doc = new Document({
    creator: 'karier-cv-gen',
    styles: { default: { document: { run: { font, size: 22 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1418, right: 1134 } } },
        children: out,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

export const UNSEEN2_DOCX_FAMILIES: Record<string, (cv: GeneratedCv) => Promise<Buffer>> = {
  'riwayat-tabel': riwayatTabel,
};
