/**
 * Experience and education entries from the lines of their sections.
 */
import type { EducationEntry, ExperienceEntry } from '../types.ts';
import { findDateRanges, parseDateRange } from './dates.ts';

const BULLET_RE = /^[•·▪◦●○■□►▶➢➤✓✔*‣⁃-]\s*/u;

export function isBullet(line: string): boolean {
  return BULLET_RE.test(line.trim()) && !/^-?\d/u.test(line.trim().replace(/^-\s*/u, 'x'));
}

export function stripBullet(line: string): string {
  return line.trim().replace(BULLET_RE, '').trim();
}

const TITLE_WORDS =
  /\b(?:engineer|developer|designer|manager|analyst|staff|accountant|consultant|officer|assistant|specialist|coordinator|administrator|admin|intern|internship|trainee|teacher|guru|nurse|perawat|architect|programmer|scientist|lead|head|director|direktur|kepala|ketua|wakil|anggota|member|supervisor|executive|representative|associate|clerk|cashier|kasir|operator|technician|teknisi|magang|pegawai|karyawan|researcher|lecturer|dosen|tutor|instructor|chef|cook|waiter|receptionist|driver|sekretaris|secretary|bendahara|treasurer|president|presiden|founder|co-founder|owner|freelance|freelancer|volunteer|relawan|sales|marketing|writer|editor|photographer|videographer|mentor|fellow|ceo|cto|cfo|vp|sde|swe|apprentice|auditor|bookkeeper|recruiter|hr|koordinator|pengajar|asisten|fasilitator|leader|commissioner)\b/iu;

const ORG_WORDS =
  /\b(?:pt|cv|tbk|inc|llc|ltd|corp|corporation|company|co|group|gmbh|university|universitas|institute|institut|school|sekolah|college|bank|hospital|rumah sakit|rs|hotel|foundation|yayasan|studio|agency|labs?|technologies|solutions|systems|indonesia|kementerian|dinas|badan|kantor|club|komunitas|himpunan|bem|organisasi)\b/iu;

/** Split "Title — Company", "Company | Title", "Title at Company". */
function splitPair(line: string): [string, string] | null {
  const parts = line
    .split(/\s+(?:—|–|-|\||•|·|@|at|di)\s+|\s*[|•·]\s*|,\s+(?=\p{Lu})/u)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  return [parts[0]!, parts[1]!];
}

function orderTitleCompany(a: string, b: string): { title: string; company: string } {
  const aTitle = TITLE_WORDS.test(a);
  const bTitle = TITLE_WORDS.test(b);
  const aOrg = ORG_WORDS.test(a);
  const bOrg = ORG_WORDS.test(b);
  if ((bTitle && !aTitle) || (aOrg && !bOrg && !aTitle)) return { title: b, company: a };
  return { title: a, company: b };
}

function cleanHeader(line: string): string {
  return line
    .replace(/\(\s*\)/gu, '')
    .replace(/^[\s,|•·—–-]+|[\s,|•·—–(-]+$/gu, '')
    .replace(/\s{2,}/gu, ' ')
    .trim();
}

function removeDates(line: string): string {
  const ranges = findDateRanges(line);
  let out = line;
  for (const r of [...ranges].reverse()) {
    out = out.slice(0, r.index) + ' ' + out.slice(r.index + r.length);
  }
  return cleanHeader(
    out
      .replace(/\b(?:expected|sejak|since|from|dari|periode|period)\b\s*$/iu, '')
      .replace(/\(\s*\)/gu, ''),
  );
}

interface RawEntry {
  header: string[];
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
  headerAfterDate: number;
}

/**
 * Group section lines into dated entries: each non-bullet line with a date range anchors one
 * entry; the non-bullet lines just before it (since the previous bullets) are its header.
 */
function groupDated(lines: string[]): RawEntry[] {
  const entries: RawEntry[] = [];
  let buffer: string[] = [];
  let cur: RawEntry | null = null;
  let inBullets = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const range = bullet ? null : parseDateRange(line);
    const shortEnough = line.length <= 120;
    if (range && shortEnough) {
      const rest = removeDates(line);
      const header = [...buffer];
      if (rest) header.push(rest);
      if (cur && cur.bullets.length === 0 && !cur.start && header.length === 0) {
        cur.start = range.start;
        cur.end = range.end;
        cur.current = range.current;
      } else if (cur && cur.bullets.length === 0 && !cur.start) {
        cur.header.push(...header);
        cur.start = range.start;
        cur.end = range.end;
        cur.current = range.current;
      } else {
        cur = { header, ...range, bullets: [], headerAfterDate: 0 };
        entries.push(cur);
      }
      buffer = [];
      inBullets = false;
      continue;
    }
    if (bullet) {
      const text = stripBullet(line);
      if (cur && text) cur.bullets.push(text);
      inBullets = true;
      continue;
    }
    // A continuation of the previous bullet (starts lower case).
    if (inBullets && cur && cur.bullets.length > 0 && /^[\p{Ll}(&,]/u.test(line)) {
      cur.bullets[cur.bullets.length - 1] += ` ${line}`;
      continue;
    }
    if (cur && !inBullets && buffer.length === 0 && cur.header.length < 2 && line.length <= 80) {
      cur.header.push(cleanHeader(line));
      cur.headerAfterDate++;
      continue;
    }
    buffer.push(cleanHeader(line));
    inBullets = false;
  }
  // Trailing buffered prose after the last entry: description bullets.
  if (cur && buffer.length > 0) cur.bullets.push(...buffer);
  return entries;
}

function titleCompany(header: string[]): { title: string; company: string } {
  const h = header.filter((x) => x && x.length <= 120);
  if (h.length === 0) return { title: '', company: '' };
  if (h.length === 1) {
    const pair = splitPair(h[0]!);
    if (pair) return orderTitleCompany(pair[0], pair[1]);
    return { title: h[0]!, company: '' };
  }
  // Prefer short lines; a long line is usually a company description.
  const short = h.filter((x) => x.length <= 80);
  const cands = short.length >= 2 ? short : h;
  const [a, b] = [cands[0]!, cands[1]!];
  const pairA = splitPair(a);
  const aPart = pairA ? pairA[0] : a;
  const bPart = splitPair(b)?.[0] ?? b;
  return orderTitleCompany(aPart, bPart);
}

export function parseExperience(lines: string[]): ExperienceEntry[] {
  return groupDated(lines).map((e) => {
    const { title, company } = titleCompany(e.header);
    return { title, company, start: e.start, end: e.end, current: e.current, bullets: e.bullets };
  });
}

const INSTITUTION_WORDS =
  /\b(?:universit(?:y|as|ät|é)|univ\.|institut(?:e)?|college|school|sekolah|politeknik|polytechnic|akademi|academy|madrasah|pesantren|campus|kampus)\b/iu;
const INSTITUTION_ACRONYMS =
  /\b(?:SMA|SMAN|SMK|SMKN|SMP|SMPN|SD|SDN|MAN|MTs|MA|STMIK|STIE|STT|ITB|IPB|UGM|UI|ITS|UPI|UNAIR|UNDIP|UNPAD|UNS|UNESA|UPN|BINUS|Binus)\b/u;
const INSTITUTION_RE = {
  test: (s: string): boolean => INSTITUTION_WORDS.test(s) || INSTITUTION_ACRONYMS.test(s),
};

const DEGREE_RE =
  /\b(?:S[123]|D[1-4]|Sarjana|Magister|Doktor|Diploma|Bachelor(?:'s)?|Master(?:'s)?|Doctor(?:ate)?|Ph\.?\s?D\.?|B\.?\s?Sc?\.?|B\.?\s?A\.?|B\.?\s?Eng\.?|B\.?\s?Tech|M\.?\s?Sc\.?|M\.?\s?S\.?|M\.?\s?A\.?|M\.?\s?Eng\.?|MEng|MBA|BBA|A\.?\s?Md\.?|S\.?\s?Kom\.?|S\.?\s?T\.?|S\.?\s?E\.?|Associate(?:'s)?|High School|SMA|SMK|Vocational High School|Jurusan|Major|Program Studi|Prodi)\b/u;

const GPA_RE =
  /\b(?:IPK|GPA|CGPA|Grade|Nilai)\s*[:：]?\s*(\d(?:[.,]\d{1,2})?)(?:\s*(?:\/|dari|out of)\s*(\d(?:[.,]\d{1,2})?))?/iu;

export function parseGpa(line: string): string | null {
  const m = GPA_RE.exec(line);
  if (!m) return null;
  const v = m[1]!.replace(',', '.');
  const n = Number(v);
  if (!(n > 0 && n <= 4.0) && !(m[2] && n <= Number(m[2].replace(',', '.')))) return null;
  return m[2] ? `${v}/${m[2].replace(',', '.')}` : v;
}

/** "S1 Teknik Informatika" → { degree: 'S1', field: 'Teknik Informatika' }. */
export function parseDegree(line: string): { degree: string; field: string } | null {
  const text = removeDates(line.replace(GPA_RE, ' '))
    .replace(/[-–—|,;]\s*$/u, '')
    .trim();
  const m = DEGREE_RE.exec(text);
  if (!m) return null;
  const degree = m[0].trim();
  let rest = text.slice(m.index + m[0].length);
  rest = rest
    .replace(
      /^\s*(?:degree|of science|of arts|of engineering|of business administration|of)\b/iu,
      '',
    )
    .replace(/^\s*(?:in|of|:|-|–|—|,)\s*/iu, '')
    .split(/\s+[—–|-]\s+|\s*[|;]\s*|,\s*(?:GPA|IPK)|\s*\(/iu)[0]!
    .replace(/[,.;\s]+$/u, '')
    .trim();
  let deg = degree;
  const full = /^(Bachelor|Master|Doctor)(?:'s)? of ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/u.exec(
    text.slice(m.index),
  );
  if (full) deg = full[0];
  return { degree: deg, field: rest };
}

export function parseEducation(lines: string[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  let cur: EducationEntry | null = null;
  let pendingDates: { start: string | null; end: string | null } | null = null;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = isBullet(line);
    const body = bullet ? stripBullet(line) : line;
    const range = parseDateRange(body);
    const gpa = parseGpa(body);
    const stripped = removeDates(body.replace(GPA_RE, ' '));
    const instPart =
      stripped
        .split(/\s+[—–|-]\s+|\s*[|•]\s*/u)
        .map((x) => x.trim())
        .find((x) => INSTITUTION_RE.test(x) && x.length <= 100) ?? null;
    const degreeInfo: { degree: string; field: string } | null =
      !bullet || !cur ? parseDegree(body) : null;
    const isInstitution =
      !bullet &&
      instPart !== null &&
      !/^(?:jurusan|major|program studi|prodi|coursework|relevant)/iu.test(instPart);
    if (isInstitution) {
      const dates = range ?? pendingDates;
      cur = {
        institution: instPart.replace(/[,\s]+$/u, ''),
        degree: '',
        field: '',
        gpa,
        start: dates?.start ?? null,
        end: dates?.end ?? null,
      };
      pendingDates = null;
      out.push(cur);
      const remainder = stripped.replace(instPart, ' ');
      const d = parseDegree(remainder);
      if (d) {
        cur.degree = d.degree;
        cur.field = d.field;
      }
      continue;
    }
    if (!cur) {
      if (range) pendingDates = range;
      if (degreeInfo && !bullet) {
        cur = {
          institution: '',
          degree: degreeInfo.degree,
          field: degreeInfo.field,
          gpa,
          start: range?.start ?? null,
          end: range?.end ?? null,
        };
        out.push(cur);
      }
      continue;
    }
    if (gpa && !cur.gpa) cur.gpa = gpa;
    if (range && !cur.start) {
      cur.start = range.start;
      cur.end = range.end;
    }
    if (degreeInfo && !cur.degree) {
      cur.degree = degreeInfo.degree;
      cur.field = degreeInfo.field;
    }
  }
  // Entries without an institution attach to a following institution-less degree only.
  return out;
}
