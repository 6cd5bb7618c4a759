/**
 * Education entries: institution, degree, major, GPA and dates, from the lines of the section.
 */
import type { EducationEntry } from '../types.ts';
import { findDateRanges, parseDateRange } from './dates.ts';
import { isBullet, stripBullet } from '../segment/lines.ts';
import { NOT_A_MAJOR, removeDates } from './entry-header.ts';
import { joinSplitRanges } from './experience.ts';

const INSTITUTION_WORDS =
  /\b(?:universit(?:y|as|ät|é)|univ\.|institut(?:e)?|college|school|sekolah|politeknik|polytechnic|akademi|academy|madrasah|pesantren|campus|kampus)\b/iu;
const INSTITUTION_ACRONYMS =
  /\b(?:SMA[NS]?|SMK[NS]?|SMP[NS]?|SD[NS]?|MAN|MTs[N]?|M[Ii](?=\s\p{Lu})|MA Negeri|STMIK|STIE|STT|ITB|IPB|UGM|UI|ITS|UPI|UNAIR|UNDIP|UNPAD|UNS|UNESA|UPN|BINUS|Binus|Kolese)\b(?![/&-])/u;
const INSTITUTION_RE = {
  test: (s: string): boolean => INSTITUTION_WORDS.test(s) || INSTITUTION_ACRONYMS.test(s),
};

/** School levels: "SMA/SMK", "High School", "Senior High School". */
const LEVEL =
  /^(?:(?:SMA|SMK|SMU|SLTA|MA|MAK)(?:\s*\/\s*(?:SMA|SMK|SMU|SLTA|MA|MAK))+|(?:(?:senior|junior|vocational)\s+)?high\s+school)(?![\p{L}])/iu;
/** A level and the stream it was taken in: "SMA IPA", "SMK (Akuntansi)", "SMA Jurusan IPS". */
const LEVEL_STREAM = /^(?:SMA|SMK|SMU|MA)\s+(?:\(|[Jj]urusan\b|(?:IPA|IPS|MIPA|Bahasa)\b)/u;

/**
 * A school level with the stream or subject taken there ("SMA/SMK IPA", "High School Science",
 * "High School (Social Studies)"): the degree line of a school entry, not a school. A level
 * followed by a number or "Negeri" names a school ("Senior High School 3 Jakarta").
 */
export function isSchoolLevel(seg: string): boolean {
  const m = LEVEL.exec(seg.trim());
  if (!m) return LEVEL_STREAM.test(seg.trim());
  const rest = seg.trim().slice(m[0].length);
  return !/\d|\b(?:negeri|swasta|state|public|private|international|no)\b/iu.test(rest);
}

const DEGREE_RE = new RegExp(
  [
    // School levels: "SMA/SMK", "SMA" before its stream.
    '\\b(?:SMA|SMK|SMU|SLTA|MA|MAK)(?:\\s*/\\s*(?:SMA|SMK|SMU|SLTA|MA|MAK))+\\b',
    '^(?:SMA|SMK|SMU|MA)(?=\\s+(?:\\(|[Jj]urusan\\b|(?:IPA|IPS|MIPA|Bahasa)\\b))',
    // Indonesian levels: S1/S2/S3, D3/D4, Sarjana …, A.Md., S.Kom.
    '\\b(?:S[123]|D[1-4])\\b(?![/.-]\\d)',
    '\\b(?:Sarjana|Magister|Doktor|Diploma)\\b',
    '\\bA\\.\\s?Md\\.?',
    '\\bS\\.\\s?(?:Kom|T|E|Pd|Si|H|Ked|Ak|Psi|Sos|IP)\\.?',
    // English long forms.
    "\\b(?:Bachelor|Master|Doctor|Associate)(?:['’]s)?\\b",
    '\\bDoctorate\\b',
    '\\bPh\\.?\\s?D\\.?',
    '\\b(?:High School|Vocational High School|Senior High School)\\b',
    // Abbreviations: with periods (B.Sc., M.A.), or bare before "in"/"of" (BS in …).
    '\\b(?:B|M)\\.(?:\\s?(?:Sc|A|S|Eng|Tech|Ed|Com|BA))\\.?',
    '\\b(?:BSc|MSc|BS|BA|MS|MA|BEng|MEng|BTech|MTech|BEd|MEd|MBA|BBA|MPhil)\\b(?=\\s+(?:in|of)\\b)',
    '\\b(?:MBA|BBA|MEng|MPhil)\\b',
    '\\b(?:Jurusan|Major|Program Studi|Prodi)\\b',
  ].join('|'),
  'u',
);

const GPA_RE =
  /\b(?:IPK|GPA|CGPA|Grade|Nilai)\s*[:：]?\s*(\d(?:[.,]\d{1,2})?)(?:\s*(?:\/|dari|out of)\s*(\d(?:[.,]\d{1,2})?))?/iu;

/**
 * The GPA as the CV writes it: "3,46 / 4,00" stays in its decimal commas and spacing (a fact is
 * printed back as written, not reformatted); only runs of spaces are folded.
 */
export function parseGpa(line: string): string | null {
  const m = GPA_RE.exec(line);
  if (!m) return null;
  const n = Number(m[1]!.replace(',', '.'));
  if (!(n > 0 && n <= 4.0) && !(m[2] && n <= Number(m[2].replace(',', '.')))) return null;
  if (!m[2]) return m[1]!;
  // The label is letters, so the value's first digit starts the GPA as printed.
  return m[0].slice(m[0].indexOf(m[1]!)).replace(/\s+/gu, ' ');
}

/** "S1 Teknik Informatika" → { degree: 'S1', field: 'Teknik Informatika' }. */
export function parseDegree(line: string): { degree: string; field: string } | null {
  const text = removeDates(line.replace(GPA_RE, ' '))
    .replace(/[-–—|,;/]\s*$/u, '')
    .trim();
  const m = DEGREE_RE.exec(text);
  if (!m) return null;
  const from = text.slice(m.index);
  const firstPart = (s: string): string =>
    (s.split(/\s*[,|;(/]\s*|\s+[—–-]\s+/u).find((x) => x.trim()) ?? '')
      .replace(/[,.;\s]+$/u, '')
      .trim();
  // "Bachelor of Science in Computer Science", "Bachelor of Applied Digital Business".
  const full =
    /^((?:Bachelor|Master|Doctor)(?:['’]s)?(?:\s+Degree)?\s+of\s+[^,|;(/–—]+?)(?:\s+in\s+(.+))?$/iu.exec(
      firstPart(from),
    );
  if (full) {
    // "Bachelor of Science Information Systems": a generic degree, then its subject.
    const subject =
      /^(.+?\bof\s+(?:arts|science|sciences|applied sciences?|fine arts|engineering))\s+(\p{Lu}.*)$/iu.exec(
        full[1]!.trim(),
      );
    if (subject && !full[2]) return { degree: subject[1]!, field: subject[2]!.trim() };
    const degree = full[1]!.trim();
    // "Bachelor of Arts, Business Administration": the part after the degree is its major,
    // unless it names a school or a place.
    const next = from
      .slice(firstPart(from).length)
      .replace(/^[\s,;|–—-]+/u, '')
      .split(/\s*[,|;/]\s*|\s+[—–-]\s+/u)[0]
      ?.replace(/[.\s]+$/u, '')
      .trim();
    // Only a generic degree takes its major from the next part: "Master of Business
    // Administration, Stanford" names its subject already; "Stanford" is the town.
    const generic = /\bof\s+(?:arts|science|sciences|applied science|fine arts)$/iu.test(degree);
    const major =
      generic &&
      next &&
      /^\p{Lu}/u.test(next) &&
      next.split(/\s+/u).length <= 6 &&
      !/\b(?:univ|institut|college|school|sekolah|academy|akademi|politeknik|polytechnic)/iu.test(
        next,
      ) &&
      !NOT_A_MAJOR.test(next)
        ? next
        : null;
    const field = full[2]
      ? full[2].trim()
      : (major ?? degree.replace(/^\S+\s+(?:Degree\s+)?of\s+/iu, ''));
    return { degree, field };
  }
  const degree = m[0].trim();
  const rest = text
    .slice(m.index + m[0].length)
    .replace(/^\s*(?:degree|['’]s degree)\b/iu, '')
    .replace(/^\s*(?:(?:in|of)\s+|[:,–—-]\s*)/iu, '');
  // "High School (Social Studies)": the subject in brackets.
  const bracketed = /^\s*\(([^()]+)\)/u.exec(rest);
  return { degree, field: bracketed ? bracketed[1]!.trim() : firstPart(rest) };
}

function isDatesOnly(line: string): boolean {
  return findDateRanges(line).length > 0 && removeDates(line).replace(/[^\p{L}]/gu, '').length <= 3;
}

/** The institution segment of a line, if the line names one (not prose that mentions one). */
function institutionOf(body: string): string | null {
  const stripped = removeDates(body.replace(GPA_RE, ' '));
  if (/^[\p{Ll}]/u.test(stripped)) return null;
  const segs = stripped
    .split(/\s+[—–|/-]\s+|\s*[|•]\s*|,\s+(?=(?:[\p{Lu}]|\d))/u)
    .map((x) => x.trim())
    .filter(Boolean);
  for (const seg of segs) {
    if (
      /^(?:high school diploma|diploma|bachelor|master|doctor|associate|sarjana|magister)\b/iu.test(
        seg,
      ) ||
      // A level, as a degree line prints it ("High School, Diploma of …", "SMA/SMK IPA").
      isSchoolLevel(seg)
    ) {
      continue;
    }
    if (!INSTITUTION_RE.test(seg)) continue;
    if (seg.length > 90 || seg.split(/\s+/u).length > 10) continue;
    if (/^(?:jurusan|major|program studi|prodi|coursework|relevant|thesis|skripsi)/iu.test(seg)) {
      continue;
    }
    if (DEGREE_RE.test(seg) && !INSTITUTION_WORDS.test(seg) && /\b(?:in|of)\b/u.test(seg)) continue;
    return seg.replace(/[,\s]+$/u, '');
  }
  return null;
}

export function parseEducation(rawLines: string[]): EducationEntry[] {
  const lines = joinSplitRanges(rawLines);
  const out: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let prevText: string | null = null; // previous non-bullet line that started no entry
  const fresh = (): EducationEntry => ({
    institution: '',
    degree: '',
    field: '',
    gpa: null,
    start: null,
    end: null,
  });
  const firstLine = lines.find((l) => l.trim());
  // "2020 - 2026" / "Universitas Contoh / …": dates on their own line before each entry.
  const datesFirst = firstLine !== undefined && isDatesOnly(firstLine);
  let pending: { start: string | null; end: string | null; current: boolean } | null = null;
  let column: { start: string | null; end: string | null; current: boolean }[] = [];
  let columnFrom = 0;
  let lastWasDates = false;
  // Ongoing study ("Juni 2023 – Sekarang") stays ongoing; the flag is set only when true.
  const setRange = (
    e: EducationEntry,
    r: { start: string | null; end: string | null; current: boolean },
  ) => {
    Object.assign(e, { start: r.start, end: r.end });
    if (r.current) e.current = true;
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const body = bullet ? stripBullet(line) : line;
    let range: { start: string | null; end: string | null; current: boolean } | null =
      parseDateRange(body);
    const gpa = parseGpa(body);
    if (datesFirst && !bullet && isDatesOnly(body)) {
      // Consecutive date lines are a column of dates, one per entry that follows.
      if (lastWasDates && range) column.push(range);
      else column = range ? [range] : [];
      columnFrom = out.length;
      lastWasDates = true;
      pending = range;
      cur = null;
      continue;
    }
    lastWasDates = false;
    if (pending && !range) {
      range = pending;
      pending = null;
    }
    if (bullet) {
      if (cur && gpa && !cur.gpa) cur.gpa = gpa;
      continue;
    }
    const inst = institutionOf(body);
    const degree = parseDegree(inst ? body.replace(inst, ' ') : body);
    if (inst) {
      // "Ph.D. in X" / "Your University": a degree line may come first.
      if (!cur || cur.institution || (cur.start && range)) {
        cur = fresh();
        out.push(cur);
      }
      cur.institution = inst;
      if (degree && !cur.degree) {
        cur.degree = degree.degree;
        cur.field = degree.field;
      }
      if (range && !cur.start) setRange(cur, range);
      if (gpa && !cur.gpa) cur.gpa = gpa;
      prevText = null;
      continue;
    }
    if (degree && (!cur || (cur.degree && cur.institution))) {
      cur = fresh();
      out.push(cur);
    }
    if (!cur && range && !isDatesOnly(body)) {
      cur = fresh();
      out.push(cur);
    }
    if (cur && isDatesOnly(body) && cur.start && prevText) {
      // "MI Nurul Huda" / "2014-2020": a school without a recognised name.
      cur = fresh();
      cur.institution = prevText;
      out.push(cur);
    } else if (!cur && isDatesOnly(body) && prevText) {
      cur = fresh();
      cur.institution = prevText;
      out.push(cur);
    }
    if (!cur) {
      prevText = body;
      continue;
    }
    if (degree && !cur.degree) {
      cur.degree = degree.degree;
      cur.field = degree.field;
    }
    if (range && !cur.start) setRange(cur, range);
    if (gpa && !cur.gpa) cur.gpa = gpa;
    prevText = degree || range || gpa ? null : body;
  }
  // "2016 – 2018" / "1997 – 1999" / "1994 – 1997", then three schools: the column's dates in
  // order (read one by one, only the last reached the first school).
  if (column.length >= 2 && out.length - columnFrom === column.length) {
    column.forEach((r, k) => {
      const e = out[columnFrom + k]!;
      e.start = null;
      e.end = null;
      delete e.current;
      setRange(e, r);
    });
  }
  return out;
}
