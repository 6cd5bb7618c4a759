import { describe, expect, it } from 'vitest';
import { MAX_RULES, RulingReader } from './pdf-rulings.ts';
import { pageStyle } from './pdf-style.ts';

// pdf.js's OPS and its constructPath paint operators, as far as the reader uses them.
const OPS = {
  setLineWidth: 2,
  save: 10,
  restore: 11,
  transform: 12,
  stroke: 20,
  fill: 22,
  eoFill: 23,
  endPath: 28,
  setFillRGBColor: 59,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  constructPath: 91,
  setFillTransparent: 93,
  beginText: 31,
  endText: 32,
};
// pdf.js's DrawOPS inside a path buffer.
const M = 0;
const L = 1;
const Z = 4;

const path = (paint: number, ...nums: number[]) => [paint, [new Float32Array(nums)], null];
const rect = (x: number, y: number, w: number, h: number) => [
  M,
  x,
  y,
  L,
  x + w,
  y,
  L,
  x + w,
  y + h,
  L,
  x,
  y + h,
  Z,
];

function read(ops: [number, unknown][]) {
  const r = new RulingReader(OPS);
  for (const [fn, args] of ops) r.op(fn, args);
  return r.result();
}

describe('pdf-rulings: ruling lines and filled rectangles from the operator list', () => {
  it('reads stroked level and plumb segments as rules, and skips a clip path', () => {
    const out = read([
      [OPS.constructPath, path(OPS.endPath, ...rect(0, 0, 595, 842))],
      [OPS.setLineWidth, [0.5]],
      [OPS.constructPath, path(OPS.stroke, M, 71, 515, L, 539, 515)],
      [OPS.constructPath, path(OPS.stroke, M, 99, 515, L, 99, 413)],
      // A slanted stroke rules nothing.
      [OPS.constructPath, path(OPS.stroke, M, 10, 10, L, 60, 40)],
    ]);
    expect(out.rules).toEqual([
      { x0: 71, x1: 539, y0: 515, y1: 515 },
      { x0: 99, x1: 99, y0: 413, y1: 515 },
    ]);
    expect(out.fills).toEqual([]);
  });

  it('reads a shaded cell as a fill, a thin filled bar as a rule, white as nothing shaded', () => {
    const out = read([
      [OPS.setFillRGBColor, ['#d9d9d9']],
      [OPS.constructPath, path(OPS.eoFill, ...rect(71, 502, 28, 13))],
      [OPS.setFillRGBColor, ['#000000']],
      [OPS.constructPath, path(OPS.fill, ...rect(40, 300, 500, 0.75))],
      [OPS.setFillRGBColor, ['#ffffff']],
      [OPS.constructPath, path(OPS.fill, ...rect(0, 0, 595, 842))],
      // A white hairline draws no rule.
      [OPS.constructPath, path(OPS.fill, ...rect(40, 200, 500, 0.75))],
      [OPS.setFillTransparent, []],
      [OPS.constructPath, path(OPS.fill, ...rect(40, 100, 200, 50))],
    ]);
    expect(out.fills).toEqual([
      { x0: 71, y0: 502, x1: 99, y1: 515, shaded: true },
      { x0: 0, y0: 0, x1: 595, y1: 842, shaded: false },
    ]);
    expect(out.rules).toEqual([{ x0: 40, x1: 540, y0: 300.375, y1: 300.375 }]);
  });

  it('carries paths through the current transform, restored after save/restore', () => {
    const out = read([
      [OPS.save, null],
      [OPS.transform, [1, 0, 0, -1, 0, 842]],
      [OPS.constructPath, path(OPS.stroke, M, 50, 100, L, 250, 100)],
      [OPS.restore, null],
      [
        OPS.paintFormXObjectBegin,
        [
          [2, 0, 0, 2, 10, 10],
          [0, 0, 100, 100],
        ],
      ],
      [OPS.constructPath, path(OPS.stroke, M, 0, 0, L, 0, 50)],
      [OPS.paintFormXObjectEnd, []],
      [OPS.constructPath, path(OPS.stroke, M, 0, 0, L, 0, 50)],
    ]);
    expect(out.rules).toEqual([
      { x0: 50, x1: 250, y0: 742, y1: 742 },
      { x0: 10, x1: 10, y0: 10, y1: 110 },
      { x0: 0, x1: 0, y0: 0, y1: 50 },
    ]);
  });

  it('keeps at most MAX_RULES rules', () => {
    const ops: [number, unknown][] = [];
    for (let i = 0; i < MAX_RULES + 50; i++)
      ops.push([OPS.constructPath, path(OPS.stroke, M, 0, i, L, 100, i)]);
    expect(read(ops).rules).toHaveLength(MAX_RULES);
  });

  it('is read in the page style walk of the operator list', async () => {
    const fnArray = [OPS.setLineWidth, OPS.constructPath, OPS.beginText, OPS.endText];
    const argsArray = [[0.5], path(OPS.stroke, M, 71, 515, L, 539, 515), null, null];
    const page = {
      getOperatorList: async () => ({ fnArray, argsArray }),
      commonObjs: { has: () => false, get: () => null },
    };
    const style = await pageStyle(page, [], OPS);
    expect(style.rules.rules).toEqual([{ x0: 71, x1: 539, y0: 515, y1: 515 }]);
  });
});
