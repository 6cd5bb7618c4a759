/**
 * Test helpers for the PDF layout's specs: text items as pdf.js gives them, on an A4 page, and
 * the laid-out lines with their hints; lines as the layout's later steps take them.
 */
import { layoutPages, type PageInput, type TextItem } from './pdf-layout.ts';
import type { Line } from './pdf-types.ts';

/** Helvetica-ish: half an em per character. */
export const item = (str: string, x: number, y: number, fontSize = 10, bold = false): TextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
  ...(bold ? { bold } : {}),
});

export const page = (items: TextItem[]): PageInput => ({ items, x0: 0, y0: 0, x1: 595, y1: 842 });

/**
 * A laid-out line at (x, y) in `fontSize`, half an em per character (its right edge from x and
 * `fontSize`, whatever `over` changes), plain, in the main column; `over` sets any other field.
 */
export const line = (
  text: string,
  x: number,
  y: number,
  fontSize = 10,
  over: Partial<Line> = {},
): Line => ({
  text,
  x,
  y,
  right: x + text.length * fontSize * 0.5,
  fontSize,
  bold: false,
  spaced: false,
  blockStart: false,
  region: 'main',
  bound: 560,
  ...over,
});

/** One page laid out: its lines, and the hint of a line by its text. */
export const laid = (items: TextItem[]) => {
  const out = layoutPages([page(items)]);
  const lines = out.text.split('\n');
  return { ...out, lines, hintOf: (s: string) => out.hints[lines.indexOf(s)] };
};
