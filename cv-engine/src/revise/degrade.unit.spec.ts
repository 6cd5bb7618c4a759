import { describe, expect, it } from 'vitest';
import { DEGRADATIONS, degradeVariants } from './degrade.ts';
import { parseCv } from '../analyse/parse.ts';
import { scoreCv } from '../score/score.ts';

const NOW = new Date('2026-11-01T00:00:00Z');

/** Fictional Indonesian CV. */
const CV_ID = `Rina Kartika Sari
Staff Marketing Digital
rina.kartika@contoh.id | +62 812-3456-7890 | Bandung, Jawa Barat | linkedin.com/in/rinakartika-contoh

RINGKASAN
Staff marketing digital dengan pengalaman lebih dari empat tahun mengelola kampanye media sosial,
iklan berbayar dan konten untuk brand ritel dan FMCG. Terbiasa bekerja dengan data, menyusun laporan
performa mingguan, dan berkoordinasi dengan tim desain, penjualan serta agensi.

PENGALAMAN KERJA
Staff Marketing Digital, PT Sinar Niaga Nusantara                 Januari 2022 – Sekarang
• Meningkatkan penjualan online sebesar 35% dalam 12 bulan melalui kampanye Meta Ads dan Google Ads
• Mengelola anggaran iklan bulanan Rp 150 juta untuk 6 brand ritel
• Menyusun kalender konten dan laporan performa mingguan untuk tim penjualan
• Memimpin 3 orang content creator dalam produksi 40 konten per bulan

Marketing Officer, CV Kopi Tepi Kota                                Maret 2020 – Desember 2021
• Membangun akun Instagram dari 2.000 menjadi 25.000 pengikut dalam 18 bulan
• Bertanggung jawab untuk mengelola program loyalitas pelanggan di 4 gerai
• Membantu tim penjualan menyiapkan materi promosi dan brosur

PENDIDIKAN
Universitas Padjadjaran                                              Agustus 2015 – Juli 2019
S1 Ilmu Komunikasi, IPK 3.62

KEAHLIAN
Digital Marketing, Social Media Marketing, Meta Ads, Google Ads, Google Analytics, SEO, Copywriting,
Microsoft Excel, Canva

BAHASA
Bahasa Indonesia, Bahasa Inggris`;

/** Fictional English CV. */
const CV_EN = `Daniel Hartono
Backend Engineer
daniel.hartono@example.com | +62 813-9876-5432 | Jakarta, Indonesia | linkedin.com/in/danielhartono-example

SUMMARY
Backend engineer with six years of experience building payment and logistics services in Go and
Python. Focused on reliable APIs, observability and mentoring junior engineers in agile product teams.

WORK EXPERIENCE
Senior Backend Engineer, PT Kirim Cepat Indonesia                   Feb 2021 – Present
• Reduced API p95 latency by 40% by redesigning the order service with Redis caching
• Led a team of 5 engineers to migrate 12 services from a monolith to Kubernetes
• Built a payment reconciliation job processing Rp 2 billion in daily transactions
• Mentored 4 junior engineers through code reviews and pairing

Backend Engineer, PT Dompet Rakyat                                  Jul 2018 – Jan 2021
• Developed REST APIs in Python and PostgreSQL serving 300,000 monthly users
• Responsible for maintaining the CI/CD pipelines with GitHub Actions and Docker
• Helped the data team with ETL scripts for monthly reports

EDUCATION
Institut Teknologi Bandung                                          Aug 2014 – Jul 2018
Bachelor of Computer Science, GPA 3.71

SKILLS
Go, Python, PostgreSQL, Redis, Docker, Kubernetes, REST API, Git, CI/CD, Linux, Unit Testing

LANGUAGES
English, Indonesian`;

/** A CV with no numbers in its bullets and no summary: those two variants cannot apply. */
const CV_PLAIN = `Yusuf Maulana
yusuf.maulana@contoh.id | 0812 1111 2222 | Medan

PENGALAMAN KERJA
Kasir, Toko Serba Ada Makmur                                           2021 – 2023
• Melayani pembayaran pelanggan dengan ramah
• Menyusun laporan kas harian

PENDIDIKAN
SMA Negeri 1 Medan                                                     2018 – 2021

KEAHLIAN
Microsoft Excel, Customer Service`;

const total = (text: string) => scoreCv(parseCv(text), text, { now: NOW }).score;

describe('degradeVariants', () => {
  it.each([
    ['Indonesian', CV_ID],
    ['English', CV_EN],
  ])('every degradation of the %s CV changes it and lowers its score', (_lang, cv) => {
    const original = total(cv);
    const variants = degradeVariants(cv);
    expect(variants.map((v) => v.name)).toEqual([...DEGRADATIONS]);
    for (const v of variants) {
      expect(v.changed, v.name).toBe(true);
      expect(v.text).not.toBe(cv);
      expect(total(v.text), v.name).toBeLessThan(original);
    }
  });

  it('removes what each variant names', () => {
    const byName = Object.fromEntries(degradeVariants(CV_ID).map((v) => [v.name, v.text]));
    expect(byName['remove-metrics']).not.toMatch(/35%|Rp 150 juta|25\.000/u);
    expect(byName['remove-metrics']).toContain('Januari 2022 – Sekarang');
    expect(byName['remove-metrics']).toContain('+62 812-3456-7890');
    expect(byName['remove-summary']).not.toMatch(/RINGKASAN|Terbiasa bekerja dengan data/u);
    expect(byName['remove-summary']).toContain('PENGALAMAN KERJA');
    expect(byName['remove-contact']).not.toMatch(/@|linkedin|3456/iu);
    expect(byName['remove-contact']).toContain('Rina Kartika Sari');
    expect(byName['remove-skills']).not.toMatch(/KEAHLIAN|Copywriting/u);
    expect(byName['remove-skills']).toContain('BAHASA');
    expect(byName['swap-dates']).toContain('Sekarang');
    expect(byName['swap-dates']).toContain('Desember 2021 – Maret 2020');
  });

  it('leaves out variants that cannot apply, or reports them as unchanged on request', () => {
    expect(degradeVariants(CV_PLAIN).map((v) => v.name)).toEqual([
      'remove-contact',
      'remove-skills',
      'swap-dates',
    ]);
    const variants = Object.fromEntries(
      degradeVariants(CV_PLAIN, { includeUnchanged: true }).map((v) => [v.name, v]),
    );
    expect(variants['remove-metrics']).toMatchObject({ changed: false, text: CV_PLAIN });
    expect(variants['remove-summary']).toMatchObject({ changed: false, text: CV_PLAIN });
    for (const name of ['remove-contact', 'remove-skills', 'swap-dates']) {
      expect(variants[name]!.changed, name).toBe(true);
      expect(total(variants[name]!.text), name).toBeLessThan(total(CV_PLAIN));
    }
  });

  it('penalises removing metrics even when the CV has a single number', () => {
    const one = CV_PLAIN.replace(
      'Menyusun laporan kas harian',
      'Menyusun laporan kas harian untuk 3 shift',
    );
    const v = degradeVariants(one).find((x) => x.name === 'remove-metrics')!;
    expect(v.changed).toBe(true);
    expect(total(v.text)).toBeLessThan(total(one));
  });
});
