import type { RevisedCvInput } from '../docx/content.ts';
import { reverseChronological } from '../revise/revision-report.ts';
import type { Lang, Locale, ParsedCv, SectionKey } from '../types.ts';
import { lineFromAnswer } from './answer-bullets.ts';
import { questionsFor, type Answer, type Question } from './questions.ts';

/**
 * Every change the revised CV makes, with its source, for the user to read and undo before
 * paying: "dari CV Anda" (a bullet reworded, the summary, the order of the jobs) or "dari
 * jawaban Anda" (a line written from an answer). Undoing one removes exactly that change.
 */
export interface Change {
  id: string;
  source: 'cv' | 'answer';
  section: SectionKey | 'contact' | 'summary';
  /** Null for a line an answer added. */
  before: string | null;
  after: string;
  reason: string;
}

export interface Completion {
  answers: readonly Answer[];
  /** Change ids the user undid. */
  reverted: readonly string[];
  /** The interface language of the reasons. */
  locale: Locale;
}

const REASONS: Record<Locale, Record<string, (q?: string) => string>> = {
  id: {
    bullet: () => 'Dibuka dengan kata kerja aktif agar jelas apa yang Anda kerjakan.',
    summary: () => 'Ringkasan profesional di bagian atas, disusun dari isi CV Anda.',
    order: () => 'Pengalaman terbaru di atas, seperti yang dibaca perekrut dan ATS.',
    answer: (q) => `Ditulis dari jawaban Anda atas pertanyaan: ${q}`,
  },
  en: {
    bullet: () => 'Opens with an action verb so it is clear what you did.',
    summary: () => 'A professional summary at the top, written from what your CV says.',
    order: () => 'Most recent experience first, as recruiters and ATS read it.',
    answer: (q) => `Written from your answer to: ${q}`,
  },
};

const norm = (s: string) => s.replace(/^•\s*/u, '').replace(/\s+/gu, ' ').trim();

/** Where an answer's line goes in the content: after the entry's bullets, or in a list. */
function place(content: RevisedCvInput, order: readonly number[], q: Question, line: string) {
  if (q.kind === 'section') {
    content.organizations = [...content.organizations, line];
    return 'organizations' as const;
  }
  if (q.entry?.section === 'projects') {
    const items = [...content.projects];
    const at = Math.min(q.entry.index + 1, items.length);
    items.splice(at, 0, `• ${line}`);
    content.projects = items;
    return 'projects' as const;
  }
  const pos = order.indexOf(q.entry?.index ?? 0);
  const entry = content.experience[pos];
  if (!entry) return null;
  content.experience = content.experience.map((e, i) =>
    i === pos ? { ...e, bullets: [...e.bullets, line] } : e,
  );
  return 'experience' as const;
}

/**
 * The revised content with the user's answers and undos applied, and the list of changes. The
 * CV's own changes are found by comparing the content with the CV as read; reverting one puts
 * the CV's wording (or order) back.
 */
export function applyCompletion(
  parsed: ParsedCv,
  printedBullets: readonly string[][],
  revised: RevisedCvInput,
  completion: Completion,
): { content: RevisedCvInput; changes: Change[] } {
  const lang: Lang = parsed.language;
  const r = REASONS[completion.locale];
  const reverted = new Set(completion.reverted);
  const changes: Change[] = [];
  let content: RevisedCvInput = {
    ...revised,
    experience: revised.experience.map((e) => ({ ...e })),
  };
  const order = reverseChronological(parsed.experience);

  // The CV's own changes: bullets reworded, in the order the revision prints them.
  order.forEach((orig, pos) => {
    const before = printedBullets[orig] ?? [];
    const entry = content.experience[pos];
    if (!entry || before.length !== entry.bullets.length) return;
    const bullets = entry.bullets.map((after, k) => {
      const was = before[k]!;
      if (norm(was) === norm(after)) return after;
      const id = `cv:bullet:${orig}:${k}`;
      changes.push({
        id,
        source: 'cv',
        section: 'experience',
        before: norm(was),
        after,
        reason: r.bullet!(),
      });
      return reverted.has(id) ? norm(was) : after;
    });
    content.experience[pos] = { ...entry, bullets };
  });
  const own = parsed.summaryText?.replace(/\s+/gu, ' ').trim() ?? '';
  if (content.summary.trim() && content.summary.trim() !== own) {
    const id = 'cv:summary';
    changes.push({
      id,
      source: 'cv',
      section: 'summary',
      before: own || null,
      after: content.summary,
      reason: r.summary!(),
    });
    if (reverted.has(id)) content = { ...content, summary: own };
  }
  const moved = order.some((v, i) => v !== i);
  const answerOrder = moved && reverted.has('cv:order:experience') ? order.map((_, i) => i) : order;
  if (moved) {
    const id = 'cv:order:experience';
    const titles = (idx: readonly number[]) =>
      idx.map((i) => parsed.experience[i]?.title || `#${i + 1}`).join(' → ');
    changes.push({
      id,
      source: 'cv',
      section: 'experience',
      before: titles(order.map((_, i) => i)),
      after: titles(order),
      reason: r.order!(),
    });
    if (reverted.has(id)) {
      // Back to the CV's order: the entry printed at position p came from order[p].
      const back = <T>(xs: readonly T[] | undefined) => {
        if (!xs) return xs;
        const out: T[] = [];
        order.forEach((orig, pos) => (out[orig] = xs[pos]!));
        return out;
      };
      content = {
        ...content,
        experience: back(content.experience)!,
        ...(content.experienceNotes ? { experienceNotes: back(content.experienceNotes) } : {}),
      };
    }
  }

  // Lines from the answers, each its own change.
  const questions = new Map(questionsFor(parsed, completion.locale).map((q) => [q.id, q]));
  for (const a of completion.answers) {
    const q = questions.get(a.questionId);
    if (!q) continue;
    const line = lineFromAnswer(q, a.answer, lang);
    if (!line) continue;
    const id = `answer:${q.id}`;
    const section = q.kind === 'section' ? 'organizations' : (q.entry?.section ?? 'experience');
    changes.push({
      id,
      source: 'answer',
      section,
      before: null,
      after: line,
      reason: r.answer!(q.text),
    });
    if (reverted.has(id)) continue;
    place(content, answerOrder, q, line);
  }
  return { content, changes };
}
