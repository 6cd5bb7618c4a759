import type { CompletedRevision } from '@karier/api-types';
import { AppError, badRequest, changeIdSchema, cvStreamId, type EventDataOf } from '@karier/events';
import {
  parsedFromStructure,
  questionsFor,
  revisionOutcome,
  validateAnswers,
  type Answer,
  type CvStructure,
  type Locale,
  type ParsedCv,
  type TemplateName,
} from '@karier/cv-engine';
import { consumeOrRefuse } from '../kit/rate-limit.ts';
import { assertOwner, revertOf, type CvCommand, type CvState } from './cv-decider.ts';
import {
  revisionEvent,
  revisionSummaryOf,
  storeRevision,
  type ContextAt,
  type CvWork,
} from './revisions.ts';
import { cvs } from '../aggregates.ts';

/**
 * Issue 28 ("Lengkapi CV"): questions where the CV is thin, the revision rebuilt from the
 * owner's answers, a change undone, the structure corrected. Each rebuild builds and stores a
 * DOCX, limited like the summary's; the decider records the answers (sealed) with it.
 */

type Loaded = { state: CvState; version: number };
type Basis = 'answers' | 'revert' | 'structure';

async function loadOwned(deps: CvWork, cvId: string, userId: string): Promise<Loaded> {
  const loaded = await cvs.load(deps.store, cvStreamId(cvId));
  assertOwner(loaded.state, userId);
  if (!loaded.state.analysed || !loaded.state.parsed) {
    throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
  }
  return loaded;
}

/** The reading of the CV, or the structure its owner corrected laid over it. */
function parsedOf(state: CvState, structure = state.structure): ParsedCv {
  const parsed = state.parsed as unknown as ParsedCv;
  return structure ? parsedFromStructure(parsed, structure as unknown as CvStructure) : parsed;
}

/** The current revision as the routes answer it: its own score and its changes. */
export function currentRevisionOf(state: CvState): CompletedRevision {
  return { score: state.revisionScore, changes: state.revisionChanges };
}

/**
 * The revision rebuilt from the CV (as read or corrected), the answers and the undone changes:
 * its DOCX stored, then `command` recorded on the stream as it was read (moved on since → 409).
 */
async function rebuild(
  deps: CvWork,
  input: {
    cvId: string;
    userId: string;
    loaded: Loaded;
    locale: Locale;
    basis: Basis;
    answers: Answer[];
    reverted: string[];
    structure: Record<string, unknown> | null;
    command: (revision: EventDataOf<'CvRevisionGenerated'>) => CvCommand;
    context: ContextAt;
  },
): Promise<{ revision: CompletedRevision; file_path: string; position: number | null }> {
  const { cvId, userId, loaded } = input;
  const { state } = loaded;
  await consumeOrRefuse(
    deps.regenerations,
    userId,
    (seconds) =>
      `CV revisi terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
  );
  const template = (state.template ?? 'modern') as TemplateName;
  // The summary the revised CV prints now (the picked one, else the revision's own) stays.
  const summary = state.pickedSummary ?? (revisionSummaryOf(state) || state.summary);
  // The CV as read, or as its owner corrected it: read once for the revision and its potential.
  const parsed = parsedOf(state, input.structure);
  const built = await deps.engine.reviseCompleted(parsed, summary, template, {
    answers: input.answers,
    reverted: input.reverted,
    locale: input.locale,
  });
  const potential = await potentialScore(deps, revisionOutcome(built)?.score ?? null, {
    parsed,
    summary,
    template,
    answers: input.answers,
    reverted: input.reverted,
    locale: input.locale,
  });
  const at = deps.now();
  const iso = at.toISOString();
  // The changes this revision makes: an undone one is in the DOCX no more, nor in the list.
  const undone = new Set(input.reverted);
  const changes = (built.changes ?? [])
    .filter((c) => !undone.has(c.id))
    .map((c) => ({ ...c, section: String(c.section) }));
  const stored = await storeRevision(deps, {
    cvId,
    userId,
    loaded,
    docx: built.docx,
    command: (revisionId) =>
      input.command(
        revisionEvent(cvId, userId, revisionId, template, built, iso, input.basis, changes),
      ),
    context: input.context(at),
    conflict: 'CV ini baru saja diubah di tempat lain. Muat ulang lalu coba lagi.',
  });
  return {
    revision: { score: revisionOutcome(built)?.score ?? null, potential, changes },
    file_path: stored.revisionId,
    position: stored.position,
  };
}

/**
 * The score the revised CV would have once the metric questions still open are answered: the
 * same revision built again with a number for each of them, read back by the same analyser (the
 * rubric counts that a line holds a number, not which). Null when no metric question is open or
 * the score would not rise; only shown, never stored.
 */
export async function potentialScore(
  deps: CvWork,
  now: number | null,
  input: {
    parsed: ParsedCv;
    summary: string;
    template: TemplateName;
    answers: Answer[];
    reverted: string[];
    locale: Locale;
  },
): Promise<number | null> {
  const answered = new Set(input.answers.map((a) => a.questionId));
  const open = questionsFor(input.parsed, input.locale).filter(
    (q) => q.kind === 'metric' && !answered.has(q.id),
  );
  if (open.length === 0 || now === null) return null;
  const supposed = [...input.answers, ...open.map((q) => ({ questionId: q.id, answer: '10' }))];
  const after = await deps.engine.reviseCompleted(input.parsed, input.summary, input.template, {
    answers: supposed,
    reverted: input.reverted,
    locale: input.locale,
  });
  const then = revisionOutcome(after)?.score ?? null;
  return then !== null && then > now ? then : null;
}

const sameAnswers = (a: Answer[], b: Answer[]) =>
  a.length === b.length &&
  a.every((x, i) => x.questionId === b[i]!.questionId && x.answer === b[i]!.answer);

/**
 * POST /api/cvs/{id}/answers: the answers checked against the CV's questions (400 naming the
 * question), recorded (sealed) with the revision rebuilt from them. The same answers again
 * (a replayed request) rebuild nothing and answer the current revision.
 */
export async function answerQuestions(
  deps: CvWork,
  input: { cvId: string; userId: string; answers: Answer[]; locale: Locale; context: ContextAt },
) {
  const { cvId, userId } = input;
  const loaded = await loadOwned(deps, cvId, userId);
  const { state } = loaded;
  const answers = validateAnswers(questionsFor(parsedOf(state), input.locale), input.answers);
  if (state.revisionChanges.length > 0 && sameAnswers(answers, state.answers)) {
    return {
      revision: currentRevisionOf(state),
      file_path: state.revisionId,
      position: null,
    };
  }
  return rebuild(deps, {
    cvId,
    userId,
    loaded,
    locale: input.locale,
    basis: 'answers',
    answers,
    reverted: state.reverted,
    structure: state.structure,
    context: input.context,
    command: (revision) => ({
      type: 'AnswerQuestions',
      data: {
        userId,
        answered: { cvId, userId, answers, answeredAt: revision.generatedAt },
        revision,
      },
    }),
  });
}

/**
 * POST /api/cvs/{id}/changes/{changeId}/revert: one change undone, the revision rebuilt without
 * it. A change the current revision does not list is a 404; one undone before answers the
 * current revision (nothing rebuilt, nothing recorded).
 */
export async function revertChange(
  deps: CvWork,
  input: { cvId: string; userId: string; changeId: string; locale: Locale; context: ContextAt },
) {
  const { cvId, userId } = input;
  if (!changeIdSchema.safeParse(input.changeId).success) {
    throw badRequest('ID perubahan tidak valid.', { field: 'changeId' });
  }
  const changeId = input.changeId;
  const loaded = await loadOwned(deps, cvId, userId);
  const { state } = loaded;
  if (revertOf(state, changeId) === 'done') {
    return { revision: currentRevisionOf(state), file_path: state.revisionId, position: null };
  }
  return rebuild(deps, {
    cvId,
    userId,
    loaded,
    locale: input.locale,
    basis: 'revert',
    answers: state.answers,
    reverted: [...state.reverted, changeId],
    structure: state.structure,
    context: input.context,
    command: (revision) => ({
      type: 'RevertChange',
      data: {
        userId,
        reverted: { cvId, userId, changeId, revertedAt: revision.generatedAt },
        revision,
      },
    }),
  });
}

/** PUT /api/cvs/{id}/structure: the corrected structure (checked by the route) recorded, the revision rebuilt. */
export async function correctStructure(
  deps: CvWork,
  input: {
    cvId: string;
    userId: string;
    structure: CvStructure;
    locale: Locale;
    context: ContextAt;
  },
) {
  const { cvId, userId } = input;
  const loaded = await loadOwned(deps, cvId, userId);
  const { state } = loaded;
  const structure = input.structure as unknown as Record<string, unknown>;
  return rebuild(deps, {
    cvId,
    userId,
    loaded,
    locale: input.locale,
    basis: 'structure',
    answers: state.answers,
    reverted: state.reverted,
    structure,
    context: input.context,
    command: (revision) => ({
      type: 'CorrectStructure',
      data: {
        userId,
        corrected: { cvId, userId, structure, correctedAt: revision.generatedAt },
        revision,
      },
    }),
  });
}
