/**
 * What the revised CV says, independent of how it is drawn: the input type, headings in the
 * CV's language, date ranges, skill groups and the contact line. Shared by the DOCX builder and
 * the HTML preview so both print exactly the same words.
 */
import type { Contact, EducationEntry, ExperienceEntry, Lang } from '../types.ts';
import { datedEntries, fitHeadline, splitDatedRun, unreadableParts } from './readable.ts';
import type { ContactItem, CvView, HeadingKey, SkillGroup } from './view.ts';

export type {
  ContactItem,
  CvView,
  EducationView,
  ExperienceView,
  HeadingKey,
  SkillGroup,
} from './view.ts';

export { readabilityOf, viewParagraphs } from './readable.ts';

/** Ungrouped skills beyond this many print as one comma-separated line even in a sidebar. */
export const MAX_SKILL_BULLETS = 12;

/** Everything the revised CV prints; experience bullets are already improved by the caller. */
export interface RevisedCvInput {
  language: Lang;
  contact: Contact;
  summary: string;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: string[];
  skillGroups?: SkillGroup[];
  languages: string[];
  certifications: string[];
  organizations: string[];
  projects: string[];
  awards: string[];
  /** Lines under the name the contact line does not hold (a headline), as printed. */
  headline?: string[];
  /** The name as printed with its academic titles ("Dr. Dewi Rahmawati, A.Md."). */
  printedName?: string;
  /** Per experience / education entry (same index): lines its fields do not hold, as printed. */
  experienceNotes?: string[][];
  educationNotes?: string[][];
  /**
   * "as-printed": list items starting with "• " print as bullets, others as lines (the
   * original's own layout). Default "bullets": every list item is a bullet.
   */
  listStyle?: 'bullets' | 'as-printed';
  /** Sections printed as they are (publications, references, headings with no key). */
  extraSections?: { heading: string; items: string[] }[];
  /**
   * The experience section's own heading when the CV joined it with another kind
   * ("Experience & Organizations", "Pengalaman dan Pelatihan"): its entries are not all jobs,
   * so they are not printed under "Work Experience".
   */
  experienceHeading?: string;
}

export const HEADINGS: Record<Lang, Record<HeadingKey, string>> = {
  id: {
    summary: 'Ringkasan Profesional',
    experience: 'Pengalaman Kerja',
    education: 'Pendidikan',
    skills: 'Keahlian',
    certifications: 'Sertifikasi',
    languages: 'Bahasa',
    organizations: 'Organisasi',
    projects: 'Proyek',
    awards: 'Penghargaan',
    contact: 'Kontak',
  },
  en: {
    summary: 'Professional Summary',
    experience: 'Work Experience',
    education: 'Education',
    skills: 'Skills',
    certifications: 'Certifications',
    languages: 'Languages',
    organizations: 'Organizations',
    projects: 'Projects',
    awards: 'Awards',
    contact: 'Contact',
  },
};

const MONTHS: Record<Lang, readonly string[]> = {
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const PRESENT: Record<Lang, string> = { id: 'Sekarang', en: 'Present' };
/** The heading of header rows that do not belong in the headline ("Nama : …", "Alamat : …"). */
const PERSONAL: Record<Lang, string> = { id: 'Data Pribadi', en: 'Personal Details' };
const OTHER_SKILLS: Record<Lang, string> = { id: 'Lainnya', en: 'Other' };
const GPA: Record<Lang, string> = { id: 'IPK', en: 'GPA' };

/** En dash with spaces, the one separator every date range uses. */
export const RANGE_SEPARATOR = ' – ';

/** 'YYYY-MM' → 'Jan 2020' / 'Agu 2020', 'YYYY' → '2020'; anything else is printed trimmed. */
export function formatDate(date: string | null, lang: Lang): string {
  if (date === null) return '';
  const value = date.trim();
  const monthMatch = /^(\d{4})-(\d{1,2})$/.exec(value);
  if (monthMatch) {
    const month = Number(monthMatch[2]);
    const name = MONTHS[lang][month - 1];
    return name ? `${name} ${monthMatch[1]}` : monthMatch[1]!;
  }
  return value;
}

/** 'Jan 2020 – Sekarang', 'Mar 2018 – Des 2019', '2016 – 2020', or one end alone. */
export function formatDateRange(
  start: string | null,
  end: string | null,
  current: boolean,
  lang: Lang,
): string {
  const from = formatDate(start, lang);
  const to = current ? PRESENT[lang] : formatDate(end, lang);
  if (from && to) return from === to ? from : `${from}${RANGE_SEPARATOR}${to}`;
  return from || to;
}

/**
 * Trimmed, empty items dropped, repeats dropped. Items as printed (`adjacent`) are lines of
 * several entries: two projects may each list "Membuat fitur dari website", so only a line
 * repeated right after itself goes.
 */
function clean(values: readonly string[] | undefined, adjacent = false): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values ?? []) {
    const value = raw.replace(/\s+/g, ' ').trim();
    const key = value.toLocaleLowerCase('id');
    if (!value || (adjacent ? out.at(-1)?.toLocaleLowerCase('id') === key : seen.has(key))) {
      continue;
    }
    seen.add(key);
    out.push(value);
  }
  return out;
}

/**
 * Skills as labelled groups. With `skillGroups`, each non-empty group in order, then any skill
 * no group mentions under 'Lainnya'/'Other'. Without, one group with an empty label (printed as a
 * compact comma-separated line).
 */
export function groupSkills(
  skills: readonly string[],
  skillGroups?: readonly SkillGroup[],
  lang: Lang = 'id',
): SkillGroup[] {
  const all = clean(skills);
  const groups: SkillGroup[] = [];
  const placed = new Set<string>();
  for (const group of skillGroups ?? []) {
    const members = clean(group.skills).filter((s) => !placed.has(s.toLocaleLowerCase('id')));
    if (members.length === 0) continue;
    for (const s of members) placed.add(s.toLocaleLowerCase('id'));
    groups.push({ label: group.label.trim(), skills: members });
  }
  const rest = all.filter((s) => !placed.has(s.toLocaleLowerCase('id')));
  if (rest.length > 0) {
    groups.push({ label: groups.length > 0 ? OTHER_SKILLS[lang] : '', skills: rest });
  }
  return groups;
}

/** A printed skills line stays under the ATS long-line limit (250): longer groups continue on a line of their own. */
const MAX_SKILL_LINE = 240;

function chunkGroups(groups: SkillGroup[], repairs: string[]): SkillGroup[] {
  const out: SkillGroup[] = [];
  for (const g of groups) {
    let cur: string[] = [];
    let len = g.label.length;
    let first = true;
    for (const s of g.skills) {
      // A line holds at most one dated item (readable.ts): a list that ran dated entries in
      // among the skills continues on a line of its own.
      const dated = cur.length > 0 && datedEntries([...cur, s].join(', ')) >= 2;
      if (dated) repairs.push(...unreadableParts([[...cur, s].join(', ')], []));
      if (cur.length > 0 && (dated || len + s.length + 2 > MAX_SKILL_LINE)) {
        out.push({ label: first ? g.label : '', skills: cur });
        first = false;
        cur = [];
        len = 0;
      }
      cur.push(s);
      len += s.length + 2;
    }
    if (cur.length > 0) out.push({ label: first ? g.label : '', skills: cur });
  }
  return out;
}

/** A group of four digits a reader takes for a year ("1923", "2019"). */
const YEAR_GROUP = /^(?:19|20)\d{2}$/u;

/**
 * '+6281234567890' → '+62 812-3456-7890'; other numbers as given. No group of the number may
 * read as a year: "+62 812-1923-757" holds "1923", which a reader (and our own re-read) takes
 * for a date the original never printed, so that number is grouped "+62 812-192-3757".
 */
export function formatPhone(phone: string): string {
  // A number as the CV printed it ("(+62)85643468310", "(909) 555-5555") stays as printed.
  if (!/^\+\d+$/.test(phone.trim())) return phone.trim();
  const digits = phone.replace(/[^\d+]/g, '');
  const m = /^\+62(8\d{2})(\d{6,9})$/.exec(digits);
  if (!m) return phone.trim();
  const [, prefix, rest] = m as unknown as [string, string, string];
  for (const first of [4, 3]) {
    const a = rest.slice(0, first);
    const b = rest.slice(first);
    if (b.length < 3 || b.length > 5) continue;
    if (!YEAR_GROUP.test(a) && !YEAR_GROUP.test(b)) return `+62 ${prefix}-${a}-${b}`;
  }
  return phone.trim();
}

function webHref(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

function webText(value: string): string {
  return value
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export function contactItems(contact: Contact): ContactItem[] {
  const items: ContactItem[] = [];
  const email = contact.email?.trim();
  if (email) items.push({ kind: 'email', text: email, href: `mailto:${email}` });
  const phone = contact.phone?.trim();
  if (phone) items.push({ kind: 'phone', text: formatPhone(phone) });
  const location = contact.location?.trim();
  if (location) items.push({ kind: 'location', text: location });
  const linkedin = contact.linkedin?.trim();
  if (linkedin) {
    // A bare handle (printed next to a LinkedIn icon) is written as the profile address it
    // stands for, so every reader knows it is LinkedIn.
    const full = /linkedin\./iu.test(linkedin)
      ? linkedin
      : `linkedin.com/in/${linkedin.replace(/^@/u, '')}`;
    items.push({ kind: 'linkedin', text: webText(full), href: webHref(full) });
  }
  const website = contact.website?.trim();
  if (website) items.push({ kind: 'website', text: webText(website), href: webHref(website) });
  return items;
}

/**
 * An entry's title line prints its title and dates as one paragraph: a title that holds dates
 * of its own (a misread that ran the next entry into it) is printed as the entry's first note
 * instead (`dated`), so the title line runs no two entries together.
 */
function titled(title: string, dates: string, repairs: string[]): { title: string; dates: string } {
  if (!dates || datedEntries(title) === 0) return { title, dates };
  repairs.push(...unreadableParts([`${title} ${dates}`], []));
  return { title: '', dates };
}

/**
 * An employer's place, printed on its line as the original did ("PT Maju, Yogyakarta"): the
 * entry's first note when it is a short name in capitals (one to three words, no digits, no
 * sentence), not a line after the bullets where a reader takes it for one more bullet.
 */
function withPlace(company: string, notes: readonly string[]): { company: string; rest: string[] } {
  const first = notes[0]?.replace(/\s+/gu, ' ').trim() ?? '';
  const place = /^\p{Lu}[\p{L}.'-]*(?:,? \p{Lu}[\p{L}.'-]*){0,2}$/u.test(first);
  if (!company || !place || company.toLowerCase().endsWith(`, ${first.toLowerCase()}`)) {
    return { company, rest: [...notes] };
  }
  return { company: `${company}, ${first}`, rest: notes.slice(1) };
}

/** How long a job lasted, as printed beside its dates ("(3 tahun 4 bulan)", "2 yrs 3 mos"). */
const TENURE =
  /^\(?\d{1,2}\s*(?:tahun|thn|years?|yrs?|bulan|bln|months?|mos?)(?:\s+\d{1,2}\s*(?:bulan|bln|months?|mos?))?\)?$/iu;

/** An entry's dates with the tenure its notes print, kept beside them as on the original page. */
function withTenure(dates: string, notes: readonly string[] | undefined): string {
  const tenure = notes?.find((n) => TENURE.test(n.trim()));
  return dates && tenure ? `${dates} ${tenure.trim()}` : dates;
}

function withoutTenure(notes: readonly string[] | undefined): string[] {
  return (notes ?? []).filter((n) => !TENURE.test(n.trim()));
}

function dated(
  title: string,
  e: { start: string | null; end: string | null; current: boolean },
): string[] {
  return (e.start || e.end || e.current) && datedEntries(title) > 0 ? [title] : [];
}

/**
 * Paragraphs cut so none runs dated entries together (readable.ts); each paragraph cut is
 * noted in `repairs`.
 */
function unrun(items: readonly string[], repairs: string[]): string[] {
  return items.flatMap((item) => {
    const pieces = splitDatedRun(item);
    if (pieces.length <= 1) return [item];
    repairs.push(...unreadableParts([item], []));
    return pieces;
  });
}

const oneLine = (s: string | null | undefined): string => (s ?? '').replace(/\s+/g, ' ').trim();

export function toView(input: RevisedCvInput): CvView {
  const lang = input.language;
  const asPrinted = input.listStyle === 'as-printed';
  const repairs: string[] = [];
  // The headline under the name kept short; personal-data rows and what does not fit print as
  // a block of their own (first of the extra sections), so no header line is lost.
  const fitted = fitHeadline(clean(input.headline));
  const personal = fitted.block.length
    ? [{ heading: fitted.title ?? PERSONAL[lang], items: unrun(fitted.block, repairs) }]
    : [];
  const summary = unrun(
    (input.summary ?? '')
      .trim()
      .replace(/[ \t]+/g, ' ')
      .split('\n'),
    repairs,
  ).join('\n');
  const view: CvView = {
    lang,
    name: oneLine(input.printedName) || oneLine(input.contact.name) || 'Curriculum Vitae',
    headline: fitted.headline,
    headerRows: personal[0]?.items ?? [],
    asPrinted,
    contact: contactItems(input.contact),
    summary,
    repairs,
    headings: input.experienceHeading ? { experience: oneLine(input.experienceHeading) } : {},
    experience: (input.experience ?? [])
      .map((e, i) => ({
        ...titled(
          oneLine(e.title),
          withTenure(formatDateRange(e.start, e.end, e.current, lang), input.experienceNotes?.[i]),
          repairs,
        ),
        ...withPlace(oneLine(e.company), withoutTenure(input.experienceNotes?.[i])),
        bullets: unrun(
          clean((e.bullets ?? []).map((b) => b.replace(/^[\s•●▪◦\-–*]+/, ''))),
          repairs,
        ),
        notes: unrun(
          clean(
            [
              ...dated(oneLine(e.title), e),
              ...withPlace(oneLine(e.company), withoutTenure(input.experienceNotes?.[i])).rest,
            ],
            true,
          ),
          repairs,
        ),
      }))
      // An entry with only dates still prints them: they are facts of the CV.
      .filter((e) => e.title || e.company || e.dates || e.bullets.length > 0 || e.notes.length > 0),
    education: (input.education ?? [])
      .map((e, i) => {
        const deg = oneLine(e.degree);
        const field = oneLine(e.field);
        // 'S1 Teknik Informatika', but 'Bachelor of Economics, Management'.
        // A degree that already names its field ("Bachelor of Psychology Psychology") prints once.
        const named = deg.toLowerCase().endsWith(field.toLowerCase());
        // 'S1 Informatika', 'Jurusan IPA': a short level or a "major" label takes no comma.
        const glue = deg.length <= 4 || /^(?:jurusan|major|program studi|prodi)$/iu.test(deg);
        const degree = deg && field && !named ? `${deg}${glue ? ' ' : ', '}${field}` : deg || field;
        const gpa = oneLine(e.gpa);
        return {
          institution: oneLine(e.institution),
          degree,
          gpa: gpa ? `${GPA[lang]} ${gpa}` : '',
          dates: formatDateRange(e.start, e.end, e.current ?? false, lang),
          notes: unrun(clean(input.educationNotes?.[i], true), repairs),
        };
      })
      .filter((e) => e.institution || e.degree || e.dates || e.notes.length > 0),
    skills: chunkGroups(groupSkills(input.skills, input.skillGroups, lang), repairs),
    languages: unrun(clean(input.languages, asPrinted), repairs),
    certifications: unrun(clean(input.certifications, asPrinted), repairs),
    organizations: unrun(clean(input.organizations, asPrinted), repairs),
    projects: unrun(clean(input.projects, asPrinted), repairs),
    awards: unrun(clean(input.awards, asPrinted), repairs),
    extra: [...personal, ...(input.extraSections ?? [])]
      .map((x) => ({ heading: oneLine(x.heading), items: unrun(clean(x.items, true), repairs) }))
      .filter((x) => x.heading && x.items.length > 0),
  };
  return view;
}
