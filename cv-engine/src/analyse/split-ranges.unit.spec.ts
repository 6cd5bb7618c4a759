import { describe, expect, it } from 'vitest';
import { parseCv } from './parse.ts';

// A date column beside each job, its first range printed over two lines ("2017 –" / "Present …"),
// as a PDF reads it (corpus/07's shape).
const TEXT = [
  'Alfred Pennyworth',
  'alfred.pennyworth@email.com | (123) 456-7890 | Silicon Valley, CA, USA',
  '',
  'Experience',
  '2017 – Product Manager, Google, Mountain View, CA, USA',
  'Present Leading cross-functional teams to design, develop, and launch innovative products.',
  '2012 – 2017 Software Development Engineer III, Amazon, Seattle, WA, USA',
  'Led a team of developers in building scalable and high-performing e-commerce applications.',
  '',
  'Education',
  'Stanford University 2016 – 2018',
  'Master of Business Administration',
].join('\n');

describe('a date range split over two lines is joined once, before every reader', () => {
  it('gives the entry its whole range and leaves no piece of it as a note of the entry', () => {
    const parsed = parseCv(TEXT);
    expect(parsed.experience[0]).toMatchObject({ start: '2017', current: true });
    const notes = parsed.verbatim?.experienceNotes.flat() ?? [];
    // The ledger reads the joined lines: neither half of the range is left over to print.
    expect(notes.some((n) => /^Present\b/u.test(n) || /^2017\b/u.test(n))).toBe(false);
    expect(parsed.sectionBlocks.find((b) => b.key === 'experience')?.lines).not.toContain(
      'Present Leading cross-functional teams to design, develop, and launch innovative products.',
    );
  });
});
