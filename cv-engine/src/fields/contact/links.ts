/**
 * Profile links: LinkedIn (a URL, "LinkedIn: handle", or a bare handle whose icon was lost) and
 * a personal website.
 */
import { isLabel } from './labels.ts';
import {
  EMAIL_RE,
  hasContactValue,
  LINKEDIN_URL_RE,
  PLACE_RE,
  SEGMENT_SPLIT,
  URL_RE,
} from './patterns.ts';

/**
 * Glyph used as an icon before a handle (icon fonts map to odd Latin-1 or private-use chars),
 * the handle being the whole field. A separator ("·", "•", "–", "▪") is punctuation, no icon:
 * "· Based in: Medan" holds no handle.
 */
const ICON_HANDLE_RE =
  /(?:^|\s|\|)([^\p{ASCII}\p{P}\p{Z}▪◦⋄])\s*([A-Za-z0-9][A-Za-z0-9_.-]{2,})(?=\s*(?:$|[|\p{P}▪◦⋄]))/u;

function cleanLinkedin(s: string): string {
  return s.replace(/[).,;]+$/u, '');
}

/**
 * "andrew-fantino", "posquit0", "apennyworth": one token shaped like a profile handle, lower
 * case or with a digit, hyphen or underscore (so not a capitalised word such as a city), and
 * neither an email, a web address, a place, a label ("E-mail") nor a number.
 */
function isBareHandle(segment: string): boolean {
  const s = segment.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]{1,}[A-Za-z0-9]$/u.test(s) || !/[a-z]/u.test(s)) return false;
  if (!/^[a-z]+$/u.test(s) && !/[\d_-]/u.test(s)) return false;
  if (isLabel(s)) return false;
  return !URL_RE.test(s) && !PLACE_RE.test(s.replace(/[_.-]/gu, ' '));
}

export function findLinkedin(header: string, text: string): string | null {
  const m = LINKEDIN_URL_RE.exec(text);
  if (m) return cleanLinkedin(m[0]);
  const label = /linked\s*in\s*[:/]*\s*(?:\/?in\/)?([A-Za-z0-9][A-Za-z0-9_.-]{2,})/iu.exec(text);
  if (label) {
    const printed = /linked\s*in\s*:\s*(\/in\/[A-Za-z0-9_.-]+)/iu.exec(text);
    if (printed) return `linkedin.com${printed[1]}`;
    return label[1]!;
  }
  // A bare handle as a field of a contact line (or alone beside one): its icon (an icon font's
  // glyph) dropped in extraction. LinkedIn is conventionally the first such link.
  const lines = header.split('\n');
  for (const [i, line] of lines.entries()) {
    const fields = line.split(SEGMENT_SPLIT);
    const beside = fields.length === 1 && [lines[i - 1], lines[i + 1]].some(hasContactValue);
    if (!hasContactValue(line) && !beside) continue;
    // Beside other fields, a plain lower-case word ("sekarang", "budisantoso") may be anything:
    // only a token with a digit, hyphen or underscore is taken for a handle there.
    const handle = beside
      ? fields.find(isBareHandle)
      : fields.find((f) => isBareHandle(f) && /[\d_-]/u.test(f));
    if (handle) return handle.trim();
  }
  // A bare handle after an icon glyph (text that kept it).
  for (const line of header.split('\n')) {
    const icon = ICON_HANDLE_RE.exec(line);
    if (
      icon &&
      /\p{L}/u.test(icon[2]!) &&
      !EMAIL_RE.test(icon[2]!) &&
      !isLabel(icon[2]!) &&
      !/\.(?:com|io|app|dev|me)$/iu.test(icon[2]!)
    ) {
      return icon[2]!;
    }
  }
  return null;
}

export function findWebsite(text: string): string | null {
  const lines = text.split('\n');
  let fallback: string | null = null;
  for (const line of lines) {
    for (const seg of line.split(/[\s|,]+/u)) {
      if (!seg || EMAIL_RE.test(seg) || /linkedin/iu.test(seg)) continue;
      const m = URL_RE.exec(seg);
      if (!m) continue;
      const url = m[0].replace(/[).,;]+$/u, '');
      if (/github\.com|gitlab\.com|behance|dribbble|vercel\.app|netlify|github\.io/iu.test(url))
        return url;
      if (!fallback && /^(?:https?:\/\/|www\.)/iu.test(url)) fallback = url;
    }
  }
  return fallback;
}
