/**
 * A self-contained HTML preview of the revised CV, shown before payment: the same words as the
 * DOCX, styled like its template, under a repeated diagonal watermark. No scripts, no external
 * resources; every piece of CV text is HTML-escaped. The watermark is an overlay that ignores the
 * pointer and cannot be selected, the CV text itself cannot be selected either, and printing
 * shows only a notice.
 */
import type { TemplateName } from '../types.ts';
import {
  HEADINGS,
  MAX_SKILL_BULLETS,
  toView,
  type CvView,
  type HeadingKey,
  type RevisedCvInput,
} from './content.ts';
import { inlineList } from './view.ts';
import { THEMES, contentWidth, fitName, headlineAfterContact, type Theme } from './themes.ts';

export interface PreviewOptions {
  /** Text repeated diagonally across the page, e.g. 'PRATINJAU · KARIER'. */
  watermark: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const e = escapeHtml;

const PRINT_NOTICE: Record<CvView['lang'], string> = {
  id: 'Pratinjau tidak dapat dicetak. Unduh CV lengkap setelah pembayaran.',
  en: 'The preview cannot be printed. Download the full CV after payment.',
};

function section(view: CvView, key: HeadingKey, body: string): string {
  const title = view.headings[key] ?? HEADINGS[view.lang][key];
  return `<section class="sec sec-${key}"><h2>${e(title)}</h2>${body}</section>`;
}

function list(items: string[]): string {
  return items.length > 0 ? `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>` : '';
}

/** Items as printed: "• x" as list items, other lines as paragraphs (all list items otherwise). */
function printed(items: string[], asPrinted: boolean): string {
  return items
    .map((i) => {
      const marked = /^•\s*/u.exec(i);
      if (marked) return list([i.slice(marked[0].length)]);
      return asPrinted ? `<p class="line">${e(i)}</p>` : list([i]);
    })
    .join('');
}

function entryHead(title: string, dates: string): string {
  const date = dates ? `<span class="dates">${e(dates)}</span>` : '';
  return `<div class="entry-head"><strong>${e(title)}</strong>${date}</div>`;
}

function experience(view: CvView): string {
  if (view.experience.length === 0) return '';
  const body = view.experience
    .map((x) => {
      const title = x.title || x.company;
      const company = x.title ? x.company : '';
      return `<div class="entry">${entryHead(title, x.dates)}${
        company ? `<div class="sub">${e(company)}</div>` : ''
      }${x.bullets.length > 0 ? list(x.bullets) : ''}${printed(x.notes, true)}</div>`;
    })
    .join('');
  return section(view, 'experience', body);
}

function education(view: CvView): string {
  if (view.education.length === 0) return '';
  const body = view.education
    .map((x) => {
      const detail = [x.institution ? x.degree : '', x.gpa].filter(Boolean).join(' · ');
      return `<div class="entry">${entryHead(x.institution || x.degree, x.dates)}${
        detail ? `<div class="sub">${e(detail)}</div>` : ''
      }${printed(x.notes, true)}</div>`;
    })
    .join('');
  return section(view, 'education', body);
}

function skills(view: CvView, stacked: boolean): string {
  if (view.skills.length === 0) return '';
  const body = view.skills
    .map((g) => {
      if (!g.label) {
        return stacked && g.skills.length <= MAX_SKILL_BULLETS
          ? list(g.skills)
          : `<p>${e(g.skills.join(', '))}</p>`;
      }
      return stacked
        ? `<p class="group"><strong>${e(g.label)}</strong><br>${e(g.skills.join(', '))}</p>`
        : `<p class="group"><strong>${e(g.label)}:</strong> ${e(g.skills.join(', '))}</p>`;
    })
    .join('');
  return section(view, 'skills', body);
}

function listSection(view: CvView, key: HeadingKey, items: string[]): string {
  return items.length > 0 ? section(view, key, printed(items, view.asPrinted)) : '';
}

/** Sections printed as they are, under their own heading. */
function extra(view: CvView): string {
  return view.extra
    .map(
      (x) =>
        `<section class="sec sec-extra"><h2>${e(x.heading)}</h2>${printed(x.items, true)}</section>`,
    )
    .join('');
}

function headline(view: CvView): string {
  return view.headline ? `<p class="headline">${e(view.headline)}</p>` : '';
}

function summary(view: CvView): string {
  if (!view.summary) return '';
  const paras = view.summary
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  return section(view, 'summary', paras.map((p) => `<p class="summary">${e(p)}</p>`).join(''));
}

function contactLine(view: CvView): string {
  if (view.contact.length === 0) return '';
  const items = view.contact.map((c) => `<span>${e(c.text)}</span>`);
  return `<p class="contact">${items.join(' <span class="sep" aria-hidden="true"></span> ')}</p>`;
}

/** The name, headline and contact line, in the DOCX's order (see headerParagraphs there). */
function header(view: CvView, theme: Theme, width: number): string {
  const size = fitName(view.name, width, theme.nameSize);
  const style = size < theme.nameSize ? ` style="font-size:${pt(size)}"` : '';
  const late = headlineAfterContact(view.headline);
  return `<header><h1${style}>${e(view.name)}</h1>${late ? '' : headline(view)}${contactLine(
    view,
  )}${late ? headline(view) : ''}</header>`;
}

function languages(view: CvView): string {
  if (view.languages.length === 0) return '';
  return view.asPrinted && view.languages.some((l) => l.split(/\s+/u).length > 5)
    ? listSection(view, 'languages', view.languages)
    : section(view, 'languages', `<p>${e(inlineList(view.languages))}</p>`);
}

function singleColumn(view: CvView, theme: Theme): string {
  return [
    header(view, theme, contentWidth(theme)),
    summary(view),
    experience(view),
    education(view),
    skills(view, false),
    listSection(view, 'certifications', view.certifications),
    languages(view),
    listSection(view, 'organizations', view.organizations),
    listSection(view, 'projects', view.projects),
    listSection(view, 'awards', view.awards),
    extra(view),
  ].join('');
}

/** The creative template as its DOCX draws it: one column, the lists in a box at the end. */
function creative(view: CvView, theme: Theme): string {
  const lists = [
    skills(view, false),
    languages(view),
    listSection(view, 'certifications', view.certifications),
  ].join('');
  return [
    header(view, theme, contentWidth(theme)),
    summary(view),
    experience(view),
    education(view),
    listSection(view, 'organizations', view.organizations),
    listSection(view, 'projects', view.projects),
    listSection(view, 'awards', view.awards),
    extra(view),
    lists ? `<aside class="box">${lists}</aside>` : '',
  ].join('');
}

const pt = (halfPoints: number): string => `${halfPoints / 2}pt`;
const twipsToMm = (twips: number): string => `${((twips / 1440) * 25.4).toFixed(1)}mm`;

function css(theme: Theme, template: TemplateName): string {
  const m = theme.margin;
  const base = `
*{box-sizing:border-box}
html,body{margin:0;padding:0}
body{background:#e9ecef;font-family:${theme.cssFont};color:#${theme.text};font-size:${pt(theme.bodySize)};line-height:1.35}
.page{position:relative;width:210mm;min-height:297mm;margin:24px auto;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.15);padding:${twipsToMm(m.top)} ${twipsToMm(m.right)} ${twipsToMm(m.bottom)} ${twipsToMm(m.left)};overflow:hidden}
.cv{user-select:none;-webkit-user-select:none;-webkit-touch-callout:none}
h1{margin:0 0 4pt;font-size:${pt(theme.nameSize)};line-height:1.1;color:#${theme.accent};font-weight:700}
h2{margin:12pt 0 5pt;font-size:${pt(theme.headingSize)};color:#${theme.accent};font-weight:700;padding-bottom:2pt;border-bottom:0.75pt solid #${theme.rule}}
p{margin:0 0 3pt}
ul{margin:2pt 0 4pt;padding-left:16pt}
li{margin:0 0 2pt}
li::marker{color:#${theme.accent}}
.entry{margin-top:6pt;break-inside:avoid}
.entry-head{display:flex;justify-content:space-between;gap:12pt}
.dates{color:#${theme.muted};white-space:nowrap}
.sub{color:#${theme.accent}}
.headline{color:#${theme.muted};margin-bottom:2pt}
.contact{color:#${theme.muted};margin-bottom:8pt}
.contact>span:not(.sep){white-space:nowrap}
.contact .sep::before{content:"|";color:#${theme.accent};margin:0 3pt}
.wm{position:absolute;inset:0;z-index:10;pointer-events:none;user-select:none;-webkit-user-select:none;background-repeat:repeat;background-position:0 0}
.print-notice{display:none}
@media (max-width:820px){.page{width:auto;min-height:0;margin:0;padding:6mm}}
@media print{body{background:#fff}.page{display:none!important}.print-notice{display:block;margin:40mm 20mm;font:14pt Arial,sans-serif}}
`;
  if (template === 'classic') {
    return `${base}
header{text-align:center}
.contact{text-align:center}
.contact .sep::before{content:"•"}
h2{text-transform:uppercase}
.summary{text-align:justify}
.sub{font-style:italic;color:#${theme.text}}
li::marker{color:#000}
`;
  }
  if (template === 'creative') {
    const sb = theme.sidebar!;
    return `${base}
.box{background:#${sb.fill};color:#${sb.text};padding:3.5mm 5.3mm;margin-top:8pt}
.box h2{color:#${sb.heading};border:0;font-size:${pt(theme.headingSize - 2)}}
.box .sec:first-child h2{margin-top:0}
.box li::marker{color:#${sb.heading}}
h2{text-transform:uppercase}
`;
  }
  return base;
}

/**
 * One tile of the watermark: the text twice, rotated -30°, offset like bricks; CSS repeats it.
 * The tile grows with the text so no copy is clipped at the tile's edge.
 */
function watermarkTile(text: string): string {
  const label = e(text);
  const textWidth = Math.max(text.length, 8) * 14 + 20;
  const w = Math.ceil(textWidth * 0.87 * 2 + 60);
  const h = Math.ceil(textWidth * 0.5 * 2 + 120);
  const attrs =
    "text-anchor='middle' dominant-baseline='middle' font-family='Arial,Liberation Sans,sans-serif' " +
    "font-size='20' font-weight='700' letter-spacing='2' fill='rgb(110,110,110)' fill-opacity='0.3'";
  const copy = (x: number, y: number) =>
    `<text x='${x}' y='${y}' transform='rotate(-30 ${x} ${y})' ${attrs}>${label}</text>`;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='${w}' height='${h}'>` +
    `${copy(Math.round(w / 4), Math.round(h / 4))}${copy(Math.round((3 * w) / 4), Math.round((3 * h) / 4))}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

function watermarkLayer(text: string): string {
  return `<div class="wm" aria-hidden="true" data-watermark="${e(text)}"></div>`;
}

export function buildPreviewHtml(
  input: RevisedCvInput,
  template: TemplateName,
  options: PreviewOptions,
): string {
  const theme = THEMES[template];
  const view = toView(input);
  const body = theme.sidebar ? creative(view, theme) : singleColumn(view, theme);
  const title = `${view.lang === 'id' ? 'Pratinjau CV' : 'CV preview'} – ${view.name}`;
  return `<!DOCTYPE html>
<html lang="${view.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${css(theme, template)}.wm{background-image:${watermarkTile(options.watermark)}}</style>
</head>
<body>
<main class="page template-${template}"><div class="cv">${body}</div>${watermarkLayer(
    options.watermark,
  )}</main>
<p class="print-notice">${e(PRINT_NOTICE[view.lang])}</p>
</body>
</html>
`;
}
