import type { PublicStats } from '@karier/api-types';

export type StatKey =
  'cvsAnalysed' | 'cvsAnalysedThisWeek' | 'professionalsHelpedThisWeek' | 'users';

/**
 * The smallest value of each public figure worth showing a visitor. Below it a live figure says
 * "the service is empty" more than it says anything good ('4 CV telah dianalisis', '1 professionals
 * helped this week' on a fresh install), so it stays hidden until it passes.
 */
export const FIGURE_FLOORS: Readonly<Record<StatKey, number>> = {
  cvsAnalysed: 100,
  cvsAnalysedThisWeek: 20,
  professionalsHelpedThisWeek: 20,
  users: 50,
};

/** The figures among `wanted` (in their order) whose live value reaches its floor. */
export function figuresToShow(
  stats: Pick<PublicStats, StatKey>,
  wanted: readonly StatKey[],
  floors: Readonly<Record<StatKey, number>> = FIGURE_FLOORS,
): StatKey[] {
  return wanted.filter((key) => stats[key] >= floors[key]);
}
