/**
 * Contact details from the top of a CV: name, email, phone (E.164), location, LinkedIn, website.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { US_STATES } from './places.ts';
import type { Contact } from '../types.ts';
import { detectHeading } from '../segment/sections.ts';
import { skillEntry } from './skills-lexicon.ts';

const EMAIL_RE =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24})/u;
const LINKEDIN_URL_RE =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_%.-]+\/?/iu;
const URL_RE =
  /(?:https?:\/\/[^\s|,;<>"]+|(?:www\.)[^\s|,;<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|id|co\.id|app|xyz|site|tech|page|ai)(?:\/[^\s|,;<>"]*)?)/iu;

/** Words of US state codes used to decide that a local number is a US number. */
const US_LOCATION_RE = new RegExp(
  `(?:,\\s*(?:${US_STATES})\\b(?!\\.)|\\bUSA\\b|\\bUnited States\\b|\\bU\\.S\\.A?\\b|\\bUS Citizen\\b)`,
  'u',
);

/** Indonesian provinces, big cities and country names that mark a location segment. */
const PLACE_WORDS = [
  'indonesia',
  'jakarta',
  'bandung',
  'surabaya',
  'yogyakarta',
  'jogja',
  'jogjakarta',
  'semarang',
  'medan',
  'makassar',
  'palembang',
  'denpasar',
  'bali',
  'batam',
  'bogor',
  'depok',
  'tangerang',
  'bekasi',
  'malang',
  'solo',
  'surakarta',
  'sidoarjo',
  'pekanbaru',
  'padang',
  'balikpapan',
  'samarinda',
  'pontianak',
  'banjarmasin',
  'manado',
  'cirebon',
  'tasikmalaya',
  'purwakarta',
  'karawang',
  'cikarang',
  'serang',
  'cilegon',
  'lampung',
  'jambi',
  'bengkulu',
  'aceh',
  'kupang',
  'mataram',
  'ambon',
  'jayapura',
  'pekalongan',
  'tegal',
  'kudus',
  'klaten',
  'magelang',
  'purwokerto',
  'kediri',
  'jember',
  'gresik',
  'mojokerto',
  'sleman',
  'bantul',
  'jawa',
  'java',
  'sumatera',
  'sumatra',
  'kalimantan',
  'sulawesi',
  'papua',
  'maluku',
  'riau',
  'banten',
  'kepulauan',
  'nusa tenggara',
  'gorontalo',
  'singapore',
  'malaysia',
  'korea',
  'japan',
  'india',
  'usa',
  'united states',
  'united kingdom',
  'australia',
  'canada',
  'germany',
  'netherlands',
];
const PLACE_RE = new RegExp(`\\b(?:${PLACE_WORDS.join('|')})\\b`, 'iu');
const ADDRESS_RE =
  /\b(?:jl\.?|jln\.?|jalan|street|st\.|road|rd\.|avenue|ave\.?|rt\s*\d|rw\s*\d|kec\.?|kecamatan|kelurahan|kab\.?|kabupaten|kota|village|district|subdistrict|city|regency|province|provinsi)\b/iu;
const CITY_STATE_RE = new RegExp(`^[\\p{Lu}][\\p{L} .'-]+,\\s*(?:${US_STATES})$`, 'u');

const SEGMENT_SPLIT = /\s*(?:\||•|·|◦|▪|⋄|—|–\s|\t|\s{3,}|\s,\s)\s*/u;

/** Glyph used as an icon before a handle (icon fonts map to odd Latin-1 or private-use chars). */
const ICON_HANDLE_RE = /(?:^|\s|\|)([^\p{ASCII}])\s*([A-Za-z0-9][A-Za-z0-9_.-]{2,})(?=\s|\||$)/u;

export function normalisePhone(raw: string, defaultCountry: CountryCode = 'ID'): string | null {
  let s = raw.replace(/^(?:tel|phone|hp|telp|wa|whatsapp|mobile)[:.\s]*/iu, '').trim();
  s = s.replace(/\(\+(\d+)\)/u, '+$1');
  const digits = s.replace(/\D/gu, '');
  if (digits.length < 8 || digits.length > 15) return null;
  let candidate = s;
  if (!s.startsWith('+')) {
    if (
      defaultCountry === 'ID' &&
      digits.length === 10 &&
      /^[2-79]/u.test(digits) &&
      /^\(?\d{3}\)?[\s.\u00ad\u2010-\u2015-]+\d{3}[\s.\u00ad\u2010-\u2015-]+\d{4}$/u.test(s)
    ) {
      // 3-3-4 grouping without a trunk 0 or +62 is a North American number.
      const us = parsePhoneNumberFromString(digits, 'US');
      if (us?.isPossible()) return us.number;
    }
    if (digits.startsWith('62') && digits.length >= 10 && digits.length <= 14)
      candidate = `+${digits}`;
    else if (digits.startsWith('0')) candidate = digits;
    else if (defaultCountry === 'ID' && digits.startsWith('8') && digits.length >= 9)
      candidate = `0${digits}`;
  }
  const p = parsePhoneNumberFromString(candidate, digits.startsWith('0') ? 'ID' : defaultCountry);
  if (!p || !p.isValid()) {
    // Fictional US numbers (555-xxxx, 123-456-7890) are not "valid" but are well-formed.
    if (defaultCountry === 'US' && !s.startsWith('+') && digits.length === 10) return `+1${digits}`;
    if (s.startsWith('+1') && digits.length === 11) return `+${digits}`;
    if (p && p.isPossible() && s.startsWith('+')) return p.number;
    return null;
  }
  return p.number;
}

/** A phone number never runs over a line break ("+1…" above a "123 Main St" address). */
const PHONE_CANDIDATE_RE =
  /(?:\(\+?\d{1,4}\)[^\S\n]*|\+)?\d[\d \t().\u00a0\u00ad\u2010-\u2015\u2212-]{6,}\d/gu;

function findPhone(text: string, country: CountryCode): string | null {
  for (const m of text.matchAll(PHONE_CANDIDATE_RE)) {
    const raw = m[0];
    // Date ranges and years: "2019 - 2020", "01/2020".
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/u.test(raw.trim())) continue;
    const digits = raw.replace(/\D/gu, '');
    if (digits.length < 9) continue;
    const e164 = normalisePhone(raw, country);
    if (e164) return e164;
  }
  return null;
}

function cleanLinkedin(s: string): string {
  return s.replace(/[).,;]+$/u, '');
}

/**
 * "andrew-fantino", "posquit0", "apennyworth": one token shaped like a profile handle, lower
 * case or with a digit, hyphen or underscore (so not a capitalised word such as a city), and
 * neither an email, a web address, a place nor a number.
 */
function isBareHandle(segment: string): boolean {
  const s = segment.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{1,}[A-Za-z0-9]$/u.test(s) || !/[a-z]/u.test(s)) return false;
  if (!/^[a-z]+$/u.test(s) && !/[\d_-]/u.test(s)) return false;
  return !URL_RE.test(s) && !PLACE_RE.test(s.replace(/[_.-]/gu, ' '));
}

/** An email, a web address or a phone number. */
function hasContactValue(line: string | undefined): boolean {
  return (
    line !== undefined &&
    (EMAIL_RE.test(line) || URL_RE.test(line) || /\+?\d[\d\s().-]{7,}\d/u.test(line))
  );
}

function findLinkedin(header: string, text: string): string | null {
  const m = LINKEDIN_URL_RE.exec(text);
  if (m) return cleanLinkedin(m[0]);
  const label = /linked\s*in\s*[:/]*\s*(?:\/?in\/)?([A-Za-z0-9][A-Za-z0-9_.-]{2,})/iu.exec(text);
  if (label) {
    const printed = /linked\s*in\s*:\s*(\/in\/[A-Za-z0-9_.-]+)/iu.exec(text);
    if (printed) return `linkedin.com${printed[1]}`;
    return label[1]!;
  }
  // A bare handle as a field of a contact line (or alone beside one): its icon (an icon font's
  // glyph) dropped in extraction. LinkedIn is conventionally the first such link.
  const lines = header.split('\n');
  for (const [i, line] of lines.entries()) {
    const fields = line.split(SEGMENT_SPLIT);
    const beside = fields.length === 1 && [lines[i - 1], lines[i + 1]].some(hasContactValue);
    if (!hasContactValue(line) && !beside) continue;
    // Beside other fields, a plain lower-case word ("sekarang", "budisantoso") may be anything:
    // only a token with a digit, hyphen or underscore is taken for a handle there.
    const handle = beside
      ? fields.find(isBareHandle)
      : fields.find((f) => isBareHandle(f) && /[\d_-]/u.test(f));
    if (handle) return handle.trim();
  }
  // A bare handle after an icon glyph (text that kept it).
  for (const line of header.split('\n')) {
    const icon = ICON_HANDLE_RE.exec(line);
    if (
      icon &&
      /\p{L}/u.test(icon[2]!) &&
      !EMAIL_RE.test(icon[2]!) &&
      !/\.(?:com|io|app|dev|me)$/iu.test(icon[2]!)
    ) {
      return icon[2]!;
    }
  }
  return null;
}

function findWebsite(text: string): string | null {
  const lines = text.split('\n');
  let fallback: string | null = null;
  for (const line of lines) {
    for (const seg of line.split(/[\s|,]+/u)) {
      if (!seg || EMAIL_RE.test(seg) || /linkedin/iu.test(seg)) continue;
      const m = URL_RE.exec(seg);
      if (!m) continue;
      const url = m[0].replace(/[).,;]+$/u, '');
      if (/github\.com|gitlab\.com|behance|dribbble|vercel\.app|netlify|github\.io/iu.test(url))
        return url;
      if (!fallback && /^(?:https?:\/\/|www\.)/iu.test(url)) fallback = url;
    }
  }
  return fallback;
}

function titleCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
}

const NOT_NAME =
  /^(?:curriculum\s+vitae|cv|resume|résumé|daftar\s+riwayat\s+hidup|riwayat\s+hidup|biodata|kontak|contacts?|info(?:rmasi)?\s+kontak|contact\s+info(?:rmation)?|e-?mail|alamat|address|telepon|phone|profil|profile|data\s+(?:diri|pribadi)|personal\s+(?:info(?:rmation)?|details))$/iu;

function looksLikeName(line: string): boolean {
  const t = line.trim();
  if (!t || t.length > 50) return false;
  if (NOT_NAME.test(t.replace(/[:.]/gu, ''))) return false;
  if (/[@\d|•:/]/u.test(t)) return false;
  if (detectHeading(t, true)) return false;
  if (JOB_WORDS.test(t)) return false;
  const words = t.split(/\s+/u);
  if (words.length < 1 || words.length > 6) return false;
  // Every word starts with a capital ("Rina K. Putri", "SITI NUR AINI", "Ahmad bin Yusuf").
  const particles = /^(?:bin|binti|van|von|de|der|da|di|al|el|la|le|dos|du)$/u;
  return (
    words.every((w) => /^[\p{L}][\p{L}.'’-]*$/u.test(w)) &&
    words.every((w) => /^\p{Lu}/u.test(w) || particles.test(w)) &&
    /^\p{Lu}/u.test(words[0]!)
  );
}

/** Candidate name strings of a header line: the line, or its segments once contact items are masked. */
function nameCandidates(line: string): string[] {
  const whole = line.replace(/\s+/gu, ' ').trim();
  const segs = maskContactTokens(whole)
    .split(SEGMENT_SPLIT)
    .map((x) =>
      x
        .replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')
        // A lone capital after the name is an icon glyph ("Rina Putri I (123) …").
        .replace(/\s\p{Lu}$/u, '')
        .trim(),
    )
    .filter(Boolean);
  return [whole, ...segs];
}

/** "RinaPutri" (a lost space between given name and surname) → "Rina Putri". */
function splitCamelName(name: string): string {
  if (/\s/u.test(name)) return name;
  return name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
}

/**
 * An all-caps header that runs the name into the job title ("FARHAN GUNAWAN SENIOR DESAINER
 * GRAFIS"): the words before the first job word, when they look like a name.
 */
function nameBeforeTitle(raw: string): string | undefined {
  if (raw !== raw.toUpperCase() || !JOB_WORDS.test(raw)) return undefined;
  const words = raw.split(' ');
  const at = words.findIndex((w) => JOB_WORDS.test(w) || TITLE_LEAD.test(w));
  if (at < 1 || at > 4) return undefined;
  const name = words.slice(0, at).join(' ');
  return looksLikeName(name) ? name : undefined;
}

const TITLE_LEAD = /^(?:senior|junior|lead|head|chief|kepala|wakil|asisten|assistant)$/iu;

function extractName(lines: string[]): string | null {
  // The first lines; a sidebar that comes first in reading order (contact, skills, languages)
  // pushes the name further down: look on, for a name of two words at least ("Inggris" or
  // "Juli" on its own is a sidebar item, not a name).
  return nameIn(lines, 8, 1) ?? nameIn(lines, 40, 2);
}

function nameIn(lines: string[], max: number, minWords: number): string | null {
  for (let i = 0; i < Math.min(lines.length, max); i++) {
    const raw = lines[i]!.replace(/\s+/gu, ' ').trim();
    if (NOT_NAME.test(raw.replace(/[:.]/gu, ''))) continue;
    // A sidebar's skill ("Node.js", "SQL") is no name.
    if (skillEntry(raw)) continue;
    if (raw.split(' ').length < minWords) continue;
    const line = nameCandidates(raw).find(looksLikeName) ?? nameBeforeTitle(raw);
    if (!line) continue;
    // Two short upper-case lines may be one name broken in two ("AHMAD FAUZI" / "RAMADHAN …").
    let name = line;
    const next = lines[i + 1]?.replace(/\s+/gu, ' ').trim();
    if (
      line === raw &&
      next &&
      name === name.toUpperCase() &&
      next === next.toUpperCase() &&
      looksLikeName(next) &&
      name.split(' ').length + next.split(' ').length <= 5
    ) {
      name = `${name} ${next}`;
    }
    if (name === name.toUpperCase()) name = titleCase(name);
    return splitCamelName(name);
  }
  return null;
}

const JOB_WORDS =
  /\b(?:engineer|developer|designer|manager|analyst|staff|student|mahasiswa|siswa|accountant|consultant|officer|assistant|specialist|coordinator|administrator|intern|teacher|guru|nurse|perawat|architect|programmer|scientist|desainer|pengembang|insinyur|akuntan|staf|manajer|analis|konsultan|sekretaris|teknisi|supervisor|direktur|koordinator|asisten|operator|kasir|apoteker|bidan|dosen|peneliti|fotografer|generalist|recruiter|executive|representative)\b/iu;

const CITY_REGION_RE =
  /^[\p{Lu}][\p{L}.'-]*(?:\s[\p{L}.'-]+){0,3},\s*[\p{Lu}]{2,}(?:\s[\p{Lu}]{2,})?$/u;
const SENTENCE_RE =
  /\b(?:i|am|my|is|are|was|the|saya|adalah|yang|dengan|untuk|seorang|sebagai|student|mahasiswa)\b/iu;

/** 0 when not a location, else a rank (higher is better). */
function locationRank(seg: string): number {
  const s = seg.trim();
  if (s.length < 3 || s.length > 160) return 0;
  if (EMAIL_RE.test(s) || /https?:|www\.|\.com\b|linkedin|github/iu.test(s)) return 0;
  const words = s.split(/\s+/u).length;
  const address = ADDRESS_RE.test(s) && s.includes(',');
  if (words > 8 && !address) return 0;
  if (words >= 5 && SENTENCE_RE.test(s) && !address) return 0;
  const digits = s.replace(/\D/gu, '').length;
  if (digits >= 7 && !address) return 0;
  if (JOB_WORDS.test(s) && !s.includes(',')) return 0;
  // Birth place and date ("Surabaya, 30 Maret 2008") is not a location.
  if (/\b\d{1,2}\s+\p{L}+\s+(?:19|20)\d{2}\b/u.test(s)) return 0;
  if (/[:;]/u.test(s)) return 0;
  if (CITY_STATE_RE.test(s)) return 3;
  // "555 Main St, Springfield, IL": the city and state of a street address.
  const tail = /^\d+\s[^,]+,\s*([\p{Lu}][\p{L} .'-]+,\s*[A-Z]{2})$/u.exec(s);
  if (tail && CITY_STATE_RE.test(tail[1]!)) return 3;
  if (PLACE_RE.test(s) && digits === 0) return 3;
  if (CITY_REGION_RE.test(s)) return 2;
  if (PLACE_RE.test(s) || address) return 1;
  return 0;
}

/** Emails, URLs, phone numbers and icon glyphs become separators, leaving the other fields. */
function maskContactTokens(line: string): string {
  return line
    .replace(new RegExp(EMAIL_RE.source, 'gu'), ' | ')
    .replace(
      /(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|io|dev|me|net|org|app|id)(?:\/\S*)?/giu,
      ' | ',
    )
    .replace(PHONE_CANDIDATE_RE, (m) => (m.replace(/\D/gu, '').length >= 8 ? ' | ' : m))
    .replace(/[\p{Cc}\u{e000}-\u{f8ff}\u{1f000}-\u{1faff}\u2600-\u27bf]/gu, ' | ')
    .replace(/(^|\s)[#*§@~$%^+=¶�]+(?=\s|$)/gu, '$1 | ')
    .replace(/(^|\s)[^\p{ASCII}\p{L}\p{N}](?=\s|$)/gu, '$1 | ')
    .replace(/\b(?:[A-Z]+-)+[A-Z]+\b/gu, ' | ');
}

function bestLocation(lines: string[]): string | null {
  let best: string | null = null;
  let bestRank = 0;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.replace(/[\t ]+/gu, ' ').trim();
    const labelled =
      /^(?:location|address|alamat|domisili|lokasi|tempat tinggal)\s*[:：]\s*(.+)$/iu.exec(line);
    if (labelled) return labelled[1]!.trim();
    if (/^(?:mail\s*address|email|phone|tel)\b/iu.test(line)) continue;
    // An address broken over two lines ends with a comma.
    if (/,$/u.test(line) && lines[i + 1]) line = `${line} ${lines[i + 1]!.trim()}`;
    for (const seg of maskContactTokens(line).split(SEGMENT_SPLIT)) {
      const clean = seg
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .replace(/[\s,;|]+$/u, '')
        .trim();
      const r = locationRank(clean);
      if (r > bestRank) {
        const tail = /^\d+\s[^,]+,\s*([\p{Lu}][\p{L} .'-]+,\s*[A-Z]{2})$/u.exec(clean);
        best = tail && CITY_STATE_RE.test(tail[1]!) ? tail[1]! : clean;
        bestRank = r;
      }
    }
  }
  return best;
}

function extractLocation(header: string[], all: string[]): string | null {
  const fromHeader = bestLocation(header);
  if (fromHeader) return fromHeader;
  // Two-column layouts put the contact block in a sidebar: a short location line next to the
  // email or phone line.
  for (let i = 0; i < Math.min(all.length, 80); i++) {
    const line = all[i]!;
    if (!EMAIL_RE.test(line) && !/\+?\d[\d\s().-]{8,}\d/u.test(line)) continue;
    for (let j = Math.max(0, i - 2); j <= Math.min(all.length - 1, i + 2); j++) {
      const cand = all[j]!.trim();
      if (j === i || cand.split(/\s+/u).length > 6) continue;
      if (locationRank(cand) >= 2) return cand;
    }
  }
  return null;
}

export interface ContactOptions {
  /** Lines before the first section heading (the header block). */
  header?: string[];
}

/** Caps very long tokens so the email/URL/phone patterns stay linear on hostile input. */
function capTokens(s: string): string {
  return s.replace(/\S{161,}/gu, (m) => m.slice(0, 160));
}

export function extractContact(rawText: string, opts: ContactOptions = {}): Contact {
  const text = capTokens(rawText);
  const lines = text
    .split(/\r?\n/u)
    .map((l) => l.trim())
    .filter(Boolean);
  const header = (opts.header && opts.header.length > 0 ? opts.header : lines)
    .slice(0, 12)
    .map(capTokens);
  const headerText = header.join('\n');
  const top = lines.slice(0, 40).join('\n');
  const email = EMAIL_RE.exec(top)?.[0] ?? EMAIL_RE.exec(text)?.[0] ?? null;
  const location = extractLocation(header, lines);
  const us = US_LOCATION_RE.test(location ?? '') || US_LOCATION_RE.test(headerText);
  const country: CountryCode = us ? 'US' : 'ID';
  const phone = findPhone(top.replace(EMAIL_RE, ' '), country);
  const linkedin = findLinkedin(headerText, text);
  const website = findWebsite(top);
  const name = extractName(lines);
  return { name, email, phone, location, linkedin, website };
}
