/**
 * The candidate's location: an address or domicile label's value; else a field of a contact line
 * or a header line that reads as a place (a known Indonesian city or province, "City, ST", an
 * address); else, in a sidebar, a place line beside the email or phone. A town inside an entry
 * (an employer's, a school's) is never the candidate's location.
 */
import { COMPASS_WORDS, US_STATES } from '../places.ts';
import { ORGANISATION_WORDS, PLACES, PROVINCES, TIME_WORDS } from '../contact-lexicon.ts';
import { labelledValues, leadingLabel, withoutTrailingLabel } from './labels.ts';
import { EMAIL_RE, maskContactTokens, PLACE_RE, SEGMENT_SPLIT } from './patterns.ts';
import { HEADLINE_WORDS } from '../../lexicon/roles.ts';

const ADDRESS_RE =
  /\b(?:jl\.?|jln\.?|jalan|gg\.?|gang|street|st\.|road|rd\.|avenue|ave\.?|rt\s*\d|rw\s*\d|kec\.?|kecamatan|kelurahan|kab\.?|kabupaten|kota|village|district|subdistrict|city|regency|province|provinsi)\b/iu;
const CITY_STATE_RE = new RegExp(`^[\\p{Lu}][\\p{L} .'-]+,\\s*(?:${US_STATES})$`, 'u');
const CITY_REGION_RE =
  /^[\p{Lu}][\p{L}.'-]*(?:\s[\p{L}.'-]+){0,3},\s*[\p{Lu}]{2,}(?:\s[\p{Lu}]{2,})?$/u;
const SENTENCE_RE =
  /\b(?:i|am|my|is|are|was|the|saya|adalah|yang|dengan|untuk|seorang|sebagai|student|mahasiswa)\b/iu;
const PLACE_WORDS = new Set(
  [...PLACES, ...PROVINCES].flatMap((p) => p.split(' ')).map((w) => w.toLowerCase()),
);
/** Words of an employer or a school, a role or a date: a segment holding one is an entry's. */
const ENTRY_WORDS = new Set(
  [...ORGANISATION_WORDS, ...HEADLINE_WORDS, ...TIME_WORDS].filter(
    (w) => !PLACE_WORDS.has(w) && !['city', 'kota'].includes(w),
  ),
);
const PROVINCE_RE = new RegExp(
  `,\\s*(?:${[...PROVINCES].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'giu',
);
const PLACE_START = new RegExp(`^\\s*(?:${PLACES.join('|')})\\b`, 'iu');
const COMPASS = new RegExp(`^(?:${COMPASS_WORDS})\\b`, 'iu');
const PROVINCE_SET = new Set(PROVINCES);
/** Words that carry on a sentence, not a place ("Bandung, Jawa Barat dan siap …"). */
const SENTENCE_WORD = /^(?:dan|yang|untuk|dengan|serta|di|ke|and|the|with|for|of|to|at)$/u;

/** 0 when not a location, else a rank (higher is better). */
export function locationRank(seg: string): number {
  const s = seg.trim();
  if (s.length < 3 || s.length > 160) return 0;
  if (EMAIL_RE.test(s) || /https?:|www\.|\.com\b|linkedin|github/iu.test(s)) return 0;
  const words = s.split(/\s+/u);
  const address = ADDRESS_RE.test(s) && s.includes(',');
  if (words.length > 8 && !address) return 0;
  if (words.length >= 5 && SENTENCE_RE.test(s) && !address) return 0;
  const digits = s.replace(/\D/gu, '').length;
  if (digits >= 7 && !address) return 0;
  if (/\b(?:19|20)\d{2}\b/u.test(s) && !address) return 0;
  if (words.some((w) => ENTRY_WORDS.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))) return 0;
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

/**
 * A location value made whole and kept to itself: a province broken over two lines is joined
 * ("Medan, Sumatera" / "Utara"), words read in from a column beside it are cut ("Bandung, Jawa
 * Barat dan siap …", "Semarang, Jawa Tengah Rumah Makan …").
 */
export function tidyLocation(value: string, nextLine?: string): string {
  let v = value.replace(/\s+/gu, ' ').trim();
  // A web or email address is no part of a place: a comma field holding one ends it ("Address:
  // Denpasar, Bali, www.linkedin.com/in/…" on a line of fields parted by commas).
  const fields = v.split(/,\s*/u);
  const link = fields.findIndex((f) => EMAIL_RE.test(f) || /https?:|www\.|linkedin\./iu.test(f));
  if (link > 0) v = fields.slice(0, link).join(', ');
  const next = nextLine?.trim();
  // An address broken after a comma goes on with the next line's first field.
  if (next && /,$/u.test(v)) {
    const first = withoutTrailingLabel(next.split(SEGMENT_SPLIT)[0]!).trim();
    if (first && !leadingLabel(first) && !/[@:]|https?:|www\./u.test(first)) v = `${v} ${first}`;
  }
  const words = v.split(' ');
  // A function word before a lower-case word starts a sentence ("… Barat dan siap …"); before
  // a capital it belongs to the place ("Republic of Korea").
  const cut = words.findIndex(
    (w, k) => k > 0 && SENTENCE_WORD.test(w) && !/^\p{Lu}/u.test(words[k + 1] ?? ''),
  );
  if (cut > 0) v = words.slice(0, cut).join(' ');
  v = v.replace(/[\s,;—–-]+$/u, '');
  if (next) {
    const first = next.split(SEGMENT_SPLIT)[0]!.trim();
    const last = /,\s*([^,]+)$/u.exec(v)?.[1]?.toLowerCase();
    if (
      last &&
      !PROVINCE_SET.has(last) &&
      /^[\p{Lu}][\p{L}]*(?:\s[\p{Lu}][\p{L}]*)?$/u.test(first) &&
      PROVINCE_SET.has(`${last} ${first.toLowerCase()}`)
    ) {
      v = `${v} ${first}`;
    }
  }
  const province = [...v.matchAll(PROVINCE_RE)].at(-1);
  if (province) {
    const end = province.index + province[0].length;
    const rest = v.slice(end);
    // Words after the last province with no comma between are another column's ("…, Jawa
    // Tengah Rumah Makan …"); a compass point or a place goes on with it ("…, Jakarta Selatan").
    const restPlace = PLACE_START.test(rest);
    if (/^\s+\p{Lu}/u.test(rest) && !restPlace && !COMPASS.test(rest.trim())) {
      v = v.slice(0, end);
    }
  }
  return v.trim();
}

/** A field separator of a contact line ("a · b", "a | b", "a / b"). */
const FIELD_SEP = /\s(?:\||•|·|◦|▪|\/)\s/u;

/**
 * A line of fields wrapped inside its last field ("… · Kota" / "Bekasi, Jawa Barat · …",
 * "Alamat: Jakarta" / "Selatan, DKI Jakarta"): that field goes on with the next line's first,
 * when the line is a list of fields, no separator stands at the break, the value holds no comma
 * yet and the next line's first field is a place's rest with its region after a comma.
 */
export function runOnField(line: string, value: string, next?: string): string {
  const l = line.trim();
  const n = next?.trim() ?? '';
  if (!n || !FIELD_SEP.test(l) || value.includes(',') || !l.endsWith(value.trim())) return value;
  if (/[|•·◦▪,;/]$/u.test(l) || /^[|•·◦▪/]/u.test(n)) return value;
  const first = n.split(SEGMENT_SPLIT)[0]!.trim();
  if (!/^\p{Lu}[\p{L}.'’-]*(?: \p{L}[\p{L}.'’-]*)?, \p{Lu}/u.test(first)) return value;
  if (leadingLabel(first) || /[@:/\d]|www\./u.test(first)) return value;
  return `${value.trim()} ${first}`;
}

function bestLocation(lines: string[]): string | null {
  let best: string | null = null;
  let bestRank = 0;
  for (let i = 0; i < lines.length; i++) {
    // A label column parted from its value by a tab ("Alamat Tinggal<TAB>Semarang, …"): words
    // alone before the tab are the label, the value is what follows it.
    let line = lines[i]!.replace(/^[\p{L} .'’/-]{2,30}\t+(?=\S)/u, '')
      .replace(/[\t ]+/gu, ' ')
      .trim();
    // An address broken over two lines ends with a comma.
    if (/,$/u.test(line) && lines[i + 1]) line = `${line} ${lines[i + 1]!.trim()}`;
    const segs = maskContactTokens(line).split(SEGMENT_SPLIT);
    for (const [k, seg] of segs.entries()) {
      // A field under a label of its own ("TTL: Bandung, …") is that label's.
      if (leadingLabel(seg)) continue;
      let clean = withoutTrailingLabel(seg)
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .replace(/[\s,;|]+$/u, '')
        // A label of words no lexicon knows ("Tinggal di: Denpasar, Bali"): its value is ranked.
        .replace(/^\p{L}[\p{L} .'’/-]{0,24}:\s+(?=\p{Lu})/u, '')
        // A label that ends on a locative preposition ("Berdomisili di", "Located in") before
        // a capitalised place: the place is the value.
        .replace(/^(?:\p{L}+\s){1,2}(?:di|in)\s+(?=\p{Lu})/u, '')
        .trim();
      if (k === segs.length - 1)
        clean = tidyLocation(runOnField(line, clean, lines[i + 1]), lines[i + 1]);
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

/** The value of an address or domicile label, whole. */
function labelledLocation(lines: string[]): string | null {
  for (const v of labelledValues(lines)) {
    if (v.kind !== 'address') continue;
    const next = lines[v.line + 1];
    const value = tidyLocation(runOnField(lines[v.line]!, v.value, next), next);
    if (value && !EMAIL_RE.test(value) && /\p{L}{2,}/u.test(value)) return value;
  }
  return null;
}

export function extractLocation(header: string[], all: string[]): string | null {
  const labelled = labelledLocation(header) ?? labelledLocation(all.slice(0, 80));
  if (labelled) return labelled;
  const fromHeader = bestLocation(header);
  if (fromHeader) return fromHeader;
  // Two-column layouts put the contact block in a sidebar: a short location line next to the
  // email or phone line.
  for (let i = 0; i < Math.min(all.length, 80); i++) {
    const line = all[i]!;
    if (!EMAIL_RE.test(line) && !/\+?\d[\d\s().-]{8,}\d/u.test(line)) continue;
    for (let j = Math.max(0, i - 2); j <= Math.min(all.length - 1, i + 2); j++) {
      const cand = tidyLocation(all[j]!, all[j + 1]);
      if (j === i || cand.split(/\s+/u).length > 6) continue;
      if (locationRank(cand) >= 2) return cand;
    }
  }
  return null;
}
