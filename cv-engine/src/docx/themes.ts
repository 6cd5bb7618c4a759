/**
 * The look of each template, shared by the DOCX builder and the HTML preview. Colours are hex
 * without '#', sizes in half-points (DOCX) — the preview converts them.
 */
import type { TemplateName } from '../types.ts';

export interface Theme {
  /** Font named in the DOCX; Word has it, LibreOffice substitutes a metric-compatible one. */
  font: string;
  /** CSS font stack for the preview (local fonts only). */
  cssFont: string;
  /** Body text size, half-points. */
  bodySize: number;
  nameSize: number;
  headingSize: number;
  text: string;
  muted: string;
  /** Name and headings. */
  accent: string;
  /** Rule under headings. */
  rule: string;
  /** Headings in capitals (the text stays as written; only the rendering is upper case). */
  headingCaps: boolean;
  nameCentered: boolean;
  /** Justify the summary paragraph. */
  justify: boolean;
  /**
   * The creative template's box of lists (skills, languages, certifications) at the end of the
   * page: its fill, text and heading colours. Not a side column: see build-docx.ts.
   */
  sidebar?: { fill: string; text: string; heading: string };
  /** Page margins, twips (1 cm = 567). */
  margin: { top: number; bottom: number; left: number; right: number };
}

export const THEMES: Record<TemplateName, Theme> = {
  modern: {
    font: 'Calibri',
    cssFont: "Calibri, Carlito, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    bodySize: 21,
    nameSize: 52,
    headingSize: 24,
    text: '222222',
    muted: '5F6B73',
    accent: '1F6F8B',
    rule: '1F6F8B',
    headingCaps: false,
    nameCentered: false,
    justify: false,
    margin: { top: 964, bottom: 964, left: 1077, right: 1077 },
  },
  classic: {
    font: 'Times New Roman',
    cssFont: "'Times New Roman', 'Liberation Serif', Times, serif",
    bodySize: 22,
    nameSize: 40,
    headingSize: 23,
    text: '000000',
    muted: '000000',
    accent: '000000',
    rule: '000000',
    headingCaps: true,
    nameCentered: true,
    justify: true,
    margin: { top: 1021, bottom: 1021, left: 1134, right: 1134 },
  },
  creative: {
    font: 'Arial',
    cssFont: "Arial, 'Liberation Sans', Helvetica, sans-serif",
    bodySize: 19,
    nameSize: 56,
    headingSize: 24,
    text: '2B2B2B',
    muted: '666666',
    accent: 'D9534F',
    rule: 'D9534F',
    headingCaps: true,
    nameCentered: false,
    justify: false,
    sidebar: { fill: '1D3557', text: 'FFFFFF', heading: 'F4A261' },
    margin: { top: 567, bottom: 567, left: 567, right: 567 },
  },
};

/** A4 in twips. */
export const A4 = { width: 11906, height: 16838 } as const;

export function contentWidth(theme: Theme): number {
  return A4.width - theme.margin.left - theme.margin.right;
}

/**
 * A headline in capitals ("SENIOR DATA ANALYST") could pass for the name to a parser that looks
 * for a line of capitals at the top: it is printed below the contact line (whose "@" and digits
 * no parser takes for a name) instead of right under the name.
 */
export function headlineAfterContact(headline: string): boolean {
  return /\p{Lu}/u.test(headline) && headline === headline.toLocaleUpperCase();
}

/**
 * The name's size (half-points, from `maxSize` down to 28) at which it fits on one line of
 * `width` twips, estimated from an average bold glyph of 0.6 em with slack: a name wrapped in
 * two reads as two lines, and a parser takes the first for the whole name.
 */
export function fitName(name: string, width: number, maxSize: number): number {
  const widthPt = (width / 20) * 0.92;
  let size = maxSize;
  while (size > 28 && name.length * 0.6 * (size / 2) > widthPt) size -= 2;
  return size;
}
