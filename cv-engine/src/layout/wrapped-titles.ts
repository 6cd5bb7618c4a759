/**
 * A bold title wrapped onto a second line: a school or a major too long for its column
 * ("Associate Degree Marketing Management — Universitas" / "Gadjah Mada"), read as one line, as
 * the CV means it. Found from geometry: both lines in one bold type, on one edge of a body
 * column (25 em wide or more), set tight; the first reaches so far right that the second's first word would not have fitted after it. The
 * first ends in a word and holds no year (dates set against the right margin reach it too, and
 * the bold line under them is a title of its own); the second is no list item. Pure.
 */
import { firstWordWidth } from './label-starts.ts';
import type { Line } from './pdf-types.ts';

const LIST_ITEM = /^[•●○◦▪■►▶➢➤✓✔*\-–]/u;
const YEAR = /(?:^|\D)(?:19|20)\d{2}(?!\d)|['’]\d{2}\b/u;

function continuesTitle(a: Line, b: Line): boolean {
  const fs = a.fontSize;
  return (
    a.bold &&
    b.bold &&
    a.region === b.region &&
    a.region !== 'label' &&
    // A body column: in a narrow one (a sidebar, a table's heading cells) a short word fills a
    // line, and stacked items look wrapped.
    a.bound - a.x >= 25 * fs &&
    Math.abs(a.fontSize - b.fontSize) < 0.5 &&
    Math.abs(a.x - b.x) <= 1.5 &&
    a.y - b.y > 0 &&
    a.y - b.y <= 1.5 * fs &&
    // Headings in capitals wrap in narrow cells; their own readers join them by their words.
    /\p{Ll}/u.test(a.text) &&
    /\p{L}$/u.test(a.text) &&
    !YEAR.test(a.text) &&
    !LIST_ITEM.test(b.text) &&
    a.right + 0.3 * fs + firstWordWidth(b) > a.bound
  );
}

/** Lines (top to bottom, one column) with each bold title's wrapped line joined to it. */
export function joinWrappedTitles(lines: Line[]): Line[] {
  const out: Line[] = [];
  let joined = false;
  for (const l of lines) {
    const prev = out[out.length - 1];
    // One wrap: a third line is a line of its own (a title runs two lines at most in a CV).
    if (prev && !joined && continuesTitle(prev, l)) {
      out[out.length - 1] = {
        ...prev,
        text: `${prev.text} ${l.text}`,
        right: Math.max(prev.right, l.right),
        bound: Math.max(prev.bound, l.bound),
        rowYs: [...(prev.rowYs ?? [prev.y]), ...(l.rowYs ?? [l.y])],
      };
      joined = true;
      continue;
    }
    joined = false;
    out.push(l);
  }
  return out;
}
