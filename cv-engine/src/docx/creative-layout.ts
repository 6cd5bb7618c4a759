/**
 * How the creative template arranges its two columns. A parser reads a table row cell by cell,
 * but a PDF page by page: a sidebar beside a main column that runs onto a second page would be
 * read between the two halves of it. So the sidebar stands beside the whole main column only
 * when that fits on the first page; a longer CV runs its summary and experience across the page
 * and puts the sidebar beside its last sections (education and after), in a row kept whole;
 * with no such section the lists are ordinary sections at the end. The DOCX and the HTML
 * preview draw the same arrangement.
 */
import type { CvView } from './content.ts';
import { A4, contentWidth, type Theme } from './themes.ts';

/** The sidebar's width and the cells' padding, twips. */
export const SIDEBAR_WIDTH = 3520;
export const CELL_PAD = { side: 300, mainLeft: 0, mainRight: 360, top: 200 };

/**
 * A generous estimate of the main column's height (twips) at `width` twips: an average glyph of
 * 0.5 em, a line of 1.3 body sizes, each heading and entry with its spacing. Only used to decide
 * whether the creative template's columns fit on one page; an overestimate costs looks, an
 * underestimate reading order.
 */
export function estimateMainHeight(view: CvView, theme: Theme, width: number): number {
  const bodyPt = theme.bodySize / 2;
  const perLine = Math.max(20, Math.floor(width / 20 / (0.5 * bodyPt)));
  const line = Math.round(bodyPt * 1.3 * 20);
  const lines = (text: string) => Math.max(1, Math.ceil(text.length / perLine));
  const heading = 600;
  let h = 0;
  if (view.summary) {
    h += heading;
    for (const p of view.summary.split(/\n+/u)) h += lines(p) * line + 60;
  }
  if (view.experience.length) h += heading;
  for (const e of view.experience) {
    h += 120 + lines(`${e.title} ${e.dates}`) * line + (e.title && e.company ? line + 60 : 0);
    for (const b of [...e.bullets, ...e.notes]) h += lines(b) * line + 40;
  }
  if (view.education.length) h += heading;
  for (const e of view.education) {
    h += 120 + lines(`${e.institution || e.degree} ${e.dates}`) * line + line + 60;
    for (const n of e.notes) h += lines(n) * line + 40;
  }
  for (const items of [view.organizations, view.projects, view.awards]) {
    if (items.length) h += heading;
    for (const i of items) h += lines(i) * line + 40;
  }
  for (const x of view.extra) {
    h += heading;
    for (const i of x.items) h += lines(i) * line + 40;
  }
  return h;
}

export type CreativeArrangement = 'beside-all' | 'beside-tail' | 'flow';

export interface CreativePlan {
  arrangement: CreativeArrangement;
  /** Keep the table's row whole on one page (it fits, and the sidebar has lists). */
  keepRow: boolean;
}

export function creativePlan(view: CvView, theme: Theme): CreativePlan {
  const hasSide =
    view.skills.length > 0 || view.languages.length > 0 || view.certifications.length > 0;
  const width = contentWidth(theme) - SIDEBAR_WIDTH - CELL_PAD.mainLeft - CELL_PAD.mainRight;
  const page = (A4.height - theme.margin.top - theme.margin.bottom) * 0.92;
  const header = 1400 + (view.headline ? 400 : 0);
  const all = header + estimateMainHeight(view, theme, width);
  if (!hasSide || all <= page) return { arrangement: 'beside-all', keepRow: hasSide };
  const rest = { ...view, summary: '', experience: [] };
  const tail = estimateMainHeight(rest, theme, width);
  if (tail === 0) return { arrangement: 'flow', keepRow: false };
  return { arrangement: 'beside-tail', keepRow: tail <= page };
}
