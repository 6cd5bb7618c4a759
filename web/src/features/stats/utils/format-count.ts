/**
 * A count in the page's language, grouped as `Intl.NumberFormat` groups it (id-ID `12.345`,
 * en-GB `12,345`), without it: the first number format of a page loads the locale's ICU data,
 * one long task (8–20 ms of CPU here, four times that on Lighthouse's phone) when the landing
 * page's figures arrive. Anything but a whole number goes to Intl.
 */
export function formatCount(n: number, lang: 'id' | 'en'): string {
  const locale = lang === 'en' ? 'en-GB' : 'id-ID';
  if (!Number.isSafeInteger(n)) return new Intl.NumberFormat(locale).format(n);
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, lang === 'en' ? ',' : '.');
  return n < 0 ? `-${digits}` : digits;
}
