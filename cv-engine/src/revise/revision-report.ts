/**
 * What the revised CV changed, and what only the user can add: an honest list, as data (codes
 * and counts) with Indonesian and English wording. The revision applies only what needs no new
 * facts; everything that would (numbers, missing contact details, bullets for a bare job) is
 * listed for the user instead.
 */
import type { EducationEntry, ExperienceEntry, Lang, Locale, ParsedCv } from '../types.ts';
import { improveBullet, startsWithActionVerb, stripBulletMarker } from './bullets.ts';
import { findDateRanges } from '../fields/dates.ts';
import { hasMetric } from '../score/score.ts';

export type RevisionChangeCode =
  | 'summary_added'
  | 'summary_role'
  | 'action_verbs'
  | 'dates_unified'
  | 'headings_unified'
  | 'reverse_chronological'
  | 'sections_merged';

export type RevisionHintCode =
  | 'add_numbers'
  | 'add_bullets'
  | 'add_email'
  | 'add_phone'
  | 'add_linkedin'
  | 'add_skills'
  | 'add_dates';

export interface RevisionReport {
  changes: { code: RevisionChangeCode; count?: number }[];
  toAdd: { code: RevisionHintCode; count?: number; role?: string }[];
}

const ongoing = (e: { current?: boolean }) => e.current === true;
const key = (e: { start: string | null; end: string | null }) => e.end ?? e.start ?? '';

/**
 * Newest first: ongoing entries, then by end (else start) date. Only when every entry is dated;
 * an undated entry gives no safe place, so the order is kept. Returns the new order of indexes.
 */
export function reverseChronological(
  entries: readonly (ExperienceEntry | EducationEntry)[],
): number[] {
  const idx = entries.map((_, i) => i);
  if (entries.some((e) => !e.start && !e.end && !ongoing(e))) return idx;
  return idx.sort(
    (a, b) =>
      Number(ongoing(entries[b]!)) - Number(ongoing(entries[a]!)) ||
      key(entries[b]!).localeCompare(key(entries[a]!)) ||
      (entries[b]!.start ?? '').localeCompare(entries[a]!.start ?? '') ||
      a - b,
  );
}

const moved = (order: number[]) => order.some((v, i) => v !== i);

/** The printed date ranges of the original, by style: "Jan 2020", "Januari 2020", "01/2020" … */
function dateStyles(text: string): Set<string> {
  const styles = new Set<string>();
  for (const line of text.split('\n')) {
    for (const r of findDateRanges(line)) {
      const printed = line.slice(r.index, r.index + r.length);
      const style = printed
        .replace(/\d{4}/gu, 'Y')
        .replace(/\b\d{1,2}\b/gu, 'M')
        .replace(/\p{L}+/gu, (w) => (w.length <= 3 ? 'm' : 'month'))
        .replace(/\s*[-–—]\s*/gu, '-')
        .replace(/\s+/gu, ' ');
      styles.add(style.replace(/Y|M/gu, '#').replace(/m(?:onth)?/gu, 'm'));
    }
  }
  return styles;
}

/** Headings printed in the other language or in mixed languages ("Experience" on an ID CV). */
const EN_HEADING =
  /\b(?:experience|education|skills?|summary|profile|projects?|certifications?|languages?|organi[sz]ations?|awards?|achievements?)\b/iu;
const ID_HEADING =
  /\b(?:pengalaman|pendidikan|keahlian|keterampilan|kemampuan|ringkasan|profil|proyek|projek|sertifikat|sertifikasi|bahasa|organisasi|penghargaan|prestasi)\b/iu;

export function revisionReport(
  parsed: ParsedCv,
  text: string,
  opts: {
    summaryAdded: boolean;
    roleLead: boolean;
    experienceOrder: number[];
    educationOrder: number[];
  },
): RevisionReport {
  const changes: RevisionReport['changes'] = [];
  const toAdd: RevisionReport['toAdd'] = [];
  if (opts.summaryAdded) changes.push({ code: 'summary_added' });
  else if (opts.roleLead) changes.push({ code: 'summary_role' });
  const bullets = parsed.experience.flatMap((e) => e.bullets);
  const verbs = bullets.filter((b) => {
    const improved = improveBullet(b, parsed.language);
    return (
      improved !== stripBulletMarker(b).replace(/[\s.;,:!]+$/u, '') &&
      startsWithActionVerb(improved)
    );
  }).length;
  if (verbs > 0) changes.push({ code: 'action_verbs', count: verbs });
  if (dateStyles(text).size > 1) changes.push({ code: 'dates_unified' });
  const headings = parsed.sectionBlocks.map((b) => b.heading);
  const other = parsed.language === 'id' ? EN_HEADING : ID_HEADING;
  if (headings.some((h) => other.test(h))) changes.push({ code: 'headings_unified' });
  if (moved(opts.experienceOrder) || moved(opts.educationOrder)) {
    changes.push({ code: 'reverse_chronological' });
  }
  const keys = parsed.sectionBlocks.map((b) => b.key);
  const repeated = keys.filter((k, i) => keys.indexOf(k) !== i).length;
  if (repeated > 0) changes.push({ code: 'sections_merged', count: repeated });

  const unquantified = bullets.filter((b) => !hasMetric(b)).length;
  if (unquantified > 0) toAdd.push({ code: 'add_numbers', count: unquantified });
  for (const e of parsed.experience) {
    if (e.bullets.length === 0 && e.title) toAdd.push({ code: 'add_bullets', role: e.title });
  }
  if (parsed.experience.some((e) => !e.start && !e.end)) toAdd.push({ code: 'add_dates' });
  if (!parsed.contact.email) toAdd.push({ code: 'add_email' });
  if (!parsed.contact.phone) toAdd.push({ code: 'add_phone' });
  if (!parsed.contact.linkedin) toAdd.push({ code: 'add_linkedin' });
  if (!parsed.sections.includes('skills')) toAdd.push({ code: 'add_skills' });
  return { changes, toAdd };
}

const CHANGE_TEXT: Record<Lang, Record<RevisionChangeCode, (n: number) => string>> = {
  id: {
    summary_added: () => 'Ringkasan ditambahkan',
    summary_role: () => 'Ringkasan diawali peran saat ini',
    action_verbs: (n) => `${n} poin diawali kata kerja aktif`,
    dates_unified: () => 'Format tanggal diseragamkan',
    headings_unified: () => 'Judul bagian diseragamkan ke Bahasa Indonesia',
    reverse_chronological: () => 'Riwayat diurutkan dari yang terbaru',
    sections_merged: () => 'Bagian yang terulang digabung',
  },
  en: {
    summary_added: () => 'Summary added',
    summary_role: () => 'Summary now opens with the current role',
    action_verbs: (n) => `${n} bullet points now open with an action verb`,
    dates_unified: () => 'Date format made consistent',
    headings_unified: () => 'Section headings made consistent in English',
    reverse_chronological: () => 'History ordered newest first',
    sections_merged: () => 'Repeated sections merged',
  },
};

const HINT_TEXT: Record<Lang, Record<RevisionHintCode, (n: number, role: string) => string>> = {
  id: {
    add_numbers: (n) => `Tambahkan angka atau hasil pada ${n} poin (jumlah, persentase, rupiah)`,
    add_bullets: (_n, role) => `Tambahkan poin tugas dan pencapaian untuk ${role}`,
    add_dates: () => 'Lengkapi tanggal mulai dan selesai setiap pengalaman',
    add_email: () => 'Tambahkan alamat email',
    add_phone: () => 'Tambahkan nomor telepon',
    add_linkedin: () => 'Tambahkan profil LinkedIn',
    add_skills: () => 'Tambahkan bagian Keahlian',
  },
  en: {
    add_numbers: (n) => `Add numbers or results to ${n} bullet points (counts, percentages, money)`,
    add_bullets: (_n, role) => `Add duties and achievements for ${role}`,
    add_dates: () => 'Give every job its start and end dates',
    add_email: () => 'Add an email address',
    add_phone: () => 'Add a phone number',
    add_linkedin: () => 'Add a LinkedIn profile',
    add_skills: () => 'Add a Skills section',
  },
};

/** The report in words, in the locale shown. */
export function renderRevisionReport(
  report: RevisionReport,
  locale: Locale,
): { changes: string[]; toAdd: string[] } {
  return {
    changes: report.changes.map((c) => CHANGE_TEXT[locale][c.code](c.count ?? 0)),
    toAdd: report.toAdd.map((h) => HINT_TEXT[locale][h.code](h.count ?? 0, h.role ?? '')),
  };
}
