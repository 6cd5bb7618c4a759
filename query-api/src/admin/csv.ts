import type { Context } from 'koa';
import { jakartaDate } from './params.ts';

/** RFC 4180 CSV: CRLF line ends, a header row, quotes where needed (doubled inside). */
export type CsvValue = string | number | boolean | null | undefined;

/** What starts a formula in Excel, LibreOffice or Sheets (after any leading blanks). */
const FORMULA_START = /^[\s]*[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe: user-typed names must never execute in the admin's Excel (CSV injection). Excel
 * in a locale whose list separator is `;` (Indonesian) splits a line at every `;`, quoted or
 * not, so each `;`-separated segment is defused the same way, and a cell with a `;` is quoted.
 */
export function csvCell(v: CsvValue): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string') {
    s = s
      .split(';')
      .map((segment) => (FORMULA_START.test(segment) ? `'${segment}` : segment))
      .join(';');
  }
  return /[",;\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Sends `body` as a CSV download named `<name>-<Jakarta date>.csv`, never cached. */
export function csvAttachment(ctx: Context, name: string, body: string) {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${name}-${jakartaDate(new Date())}.csv"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
