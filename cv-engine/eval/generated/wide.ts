/**
 * The wide families: layouts and vocabulary the engine's rules were never written against, kept
 * whole as a held-out set (every document of these families is held out). They answer the
 * question the per-document split cannot: does a rule generalise to a layout and words nobody
 * tuned on? Do not tune on them; read their figures once, before and after a change.
 *
 * `widen` rewords a CV's vocabulary (headings, contact labels, date formats) without changing its
 * facts; the families draw it as a job portal's export, a CSS grid with a label column, a dense
 * one-line-per-entry CV (HTML and Word), and a Word CV with a photo beside the name.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { SectionKey } from '../../src/types.ts';
import { esc } from './html.ts';
import {
  contactItems,
  contactText,
  layoutRng,
  sectionsOf,
  type Entry,
  type ModelSection,
} from './model.ts';
import type { GeneratedCv, YearMonth } from './truth.ts';

const WIDE_HEADINGS: Record<'id' | 'en', Partial<Record<SectionKey, string[]>>> = {
  id: {
    summary: ['Profil Singkat', 'Tentang Diri', 'Ringkasan Diri', 'Profil Pribadi'],
    experience: ['Jejak Karier', 'Riwayat Karier', 'Pengalaman Profesional', 'Riwayat Kerja'],
    education: ['Latar Belakang Pendidikan', 'Riwayat Pendidikan Formal', 'Pendidikan Terakhir'],
    skills: ['Kompetensi', 'Keahlian Teknis', 'Keterampilan Utama', 'Kemampuan Teknis'],
    certifications: ['Sertifikat & Pelatihan', 'Kursus dan Sertifikasi', 'Lisensi'],
    languages: ['Penguasaan Bahasa', 'Bahasa yang Dikuasai'],
    organizations: ['Kegiatan Organisasi', 'Aktivitas Organisasi', 'Kepanitiaan'],
    projects: ['Proyek yang Pernah Dikerjakan', 'Proyek Pilihan', 'Portofolio'],
    publications: ['Daftar Publikasi', 'Karya Tulis'],
  },
  en: {
    summary: ['Profile Summary', 'Personal Profile', 'Career Objective', 'Overview'],
    experience: ['Career History', 'Work History', 'Relevant Experience', 'Employment'],
    education: ['Educational Background', 'Academic Qualifications', 'Qualifications'],
    skills: ['Key Skills', 'Areas of Expertise', 'Skills & Tools', 'Competencies'],
    certifications: ['Training & Certifications', 'Courses', 'Licences'],
    languages: ['Languages Spoken', 'Language Proficiency'],
    organizations: ['Volunteer & Leadership', 'Extracurricular Activities', 'Volunteering'],
    projects: ['Key Projects', 'Project Highlights', 'Portfolio'],
    publications: ['Research Output', 'Papers'],
  },
};

const WIDE_LABELS = {
  id: {
    phone: ['Ponsel', 'No. Telepon', 'Nomor WhatsApp', 'Kontak', null],
    email: ['Surel', 'Alamat Email', 'Email', null],
    location: ['Domisili', 'Tempat Tinggal', 'Kota', null],
    linkedin: ['Profil LinkedIn', 'LinkedIn', null],
  },
  en: {
    phone: ['Cell', 'Mob.', 'Contact No.', 'Phone number', null],
    email: ['Mail', 'Email address', 'E', null],
    location: ['Based in', 'Location', 'City', null],
    linkedin: ['LinkedIn profile', 'Profile', null],
  },
} as const;

type WideDate = 'dot' | 'slash-ym' | 'apostrophe' | 'month-upper';

const MON = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const NOW = { id: ['kini', 'saat ini', 'Sekarang'], en: ['Now', 'Current', 'Present'] };

function wideYm(ym: YearMonth, f: WideDate, lang: 'id' | 'en'): string {
  if (ym.month === null) return String(ym.year);
  const mm = String(ym.month).padStart(2, '0');
  switch (f) {
    case 'dot':
      return `${mm}.${ym.year}`;
    case 'slash-ym':
      return `${ym.year}/${mm}`;
    case 'apostrophe':
      return `${MON[lang][ym.month - 1]} '${String(ym.year).slice(2)}`;
    case 'month-upper':
      return `${MON[lang][ym.month - 1]!.toUpperCase()} ${ym.year}`;
  }
}

/** The same CV in words and formats none of the other families use. */
export function widen(cv: GeneratedCv): GeneratedCv {
  const r = layoutRng(cv, 'wide');
  const lang = cv.lang;
  const headings: Partial<Record<SectionKey, string>> = {};
  for (const [k, xs] of Object.entries(WIDE_HEADINGS[lang])) headings[k as SectionKey] = r.pick(xs);
  const f = r.pick<WideDate>(['dot', 'slash-ym', 'apostrophe', 'month-upper']);
  const dash = r.pick([' – ', ' - ', ' to ', ' — '].filter((d) => lang === 'en' || d !== ' to '));
  const now = r.pick(NOW[lang]);
  const range = (s: YearMonth, e: YearMonth | null) =>
    `${wideYm(s, f, lang)}${dash}${e ? wideYm(e, f, lang) : now}`;
  const labels = WIDE_LABELS[lang];
  return {
    ...cv,
    experience: cv.experience.map((j) => ({ ...j, dates: range(j.start, j.end) })),
    education: cv.education.map((s) => ({ ...s, dates: range(s.start, s.end) })),
    style: {
      ...cv.style,
      headings,
      phoneLabel: r.pick([...labels.phone]),
      emailLabel: r.pick([...labels.email]),
      locationLabel: r.pick([...labels.location]),
      linkedinLabel: r.pick([...labels.linkedin]),
    },
  };
}

// ---- HTML ------------------------------------------------------------------------------------------

function page(css: string, body: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 9.5pt; color: #1d1d1d; line-height: 1.4; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 14px; }
${css}
</style></head><body>${body}</body></html>`;
}

function listHtml(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

/** A job portal's "download CV" export: a key-value grid per entry, coloured section bars. */
function portalExport(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const bar = r.pick(['#0d6efd', '#198754', '#6f42c1', '#444']);
  const kv = (k: string, v: string) =>
    `<tr><td class="k">${esc(k)}</td><td class="v">${esc(v)}</td></tr>`;
  const id = cv.lang === 'id';
  const K = id
    ? {
        pos: 'Posisi',
        org: 'Perusahaan',
        per: 'Periode',
        loc: 'Lokasi',
        deg: 'Jenjang',
        sch: 'Institusi',
        note: 'Keterangan',
        desc: 'Deskripsi',
      }
    : {
        pos: 'Position',
        org: 'Company',
        per: 'Period',
        loc: 'Location',
        deg: 'Qualification',
        sch: 'Institution',
        note: 'Notes',
        desc: 'Description',
      };
  const entryTable = (s: ModelSection, e: Entry) => {
    const isEdu = s.key === 'education';
    const rows = [
      kv(isEdu ? K.deg : K.pos, e.title),
      e.org ? kv(isEdu ? K.sch : K.org, e.org) : '',
      e.dates ? kv(K.per, e.dates) : '',
      e.location ? kv(K.loc, e.location) : '',
      e.note ? kv(K.note, e.note) : '',
    ].join('');
    const desc = e.bullets.length
      ? `<tr><td class="k">${esc(K.desc)}</td><td class="v">${listHtml(e.bullets)}</td></tr>`
      : '';
    return `<table class="kv">${rows}${desc}</table>`;
  };
  const body = sectionsOf(cv)
    .map((s) => {
      const b = s.body;
      const inner =
        b.kind === 'text'
          ? `<p>${esc(b.text)}</p>`
          : b.kind === 'list'
            ? listHtml(b.items)
            : b.entries.map((e) => entryTable(s, e)).join('');
      return `<div class="bar">${esc(s.heading)}</div><div class="sec">${inner}</div>`;
    })
    .join('');
  const contact = contactItems(cv)
    .map((c) =>
      kv(
        c.label ??
          (c.kind === 'email'
            ? 'Email'
            : c.kind === 'phone'
              ? id
                ? 'Telepon'
                : 'Phone'
              : c.kind === 'location'
                ? id
                  ? 'Domisili'
                  : 'Location'
                : 'LinkedIn'),
        c.value,
      ),
    )
    .join('');
  const css = `
h1 { font-size: 17pt; }
.head { color: #555; margin-bottom: 6px; }
.bar { background: ${bar}; color: #fff; font-weight: bold; padding: 3px 6px; margin: 10px 0 4px; }
table.kv { border-collapse: collapse; width: 100%; margin-bottom: 6px; }
td.k { width: 28%; color: #555; vertical-align: top; padding: 1px 4px; }
td.v { vertical-align: top; padding: 1px 4px; }`;
  return page(
    css,
    `<h1>${esc(cv.nameDisplay)}</h1><div class="head">${esc(cv.headline)}</div><table class="kv">${contact}</table>${body}`,
    cv.lang,
  );
}

/** A CSS grid: small-caps headings in a narrow left column, entries right, dates on the right. */
function gridLabels(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const nameRight = r.chance(0.5);
  const sep = r.pick(['  ·  ', '  /  ', '  ⋅  ']);
  const entry = (e: Entry) => {
    const org = [e.org, e.location].filter(Boolean).join(', ');
    return `<div class="e"><div class="t"><span><b>${esc(e.title)}</b>${org ? `, ${esc(org)}` : ''}</span><span class="d">${esc(e.dates ?? '')}</span></div>${e.note ? `<div>${esc(e.note)}</div>` : ''}${e.bullets.length ? listHtml(e.bullets) : ''}</div>`;
  };
  const rows = sectionsOf(cv)
    .map((s) => {
      const b = s.body;
      const inner =
        b.kind === 'text'
          ? `<p>${esc(b.text)}</p>`
          : b.kind === 'list'
            ? `<p>${b.items.map(esc).join(sep)}</p>`
            : b.entries.map(entry).join('');
      return `<div class="l">${esc(s.heading)}</div><div class="c">${inner}</div>`;
    })
    .join('');
  const css = `
.top { display: flex; justify-content: space-between; align-items: flex-end; border-bottom: 2px solid #999; padding-bottom: 6px; margin-bottom: 8px; ${nameRight ? 'flex-direction: row-reverse;' : ''} }
h1 { font-size: 22pt; font-weight: 300; }
.contact { font-size: 8.5pt; color: #444; text-align: ${nameRight ? 'left' : 'right'}; }
.grid { display: grid; grid-template-columns: 24% 76%; row-gap: 10px; }
.l { font-variant: small-caps; color: #777; font-size: 11pt; padding-right: 8px; }
.e { margin-bottom: 6px; }
.t { display: flex; justify-content: space-between; gap: 10px; }
.d { color: #666; white-space: nowrap; }`;
  const contact = contactItems(cv)
    .map((c) => `<div>${esc(contactText(c))}</div>`)
    .join('');
  return page(
    css,
    `<div class="top"><div><h1>${esc(cv.nameDisplay)}</h1><div>${esc(cv.headline)}</div></div><div class="contact">${contact}</div></div><div class="grid">${rows}</div>`,
    cv.lang,
  );
}

/** Dense: one line per entry with pipes, headings with a colon, skills on one dotted line. */
function pipeLine(e: Entry): string {
  return [e.title, e.org, e.location, e.dates].filter(Boolean).join(' | ');
}

function compactHtml(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const upper = r.chance(0.6);
  const body = sectionsOf(cv)
    .map((s) => {
      const b = s.body;
      const inner =
        b.kind === 'text'
          ? `<p>${esc(b.text)}</p>`
          : b.kind === 'list'
            ? `<p>${b.items.map(esc).join(' · ')}</p>`
            : b.entries
                .map(
                  (e) =>
                    `<div class="e"><b>${esc(pipeLine(e))}</b>${e.note ? `<div>${esc(e.note)}</div>` : ''}${e.bullets.length ? listHtml(e.bullets) : ''}</div>`,
                )
                .join('');
      return `<h2>${esc(upper ? s.heading.toUpperCase() : s.heading)}:</h2>${inner}`;
    })
    .join('');
  const css = `
h1 { font-size: 15pt; display: inline; }
.hl { display: inline; margin-left: 8px; color: #555; }
.c { margin: 2px 0 6px; font-size: 9pt; }
h2 { font-size: 10pt; margin: 8px 0 2px; }
.e { margin: 2px 0 4px; }`;
  const contact = contactItems(cv)
    .map((c) => esc(contactText(c)))
    .join(' · ');
  return page(
    css,
    `<div><h1>${esc(cv.nameDisplay)}</h1><span class="hl">${esc(cv.headline)}</span></div><div class="c">${contact}</div>${body}`,
    cv.lang,
  );
}

export const WIDE_HTML_FAMILIES: Record<string, (cv: GeneratedCv) => string> = {
  'portal-export': portalExport,
  'grid-labels': gridLabels,
  'compact-pipes': compactHtml,
};

// ---- Word ------------------------------------------------------------------------------------------

const DASHES = 'wide-dashes';

async function packWide(children: (Paragraph | Table)[], font: string): Promise<Buffer> {
  const doc = new Document({
    creator: 'karier-cv-gen',
    styles: { default: { document: { run: { font, size: 20 } } } },
    numbering: {
      config: [
        {
          reference: DASHES,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '–',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 300, hanging: 200 } } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { margin: { top: 800, bottom: 800, left: 900, right: 900 } } },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

const dash = (text: string) =>
  new Paragraph({ children: [new TextRun(text)], numbering: { reference: DASHES, level: 0 } });

async function compactDocx(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv);
  const upper = r.chance(0.6);
  const out: Paragraph[] = [
    new Paragraph({
      children: [
        new TextRun({ text: cv.nameDisplay, bold: true, size: 30 }),
        new TextRun({ text: `   ${cv.headline}`, color: '555555' }),
      ],
    }),
    new Paragraph({ children: [new TextRun(contactItems(cv).map(contactText).join(' · '))] }),
  ];
  for (const s of sectionsOf(cv)) {
    out.push(
      new Paragraph({
        spacing: { before: 160, after: 40 },
        children: [
          new TextRun({ text: `${upper ? s.heading.toUpperCase() : s.heading}:`, bold: true }),
        ],
      }),
    );
    const b = s.body;
    if (b.kind === 'text') out.push(new Paragraph(b.text));
    else if (b.kind === 'list') out.push(new Paragraph(b.items.join(' · ')));
    else
      for (const e of b.entries) {
        out.push(new Paragraph({ children: [new TextRun({ text: pipeLine(e), bold: true })] }));
        if (e.note) out.push(new Paragraph(e.note));
        for (const x of e.bullets) out.push(dash(x));
      }
  }
  return packWide(out, r.pick(['Arial', 'Cambria', 'Calibri']));
}

const NONE = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };

/** A photo cell beside the name and contact; headings with a rule; org in capitals above. */
async function photoHeader(cv: GeneratedCv): Promise<Buffer> {
  const r = layoutRng(cv);
  const accent = r.pick(['1F4E79', '7B2D26', '2F5233']);
  const photo = new TableCell({
    width: { size: 18, type: WidthType.PERCENTAGE },
    shading: { fill: 'D9D9D9', type: ShadingType.CLEAR, color: 'auto' },
    children: [new Paragraph({ spacing: { before: 1200 }, children: [] })],
  });
  const who = new TableCell({
    width: { size: 82, type: WidthType.PERCENTAGE },
    children: [
      new Paragraph({
        children: [new TextRun({ text: cv.nameDisplay, bold: true, size: 36, color: accent })],
      }),
      new Paragraph({ children: [new TextRun({ text: cv.headline, italics: true })] }),
      ...contactItems(cv).map((c) => new Paragraph(contactText(c))),
    ],
  });
  const out: (Paragraph | Table)[] = [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      borders: {
        top: NONE,
        bottom: NONE,
        left: NONE,
        right: NONE,
        insideHorizontal: NONE,
        insideVertical: NONE,
      },
      rows: [new TableRow({ children: [photo, who] })],
    }),
  ];
  for (const s of sectionsOf(cv)) {
    out.push(
      new Paragraph({
        spacing: { before: 200, after: 60 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: accent, space: 1 } },
        children: [new TextRun({ text: s.heading, bold: true, color: accent, size: 24 })],
      }),
    );
    const b = s.body;
    if (b.kind === 'text') out.push(new Paragraph(b.text));
    else if (b.kind === 'list') for (const x of b.items) out.push(dash(x));
    else
      for (const e of b.entries) {
        if (e.org)
          out.push(
            new Paragraph({
              spacing: { before: 80 },
              children: [
                new TextRun({
                  text: [e.org, e.location].filter(Boolean).join(', ').toUpperCase(),
                  bold: true,
                  size: 18,
                }),
              ],
            }),
          );
        out.push(new Paragraph({ children: [new TextRun({ text: e.title, bold: !e.org })] }));
        if (e.dates)
          out.push(
            new Paragraph({
              children: [new TextRun({ text: e.dates, italics: true, color: '666666' })],
            }),
          );
        if (e.note) out.push(new Paragraph(e.note));
        for (const x of e.bullets) out.push(dash(x));
      }
  }
  return packWide(out, r.pick(['Georgia', 'Calibri']));
}

export const WIDE_DOCX_FAMILIES: Record<string, (cv: GeneratedCv) => Promise<Buffer>> = {
  'compact-pipes': compactDocx,
  'photo-header': photoHeader,
};
