/**
 * Industry lexicon: job titles and domain words per industry, Indonesian and English, lower
 * case, matched as whole-word phrases by fields/industry.ts ("front-end" is read "front end").
 * The industries' order is the classifier's tie order.
 */
import type { Industry } from '../types.ts';
import { commaList } from './list.ts';

export type ScoredIndustry = Exclude<Industry, 'other'>;

export const INDUSTRY_KEYWORDS: Record<ScoredIndustry, readonly string[]> = {
  'software/IT': commaList(`
    software, developer, programmer, web developer, front end, frontend, back end, backend,
    full stack, fullstack, devops, software engineer, software engineering, data scientist,
    data engineer, data analyst, machine learning, information technology, teknologi informasi,
    informatika, teknik informatika, computer science, ilmu komputer, sistem informasi,
    information system, information systems, rekayasa perangkat lunak, perangkat lunak,
    pemrograman, programming, coding, website, aplikasi, application, database administrator,
    it support, network engineer, system administrator, cloud, product manager, tech, technology,
    teknologi, saas, startup, ui developer, mobile developer, android developer, ios developer,
    qa engineer, site reliability, cyber security, cybersecurity, artificial intelligence, rpl,
    tkj,
  `),
  'finance/accounting': commaList(`
    accountant, accounting, akuntan, akuntansi, finance, financial, keuangan, auditor, audit, tax,
    pajak, perpajakan, bookkeeper, bank, banking, perbankan, teller, treasury, cpa, investment,
    investasi, payable, receivable, ledger, budget analyst, financial analyst, controller, kasir,
    cashier,
  `),
  'marketing/sales': commaList(`
    marketing, marketer, pemasaran, sales, penjualan, digital marketing, brand, branding,
    social media, media sosial, content creator, copywriter, seo, advertising, campaign, kampanye,
    account executive, business development, public relations, customer acquisition, e commerce,
    ecommerce, market research, promosi, promotion, retail, sales representative, telemarketing,
  `),
  'design/creative': commaList(`
    designer, desainer, design, desain, graphic, grafis, ui/ux, ux, creative, kreatif,
    illustrator, ilustrator, photographer, fotografer, photography, fotografi, videographer,
    video editor, cinematography, animator, multimedia, desain komunikasi visual, dkv,
    art director, visual, content design, branding design,
  `),
  healthcare: commaList(`
    nurse, nursing, perawat, keperawatan, patient, pasien, hospital, rumah sakit, clinic, klinik,
    puskesmas, medical, medis, doctor, dokter, physician, pharmacist, apoteker, farmasi, pharmacy,
    midwife, bidan, kebidanan, health, kesehatan, healthcare, caregiver, therapist, clinical,
    klinis, str, bls, icu, ners, dentist, dokter gigi, radiographer, laboratory analyst,
  `),
  education: commaList(`
    teacher, guru, teaching, mengajar, pengajar, tutor, tutoring, lecturer, dosen, instructor,
    instruktur, murid, peserta didik, classroom, curriculum, kurikulum, pendidikan guru, pgsd,
    paud, kindergarten, lesson, pembelajaran, educator, pedagogy, fkip, bimbel,
    teaching assistant,
  `),
  'engineering/manufacturing': commaList(`
    engineer, engineering, teknik, mechanical, mesin, electrical, elektro, listrik, civil, sipil,
    industrial, industri, manufacturing, manufaktur, production, produksi, factory, pabrik, plant,
    mechatronics, mekatronika, automation, otomasi, plc, cad, autocad, solidworks, maintenance,
    quality control, welding, machining, robotics, robotika, iot, microcontroller, electronics,
    elektronika, hardware, circuit, computer engineering, aerospace, automotive, otomotif,
    chemical, kimia, petroleum, mining, pertambangan, construction, konstruksi, technician,
    teknisi, operator,
  `),
  'hospitality/tourism': commaList(`
    hotel, perhotelan, hospitality, restaurant, restoran, resto, cafe, kafe, chef, cook, koki,
    barista, waiter, waitress, pramusaji, bartender, front office, front desk, receptionist,
    resepsionis, housekeeping, room attendant, guest, tamu, tourism, pariwisata, travel, tour,
    wisata, food and beverage, f&b, kitchen, dapur, resort, concierge, banquet, culinary, kuliner,
    tata boga,
  `),
  'administration/HR': commaList(`
    admin, administrasi, administration, administrative, administrator, office, kantor,
    perkantoran, secretary, sekretaris, receptionist, clerk, human resource, human resources,
    sumber daya manusia, hrd, hr, recruitment, rekrutmen, recruiter, payroll, personalia,
    staffing, office coordinator, office manager, coordinator, koordinator, data entry, filing,
    arsip, operations, operasional, business management, management, manajemen, general affairs,
    ga, customer service, scheduling,
  `),
  logistics: commaList(`
    logistics, logistik, warehouse, gudang, pergudangan, supply chain, rantai pasok, inventory,
    inventaris, stock, stok, procurement, pengadaan, purchasing, shipping, pengiriman, shipment,
    delivery, courier, kurir, driver, sopir, supir, forklift, freight, ekspedisi, distribution,
    distribusi, fleet, armada, export, ekspor, import, impor, customs, dispatch, transportation,
    transportasi, cargo, kargo,
  `),
  'research/academia': commaList(`
    research, researcher, penelitian, peneliti, riset, publication, publikasi, journal, jurnal,
    conference, konferensi, phd, ph d, doctoral, postdoc, postdoctoral, professor, profesor,
    thesis, tesis, dissertation, disertasi, laboratory, laboratorium, academic, akademik, scholar,
    fellowship, grant, hibah, scientist, ilmuwan, lab,
  `),
};
