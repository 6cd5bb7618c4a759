import type { CvReading } from '@karier/api-types';

/** The parts a reading doubts, each named once, in the order the server gave them. */
export function doubtedPartLabels(reading: CvReading): string[] {
  return [...new Set(reading.doubts.map((d) => d.label))];
}

/** "A", "A dan B", "A, B dan C" (English: "A, B and C"). */
export function joinParts(labels: readonly string[], lang: string): string {
  const and = lang.startsWith('en') ? 'and' : 'dan';
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} ${and} ${labels.at(-1)}`;
}

/**
 * What the results page shows of a reading: nothing when it was understood (or the analysis
 * predates the reading), the doubt while unchecked, a note once the owner checked it.
 */
export function readingNoticeState(
  reading: CvReading | undefined,
): 'none' | 'doubted' | 'confirmed' {
  if (!reading || reading.understood || reading.doubts.length === 0) return 'none';
  return reading.confirmed ? 'confirmed' : 'doubted';
}

/** The server's 409 for an order or download of a CV whose doubted reading is not checked yet. */
export const REVIEW_REQUIRED_CODE = 'CV_REVIEW_REQUIRED';

/**
 * What the download button does for this CV: the review first while its doubted reading is not
 * checked (the server refuses an order or a Premium download then, 409 CV_REVIEW_REQUIRED),
 * else the download when the server says it is downloadable, else the payment step.
 */
export function downloadAction(
  reading: CvReading | undefined,
  downloadable: boolean,
  filePath: string | null,
): 'review' | 'download' | 'pay' {
  if (readingNoticeState(reading) === 'doubted') return 'review';
  return downloadable && filePath ? 'download' : 'pay';
}
