/**
 * The ruling lines and filled rectangles of a page, read from its operator list as pdf.js builds
 * it (pdf-style.ts walks the list once and hands every operator here): stroked straight segments
 * that run level or plumb, filled rectangles thin enough to be a line (Chromium draws a CSS
 * border so), the edges of stroked rectangles, and larger filled rectangles (a table's shaded
 * header cells) with whether their colour is darker than white. Coordinates are the page's user
 * space, where pdf.js puts its text items: each path is carried through the current transform
 * (save, restore, cm, form XObjects). Bounded: MAX_RULES lines, MAX_FILLS rectangles, and
 * MAX_PATH_NUMBERS numbers read of one path.
 */
import type { FillRect, PageRules, Rule } from '../layout/pdf-types.ts';

export const MAX_RULES = 4_000;
export const MAX_FILLS = 2_000;
/** Numbers read of one path's buffer: a table's border is a handful of segments. */
export const MAX_PATH_NUMBERS = 4_000;
/** Nested saves and form XObjects followed at most. */
const MAX_DEPTH = 64;

/** Thicker than this (points), a filled rectangle is an area, not a line. */
const LINE_THICKNESS = 2.5;
/** Shorter than this (points), a segment rules nothing (a bullet's dash, a tick). */
const MIN_RULE = 4;

/** pdf.js's DrawOPS: the codes inside a constructPath buffer. */
const MOVE_TO = 0;
const LINE_TO = 1;
const CURVE_TO = 2;
const QUADRATIC_CURVE_TO = 3;
const CLOSE_PATH = 4;

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

const asMatrix = (v: unknown): Matrix | null => {
  if (!v || typeof (v as ArrayLike<number>).length !== 'number') return null;
  const a = Array.from(v as ArrayLike<number>)
    .slice(0, 6)
    .map(Number);
  return a.length === 6 && a.every(Number.isFinite) ? (a as Matrix) : null;
};

/** "#rrggbb" darker than white (a light grey shading counts; white paper does not). */
function shadedColour(hex: unknown): boolean {
  if (typeof hex !== 'string' || !/^#[0-9a-f]{6}$/iu.test(hex)) return true;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return Math.min(r!, g!, b!) < 245;
}

type Point = [number, number];

/** Collects a page's rules and fills, one operator at a time (see pdf-style.ts drawnRuns). */
export class RulingReader {
  private readonly rules: Rule[] = [];
  private readonly fills: FillRect[] = [];
  private ctm: Matrix = IDENTITY;
  private lineWidth = 1;
  private fillColour: unknown = '#000000';
  private fillNone = false;
  private readonly stack: { ctm: Matrix; lineWidth: number; fill: unknown; none: boolean }[] = [];
  private readonly paint: { stroke: Set<number>; fill: Set<number> };

  constructor(private readonly ops: Record<string, number>) {
    const ids = (names: string[]) =>
      new Set(names.map((n) => ops[n]).filter((v): v is number => v !== undefined));
    this.paint = {
      stroke: ids([
        'stroke',
        'closeStroke',
        'fillStroke',
        'eoFillStroke',
        'closeFillStroke',
        'closeEOFillStroke',
      ]),
      fill: ids([
        'fill',
        'eoFill',
        'fillStroke',
        'eoFillStroke',
        'closeFillStroke',
        'closeEOFillStroke',
      ]),
    };
  }

  /** Reads one operator of the list. */
  op(fn: number | undefined, args: unknown): void {
    const ops = this.ops;
    const a = Array.isArray(args) ? (args as unknown[]) : [];
    if (fn === ops.save || fn === ops.paintFormXObjectBegin) {
      if (this.stack.length >= MAX_DEPTH) return;
      this.stack.push({
        ctm: this.ctm,
        lineWidth: this.lineWidth,
        fill: this.fillColour,
        none: this.fillNone,
      });
      const m = fn === ops.paintFormXObjectBegin ? asMatrix(a[0]) : null;
      if (m) this.ctm = multiply(this.ctm, m);
    } else if (fn === ops.restore || fn === ops.paintFormXObjectEnd) {
      const s = this.stack.pop();
      if (s) {
        this.ctm = s.ctm;
        this.lineWidth = s.lineWidth;
        this.fillColour = s.fill;
        this.fillNone = s.none;
      }
    } else if (fn === ops.transform) {
      const m = asMatrix(a);
      if (m) this.ctm = multiply(this.ctm, m);
    } else if (fn === ops.setLineWidth) {
      this.lineWidth = Math.abs(Number(a[0]) || 0);
    } else if (fn === ops.setFillRGBColor) {
      this.fillColour = a[0];
      this.fillNone = false;
    } else if (fn === ops.setFillTransparent) {
      this.fillNone = true;
    } else if (fn === ops.constructPath) {
      this.path(Number(a[0]), a[1]);
    }
  }

  result(): PageRules {
    return { rules: this.rules, fills: this.fills };
  }

  private point(x: number, y: number): Point {
    const m = this.ctm;
    return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
  }

  /** The subpaths of a constructPath buffer, as points in user space (curves end a subpath). */
  private subpaths(data: unknown): { pts: Point[]; closed: boolean; curved: boolean }[] {
    const buf = Array.isArray(data) ? data[0] : null;
    if (!buf || typeof (buf as ArrayLike<number>).length !== 'number') return [];
    const b = buf as ArrayLike<number>;
    const n = Math.min(b.length, MAX_PATH_NUMBERS);
    const out: { pts: Point[]; closed: boolean; curved: boolean }[] = [];
    let cur: { pts: Point[]; closed: boolean; curved: boolean } | null = null;
    for (let k = 0; k < n;) {
      const code = b[k++];
      if (code === MOVE_TO || code === LINE_TO) {
        if (k + 1 >= n) break;
        const p = this.point(Number(b[k]), Number(b[k + 1]));
        k += 2;
        if (code === MOVE_TO || !cur) {
          cur = { pts: [p], closed: false, curved: false };
          out.push(cur);
        } else cur.pts.push(p);
      } else if (code === CURVE_TO || code === QUADRATIC_CURVE_TO) {
        const len = code === CURVE_TO ? 6 : 4;
        if (k + len > n) break;
        const p = this.point(Number(b[k + len - 2]), Number(b[k + len - 1]));
        k += len;
        if (cur) cur.curved = true;
        cur = { pts: [p], closed: false, curved: false };
        out.push(cur);
      } else if (code === CLOSE_PATH) {
        if (cur) cur.closed = true;
      } else break;
    }
    return out;
  }

  private path(paintOp: number, data: unknown) {
    const stroke = this.paint.stroke.has(paintOp);
    const fill = this.paint.fill.has(paintOp) && !this.fillNone;
    if (!stroke && !fill) return;
    const m = this.ctm;
    const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
    for (const sp of this.subpaths(data)) {
      const rect = sp.curved ? null : rectOf(sp.pts);
      if (fill && rect) this.addRect(rect);
      if (!stroke) continue;
      // Stroked: every straight level or plumb segment is a rule (a rectangle's four edges).
      const pts = sp.closed && sp.pts.length > 2 ? [...sp.pts, sp.pts[0]!] : sp.pts;
      if (this.lineWidth * scale > LINE_THICKNESS * 2) continue;
      for (let i = 1; i < pts.length; i++) this.addSegment(pts[i - 1]!, pts[i]!);
    }
  }

  private addSegment([ax, ay]: Point, [bx, by]: Point) {
    if (this.rules.length >= MAX_RULES) return;
    const [x0, x1] = ax <= bx ? [ax, bx] : [bx, ax];
    const [y0, y1] = ay <= by ? [ay, by] : [by, ay];
    const level = y1 - y0 <= 0.5 && x1 - x0 >= MIN_RULE;
    const plumb = x1 - x0 <= 0.5 && y1 - y0 >= MIN_RULE;
    if (level) this.rules.push({ x0, x1, y0: (y0 + y1) / 2, y1: (y0 + y1) / 2 });
    else if (plumb) this.rules.push({ x0: (x0 + x1) / 2, x1: (x0 + x1) / 2, y0, y1 });
  }

  private addRect(r: { x0: number; y0: number; x1: number; y1: number }) {
    const w = r.x1 - r.x0;
    const h = r.y1 - r.y0;
    const shaded = shadedColour(this.fillColour);
    if (Math.min(w, h) <= LINE_THICKNESS) {
      // A thin filled rectangle is a line drawn as an area, if it shows.
      if (!shaded || this.rules.length >= MAX_RULES || Math.max(w, h) < MIN_RULE) return;
      if (w >= h) this.rules.push({ x0: r.x0, x1: r.x1, y0: r.y0 + h / 2, y1: r.y0 + h / 2 });
      else this.rules.push({ x0: r.x0 + w / 2, x1: r.x0 + w / 2, y0: r.y0, y1: r.y1 });
      return;
    }
    if (this.fills.length < MAX_FILLS) this.fills.push({ ...r, shaded });
  }
}

/** The axis-aligned rectangle four (or five, closing) points trace, or null. */
function rectOf(pts: Point[]): { x0: number; y0: number; x1: number; y1: number } | null {
  const ps =
    pts.length === 5 && near(pts[0]!, pts[4]!) ? pts.slice(0, 4) : pts.length === 4 ? pts : null;
  if (!ps) return null;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = ps[i]!;
    const [bx, by] = ps[(i + 1) % 4]!;
    if (Math.abs(ax - bx) > 0.5 && Math.abs(ay - by) > 0.5) return null;
  }
  const xs = ps.map((p) => p[0]);
  const ys = ps.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

const near = (a: Point, b: Point) => Math.abs(a[0] - b[0]) <= 0.5 && Math.abs(a[1] - b[1]) <= 0.5;
