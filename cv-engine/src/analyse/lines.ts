/**
 * Kinds of lines in a CV section — a bullet, a sentence of prose, a line naming a role — read
 * alike by the entry parser (entries.ts) and the lossless account (account-*.ts).
 */
import { findDateRanges } from './dates.ts';

const BULLET_RE = /^[•·▪◦●○■□►▶➢➤✓✔*‣⁃-]\s*/u;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line.trim()) && !/^-?\d/u.test(line.trim().replace(/^-\s*/u, 'x'));
}

export function stripBullet(line: string): string {
  return line.trim().replace(BULLET_RE, '').trim();
}

export const TITLE_WORDS =
  /\b(?:engineer|developer|designer|manager|analyst|staff|accountant|consultant|officer|assistant|specialist|coordinator|administrator|admin|intern|internship|trainee|teacher|guru|nurse|perawat|architect|programmer|scientist|lead|head|director|direktur|kepala|ketua|wakil|anggota|member|supervisor|executive|representative|associate|clerk|cashier|kasir|operator|technician|teknisi|magang|pegawai|karyawan|researcher|lecturer|dosen|tutor|instructor|chef|cook|waiter|receptionist|driver|sekretaris|secretary|bendahara|treasurer|president|presiden|founder|co-founder|owner|freelance|freelancer|volunteer|relawan|sales|marketing|writer|editor|photographer|videographer|mentor|fellow|ceo|cto|cfo|vp|sde|swe|apprentice|auditor|bookkeeper|recruiter|hr|koordinator|pengajar|asisten|fasilitator|leader|commissioner)\b/iu;

/** A description sentence, not a title or company line. */
export function isProseLine(line: string): boolean {
  const words = line.split(/\s+/u).filter((w) => /\p{L}/u.test(w));
  // "Brightside Inc." ends with a dot but is a name; a sentence has more words.
  if (/^[\p{Ll}]/u.test(line) || (/[.!?]$/u.test(line) && words.length >= 4)) return true;
  if (words.length >= 14) return true;
  // Titles and names are in Title Case; prose is mostly lower case.
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  return words.length >= 6 && lower / words.length >= 0.4;
}

/** The line with each date range blanked out (indexes of the rest kept apart by a space). */
export function withoutDates(line: string): string {
  let out = line;
  for (const r of [...findDateRanges(out)].reverse()) {
    out = out.slice(0, r.index) + ' ' + out.slice(r.index + r.length);
  }
  return out;
}
