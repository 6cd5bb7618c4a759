import { startsWithActionVerb } from '../revise/bullets.ts';
import type { Lang } from '../types.ts';
import { numberOf, type MetricKind, type Question } from './questions.ts';

/**
 * New lines of the revised CV written only from the user's answers, in the CV's language: a
 * bullet that opens with an action verb and holds the answer's number, tools or words as given
 * ("Melayani rata-rata 37 pelanggan per hari"), never a template with a hole. The fixed words
 * around them are the only words not the user's, and they carry no fact.
 */

/** What the metric answer counts, when the user named it ("120 transaksi" → "transaksi"). */
function countedOf(answer: string, n: string): string {
  const rest = answer
    .slice(answer.indexOf(n) + n.length)
    .replace(/^[\s%]+/u, '')
    .replace(/[.!?]+$/u, '')
    .trim();
  return rest.split(/\s+/u).slice(0, 4).join(' ');
}

const METRIC_BULLET: Record<Lang, Record<MetricKind, (n: string, what: string) => string>> = {
  id: {
    customers: (n) => `Melayani rata-rata ${n} pelanggan per hari`,
    team: (n) => `Memimpin tim beranggotakan ${n} orang`,
    sales: (n) => `Mencapai ${n}% dari target penjualan`,
    volume: (n, what) => `Menyelesaikan rata-rata ${n} ${what || 'pekerjaan'} per bulan`,
  },
  en: {
    customers: (n) => `Served an average of ${n} customers per day`,
    team: (n) => `Led a team of ${n} people`,
    sales: (n) => `Achieved ${n}% of the sales target`,
    volume: (n, what) => `Completed an average of ${n} ${what || 'tasks'} per month`,
  },
};

const lowerFirst = (s: string) =>
  // Keep names and acronyms as written ("SAP", "Excel"): only a lower-case second letter means
  // the first letter is a sentence capital.
  /^\p{Lu}\p{Ll}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
const upperFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const sentence = (s: string) =>
  s
    .replace(/\s+/gu, ' ')
    .replace(/[.!?;,]+$/u, '')
    .trim();

/** The tools of an answer as the user wrote them: "Excel, SAP dan Canva" → three names. */
export function toolsOf(answer: string): string[] {
  return sentence(answer)
    .split(/\s*(?:,|;|\/|\band\b|\bdan\b|\bserta\b|&)\s*/iu)
    .map((t) => t.trim())
    .filter((t) => t.length > 0 && t.length <= 40)
    .slice(0, 8);
}

function listed(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'id' ? 'dan' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/**
 * The line an answer adds to the revised CV, or null when it cannot make one (a metric answer
 * without a number — refused earlier — or a list with no tool). Section answers are an item as
 * the user wrote it.
 */
export function lineFromAnswer(question: Question, answer: string, lang: Lang): string | null {
  const text = sentence(answer);
  if (!text) return null;
  switch (question.kind) {
    case 'metric': {
      const n = numberOf(text);
      if (!n) return null;
      return METRIC_BULLET[lang][question.metric ?? 'volume'](n, countedOf(text, n));
    }
    case 'tool': {
      const tools = toolsOf(text);
      if (tools.length === 0) return null;
      return lang === 'id'
        ? `Menggunakan ${listed(tools, lang)} dalam pekerjaan sehari-hari`
        : `Used ${listed(tools, lang)} in daily work`;
    }
    case 'scope':
      return lang === 'id'
        ? `Mengerjakan proyek dengan cakupan ${lowerFirst(text)}`
        : `Delivered the project with a scope of ${lowerFirst(text)}`;
    case 'achievement':
      if (startsWithActionVerb(text)) return upperFirst(text);
      if (lang === 'en') return `Achieved ${lowerFirst(text)}`;
      // A verb phrase ("menjadi karyawan terbaik") reads after "Berhasil"; a noun phrase
      // ("penghargaan karyawan terbaik") after "Meraih".
      return /^(me|mem|men|meng|meny|ber|ter|di)\p{Ll}{3,}/iu.test(text)
        ? `Berhasil ${lowerFirst(text)}`
        : `Meraih ${lowerFirst(text)}`;
    case 'section':
      return upperFirst(text);
    default: {
      const never: never = question.kind;
      return never;
    }
  }
}
