/**
 * The message catalogue: a Finding (code + params from this CV) rendered in Indonesian or English.
 * Every message names something of the CV itself (a role, a company, a number, a skill, a section).
 */
import type { Finding, Industry, Locale, SectionKey, SubScoreKey } from '../types.ts';
import { normaliseDate } from '../revise/display-date.ts';

const SUB_SCORE_LABELS: Record<SubScoreKey, Record<Locale, string>> = {
  completeness: { id: 'Kelengkapan', en: 'Completeness' },
  impact: { id: 'Dampak Terukur', en: 'Measurable Impact' },
  ats: { id: 'Keterbacaan ATS', en: 'ATS Readability' },
  skills: { id: 'Relevansi Keahlian', en: 'Skills Relevance' },
  structure: { id: 'Panjang & Struktur', en: 'Length & Structure' },
  language: { id: 'Konsistensi Bahasa', en: 'Language Consistency' },
};

export function subScoreLabel(key: SubScoreKey, locale: Locale): string {
  return SUB_SCORE_LABELS[key][locale];
}

/** Action verbs a bullet could open with, in the language of the CV they are suggested for. */
const EXAMPLE_VERBS = {
  id: 'Mengelola, Meningkatkan, Membangun',
  en: 'Managed, Increased, Built',
} as const;

const SECTION_NAMES: Record<SectionKey, Record<Locale, string>> = {
  summary: { id: 'Ringkasan Profil', en: 'Summary' },
  experience: { id: 'Pengalaman Kerja', en: 'Work Experience' },
  education: { id: 'Pendidikan', en: 'Education' },
  skills: { id: 'Keahlian', en: 'Skills' },
  certifications: { id: 'Sertifikasi', en: 'Certifications' },
  languages: { id: 'Bahasa', en: 'Languages' },
  organizations: { id: 'Pengalaman Organisasi', en: 'Organisations' },
  projects: { id: 'Proyek', en: 'Projects' },
  awards: { id: 'Penghargaan', en: 'Awards' },
  publications: { id: 'Publikasi', en: 'Publications' },
  references: { id: 'Referensi', en: 'References' },
  interests: { id: 'Minat', en: 'Interests' },
};

export function sectionName(key: string, locale: Locale): string {
  return SECTION_NAMES[key as SectionKey]?.[locale] ?? key;
}

const INDUSTRY_NAMES: Record<Industry, Record<Locale, string>> = {
  'software/IT': { id: 'software/IT', en: 'software/IT' },
  'finance/accounting': { id: 'keuangan/akuntansi', en: 'finance/accounting' },
  'marketing/sales': { id: 'pemasaran/penjualan', en: 'marketing/sales' },
  'design/creative': { id: 'desain/kreatif', en: 'design/creative' },
  healthcare: { id: 'kesehatan', en: 'healthcare' },
  education: { id: 'pendidikan', en: 'education' },
  'engineering/manufacturing': { id: 'teknik/manufaktur', en: 'engineering/manufacturing' },
  'hospitality/tourism': { id: 'perhotelan/pariwisata', en: 'hospitality/tourism' },
  'administration/HR': { id: 'administrasi/SDM', en: 'administration/HR' },
  logistics: { id: 'logistik', en: 'logistics' },
  'research/academia': { id: 'riset/akademik', en: 'research/academia' },
  other: { id: 'bidang Anda', en: 'your field' },
};

export function industryName(industry: string, locale: Locale): string {
  return INDUSTRY_NAMES[industry as Industry]?.[locale] ?? industry;
}

const FIELD_NAMES: Record<string, Record<Locale, string>> = {
  name: { id: 'nama lengkap', en: 'full name' },
  email: { id: 'alamat email', en: 'email address' },
  phone: { id: 'nomor telepon/WhatsApp', en: 'phone number' },
  location: { id: 'kota domisili', en: 'city of residence' },
  linkedin: { id: 'URL profil LinkedIn', en: 'LinkedIn profile URL' },
  website: { id: 'situs portofolio', en: 'portfolio website' },
};

const LANG_NAMES: Record<string, Record<Locale, string>> = {
  id: { id: 'bahasa Indonesia', en: 'Indonesian' },
  en: { id: 'bahasa Inggris', en: 'English' },
};

type P = Finding['params'];
type Render = (p: P, l: Locale) => string;

const s = (p: P, k: string): string => (p[k] === undefined || p[k] === null ? '' : String(p[k]));

/** English plural for the finding's count. */
function plural(p: P, word: string): string {
  return Number(p.count) === 1 ? word : `${word}s`;
}

function periodText(p: P, l: Locale): string {
  const period = s(p, 'period').replace('present', l === 'id' ? 'sekarang' : 'present');
  return period ? ` (${period})` : '';
}

/** "Staff Marketing di PT X (2020–2022)" / "Staff Marketing role at PT X (2020–2022)". */
function roleAt(p: P, l: Locale, withRoleWord = false): string {
  const role = s(p, 'role');
  const company = s(p, 'company');
  const at = l === 'id' ? 'di' : 'at';
  let out = role || company;
  if (withRoleWord && role && l === 'en') out = `${role} role`;
  if (role && company) out += ` ${at} ${company}`;
  return out + periodText(p, l);
}

/** A quoted excerpt; its own closing full stop is dropped, the sentence supplies one. */
function quote(t: string): string {
  return `“${t.replace(/[.;,]+$/u, '')}”`;
}

const RECOMMENDATIONS: Record<string, Render> = {
  quantify_role: (p, l) =>
    l === 'id'
      ? `Tambahkan angka pencapaian pada peran ${roleAt(p, l)}, misalnya persentase kenaikan, jumlah klien, atau nilai Rupiah yang Anda hasilkan.`
      : `Add measurable results to your ${roleAt(p, l, true)}, such as a percentage increase, the number of clients, or the revenue you generated.`,
  quantify_bullets: (p, l) =>
    l === 'id'
      ? `Belum ada angka di poin pengalaman Anda. Lengkapi poin seperti ${quote(s(p, 'example'))} dengan hasil yang terukur (jumlah, persentase, atau nilai Rupiah).`
      : `None of your bullets contains a number yet. Give bullets such as ${quote(s(p, 'example'))} a measurable result (a count, a percentage or an amount).`,
  missing_contact: (p, l) => {
    const field = FIELD_NAMES[s(p, 'field')]?.[l] ?? s(p, 'field');
    const name = s(p, 'name');
    if (l === 'id') {
      return name
        ? `Cantumkan ${field} di bawah nama ${name} agar perekrut mudah menghubungi Anda.`
        : `Cantumkan ${field} di bagian atas CV agar perekrut mudah menghubungi Anda.`;
    }
    return name
      ? `Add your ${field} under the name ${name} so recruiters can reach you easily.`
      : `Add your ${field} at the top of the CV so recruiters can reach you easily.`;
  },
  missing_section: (p, l) => {
    const section = s(p, 'section');
    const name = sectionName(section, l);
    const role = s(p, 'role');
    const skills = s(p, 'skills');
    if (section === 'summary') {
      const focus = [role && `pengalaman sebagai ${role}`, skills && `keahlian ${skills}`]
        .filter(Boolean)
        .join(' dan ');
      const focusEn = [role && `your ${role} experience`, skills && `your ${skills} skills`]
        .filter(Boolean)
        .join(' and ');
      return l === 'id'
        ? `Tambahkan bagian ${name} (2–3 kalimat) di bawah nama Anda${focus ? ` yang menonjolkan ${focus}` : ''}.`
        : `Add a ${name} section (2–3 sentences) under your name${focusEn ? ` that highlights ${focusEn}` : ''}.`;
    }
    if (section === 'experience') {
      const alt = s(p, 'alt');
      if (alt) {
        return l === 'id'
          ? `Tambahkan bagian ${name}; magang, kerja paruh waktu atau freelance juga dihitung. Bagian ${sectionName(alt, l)} Anda sudah membantu, tetapi perekrut mencari judul ${name}.`
          : `Add a ${name} section; internships, part-time and freelance work count too. Your ${sectionName(alt, l)} section helps, but recruiters look for a ${name} heading.`;
      }
      const who = s(p, 'name');
      const extraId = skills ? `, terutama yang memakai ${skills}` : who ? ` untuk ${who}` : '';
      const extraEn = skills ? `, especially where you used ${skills}` : who ? ` for ${who}` : '';
      return l === 'id'
        ? `Tambahkan bagian ${name}; magang, kerja paruh waktu atau freelance juga dihitung${extraId}.`
        : `Add a ${name} section; internships, part-time and freelance work count too${extraEn}.`;
    }
    if (section === 'skills') {
      return l === 'id'
        ? `Buat bagian ${name} tersendiri${skills ? ` dan daftarkan ${skills} di sana` : ''} agar sistem ATS langsung menemukannya.`
        : `Create a separate ${name} section${skills ? ` and list ${skills} there` : ''} so ATS software finds them at once.`;
    }
    const who = s(p, 'name');
    const tail =
      l === 'id'
        ? role
          ? ` untuk melengkapi pengalaman ${role}`
          : who
            ? ` agar profil ${who} lengkap`
            : ''
        : role
          ? ` to complement your ${role} experience`
          : who
            ? ` to complete ${who}'s profile`
            : '';
    return l === 'id'
      ? `Tambahkan bagian ${name} dengan institusi, jurusan dan tahun lulus${tail}.`
      : `Add an ${name} section with institution, major and graduation year${tail}.`;
  },
  date_inconsistent: (p, l) =>
    l === 'id'
      ? `Periksa tanggal peran ${s(p, 'role')}: pada ${quote(s(p, 'dates'))} tanggal selesai lebih awal dari tanggal mulai.`
      : `Check the dates of ${s(p, 'role')}: in ${quote(s(p, 'dates'))} the end date comes before the start date.`,
  future_date: (p, l) => {
    const date = normaliseDate(s(p, 'date'), l) || s(p, 'date');
    return l === 'id'
      ? `Tanggal mulai ${date} pada peran ${roleAt(p, l)} masih di masa depan; perbaiki tanggalnya.`
      : `The start date ${date} of your ${roleAt(p, l, true)} lies in the future; correct it.`;
  },
  date_format_mixed: (p, l) =>
    l === 'id'
      ? `Gunakan satu format tanggal di seluruh CV: saat ini ada ${quote(s(p, 'a'))} dan ${quote(s(p, 'b'))}. Pilih misalnya “Jan 2020 – Des 2022”.`
      : `Use one date format throughout: the CV mixes ${quote(s(p, 'a'))} and ${quote(s(p, 'b'))}. Pick one, e.g. “Jan 2020 – Dec 2022”.`,
  add_skills_for_industry: (p, l) => {
    const have = s(p, 'have');
    return l === 'id'
      ? `Untuk bidang ${industryName(s(p, 'industry'), l)}, pertimbangkan menambahkan keahlian ${s(p, 'skills')} jika Anda menguasainya${have ? ` (melengkapi ${have})` : ''}.`
      : `For ${industryName(s(p, 'industry'), l)} roles, consider adding ${s(p, 'skills')} if you have these skills${have ? ` (alongside ${have})` : ''}.`;
  },
  short_summary: (p, l) => {
    const role = s(p, 'role');
    const skills = s(p, 'skills');
    const focusId = [role && `peran ${role}`, skills && `keahlian ${skills}`]
      .filter(Boolean)
      .join(' dan ');
    const focusEn = [role && `your ${role} role`, skills && `your ${skills} skills`]
      .filter(Boolean)
      .join(' and ');
    return l === 'id'
      ? `Ringkasan profil Anda baru ${s(p, 'words')} kata; tulis 2–3 kalimat di bawah judul “Ringkasan”${focusId ? ` yang menonjolkan ${focusId}` : ''}.`
      : `Your profile summary has only ${s(p, 'words')} words; write 2–3 sentences under a “Summary” heading${focusEn ? ` that highlight ${focusEn}` : ''}.`;
  },
  few_skills: (p, l) =>
    l === 'id'
      ? `Baru ${s(p, 'count')} keahlian yang terbaca${s(p, 'skills') ? ` (${s(p, 'skills')})` : ''}; cantumkan minimal 6 keahlian teknis yang relevan.`
      : `Only ${s(p, 'count')} skills were found${s(p, 'skills') ? ` (${s(p, 'skills')})` : ''}; list at least 6 relevant technical skills.`,
  skills_in_experience: (p, l) => {
    const role = s(p, 'role');
    return l === 'id'
      ? `Tunjukkan penggunaan ${s(p, 'skills')} di poin pengalaman${role ? ` (mis. pada peran ${roleAt(p, l)})` : ' atau proyek'}, bukan hanya di daftar keahlian.`
      : `Show where you used ${s(p, 'skills')} in your experience bullets${role ? ` (e.g. in your ${roleAt(p, l, true)})` : ' or projects'}, not only in the skills list.`;
  },
  weak_verbs: (p, l) => {
    const improved = s(p, 'improved');
    // Example verbs in the CV's language (findings stored before it was recorded: the reader's).
    const verbs = (s(p, 'cvLang') || l) === 'id' ? EXAMPLE_VERBS.id : EXAMPLE_VERBS.en;
    if (l === 'id') {
      return improved
        ? `Awali poin dengan kata kerja aktif: ubah ${quote(s(p, 'bullet'))} menjadi ${quote(improved)}.`
        : `Awali poin seperti ${quote(s(p, 'bullet'))} dengan kata kerja aktif (mis. ${verbs}).`;
    }
    return improved
      ? `Start bullets with an action verb: rewrite ${quote(s(p, 'bullet'))} as ${quote(improved)}.`
      : `Start bullets such as ${quote(s(p, 'bullet'))} with an action verb (e.g. ${verbs}).`;
  },
  add_bullets: (p, l) =>
    l === 'id'
      ? `Tambahkan 2–4 poin tugas dan pencapaian untuk peran ${roleAt(p, l)}.`
      : `Add 2–4 bullets with duties and results to your ${roleAt(p, l, true)}.`,
  too_many_bullets: (p, l) =>
    l === 'id'
      ? `Peran ${roleAt(p, l)} memiliki ${s(p, 'count')} poin; pilih 4–6 poin yang paling berdampak.`
      : `Your ${roleAt(p, l, true)} has ${s(p, 'count')} bullets; keep the 4–6 with the most impact.`,
  missing_dates: (p, l) =>
    l === 'id'
      ? `Cantumkan bulan dan tahun mulai–selesai untuk ${roleAt(p, l)}${Number(p.count) > 1 ? ` dan ${Number(p.count) - 1} entri lain tanpa tanggal` : ''}.`
      : `Add start and end month/year to ${roleAt(p, l)}${Number(p.count) > 1 ? ` and ${Number(p.count) - 1} other undated ${Number(p.count) - 1 === 1 ? 'entry' : 'entries'}` : ''}.`,
  too_long: (p, l) =>
    l === 'id'
      ? `CV Anda berisi ${s(p, 'words')} kata (±${s(p, 'pages')} halaman); ringkas menjadi 1–2 halaman (300–900 kata) dengan fokus pada pengalaman terbaru.`
      : `Your CV has ${s(p, 'words')} words (about ${s(p, 'pages')} pages); trim it to 1–2 pages (300–900 words), focusing on recent experience.`,
  too_short: (p, l) =>
    l === 'id'
      ? `CV Anda baru berisi ${s(p, 'words')} kata; kembangkan menjadi 300–900 kata dengan menambahkan detail proyek, tugas dan hasil kerja.`
      : `Your CV has only ${s(p, 'words')} words; expand it to 300–900 words with more detail on projects, duties and results.`,
  section_order: (p, l) =>
    l === 'id'
      ? `Pindahkan bagian ${sectionName(s(p, 'core'), l)} ke atas; saat ini CV dibuka dengan ${sectionName(s(p, 'first'), l)}.`
      : `Move your ${sectionName(s(p, 'core'), l)} section up; the CV currently opens with ${sectionName(s(p, 'first'), l)}.`,
  mixed_headings: (p, l) =>
    l === 'id'
      ? `Samakan bahasa judul bagian: ${quote(s(p, 'headings'))} berbeda dari judul lain yang memakai ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`
      : `Use one language for headings: ${quote(s(p, 'headings'))} differs from the other headings, which are in ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`,
  doubled_words: (p, l) =>
    l === 'id'
      ? `Perbaiki kata ganda ${quote(s(p, 'example'))}${Number(p.count) > 1 ? ` (dan ${Number(p.count) - 1} lainnya)` : ''}.`
      : `Fix the doubled word ${quote(s(p, 'example'))}${Number(p.count) > 1 ? ` (and ${Number(p.count) - 1} more)` : ''}.`,
  mixed_language_bullets: (p, l) =>
    l === 'id'
      ? `${s(p, 'count')} poin ditulis dalam bahasa lain dari CV Anda (mis. ${quote(s(p, 'example'))}); tulis semuanya dalam ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`
      : `${s(p, 'count')} bullets are in another language than the rest of your CV (e.g. ${quote(s(p, 'example'))}); write them all in ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`,
  repeated_verb: (p, l) => {
    const alt = s(p, 'alternatives');
    return l === 'id'
      ? `${s(p, 'count')} poin diawali kata “${s(p, 'verb')}”; variasikan kata kerjanya${alt ? `, misalnya ${alt}` : ''}.`
      : `${s(p, 'count')} bullets start with “${s(p, 'verb')}”; vary the verbs${alt ? `, e.g. ${alt}` : ''}.`;
  },
  long_lines: (p, l) =>
    l === 'id'
      ? `Ada ${s(p, 'count')} baris yang sangat panjang (mis. ${quote(`${s(p, 'example')}…`)}); pecah menjadi poin-poin pendek agar mudah dibaca ATS.`
      : `${s(p, 'count')} very long ${plural(p, 'line')} (e.g. ${quote(`${s(p, 'example')}…`)}); split them into short bullets that ATS software reads well.`,
  table_garbage: (p, l) =>
    l === 'id'
      ? `${s(p, 'count')} baris tampak seperti tabel atau simbol yang tidak terbaca (mis. ${quote(s(p, 'example'))}); gunakan teks biasa tanpa tabel atau ikon.`
      : `${s(p, 'count')} ${plural(p, 'line')} look like tables or unreadable symbols (e.g. ${quote(s(p, 'example'))}); use plain text instead of tables or icons.`,
  nonstandard_headings: (p, l) =>
    l === 'id'
      ? `Judul ${quote(s(p, 'headings'))} tidak dikenali sistem ATS; gunakan judul baku seperti “Pengalaman Kerja”, “Pendidikan” dan “Keahlian”.`
      : `ATS software may not recognise ${quote(s(p, 'headings'))}; use standard headings such as “Work Experience”, “Education” and “Skills”.`,
  job_missing_keywords: (p, l) =>
    l === 'id'
      ? `Lowongan ini menyebut ${s(p, 'keywords')} yang belum ada di CV Anda; tambahkan bila Anda memang memilikinya (kecocokan saat ini ${s(p, 'score')}%).`
      : `The job description asks for ${s(p, 'keywords')}, which your CV does not mention; add them if they apply to you (current match ${s(p, 'score')}%).`,
};

const STRENGTHS: Record<string, Render> = {
  quantified_bullets: (p, l) =>
    l === 'id'
      ? `${s(p, 'count')} poin pengalaman sudah memuat angka, misalnya ${quote(s(p, 'example'))}.`
      : `${s(p, 'count')} bullets already show numbers, e.g. ${quote(s(p, 'example'))}.`,
  action_verbs: (p, l) =>
    l === 'id'
      ? `${s(p, 'count')} dari ${s(p, 'total')} poin diawali kata kerja aktif, seperti ${quote(s(p, 'example'))}.`
      : `${s(p, 'count')} of ${s(p, 'total')} bullets open with an action verb, such as ${quote(s(p, 'example'))}.`,
  strong_skills: (p, l) =>
    l === 'id'
      ? `Keahlian yang beragam (${s(p, 'count')} keahlian), termasuk ${s(p, 'skills')}.`
      : `A broad skill set (${s(p, 'count')} skills), including ${s(p, 'skills')}.`,
  complete_contact: (p, l) =>
    l === 'id'
      ? `Kontak ${s(p, 'name')} lengkap: email ${s(p, 'email')}, telepon, kota dan LinkedIn tercantum.`
      : `${s(p, 'name')}'s contact details are complete: email ${s(p, 'email')}, phone, city and LinkedIn are all there.`,
  clear_structure: (p, l) => {
    const list = s(p, 'sections')
      .split(',')
      .filter(Boolean)
      .map((k) => sectionName(k, l))
      .join(', ');
    return l === 'id'
      ? `Struktur jelas dengan ${s(p, 'count')} bagian baku: ${list}.`
      : `A clear structure with ${s(p, 'count')} standard sections: ${list}.`;
  },
  ideal_length: (p, l) =>
    l === 'id'
      ? `Panjang CV ideal: ${s(p, 'words')} kata, cukup untuk 1–2 halaman.`
      : `An ideal length of ${s(p, 'words')} words, right for 1–2 pages.`,
  consistent_language: (p, l) =>
    l === 'id'
      ? `Bahasa dan format tanggal konsisten; seluruh judul (${s(p, 'headings')}) memakai ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`
      : `Consistent language and dates; all headings (${s(p, 'headings')}) are in ${LANG_NAMES[s(p, 'lang')]?.[l] ?? s(p, 'lang')}.`,
  ats_friendly: (p, l) =>
    l === 'id'
      ? `Ramah ATS: judul bagian baku (${s(p, 'headings')}), tanggal terbaca dan tanpa tabel.`
      : `ATS-friendly: standard headings (${s(p, 'headings')}), readable dates and no tables.`,
  skills_listed: (p, l) =>
    l === 'id'
      ? `Keahlian teknis sudah tercantum, antara lain ${s(p, 'skills')}.`
      : `Technical skills are listed, including ${s(p, 'skills')}.`,
  education_listed: (p, l) => {
    const degree = s(p, 'degree');
    return l === 'id'
      ? `Riwayat pendidikan jelas: ${degree ? `${degree}, ` : ''}${s(p, 'institution')}.`
      : `Clear education history: ${degree ? `${degree}, ` : ''}${s(p, 'institution')}.`;
  },
  education_gpa: (p, l) =>
    l === 'id'
      ? `IPK ${s(p, 'gpa')} di ${s(p, 'institution')} menjadi nilai tambah yang kuat.`
      : `A GPA of ${s(p, 'gpa')} at ${s(p, 'institution')} is a strong asset.`,
  experience_years: (p, l) =>
    l === 'id'
      ? `${s(p, 'years')} tahun pengalaman kerja, terakhir sebagai ${roleAt(p, l)}.`
      : `${s(p, 'years')} years of work experience, most recently as ${roleAt(p, l)}.`,
  job_match_strong: (p, l) =>
    l === 'id'
      ? `CV Anda sudah memuat kata kunci lowongan seperti ${s(p, 'keywords')} (kecocokan ${s(p, 'score')}%).`
      : `Your CV already covers job keywords such as ${s(p, 'keywords')} (${s(p, 'score')}% match).`,
};

/** Codes the catalogue knows (recommendations and strengths). */
export const FINDING_CODES = [...Object.keys(RECOMMENDATIONS), ...Object.keys(STRENGTHS)];

/** Renders one finding in the locale; unknown codes render as their code and params. */
export function renderFinding(f: Finding, locale: Locale): string {
  const render = RECOMMENDATIONS[f.code] ?? STRENGTHS[f.code];
  if (!render) return `${f.code}: ${Object.values(f.params).join(', ')}`;
  return render(f.params, locale)
    .replace(/\s{2,}/gu, ' ')
    .trim();
}
