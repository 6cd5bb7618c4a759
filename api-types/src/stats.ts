/** GET /api/public/stats: live figures from the activity log and read models (cached a minute). */
export interface PublicStats {
  cvsAnalysed: number;
  cvsAnalysedThisWeek: number;
  /** Distinct people with a CV analysed in the last 7 days. */
  professionalsHelpedThisWeek: number;
  users: number;
  /** Null before the first analysis. */
  averageScore: number | null;
  updatedAt: string;
}
