/**
 * Job-description matching: the keywords a job description asks for (lexicon skills plus its most
 * frequent significant terms, Indonesian and English stopwords removed), which of them the CV
 * mentions, and a 0–100 score (skills weigh twice as much as other terms).
 */
import type { Industry, JobMatch, ParsedCv } from '../types.ts';
import { matchSkills, SKILLS, skillEntry } from '../fields/skills.ts';
import { wholeWordsRe } from '../lexicon/list.ts';

/** Typical skills per industry, most expected first (display names of the skills lexicon). */
const TYPICAL: Record<Industry, string[]> = {
  'software/IT': [
    'Git',
    'SQL',
    'REST API',
    'Docker',
    'JavaScript',
    'TypeScript',
    'Python',
    'Unit Testing',
    'Linux',
    'CI/CD',
    'Cloud Computing',
    'React',
    'Node.js',
  ],
  'finance/accounting': [
    'Microsoft Excel',
    'Financial Reporting',
    'Reconciliation',
    'Taxation',
    'General Ledger',
    'Budgeting',
    'Accurate',
    'SAP',
    'Financial Analysis',
    'Auditing',
  ],
  'marketing/sales': [
    'Digital Marketing',
    'Social Media Marketing',
    'SEO',
    'Google Analytics',
    'Copywriting',
    'Meta Ads',
    'Google Ads',
    'CRM',
    'Content Marketing',
    'Market Research',
    'Negotiation',
  ],
  'design/creative': [
    'Figma',
    'Adobe Photoshop',
    'Adobe Illustrator',
    'UI/UX Design',
    'Prototyping',
    'Typography',
    'Adobe Premiere Pro',
    'Canva',
    'Adobe After Effects',
  ],
  healthcare: [
    'Patient Care',
    'Basic Life Support',
    'Infection Control',
    'Medical Records',
    'Vital Signs',
    'First Aid',
    'Electronic Health Records',
  ],
  education: [
    'Lesson Planning',
    'Classroom Management',
    'Curriculum Development',
    'Educational Assessment',
    'E-learning',
    'Microsoft PowerPoint',
  ],
  'engineering/manufacturing': [
    'AutoCAD',
    'Quality Control',
    'HSE',
    'SolidWorks',
    'Lean Manufacturing',
    'PLC',
    'Maintenance',
    'MATLAB',
  ],
  'hospitality/tourism': [
    'Customer Service',
    'Front Office',
    'Food and Beverage',
    'Reservation Systems',
    'Guest Relations',
    'Housekeeping',
    'Food Safety',
  ],
  'administration/HR': [
    'Microsoft Excel',
    'Microsoft Word',
    'Data Entry',
    'Filing',
    'Recruitment',
    'Payroll',
    'Office Administration',
    'Scheduling',
  ],
  logistics: [
    'Inventory Management',
    'Supply Chain Management',
    'Warehouse Management',
    'Microsoft Excel',
    'Procurement',
    'Shipping',
    'Export Import',
  ],
  'research/academia': [
    'Research',
    'Statistics',
    'Academic Writing',
    'Literature Review',
    'SPSS',
    'Python',
    'LaTeX',
    'Data Analysis',
  ],
  other: ['Microsoft Office', 'Communication', 'Teamwork', 'Problem Solving', 'Time Management'],
};

/** Typical lexicon skills of an industry, most expected first. */
export function industrySkills(industry: Industry): string[] {
  const curated = TYPICAL[industry].filter((n) => skillEntry(n));
  const rest = SKILLS.filter((s) => s.industry === industry && !curated.includes(s.name)).map(
    (s) => s.name,
  );
  return [...curated, ...rest];
}

/** True when the skill belongs to the industry (by the lexicon, or by the curated list). */
export function isIndustrySkill(name: string, industry: Industry): boolean {
  return skillEntry(name)?.industry === industry || TYPICAL[industry].includes(name);
}

const STOPWORDS = new Set(
  `a an the and or of to in on at for with by from as is are be been being was were will would can could should must may
  this that these those it its we you your our they their he she his her i me my us who which what when where how why
  not no yes all any each other some such than then there here also into about over under up out more most very just only
  per via etc e.g ie plus well within across including include includes including
  yang dan atau di ke dari untuk dengan pada dalam oleh adalah ini itu akan dapat bisa juga serta para sebagai karena
  agar bagi tentang secara sudah telah belum tidak bukan ada atas bawah antara setiap semua lebih sangat hanya saja
  kami kita anda saya mereka dia ia nya tersebut yaitu yakni seperti hal lain lainnya maupun baik hingga sampai
  memiliki mempunyai merupakan menjadi sedang harus wajib diutamakan diharapkan minimal maksimal min maks tahun bulan
  kandidat calon pelamar posisi lowongan kerja pekerjaan perusahaan kualifikasi persyaratan syarat tugas tanggung jawab
  deskripsi kemampuan keahlian pengalaman berpengalaman mampu menguasai memahami pemahaman baik kuat tinggi usia pria wanita
  domisili lokasi location penempatan kantor office gaji benefit tunjangan kesempatan bergabung tim lamar segera kirim cv email
  candidate candidates position role job company qualifications qualification requirements requirement responsibilities
  responsibility description skills skill experience experienced years year ability able strong good excellent knowledge
  understanding familiar familiarity proficient proficiency preferred plus required requires require minimum least
  apply join team work working opportunity salary benefits looking seek seeking ideal must-have nice have has had
  degree bachelor bachelors s1 d3 sma smk related field fields equivalent
  menggunakan terbiasa setara pendidikan jurusan nilai tambah lulusan fresh graduate teknik bidang
  dicari mencari dibutuhkan membutuhkan bekerja sama mau bersedia siap cepat mandiri jujur teliti
  disiplin bertanggung berkomunikasi komunikasi lingkungan tekanan target
  hybrid remote onsite wfh wfo full-time part-time fulltime parttime kontrak contract permanent internship magang
  jakarta bandung surabaya yogyakarta jogja semarang medan makassar bali denpasar malang bekasi tangerang depok
  bogor batam palembang solo surakarta balikpapan pekanbaru indonesia selatan utara barat timur pusat
  we are our hiring who will also using use used work works including etc like such plus nice bonus`.split(
    /\s+/u,
  ),
);

function mentions(lowerText: string, term: string): boolean {
  return wholeWordsRe([term.toLowerCase()], 'u').test(lowerText);
}

/** A CV mentions a skill when its parsed skills include it or any synonym appears in the text. */
function cvHasSkill(parsed: ParsedCv, lowerText: string, name: string): boolean {
  if (parsed.skills.some((s) => s.toLowerCase() === name.toLowerCase())) return true;
  const entry = skillEntry(name);
  const forms = entry ? entry.synonyms.map((s) => s.replace(/^=/u, '')) : [name];
  return forms.some((f) => f.length > 1 && mentions(lowerText, f));
}

export interface JobKeywords {
  skills: string[];
  terms: string[];
}

/** Lexicon skills and up to `maxTerms` significant other terms of a job description. */
export function extractJobKeywords(jobDescription: string, maxTerms = 8): JobKeywords {
  const skills = matchSkills(jobDescription);
  const skillForms = new Set(
    skills.flatMap((s) => [
      s.toLowerCase(),
      ...(skillEntry(s)?.synonyms ?? []).map((x) => x.replace(/^=/u, '').toLowerCase()),
    ]),
  );
  const skillWords = new Set(
    skills.flatMap((s) => [
      ...s.toLowerCase().split(/[^\p{L}\p{N}+#]+/u),
      ...(skillEntry(s)?.synonyms ?? []).flatMap((x) =>
        x
          .replace(/^=/u, '')
          .toLowerCase()
          .split(/[^\p{L}\p{N}+#]+/u),
      ),
    ]),
  );
  const counts = new Map<string, { n: number; first: number; form: string }>();
  const tokens = jobDescription.match(/[\p{L}][\p{L}\p{N}+#.-]*[\p{L}\p{N}+#]|[\p{L}]/gu) ?? [];
  tokens.forEach((raw, i) => {
    const form = raw.replace(/[.-]+$/u, '');
    const t = form.toLowerCase();
    if (t.length < 3 || STOPWORDS.has(t) || skillWords.has(t) || skillForms.has(t)) return;
    if (/^\d/u.test(t)) return;
    const c = counts.get(t);
    if (c) c.n++;
    else counts.set(t, { n: 1, first: i, form: t });
  });
  const terms = [...counts.values()]
    .sort((a, b) => b.n - a.n || a.first - b.first)
    .slice(0, maxTerms)
    .map((c) => c.form);
  return { skills, terms };
}

/** Matches a CV against a job description. */
export function matchJob(parsed: ParsedCv, text: string, jobDescription: string): JobMatch {
  const { skills, terms } = extractJobKeywords(jobDescription);
  const lower = text.toLowerCase();
  const matched: string[] = [];
  const missing: string[] = [];
  let got = 0;
  let total = 0;
  for (const s of skills) {
    total += 2;
    if (cvHasSkill(parsed, lower, s)) {
      matched.push(s);
      got += 2;
    } else missing.push(s);
  }
  for (const t of terms) {
    total += 1;
    const stem = t.length >= 6 ? t.slice(0, t.length - 1) : t;
    // A plain word of the ad ("staf", "pph") counts towards the score, but only lexicon
    // skills are ever listed as missing: a word is no skill the user can add.
    if (mentions(lower, t) || (stem !== t && lower.includes(stem))) {
      matched.push(t);
      got += 1;
    }
  }
  return { score: total === 0 ? 0 : Math.round((100 * got) / total), matched, missing };
}
