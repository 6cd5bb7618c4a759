import { describe, expect, it } from 'vitest';
import { parseCv } from '../analyse/parse.ts';

const cvs: [string, string, string][] = [
  [
    'accounting',
    'finance/accounting',
    `Dewi Lestari
Bandung | 0812-1111-2222 | dewi@contoh.id
Ringkasan
Akuntan dengan pengalaman tiga tahun di kantor akuntan publik, terbiasa menyusun laporan keuangan dan SPT pajak.
Pengalaman Kerja
Staf Akuntansi — KAP Sutrisno & Rekan   Jan 2021 – Sekarang
• Menyusun laporan keuangan bulanan dan rekonsiliasi bank
• Menyiapkan perpajakan PPh 21 dan PPN
Pendidikan
Universitas Padjadjaran
S1 Akuntansi, IPK 3.60
Keahlian
Accurate, Microsoft Excel, Zahir, Brevet A dan B`,
  ],
  [
    'nurse',
    'healthcare',
    `Rahmat Hidayat, S.Kep., Ners
Makassar | 0813-2222-3333
Profil
Perawat dengan STR aktif dan pengalaman di ruang rawat inap dan IGD rumah sakit.
Pengalaman Kerja
Perawat Pelaksana — RS Bhayangkara Makassar   2019 – Sekarang
• Memberikan asuhan keperawatan kepada 20 pasien per shift
• Memantau tanda vital dan dokumentasi rekam medis
Pendidikan
Universitas Hasanuddin — Profesi Ners
Sertifikasi
BTCLS, PPGD`,
  ],
  [
    'hotel',
    'hospitality/tourism',
    `Made Ayu Pratiwi
Denpasar, Bali | made.ayu@example.com
Summary
Front office agent with four years of experience in five-star resorts, focused on guest satisfaction.
Experience
Front Desk Agent — The Ocean Resort Nusa Dua   Mar 2020 – Present
• Handled check-in and check-out for 250 rooms and resolved guest complaints
• Managed reservations in Opera PMS
Guest Service Agent — Hotel Kuta Indah   2018 – 2020
Education
Sekolah Tinggi Pariwisata Bali — D3 Perhotelan
Skills
Guest relations, reservations, English, Japanese`,
  ],
  [
    'logistics',
    'logistics',
    `Andi Saputra
Cikarang, Bekasi | 0857-3333-4444
Profil
Staf gudang berpengalaman dalam pengelolaan stok, penerimaan barang dan pengiriman.
Pengalaman Kerja
Admin Gudang — PT Distribusi Prima   2020 – Sekarang
• Melakukan stock opname bulanan dan input data inventaris ke WMS
• Mengatur jadwal pengiriman ekspedisi ke 40 toko
Warehouse Staff — PT Cargo Cepat   2018 – 2020
Pendidikan
SMK Negeri 1 Bekasi — Teknik Logistik
Keahlian
Forklift (SIO), inventory control, Microsoft Excel`,
  ],
  [
    'teacher',
    'education',
    `Sri Wahyuni, S.Pd.
Yogyakarta | sri.w@contoh.id
Profil
Guru Bahasa Inggris dengan pengalaman mengajar lima tahun di SMP, terbiasa menyusun RPP dan modul ajar Kurikulum Merdeka.
Pengalaman Kerja
Guru Bahasa Inggris — SMP Negeri 5 Yogyakarta   2019 – Sekarang
• Mengajar 6 kelas dengan 180 siswa
• Mengembangkan media pembelajaran interaktif
Pendidikan
Universitas Negeri Yogyakarta — S1 Pendidikan Bahasa Inggris`,
  ],
  [
    'marketing',
    'marketing/sales',
    `Kevin Tanoto
Jakarta Barat | kevin.t@example.com
Summary
Digital marketing specialist who grew e-commerce sales through social media campaigns, SEO and paid ads.
Experience
Digital Marketing Specialist — Toko Kita   Feb 2021 – Present
• Ran Meta Ads and Google Ads campaigns with a 4x return on ad spend
• Grew Instagram followers from 10k to 85k through content marketing
Sales Executive — PT Niaga Jaya   2018 – 2021
• Exceeded quarterly sales targets by 20%
Education
Universitas Tarumanagara — S1 Manajemen Pemasaran
Skills
SEO, Google Analytics, Copywriting, Canva`,
  ],
  [
    'software',
    'software/IT',
    `Rizky Ramadhan
Surabaya | rizky@example.com | github.com/rizkyr
Summary
Backend developer building REST APIs and microservices with Go and PostgreSQL.
Experience
Backend Developer — PT Aplikasi Nusantara   2021 – Present
• Built payment microservices in Go handling 2M requests per day
• Set up CI/CD pipelines with GitHub Actions and Docker
Education
Institut Teknologi Sepuluh Nopember — S1 Teknik Informatika
Skills
Go, PostgreSQL, Docker, Kubernetes, Redis`,
  ],
];

const more: [string, string][] = [
  [
    'healthcare',
    `Emily Carter, RN\nBoston, MA | emily@example.com\nSummary\nRegistered nurse with 6 years in ICU and emergency care, BLS and ACLS certified.\nExperience\nStaff Nurse — Boston General Hospital   2019 – Present\n• Provided patient care for 5 ICU patients per shift\nEducation\nBSN, Northeastern University`,
  ],
  [
    'education',
    `Mark Lee\nAustin, TX\nSummary\nHigh school math teacher who designs engaging lessons and differentiated instruction.\nExperience\nMathematics Teacher — Lincoln High School   2018 – Present\n• Taught algebra and geometry to 150 students\n• Developed curriculum units aligned to state standards\nEducation\nM.Ed. in Curriculum and Instruction, UT Austin`,
  ],
  [
    'hospitality/tourism',
    `Wayan Sudarma\nGianyar, Bali | 0812-9999-0000\nProfil\nPramusaji dan barista berpengalaman di restoran dan hotel bintang lima di Ubud.\nPengalaman Kerja\nWaiter — Hotel Ubud Permai   2020 – Sekarang\n• Melayani tamu restoran dan room service\nBarista — Kopi Kita Cafe   2018 – 2020\nPendidikan\nSMK Pariwisata Gianyar — Tata Boga`,
  ],
  [
    'administration/HR',
    `Sari Wulandari\nJakarta Timur | sari@contoh.id\nRingkasan\nStaf HRD dengan pengalaman rekrutmen, payroll dan administrasi karyawan.\nPengalaman Kerja\nHR Staff — PT Mitra Karya   2021 – Sekarang\n• Mengelola rekrutmen 30 karyawan per bulan\n• Menyusun payroll dan BPJS\nPendidikan\nUniversitas Negeri Jakarta — S1 Psikologi`,
  ],
  [
    'finance/accounting',
    `Michael Tan\nSingapore\nSummary\nFinancial analyst with experience in budgeting, forecasting and financial modelling for a bank.\nExperience\nFinancial Analyst — DBS Bank   2019 – Present\n• Built forecasting models in Excel\nEducation\nBachelor of Accountancy, NTU`,
  ],
  [
    'research/academia',
    `Dr. Ratna Sari\nBogor | ratna@ipb.ac.id\nSummary\nResearcher in plant genomics with 20 journal publications and a PhD from Kyoto University.\nExperience\nLecturer and Researcher — IPB University   2015 – Present\n• Led three research grants on rice genomics\nPublications\nSari R. et al. (2021). Journal of Plant Genomics.\nEducation\nPh.D. in Agricultural Science, Kyoto University`,
  ],
  [
    'logistics',
    `Dimas Prakoso\nSurabaya | dimas@contoh.id\nSummary\nSupply chain coordinator managing warehouse operations, inventory control and shipping.\nExperience\nWarehouse Supervisor — PT Gudang Garam Logistik   2019 – Present\n• Managed inventory of 5,000 SKUs and outbound shipments\nEducation\nS1 Teknik Industri, ITS`,
  ],
  [
    'design/creative',
    `Nadia Putri\nBandung | behance.net/nadiap\nProfil\nDesainer grafis dan ilustrator untuk brand lokal, mahir Adobe Illustrator dan Figma.\nPengalaman Kerja\nGraphic Designer — Studio Kreatif Nusantara   2021 – Sekarang\n• Mendesain identitas visual untuk 25 klien\nPendidikan\nITB — S1 Desain Komunikasi Visual`,
  ],
];

describe('industry classification', () => {
  it.each(cvs)('%s CV → %s', (_name, industry, text) => {
    expect(parseCv(text).industry).toBe(industry);
  });

  it.each(more)('%s (more CVs in both languages)', (industry, text) => {
    expect(parseCv(text).industry).toBe(industry);
  });

  it('falls back to "other" without evidence', () => {
    expect(parseCv('Budi\nHobi\nMembaca').industry).toBe('other');
  });
});
