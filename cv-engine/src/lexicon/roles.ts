/**
 * Words that make a title name a job ("Staff Marketing", "Kasir", "Software Engineer"),
 * Indonesian and English, lower case: the one list of job words. The entry header reads a part
 * holding one as the title, the scorer a title holding one as a job, the bullet reader a dated
 * line holding one as the next entry's header, and the contact reader a line holding one (or a
 * field of work, below) as a headline rather than a name.
 */
import { commaList, wholeWordsRe } from './list.ts';

export const ROLE_WORD_LIST: readonly string[] = commaList(`
  engineer, developer, programmer, designer, desainer, manager, manajer, staff, staf, officer,
  analyst, analis, consultant, konsultan, specialist, spesialis, coordinator, koordinator,
  assistant, asisten, intern, internship, magang, trainee, apprentice, accountant, akuntan,
  auditor, admin, administrator, administrasi, secretary, sekretaris, cashier, kasir, barista,
  chef, cook, koki, waiter, waitress, pelayan, teacher, guru, dosen, lecturer, professor, tutor,
  instructor, instruktur, pengajar, mentor, nurse, perawat, bidan, midwife, dokter, doctor,
  apoteker, pharmacist, therapist, terapis, technician, teknisi, operator, supervisor, lead,
  leader, head, kepala, ketua, wakil, chief, director, direktur, president, presiden, founder,
  co-founder, cofounder, owner, pemilik, freelance, freelancer, volunteer, relawan, researcher,
  peneliti, scientist, architect, arsitek, writer, penulis, editor, copywriter, photographer,
  fotografer, videographer, marketing, sales, representative, executive, associate, clerk,
  receptionist, resepsionis, driver, sopir, kurir, courier, agent, agen, member, anggota, panitia,
  committee, bendahara, treasurer, student, mahasiswa, fellow, ambassador, duta, crew, kru,
  recruiter, buyer, merchandiser, planner, estimator, drafter, surveyor, inspector, tester,
  devops, sre, ceo, cto, cfo, coo, vp, karyawan, pegawai, teller, banker, underwriter, broker,
  trader, bookkeeper, lawyer, advokat, paralegal, host, moderator, creator, strategist, producer,
  artist, animator, illustrator, ilustrator, mechanic, mekanik, welder, electrician, helper,
  attendant, guide, pemandu, housekeeper, steward, bartender, supir, satpam, security,
  customer service, support, pm, qa, qc, hr, hrd, sde, swe, fasilitator, commissioner,
  pengembang, insinyur, eksekutif, pramusaji, juru, kreator, inspektur, journalist, wartawan,
  petugas, generalist, practitioner, praktisi, expert, ahli,
`);

/** Any job word of the list, whole ("staf" not inside "Staff"). */
export const ROLE_WORDS_RE = wholeWordsRe(ROLE_WORD_LIST);

/**
 * Job words that are also given names or surnames ("Duta Pratama", "Tim Cook"): a job all the
 * same in a title, but no sign that a line is a headline rather than a name.
 */
const NAME_ALSO = new Set(['duta', 'cook', 'teller', 'host']);

/**
 * Words of a headline under the name and never of a person's name: the job words, plus the
 * stage, seniority and field a headline names ("Fresh Graduate", "Senior", "Data", "Keuangan",
 * "Customer Service"). A line holding one is a headline; a segment of a contact line holding one
 * is an entry's, not a place.
 */
export const HEADLINE_WORDS: readonly string[] = [
  ...ROLE_WORD_LIST.filter((w) => !NAME_ALSO.has(w) && !w.includes(' ')),
  ...commaList(`
    mahasiswi, siswa, pelajar, graduate, lulusan, fresh, candidate, kandidat, senior, junior,
    professional, profesional, accounting, akuntansi, keuangan, finance, administrative,
    pemasaran, penjualan, wisata, customer, service, quality, control, production, produksi,
    gudang, warehouse, logistics, logistik, it, web, software, data, content, konten, front, desk,
  `),
];
