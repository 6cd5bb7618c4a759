import { describe, expect, it } from 'vitest';
import { FIGURE_FLOORS, figuresToShow } from './figure-floor.ts';

const stats = (cvsAnalysed: number, professionalsHelpedThisWeek: number, users: number) => ({
  cvsAnalysed,
  cvsAnalysedThisWeek: professionalsHelpedThisWeek,
  professionalsHelpedThisWeek,
  users,
});
const landing = ['cvsAnalysed', 'professionalsHelpedThisWeek', 'users'] as const;

describe('public figures past their floor', () => {
  it('shows none of a fresh install’s small figures', () => {
    expect(figuresToShow(stats(4, 1, 3), landing)).toEqual([]);
  });

  it('shows each figure once it reaches its own floor, in the order asked', () => {
    expect(figuresToShow(stats(FIGURE_FLOORS.cvsAnalysed, 1, 3), landing)).toEqual(['cvsAnalysed']);
    expect(figuresToShow(stats(FIGURE_FLOORS.cvsAnalysed - 1, 1, 3), landing)).toEqual([]);
    expect(figuresToShow(stats(5000, 250, 1200), landing)).toEqual([...landing]);
    expect(figuresToShow(stats(5000, 250, 1200), ['users', 'cvsAnalysed'])).toEqual([
      'users',
      'cvsAnalysed',
    ]);
  });
});
