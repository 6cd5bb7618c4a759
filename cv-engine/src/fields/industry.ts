/**
 * Industry classification: weighted keyword, job-title and skill evidence, with the headline,
 * summary and job titles weighted more than the body.
 */
import type { Industry } from '../types.ts';
import { skillEntry } from './skills-lexicon.ts';

type Scored = Exclude<Industry, 'other'>;

/** Job titles and domain words per industry (lower case regex sources, matched on word edges). */
const KEYWORDS: Record<Scored, string[]> = {
  'software/IT': [
    'software',
    'developer',
    'programmer',
    'web developer',
    'front end',
    'frontend',
    'back end',
    'backend',
    'full stack',
    'fullstack',
    'devops',
    'software engineer',
    'software engineering',
    'data scientist',
    'data engineer',
    'data analyst',
    'machine learning',
    'information technology',
    'teknologi informasi',
    'informatika',
    'teknik informatika',
    'computer science',
    'ilmu komputer',
    'sistem informasi',
    'information system',
    'information systems',
    'rekayasa perangkat lunak',
    'perangkat lunak',
    'pemrograman',
    'programming',
    'coding',
    'website',
    'aplikasi',
    'application',
    'database administrator',
    'it support',
    'network engineer',
    'system administrator',
    'cloud',
    'product manager',
    'tech',
    'technology',
    'teknologi',
    'saas',
    'startup',
    'ui developer',
    'mobile developer',
    'android developer',
    'ios developer',
    'qa engineer',
    'site reliability',
    'cyber security',
    'cybersecurity',
    'artificial intelligence',
    'rpl',
    'tkj',
  ],
  'finance/accounting': [
    'accountant',
    'accounting',
    'akuntan',
    'akuntansi',
    'finance',
    'financial',
    'keuangan',
    'auditor',
    'audit',
    'tax',
    'pajak',
    'perpajakan',
    'bookkeeper',
    'bank',
    'banking',
    'perbankan',
    'teller',
    'treasury',
    'cpa',
    'investment',
    'investasi',
    'payable',
    'receivable',
    'ledger',
    'budget analyst',
    'financial analyst',
    'controller',
    'kasir',
    'cashier',
  ],
  'marketing/sales': [
    'marketing',
    'marketer',
    'pemasaran',
    'sales',
    'penjualan',
    'digital marketing',
    'brand',
    'branding',
    'social media',
    'media sosial',
    'content creator',
    'copywriter',
    'seo',
    'advertising',
    'campaign',
    'kampanye',
    'account executive',
    'business development',
    'public relations',
    'customer acquisition',
    'e commerce',
    'ecommerce',
    'market research',
    'promosi',
    'promotion',
    'retail',
    'sales representative',
    'telemarketing',
  ],
  'design/creative': [
    'designer',
    'desainer',
    'design',
    'desain',
    'graphic',
    'grafis',
    'ui/ux',
    'ux',
    'creative',
    'kreatif',
    'illustrator',
    'ilustrator',
    'photographer',
    'fotografer',
    'photography',
    'fotografi',
    'videographer',
    'video editor',
    'cinematography',
    'animator',
    'multimedia',
    'desain komunikasi visual',
    'dkv',
    'art director',
    'visual',
    'content design',
    'branding design',
  ],
  healthcare: [
    'nurse',
    'nursing',
    'perawat',
    'keperawatan',
    'patient',
    'pasien',
    'hospital',
    'rumah sakit',
    'clinic',
    'klinik',
    'puskesmas',
    'medical',
    'medis',
    'doctor',
    'dokter',
    'physician',
    'pharmacist',
    'apoteker',
    'farmasi',
    'pharmacy',
    'midwife',
    'bidan',
    'kebidanan',
    'health',
    'kesehatan',
    'healthcare',
    'caregiver',
    'therapist',
    'clinical',
    'klinis',
    'str',
    'bls',
    'icu',
    'ners',
    'dentist',
    'dokter gigi',
    'radiographer',
    'laboratory analyst',
  ],
  education: [
    'teacher',
    'guru',
    'teaching',
    'mengajar',
    'pengajar',
    'tutor',
    'tutoring',
    'lecturer',
    'dosen',
    'instructor',
    'instruktur',
    'murid',
    'peserta didik',
    'classroom',
    'curriculum',
    'kurikulum',
    'pendidikan guru',
    'pgsd',
    'paud',
    'kindergarten',
    'lesson',
    'pembelajaran',
    'educator',
    'pedagogy',
    'fkip',
    'bimbel',
    'teaching assistant',
  ],
  'engineering/manufacturing': [
    'engineer',
    'engineering',
    'teknik',
    'mechanical',
    'mesin',
    'electrical',
    'elektro',
    'listrik',
    'civil',
    'sipil',
    'industrial',
    'industri',
    'manufacturing',
    'manufaktur',
    'production',
    'produksi',
    'factory',
    'pabrik',
    'plant',
    'mechatronics',
    'mekatronika',
    'automation',
    'otomasi',
    'plc',
    'cad',
    'autocad',
    'solidworks',
    'maintenance',
    'quality control',
    'welding',
    'machining',
    'robotics',
    'robotika',
    'iot',
    'microcontroller',
    'electronics',
    'elektronika',
    'hardware',
    'circuit',
    'computer engineering',
    'aerospace',
    'automotive',
    'otomotif',
    'chemical',
    'kimia',
    'petroleum',
    'mining',
    'pertambangan',
    'construction',
    'konstruksi',
    'technician',
    'teknisi',
    'operator',
  ],
  'hospitality/tourism': [
    'hotel',
    'perhotelan',
    'hospitality',
    'restaurant',
    'restoran',
    'resto',
    'cafe',
    'kafe',
    'chef',
    'cook',
    'koki',
    'barista',
    'waiter',
    'waitress',
    'pramusaji',
    'bartender',
    'front office',
    'front desk',
    'receptionist',
    'resepsionis',
    'housekeeping',
    'room attendant',
    'guest',
    'tamu',
    'tourism',
    'pariwisata',
    'travel',
    'tour',
    'wisata',
    'food and beverage',
    'f&b',
    'kitchen',
    'dapur',
    'resort',
    'concierge',
    'banquet',
    'culinary',
    'kuliner',
    'tata boga',
  ],
  'administration/HR': [
    'admin',
    'administrasi',
    'administration',
    'administrative',
    'administrator',
    'office',
    'kantor',
    'perkantoran',
    'secretary',
    'sekretaris',
    'receptionist',
    'clerk',
    'human resource',
    'human resources',
    'sumber daya manusia',
    'hrd',
    'hr',
    'recruitment',
    'rekrutmen',
    'recruiter',
    'payroll',
    'personalia',
    'staffing',
    'office coordinator',
    'office manager',
    'coordinator',
    'koordinator',
    'data entry',
    'filing',
    'arsip',
    'operations',
    'operasional',
    'business management',
    'management',
    'manajemen',
    'general affairs',
    'ga',
    'customer service',
    'scheduling',
  ],
  logistics: [
    'logistics',
    'logistik',
    'warehouse',
    'gudang',
    'pergudangan',
    'supply chain',
    'rantai pasok',
    'inventory',
    'inventaris',
    'stock',
    'stok',
    'procurement',
    'pengadaan',
    'purchasing',
    'shipping',
    'pengiriman',
    'shipment',
    'delivery',
    'courier',
    'kurir',
    'driver',
    'sopir',
    'supir',
    'forklift',
    'freight',
    'ekspedisi',
    'distribution',
    'distribusi',
    'fleet',
    'armada',
    'export',
    'ekspor',
    'import',
    'impor',
    'customs',
    'dispatch',
    'transportation',
    'transportasi',
    'cargo',
    'kargo',
  ],
  'research/academia': [
    'research',
    'researcher',
    'penelitian',
    'peneliti',
    'riset',
    'publication',
    'publikasi',
    'journal',
    'jurnal',
    'conference',
    'konferensi',
    'phd',
    'ph d',
    'doctoral',
    'postdoc',
    'postdoctoral',
    'professor',
    'profesor',
    'thesis',
    'tesis',
    'dissertation',
    'disertasi',
    'laboratory',
    'laboratorium',
    'academic',
    'akademik',
    'scholar',
    'fellowship',
    'grant',
    'hibah',
    'scientist',
    'ilmuwan',
    'lab',
  ],
};

/** Lower-case words; "front-end" → "front end", "UI/UX" → "ui ux", "F&B" stays one word. */
function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}&]*/gu) ?? [];
}

/** Keyword phrase (space-joined words) → industries it signals. */
const KEYWORD_MAP = new Map<string, Scored[]>();
const KEYWORD_PREFIXES = new Set<string>();
let KEYWORD_MAX = 1;
for (const industry of Object.keys(KEYWORDS) as Scored[]) {
  for (const k of KEYWORDS[industry]) {
    const w = words(k);
    if (w.length === 0) continue;
    const key = w.join(' ');
    const list = KEYWORD_MAP.get(key) ?? [];
    if (!list.includes(industry)) list.push(industry);
    KEYWORD_MAP.set(key, list);
    KEYWORD_MAX = Math.max(KEYWORD_MAX, w.length);
    for (let n = 1; n <= w.length; n++) KEYWORD_PREFIXES.add(w.slice(0, n).join(' '));
  }
}

/** Keyword hits per industry (every matching phrase at every position). */
function keywordCounts(text: string): IndustryScores {
  const counts = emptyScores();
  const w = words(text);
  for (let i = 0; i < w.length; i++) {
    let phrase = '';
    for (let j = i; j < w.length && j - i < KEYWORD_MAX; j++) {
      phrase = j === i ? w[j]! : `${phrase} ${w[j]}`;
      if (!KEYWORD_PREFIXES.has(phrase)) break;
      const hits = KEYWORD_MAP.get(phrase);
      if (hits) for (const ind of hits) counts[ind]++;
    }
  }
  return counts;
}

export interface IndustryInput {
  /** Name/headline/summary: the strongest evidence. */
  headline: string;
  /** Job titles from the experience entries. */
  titles: string[];
  /** The whole CV text. */
  body: string;
  /** Canonical skills found. */
  skills: string[];
}

export type IndustryScores = Record<Scored, number>;

function emptyScores(): IndustryScores {
  return Object.fromEntries(
    (Object.keys(KEYWORDS) as Scored[]).map((k) => [k, 0]),
  ) as IndustryScores;
}

function addMatches(scores: IndustryScores, text: string, weight: number, cap: number): void {
  const counts = keywordCounts(text);
  for (const k of Object.keys(counts) as Scored[]) scores[k] += Math.min(counts[k], cap) * weight;
}

export function industryScores(input: IndustryInput): IndustryScores {
  const scores = emptyScores();
  addMatches(scores, input.headline, 3, 6);
  addMatches(scores, input.titles.join('\n'), 2, 6);
  const bodyWords = Math.max(1, words(input.body).length);
  // Body counts are normalised to a 400-word CV so long CVs do not drown the headline.
  const bodyScores = emptyScores();
  addMatches(bodyScores, input.body, 1, 1000);
  const norm = Math.min(1, 400 / bodyWords);
  for (const k of Object.keys(bodyScores) as Scored[]) scores[k] += bodyScores[k] * norm;
  for (const s of input.skills) {
    const e = skillEntry(s);
    if (e?.industry && e.industry !== 'other') scores[e.industry as Scored] += 0.5;
  }
  return scores;
}

export function classifyIndustry(input: IndustryInput): Industry {
  const scores = industryScores(input);
  let best: Scored | null = null;
  let bestScore = 0;
  for (const k of Object.keys(scores) as Scored[]) {
    if (scores[k] > bestScore) {
      best = k;
      bestScore = scores[k];
    }
  }
  if (!best || bestScore < 4) return 'other';
  return best;
}
