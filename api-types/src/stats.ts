/** GET /api/public/stats: live figures from the activity log and read models (cached a minute). */
export interface PublicStats {
  /** CVs analysed since the start (deleted ones included: the analysis happened). */
  cvsAnalysed: number;
  cvsAnalysedThisWeek: number;
  /** Distinct people who had a CV analysed in the last 7 days. */
  professionalsHelpedThisWeek: number;
  /** Accounts that exist (erased ones not counted). */
  users: number;
  /** Mean score of the CVs in the lists, rounded; null before the first analysis. */
  averageScore: number | null;
  updatedAt: string;
}
