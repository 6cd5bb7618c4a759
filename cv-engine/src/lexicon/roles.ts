/**
 * Words that make a title name a job ("Staff Marketing", "Kasir", "Software Engineer"),
 * Indonesian and English, lower case, matched as whole words (score/score-entries.ts ROLE_WORDS).
 */
import { commaList } from './list.ts';

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
  customer service, support, pm, qa, qc, hr, hrd,
`);
