import { badRequest } from '@karier/events';
import { hasMetric } from '../score/score-text.ts';
import type { Locale, ParsedCv, SectionKey } from '../types.ts';

/**
 * "Lengkapi CV" (issue 28): the questions that ask for the facts a CV leaves out. They come from
 * the analyser's own findings — a role whose bullets hold no number, no tools named, a project
 * without its scope, no achievement, a missing section that matters for a fresh graduate — and
 * each names the entry it is about, shows an example answer and can be skipped.
 */
export type QuestionKind = 'metric' | 'tool' | 'scope' | 'achievement' | 'section';

/** What a metric answer counts: picked from the role's own words, worded as a bullet later. */
export type MetricKind = 'customers' | 'team' | 'sales' | 'volume';

export interface QuestionEntryRef {
  section: SectionKey;
  index: number;
  label: string;
}

export interface Question {
  /** Stable for the same parsed CV: kind, section and the entry's index as read. */
  id: string;
  kind: QuestionKind;
  text: string;
  example: string;
  entry: QuestionEntryRef | null;
  /** For a metric: what the number counts ("pelanggan per hari"). */
  unit?: string;
  metric?: MetricKind;
}

export interface Answer {
  questionId: string;
  answer: string;
}

export const MAX_QUESTIONS = 8;
export const MAX_ANSWER_LENGTH = 500;
const MAX_METRIC_QUESTIONS = 4;

/** Word stems by which a role's bullets and title say what it counts. */
const METRIC_CUES: readonly [MetricKind, RegExp][] = [
  ['team', /\b(memimpin|pimpin|koordinasi|mengoordinasikan|supervis|lead|led|manag|tim\b|team)/iu],
  [
    'customers',
    /\b(pelanggan|customer|klien|client|tamu|guest|pasien|patient|nasabah|pengunjung)/iu,
  ],
  ['sales', /\b(penjualan|menjual|sales|sold|selling|revenue|omzet|omset|target)/iu],
];

const METRIC_TEXT: Record<Locale, Record<MetricKind, { q: string; ex: string; unit: string }>> = {
  id: {
    customers: {
      q: 'Berapa pelanggan yang Anda layani per hari?',
      ex: '37',
      unit: 'pelanggan per hari',
    },
    team: { q: 'Berapa besar tim yang Anda pimpin atau koordinasikan?', ex: '6', unit: 'orang' },
    sales: {
      q: 'Berapa persen target penjualan yang Anda capai?',
      ex: '115',
      unit: 'persen dari target',
    },
    volume: {
      q: 'Berapa banyak pekerjaan yang Anda selesaikan per bulan (dokumen, transaksi, proyek)?',
      ex: '120 transaksi',
      unit: 'per bulan',
    },
  },
  en: {
    customers: {
      q: 'How many customers did you serve per day?',
      ex: '37',
      unit: 'customers per day',
    },
    team: { q: 'How large was the team you led or coordinated?', ex: '6', unit: 'people' },
    sales: {
      q: 'What percentage of your sales target did you reach?',
      ex: '115',
      unit: 'percent of target',
    },
    volume: {
      q: 'How much work did you complete per month (documents, transactions, projects)?',
      ex: '120 transactions',
      unit: 'per month',
    },
  },
};

const TEXT = {
  id: {
    tool: (role: string) => `Alat atau aplikasi apa yang Anda gunakan sebagai ${role}?`,
    toolEx: 'Excel, SAP, Canva',
    achievement: (role: string) => `Apa hasil terbaik yang Anda capai sebagai ${role}?`,
    achievementEx: 'Menurunkan keluhan pelanggan 20% dalam 6 bulan',
    scope: (name: string) =>
      `Seberapa besar cakupan proyek "${name}" (tim, durasi, pengguna atau anggaran)?`,
    scopeEx: 'tim 4 orang, 3 bulan, 200 pengguna',
    section:
      'Apakah Anda pernah aktif di organisasi, kepanitiaan atau magang? Tulis peran, nama organisasi dan tahunnya.',
    sectionEx: 'Bendahara, BEM Fakultas Ekonomi, 2022–2023',
  },
  en: {
    tool: (role: string) => `Which tools or software did you use as ${role}?`,
    toolEx: 'Excel, SAP, Canva',
    achievement: (role: string) => `What is the best result you achieved as ${role}?`,
    achievementEx: 'Reduced customer complaints by 20% in 6 months',
    scope: (name: string) =>
      `How large was the project "${name}" (team, duration, users or budget)?`,
    scopeEx: 'a team of 4, 3 months, 200 users',
    section:
      'Have you been active in an organisation, a committee or an internship? Give the role, the organisation and the years.',
    sectionEx: 'Treasurer, Faculty of Economics Student Council, 2022–2023',
  },
} as const;

const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s);

/** What the role's own words say it counts; "volume" when they say nothing particular. */
export function metricKindOf(title: string, bullets: readonly string[]): MetricKind {
  const text = [title, ...bullets].join(' ');
  for (const [kind, cue] of METRIC_CUES) if (cue.test(text)) return kind;
  return 'volume';
}

/** The questions for this CV, at most eight, in the interface locale; deterministic. */
export function questionsFor(parsed: ParsedCv, locale: Locale): Question[] {
  const t = TEXT[locale];
  const out: Question[] = [];
  const roleLabel = (i: number) => {
    const e = parsed.experience[i]!;
    return clip([e.title, e.company].filter(Boolean).join(' — ') || `#${i + 1}`);
  };
  const roleName = (i: number) => clip(parsed.experience[i]!.title || roleLabel(i), 50);
  // Roles whose bullets hold no number: newest first as read (the order the CV prints).
  parsed.experience.forEach((e, i) => {
    if (out.length >= MAX_METRIC_QUESTIONS || e.bullets.some(hasMetric)) return;
    const metric = metricKindOf(e.title, e.bullets);
    const m = METRIC_TEXT[locale][metric];
    out.push({
      id: `metric:experience:${i}`,
      kind: 'metric',
      text: m.q,
      example: m.ex,
      unit: m.unit,
      metric,
      entry: { section: 'experience', index: i, label: roleLabel(i) },
    });
  });
  if (parsed.experience.length > 0) {
    // Tools: for the first role, when the CV lists no skills or the role names none of them.
    const first = parsed.experience[0]!;
    const text = [first.title, ...first.bullets].join(' ').toLowerCase();
    const named = parsed.skills.some((s) => text.includes(s.toLowerCase()));
    if (parsed.skills.length === 0 || !named) {
      out.push({
        id: 'tool:experience:0',
        kind: 'tool',
        text: t.tool(roleName(0)),
        example: t.toolEx,
        entry: { section: 'experience', index: 0, label: roleLabel(0) },
      });
    }
    out.push({
      id: 'achievement:experience:0',
      kind: 'achievement',
      text: t.achievement(roleName(0)),
      example: t.achievementEx,
      entry: { section: 'experience', index: 0, label: roleLabel(0) },
    });
  }
  const project = parsed.projects.findIndex((p) => !hasMetric(p));
  if (project >= 0) {
    const name = clip(parsed.projects[project]!.replace(/^•\s*/u, ''), 50);
    out.push({
      id: `scope:projects:${project}`,
      kind: 'scope',
      text: t.scope(name),
      example: t.scopeEx,
      entry: { section: 'projects', index: project, label: name },
    });
  }
  // A fresh graduate (at most one role) without organisation experience.
  if (parsed.experience.length <= 1 && !parsed.sections.includes('organizations')) {
    out.push({
      id: 'section:organizations',
      kind: 'section',
      text: t.section,
      example: t.sectionEx,
      entry: null,
    });
  }
  return out.slice(0, MAX_QUESTIONS);
}

/** The first number of an answer ("37", "1.250", "2,5"), as written. */
export function numberOf(answer: string): string | null {
  return /\d+(?:[.,]\d+)*/u.exec(answer)?.[0] ?? null;
}

/**
 * The answers checked against the questions: each names a question of this CV once, holds at
 * most MAX_ANSWER_LENGTH characters, and a metric answer holds a number. An empty answer is a
 * skipped question (dropped). Refusals are 400s naming the question.
 */
export function validateAnswers(
  questions: readonly Question[],
  answers: readonly Answer[],
): Answer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const out: Answer[] = [];
  for (const a of answers) {
    const q = byId.get(a.questionId);
    if (!q) throw badRequest(`Pertanyaan "${clip(a.questionId, 64)}" tidak ada untuk CV ini.`);
    if (seen.has(q.id)) throw badRequest(`Pertanyaan "${clip(q.text)}" dijawab lebih dari sekali.`);
    seen.add(q.id);
    const answer = a.answer.replace(/\s+/gu, ' ').trim();
    if (answer.length > MAX_ANSWER_LENGTH) {
      throw badRequest(
        `Jawaban untuk "${clip(q.text)}" terlalu panjang (maksimal ${MAX_ANSWER_LENGTH} karakter).`,
      );
    }
    if (!answer) continue;
    if (q.kind === 'metric' && !numberOf(answer)) {
      throw badRequest(
        `Jawaban untuk "${clip(q.text)}" harus berisi angka, misalnya ${q.example}.`,
      );
    }
    out.push({ questionId: q.id, answer });
  }
  return out;
}
