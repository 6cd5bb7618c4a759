/**
 * Side-heading layouts: a section name in a left gutter on the same line as its content.
 */
import { AMBIGUOUS } from './heading-lexicon.ts';
import { detectHeading, headingKeys, isUpper, letters, normaliseHeading } from './headings.ts';

const SIDE_HEADING_RE = /^((?:[\p{Lu}&/]{2,}\s+){1,3}?)(?=\S)/u;

/** Longest upper-case word prefix of a line that names a section ("EDUCATION SMK …" → EDUCATION). */
function sideHeadingPrefix(line: string): { heading: string; rest: string } | null {
  if (!SIDE_HEADING_RE.test(line)) return null;
  if (detectHeading(line, true)) return null;
  const words = line.trim().split(/\s+/u);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n);
    if (!head.every((w) => isUpper(w) && letters(w).length === w.replace(/[&/]/gu, '').length)) {
      continue;
    }
    const heading = head.join(' ');
    if (letters(heading).length < 4) continue;
    const keys = headingKeys(heading, n > 1);
    if (!keys || AMBIGUOUS.has(normaliseHeading(heading))) continue;
    const rest = words.slice(n).join(' ');
    // Content follows a side heading; an all-caps remainder is a title ("PROJEK BROSUR DIGITAL").
    if (!/\p{Ll}/u.test(rest)) return null;
    return { heading, rest };
  }
  return null;
}

/**
 * Side-heading layouts ("RINGKASAN Siswa SMK …", heading in a left gutter on the same line as
 * the content): when at least two lines start with an upper-case section name followed by
 * content, split them into a heading line and a content line. A heading broken over two lines
 * ("PENGALAMAN Skomda …" / "ORGANISASI Menyiapkan …") is joined.
 */
export function splitSideHeadings(lines: string[]): string[] {
  return splitSideHeadingsIndexed(lines).map((l) => l.text);
}

/** As splitSideHeadings, each line with the index of the input line it comes from. */
export function splitSideHeadingsIndexed(lines: string[]): { text: string; from: number }[] {
  const hits = lines.map((l) => sideHeadingPrefix(l.trim()));
  if (hits.filter(Boolean).length < 2) return lines.map((text, from) => ({ text, from }));
  const out: { text: string; from: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const hit = hits[i];
    if (!hit) {
      out.push({ text: lines[i]!, from: i });
      continue;
    }
    const next = lines[i + 1]?.trim() ?? '';
    const m = /^([\p{Lu}&/]{3,})\s+(\S.*)$/u.exec(next);
    if (m && isUpper(m[1]!)) {
      const joined = `${hit.heading} ${m[1]}`;
      const keys = headingKeys(joined);
      const own = headingKeys(hit.heading);
      if (keys && own && keys.join() !== own.join()) {
        out.push(
          { text: joined, from: i },
          { text: hit.rest, from: i },
          { text: m[2]!, from: i + 1 },
        );
        i++;
        continue;
      }
    }
    out.push({ text: hit.heading, from: i }, { text: hit.rest, from: i });
  }
  return out;
}
