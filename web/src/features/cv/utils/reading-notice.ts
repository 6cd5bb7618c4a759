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
