/**
 * Headings, dates and entries as the rubric reads them: heading language, printed date ranges
 * and their style, periods, plausible names, role-like titles, junior roles.
 */
import type { ExperienceEntry } from '../types.ts';
import { stripBulletMarker } from '../revise/bullets.ts';
import { findDateRanges, type DatedItem } from '../fields/dates.ts';
import { clip } from '../revise/clip.ts';
import { ROLE_WORDS_RE } from '../lexicon/roles.ts';

// ---------------------------------------------------------------------------------------------
// Headings and dates
// ---------------------------------------------------------------------------------------------

export const ID_HEADING_WORDS = new Set(
  'pengalaman pendidikan keahlian keterampilan ketrampilan kemampuan ringkasan profil tentang saya sertifikat sertifikasi pelatihan bahasa organisasi proyek projek penghargaan prestasi referensi minat hobi kerja riwayat diri pribadi kontak informasi publikasi magang kegiatan lainnya karir karier tujuan keterampilan teknis kepanitiaan relawan kursus data'.split(
    ' ',
  ),
);
export const EN_HEADING_WORDS = new Set(
  'experience experiences education skills skill summary profile about me certifications certificates certification languages language organizations organisations organization projects project awards achievements honors references interests hobbies work professional technical contact publications volunteer volunteering activities courses training objective employment history leadership extracurricular personal details information career internship'.split(
    ' ',
  ),
);

export function headingLanguage(heading: string): 'id' | 'en' | null {
  let id = 0;
  let en = 0;
  for (const w of heading.toLowerCase().split(/[^\p{L}]+/u)) {
    if (!w) continue;
    if (ID_HEADING_WORDS.has(w)) id++;
    if (EN_HEADING_WORDS.has(w)) en++;
  }
  if (id === en) return null;
  return id > en ? 'id' : 'en';
}

export const ID_ONLY_MONTHS =
  /\b(?:januari|februari|pebruari|maret|mei|juni|juli|agustus|agu|agt|oktober|okt|desember|des|nopember|nop)\b/iu;
export const EN_ONLY_MONTHS =
  /\b(?:january|february|march|may|june|july|august|aug|october|oct|december|dec)\b/iu;

export interface TextDateRange extends DatedItem {
  line: number;
  raw: string;
  /** The role the range belongs to (title line near it). */
  label: string;
}

/** Date ranges with both ends (or "present") found in the text, with the line they label. */
export function textDateRanges(text: string): TextDateRange[] {
  const lines = text.split('\n');
  const out: TextDateRange[] = [];
  lines.forEach((line, i) => {
    for (const r of findDateRanges(line)) {
      if (r.end === null && !r.current) continue;
      const before = line
        .slice(0, r.index)
        .replace(/[\s|,–—-]+$/u, '')
        .trim();
      let label = before;
      for (let j = i - 1; !label && j >= Math.max(0, i - 2); j--) {
        const cand = stripBulletMarker(lines[j]!.trim());
        if (cand && findDateRanges(cand).length === 0 && cand.length <= 80) label = cand;
      }
      if (!label)
        label = line
          .slice(r.index + r.length)
          .replace(/^[\s|,–—-]+/u, '')
          .trim();
      out.push({
        start: r.start,
        end: r.end,
        current: r.current,
        line: i,
        raw: line.slice(r.index, r.index + r.length).trim(),
        label: clip(label, 80),
      });
    }
  });
  return out;
}

export function dateStyle(raw: string): 'name' | 'numeric' | 'year' {
  if (
    /\p{L}{3,}/u.test(
      raw.replace(/present|current|now|sekarang|saat ini|kini|to|until|sampai|hingga/giu, ''),
    )
  )
    return 'name';
  if (/(?<!\d)\d{1,2}\s*[/.-]\s*\d{4}|\d{4}\s*[/-]\s*\d{2}(?!\d)/u.test(raw)) return 'numeric';
  return 'year';
}

export function period(start: string | null, end: string | null, current: boolean): string {
  const y = (d: string | null) => (d ? d.slice(0, 4) : '');
  const s = y(start);
  const e = current ? 'present' : y(end);
  if (!s && !e) return '';
  if (!e || s === e) return s || e;
  return `${s}–${e}`;
}

export function entryPeriod(e: {
  start: string | null;
  end: string | null;
  current?: boolean;
}): string {
  return period(e.start, e.end, e.current ?? false);
}

export const MONTHISH =
  /\b(?:jan|feb|mar|apr|mei|may|jun|jul|agu|aug|sep|okt|oct|nov|des|dec)[a-z]*\.?\s+\d/iu;

/** A title or company fit to quote: short, starts like a name, not a sentence or a date. */
export function plausibleName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 60) return false;
  if (t.split(/\s+/u).length > 8) return false;
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/^[\p{Ll}(]/u.test(t) || /[.,:;]$/u.test(t)) return false;
  if (MONTHISH.test(t) || /^\d/u.test(t)) return false;
  if ((t.match(/\(/gu)?.length ?? 0) !== (t.match(/\)/gu)?.length ?? 0)) return false;
  if (/[|•]/u.test(t)) return false;
  return true;
}

/** A title that names a job (Staff Marketing, Kasir, Software Engineer), not a place or a sentence. */
export function roleLike(title: string): boolean {
  return plausibleName(title) && ROLE_WORDS_RE.test(title);
}

/**
 * The entry as findings may quote it: a title that names a job (swapped with the company when the
 * parser read them the other way round) and a plausible company; noise is blanked.
 */
export function cleanEntry(e: ExperienceEntry): ExperienceEntry {
  let title = plausibleName(e.title) ? e.title.trim() : '';
  let company = plausibleName(e.company) ? e.company.trim() : '';
  if (!roleLike(title) && roleLike(company)) [title, company] = [company, title];
  if (!roleLike(title)) {
    title = '';
    company = '';
  }
  return { ...e, title, company };
}

/** Internships, committee work, student roles: experience, but not years of professional work. */
export function isJunior(title: string): boolean {
  return /(?<![\p{L}])(?:magang|intern|internship|trainee|apprentice|student|mahasiswa|siswa|panitia|committee|volunteer|relawan|anggota|member)(?![\p{L}])/iu.test(
    title,
  );
}

export function roleName(e: ExperienceEntry): string {
  return e.title.trim();
}
