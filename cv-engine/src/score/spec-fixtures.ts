/** A strong Indonesian CV, as text and as parsed, for the rubric's specs. */
import type { ParsedCv, Section } from '../types.ts';
import { scoreCv } from './score.ts';

export const NOW = new Date('2026-11-01T00:00:00Z');

export const TEXT = `Sari Wulandari
sari.wulandari@contoh.id | +62 811-2233-4455 | Surabaya | linkedin.com/in/sariwulandari-contoh

RINGKASAN
Staff marketing dengan pengalaman tiga tahun di ritel dan e-commerce, terbiasa mengelola kampanye digital dan laporan penjualan mingguan untuk tim regional.

PENGALAMAN KERJA
Staff Marketing, PT Maju Bersama                       Januari 2020 – Desember 2022
• Meningkatkan penjualan online 30% dalam 6 bulan lewat kampanye Meta Ads
• Mengelola anggaran promosi Rp 80 juta per kuartal
• Menyusun laporan mingguan untuk 4 cabang
Admin Penjualan, CV Sumber Rejeki                      Maret 2018 – Desember 2019
• Bertanggung jawab untuk menginput pesanan pelanggan
• Membantu tim gudang menyiapkan pengiriman

PENDIDIKAN
Universitas Airlangga                                    2014 – 2018
S1 Manajemen, IPK 3.71

KEAHLIAN
Digital Marketing, Meta Ads, Google Analytics, Copywriting, Microsoft Excel, SEO, Canva`;

function block(key: Section['key'], heading: string, lines: string[]): Section {
  return { key, heading, lines };
}

export function strongCv(): ParsedCv {
  const lines = TEXT.split('\n');
  const between = (from: string, to: string | null) =>
    lines
      .slice(lines.indexOf(from) + 1, to ? lines.indexOf(to) : undefined)
      .filter((l) => l.trim());
  return {
    language: 'id',
    industry: 'marketing/sales',
    contact: {
      name: 'Sari Wulandari',
      email: 'sari.wulandari@contoh.id',
      phone: '+6281122334455',
      location: 'Surabaya',
      linkedin: 'linkedin.com/in/sariwulandari-contoh',
      website: null,
    },
    sections: ['summary', 'experience', 'education', 'skills'],
    sectionBlocks: [
      block('summary', 'RINGKASAN', between('RINGKASAN', 'PENGALAMAN KERJA')),
      block('experience', 'PENGALAMAN KERJA', between('PENGALAMAN KERJA', 'PENDIDIKAN')),
      block('education', 'PENDIDIKAN', between('PENDIDIKAN', 'KEAHLIAN')),
      block('skills', 'KEAHLIAN', between('KEAHLIAN', null)),
    ],
    otherHeadings: [],
    summaryText:
      'Staff marketing dengan pengalaman tiga tahun di ritel dan e-commerce, terbiasa mengelola kampanye digital dan laporan penjualan mingguan untuk tim regional.',
    experience: [
      {
        title: 'Staff Marketing',
        company: 'PT Maju Bersama',
        start: '2020-01',
        end: '2022-12',
        current: false,
        bullets: [
          'Meningkatkan penjualan online 30% dalam 6 bulan lewat kampanye Meta Ads',
          'Mengelola anggaran promosi Rp 80 juta per kuartal',
          'Menyusun laporan mingguan untuk 4 cabang',
        ],
      },
      {
        title: 'Admin Penjualan',
        company: 'CV Sumber Rejeki',
        start: '2018-03',
        end: '2019-12',
        current: false,
        bullets: [
          'Bertanggung jawab untuk menginput pesanan pelanggan',
          'Membantu tim gudang menyiapkan pengiriman',
        ],
      },
    ],
    education: [
      {
        institution: 'Universitas Airlangga',
        degree: 'S1',
        field: 'Manajemen',
        gpa: '3.71',
        start: '2014',
        end: '2018',
      },
    ],
    skills: [
      'Digital Marketing',
      'Meta Ads',
      'Google Analytics',
      'Copywriting',
      'Microsoft Excel',
      'SEO',
      'Canva',
    ],
    languages: [],
    certifications: [],
    organizations: [],
    projects: [],
    awards: [],
    wordCount: 420,
  };
}

export const score = (p: ParsedCv, text = TEXT, jobDescription?: string) =>
  scoreCv(p, text, { now: NOW, ...(jobDescription ? { jobDescription } : {}) });
