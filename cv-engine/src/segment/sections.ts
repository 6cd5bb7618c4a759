/**
 * Section heading detection for Indonesian and English CVs.
 *
 * A heading is a short standalone line (any case, optional trailing colon, possibly letter-spaced)
 * whose words map to one or more canonical section keys. Combined headings ("Pengalaman Kerja &
 * Organisasi") map to every key they name. Unmapped heading-like lines become "other" headings.
 */
import type { Section, SectionKey } from '../types.ts';

/** Normalised heading phrase → key. Phrases are lower case, single-spaced, no punctuation. */
const PHRASES: Record<SectionKey, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'career summary',
    'profile summary',
    'executive summary',
    'summary of qualifications',
    'profile',
    'professional profile',
    'personal profile',
    'career profile',
    'profil',
    'profil diri',
    'profil singkat',
    'profil pribadi',
    'profil profesional',
    'ringkasan',
    'ringkasan profil',
    'ringkasan diri',
    'ringkasan profesional',
    'tentang saya',
    'tentang diri saya',
    'about me',
    'about',
    'objective',
    'career objective',
    'professional objective',
    'objectives',
    'tujuan',
    'tujuan karir',
    'tujuan karier',
    'personal statement',
    'overview',
    'deskripsi diri',
    'perkenalan',
    'personal philosophy',
    'life philosophy',
    'philosophy',
  ],
  experience: [
    'experience',
    'experiences',
    'work experience',
    'work experiences',
    'working experience',
    'professional experience',
    'relevant experience',
    'job experience',
    'employment',
    'employment history',
    'employment experience',
    'work history',
    'career history',
    'professional history',
    'internship',
    'internships',
    'internship experience',
    'pengalaman',
    'pengalaman kerja',
    'pengalaman bekerja',
    'pengalaman pekerjaan',
    'pengalaman profesional',
    'pengalaman magang',
    'riwayat pekerjaan',
    'riwayat kerja',
    'riwayat karir',
    'riwayat karier',
    'magang',
  ],
  education: [
    'education',
    'educations',
    'education background',
    'educational background',
    'academic background',
    'academic history',
    'academic qualifications',
    'education history',
    'pendidikan',
    'pendidikan formal',
    'riwayat pendidikan',
    'latar belakang pendidikan',
    'pendidikan terakhir',
  ],
  skills: [
    'skills',
    'skill',
    'technical skills',
    'technical skill',
    'hard skills',
    'hard skill',
    'soft skills',
    'soft skill',
    'key skills',
    'core skills',
    'skills summary',
    'skill set',
    'skillset',
    'professional skills',
    'relevant skills',
    'computer skills',
    'it skills',
    'core competencies',
    'core competency',
    'competencies',
    'competency',
    'areas of expertise',
    'expertise',
    'technologies',
    'tech stack',
    'tools',
    'tools and technologies',
    'keahlian',
    'keahlian teknis',
    'keterampilan',
    'keterampilan teknis',
    'kemampuan',
    'kemampuan teknis',
    'kompetensi',
    'kompetensi inti',
    'skill dan kemampuan',
    'skil',
    'skils',
    'strengths',
    'key strengths',
    'bahasa pemrograman',
    'programming languages',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'certificate',
    'licenses',
    'licences',
    'licenses and certifications',
    'licenses certifications',
    'courses',
    'training',
    'trainings',
    'courses and training',
    'professional development',
    'sertifikasi',
    'sertifikat',
    'pelatihan',
    'pelatihan sertifikat',
    'pelatihan dan sertifikasi',
    'kursus',
    'lisensi',
    'sertifikat kompetensi',
    'sertifikat pelatihan',
    'riwayat pelatihan',
  ],
  languages: [
    'languages',
    'language',
    'language skills',
    'language proficiency',
    'bahasa',
    'kemampuan bahasa',
    'penguasaan bahasa',
  ],
  organizations: [
    'organizations',
    'organization',
    'organisations',
    'organisation',
    'organizational experience',
    'organisational experience',
    'organization experience',
    'organization experiences',
    'organizational experiences',
    'experience organization',
    'experience organizations',
    'organisation experience',
    'organisasi',
    'pengalaman organisasi',
    'riwayat organisasi',
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'extracurricular',
    'extracurricular activities',
    'extracurriculars',
    'extracurricular activity',
    'extra curricular activities',
    'campus involvement',
    'on campus involvement',
    'involvement',
    'student activities',
    'kegiatan organisasi',
    'ekstrakurikuler',
    'ekstrakulikuler',
    'kegiatan',
    'kepanitiaan',
    'leadership',
    'leadership experience',
    'organizational leadership',
    'organisational leadership',
    'leadership and organizations',
    'community',
    'community involvement',
    'community service',
    'affiliations',
    'memberships',
    'professional affiliations',
    'professional memberships',
  ],
  projects: [
    'projects',
    'project',
    'personal projects',
    'academic projects',
    'selected projects',
    'project experience',
    'key projects',
    'proyek',
    'projek',
    'project',
    'pengalaman proyek',
    'portfolio',
    'portofolio',
  ],
  awards: [
    'awards',
    'award',
    'honors',
    'honours',
    'honors and awards',
    'awards and honors',
    'achievements',
    'achievement',
    'accomplishments',
    'scholarships',
    'proud of',
    'most proud of',
    'penghargaan dan prestasi',
    'penghargaan',
    'prestasi',
    'pencapaian',
  ],
  publications: ['publications', 'publication', 'publikasi', 'papers', 'karya ilmiah'],
  references: ['references', 'reference', 'referees', 'referee', 'referensi'],
  interests: [
    'interests',
    'interest',
    'hobbies',
    'hobby',
    'personal interests',
    'hobbies and interests',
    'hobi',
    'minat',
    'hobi dan minat',
  ],
};

const PHRASE_MAP = new Map<string, SectionKey>();
/** The same phrases without spaces, for letter-spaced headings whose word gaps were lost. */
const NOSPACE_MAP = new Map<string, SectionKey>();
for (const [key, phrases] of Object.entries(PHRASES) as [SectionKey, string[]][]) {
  for (const p of phrases) {
    PHRASE_MAP.set(p, key);
    if (!NOSPACE_MAP.has(p.replace(/\s+/gu, ''))) NOSPACE_MAP.set(p.replace(/\s+/gu, ''), key);
  }
}

/** Modifiers that may follow an Indonesian head noun in a heading ("Keahlian Khusus"). */
const ID_MODIFIERS = new Set([
  'kompetensi',
  'khusus',
  'teknis',
  'utama',
  'profesional',
  'pendukung',
  'tambahan',
  'lainnya',
  'pribadi',
  'diri',
  'kerja',
  'formal',
  'nonformal',
  'akademik',
  'keahlian',
  'pelatihan',
  'singkat',
  'terkait',
  'relevan',
  'saya',
  'lain',
  'bahasa',
  'komputer',
]);

/** Indonesian head nouns: "Sertifikat Kompetensi", "Keahlian Khusus" take the key of the first word. */
const ID_HEADS = new Set([
  'sertifikat',
  'sertifikasi',
  'pelatihan',
  'keahlian',
  'keterampilan',
  'kemampuan',
  'kompetensi',
  'pendidikan',
  'penghargaan',
  'prestasi',
  'organisasi',
  'proyek',
  'projek',
  'publikasi',
  'referensi',
  'ringkasan',
  'profil',
  'riwayat',
]);

/** Single words that are ordinary content too often: headings only when upper case or isolated. */
const AMBIGUOUS = new Set([
  'leadership',
  'tools',
  'community',
  'activities',
  'language',
  'languages',
  'bahasa',
  'training',
  'interest',
  'about',
  'expertise',
  'portfolio',
  'portofolio',
  'overview',
  'profile',
  'profil',
  'kegiatan',
  'magang',
  'internship',
  'minat',
  'project',
  'technologies',
  'kemampuan',
  'volunteer',
  'tujuan',
  'competency',
]);

/** Words typical of headings we do not map (used to recognise "other" headings). */
const OTHER_HEADING_WORDS =
  /\b(experience|pengalaman|research|penelitian|coursework|links|data|informasi|information|personal|pribadi|keluarga|contact|kontak|details|writing|presentation|committees|software|additional|lainnya|other|miscellaneous|seminar|workshop|events?|kontak|social|media|strengths|kelebihan|tambahan)\b/i;

const BULLET_PREFIX = /^[\s•·▪◦●○■□►▶➢➤✓✔\-–—*>#]+/u;

/** Letter-spaced "P E N G A L A M A N  K E R J A" → "PENGALAMAN KERJA". */
export function collapseLetterSpacing(line: string): string {
  const t = line.trim();
  if (!/^(\S\s+){3,}\S$/u.test(t)) return t;
  const tokens = t.split(/\s+/u);
  if (!tokens.every((x) => [...x].length === 1)) return t;
  // Words are separated by 2+ spaces (or a tab) when letter-spaced.
  const words = t.split(/\s{2,}|\t/u).map((w) => w.replace(/\s+/gu, ''));
  return words.join(' ');
}

/** Lower case, collapse spacing, drop punctuation (keeps & and / as separators). */
export function normaliseHeading(line: string): string {
  return collapseLetterSpacing(line.replace(BULLET_PREFIX, ''))
    .toLowerCase()
    .replace(/[:：.]+\s*$/u, '')
    .replace(/[‘’'`]/gu, '')
    .replace(/[^\p{L}\p{N}&/+,\s-]/gu, ' ')
    .replace(/\s+-\s+/gu, ' & ')
    .replace(/\s+/gu, ' ')
    .trim();
}

function mapPhrase(p: string): SectionKey | null {
  const x = p.trim().replace(/^(my|our|saya)\s+/u, '');
  if (!x) return null;
  const direct = PHRASE_MAP.get(x);
  if (direct) return direct;
  const noSaya = x.replace(/\s+(saya|diri)$/u, '');
  return PHRASE_MAP.get(noSaya) ?? null;
}

/** Keys a heading text names, or null when it is not a (recognised) heading phrase. */
export function headingKeys(text: string, exact = false): SectionKey[] | null {
  const n = normaliseHeading(text).replace(/-/gu, ' ').replace(/\s+/gu, ' ');
  if (!n) return null;
  const whole = mapPhrase(n.replace(/\s*[&/+,]\s*/gu, ' and ').replace(/ dan /gu, ' and '));
  if (whole) return [whole];

  const parts = n.split(/\s*(?:&|\/|\+|,|\band\b|\bdan\b|\bserta\b)\s*/u).filter(Boolean);
  if (parts.length < 2) {
    const words = n.split(' ');
    if (!exact && words.length === 2 && ID_HEADS.has(words[0]!) && ID_MODIFIERS.has(words[1]!)) {
      const rest = words.slice(1).join(' ');
      const head = mapPhrase(words[0]!) ?? mapPhrase(words.slice(0, 2).join(' '));
      if (head && !mapPhrase(rest)) return [head];
    }
    const squeezed = n.replace(/\s+/gu, '');
    const ns = NOSPACE_MAP.get(squeezed);
    if (ns) return [ns];
    return null;
  }
  const keys: SectionKey[] = [];
  let mapped = 0;
  for (const part of parts) {
    const k = mapPhrase(part);
    if (k) {
      mapped++;
      if (!keys.includes(k)) keys.push(k);
    } else if (part.split(' ').length > 1) {
      // "Training and teaching swimmers" is a sentence, not "Training" + a heading word.
      return null;
    }
  }
  // "Experience & Organizations" → both; "Leadership & Management" → organizations.
  if (mapped === 0) return null;
  // When the first part maps to experience-like "pengalaman", later bare parts inherit it:
  return keys;
}

function letters(s: string): string {
  return s.replace(/[^\p{L}]/gu, '');
}

function isUpper(s: string): boolean {
  const l = letters(s);
  return l.length >= 2 && l === l.toUpperCase() && l !== l.toLowerCase();
}

function isTitleCase(s: string): boolean {
  const words = s.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return false;
  const small = new Set(['and', 'of', '&', 'dan', 'in', 'the', 'for', 'serta', 'saya', 'diri']);
  return words.every((w) => small.has(w.toLowerCase()) || /^\p{Lu}/u.test(w));
}

export interface HeadingMatch {
  keys: SectionKey[];
  heading: string;
  /** Content after an inline "Skills: …" label; empty for a standalone heading. */
  rest: string;
}

/**
 * Classify one line as a heading. `prevBlank` says whether the line before it was empty or the
 * start of the text (isolated lines are more likely headings).
 */
export function detectHeading(
  raw: string,
  prevBlank = false,
  context: { prev?: string; next?: string } = {},
): HeadingMatch | null {
  const line = raw.replace(BULLET_PREFIX, '').trim();
  if (!line || line.length > 60) return null;
  // A bulleted line is content unless it is set in capitals ("■ EDUCATION").
  if (/^\s*[•·▪◦●○►▶➢➤✓✔*-]/u.test(raw) && !isUpper(line)) return null;
  const collapsed = collapseLetterSpacing(line);
  const heading = collapsed.replace(/\s*[:：]\s*$/u, '').trim();
  if (!heading) return null;
  const wordCount = heading.split(/\s+/u).length;
  if (wordCount > 6) return null;
  if (/[@|•]|https?:|www\.|\d{3,}/u.test(heading)) return null;
  const keys = headingKeys(heading);
  if (keys) {
    const n = normaliseHeading(heading);
    const upper = isUpper(heading);
    const colon = /[:：]\s*$/u.test(collapsed);
    if (!upper && !isTitleCase(heading) && !colon && !/^\p{Lu}/u.test(heading)) {
      return null;
    }
    if (AMBIGUOUS.has(n) && !upper && !colon && !prevBlank) {
      // Inside a one-per-line list ("Leadership" between "Teamwork" and "Communication")
      // it is a list item; between longer content lines it is a heading.
      const prevLen = context.prev?.trim().length ?? 0;
      const nextLen = context.next?.trim().length ?? 0;
      const nextIsList = /[,|•]/u.test(context.next ?? '');
      const prevIsItem = (context.prev?.trim().split(/\s+/u).length ?? 0) <= 1;
      if ((prevLen < 25 || nextLen < 25) && !(nextIsList && !prevIsItem)) return null;
    }
    return { keys, heading, rest: '' };
  }
  return null;
}

/** "Skills: Python, SQL" → skills with inline content. */
export function detectInlineHeading(raw: string): HeadingMatch | null {
  const line = raw.replace(BULLET_PREFIX, '').trim();
  const m = /^([^:：]{3,40})[:：]\s*(\S.*)$/u.exec(line);
  if (!m) return null;
  const label = m[1]!.trim();
  if (label.split(/\s+/u).length > 4) return null;
  if (!/^\p{Lu}/u.test(label)) return null;
  const keys = headingKeys(label);
  if (!keys) return null;
  return { keys, heading: label, rest: m[2]!.trim() };
}

/** Upper-case short line that looks like a heading we cannot map (e.g. "DATA KELUARGA"). */
export function detectOtherHeading(raw: string, prevBlank: boolean): string | null {
  const trimmed = raw.replace(BULLET_PREFIX, '').trim();
  const spaced = collapseLetterSpacing(trimmed) !== trimmed;
  if (spaced) {
    // Letter-spacing is a heading style; word gaps may be lost ("EVENTEXPERIENCE").
    const squeezed = trimmed.replace(/\s+/gu, '');
    if (
      isUpper(squeezed) &&
      /experience|pengalaman|research|data|informasi|information|activit|kegiatan/iu.test(squeezed)
    ) {
      return collapseLetterSpacing(trimmed);
    }
  }
  const line = collapseLetterSpacing(trimmed)
    .replace(/\s*[:：]\s*$/u, '')
    .trim();
  if (!line || line.length > 40) return null;
  if (/[@|•,()\d]|https?:|www\./u.test(line)) return null;
  const words = line.split(/\s+/u);
  if (words.length > 4) return null;
  if (!OTHER_HEADING_WORDS.test(line)) return null;
  // A job title under the name ("SENIOR SOFTWARE ENGINEER") is not a heading.
  if (
    /\b(?:engineer|developer|manager|designer|analyst|staff|intern|architect|specialist|consultant)\b/iu.test(
      line,
    )
  ) {
    return null;
  }
  if (isUpper(line) && letters(line).length >= 4) return line;
  if (isTitleCase(line) && words.length <= 3 && /experience|pengalaman/iu.test(line)) {
    return line;
  }
  if (prevBlank && isTitleCase(line) && words.length <= 3) return line;
  return null;
}

export interface SplitResult {
  /** Lines before the first heading. */
  intro: string[];
  blocks: Section[];
  otherHeadings: string[];
  /** Sections found, in document order, no duplicates. */
  keys: SectionKey[];
  /** Sections under headings with no canonical key, their lines as printed. */
  otherBlocks: { heading: string; lines: string[] }[];
  /** Non-empty lines read, and how many of them were placed (heading, intro or a block). */
  lineCount: number;
  placed: number;
}

const LIST_SECTIONS = new Set<SectionKey>([
  'skills',
  'certifications',
  'languages',
  'interests',
  'awards',
]);

const SIDE_HEADING_RE = /^((?:[\p{Lu}&/]{2,}\s+){1,3}?)(?=\S)/u;

/** Longest upper-case word prefix of a line that names a section ("EDUCATION SMK …" → EDUCATION). */
function sideHeadingPrefix(line: string): { heading: string; rest: string } | null {
  if (!SIDE_HEADING_RE.test(line)) return null;
  if (detectHeading(line, true)) return null;
  const words = line.trim().split(/\s+/u);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const head = words.slice(0, n);
    if (!head.every((w) => isUpper(w) && letters(w).length === w.replace(/[&/]/gu, '').length)) {
      continue;
    }
    const heading = head.join(' ');
    if (letters(heading).length < 4) continue;
    const keys = headingKeys(heading, n > 1);
    if (!keys || AMBIGUOUS.has(normaliseHeading(heading))) continue;
    const rest = words.slice(n).join(' ');
    // Content follows a side heading; an all-caps remainder is a title ("PROJEK BROSUR DIGITAL").
    if (!/\p{Ll}/u.test(rest)) return null;
    return { heading, rest };
  }
  return null;
}

/**
 * Side-heading layouts ("RINGKASAN Siswa SMK …", heading in a left gutter on the same line as
 * the content): when at least two lines start with an upper-case section name followed by
 * content, split them into a heading line and a content line. A heading broken over two lines
 * ("PENGALAMAN Skomda …" / "ORGANISASI Menyiapkan …") is joined.
 */
export function splitSideHeadings(lines: string[]): string[] {
  const hits = lines.map((l) => sideHeadingPrefix(l.trim()));
  if (hits.filter(Boolean).length < 2) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const hit = hits[i];
    if (!hit) {
      out.push(lines[i]!);
      continue;
    }
    const next = lines[i + 1]?.trim() ?? '';
    const m = /^([\p{Lu}&/]{3,})\s+(\S.*)$/u.exec(next);
    if (m && isUpper(m[1]!)) {
      const joined = `${hit.heading} ${m[1]}`;
      const keys = headingKeys(joined);
      const own = headingKeys(hit.heading);
      if (keys && own && keys.join() !== own.join()) {
        out.push(joined, hit.rest, m[2]!);
        i++;
        continue;
      }
    }
    out.push(hit.heading, hit.rest);
  }
  return out;
}

/** Split CV text into sections. Lines of "other" headings end the previous section. */
export function splitSections(text: string): SplitResult {
  const lines = splitSideHeadings(text.split(/\r?\n/u));
  const intro: string[] = [];
  const blocks: Section[] = [];
  const otherHeadings: string[] = [];
  const keys: SectionKey[] = [];
  const otherBlocks: { heading: string; lines: string[] }[] = [];
  let otherBlock: { heading: string; lines: string[] } | null = null;
  let lineCount = 0;
  let placed = 0;
  let current: Section[] | null = null; // the blocks receiving lines (combined headings → several)
  let inOther = false;
  let prevBlank = true;
  const addKey = (k: SectionKey): void => {
    if (!keys.includes(k)) keys.push(k);
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line) {
      prevBlank = true;
      continue;
    }
    lineCount++;
    let h = detectHeading(line, prevBlank, { prev: lines[i - 1], next: lines[i + 1] });
    // A heading wrapped over two lines ("PENGALAMAN" / "ORGANISASI").
    const next = lines[i + 1]?.trim();
    if (h && next && detectHeading(next, false)) {
      const joined = `${h.heading} ${next}`;
      const keys = headingKeys(joined, true);
      if (keys && keys.join() !== h.keys.join()) {
        h = { keys, heading: joined, rest: '' };
        i++;
        lineCount++;
        placed++;
      }
    }
    // A side heading wrapped around its first content line ("PENGALAMAN" / one line /
    // "ORGANISASI"): the two halves name one section.
    if (h && current && current.length === 1 && current[0]!.lines.length <= 1) {
      const prevBlock = current[0]!;
      const joined = `${prevBlock.heading} ${h.heading}`;
      const joinedKey = headingKeys(joined, true)?.[0];
      if (
        joinedKey !== undefined &&
        headingKeys(joined, true)?.length === 1 &&
        joinedKey !== prevBlock.key &&
        !h.keys.includes(prevBlock.key)
      ) {
        const oldKey = prevBlock.key;
        prevBlock.key = joinedKey;
        prevBlock.heading = joined;
        if (!blocks.some((b) => b.key === oldKey)) keys.splice(keys.indexOf(oldKey), 1);
        addKey(joinedKey);
        inOther = false;
        otherBlock = null;
        placed++;
        prevBlank = false;
        continue;
      }
    }
    if (h) {
      current = h.keys.map((key) => ({ key, heading: h.heading, lines: [] }));
      blocks.push(...current);
      h.keys.forEach(addKey);
      inOther = false;
      otherBlock = null;
      placed++;
      prevBlank = false;
      continue;
    }
    const inline = detectInlineHeading(line);
    if (inline) {
      const curKeys = current?.map((b) => b.key) ?? [];
      if (!current || prevBlank) {
        current = inline.keys.map((key) => ({
          key,
          heading: inline.heading,
          lines: [inline.rest],
        }));
        blocks.push(...current);
        inline.keys.forEach(addKey);
        inOther = false;
        otherBlock = null;
        placed++;
        prevBlank = false;
        continue;
      }
      const nested = inline.keys.filter((k) => !curKeys.includes(k));
      // "Languages: Java, Python" inside a skills block is a skill list, not spoken languages;
      // labels inside experience/education/projects bullets ("Tools: …") are content.
      const listSection = curKeys.every((k) => LIST_SECTIONS.has(k));
      const skillList = curKeys.includes('skills') && nested.every((k) => k === 'languages');
      if (nested.length > 0 && listSection && !skillList) {
        blocks.push(
          ...nested.map((key) => ({ key, heading: inline.heading, lines: [inline.rest] })),
        );
        nested.forEach(addKey);
      }
      for (const b of current) b.lines.push(line);
      placed++;
      prevBlank = false;
      continue;
    }
    const other = detectOtherHeading(line, prevBlank);
    if (other) {
      otherHeadings.push(other);
      current = null;
      // Before the first section the header continues (sidebars put "LINKS" etc. up there).
      inOther = blocks.length > 0;
      otherBlock = inOther ? { heading: other, lines: [] } : null;
      if (otherBlock) otherBlocks.push(otherBlock);
      placed++;
      prevBlank = false;
      continue;
    }
    if (current) for (const b of current) b.lines.push(line);
    else if (!inOther) intro.push(line);
    else otherBlock?.lines.push(line);
    placed++;
    prevBlank = false;
  }
  return { intro, blocks, otherHeadings, keys, otherBlocks, lineCount, placed };
}
