/**
 * Words that mark an entry as a role in an organisation, a club or a committee rather than a
 * job ("Ketua Himpunan Mahasiswa", "Volunteer, Community"). Read by analyse/parse.ts (a combined
 * "Pengalaman Kerja & Organisasi" block) and segment/content-kind.ts (an unnamed heading's block).
 */
import { commaList } from './list.ts';

export const ORGANISATION_ROLE_WORDS = commaList(`
  himpunan, organisasi, organisation, organization, club, klub, komunitas, community, ukm, bem,
  osis, karang taruna, divisi, anggota, member, volunteer, relawan, panitia, committee,
  kepanitiaan, ketua, wakil ketua, bendahara, student association, society, perhimpunan, ikatan,
  forum, extracurricular, ekstrakurikuler
`);

export const ORGANISATION_ROLE_RE = new RegExp(
  `\\b(?:${ORGANISATION_ROLE_WORDS.join('|')})\\b`,
  'iu',
);
