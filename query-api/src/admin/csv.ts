/** RFC 4180 CSV: CRLF line ends, a header row, quotes where needed (doubled inside). */
export type CsvValue = string | number | boolean | null | undefined;

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe: user-typed names must never execute in the admin's Excel (CSV injection).
 */
export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
