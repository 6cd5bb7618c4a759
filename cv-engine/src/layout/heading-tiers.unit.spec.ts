import { describe, expect, it } from 'vitest';
import type { LineHint } from '../types.ts';
import { demoteEntryHeaders, headingTier } from './heading-tiers.ts';

const h = (size: number, heading: boolean, bold = true): LineHint => ({
  size,
  bold,
  heading,
  region: 'main',
});

/** Section headings at 1.67, each entry led by an employer at 1.11 over "title dates". */
const lines = [
  'Experience',
  'Hotel Santika',
  'CONTENT CREATOR 02.2024 – 08.2026',
  'Ran the campaign',
  'PT Gojek',
  'SALES EXECUTIVE 12.2020 – 05.2022',
  'Education',
  'Universitas Brawijaya',
  'Master of Science 2016 – 2020',
  'Skills',
  'Canva, SEO',
];
const hints = [
  h(1.67, true),
  h(1.11, true),
  h(1, false, false),
  h(1, false, false),
  h(1.11, true),
  h(1, false, false),
  h(1.67, true),
  h(1.11, true),
  h(1, false, false),
  h(1.67, true),
  h(1, false, false),
];

describe('entry headers below the heading tier', () => {
  it("finds the document's recurring heading size", () => {
    expect(headingTier(hints)).toBe(1.67);
    expect(headingTier(hints.slice(0, 3))).toBeNull();
  });

  it('reads a smaller bold line over dates as an entry header, the section headings as headings', () => {
    const out = demoteEntryHeaders(lines, hints);
    expect(out.map((x) => x?.heading)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(out[1]).toEqual({ ...hints[1], heading: false });
  });

  it('keeps a smaller heading with no dates under it, and every heading without a tier', () => {
    const undated = [...lines];
    undated[2] = 'CONTENT CREATOR';
    expect(demoteEntryHeaders(undated, hints)[1]!.heading).toBe(true);
    const two = hints.map((x, i) => (i === 9 ? h(1, false, false) : x));
    expect(demoteEntryHeaders(lines, two)).toEqual(two);
  });
});
