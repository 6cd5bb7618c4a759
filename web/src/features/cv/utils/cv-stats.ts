import type { CvListItem } from '@karier/api-types';

/**
 * Done: the revised CV can be downloaded — the server's `downloadable`, computed with the rule
 * its download route enforces (a paid order, Premium, an admin).
 */
export const isCompleted = (cv: Pick<CvListItem, 'downloadable'>) => cv.downloadable;

/** Total, completed and draft counts of a CV list. */
export function cvStats(cvs: CvListItem[]) {
  const completed = cvs.filter(isCompleted).length;
  return { total: cvs.length, completed, draft: cvs.length - completed };
}

/** CVs whose title contains every word of the query, case- and accent-insensitive. */
export function filterCvs(cvs: CvListItem[], query: string): CvListItem[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase('id');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return cvs;
  return cvs.filter((cv) => {
    const title = fold(cv.title);
    return words.every((w) => title.includes(w));
  });
}
