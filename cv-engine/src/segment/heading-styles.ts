/**
 * How a document sets its headings: the type (size, weight, region, case) of the headings the
 * lexicon names, so that a line set the same way heads a section too, named or not. Pure.
 */
import type { LineHint } from '../types.ts';
import { detectHeading, isTitleCase, isUpper } from './headings.ts';

/** A line's type: size, weight, region and case. */
export function styleOf(line: string, hint: LineHint): string {
  return `${hint.size}|${hint.bold}|${hint.region}|${isUpper(line)}`;
}

export interface HeadingStyles {
  /** Types of bold lines the lexicon reads as headings. */
  named: ReadonlySet<string>;
  /**
   * Types that are the document's heading type beyond doubt: two named headings or more are set
   * in it, and they are two thirds of its lines or more (job titles or schools set like the
   * headings share their type with as many lines as there are entries).
   */
  strong: ReadonlySet<string>;
  /**
   * Strong types in capitals: as good as the layout's own mark of a heading (a section they
   * open may be one already named, or organisations told by their dated entries).
   */
  laidOut: ReadonlySet<string>;
}

export function headingStyles(
  lines: readonly string[],
  hintAt: (i: number) => LineHint | null,
): HeadingStyles {
  const named = new Map<string, number>();
  const all = new Map<string, number>();
  for (const [i, l] of lines.entries()) {
    const hint = hintAt(i);
    if (!hint || !l.trim()) continue;
    const style = styleOf(l, hint);
    all.set(style, (all.get(style) ?? 0) + 1);
    if (hint.bold && detectHeading(l.trim(), !lines[i - 1]?.trim(), { hint }))
      named.set(style, (named.get(style) ?? 0) + 1);
  }
  const strong = [...named]
    .filter(([s, n]) => n >= 2 && 3 * n >= 2 * (all.get(s) ?? 0))
    .map(([s]) => s);
  return {
    named: new Set(named.keys()),
    strong: new Set(strong),
    laidOut: new Set(strong.filter((s) => s.endsWith('|true'))),
  };
}

/**
 * A heading the layout set apart whose words no lexicon names ("Jejak Karier"): a line the
 * layout marks as a heading, or a bold line set as the document's named headings are, after a
 * gap or in capitals, or in a type that is the document's heading type beyond doubt (no gap
 * needed: "Academic Preparation" straight under the contact line, but never as the first line
 * under a heading); a word or four, no digits or contact marks. Its section is told by its
 * content (content-kind.ts).
 */
export function unnamedHeading(
  line: string,
  hint: LineHint | null,
  prevBlank: boolean,
  styles: HeadingStyles,
  firstUnderHeading = false,
): boolean {
  if (!hint) return false;
  const style = styleOf(line, hint);
  // The first line under a heading is its content (a job title set like the headings).
  const strong = styles.strong.has(style) && !firstUnderHeading;
  const styled = hint.bold && styles.named.has(style) && (prevBlank || isUpper(line) || strong);
  if (!hint.heading && !styled) return false;
  // A greeting or a question may head a section too ("Hello!", "Who am I?").
  const t = line.replace(/\s*[:：!?]+\s*$/u, '').trim();
  if (t.length > 40 || t.split(/\s+/u).length > 4) return false;
  if (!/^[\p{L}][\p{L}\s&/'’-]*$/u.test(t)) return false;
  return isUpper(t) || isTitleCase(t);
}
