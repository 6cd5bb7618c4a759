/**
 * The lossless part of parsing: every line of the CV is accounted for, and what no parsed field
 * holds is kept as printed, so the revised CV can print it. The analysis may ignore what it does
 * not understand; the revision may not.
 *
 * - header lines that are not the name, a contact detail or the intro summary → `header`
 *   (a headline such as "Senior Desainer Grafis", an address part);
 * - lines of an experience or education entry that its fields do not hold → that entry's notes
 *   (a job's location, a thesis line, an organisation bullet inside a combined block);
 *   a lower-case line right after a bullet is that bullet's wrapped continuation and joins it;
 * - skills as printed in the skills section(s), in their labelled groups;
 * - every other section (certifications, organisations, projects, awards, languages, and
 *   headings with no canonical key) as printed, item by item.
 */
import type {
  Contact,
  EducationEntry,
  ExperienceEntry,
  Section,
  SectionKey,
  VerbatimContent,
} from '../types.ts';
import { findDateRanges, parseDateRange } from './dates.ts';
import { isBullet, stripBullet, TITLE_WORDS } from './entries.ts';
import { COUNTRIES, US_STATES } from './places.ts';
import type { SplitResult } from './sections.ts';

const norm = (s: string): string => words(s).join(' ');

/** Lower-cased words (letters/digits), for comparing a printed line with parsed fields. */
function words(s: string): string[] {
  return (
    s
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function withoutDates(line: string): string {
  let out = line;
  for (const r of [...findDateRanges(out)].reverse()) {
    out = out.slice(0, r.index) + ' ' + out.slice(r.index + r.length);
  }
  return out;
}

/** Parts of a header-like line: "Title | Company — Jakarta" → its pieces; a date range stays whole. */
function parts(line: string): string[] {
  const ranges: string[] = [];
  let masked = line;
  for (const r of [...findDateRanges(line)].reverse()) {
    ranges.unshift(line.slice(r.index, r.index + r.length));
    masked = `${masked.slice(0, r.index)}\uE000${masked.slice(r.index + r.length)}`;
  }
  let k = 0;
  return masked
    .split(/\s+[|•·–—-]\s+|\s*[|•·;]\s*|\s{2,}|,\s+|\s*\/\s+|\s+\/\s*/u)
    .map((p) => p.replace(/\uE000/gu, () => ranges[k++] ?? '').trim())
    .filter(Boolean);
}

/** Labels that are no fact of their own ("Email:", "Telp", "Alamat"). */
export const LABEL_ONLY =
  /^(?:e-?mail|surel|phone|telp?\.?|telepon|hp|no\.? ?hp|handphone|whatsapp|wa|mobile|alamat|address|domisili|location|lokasi|linkedin|github|website|web|portfolio|portofolio|contact|kontak|info|personal info(?:rmation)?|data diri|links?)\s*:?$/iu;

function covered(part: string, stream: string): boolean {
  const w = words(part);
  if (w.length === 0) return true;
  return stream.includes(` ${w.join(' ')} `);
}

/**
 * A part of an entry's line its fields hold: their values take all of it, or it is a piece of a
 * long value (a bullet's wrapped line). A town inside a school's name is not held by the name:
 * "University of La Verne, La Verne, CA" keeps "La Verne, CA".
 */
function heldPart(part: string, stream: string): boolean {
  const w = words(part);
  if (w.length === 0) return true;
  if (residue(part, stream) === '') return true;
  const needle = ` ${w.join(' ')} `;
  return stream
    .split(' | ')
    .some((seg) => seg.trim().split(' ').length >= 6 && ` ${seg.trim()} `.includes(needle));
}

function streamOf(values: (string | null | undefined)[]): string {
  return ` ${values.flatMap((v) => (v ? [words(v).join(' ')] : [])).join(' | ')} `;
}

/** Words a field's value can be printed with that are no fact of their own ("BS in X", "GPA: 3.5"). */
const FILLER = new Set([
  'in',
  'of',
  'at',
  'di',
  'dan',
  'and',
  'gpa',
  'ipk',
  'cgpa',
  'degree',
  'gelar',
  'jurusan',
  'major',
]);

/**
 * A part with the field values it holds taken out: "BS in Computer Engineering; Concentration in
 * Business Management GPA: 3.59" against BS / Computer Engineering / 3.59 → "Concentration in
 * Business Management". '' when what remains is filler only.
 */
function residue(part: string, stream: string): string {
  const tokens = [...part.normalize('NFC').matchAll(/[\p{L}\p{N}]+/gu)];
  const lower = tokens.map((t) => t[0].toLowerCase());
  const held = new Array<boolean>(tokens.length).fill(false);
  const values = stream
    .split(' | ')
    .map((v) => v.trim().split(' ').filter(Boolean))
    .filter((v) => v.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const v of values) {
    for (let i = 0; i + v.length <= lower.length; i++) {
      if (v.every((w, k) => lower[i + k] === w))
        for (let k = 0; k < v.length; k++) held[i + k] = true;
    }
  }
  // Runs of words not held, printed as they were (with what lies between their words).
  const runs: string[] = [];
  let start = -1;
  for (let i = 0; i <= tokens.length; i++) {
    const open = i < tokens.length && !held[i];
    if (open && start < 0) start = i;
    if (!open && start >= 0) {
      const from = tokens[start]!.index;
      const last = tokens[i - 1]!;
      runs.push(part.normalize('NFC').slice(from, last.index + last[0].length));
      start = -1;
    }
  }
  const kept = runs.filter((r) => words(r).some((w) => !FILLER.has(w)));
  return kept.join(' ').trim();
}

/** The uncovered parts of a line, joined back with " | "; '' when every part is held. */
function leftover(line: string, stream: string, held: DatedEntry | null): string {
  const printed = isBullet(line) ? stripBullet(line) : line.trim();
  // Dates are held only by an entry that carries exactly them.
  const dates = printed
    .split(/\s*[|•·]\s*|,\s+/u)
    .map((p) => parseDateRange(p))
    .filter((r) => r !== null);
  // A year inside a bullet ("Recruited 75 staff in 2023") is the bullet's content, no dates of
  // the entry's.
  const body = withoutDates(printed);
  // So is a date inside a sentence ("On November 9th, 2024, DevFest Bogor 2024 will feature …").
  const datesHeld =
    isBullet(line) ||
    words(body).length >= 8 ||
    dates.every((r) => held !== null && sameDates(held, r));
  if (covered(body, stream) && datesHeld) return '';
  const source = datesHeld ? body.replace(/\(\s*[,;–—-]?\s*\)/gu, ' ').trim() : printed;
  const all = parts(source).map(unlabel);
  const rest = all
    .filter(
      (p) =>
        !LABEL_ONLY.test(p) &&
        (!(held !== null ? heldPart(withoutDates(p), stream) : covered(withoutDates(p), stream)) ||
          (!datesHeld && findDateRanges(p).length > 0)),
    )
    // What an entry's fields hold is taken out of a part whose dates the entry carries.
    .map((p) =>
      held !== null && (datesHeld || findDateRanges(p).length === 0) ? residue(p, stream) : p,
    )
    .filter(Boolean);
  if (rest.length === 0) return '';
  if (isBullet(line)) return `• ${stripBullet(line)}`;
  // Nothing taken out: the line as printed ("mempelajari, memahami dan …" is one sentence).
  if (rest.length === all.length && norm(rest.join(' ')) === norm(all.join(' '))) {
    return source.replace(/\s+/gu, ' ').trim();
  }
  // A place stays one phrase: "Carlsbad" and "CA" print as "Carlsbad, CA".
  return rest.reduce(
    (acc, p, k) => (k === 0 ? p : `${acc}${PLACE_TAIL.test(p) ? ', ' : ' | '}${p}`),
    '',
  );
}

/** A leftover that is only a place: a country, or a city (one or two words) and a state or country. */
const ONLY_PLACE = new RegExp(
  `^(?:[\\p{Lu}][\\p{L}.'-]*(?:\\s[\\p{Lu}][\\p{L}.'-]*)?(?:,|\\s\\|)\\s)?(?:${COUNTRIES}|${US_STATES})$`,
  'u',
);

/** A US state code or a country after a city. */
const PLACE_TAIL = new RegExp(`^(?:${US_STATES}|Indonesia|USA|UK)(?![\\p{L}\\p{N}])`, 'u');

const CONTINUATION = /^[\p{Ll}\d(&]/u;

/** "LinkedIn: linkedin.com/in/x" → "linkedin.com/in/x": a contact label is no content. */
function unlabel(part: string): string {
  const m = /^([\p{L} .-]{2,25}):\s*(\S.*)$/u.exec(part);
  return m && LABEL_ONLY.test(m[1]!) ? m[2]! : part;
}

interface DatedEntry {
  start: string | null;
  end: string | null;
  current?: boolean;
}

function sameDates(
  e: DatedEntry,
  r: { start: string | null; end: string | null; current: boolean },
): boolean {
  if (e.start !== r.start) return false;
  if (r.current) return e.current === true || e.end === null;
  return e.end === r.end;
}

/**
 * A wrapped line of the bullet before it: it starts in lower case, or it is a short tail
 * ("Indonesia") after a bullet with no closing punctuation, with no date or separator of its
 * own and no date on the line after it (which would make it an entry's header).
 */
function continues(line: string, next: string | undefined, bullet: string): boolean {
  if (CONTINUATION.test(line)) return true;
  if (/[.!?;:]$/u.test(bullet.trim())) return false;
  if (line.split(/\s+/u).length > 4 || /\s[|–—-]\s|[|@]/u.test(line)) return false;
  // "… accepted for publication at" / "ICCSCI 2025": a single date ends a long open bullet, as
  // the entry parser reads it; a date range is the next entry's.
  const dates = findDateRanges(line);
  if (dates.length > 0) {
    return (
      bullet.length >= 60 &&
      dates.every((r) => r.end === null && !r.current) &&
      !TITLE_WORDS.test(withoutDates(line)) // a role named on it: the next entry's header
    );
  }
  return !(next && findDateRanges(next).length > 0);
}

function entryStream(e: ExperienceEntry): string {
  return streamOf([e.title, e.company, ...e.bullets]);
}

function schoolStream(e: EducationEntry): string {
  const gpa = e.gpa ? [`IPK ${e.gpa}`, `GPA ${e.gpa}`, `CGPA ${e.gpa}`] : [];
  return streamOf([e.institution, `${e.degree} ${e.field}`, e.degree, e.field, ...gpa]);
}

/**
 * Notes per entry for the lines of entry sections; bullets' wrapped continuations are joined
 * into the entry's own bullets (mutates `entries`).
 */
function entryNotes<E>(
  lines: string[],
  entries: E[],
  streamFor: (e: E) => string,
  bulletsOf: ((e: E) => string[]) | null,
): { notes: string[][]; preface: string[] } {
  const notes: string[][] = entries.map(() => []);
  const preface: string[] = [];
  let cur = -1;
  let lastBullet: { entry: number; index: number } | null = null;
  /** Entries whose dates a line already showed. */
  const datesShown = new Set<number>();
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!.trim();
    if (!line) continue;
    // Which entry holds this line: the current one or a later one (entries are in order).
    // A line of dates only is held by an entry with those dates (anywhere: a dates column may
    // come before its entries); dates no entry carries are kept as printed.
    let holder = -1;
    const range = parseDateRange(line);
    const datesOnly = range !== null && words(withoutDates(stripBullet(line))).length === 0;
    if (datesOnly) {
      holder = entries.findIndex((e) => sameDates(e as DatedEntry, range));
      if (holder < 0) {
        if (cur >= 0) notes[cur]!.push(line);
        else preface.push(line);
        continue;
      }
      if (holder < cur) continue; // an earlier entry's dates: held, the current entry stays
      // A column of dates ("2016 – 2018" / "1997 – 1999" / "1994 – 1997" above three schools):
      // each is held, and the entry the next line names becomes current, not the last date's.
      const dateLine = (l: string | undefined) =>
        l !== undefined &&
        parseDateRange(l) !== null &&
        words(withoutDates(stripBullet(l.trim()))).length === 0;
      if (dateLine(lines[li + 1]) || dateLine(lines[li - 1])) {
        datesShown.add(holder);
        continue;
      }
    } else {
      for (let i = Math.max(cur, 0); i < entries.length; i++) {
        const rest = leftover(line, streamFor(entries[i]!), entries[i] as DatedEntry);
        if (rest === '') {
          holder = i;
          break;
        }
        // The next entry's employer line with its place ("Software Maestro (…) Seoul, S.Korea"
        // above its title): it opens that entry, the place is its note.
        if (i > cur && !isBullet(line) && ONLY_PLACE.test(rest)) {
          holder = i;
          notes[i]!.push(rest);
          break;
        }
      }
    }
    if (holder >= 0) {
      cur = holder;
      if (range !== null && sameDates(entries[holder] as DatedEntry, range)) datesShown.add(holder);
      const bullets = bulletsOf?.(entries[holder]!);
      const body = words(stripBullet(line)).join(' ');
      const idx = bullets ? bullets.findIndex((b) => words(b).join(' ').includes(body)) : -1;
      lastBullet = idx >= 0 ? { entry: holder, index: idx } : null;
      continue;
    }
    // A wrapped bullet's next line: join it to that bullet.
    if (
      lastBullet &&
      bulletsOf &&
      !isBullet(line) &&
      continues(line, lines[li + 1], bulletsOf(entries[lastBullet.entry]!)[lastBullet.index]!)
    ) {
      const bullets = bulletsOf(entries[lastBullet.entry]!);
      // The entry parser may have joined it already ("… publication at" / "ICCSCI 2025").
      const joined = ` ${words(bullets[lastBullet.index]!).join(' ')} `;
      if (!joined.includes(` ${words(line).join(' ')} `)) {
        bullets[lastBullet.index] = `${bullets[lastBullet.index]} ${line}`;
      }
      continue;
    }
    lastBullet = null;
    // A header line with a part no field holds ("Marketing | Binus – Part-time 2021 – Present")
    // still opens the next entry when it carries that entry's title and exactly its dates: its
    // leftover ("Part-time") is that entry's note, not the previous entry's.
    // Without dates, a short line carrying the next entry's employer ("Kasa Seoul | S.Korea"
    // above its title) opens that entry the same way.
    if (!datesOnly && range !== null) {
      const lineStream = streamOf([withoutDates(stripBullet(line))]);
      for (let i = cur + 1; i < entries.length; i++) {
        const e = entries[i]!;
        // A school line opens its entry the same way, by its institution.
        const title =
          (e as { title?: string }).title ?? (e as { institution?: string }).institution ?? '';
        if (title && covered(title, lineStream) && sameDates(e as unknown as DatedEntry, range)) {
          cur = i;
          break;
        }
      }
    } else if (
      range === null &&
      !isBullet(line) &&
      cur + 1 < entries.length &&
      words(line).length <= 14
    ) {
      // …or the next school ("Bachelor of Science in X, University of California, Berkeley").
      const next = entries[cur + 1] as { company?: string; institution?: string };
      const name = next.company ?? next.institution ?? '';
      const limit = next.company !== undefined ? 10 : 14;
      if (name.trim().length >= 3 && words(line).length <= limit) {
        if (covered(name, streamOf([line]))) cur += 1;
      }
    }
    // Before any entry is held, a line is measured against the first entry (the preface goes
    // to it): "University X Expected June 2023" keeps only "Expected".
    const at = cur >= 0 ? cur : entries.length > 0 ? 0 : -1;
    // An entry's dates are printed once, on its header; the same dates on a later line are that
    // line's own ("Kepala Divisi Humas (2017-2018)" under a 2017 – 2018 internship) and stay.
    const same = at >= 0 && range !== null && sameDates(entries[at] as DatedEntry, range);
    const held = at >= 0 && !(same && datesShown.has(at)) ? (entries[at] as DatedEntry) : null;
    const rest = at >= 0 ? leftover(line, streamFor(entries[at]!), held) : line;
    if (same && held) datesShown.add(at);
    if (!rest) continue;
    if (cur >= 0) notes[cur]!.push(rest);
    else preface.push(rest);
  }
  return { notes, preface };
}

/**
 * List-section lines as items, wrapped lines joined to their item. With `marks`, an item that
 * was a bullet keeps a leading "• " (the writer prints it as a bullet, other items as lines).
 */
export function verbatimItems(lines: string[], marks = false): string[] {
  const items: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const text = bullet ? stripBullet(line) : line;
    if (!text) continue;
    const prev = items.length - 1;
    // A wrapped line starts in lower case, or finishes an open bracket or a trailing dash; a
    // line starting with a year is an item of its own.
    const last = items[prev] ?? '';
    const open = (last.match(/\(/gu) ?? []).length > (last.match(/\)/gu) ?? []).length;
    const wraps = /^[\p{Ll}(&]/u.test(text) || open || /[–—,-]$/u.test(last);
    // A bracket the next line closes joins them even after a full stop: a two-column skills
    // block reads "Programming (HTML, CSS, Problem solving." then "PHP) Critical Thinking.".
    const closes = open && text.includes(')');
    if (!bullet && prev >= 0 && ((wraps && !/[.:;]$/u.test(last)) || closes)) {
      items[prev] = `${items[prev]} ${text}`;
    } else items.push(marks && bullet ? `• ${text}` : text);
  }
  return items;
}

/** A month and a year, four digits or two ("Apr 23"). */
const DATED_ITEM =
  /\b(?:jan|feb|mar|apr|may|mei|jun|jul|aug|agu|agt|sep|oct|okt|nov|dec|des)[a-z]*\.?\s+'?(?:\d{4}|\d{2})\b/iu;

/** "a, b (c, d); e" → ["a", "b (c, d)", "e"]: separators inside brackets do not split. */
function splitList(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && /[,;•·|]/u.test(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((x) => x.trim()).filter(Boolean);
}

/** Skills as printed: "Label: a, b" lines are groups, other lines split into items. */
function skillGroupsOf(lines: string[]): { label: string; skills: string[] }[] {
  const groups: { label: string; skills: string[] }[] = [];
  const loose: string[] = [];
  for (const item of verbatimItems(lines)) {
    const labelled = /^([^:]{2,40}):\s*(.+)$/u.exec(item);
    const split = splitList;
    // A sentence stays whole; a list splits into its items.
    const isSentence = (s: string) => s.split(/\s+/u).length >= 8 && !/[,;•·|]/u.test(s);
    if (labelled && !isSentence(labelled[2]!)) {
      groups.push({ label: labelled[1]!.trim(), skills: split(labelled[2]!) });
    } else if (isSentence(item) || (DATED_ITEM.test(item) && item.split(/\s+/u).length <= 6)) {
      // A dated line ("Surabaya , Indonesia Apr 23": a certificate's place and date a
      // two-column layout read into skills) is no list: kept whole, or its town goes.
      loose.push(item);
    } else loose.push(...split(item));
  }
  if (loose.length > 0) groups.push({ label: '', skills: loose });
  return groups;
}

/** Furniture: page numbers and running labels a revision does not reprint. */
const FURNITURE =
  /^(?:page \d+(?: of \d+)?|halaman \d+(?: dari \d+)?|\d+\s*\/\s*\d+|curriculum vitae|cv|resume|résumé|daftar riwayat hidup)$/iu;

export interface AccountInput {
  split: SplitResult;
  contact: Contact;
  summaryText: string | null;
  experienceBlocks: Section[];
  experience: ExperienceEntry[];
  education: EducationEntry[];
  /** Per combined experience-and-organisations block, the line its organisations start at. */
  organisationTails?: Map<Section, number>;
}

const ENTRY_KEYS = new Set<SectionKey>(['experience', 'education', 'summary']);

/** The verbatim content and the line coverage of one parse. */
export function accountLines(input: AccountInput): VerbatimContent {
  const { split, contact } = input;
  // Header: what the name, the contact fields and the summary do not hold.
  // The contact values are taken out of each line as printed (below), once each; what is left
  // is measured against the name and the location (an address may wrap over two
  // lines), and for a long line the summary, not against the handles: a second handle
  // ("GITHUB-SQUARE posquit0" beside "LINKEDIN posquit0") stays.
  const fields = [contact.name, contact.location];
  const fieldStream = streamOf(fields);
  const contactStream = streamOf([...fields, input.summaryText]);
  const phoneDigits = (contact.phone ?? '').replace(/\D/gu, '').slice(-9);
  const contactValues = [contact.email, contact.location, contact.linkedin, contact.website]
    .map((v) =>
      v
        ?.trim()
        .replace(/^https?:\/\//iu, '')
        .replace(/^www\./iu, ''),
    )
    .filter((v): v is string => Boolean(v && v.length >= 3))
    .sort((a, b) => b.length - a.length);
  const consumed = new Set<string>();
  const header: string[] = [];
  let phonePrinted: string | undefined;
  for (const line of split.intro) {
    if (FURNITURE.test(line.trim())) continue;
    const masked = phoneDigits
      ? line.replace(/[(+]*\d[\d\s().+\u00AD\u2010-\u2015-]{7,}\d/gu, (m) => {
          if (!m.replace(/\D/gu, '').endsWith(phoneDigits)) return m;
          phonePrinted ??= printedPhone(m);
          return ' ';
        })
      : line;
    // Letter-spaced or glued names ("N A D I A  M A N U R U N G") are the name.
    const squashed = masked.replace(/\s+/gu, '').toLowerCase();
    if (contact.name && squashed === contact.name.replace(/\s+/gu, '').toLowerCase()) continue;
    // A header that runs the name into the title ("FARHAN GUNAWAN SENIOR DESAINER GRAFIS").
    const name = contact.name?.trim();
    const body =
      name && masked.trim().toLowerCase().startsWith(`${name.toLowerCase()} `)
        ? masked.trim().slice(name.length)
        : masked;
    // Icon-font names printed as text ("HOUSE-CHIMNEY", "GITHUB-SQUARE", "LINKEDIN") and a
    // "www." are no content of their own.
    const plain = body
      .replace(
        /(?<![\p{L}])(?:\p{Lu}+-)+\p{Lu}+(?![\p{L}])|\b(?:LINKEDIN|GITHUB|TWITTER|ENVELOPE|PHONE|MOBILE|GLOBE|HOME|MAP-MARKER)\b/gu,
        ' ',
      )
      .replace(/\b(?:https?:\/\/)?www\./giu, '');
    // The contact values as printed ("San Francisco, CA linkedin.com/in/x github.com/x" on one
    // line): each is a field of its own, whatever separates them.
    // Each value once: a second "apennyworth" on the page is another profile's handle.
    const unvalued = contactValues.reduce((l, v) => {
      if (consumed.has(v)) return l;
      const re = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRe(v)}(?![\\p{L}\\p{N}/]|\\.[\\p{L}\\p{N}])`,
        'iu',
      );
      if (!re.test(l)) return l;
      consumed.add(v);
      return l.replace(re, ' ');
    }, plain);
    // A short line is a headline ("Senior Software Engineer"), printed as such even when the
    // summary repeats its words; a long one may be the summary's own first line.
    const headline = words(unvalued).length <= 6;
    const rest = leftover(unvalued, headline ? fieldStream : contactStream, null);
    if (rest) header.push(rest);
  }

  const experienceNotes: string[][] = input.experience.map(() => []);
  const educationNotes: string[][] = input.education.map(() => []);
  const sections: VerbatimContent['sections'] = [];
  let skillGroups: VerbatimContent['skillGroups'] = [];
  const seen = new Set<Section>();
  const blocks = split.blocks;
  // Experience entries come from the experience blocks in order; map each block to its entries.
  let expOffset = 0;
  const expEntriesUsed = new Set<number>();
  for (const block of blocks) {
    if (seen.has(block)) continue;
    // Blocks of one combined heading hold the same lines: treat them once, by their first key.
    const twins = blocks.filter(
      (b) =>
        b !== block &&
        b.heading === block.heading &&
        b.lines.length === block.lines.length &&
        b.lines[0] === block.lines[0],
    );
    for (const t of twins) seen.add(t);
    seen.add(block);
    const keys = [block.key, ...twins.map((t) => t.key)];
    if (keys.includes('experience')) {
      const tailAt = input.organisationTails?.get(block) ?? -1;
      const lines = tailAt > 0 ? block.lines.slice(0, tailAt) : block.lines;
      if (tailAt > 0) {
        sections.push({
          key: 'organizations',
          heading: block.heading,
          items: verbatimItems(block.lines.slice(tailAt), true),
        });
      }
      // The entries this block produced: those whose header words appear in its lines.
      const stream = streamOf(lines.map((l) => withoutDates(l)));
      const mine: number[] = [];
      for (let i = expOffset; i < input.experience.length; i++) {
        const e = input.experience[i]!;
        if (covered(`${e.title}`, stream) || covered(`${e.company}`, stream)) {
          mine.push(i);
          expEntriesUsed.add(i);
        } else break;
      }
      expOffset = mine.length ? mine[mine.length - 1]! + 1 : expOffset;
      const entries = mine.map((i) => input.experience[i]!);
      const { notes, preface } = entryNotes(lines, entries, entryStream, (e) => e.bullets);
      mine.forEach((i, k) => experienceNotes[i]!.push(...notes[k]!));
      const otherKey = keys.find((k) => k !== 'experience' && !ENTRY_KEYS.has(k)) ?? null;
      if (preface.length && otherKey) {
        sections.push({
          key: otherKey,
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      } else if (preface.length && mine.length) experienceNotes[mine[0]!]!.unshift(...preface);
      else if (preface.length) {
        sections.push({
          key: 'experience',
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      }
      continue;
    }
    if (keys.includes('education')) {
      const { notes, preface } = entryNotes(block.lines, input.education, schoolStream, null);
      notes.forEach((n, i) => educationNotes[i]!.push(...n));
      if (preface.length && input.education.length) educationNotes[0]!.unshift(...preface);
      else if (preface.length) {
        sections.push({
          key: 'education',
          heading: block.heading,
          items: verbatimItems(preface, true),
        });
      }
      continue;
    }
    if (keys.includes('summary')) continue; // the summary paragraph, kept by the revision
    if (keys.includes('skills')) {
      skillGroups = [...skillGroups, ...skillGroupsOf(block.lines)];
      const other = keys.find((k) => k !== 'skills');
      if (other) continue; // a combined "Skills & Certificates": printed once, as skills
      continue;
    }
    const items = verbatimItems(block.lines, true);
    const existing = sections.find((s) => s.key === block.key);
    // A second block of the same kind keeps its own heading as a line ("Volunteer Experience"
    // under "On Campus Involvement", or a role line the splitter took for a heading).
    const own = existing && norm(block.heading) !== norm(existing.heading) ? [block.heading] : [];
    if (existing) existing.items.push(...own, ...items);
    else sections.push({ key: block.key, heading: block.heading, items });
  }
  for (const o of split.otherBlocks) {
    const items = verbatimItems(o.lines, true);
    if (items.length) sections.push({ key: null, heading: o.heading, items });
  }
  return {
    header,
    experienceNotes,
    educationNotes,
    skillGroups,
    sections,
    coverage: { lines: split.lineCount, accounted: split.placed },
    ...(phonePrinted ? { phone: phonePrinted } : {}),
  };
}

/** A phone number as printed, its soft hyphens dropped and typographic dashes made plain. */
function printedPhone(raw: string): string {
  return raw
    .replace(/\u00AD/gu, '')
    .replace(/[\u2010-\u2015]/gu, '-')
    .replace(/-{2,}/gu, '-')
    .replace(/\s+/gu, ' ')
    .trim();
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}
