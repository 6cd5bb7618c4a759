import type { AccountPlan, CvAnalysis, CvResult, Payment, Pricing } from '@karier/api-types';
import type { CvQuestion, CvStructure, LengkapiRevision } from '../features/cv/api/lengkapi.ts';

export const CV_ID = '3f0c2f4e-9a51-4c57-8f0e-2d7b8b1f6a10';
export const PAYMENT_ID = '7d1e5a20-4b8c-4f3e-9d2a-6c5b4a3f2e10';

/** A stored analysis of a thin CV (no numbers in its bullets). */
export function analysis(overrides: Partial<CvAnalysis> = {}): CvAnalysis {
  return {
    score: 58,
    subScores: {
      content: { score: 20, max: 40, label: 'Isi' },
      format: { score: 25, max: 30, label: 'Format' },
    },
    strengths: ['Kontak lengkap'],
    recommendations: ['Tambahkan angka pada 4 poin pengalaman'],
    summary: 'Kasir berpengalaman dua tahun.',
    language: 'id',
    industry: 'retail',
    contact: {
      name: 'Sari Wulandari',
      email: 'sari@example.com',
      phone: '+6281234567890',
      location: 'Bandung',
      linkedin: null,
      website: null,
    },
    sections: ['experience', 'education', 'skills'],
    experience: [],
    education: [],
    skills: ['Microsoft Excel'],
    languages: [],
    certifications: [],
    ...overrides,
  };
}

/** GET /api/cvs/{id} of that CV, unpaid, with its revision measured. */
export function cvResult(overrides: Partial<CvResult> = {}): CvResult {
  return {
    success: true,
    cv: { id: CV_ID, title: 'CV Sari Wulandari', status: 'completed' },
    file_path: 'revised-1.docx',
    payment_status: 'pending',
    payment_id: null,
    template: 'modern',
    downloadable: false,
    entitlement: null,
    extracted_text: 'Sari Wulandari\nKasir, Indomaret',
    analysis: analysis(),
    revision: {
      before: 58,
      after: 61,
      subScores: {
        content: { label: 'Isi', max: 40, before: 20, after: 22 },
      },
      changes: ['Tanggal ditulis dengan satu format'],
      toAdd: ['Angka pada poin pengalaman'],
    },
    summary_offer: null,
    ...overrides,
  };
}

export const QUESTIONS: CvQuestion[] = [
  {
    id: 'q-metric-1',
    kind: 'metric',
    text: 'Berapa pelanggan yang Anda layani per hari?',
    example: '40 pelanggan per hari',
    entry: { section: 'experience', index: 0, label: 'Kasir — Indomaret' },
    unit: 'pelanggan per hari',
  },
  {
    id: 'q-tool-1',
    kind: 'tool',
    text: 'Alat atau aplikasi apa yang Anda pakai dalam pekerjaan ini?',
    example: 'Mesin kasir, Microsoft Excel',
    entry: { section: 'experience', index: 0, label: 'Kasir — Indomaret' },
  },
  {
    id: 'q-section-1',
    kind: 'section',
    text: 'Pernahkah Anda aktif di organisasi kampus atau magang?',
    example: 'Bendahara Himpunan Mahasiswa Akuntansi, 2021–2022',
    entry: null,
  },
];

/** The revision after answering the metric question. */
export const ANSWERED: LengkapiRevision = {
  score: { before: 58, after: 74, potential: 83 },
  changes: [
    {
      id: 'c-date',
      source: 'cv',
      section: 'experience',
      before: 'Jan 2022 - skrg',
      after: 'Januari 2022 – sekarang',
      reason: 'Satu format tanggal',
    },
    {
      id: 'c-metric',
      source: 'answer',
      section: 'experience',
      before: null,
      after: 'Melayani rata-rata 37 pelanggan per hari',
      reason: 'Angka dari jawaban Anda',
    },
  ],
};

export const STRUCTURE: CvStructure = {
  contact: {
    name: 'Sari Wulandari',
    email: 'sari@example.com',
    phone: '+6281234567890',
    location: 'Bandung',
  },
  summary: 'Kasir berpengalaman dua tahun.',
  sections: [
    {
      key: 'experience',
      title: 'Pengalaman Kerja',
      entries: [
        {
          title: 'Kasir',
          organisation: 'Indomaret',
          location: 'Bandung',
          start: 'Jan 2022',
          end: null,
          current: true,
          bullets: ['Melayani pelanggan', 'Menghitung kas harian'],
        },
      ],
      items: null,
    },
    { key: 'skills', title: 'Keahlian', entries: [], items: ['Microsoft Excel'] },
  ],
};

export const PRICING: Pricing = {
  currency: 'IDR',
  freeAnalysesPerMonth: 1,
  plans: [
    {
      id: 'basic',
      amount: 25000,
      originalAmount: null,
      amountLabel: 'Rp 25.000',
      originalAmountLabel: null,
      analyses: 2,
      unlimitedRevisionDays: 0,
    },
    {
      id: 'premium',
      amount: 99000,
      originalAmount: null,
      amountLabel: 'Rp 99.000',
      originalAmountLabel: null,
      analyses: 8,
      unlimitedRevisionDays: 7,
    },
  ],
  methods: ['bank_transfer', 'ewallet'],
  paymentGateway: 'simulated',
};

export function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    paymentId: PAYMENT_ID,
    status: 'pending',
    product: 'basic',
    cvId: CV_ID,
    amount: 25000,
    amountLabel: 'Rp 25.000',
    currency: 'IDR',
    method: 'ewallet',
    gateway: 'simulated',
    gatewayTransactionId: null,
    requestedAt: '2026-11-28T10:00:00.000Z',
    settledAt: null,
    ...overrides,
  };
}

export function accountPlan(overrides: Partial<AccountPlan> = {}): AccountPlan {
  return {
    plan: 'free',
    month: '2026-11',
    analysesUsed: 0,
    analysesLimit: 1,
    analysesLeft: 1,
    premiumUntil: null,
    prices: { basic: 'Rp 25.000', premium: 'Rp 99.000' },
    ...overrides,
  };
}
