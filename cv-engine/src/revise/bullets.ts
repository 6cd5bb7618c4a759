/**
 * Bullet rewriting for the revised CV and date display.
 *
 * `improveBullet` only rephrases: it strips filler openings ("Bertanggung jawab untuk",
 * "Responsible for", "Tugas saya"), starts with a stronger verb where a mapping exists, capitalises
 * and trims trailing punctuation. It never adds facts or numbers.
 */
import type { Lang } from '../types.ts';
import { parseDatePoint } from '../fields/dates.ts';

const BULLET_MARKER = /^\s*(?:[•●▪◦‣∙·○■□►▸➢➤✓✔*]|[-–—](?=\s)|\d{1,2}[.)](?=\s))\s*/u;

/** Strips a leading bullet glyph ("• ", "- ", "* ", "1. ") from a line. */
export function stripBulletMarker(line: string): string {
  return line.replace(BULLET_MARKER, '');
}

/** True when the line starts with a bullet glyph. */
export function hasBulletMarker(line: string): boolean {
  return BULLET_MARKER.test(line);
}

/** Indonesian action verbs (meN-/ber-/di- forms common in CV bullets). */
export const ID_ACTION_VERBS = new Set([
  'mengelola',
  'memimpin',
  'mengembangkan',
  'membangun',
  'merancang',
  'mendesain',
  'membuat',
  'menyusun',
  'meningkatkan',
  'menurunkan',
  'mengurangi',
  'menghemat',
  'menganalisis',
  'menganalisa',
  'mengoordinasikan',
  'mengkoordinasikan',
  'mengkoordinir',
  'mengimplementasikan',
  'menerapkan',
  'meluncurkan',
  'mengoptimalkan',
  'mengotomatisasi',
  'menyelesaikan',
  'mencapai',
  'melatih',
  'membimbing',
  'mendukung',
  'menangani',
  'melayani',
  'menjual',
  'memasarkan',
  'menegosiasikan',
  'merekrut',
  'menyiapkan',
  'mempersiapkan',
  'melaksanakan',
  'menyelenggarakan',
  'mengorganisir',
  'memproduksi',
  'menulis',
  'mengajar',
  'mengawasi',
  'memantau',
  'memelihara',
  'memperbaiki',
  'menguji',
  'meneliti',
  'memfasilitasi',
  'mempresentasikan',
  'menginisiasi',
  'menggagas',
  'memastikan',
  'mengintegrasikan',
  'memverifikasi',
  'mengaudit',
  'menghasilkan',
  'memenangkan',
  'meraih',
  'memperoleh',
  'mengatur',
  'mendokumentasikan',
  'menjalankan',
  'mengumpulkan',
  'menginput',
  'mengolah',
  'membina',
  'menerbitkan',
  'merawat',
  'mengevaluasi',
  'merumuskan',
  'mengarahkan',
  'berkolaborasi',
  'berkontribusi',
  'bekerja sama',
]);

/** English action verbs (past and present forms). */
const EN_ACTION_ROOTS = [
  'manage',
  'lead',
  'led',
  'develop',
  'build',
  'built',
  'design',
  'create',
  'implement',
  'launch',
  'increase',
  'reduce',
  'decrease',
  'improve',
  'optimize',
  'optimise',
  'automate',
  'deliver',
  'achieve',
  'analyze',
  'analyse',
  'coordinate',
  'organize',
  'organise',
  'train',
  'mentor',
  'support',
  'handle',
  'negotiate',
  'sell',
  'sold',
  'generate',
  'grow',
  'grew',
  'drive',
  'drove',
  'spearhead',
  'establish',
  'streamline',
  'write',
  'wrote',
  'teach',
  'taught',
  'supervise',
  'oversee',
  'oversaw',
  'maintain',
  'prepare',
  'research',
  'test',
  'deploy',
  'migrate',
  'integrate',
  'architect',
  'engineer',
  'resolve',
  'present',
  'win',
  'won',
  'earn',
  'secure',
  'recruit',
  'plan',
  'execute',
  'conduct',
  'produce',
  'publish',
  'refactor',
  'collaborate',
  'contribute',
  'facilitate',
  'initiate',
  'ensure',
  'audit',
  'monitor',
  'evaluate',
  'assess',
  'direct',
  'serve',
  'process',
  'compile',
  'draft',
  'program',
  'code',
  'configure',
  'administer',
  'own',
  'ship',
  'scale',
  'cut',
  'save',
  'boost',
  'expand',
  'introduce',
  'redesign',
  'revamp',
  'modernize',
  'translate',
  'schedule',
  'record',
  'reconcile',
  'operate',
  'install',
  'document',
  'assist',
  'help',
  'utilize',
  'utilise',
  'leverage',
  'arrange',
  'carry',
  'review',
  'receive',
  'promote',
  'perform',
  'provide',
  'respond',
  'answer',
  'update',
  'upgrade',
  'identify',
  'detect',
  'investigate',
  'explore',
  'prototype',
  'model',
  'simulate',
  'visualize',
  'visualise',
  'collect',
  'gather',
  'clean',
  'fix',
  'debug',
  'troubleshoot',
  'coach',
  'guide',
  'advise',
  'consult',
  'host',
  'speak',
  'spoke',
  'attend',
  'participate',
  'volunteer',
  'join',
  'complete',
  'graduate',
  'obtain',
  'acquire',
  'award',
  'rank',
  'place',
  'recognize',
  'recognise',
  'invent',
  'found',
  'co-found',
  'start',
  'open',
  'close',
  'convert',
  'transform',
  'accelerate',
  'enhance',
  'strengthen',
  'minimize',
  'minimise',
  'maximize',
  'maximise',
  'exceed',
  'surpass',
  'reach',
  'attain',
  'negotiate',
  'partner',
  'communicate',
  'liaise',
  'interview',
  'onboard',
  'hire',
  'pitch',
  'market',
  'campaign',
  'edit',
  'shoot',
  'shot',
  'film',
  'photograph',
  'illustrate',
  'animate',
  'render',
  'sketch',
  'draw',
  'drew',
  'paint',
  'craft',
  'compose',
  'author',
  'blog',
  'post',
  'curate',
  'moderate',
  'calculate',
  'forecast',
  'budget',
  'allocate',
  'purchase',
  'procure',
  'source',
  'inspect',
  'measure',
  'weigh',
  'assemble',
  'fabricate',
  'weld',
  'wire',
  'repair',
  'service',
  'clean',
  'inventory',
  'stock',
  'pack',
  'ship',
  'deliver',
  'distribute',
  'route',
  'dispatch',
  'track',
  'log',
  'file',
  'type',
  'enter',
  'input',
  'verify',
  'validate',
  'check',
  'apply',
  'adopt',
  'set',
  'run',
  'ran',
  'teach',
  'tutor',
  'use',
];

const EN_IRREGULAR = new Set([
  'led',
  'built',
  'sold',
  'grew',
  'drove',
  'wrote',
  'taught',
  'oversaw',
  'won',
  'cut',
]);

/** Weak openings that the analysis flags and `improveBullet` rewrites. */
const WEAK_OPENINGS_ID = [
  /^bertanggung\s*jawab\b/iu,
  /^tugas\s+saya\b/iu,
  /^saya\b/iu,
  /^membantu\b/iu,
  /^ikut\b/iu,
  /^turut\b/iu,
  /^bertugas\b/iu,
  /^mengerjakan\b/iu,
  /^melakukan\b/iu,
  /^menjadi\b/iu,
];
const WEAK_OPENINGS_EN = [
  /^(?:i\s+was\s+|was\s+)?responsible\b/iu,
  /^duties\b/iu,
  /^tasked\b/iu,
  /^helped\b/iu,
  /^helping\b/iu,
  /^assisted\b/iu,
  /^worked\s+on\b/iu,
  /^in\s+charge\b/iu,
  /^i\b/iu,
  /^did\b/iu,
  /^involved\b/iu,
];

function firstWord(text: string): string {
  const words = stripBulletMarker(text).trim().split(/\s+/u);
  const clean = (w: string | undefined) => (w ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');
  // "Successfully delivered …", "Berhasil meningkatkan …": the verb follows the adverb.
  const first = clean(words[0]);
  if (
    words.length > 1 &&
    (/^[a-z]{4,}ly$/u.test(first) || first === 'berhasil' || first === 'sukses')
  ) {
    return clean(words[1]);
  }
  return first;
}

/** True when the bullet opens with a recognised action verb (Indonesian or English). */
export function startsWithActionVerb(bullet: string): boolean {
  const body = stripBulletMarker(bullet).trim().toLowerCase();
  const word = firstWord(body);
  if (!word) return false;
  if (/^[a-z]{2,}ed$/u.test(word) && !isWeakOpening(body)) return true; // Any regular past tense.
  if (ID_ACTION_VERBS.has(word)) return true;
  if (body.startsWith('bekerja sama')) return true;
  if (isWeakOpening(body)) return false;
  if (EN_IRREGULAR.has(word)) return true;
  // An English gerund ("Monitoring and recording …") names an activity, it does not say what
  // the person did: only the past, present or imperative form of a verb opens an action bullet.
  for (const root of EN_ACTION_ROOTS) {
    const stem = root.endsWith('e') ? root.slice(0, -1) : root;
    if (word === root || word === `${root}s` || word === `${stem}ed` || word === `${root}ed`) {
      return true;
    }
    if (root.endsWith('y') && word === `${root.slice(0, -1)}ied`) return true;
    if (/[^aeiou][aeiou][bdgmnpt]$/u.test(root) && word === `${root}${root.at(-1)}ed`) return true;
  }
  // Generic Indonesian active verb: meN- prefix with a reasonably long stem.
  return /^(?:me(?:ng|ny|m|n)?|ber)[a-z]{4,}(?:kan|i)?$/u.test(word) && word.length >= 7;
}

/** True when the bullet opens with filler ("Bertanggung jawab …", "Responsible for …", "Membantu …"). */
export function isWeakOpening(bullet: string): boolean {
  const body = stripBulletMarker(bullet).trim();
  return [...WEAK_OPENINGS_ID, ...WEAK_OPENINGS_EN].some((re) => re.test(body));
}

/** English gerund → past tense for the verbs CV bullets use after "Responsible for". */
const EN_GERUND_PAST: Record<string, string> = {
  managing: 'Managed',
  leading: 'Led',
  developing: 'Developed',
  building: 'Built',
  designing: 'Designed',
  creating: 'Created',
  handling: 'Handled',
  coordinating: 'Coordinated',
  organizing: 'Organized',
  organising: 'Organised',
  maintaining: 'Maintained',
  preparing: 'Prepared',
  writing: 'Wrote',
  overseeing: 'Oversaw',
  supervising: 'Supervised',
  training: 'Trained',
  planning: 'Planned',
  running: 'Ran',
  monitoring: 'Monitored',
  processing: 'Processed',
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  implementing: 'Implemented',
  testing: 'Tested',
  reviewing: 'Reviewed',
  conducting: 'Conducted',
  ensuring: 'Ensured',
  providing: 'Provided',
  supporting: 'Supported',
  // "helping the team complete …": "Supported the team complete" would not be English.
  assisting: 'Assisted',
  helping: 'Helped',
  delivering: 'Delivered',
  producing: 'Produced',
  responding: 'Responded',
  answering: 'Answered',
  serving: 'Served',
  reporting: 'Reported',
  recruiting: 'Recruited',
  scheduling: 'Scheduled',
  teaching: 'Taught',
  selling: 'Sold',
  making: 'Created',
  doing: 'Completed',
  updating: 'Updated',
  improving: 'Improved',
  drafting: 'Drafted',
  establishing: 'Established',
  executing: 'Executed',
  facilitating: 'Facilitated',
  collecting: 'Collected',
  tracking: 'Tracked',
  documenting: 'Documented',
  communicating: 'Communicated',
  negotiating: 'Negotiated',
  operating: 'Operated',
  administering: 'Administered',
  the: 'Managed the',
  all: 'Managed all',
  daily: 'Managed daily',
};

/** Indonesian openings → stronger verb (applied after filler is stripped). */
const ID_REWRITES: [RegExp, string][] = [
  // "Membantu tim pajak menghitung …" → "Mendukung tim pajak dalam menghitung …".
  [
    /^(?:ikut\s+|turut\s+)?membantu\s+((?:(?!dalam\b)[\p{L}\d.-]+\s+){1,3}?)(me(?:m|n|ng|ny)?\p{L}+)\b/iu,
    'Mendukung $1dalam $2',
  ],
  // "Membantu membuat …" stays: "Mendukung membuat" is not Indonesian.
  [/^(?:ikut\s+|turut\s+)?membantu(?:\s+dalam)?\s+(?!me\p{L})/iu, 'Mendukung '],
  [/^melakukan\s+pembuatan\s+/iu, 'Membuat '],
  [/^melakukan\s+pengelolaan\s+/iu, 'Mengelola '],
  [/^melakukan\s+pengembangan\s+/iu, 'Mengembangkan '],
  [/^melakukan\s+perancangan\s+/iu, 'Merancang '],
  [/^melakukan\s+analisis\s+/iu, 'Menganalisis '],
  [/^melakukan\s+analisa\s+/iu, 'Menganalisis '],
  [/^melakukan\s+penjualan\s+/iu, 'Menjual '],
  [/^melakukan\s+pengecekan\s+/iu, 'Memeriksa '],
  [/^melakukan\s+pencatatan\s+/iu, 'Mencatat '],
  [/^melakukan\s+penginputan\s+/iu, 'Menginput '],
  [/^melakukan\s+perbaikan\s+/iu, 'Memperbaiki '],
  [/^melakukan\s+pelatihan\s+/iu, 'Melatih '],
  [/^melakukan\s+penelitian\s+(?:mengenai|tentang|terkait)\s+/iu, 'Meneliti '],
  [/^melakukan\s+penelitian\s+/iu, 'Meneliti '],
  [/^melakukan\s+/iu, 'Melaksanakan '],
  [/^pembuatan\s+/iu, 'Membuat '],
  [/^pengelolaan\s+/iu, 'Mengelola '],
  [/^pengembangan\s+/iu, 'Mengembangkan '],
  [/^perancangan\s+/iu, 'Merancang '],
  [/^mengerjakan\s+/iu, 'Menyelesaikan '],
  [/^mengurus\s+/iu, 'Mengelola '],
  [/^menjadi\s+(?:ketua|koordinator|pemimpin)\s+/iu, 'Memimpin '],
  // Being involved is taking part: "Aktif mengikuti / terlibat (aktif) dalam X" → "Berpartisipasi
  // (aktif) dalam X", the same fact with a verb that acts.
  [
    /^(?:aktif\s+(?:mengikuti|terlibat\s+dalam)|terlibat\s+aktif\s+dalam)\s+/iu,
    'Berpartisipasi aktif dalam ',
  ],
  [/^terlibat\s+(?:dalam|di)\s+/iu, 'Berpartisipasi dalam '],
  [/^(?:telah\s+)?menjadi\s+(?:tutor|mentor|pembimbing)\s+(?:bagi|untuk)\s+/iu, 'Membimbing '],
  [/^(?:telah\s+)?menjadi\s+(?=(?:anggota|peserta|relawan|volunteer)\b)/iu, 'Bergabung sebagai '],
  [
    /^(?:telah\s+)?menjadi\s+(?=(?:duta|perwakilan|delegasi|narasumber|pembicara|panitia)\b)/iu,
    'Berperan sebagai ',
  ],
];

const EN_REWRITES: [RegExp, string][] = [
  // Only where "Supported" takes the same words: "helped with audits", "assisted customers".
  // "Helped the team complete …" / "helped to build …" need a bare verb after them: left as is.
  [/^(?:helped|assisted)\s+(?:with|in)\s+(?!\p{L}+ing\b)/iu, 'Supported '],
  [/^assisted\s+(?!to\b|with\b|in\b)/iu, 'Supported '],
  // "Helped the finance team with month-end closing": an object, then "with".
  [/^helped\s+((?:(?!with\b)\p{L}[\p{L}-]*\s+){1,4})with\s+/iu, 'Supported $1with '],
  [/^(?:was\s+)?in\s+charge\s+of\s+/iu, 'Led '],
  [/^worked\s+on\s+/iu, 'Contributed to '],
  [/^took\s+part\s+in\s+/iu, 'Participated in '],
  [/^(?:was\s+)?(?:actively\s+)?involved\s+in\s+(?!\p{L}+ing\b)/iu, 'Participated in '],
  [/^was\s+(?=(?:a\s+)?(?:member|volunteer|delegate|speaker)\b)/iu, 'Served as '],
  [/^(?:was\s+)?involved\s+in\s+/iu, 'Contributed to '],
  [/^made\s+/iu, 'Created '],
  [/^did\s+/iu, 'Completed '],
  [/^tasked\s+with\s+/iu, ''],
  [/^duties\s+(?:included|include)\s*:?\s*/iu, ''],
];

const FILLER_ID: RegExp[] = [
  /^bertanggung\s*jawab\s+(?:untuk|atas|dalam|terhadap|menangani|mengelola)?\s*/iu,
  /^tugas\s+saya\s+(?:adalah\s+)?(?:untuk\s+)?/iu,
  /^saya\s+bertugas\s+(?:untuk\s+)?/iu,
  /^bertugas\s+(?:untuk\s+|sebagai\s+)?/iu,
  /^saya\s+(?:juga\s+)?/iu,
];
const FILLER_EN: RegExp[] = [
  /^(?:i\s+was\s+|was\s+)?responsible\s+(?:for|to)\s+/iu,
  /^i\s+(?:also\s+)?/iu,
];

const EN_PAST_IRREGULAR: Record<string, string> = {
  lead: 'Led',
  build: 'Built',
  write: 'Wrote',
  teach: 'Taught',
  run: 'Ran',
  make: 'Created',
  do: 'Completed',
  sell: 'Sold',
  oversee: 'Oversaw',
  drive: 'Drove',
  grow: 'Grew',
  hold: 'Held',
  keep: 'Kept',
  set: 'Set',
  meet: 'Met',
  speak: 'Spoke',
};

/** "conduct" → "Conducted", "lead" → "Led", "manage" → "Managed"; null when not a known verb. */
function enPast(word: string): string | null {
  const w = word.toLowerCase();
  if (EN_PAST_IRREGULAR[w]) return EN_PAST_IRREGULAR[w]!;
  if (!EN_ACTION_ROOTS.includes(w)) return null;
  const past = w.endsWith('e')
    ? `${w}d`
    : /[^aeiou]y$/u.test(w)
      ? `${w.slice(0, -1)}ied`
      : `${w}ed`;
  return past.charAt(0).toUpperCase() + past.slice(1);
}

/**
 * Consonant pairs a word may begin with, in English or Indonesian ("bl", "str", "ny", "kh" …).
 * A first word that opens with any other pair of consonants ("ktif" for "aktif", cut off by
 * the CV itself) is a fragment, not a word.
 */
const ONSETS = new Set(
  (
    'bl br ch cl cr dr dw fl fr gl gn gr kh kl kn kr ng ny ph pl pn pr ps qu sc sf sh sk sl sm sn ' +
    'sp sq st sw sy th tr ts tw wh wr'
  ).split(' '),
);

/** True when the text opens with a fragment of a word (two consonants no word starts with). */
export function opensWithFragment(text: string): boolean {
  const m = /^(\p{L})(\p{L})/u.exec(text.toLowerCase());
  if (!m) return false;
  const consonant = (c: string) => /[a-z]/u.test(c) && !/[aeiouy]/u.test(c);
  return consonant(m[1]!) && consonant(m[2]!) && !ONSETS.has(`${m[1]}${m[2]}`);
}

/**
 * The first letter in capitals, unless the text opens with a fragment or with a word that
 * carries its own capitals ("eFishery", "iOS", "mRNA"): both are left as printed.
 */
function capitalise(text: string): string {
  if (opensWithFragment(text) || /^\p{Ll}+\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/**
 * Rewrites one bullet as an action-verb bullet: no bullet glyph, no filler opening, a stronger verb
 * where one maps, first letter capitalised, no trailing punctuation, single spaces. Facts and numbers
 * are kept as written.
 */
export function improveBullet(bullet: string, lang: Lang): string {
  let text = stripBulletMarker(bullet).replace(/\s+/gu, ' ').trim();
  const original = text;
  // Both catalogues apply: Indonesian CVs often carry English bullets and vice versa.
  const idFirst = lang === 'id';
  const fillers = idFirst ? [...FILLER_ID, ...FILLER_EN] : [...FILLER_EN, ...FILLER_ID];
  let strippedResponsible = false;
  let infinitive = false;
  for (const re of fillers) {
    if (re.test(text)) {
      strippedResponsible = /^(?:i\s+was\s+|was\s+)?responsible|^bertanggung/iu.test(text);
      infinitive = /^(?:i\s+was\s+|was\s+)?responsible\s+to\s/iu.test(text);
      const wasAtas = /^bertanggung\s*jawab\s+(?:atas|terhadap)\s/iu.test(text);
      text = text.replace(re, '');
      if (wasAtas && !/^me/iu.test(text)) text = `Mengelola ${text}`;
      break;
    }
  }
  if (strippedResponsible && /^[a-z]/u.test(text)) {
    const word = (text.split(' ')[0] ?? '').toLowerCase();
    const past = EN_GERUND_PAST[word];
    const base = infinitive ? enPast(word) : null;
    if (past) text = `${past}${text.slice(word.length)}`;
    else if (base) text = `${base}${text.slice(word.length)}`;
    else if (/ing$/u.test(word) && !/^me|^ber/u.test(word))
      text = text.replace(/^(\w+)ing\b/u, '$1ed');
    else if (!/^me|^ber|^men/u.test(word) && lang === 'en') text = `Managed ${text}`;
  }
  const rewrites = idFirst ? [...ID_REWRITES, ...EN_REWRITES] : [...EN_REWRITES, ...ID_REWRITES];
  for (const [re, verb] of rewrites) {
    if (re.test(text)) {
      text = text.replace(re, verb);
      break;
    }
  }
  text = text.replace(/[\s.;,:!]+$/u, '').trim();
  if (!text) return original.replace(/[\s.;,:!]+$/u, '');
  return capitalise(text);
}

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const MONTHS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];

export const PRESENT_WORDS =
  /^(?:present|current|currently|now|today|ongoing|sekarang|saat\s+ini|kini|hingga\s+kini|sampai\s+sekarang)$/iu;

/**
 * Display form of a date: 'Jan 2020' / 'Agu 2020' (Indonesian month abbreviations), '2020' when only
 * the year is known, 'Sekarang' / 'Present' for an ongoing end, '' for nothing.
 */
export function normaliseDate(
  d: string | null | undefined,
  lang: Lang,
  opts: { current?: boolean } = {},
): string {
  const present = lang === 'id' ? 'Sekarang' : 'Present';
  if (opts.current) return present;
  if (!d || !d.trim()) return '';
  if (PRESENT_WORDS.test(d.trim())) return present;
  const iso = parseDatePoint(d.trim().replace(/\s+/gu, ' '));
  if (!iso) return d.trim();
  const [year, month] = iso.split('-');
  if (!month) return year!;
  const names = lang === 'id' ? MONTHS_ID : MONTHS_EN;
  return `${names[Number(month) - 1]} ${year}`;
}
