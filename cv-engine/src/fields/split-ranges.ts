/**
 * Date ranges broken over lines, joined before entries are read: a range wrapped after its dash
 * or before it, a start month left at a line's end, a column of dates beside the content, a date
 * run into the word before it (a right tab the text ran past has no width in LibreOffice's PDF:
 * "Bandung2012 s/d 2015", "Universitas HasanuddinAug. 2016"). Pure.
 */
import { findDateRanges, MONTH_ALT, PRESENT } from './dates.ts';

const OPEN_RANGE_END =
  /(?:(?:19|20)\d{2}|['’]\d{2})\s*(?:-|–|—|to|until|till|s\.?\/?d\.?|sampai|hingga)\s*$/iu;
const RANGE_CONTINUES =
  /^(?:present|current|now|sekarang|saat\s+ini|kini|(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|oct|okt|nov|dec|des)\p{L}*\.?\s*(?:(?:19|20)\d{2}|['’]\d{2})|(?:0?[1-9]|1[0-2])[/.](?:19|20)\d{2}|(?:19|20)\d{2})\b/iu;

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

/** A year run into a lower-case word, a whole range after it ("ISO2015" is a code). */
const GLUED_YEAR = new RegExp(
  `(\\p{Ll})((?:19|20)\\d{2}\\s*${DASH}\\s*(?:${START}|${PRESENT})(?![\\p{L}\\d]))`,
  'giu',
);

/** "SMK Negeri 1 Bandung2012 s/d 2015" → "SMK Negeri 1 Bandung 2012 s/d 2015". */
function unglueYear(line: string): string {
  if (!/\p{Ll}(?:19|20)\d{2}/u.test(line)) return line;
  // Case-blind for the range's words, not for the letter before it.
  return line.replace(GLUED_YEAR, (m, a: string, b: string) =>
    /\p{Ll}/u.test(a) ? `${a} ${b}` : m,
  );
}

/**
 * "Pengembang WebFebruari 2021", "Bandung2012 s/d 2015": a date run into the word before it (a
 * tab lost) set apart.
 */
export function unglueDates(line: string): string {
  return unglueYear(line.replace(GLUED_MONTH, '$1 $2').replace(GLUED_NUMERIC, '$1 $2'));
}

/** A line ending on a date that starts a range. */
const START_AT_END = new RegExp(`(?<![\\p{L}\\d])${START}$`, 'iu');
/**
 * A range's rest opening a line: a worded dash and its end, then maybe more ("s.d. Oktober 2018
 * …", "until Present"); or a dash, or a bullet (a dash read as one), and its end alone ("– Jul.
 * 2020", "• Jul. 2020").
 */
const RANGE_REST = new RegExp(
  `^(?:(?:to|until|till|s\\.?\\/?d\\.?|sampai|hingga)\\s+(?:${START}|${PRESENT})(?![\\p{L}\\d])|[-–—•]\\s*(${START}|${PRESENT})$)`,
  'iu',
);

/**
 * A line ending on a range's start and the next opening on its rest, as one line; null when they
 * are not ("… Agustus 2014" / "s.d. Oktober 2018 …", "… HasanuddinAug. 2016" / "• Jul. 2020").
 */
function joinRangeRest(line: string, next: string): string | null {
  const rest = RANGE_REST.exec(next);
  if (!rest || !START_AT_END.test(line)) return null;
  const last = findDateRanges(line).at(-1);
  if (!last || last.end || last.current || last.index + last.length !== line.length) return null;
  return /^•/u.test(next) ? `${line} – ${rest[1]}` : `${line} ${next}`;
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
    // "… Agustus 2014" / "s.d. Oktober 2018 …", "… HasanuddinAug. 2016" / "• Jul. 2020": a
    // range broken before its dash.
    const joined = next ? joinRangeRest(line, next) : null;
    if (joined) {
      out.push(joined);
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
