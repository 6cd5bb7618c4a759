/**
 * The generated corpus' ground truth: a seeded generator that writes a CV's facts first (who,
 * what, when, as printed), before any layout draws them. Every value printed on a generated CV
 * comes from here, so the eval knows exactly what a correct reading is.
 *
 * Deterministic: the same seed, family, language and index give the same CV on every machine.
 * Each document has its own seed (derived from the corpus seed and its family/language/index),
 * so adding families or raising --n never changes the documents already there.
 */
import type { Lang, SectionKey } from '../../src/types.ts';

// ---- Seeded randomness ---------------------------------------------------------------------------

/** 32-bit FNV-1a of a string: the seed of one document. */
export function hashSeed(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  /** n distinct items, in random order. */
  sample<T>(xs: readonly T[], n: number): T[];
}

/** mulberry32: small, fast, and the same on every platform. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample<T>(xs: readonly T[], n: number): T[] {
      const copy = [...xs];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, Math.min(n, copy.length));
    },
  };
}

// ---- The truth -----------------------------------------------------------------------------------

export interface YearMonth {
  year: number;
  /** 1–12, or null when only the year is printed. */
  month: number | null;
}

export interface GenJob {
  title: string;
  organisation: string;
  location: string | null;
  start: YearMonth;
  /** Null when current. */
  end: YearMonth | null;
  current: boolean;
  /** The date range exactly as printed. */
  dates: string;
  bullets: string[];
}

export interface GenSchool {
  institution: string;
  degree: string;
  major: string;
  location: string | null;
  start: YearMonth;
  end: YearMonth | null;
  current: boolean;
  dates: string;
  gpa: string | null;
}

export interface GenItem {
  name: string;
  /** As printed, or null. */
  dates: string | null;
  details: string[];
}

/** How this CV words and formats what it prints (its vocabulary, not its facts). */
export interface GenStyle {
  /** The heading printed for each section. */
  headings: Partial<Record<SectionKey, string>>;
  dateFormat: DateFormat;
  /** Label before the phone ("HP", "Telp", "WA" …), or null for none. */
  phoneLabel: string | null;
  emailLabel: string | null;
  /** Print "Alamat: …" / "Address: …" before the location. */
  locationLabel: string | null;
  linkedinLabel: string | null;
}

export interface GeneratedCv {
  /** e.g. "classic-id-003". */
  id: string;
  family: string;
  lang: Lang;
  index: number;
  seed: number;
  /** Never looked at while tuning: printed apart by the eval. */
  heldOut: boolean;
  industry: string;
  /** The person's name (no academic titles). */
  name: string;
  /** As printed at the top, with titles when the CV has them ("Budi Santoso, S.Kom."). */
  nameDisplay: string;
  /** Job title printed under the name. */
  headline: string;
  email: string;
  /** As printed; null when the CV has none. */
  phone: string | null;
  /** E.164 form of `phone`. */
  phoneE164: string | null;
  /** The candidate's own location or address, as printed. */
  location: string;
  /** As printed (URL or "linkedin.com/in/x"), or null. */
  linkedin: string | null;
  /** Personal data an Indonesian CV prints (Data Pribadi block). */
  birth: { place: string; date: string };
  summary: string | null;
  experience: GenJob[];
  education: GenSchool[];
  skills: string[];
  languages: string[];
  certifications: GenItem[];
  projects: GenItem[];
  organizations: GenItem[];
  publications: string[];
  style: GenStyle;
}

/** The sections a CV prints, in the order the canonical label lists them. */
export function truthSections(cv: GeneratedCv): SectionKey[] {
  const out: SectionKey[] = [];
  if (cv.summary) out.push('summary');
  out.push('experience', 'education', 'skills');
  if (cv.certifications.length) out.push('certifications');
  if (cv.languages.length) out.push('languages');
  if (cv.organizations.length) out.push('organizations');
  if (cv.projects.length) out.push('projects');
  if (cv.publications.length) out.push('publications');
  return out;
}

// ---- Vocabulary ----------------------------------------------------------------------------------

const FIRST = [
  'Budi',
  'Siti',
  'Rina',
  'Agus',
  'Dewi',
  'Eko',
  'Putri',
  'Rizky',
  'Ayu',
  'Fajar',
  'Indah',
  'Yusuf',
  'Nurul',
  'Kevin',
  'Stefani',
  'Hendra',
  'Wahyu',
  'Lestari',
  'Bagas',
  'Anisa',
  'Dimas',
  'Maria',
  'Yohanes',
  'Intan',
];
const MIDDLE = ['Adi', 'Tri', 'Dwi', 'Eka', 'Nur', 'Sri', 'Aditya', 'Kurnia', 'Cahya', 'Ratna'];
const LAST = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Lestari',
  'Pratama',
  'Hidayat',
  'Kusumawati',
  'Nugroho',
  'Setiawan',
  'Halim',
  'Gunawan',
  'Rahmawati',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Hutapea',
  'Wibowo',
  'Susanto',
];
/** Names people really carry in full: long Javanese and Batak names, single names. */
const SPECIAL_NAMES = [
  'Raden Mas Bagus Hadiningrat Wicaksono',
  'Hotman Parlindungan Simanjuntak',
  'Theresia Romauli Br Sitorus',
  'Gusti Ayu Made Sukmawati',
  'Andi Muhammad Fadhil Mappanyukki',
  'Sutrisno',
  'Suparmi',
  'Mulyadi',
  'Ni Luh Putu Ayu Kartika',
  'Muhammad Rafi Abdillah Prasetyo',
];
const TITLES_AFTER = ['S.Kom.', 'S.E.', 'S.T.', 'A.Md.', 'S.Pd.', 'M.M.', 'S.Ak.', 'S.I.Kom.'];

interface Industry {
  key: string;
  titles: { id: string; en: string }[];
  bullets: { id: string[]; en: string[] };
  skills: string[];
  majors: { id: string; en: string }[];
  certs: string[];
  projects: { id: string; en: string }[];
}

const INDUSTRIES: Industry[] = [
  {
    key: 'software/IT',
    titles: [
      { id: 'Pengembang Web', en: 'Web Developer' },
      { id: 'Software Engineer', en: 'Software Engineer' },
      { id: 'Staf IT Support', en: 'IT Support Specialist' },
      { id: 'Analis Data', en: 'Data Analyst' },
    ],
    bullets: {
      id: [
        'Mengembangkan 12 fitur aplikasi web dengan React dan Node.js untuk 5.000 pengguna aktif',
        'Mengurangi waktu muat halaman sebesar 40% dengan optimasi kueri basis data',
        'Menangani 30 tiket dukungan teknis per minggu dengan waktu respons rata-rata 2 jam',
        'Menyusun dasbor penjualan di Power BI untuk tim manajemen',
        'Membangun REST API untuk integrasi pembayaran dengan 3 mitra bank',
        'Mengotomatiskan laporan harian dengan Python sehingga menghemat 6 jam kerja per minggu',
      ],
      en: [
        'Developed 12 web application features with React and Node.js for 5,000 active users',
        'Reduced page load time by 40% by optimising database queries',
        'Resolved 30 support tickets per week with an average response time of 2 hours',
        'Built sales dashboards in Power BI for the management team',
        'Designed a REST API integrating payments with 3 partner banks',
        'Automated daily reports in Python, saving 6 hours of work per week',
      ],
    },
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Python', 'SQL', 'Git', 'Docker'],
    majors: [
      { id: 'Teknik Informatika', en: 'Computer Science' },
      { id: 'Sistem Informasi', en: 'Information Systems' },
    ],
    certs: ['AWS Certified Cloud Practitioner', 'Google Data Analytics Certificate'],
    projects: [
      { id: 'Aplikasi Kasir Toko Online', en: 'Online Store Point of Sale App' },
      { id: 'Sistem Informasi Perpustakaan', en: 'Library Information System' },
    ],
  },
  {
    key: 'finance/accounting',
    titles: [
      { id: 'Staf Akuntansi', en: 'Accounting Staff' },
      { id: 'Staf Keuangan', en: 'Finance Officer' },
      { id: 'Auditor Junior', en: 'Junior Auditor' },
    ],
    bullets: {
      id: [
        'Menyusun laporan keuangan bulanan untuk 3 cabang tepat waktu',
        'Menghitung PPh 21 untuk 120 karyawan setiap bulan',
        'Merekonsiliasi 400 transaksi bank per bulan di Microsoft Excel',
        'Mengaudit 15 laporan keuangan klien bersama tim senior',
        'Menurunkan selisih kas sebesar 25% melalui prosedur verifikasi harian',
      ],
      en: [
        'Prepared monthly financial statements for 3 branches on schedule',
        'Calculated income tax for 120 employees every month',
        'Reconciled 400 bank transactions per month in Microsoft Excel',
        'Audited 15 client financial statements with the senior team',
        'Cut cash discrepancies by 25% through a daily verification procedure',
      ],
    },
    skills: ['Microsoft Excel', 'Accurate', 'SAP', 'Perpajakan', 'Akuntansi', 'Audit'],
    majors: [
      { id: 'Akuntansi', en: 'Accounting' },
      { id: 'Manajemen Keuangan', en: 'Financial Management' },
    ],
    certs: ['Brevet Pajak A dan B', 'Certified Accounting Technician'],
    projects: [{ id: 'Analisis Laporan Keuangan UMKM', en: 'Small Business Financial Analysis' }],
  },
  {
    key: 'marketing/sales',
    titles: [
      { id: 'Staf Pemasaran Digital', en: 'Digital Marketing Specialist' },
      { id: 'Sales Executive', en: 'Sales Executive' },
      { id: 'Content Creator', en: 'Content Creator' },
    ],
    bullets: {
      id: [
        'Meningkatkan pengikut Instagram dari 2.000 menjadi 18.000 dalam 8 bulan',
        'Mengelola anggaran iklan Rp 50.000.000 per bulan di Google Ads',
        'Mencapai 120% target penjualan kuartal ketiga',
        'Membuat 60 konten video pendek untuk kampanye produk baru',
        'Menjalin kerja sama dengan 25 toko ritel di Jawa Barat',
      ],
      en: [
        'Grew Instagram followers from 2,000 to 18,000 in 8 months',
        'Managed a monthly Google Ads budget of IDR 50 million',
        'Reached 120% of the third-quarter sales target',
        'Produced 60 short videos for a new product campaign',
        'Signed partnerships with 25 retail stores in West Java',
      ],
    },
    skills: ['Google Ads', 'SEO', 'Canva', 'Copywriting', 'Meta Ads', 'Negosiasi'],
    majors: [
      { id: 'Ilmu Komunikasi', en: 'Communication Studies' },
      { id: 'Manajemen Pemasaran', en: 'Marketing Management' },
    ],
    certs: ['Google Ads Search Certification', 'HubSpot Content Marketing'],
    projects: [{ id: 'Kampanye Ramadan Brand Lokal', en: 'Local Brand Ramadan Campaign' }],
  },
  {
    key: 'administration/HR',
    titles: [
      { id: 'Staf Administrasi', en: 'Administrative Staff' },
      { id: 'Staf HRD', en: 'HR Officer' },
      { id: 'Resepsionis', en: 'Receptionist' },
    ],
    bullets: {
      id: [
        'Mengelola arsip 1.500 dokumen karyawan secara digital',
        'Menyelenggarakan rekrutmen untuk 40 posisi dalam satu tahun',
        'Menyusun jadwal rapat dan perjalanan dinas untuk 3 direktur',
        'Memproses penggajian 200 karyawan setiap bulan',
        'Menyambut dan mengarahkan rata-rata 50 tamu per hari',
      ],
      en: [
        'Digitised the records of 1,500 employee documents',
        'Ran recruitment for 40 positions in one year',
        'Scheduled meetings and business trips for 3 directors',
        'Processed payroll for 200 employees every month',
        'Welcomed and directed an average of 50 visitors a day',
      ],
    },
    skills: ['Microsoft Office', 'Administrasi', 'Rekrutmen', 'Komunikasi', 'Manajemen Arsip'],
    majors: [
      { id: 'Administrasi Perkantoran', en: 'Office Administration' },
      { id: 'Psikologi', en: 'Psychology' },
    ],
    certs: ['Sertifikasi BNSP Manajemen SDM', 'Microsoft Office Specialist'],
    projects: [{ id: 'Digitalisasi Arsip Kantor', en: 'Office Records Digitisation' }],
  },
  {
    key: 'engineering/manufacturing',
    titles: [
      { id: 'Teknisi Produksi', en: 'Production Technician' },
      { id: 'Quality Control', en: 'Quality Control Inspector' },
      { id: 'Insinyur Sipil', en: 'Civil Engineer' },
    ],
    bullets: {
      id: [
        'Menurunkan produk cacat sebesar 18% dengan metode 5S',
        'Melakukan perawatan rutin 20 mesin produksi setiap minggu',
        'Mengawasi proyek gedung 4 lantai senilai Rp 12 miliar',
        'Memeriksa 300 unit produk per shift sesuai standar ISO 9001',
      ],
      en: [
        'Cut product defects by 18% using the 5S method',
        'Maintained 20 production machines every week',
        'Supervised a four-storey building project worth IDR 12 billion',
        'Inspected 300 units per shift against ISO 9001 standards',
      ],
    },
    skills: ['AutoCAD', 'ISO 9001', 'Lean Manufacturing', 'SolidWorks', 'K3'],
    majors: [
      { id: 'Teknik Mesin', en: 'Mechanical Engineering' },
      { id: 'Teknik Sipil', en: 'Civil Engineering' },
    ],
    certs: ['Ahli K3 Umum', 'Certified Lean Six Sigma Yellow Belt'],
    projects: [{ id: 'Perancangan Jig Perakitan', en: 'Assembly Jig Design' }],
  },
  {
    key: 'hospitality/tourism',
    titles: [
      { id: 'Front Office Agent', en: 'Front Office Agent' },
      { id: 'Pramusaji', en: 'Waiter' },
      { id: 'Pemandu Wisata', en: 'Tour Guide' },
    ],
    bullets: {
      id: [
        'Melayani check-in dan check-out hingga 80 tamu per hari',
        'Meraih nilai ulasan tamu 4,8 dari 5 selama 2 tahun',
        'Memandu 150 rombongan wisatawan mancanegara',
        'Menangani reservasi restoran untuk acara hingga 200 orang',
      ],
      en: [
        'Handled check-in and check-out for up to 80 guests a day',
        'Kept a guest review rating of 4.8 out of 5 for 2 years',
        'Guided 150 groups of international visitors',
        'Managed restaurant bookings for events of up to 200 people',
      ],
    },
    skills: ['Opera PMS', 'Pelayanan Pelanggan', 'Bahasa Inggris', 'Food and Beverage'],
    majors: [
      { id: 'Perhotelan', en: 'Hospitality Management' },
      { id: 'Pariwisata', en: 'Tourism' },
    ],
    certs: ['Sertifikat Kompetensi Front Office', 'Food Safety Level 1'],
    projects: [{ id: 'Festival Kuliner Kampus', en: 'Campus Food Festival' }],
  },
];

const COMPANIES = [
  'PT Mitra Sejahtera Abadi',
  'PT Sinar Mas Teknologi',
  'PT Bank Harapan Nusantara',
  'CV Karya Mandiri',
  'PT Tokopedia Niaga',
  'PT Astra Komponen Indonesia',
  'PT Indofood Sukses Makmur',
  'Hotel Santika Bandung',
  'PT Gojek Indonesia',
  'Koperasi Maju Bersama',
  'PT Telkom Indonesia',
  'Rumah Makan Sederhana',
  'PT Kimia Farma',
  'Accenture Indonesia',
  'PT Bukit Asam',
];
const CITIES = [
  { id: 'Jakarta Selatan, DKI Jakarta', en: 'South Jakarta, Indonesia', short: 'Jakarta' },
  { id: 'Bandung, Jawa Barat', en: 'Bandung, West Java', short: 'Bandung' },
  { id: 'Surabaya, Jawa Timur', en: 'Surabaya, East Java', short: 'Surabaya' },
  { id: 'Medan, Sumatera Utara', en: 'Medan, North Sumatra', short: 'Medan' },
  { id: 'Yogyakarta, DI Yogyakarta', en: 'Yogyakarta, Indonesia', short: 'Yogyakarta' },
  { id: 'Semarang, Jawa Tengah', en: 'Semarang, Central Java', short: 'Semarang' },
  { id: 'Makassar, Sulawesi Selatan', en: 'Makassar, South Sulawesi', short: 'Makassar' },
  { id: 'Denpasar, Bali', en: 'Denpasar, Bali', short: 'Denpasar' },
  { id: 'Kota Bekasi, Jawa Barat', en: 'Bekasi, West Java', short: 'Bekasi' },
];
const STREETS = [
  'Jl. Kenanga No. 12',
  'Jl. Merdeka No. 45',
  'Jl. Diponegoro No. 7',
  'Jl. Melati Raya No. 3',
];
const UNIVERSITIES = [
  'Universitas Indonesia',
  'Universitas Gadjah Mada',
  'Institut Teknologi Bandung',
  'Universitas Airlangga',
  'Universitas Brawijaya',
  'Universitas Sumatera Utara',
  'Universitas Bina Nusantara',
  'Politeknik Negeri Jakarta',
  'Universitas Hasanuddin',
  'Institut Teknologi Sepuluh Nopember',
];
const SCHOOLS = [
  'SMK Negeri 1 Bandung',
  'SMA Negeri 3 Semarang',
  'SMK Telkom Malang',
  'SMA Negeri 8 Jakarta',
];
const DEGREES = {
  id: ['S1', 'D3', 'S2'],
  en: ['Bachelor of Science', 'Associate Degree', 'Master of Science'],
} as const;
const LANGS: Record<Lang, readonly (readonly string[])[]> = {
  id: [
    ['Bahasa Indonesia (Penutur Asli)', 'Bahasa Inggris (Menengah)'],
    ['Indonesia (Aktif)', 'Inggris (Pasif)', 'Jepang (Dasar)'],
    ['Bahasa Indonesia', 'Bahasa Inggris – TOEFL 520'],
  ],
  en: [
    ['Indonesian (Native)', 'English (Professional)'],
    ['Indonesian – native', 'English – fluent', 'Mandarin – basic'],
    ['English (IELTS 6.5)', 'Indonesian (Native)'],
  ],
};
const ORGS = {
  id: [
    {
      name: 'Himpunan Mahasiswa Jurusan — Ketua Divisi Acara',
      detail: 'Memimpin 15 anggota menyelenggarakan seminar nasional dengan 300 peserta',
    },
    {
      name: 'BEM Fakultas — Staf Hubungan Masyarakat',
      detail: 'Mengelola media sosial fakultas dan menulis 40 rilis kegiatan',
    },
  ],
  en: [
    {
      name: 'Student Association — Head of Events',
      detail: 'Led 15 members to run a national seminar with 300 attendees',
    },
    {
      name: 'Faculty Student Council — Public Relations Staff',
      detail: 'Ran the faculty social media and wrote 40 event releases',
    },
  ],
};
const PUBLICATIONS = {
  id: [
    'Santoso, B. (2022). Analisis Sentimen Ulasan Aplikasi dengan Naive Bayes. Jurnal Teknologi Informasi, 8(2), 45–52.',
    'Wijaya, R. & Halim, S. (2021). Model Prediksi Harga Beras di Jawa Barat. Prosiding Seminar Nasional Statistika, 112–119.',
    'Pratama, A. (2023). Evaluasi Kepuasan Pelanggan UMKM Kuliner. Jurnal Manajemen Indonesia, 23(1), 10–21.',
  ],
  en: [
    'Santoso, B. (2022). Sentiment Analysis of App Reviews with Naive Bayes. Journal of Information Technology, 8(2), 45–52.',
    'Wijaya, R. & Halim, S. (2021). Forecasting Rice Prices in West Java. Proceedings of the National Statistics Seminar, 112–119.',
    'Pratama, A. (2023). Customer Satisfaction in Culinary Small Businesses. Indonesian Management Journal, 23(1), 10–21.',
  ],
};

// ---- Headings, dates and labels: the vocabulary real CVs vary ------------------------------------

const HEADINGS: Record<Lang, Record<string, string[]>> = {
  id: {
    summary: ['Ringkasan', 'Profil', 'Tentang Saya', 'Ringkasan Profesional'],
    experience: ['Pengalaman Kerja', 'Riwayat Pekerjaan', 'Pengalaman'],
    education: ['Pendidikan', 'Riwayat Pendidikan', 'Pendidikan Formal'],
    skills: ['Keahlian', 'Keterampilan', 'Kemampuan'],
    certifications: ['Sertifikasi', 'Sertifikat', 'Pelatihan dan Sertifikasi'],
    languages: ['Bahasa', 'Kemampuan Bahasa'],
    organizations: ['Pengalaman Organisasi', 'Organisasi'],
    projects: ['Proyek', 'Portofolio Proyek'],
    publications: ['Publikasi', 'Karya Ilmiah'],
  },
  en: {
    summary: ['Summary', 'Profile', 'Professional Summary', 'About Me'],
    experience: ['Work Experience', 'Professional Experience', 'Employment History', 'Experience'],
    education: ['Education', 'Academic Background', 'Education History'],
    skills: ['Skills', 'Technical Skills', 'Core Competencies'],
    certifications: ['Certifications', 'Licenses & Certifications', 'Certificates'],
    languages: ['Languages', 'Language Skills'],
    organizations: ['Organizational Experience', 'Leadership & Activities', 'Organizations'],
    projects: ['Projects', 'Selected Projects'],
    publications: ['Publications', 'Selected Publications'],
  },
};

export type DateFormat =
  'mon-id' | 'month-id' | 'month-mixed' | 'mm/yyyy' | 'yyyy' | 'mon-en' | 'month-en';

const DATE_FORMATS: Record<Lang, DateFormat[]> = {
  id: ['mon-id', 'month-id', 'month-mixed', 'mm/yyyy', 'yyyy'],
  en: ['mon-en', 'month-en', 'mm/yyyy', 'yyyy', 'month-mixed'],
};

const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const MON_ID = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MON_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function formatYm(ym: YearMonth, f: DateFormat, lang: Lang): string {
  const m = ym.month;
  if (f === 'yyyy' || m === null) return String(ym.year);
  switch (f) {
    case 'mon-id':
      return `${MON_ID[m - 1]} ${ym.year}`;
    case 'month-id':
      return `${MONTHS_ID[m - 1]} ${ym.year}`;
    case 'month-mixed':
      return `${(lang === 'id' ? MONTHS_ID : MONTHS_EN)[m - 1]} ${ym.year}`;
    case 'mm/yyyy':
      return `${String(m).padStart(2, '0')}/${ym.year}`;
    case 'mon-en':
      return `${MON_EN[m - 1]} ${ym.year}`;
    case 'month-en':
      return `${MONTHS_EN[m - 1]} ${ym.year}`;
  }
}

/** "Jan 2020 – Sekarang", "01/2020 - 03/2022", "2019–2021", "Maret 2021 - Present". */
export function formatRange(
  start: YearMonth,
  end: YearMonth | null,
  f: DateFormat,
  lang: Lang,
  dash: string,
): string {
  const now = f === 'month-mixed' ? 'Present' : lang === 'id' ? 'Sekarang' : 'Present';
  const a = formatYm(start, f, lang);
  const b = end ? formatYm(end, f, lang) : now;
  return `${a}${dash}${b}`;
}

// ---- Phone numbers -------------------------------------------------------------------------------

function makePhone(rng: Rng): { printed: string; e164: string } {
  const prefix = rng.pick(['812', '813', '821', '852', '857', '878', '896', '819']);
  const a = String(rng.int(1000, 9999));
  const b = String(rng.int(1000, 9999)).slice(0, rng.chance(0.7) ? 4 : 3);
  const digits = `${prefix}${a}${b}`;
  const e164 = `+62${digits}`;
  const printed = rng.pick([
    `0${prefix}-${a}-${b}`,
    `0${prefix} ${a} ${b}`,
    `0${digits}`,
    `+62 ${prefix} ${a} ${b}`,
    `+62 ${prefix}-${a}-${b}`,
    `+62${digits}`,
    `(+62) ${prefix} ${a} ${b}`,
  ]);
  return { printed, e164 };
}

// ---- One CV --------------------------------------------------------------------------------------

/** One document in HELD_OUT_EVERY is held out, in every family and language. */
export const HELD_OUT_EVERY = 4;

/**
 * Whether a document is held out: exactly one in every HELD_OUT_EVERY consecutive indices of a
 * family and language, which one chosen by the corpus seed (so each family has the same share,
 * and raising --n never moves a document from one part to the other).
 */
export function isHeldOut(seed: number, family: string, lang: Lang, index: number): boolean {
  return (index + hashSeed(`${seed}:${family}:${lang}:held-out`)) % HELD_OUT_EVERY === 0;
}

export interface GenerateOptions {
  family: string;
  lang: Lang;
  index: number;
  /** The corpus seed. */
  seed: number;
  /** Family traits: the academic family always prints publications, etc. */
  traits?: FamilyTraits;
}

export interface FamilyTraits {
  publications?: boolean;
  /** Skills before experience (functional CV): affects nothing in the truth but the order. */
  skillsFirst?: boolean;
  /** Prints the Indonesian "Data Pribadi" block (street address as location). */
  personalData?: boolean;
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/gu, '')
    .trim()
    .split(/\s+/u)
    .join('');
}

export function generateCv(opts: GenerateOptions): GeneratedCv {
  const { family, lang, index, seed } = opts;
  const traits = opts.traits ?? {};
  const id = `${family}-${lang}-${String(index).padStart(3, '0')}`;
  const docSeed = hashSeed(`${seed}:${id}`);
  const rng = makeRng(docSeed);
  const heldOut = isHeldOut(seed, family, lang, index);
  const ind = traits.publications
    ? { ...rng.pick(INDUSTRIES), key: 'research/academia' }
    : rng.pick(INDUSTRIES);

  // Name: two or three parts, a long regional name or a single name; sometimes academic titles.
  const name = rng.chance(0.25)
    ? rng.pick(SPECIAL_NAMES)
    : rng.chance(0.4)
      ? `${rng.pick(FIRST)} ${rng.pick(MIDDLE)} ${rng.pick(LAST)}`
      : `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
  const title = traits.publications || rng.chance(0.3) ? rng.pick(TITLES_AFTER) : null;
  const nameDisplay = title
    ? traits.publications && rng.chance(0.5)
      ? `Dr. ${name}, ${title}`
      : `${name}, ${title}`
    : name;

  const handle = slug(name);
  const email = rng.pick([
    `${handle}@gmail.com`,
    `${handle}${rng.int(1, 99)}@gmail.com`,
    `${handle.slice(0, 12)}@yahoo.co.id`,
    `${handle}.work@outlook.com`,
  ]);
  const phone = rng.chance(0.85) ? makePhone(rng) : null;
  const city = rng.pick(CITIES);
  const location = traits.personalData
    ? `${rng.pick(STREETS)}, ${city.id}`
    : lang === 'id'
      ? city.id
      : city.en;
  const linkedin = rng.chance(0.65)
    ? rng.pick([
        `linkedin.com/in/${handle}`,
        `https://www.linkedin.com/in/${handle}`,
        `www.linkedin.com/in/${handle}-${rng.int(10, 99)}`,
      ])
    : null;

  const dateFormat = rng.pick(DATE_FORMATS[lang]);
  const dash = rng.pick(
    [' – ', ' - ', '–', ' — ', ' s.d. '].filter((d) => lang === 'id' || d !== ' s.d. '),
  );
  const jobs = rng.int(1, 4);
  const titlePair = rng.pick(ind.titles);
  const headline = titlePair[lang];

  // Dates: the newest job may be current; each earlier one ends before the next starts.
  let cursor: YearMonth = { year: 2026, month: rng.int(1, 10) };
  const yearOnly = dateFormat === 'yyyy';
  const experience: GenJob[] = [];
  const usedCompanies = rng.sample(COMPANIES, jobs);
  for (let j = 0; j < jobs; j++) {
    const current = j === 0 && rng.chance(0.6);
    const end: YearMonth | null = current
      ? null
      : {
          year: cursor.year - (j === 0 ? 0 : rng.int(0, 1)),
          month: yearOnly ? null : rng.int(1, 12),
        };
    const spanYears = rng.int(1, 3);
    const endYear = end ? end.year : cursor.year;
    const start: YearMonth = { year: endYear - spanYears, month: yearOnly ? null : rng.int(1, 12) };
    cursor = { year: start.year, month: start.month };
    const t = j === 0 ? titlePair : rng.pick(ind.titles);
    const bullets = rng.sample(ind.bullets[lang], rng.int(1, 3));
    experience.push({
      title: t[lang],
      organisation: usedCompanies[j]!,
      location: rng.chance(0.5) ? rng.pick(CITIES).short : null,
      start,
      end,
      current,
      dates: formatRange(start, end, dateFormat, lang, dash),
      bullets,
    });
  }

  const education: GenSchool[] = [];
  const major = rng.pick(ind.majors);
  const uniEnd = cursor.year - (rng.chance(0.5) ? 0 : 1);
  const uniStart = uniEnd - 4;
  const gpa = rng.chance(0.6) ? (rng.int(300, 398) / 100).toFixed(2) : null;
  const deg = rng.pick([0, 0, 1, 2]);
  const uni = {
    institution: rng.pick(UNIVERSITIES),
    degree: DEGREES[lang][deg]!,
    major: major[lang],
    location: null,
    start: { year: uniStart, month: yearOnly ? null : 8 },
    end: { year: uniEnd, month: yearOnly ? null : rng.pick([7, 8, 10]) },
    current: false,
    dates: '',
    gpa,
  };
  uni.dates = formatRange(uni.start, uni.end, dateFormat, lang, dash);
  education.push(uni);
  if (rng.chance(0.4)) {
    const s = { year: uniStart - 3, month: null };
    const e = { year: uniStart, month: null };
    education.push({
      institution: rng.pick(SCHOOLS),
      degree: lang === 'id' ? 'SMA/SMK' : 'High School',
      major: lang === 'id' ? rng.pick(['IPA', 'IPS', 'Rekayasa Perangkat Lunak']) : 'Science',
      location: null,
      start: s,
      end: e,
      current: false,
      dates: formatRange(s, e, 'yyyy', lang, dash),
      gpa: null,
    });
  }

  const skills = rng.sample(ind.skills, rng.int(3, Math.min(6, ind.skills.length)));
  const summary = rng.chance(0.75)
    ? lang === 'id'
      ? `${headline} dengan pengalaman ${experience.length > 1 ? 'beberapa tahun' : 'dua tahun'} di ${experience[0]!.organisation}. Terbiasa bekerja dengan ${skills.slice(0, 2).join(' dan ')}, teliti, dan siap berkontribusi pada tim.`
      : `${headline} with hands-on experience at ${experience[0]!.organisation}. Comfortable with ${skills.slice(0, 2).join(' and ')}, detail-oriented and ready to contribute to a growing team.`
    : null;
  const languages = rng.chance(0.6) ? [...rng.pick(LANGS[lang])] : [];
  const certifications: GenItem[] = rng.chance(0.5)
    ? rng.sample(ind.certs, rng.int(1, 2)).map((c) => ({
        name: c,
        dates: String(rng.int(2019, 2025)),
        details: [],
      }))
    : [];
  const projects: GenItem[] = rng.chance(0.4)
    ? [
        {
          name: rng.pick(ind.projects)[lang],
          dates: String(rng.int(2020, 2025)),
          details: [rng.pick(ind.bullets[lang])],
        },
      ]
    : [];
  const organizations: GenItem[] =
    rng.chance(0.35) && !traits.publications
      ? [
          (() => {
            const o = rng.pick(ORGS[lang]);
            const s = { year: uniStart + 1, month: null };
            const e = { year: uniStart + 2, month: null };
            return {
              name: o.name,
              dates: formatRange(s, e, 'yyyy', lang, dash),
              details: [o.detail],
            };
          })(),
        ]
      : [];
  const publications = traits.publications ? rng.sample(PUBLICATIONS[lang], rng.int(2, 3)) : [];

  const headings: Partial<Record<SectionKey, string>> = {};
  for (const [k, xs] of Object.entries(HEADINGS[lang])) {
    headings[k as SectionKey] = rng.pick(xs);
  }
  const style: GenStyle = {
    headings,
    dateFormat,
    phoneLabel: rng.pick(
      lang === 'id'
        ? ['HP', 'Telp', 'WA', 'No. HP', 'Telepon', null]
        : ['Phone', 'Mobile', 'WhatsApp', 'Tel', null],
    ),
    emailLabel: rng.pick(['Email', 'E-mail', null]),
    locationLabel: rng.chance(0.4) ? (lang === 'id' ? 'Alamat' : 'Address') : null,
    linkedinLabel: rng.chance(0.4) ? 'LinkedIn' : null,
  };

  return {
    id,
    family,
    lang,
    index,
    seed: docSeed,
    heldOut,
    industry: ind.key,
    name,
    nameDisplay,
    headline,
    email,
    phone: phone?.printed ?? null,
    phoneE164: phone?.e164 ?? null,
    location,
    linkedin,
    birth: {
      place: city.short,
      date:
        lang === 'id'
          ? `${rng.int(1, 28)} ${rng.pick(MONTHS_ID)} ${uniStart - 18}`
          : `${rng.int(1, 28)} ${rng.pick(MONTHS_EN)} ${uniStart - 18}`,
    },
    summary,
    experience,
    education,
    skills,
    languages,
    certifications,
    projects,
    organizations,
    publications,
    style,
  };
}
