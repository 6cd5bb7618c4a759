/**
 * The reading's doubts (ParsedCv.reading) worded for the results page, in Indonesian or English:
 * the part's name and what to check there.
 */
import type {
  Locale,
  ReadingDoubt,
  ReadingDoubtCode,
  ReadingPart,
  ReadingReport,
} from '../types.ts';
import { READING_DOUBT_CODES, READING_PARTS } from '../types.ts';

const PART_NAMES: Record<ReadingPart, Record<Locale, string>> = {
  name: { id: 'Nama', en: 'Name' },
  contact: { id: 'Kontak', en: 'Contact details' },
  experience: { id: 'Pengalaman Kerja', en: 'Work Experience' },
  education: { id: 'Pendidikan', en: 'Education' },
  skills: { id: 'Keahlian', en: 'Skills' },
  sections: { id: 'Susunan bagian CV', en: 'Section headings' },
};

const MESSAGES: Record<ReadingDoubtCode, Record<Locale, (n: number) => string>> = {
  dates_without_entry: {
    id: (n) =>
      `${n} rentang tanggal tidak menjadi entri tersendiri; periksa apakah setiap posisi atau sekolah terbaca terpisah.`,
    en: (n) =>
      `${n} date range${n === 1 ? '' : 's'} made no entry of their own; check that every role or school was read separately.`,
  },
  entry_without_dates: {
    id: (n) =>
      `${n} entri terbaca tanpa tanggal di antara entri bertanggal; mungkin satu entri terbaca menjadi dua.`,
    en: (n) =>
      `${n} entr${n === 1 ? 'y was' : 'ies were'} read without dates among dated ones; one entry may have been read as two.`,
  },
  entry_without_header: {
    id: (n) =>
      `${n} entri terbaca hanya berupa tanggal, tanpa posisi atau tempat; mungkin satu baris entri terbaca menjadi dua entri.`,
    en: (n) =>
      `${n} entr${n === 1 ? 'y was' : 'ies were'} read as dates alone, with no role or place; one entry's line may have been read as two entries.`,
  },
  contact_in_entries: {
    id: () =>
      'Kontak Anda (email atau nomor telepon) terbaca di dalam bagian ini; kolom samping mungkin tercampur dengan isinya.',
    en: () =>
      'Your contact details (email or phone) were read inside this part; a side column may have run into it.',
  },
  heading_without_section: {
    id: (n) =>
      `${n} baris yang tampak seperti judul bagian tidak membuka bagian baru; isinya mungkin tercampur dengan bagian sebelumnya.`,
    en: (n) =>
      `${n} line${n === 1 ? '' : 's'} that look like a section heading opened no section; their content may have run into the section above.`,
  },
  heading_without_content: {
    id: (n) =>
      `${n} judul bagian terbaca tanpa isi di bawahnya; isinya mungkin terbaca di bawah judul lain.`,
    en: (n) =>
      `${n} section headings were read with nothing under them; their content may have been read under another heading.`,
  },
  unplaced_lines: {
    id: (n) =>
      `${n} baris hanya dapat kami simpan sebagai "isi lain", di luar bagian yang kami kenali.`,
    en: (n) =>
      `${n} lines could only be kept as "other content", outside any section we recognised.`,
  },
  no_name: {
    id: () => 'Kami tidak menemukan nama Anda di bagian atas CV.',
    en: () => 'We did not find your name at the top of the CV.',
  },
  name_is_label: {
    id: () => 'Yang terbaca sebagai nama tampaknya judul, label, atau isi lain, bukan nama Anda.',
    en: () => 'What we read as your name looks like a heading, a label or other content.',
  },
  revision_mended: {
    id: () =>
      'Saat menyusun CV revisi, sebagian isi harus kami pisahkan sendiri (beberapa entri bertanggal terbaca dalam satu paragraf, atau baris di bawah nama terlalu panjang); periksa apakah setiap entri terbaca dengan benar.',
    en: () =>
      'While writing the revised CV we had to split some content ourselves (dated entries read as one paragraph, or an over-long line under the name); check that every entry was read right.',
  },
  name_outside_header: {
    id: () => 'Nama terbaca di luar bagian atas CV; pastikan nama Anda benar.',
    en: () => 'The name was read outside the top of the CV; make sure it is yours.',
  },
};

export interface RenderedDoubt extends ReadingDoubt {
  label: string;
  message: string;
}

export interface RenderedReading {
  understood: boolean;
  doubts: RenderedDoubt[];
}

export function readingPartName(part: ReadingPart, locale: Locale): string {
  return PART_NAMES[part][locale];
}

/**
 * The report as the API sends it. A stored report is read defensively: unknown parts or codes
 * (from a newer engine, or a damaged row) are left out rather than failing the whole answer.
 */
export function renderReading(report: ReadingReport, locale: Locale): RenderedReading {
  const doubts: RenderedDoubt[] = [];
  for (const d of Array.isArray(report.doubts) ? report.doubts : []) {
    if (!(READING_PARTS as readonly string[]).includes(d?.part)) continue;
    if (!(READING_DOUBT_CODES as readonly string[]).includes(d?.code)) continue;
    const n = typeof d.count === 'number' && d.count > 0 ? d.count : 1;
    doubts.push({
      ...d,
      label: PART_NAMES[d.part][locale],
      message: MESSAGES[d.code][locale](n),
    });
  }
  return { understood: report.understood !== false || doubts.length === 0, doubts };
}
