/**
 * The shapes of contact values (email, web address, phone-like digits) and how a contact line
 * splits into its fields.
 */
import { PLACES } from '../contact-lexicon.ts';

export const EMAIL_RE =
  /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:[a-z]{2,24}|[A-Z]{2,24})/u;
export const LINKEDIN_URL_RE =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_%.-]+\/?/iu;
export const URL_RE =
  /(?:https?:\/\/[^\s|,;<>"]+|(?:www\.)[^\s|,;<>"]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|io|dev|me|net|org|id|co\.id|app|xyz|site|tech|page|ai)(?:\/[^\s|,;<>"]*)?)/iu;

/** A place word of the lexicon, whole. */
export const PLACE_RE = new RegExp(`\\b(?:${PLACES.join('|')})\\b`, 'iu');

/**
 * What separates the fields of a contact line: a bar, a bullet or middle dot, a dash or slash
 * between spaces, a tab, a wide gap, a comma between spaces.
 */
export const SEGMENT_SPLIT = /\s*(?:\||•|·|◦|▪|⋄|—|–\s|\s\/\s|\t|\s{3,}|\s,\s)\s*/u;

/** A phone number never runs over a line break ("+1…" above a "123 Main St" address). */
export const PHONE_CANDIDATE_RE =
  /(?:\(\+?\d{1,4}\)[^\S\n]*|\+)?\d[\d \t().\u00a0\u00ad\u2010-\u2015\u2212-]{6,}\d/gu;

/** An email, a web address or a phone number. */
export function hasContactValue(line: string | undefined): boolean {
  return (
    line !== undefined &&
    (EMAIL_RE.test(line) || URL_RE.test(line) || /\+?\d[\d\s().-]{7,}\d/u.test(line))
  );
}

/** Emails, URLs, phone numbers and icon glyphs become separators, leaving the other fields. */
export function maskContactTokens(line: string): string {
  return line
    .replace(new RegExp(EMAIL_RE.source, 'gu'), ' | ')
    .replace(
      /(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|io|dev|me|net|org|app|id)(?:\/\S*)?/giu,
      ' | ',
    )
    .replace(PHONE_CANDIDATE_RE, (m) => (m.replace(/\D/gu, '').length >= 8 ? ' | ' : m))
    .replace(/[\p{Cc}\u{e000}-\u{f8ff}\u{1f000}-\u{1faff}\u2600-\u27bf]/gu, ' | ')
    .replace(/(^|\s)[#*§@~$%^+=¶�]+(?=\s|$)/gu, '$1 | ')
    .replace(/(^|\s)[^\p{ASCII}\p{L}\p{N}](?=\s|$)/gu, '$1 | ')
    .replace(/\b(?:[A-Z]+-)+[A-Z]+\b/gu, ' | ');
}

/** Caps very long tokens so the email/URL/phone patterns stay linear on hostile input. */
export function capTokens(s: string): string {
  return s.replace(/\S{161,}/gu, (m) => m.slice(0, 160));
}

/**
 * An email or a web address broken over two lines by a narrow column ("budi@gmail." / "com",
 * "linkedin.com/" / "in/budi", "linkedin.com/in/budi-" / "12",
 * "budisantosowijayakusuma" / "99@gmail.com") is one value again. Other lines are kept as they are.
 */
export function joinBrokenValues(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]?.trim() ?? '';
    const head = /^\S+/u.exec(next)?.[0] ?? '';
    const last = /\S+$/u.exec(line)?.[0] ?? '';
    // "budi@gmail." / "com", "budi@outlo" / "ok.com": joined, an email again.
    const brokenEmail =
      last.includes('@') && !EMAIL_RE.test(last) && EMAIL_RE.test(`${last}${head}`);
    if (
      head &&
      (brokenEmail || BROKEN_WEB_TAIL.test(last)) &&
      // The rest of an address is lower case (a capital word is another column's).
      /^[a-z0-9][\w.%/-]*$/u.test(head) &&
      !/^(?:https?:|www\.)/iu.test(head)
    ) {
      out.push(`${line}${head}`);
      const rest = next.slice(head.length).trim();
      if (rest) out.push(rest);
      i++;
      continue;
    }
    // The local part of an email cut before the "@": a long lone lower-case token above the
    // rest (a column narrower than the address).
    if (
      /^[a-z0-9._-]{16,}$/u.test(line.trim()) &&
      /^[a-z0-9._-]+@/u.test(next) &&
      EMAIL_RE.test(next)
    ) {
      out.push(`${line.trim()}${next}`);
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}

/** The end of a line that cannot end an email or a web address. */
const BROKEN_WEB_TAIL = /(?:\.(?:com|co|id|net|org)\/|linkedin\.com\/(?:in\/)?|\/in\/[\w.%-]+-)$/iu;
