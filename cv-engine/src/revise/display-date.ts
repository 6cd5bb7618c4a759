/** Date display for the revised CV and the findings: "Jan 2020", "Agu 2020", "Sekarang". */
import type { Lang } from '../types.ts';
import { parseDatePoint } from '../fields/dates.ts';

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];

export const PRESENT_WORDS =
  /^(?:present|current|currently|now|today|ongoing|sekarang|saat\s+ini|kini|hingga\s+kini|sampai\s+sekarang)$/iu;

/**
 * Display form of a date: 'Jan 2020' / 'Agu 2020' (Indonesian month abbreviations), '2020' when only
 * the year is known, 'Sekarang' / 'Present' for an ongoing end, '' for nothing.
 */
export function normaliseDate(
  d: string | null | undefined,
  lang: Lang,
  opts: { current?: boolean } = {},
): string {
  const present = lang === 'id' ? 'Sekarang' : 'Present';
  if (opts.current) return present;
  if (!d || !d.trim()) return '';
  if (PRESENT_WORDS.test(d.trim())) return present;
  const iso = parseDatePoint(d.trim().replace(/\s+/gu, ' '));
  if (!iso) return d.trim();
  const [year, month] = iso.split('-');
  if (!month) return year!;
  const names = lang === 'id' ? MONTHS_ID : MONTHS_EN;
  return `${names[Number(month) - 1]} ${year}`;
}
