/**
 * The PDF layout's units: a positioned text item as pdf.js gives it, and a line built of them.
 * Types only, apart from the code (pdf-lines.ts) that builds lines, so the modules that read
 * lines (wrapped rows, label columns) import no code back from it.
 */

export interface TextItem {
  str: string;
  /** Left edge and baseline, PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  fontSize: number;
  /**
   * Drawn in an icon font (see icon-fonts.ts): a picture, not text. It keeps its place on the
   * page (line grouping, columns) and breaks words there, and prints nothing (`str` is '').
   */
  icon?: boolean;
  /** Set in a bold (or heavier) font, as the font's name says. */
  bold?: boolean;
  /** Set in an italic (or oblique) font, as the font says. */
  italic?: boolean;
  /** Drawn letter-spaced (its glyphs apart); `str` already has its words back. */
  spaced?: boolean;
}

export type Region = 'main' | 'side' | 'label';

export interface Line {
  text: string;
  /** Baseline. */
  y: number;
  x: number;
  /** Right edge of the last item. */
  right: number;
  /** The size most of its characters are set in. */
  fontSize: number;
  /** Most of its characters are bold. */
  bold: boolean;
  /** Drawn letter-spaced ("S K I L L S" as separate glyphs or spaced items). */
  spaced: boolean;
  /** A blank line goes before this one. */
  blockStart: boolean;
  region: Region;
  /** The right edge of the column or page the line is set in. */
  bound: number;
  /** The baselines of the rows it joins, top down (a wrapped header row), if more than one. */
  rowYs?: number[];
  /** Heading or not as a table's structure says (a label cell), over what its type says. */
  heading?: boolean;
}

/**
 * A ruling line as drawn (a stroked segment, or a filled rectangle thin enough to be one), in the
 * page's user space: horizontal (y0 = y1) or vertical (x0 = x1), x0 ≤ x1 and y0 ≤ y1.
 */
export interface Rule {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A filled rectangle (a shaded cell, a band), user space; `shaded`: darker than white. */
export interface FillRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  shaded: boolean;
}

/** The ruling lines and filled rectangles a page draws (pdf-rulings.ts). */
export interface PageRules {
  rules: Rule[];
  fills: FillRect[];
}
