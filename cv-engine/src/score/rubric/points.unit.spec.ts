import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsTerm } from './points.ts';

/** The definition containsTerm keeps: the term with no letter or digit on either side. */
function byRegex(lowerText: string, term: string): boolean {
  const t = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`, 'u').test(lowerText);
}

describe('containsTerm', () => {
  it('finds a term as a whole word or phrase only', () => {
    expect(containsTerm('menguasai microsoft excel dan sql.', 'Microsoft Excel')).toBe(true);
    expect(containsTerm('mysql, postgresql', 'sql')).toBe(false);
    expect(containsTerm('mysql, sql', 'sql')).toBe(true);
    expect(containsTerm('c++ dan c#', 'c++')).toBe(true);
    expect(containsTerm('sql2019', 'sql')).toBe(false);
    expect(containsTerm('é sql', 'é')).toBe(true);
    expect(containsTerm('ésql', 'sql')).toBe(false);
    // An astral letter (two UTF-16 units) next to the term is a letter too.
    expect(containsTerm('𝒜sql', 'sql')).toBe(false);
    expect(containsTerm('😀sql😀', 'sql')).toBe(true);
  });

  it('agrees with the regular-expression definition on any text', () => {
    const alphabet = fc.constantFrom(
      'a',
      'b',
      's',
      'q',
      'l',
      '1',
      ' ',
      '.',
      '+',
      '#',
      'é',
      '𝒜',
      '😀',
      '-',
      '\n',
    );
    const text = fc.array(alphabet, { maxLength: 24 }).map((cs) => cs.join(''));
    const term = fc.array(alphabet, { minLength: 1, maxLength: 4 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(text, term, (t, w) => containsTerm(t, w) === byRegex(t, w)),
      { numRuns: 500 },
    );
  }, 60_000);
});
