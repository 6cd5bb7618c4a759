/**
 * The HTML families: pages as CV builders, Canva exports and hand-made HTML CVs draw them, to be
 * printed to PDF by Chromium. Each takes the document's own layout seed for its variations.
 */
import type { SectionKey } from '../../src/types.ts';
import {
  contactItems,
  contactText,
  entryHeader,
  layoutRng,
  sectionsOf,
  type Entry,
  type ModelOptions,
  type ModelSection,
} from './model.ts';
import type { GeneratedCv } from './truth.ts';

export function esc(s: string): string {
  return s
    .replace(/&/gu, '&amp;')
    .replace(/</gu, '&lt;')
    .replace(/>/gu, '&gt;')
    .replace(/"/gu, '&quot;');
}

function page(css: string, body: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><style>
@page { size: A4; margin: 14mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: 'Liberation Sans', Arial, sans-serif; font-size: 10.5pt; color: #222; line-height: 1.35; }
h1, h2, h3, p, ul { margin: 0; }
ul { padding-left: 16px; }
li { margin: 1px 0; }
.entry { margin: 6px 0 8px; break-inside: avoid; }
.row { display: flex; justify-content: space-between; gap: 12px; }
.muted { color: #666; }
${css}
</style></head><body>${body}</body></html>`;
}

interface EntryStyle {
  /** Dates on the header's right (flex) rather than on their own line. */
  datesRight: boolean;
  orgFirst: boolean;
  /** Title and organisation on two lines. */
  twoLines: boolean;
}

function entryHtml(e: Entry, st: EntryStyle): string {
  const org = [e.org, e.location].filter(Boolean).join(', ');
  let head: string;
  if (st.twoLines && org) {
    const first = st.orgFirst ? org : e.title;
    const second = st.orgFirst ? e.title : org;
    head = st.datesRight
      ? `<div class="row"><b>${esc(first)}</b><span>${esc(e.dates ?? '')}</span></div><div><i>${esc(second)}</i></div>`
      : `<div><b>${esc(first)}</b></div><div><i>${esc(second)}</i></div>${e.dates ? `<div class="muted">${esc(e.dates)}</div>` : ''}`;
  } else {
    const line = entryHeader(e, st.orgFirst);
    head = st.datesRight
      ? `<div class="row"><b>${esc(line)}</b><span>${esc(e.dates ?? '')}</span></div>`
      : `<div><b>${esc(line)}</b></div>${e.dates ? `<div class="muted">${esc(e.dates)}</div>` : ''}`;
  }
  const note = e.note ? `<div>${esc(e.note)}</div>` : '';
  const bullets = e.bullets.length
    ? `<ul>${e.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`
    : '';
  return `<div class="entry">${head}${note}${bullets}</div>`;
}

function bodyHtml(s: ModelSection, st: EntryStyle): string {
  const b = s.body;
  if (b.kind === 'text') return `<p>${esc(b.text)}</p>`;
  if (b.kind === 'list') return `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
  return b.entries.map((e) => entryHtml(e, st)).join('');
}

function sectionHtml(s: ModelSection, st: EntryStyle, cls = 'sec'): string {
  return `<section class="${cls}"><h2>${esc(s.heading)}</h2>${bodyHtml(s, st)}</section>`;
}

function entryStyle(cv: GeneratedCv): EntryStyle {
  const r = layoutRng(cv, 'entry');
  return { datesRight: r.chance(0.6), orgFirst: r.chance(0.3), twoLines: r.chance(0.5) };
}

function contactLine(cv: GeneratedCv, sep: string): string {
  return contactItems(cv)
    .map((c) => esc(contactText(c)))
    .join(sep);
}

function contactBlock(cv: GeneratedCv): string {
  return contactItems(cv)
    .map((c) => `<div>${esc(contactText(c))}</div>`)
    .join('');
}

// ---- (1) Classic one column --------------------------------------------------------------------

function classic(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const centred = r.chance(0.6);
  const upperHeads = r.chance(0.5);
  const serif = r.chance(0.4);
  const css = `
body { ${serif ? "font-family: 'Liberation Serif', serif;" : ''} }
header { text-align: ${centred ? 'center' : 'left'}; margin-bottom: 10px; }
h1 { font-size: 20pt; }
h2 { font-size: 11.5pt; border-bottom: 1px solid #333; margin: 12px 0 4px; ${upperHeads ? 'text-transform: uppercase;' : ''} }`;
  const head = `<header><h1>${esc(cv.nameDisplay)}</h1><div>${esc(cv.headline)}</div><div>${contactLine(cv, r.pick([' | ', ' • ', ' · ']))}</div></header>`;
  const st = entryStyle(cv);
  return page(
    css,
    head +
      sectionsOf(cv)
        .map((s) => sectionHtml(s, st))
        .join(''),
    cv.lang,
  );
}

// ---- (2) and (10) Two columns, sidebar left or right -------------------------------------------

const SIDE_KEYS: SectionKey[] = ['skills', 'languages', 'certifications'];

function sidebar(cv: GeneratedCv, side: 'left' | 'right'): string {
  const r = layoutRng(cv);
  const colour = r.pick(['#1f3b57', '#2e4a3f', '#eeeeee', '#f3ede4', '#3b2f4a']);
  const dark = colour !== '#eeeeee' && colour !== '#f3ede4';
  const width = r.pick([30, 33, 36]);
  const sideSections = sectionsOf(cv, { skillsAsList: r.chance(0.6) }).filter((s) =>
    SIDE_KEYS.includes(s.key),
  );
  const mainSections = sectionsOf(cv, { omit: SIDE_KEYS });
  const st = entryStyle(cv);
  const nameInSide = r.chance(0.4);
  const css = `
@page { margin: 0; }
.wrap { display: flex; flex-direction: ${side === 'left' ? 'row' : 'row-reverse'}; min-height: 297mm; }
.side { width: ${width}%; background: ${colour}; color: ${dark ? '#fff' : '#222'}; padding: 14mm 6mm; overflow-wrap: anywhere; }
.main { width: ${100 - width}%; padding: 14mm 8mm; }
.side h2 { font-size: 11pt; margin: 12px 0 4px; text-transform: uppercase; }
.main h2 { font-size: 12pt; color: #1f3b57; margin: 12px 0 4px; border-bottom: 2px solid #1f3b57; }
h1 { font-size: ${nameInSide ? 16 : 22}pt; }
.side ul { padding-left: 14px; }`;
  const nameBlock = `<h1>${esc(cv.nameDisplay)}</h1><div>${esc(cv.headline)}</div>`;
  const contactHead =
    cv.lang === 'id' ? r.pick(['Kontak', 'Info Kontak']) : r.pick(['Contact', 'Contact Info']);
  const sideHtml =
    (nameInSide ? nameBlock : '') +
    `<h2>${esc(contactHead)}</h2>${contactBlock(cv)}` +
    sideSections.map((s) => sectionHtml(s, st)).join('');
  const mainHtml =
    (nameInSide ? '' : nameBlock) + mainSections.map((s) => sectionHtml(s, st)).join('');
  return page(
    css,
    `<div class="wrap"><aside class="side">${sideHtml}</aside><main class="main">${mainHtml}</main></div>`,
    cv.lang,
  );
}

// ---- (4) All caps, letter-spaced headings ------------------------------------------------------

function caps(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const spacing = r.pick([2, 3, 4, 6]);
  // Some builders type the name in capitals, others use CSS: both print capitals.
  const nameHtml = r.chance(0.5) ? esc(cv.nameDisplay.toUpperCase()) : esc(cv.nameDisplay);
  const css = `
h1 { font-size: 22pt; letter-spacing: ${spacing + 2}px; text-transform: uppercase; font-weight: ${r.pick([300, 700])}; text-align: ${r.pick(['left', 'center'])}; }
.headline { letter-spacing: ${spacing}px; text-transform: uppercase; color: #555; text-align: inherit; }
h2 { font-size: 11pt; letter-spacing: ${spacing}px; text-transform: uppercase; margin: 14px 0 5px; padding-bottom: 2px; border-bottom: 1px solid #999; }
.contact { margin: 6px 0 4px; font-size: 9.5pt; }`;
  const head = `<h1>${nameHtml}</h1><div class="headline">${esc(cv.headline)}</div><div class="contact">${contactLine(cv, '  /  ')}</div>`;
  const st = entryStyle(cv);
  return page(
    css,
    head +
      sectionsOf(cv)
        .map((s) => sectionHtml(s, st))
        .join(''),
    cv.lang,
  );
}

// ---- (5) Minimal -------------------------------------------------------------------------------

function minimal(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const css = `
body { font-size: 10pt; }
h1 { font-size: 15pt; font-weight: 600; }
h2 { font-size: 10pt; font-weight: 700; margin: 12px 0 3px; }
.entry { margin: 3px 0 6px; }`;
  const contacts = r.chance(0.5) ? contactBlock(cv) : `<div>${contactLine(cv, ', ')}</div>`;
  const head = `<h1>${esc(cv.nameDisplay)}</h1>${r.chance(0.5) ? `<div>${esc(cv.headline)}</div>` : ''}${contacts}`;
  const st: EntryStyle = { datesRight: false, orgFirst: r.chance(0.3), twoLines: false };
  return page(
    css,
    head +
      sectionsOf(cv)
        .map((s) => sectionHtml(s, st))
        .join(''),
    cv.lang,
  );
}

// ---- (6) Europass: labels and dates in the left column -----------------------------------------

export const EUROPASS_HEADS = {
  id: {
    personal: 'INFORMASI PRIBADI',
    summary: 'PROFIL',
    experience: 'PENGALAMAN KERJA',
    education: 'PENDIDIKAN DAN PELATIHAN',
    skills: 'KETERAMPILAN PRIBADI',
    languages: 'Bahasa lain',
    certifications: 'SERTIFIKAT',
    organizations: 'ORGANISASI',
    projects: 'PROYEK',
    publications: 'PUBLIKASI',
    name: 'Nama',
    phone: 'Telepon',
    email: 'E-mail',
    location: 'Alamat',
    linkedin: 'LinkedIn',
  },
  en: {
    personal: 'PERSONAL INFORMATION',
    summary: 'PROFILE',
    experience: 'WORK EXPERIENCE',
    education: 'EDUCATION AND TRAINING',
    skills: 'PERSONAL SKILLS',
    languages: 'Other languages',
    certifications: 'CERTIFICATES',
    organizations: 'ORGANISATIONS',
    projects: 'PROJECTS',
    publications: 'PUBLICATIONS',
    name: 'Name',
    phone: 'Telephone',
    email: 'E-mail',
    location: 'Address',
    linkedin: 'LinkedIn',
  },
} as const;

function europass(cv: GeneratedCv): string {
  const H = EUROPASS_HEADS[cv.lang];
  const css = `
table { width: 100%; border-collapse: collapse; }
td { vertical-align: top; padding: 2px 6px; }
td.l { width: 30%; text-align: right; color: #1a4f8b; font-size: 9pt; }
tr.head td.l { font-weight: 700; padding-top: 12px; }
tr.head td.r { border-bottom: 1px solid #1a4f8b; padding-top: 12px; }
h1 { font-size: 16pt; }`;
  const rows: string[] = [];
  const row = (l: string, r: string, cls = '') =>
    rows.push(`<tr class="${cls}"><td class="l">${l}</td><td class="r">${r}</td></tr>`);
  row(esc(H.personal), `<h1>${esc(cv.nameDisplay)}</h1>`, 'head');
  for (const c of contactItems(cv)) row(esc(H[c.kind]), esc(c.value));
  for (const s of sectionsOf(cv)) {
    const head = H[s.key as keyof typeof H] ?? s.heading.toUpperCase();
    row(esc(head), '', 'head');
    const b = s.body;
    if (b.kind === 'text') row('', esc(b.text));
    else if (b.kind === 'list') row('', b.items.map(esc).join('<br>'));
    else {
      for (const e of b.entries) {
        const org = [e.org, e.location].filter(Boolean).join(', ');
        const bullets = e.bullets.length
          ? `<ul>${e.bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`
          : '';
        row(
          esc(e.dates ?? ''),
          `<b>${esc(e.title)}</b>${org ? `<br>${esc(org)}` : ''}${e.note ? `<br>${esc(e.note)}` : ''}${bullets}`,
        );
      }
    }
  }
  return page(css, `<table>${rows.join('')}</table>`, cv.lang);
}

// ---- (7) Job-portal builder with a "Data Pribadi" block ----------------------------------------

export const PERSONAL_LABELS = {
  id: {
    title: ['DAFTAR RIWAYAT HIDUP', 'CURRICULUM VITAE', 'RIWAYAT HIDUP'],
    block: ['Data Pribadi', 'Data Diri', 'Identitas Diri'],
    name: 'Nama',
    birth: ['Tempat/Tanggal Lahir', 'Tempat, Tanggal Lahir', 'TTL'],
    gender: 'Jenis Kelamin',
    address: 'Alamat',
    phone: ['No. HP', 'No. Telp', 'Telepon/WA', 'HP'],
    email: 'Email',
    status: 'Status',
    linkedin: 'LinkedIn',
  },
  en: {
    title: ['CURRICULUM VITAE', 'RESUME'],
    block: ['Personal Details', 'Personal Data'],
    name: 'Name',
    birth: ['Place/Date of Birth', 'Place, Date of Birth'],
    gender: 'Gender',
    address: 'Address',
    phone: ['Phone', 'Mobile', 'Phone/WhatsApp'],
    email: 'Email',
    status: 'Marital Status',
    linkedin: 'LinkedIn',
  },
} as const;

export function personalRows(cv: GeneratedCv): [string, string][] {
  const r = layoutRng(cv, 'personal');
  const L = PERSONAL_LABELS[cv.lang];
  const rows: [string, string][] = [[L.name, cv.nameDisplay]];
  rows.push([r.pick(L.birth), `${cv.birth.place}, ${cv.birth.date}`]);
  if (r.chance(0.5))
    rows.push([
      L.gender,
      cv.lang === 'id' ? r.pick(['Laki-laki', 'Perempuan']) : r.pick(['Male', 'Female']),
    ]);
  rows.push([L.address, cv.location]);
  if (cv.phone) rows.push([r.pick(L.phone), cv.phone]);
  rows.push([L.email, cv.email]);
  if (cv.linkedin) rows.push([L.linkedin, cv.linkedin]);
  if (r.chance(0.4)) rows.push([L.status, cv.lang === 'id' ? 'Belum Menikah' : 'Single']);
  return rows;
}

function dataPribadi(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const L = PERSONAL_LABELS[cv.lang];
  const css = `
.title { text-align: center; font-size: 15pt; font-weight: 700; text-decoration: underline; margin-bottom: 10px; }
h2 { font-size: 11pt; background: #dfe7f1; padding: 2px 6px; margin: 12px 0 4px; }
table.kv td { padding: 1px 4px; vertical-align: top; }
table.kv td.k { width: 34%; }`;
  const kv = personalRows(cv)
    .map(([k, v]) => `<tr><td class="k">${esc(k)}</td><td>:</td><td>${esc(v)}</td></tr>`)
    .join('');
  const st: EntryStyle = {
    datesRight: r.chance(0.5),
    orgFirst: r.chance(0.5),
    twoLines: r.chance(0.5),
  };
  const body =
    `<div class="title">${esc(r.pick(L.title))}</div>` +
    `<h2>${esc(r.pick(L.block))}</h2><table class="kv">${kv}</table>` +
    sectionsOf(cv)
      .map((s) => sectionHtml(s, st))
      .join('');
  return page(css, body, cv.lang);
}

// ---- (8) Canva-like: coloured header band and a photo placeholder ------------------------------

function canva(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const band = r.pick(['#e8a87c', '#41b3a3', '#c38d9e', '#264653', '#f4a261']);
  const twoCol = r.chance(0.6);
  const css = `
@page { margin: 0; }
.band { background: ${band}; color: #fff; padding: 12mm 14mm; display: flex; gap: 10mm; align-items: center; }
.photo { width: 32mm; height: 32mm; border-radius: 50%; background: #ddd; border: 3px solid #fff; flex: none; }
.band h1 { font-size: 24pt; font-family: 'DejaVu Sans', sans-serif; }
.band .headline { font-size: 12pt; letter-spacing: 1px; }
.content { padding: 8mm 14mm; ${twoCol ? 'display: flex; gap: 8mm;' : ''} }
.col1 { ${twoCol ? 'width: 35%; overflow-wrap: anywhere;' : ''} }
.col2 { ${twoCol ? 'width: 65%;' : ''} }
h2 { font-size: 12pt; color: ${band}; margin: 10px 0 4px; text-transform: ${r.pick(['uppercase', 'none'])}; }`;
  const st = entryStyle(cv);
  const head = `<div class="band"><div class="photo"></div><div><h1>${esc(cv.nameDisplay)}</h1><div class="headline">${esc(cv.headline)}</div></div></div>`;
  const contactHead = cv.lang === 'id' ? 'Kontak' : 'Contact';
  let content: string;
  if (twoCol) {
    const left =
      `<section><h2>${contactHead}</h2>${contactBlock(cv)}</section>` +
      sectionsOf(cv, { skillsAsList: true })
        .filter((s) => SIDE_KEYS.includes(s.key))
        .map((s) => sectionHtml(s, st))
        .join('');
    const right = sectionsOf(cv, { omit: SIDE_KEYS })
      .map((s) => sectionHtml(s, st))
      .join('');
    content = `<div class="col1">${left}</div><div class="col2">${right}</div>`;
  } else {
    content =
      `<div>${contactLine(cv, ' | ')}</div>` +
      sectionsOf(cv)
        .map((s) => sectionHtml(s, st))
        .join('');
  }
  return page(css, `${head}<div class="content">${content}</div>`, cv.lang);
}

// ---- (9) Timeline: dates in a narrow left column -----------------------------------------------

function timeline(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const css = `
h1 { font-size: 20pt; }
h2 { font-size: 12pt; margin: 12px 0 4px; color: #7a2e2e; }
.tl { display: flex; gap: 8px; margin: 5px 0; break-inside: avoid; }
.tl .d { width: 24%; flex: none; font-size: 9pt; color: #555; border-right: 2px solid #7a2e2e; padding-right: 6px; text-align: ${r.pick(['left', 'right'])}; }
.tl .c { flex: 1; }`;
  const head = `<h1>${esc(cv.nameDisplay)}</h1><div>${esc(cv.headline)}</div><div>${contactLine(cv, ' · ')}</div>`;
  const orgFirst = r.chance(0.4);
  const secs = sectionsOf(cv)
    .map((s) => {
      const b = s.body;
      if (b.kind !== 'entries')
        return sectionHtml(s, { datesRight: false, orgFirst, twoLines: false });
      const items = b.entries
        .map((e) => {
          const org = [e.org, e.location].filter(Boolean).join(', ');
          const first = orgFirst && org ? org : e.title;
          const second = orgFirst ? e.title : org;
          const bullets = e.bullets.length
            ? `<ul>${e.bullets.map((x) => `<li>${esc(x)}</li>`).join('')}</ul>`
            : '';
          return `<div class="tl"><div class="d">${esc(e.dates ?? '')}</div><div class="c"><b>${esc(first)}</b>${second ? `<div>${esc(second)}</div>` : ''}${e.note ? `<div>${esc(e.note)}</div>` : ''}${bullets}</div></div>`;
        })
        .join('');
      return `<section><h2>${esc(s.heading)}</h2>${items}</section>`;
    })
    .join('');
  return page(css, head + secs, cv.lang);
}

// ---- (11) Functional, skills first -------------------------------------------------------------

function functional(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const css = `
h1 { font-size: 18pt; }
h2 { font-size: 11pt; margin: 10px 0 3px; border-left: 4px solid #555; padding-left: 6px; }
.compact .entry { margin: 2px 0 4px; }`;
  const head = `<h1>${esc(cv.nameDisplay)}</h1><div>${esc(cv.headline)}</div><div>${contactLine(cv, ' | ')}</div>`;
  const st: EntryStyle = { datesRight: true, orgFirst: r.chance(0.5), twoLines: false };
  const secs = sectionsOf(cv, { order: 'skills-first', skillsAsList: r.chance(0.5) })
    .map((s) => sectionHtml(s, st, 'sec compact'))
    .join('');
  return page(css, head + secs, cv.lang);
}

// ---- (12) Academic, with publications, education first -----------------------------------------

function academic(cv: GeneratedCv): string {
  const r = layoutRng(cv);
  const css = `
body { font-family: 'Liberation Serif', serif; font-size: 11pt; }
h1 { font-size: 18pt; text-align: center; }
.c { text-align: center; }
h2 { font-size: 12pt; font-variant: small-caps; border-bottom: 1px solid #000; margin: 12px 0 4px; }
ol { padding-left: 20px; margin: 0; }`;
  const head = `<h1>${esc(cv.nameDisplay)}</h1><div class="c">${esc(cv.headline)}</div><div class="c">${contactLine(cv, ' — ')}</div>`;
  const st: EntryStyle = { datesRight: true, orgFirst: r.chance(0.6), twoLines: true };
  const secs = sectionsOf(cv, { order: 'education-first' })
    .map((s) =>
      s.key === 'publications' && s.body.kind === 'list'
        ? `<section><h2>${esc(s.heading)}</h2><ol>${s.body.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ol></section>`
        : sectionHtml(s, st),
    )
    .join('');
  return page(css, head + secs, cv.lang);
}

export const HTML_FAMILIES: Record<string, (cv: GeneratedCv) => string> = {
  classic,
  'sidebar-left': (cv) => sidebar(cv, 'left'),
  'caps-spaced': caps,
  minimal,
  europass,
  'data-pribadi': dataPribadi,
  'canva-band': canva,
  timeline,
  'sidebar-right': (cv) => sidebar(cv, 'right'),
  functional,
  academic,
};

export type { ModelOptions };
