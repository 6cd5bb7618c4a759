/** Dates, money and counts for the admin panel: times in Asia/Jakarta (WIB), Rupiah in id-ID. */

import { PRICE_LIST } from '@karier/commerce/pricing';

export const TIME_ZONE = 'Asia/Jakarta';

const locale = (lang: string) => (lang === 'en' ? 'en-GB' : 'id-ID');

/** "23 Nov 2026, 14.05 WIB" (id) / "23 Nov 2026, 14:05 WIB" (en); '' for a bad date. */
export function formatWib(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const text = new Intl.DateTimeFormat(locale(lang), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${text} WIB`;
}

/** "23 Nov 2026", the day in Jakarta. */
export function formatWibDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}

/** A `YYYY-MM-DD` day of the daily series as "23 Nov" (the date itself, no zone shift). */
export function formatDay(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** Today in Jakarta as `YYYY-MM-DD`. */
export function jakartaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export { formatRupiah } from '@karier/commerce/pricing';

/** "Rp 25 rb", "Rp 1,2 jt" for chart axes, on one line (no-break spaces). */
export function formatRupiahShort(amount: number): string {
  const short = new Intl.NumberFormat('id-ID', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
  return `Rp ${short}`.replace(/\s/g, '\u00a0');
}

/**
 * Four equal steps from 0 covering `max` (and as many below 0 as `min` needs), each a whole number
 * of Basic's price (one revised CV, Rp 25.000 in commerce's price list): 0, 25 rb, 50 rb, 75 rb,
 * 100 rb when there is no revenue yet.
 */
export function revenueTicks(max: number, min = 0): number[] {
  const unit = PRICE_LIST.basic.amount!;
  const step = Math.max(1, Math.ceil(max / 4 / unit)) * unit;
  // A day whose refunds outweigh its sales (revenue net of refunds) goes below zero.
  const below = min < 0 ? Math.ceil(-min / step) : 0;
  return [
    ...Array.from({ length: below }, (_, i) => -step * (below - i)),
    0,
    step,
    step * 2,
    step * 3,
    step * 4,
  ];
}

export function formatCount(n: number, lang: string): string {
  return new Intl.NumberFormat(locale(lang)).format(n);
}

/** "12,5%" (id) / "12.5%" (en), at most one decimal. */
export function formatPercent(n: number, lang: string): string {
  return `${new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 1 }).format(n)}%`;
}

/** Part of a whole in percent (0 when the whole is 0). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** The first 8 characters of an id, for tables. */
export function shortId(id: string): string {
  return id.length > 8 ? id.slice(0, 8) : id;
}
