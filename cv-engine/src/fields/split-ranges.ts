/**
 * Date ranges broken over lines, joined before entries are read: a range wrapped after its dash
 * or before it, a start month left at a line's end, a column of dates beside the content, a date
 * run into the word before it.
 */
import { MONTH_ALT, PRESENT } from './dates.ts';

const OPEN_RANGE_END =
  /(?:(?:19|20)\d{2}|['’]\d{2})\s*(?:-|–|—|to|until|till|s\.?\/?d\.?|sampai|hingga)\s*$/iu;
const RANGE_CONTINUES =
  /^(?:present|current|now|sekarang|saat\s+ini|kini|(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|oct|okt|nov|dec|des)\p{L}*\.?\s*(?:(?:19|20)\d{2}|['’]\d{2})|(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}|(?:19|20)\d{2})\b/iu;

/** A line ending on a date's year ("… Agustus 2014"), and one opening on a worded dash ("s.d."). */
const ENDS_ON_YEAR = /(?:^|\s)(?:(?:19|20)\d{2}|['’]\d{2})$/u;
const WORD_DASH_FIRST = /^(?:s\.?\/?d\.?|sampai|hingga|until|till|to)\s+/iu;

const START = `(?:(?:${MONTH_ALT})\\.?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\/(?:19|20)\\d{2}|(?:19|20)\\d{2})`;
const DASH = '(?:-|–|—|to|until|till|s\\.?\\/?d\\.?|sampai|hingga)';
/**
 * "Oktober 2024 — Staf Keuangan", "June 2021–March PT Bukit Asam": a range left open at the end
 * of a left column's line (its end's month may follow the dash unspaced).
 */
const OPEN_IN_COLUMN = new RegExp(
  `^(${START})\\s*${DASH}(?:\\s*(${MONTH_ALT})\\.?)?\\s+(?!${START}|${PRESENT})(\\S.*)$`,
  'iu',
);
/** "Januari 2026 CV Karya Mandiri": the rest of the range, then the content column. */
const CLOSE_IN_COLUMN = new RegExp(
  `^(${START}|${PRESENT})(?![\\p{L}\\d])(?:\\s+([^\\s\\-–—:|•].*))?$`,
  'iu',
);
/** A year, or its two digits after an apostrophe ("'24"). */
const YEAR_FIRST = /^(?:(?:19|20)\d{2}|['’]\d{2})(?!\d)/u;
/** "… s.d. Februari" / "2024", "Aug '20 — Oct" / "'24": the end's month, its year next line. */
const OPEN_MONTH_END = new RegExp(
  `(?:(?:19|20)\\d{2}|['’]\\d{2})\\s*${DASH}\\s*(?:${MONTH_ALT})\\.?$`,
  'iu',
);

/** A line ending on a capitalised month name, and a line opening on a year and a dash. */
const START_MONTH_END = new RegExp(`\\s(?:${MONTH_ALT})\\.?$`, 'iu');
const ENDS_CAPITALISED = /\s\p{Lu}\p{L}*\.?$/u;
const YEAR_RANGE_FIRST = new RegExp(`^(?:19|20)\\d{2}\\s*${DASH}\\s*\\S`, 'iu');
/**
 * "2014 – 2017": a range of years, whole; a month above it is no start of its own ("Institut
 * Teknologi Sepuluh Nopember", "Universitas Sebelas Maret" over the school's years).
 */
const YEARS_ONLY_FIRST = new RegExp(
  `^(?:19|20)\\d{2}\\s*${DASH}\\s*(?:19|20)\\d{2}(?![\\d/.])`,
  'iu',
);

/** Capitalised month names: "WebFebruari 2021" is a word run into a date. */
const GLUED_MONTH = new RegExp(
  `(\\p{Ll})((?:${MONTH_ALT.split('|')
    .map((m) => m[0]!.toUpperCase() + m.slice(1))
    .join('|')})\\.?\\s*(?:19|20)\\d{2})`,
  'gu',
);

/** "Universitas Hasanuddin8/2014": a word in lower case run into a month/year date. */
const GLUED_NUMERIC = /(\p{Ll})((?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}(?!\d))/gu;

/** "Pengembang WebFebruari 2021": a date run into the word before it (a tab lost) set apart. */
export function unglueDates(line: string): string {
  return line.replace(GLUED_MONTH, '$1 $2').replace(GLUED_NUMERIC, '$1 $2');
}

/**
 * A date range broken over two lines is joined: "2017 –" / "Present Developed …"; and where the
 * dates stand in a narrow column left of the content, "Oktober 2024 — Staf Keuangan" / "Januari
 * 2026 CV Karya Mandiri" → "Oktober 2024 — Januari 2026 Staf Keuangan" / "CV Karya Mandiri".
 */
export function joinSplitRanges(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = unglueDates(lines[i]!.trim());
    const next = lines[i + 1] === undefined ? undefined : unglueDates(lines[i + 1]!.trim());
    if (next && OPEN_MONTH_END.test(line) && YEAR_FIRST.test(next)) {
      // The year ends the range; the rest of the line is the content column's.
      const year = YEAR_FIRST.exec(next)![0];
      out.push(`${line} ${year}`);
      const rest = next.slice(year.length).trim();
      if (rest) out.push(rest);
      i++;
      continue;
    }
    // "… Mechanical Engineering August" / "2019 – July 2023": the start's month, its year on.
    if (
      next &&
      START_MONTH_END.test(line) &&
      ENDS_CAPITALISED.test(line) &&
      YEAR_RANGE_FIRST.test(next) &&
      !YEARS_ONLY_FIRST.test(next)
    ) {
      out.push(`${line} ${next}`);
      i++;
      continue;
    }
    // "… Agustus 2014" / "s.d. Oktober 2018 …": a range broken before its worded dash.
    if (
      next &&
      ENDS_ON_YEAR.test(line) &&
      WORD_DASH_FIRST.test(next) &&
      RANGE_CONTINUES.test(next.replace(WORD_DASH_FIRST, ''))
    ) {
      out.push(`${line} ${next}`);
      i++;
      continue;
    }
    if (next && OPEN_RANGE_END.test(line) && RANGE_CONTINUES.test(next)) {
      out.push(`${line} ${next}`);
      i++;
      continue;
    }
    const open = next ? OPEN_IN_COLUMN.exec(line) : null;
    const close = open ? CLOSE_IN_COLUMN.exec(next!) : null;
    // "Agustus 2015 – Agustus" / "2019 …": a month left over takes a year only.
    if (open && close && (!open[2] || YEAR_FIRST.test(close[1]!))) {
      const end = [open[2], close[1]].filter(Boolean).join(' ');
      out.push(`${open[1]} – ${end} ${open[3]}`);
      if (close[2]) out.push(close[2]);
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}
