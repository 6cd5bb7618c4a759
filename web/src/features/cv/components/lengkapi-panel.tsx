import { ArrowRight, MessageCircleQuestion, Send, SkipForward } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { FormError } from '../../../components/ui/form-error.tsx';
import { inputClasses, labelClasses } from '../../../components/ui/input.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { scoreTextClasses, scoreTone } from '../../../lib/score.ts';
import {
  useQuestions,
  useRevertChange,
  useSubmitAnswers,
  type CvChange,
  type CvQuestion,
  type LengkapiRevision,
  type QuestionEntry,
} from '../api/lengkapi.ts';
import { scoreView } from '../utils/structure.ts';
import { ChangeList } from './change-list.tsx';
import { ResultsCard } from './results-card.tsx';

/** "Kasir · Indomaret": the entry a question is about. */
export function entryLabel(entry: QuestionEntry): string {
  if (!entry) return '';
  if (typeof entry === 'string') return entry;
  if (entry.label) return entry.label;
  const named = [entry.title, entry.organisation].filter(Boolean).join(' · ');
  return named || (entry.section ?? '');
}

const LONG_ANSWER = new Set<CvQuestion['kind']>(['achievement', 'scope', 'section']);

function Score({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <span className="flex flex-col items-start">
      <span className="text-xs text-slate-500 dark:text-slate-400">{label}</span>
      <span
        data-testid={testId}
        className={`text-2xl font-bold tabular-nums ${scoreTextClasses[scoreTone(value)]}`}
      >
        {value}
      </span>
    </span>
  );
}

/** Before → after → potential, and what answering the open questions would add. */
function ScoreLine({
  score,
  unanswered,
}: {
  score: ReturnType<typeof scoreView>;
  unanswered: number;
}) {
  const { t } = useTranslation();
  const gain = score.potential !== null && score.after !== null ? score.potential - score.after : 0;
  return (
    <div className="rounded-xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <p className="sr-only">{t('cv.lengkapi.score.label')}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Score
          label={t('cv.lengkapi.score.before')}
          value={score.before}
          testId="lengkapi-before"
        />
        {score.after !== null && (
          <>
            <ArrowRight aria-label="→" className="size-4 text-slate-400" />
            <Score
              label={t('cv.lengkapi.score.after')}
              value={score.after}
              testId="lengkapi-after"
            />
          </>
        )}
        {score.potential !== null && gain > 0 && (
          <>
            <ArrowRight aria-label="→" className="size-4 text-slate-400" />
            <Score
              label={t('cv.lengkapi.score.potential')}
              value={score.potential}
              testId="lengkapi-potential"
            />
          </>
        )}
      </div>
      {score.potential !== null && gain > 0 && unanswered > 0 && (
        <p
          data-testid="lengkapi-gain"
          className="mt-2 text-sm font-medium text-emerald-800 dark:text-emerald-300"
        >
          {t('cv.lengkapi.score.potentialGain', { points: gain, count: unanswered })}
        </p>
      )}
    </div>
  );
}

function QuestionField({
  question,
  value,
  skipped,
  disabled,
  onChange,
  onSkip,
}: {
  question: CvQuestion;
  value: string;
  skipped: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const entry = entryLabel(question.entry);
  const common = {
    id,
    value,
    disabled: disabled || skipped,
    placeholder: question.example ? t('cv.lengkapi.example', { example: question.example }) : '',
    'aria-describedby': entry ? hintId : undefined,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    maxLength: 500,
  };
  return (
    <li
      data-testid="lengkapi-question"
      className={`rounded-xl border p-4 ${skipped ? 'border-dashed border-slate-400 bg-slate-50 dark:border-slate-600 dark:bg-slate-900/60' : 'border-slate-200 dark:border-slate-800'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          {t(`cv.lengkapi.kinds.${question.kind}`, { defaultValue: question.kind })}
        </span>
        {skipped && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            {t('cv.lengkapi.skipped')}
          </span>
        )}
        {entry && (
          <span id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
            {t('cv.lengkapi.forEntry', { entry })}
          </span>
        )}
      </div>
      <label htmlFor={id} className={`${labelClasses} mt-2`}>
        {question.text}
      </label>
      {LONG_ANSWER.has(question.kind) ? (
        <textarea {...common} rows={3} className={inputClasses(false, 'mt-2 h-auto py-2')} />
      ) : (
        <div className="mt-2 flex items-center gap-2">
          <input {...common} type="text" className={inputClasses(false)} />
          {question.unit && (
            <span className="shrink-0 text-sm text-slate-600 dark:text-slate-400">
              {question.unit}
            </span>
          )}
        </div>
      )}
      <button
        type="button"
        onClick={onSkip}
        disabled={disabled}
        aria-pressed={skipped}
        className={buttonClasses('ghost', 'sm', 'mt-2 -ml-3')}
      >
        <SkipForward aria-hidden="true" className="size-4" />
        {skipped ? t('cv.lengkapi.unskip') : t('cv.lengkapi.skip')}
      </button>
    </li>
  );
}

/**
 * Lengkapi CV: the questions where the CV is thin (each names its entry, shows an example,
 * can be skipped), the revision rebuilt from the answers, and every change with its source and
 * an undo. Typed answers stay in the form whatever the server answers.
 */
export function LengkapiPanel({
  cvId,
  originalScore,
  revision,
  onRevision,
}: {
  cvId: string;
  /** The uploaded CV's own score. */
  originalScore: number;
  /** The latest revision (from the result, or the last command's answer). */
  revision: LengkapiRevision | null;
  onRevision: (revision: LengkapiRevision) => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const questions = useQuestions(cvId);
  const submit = useSubmitAnswers(cvId, onRevision);
  const revert = useRevertChange(cvId, onRevision);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const [empty, setEmpty] = useState(false);

  const list = questions.data ?? [];
  const filled = list.filter((q) => !skipped.has(q.id) && (answers[q.id] ?? '').trim() !== '');
  const unanswered = list.length - filled.length;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (submit.isPending) return;
    if (filled.length === 0) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    revert.reset();
    submit.mutate(filled.map((q) => ({ questionId: q.id, answer: answers[q.id]!.trim() })));
  }

  function onUndo(change: CvChange) {
    if (revert.isPending) return;
    submit.reset();
    revert.mutate(change.id);
  }

  const formError = empty
    ? t('cv.lengkapi.nothingToSend')
    : submit.isError
      ? errorMessage(submit.error, t('cv.lengkapi.failed'))
      : null;

  return (
    <ResultsCard
      title={t('cv.lengkapi.title')}
      icon={
        <MessageCircleQuestion
          aria-hidden="true"
          className="size-4 text-indigo-600 dark:text-indigo-400"
        />
      }
    >
      <div data-testid="lengkapi" className="space-y-5">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('cv.lengkapi.lead')}</p>
        {revision && (
          <ScoreLine
            score={scoreView(revision.score, originalScore, revision.potential ?? null)}
            unanswered={unanswered}
          />
        )}

        {questions.isPending ? (
          <p
            role="status"
            className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
          >
            <Spinner className="size-4" />
            {t('cv.lengkapi.loading')}
          </p>
        ) : questions.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-red-700 dark:text-red-300">
              {errorMessage(questions.error, t('cv.lengkapi.loadFailed'))}
            </span>
            <button
              type="button"
              className={buttonClasses('secondary', 'sm')}
              onClick={() => void questions.refetch()}
            >
              {t('cv.lengkapi.retry')}
            </button>
          </div>
        ) : list.length === 0 ? (
          <p data-testid="lengkapi-empty" className="text-sm text-slate-700 dark:text-slate-300">
            {t('cv.lengkapi.empty')}
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-busy={submit.isPending} className="space-y-4">
            <ol aria-label={t('cv.lengkapi.questionsLabel')} className="space-y-3">
              {list.map((q) => (
                <QuestionField
                  key={q.id}
                  question={q}
                  value={answers[q.id] ?? ''}
                  skipped={skipped.has(q.id)}
                  disabled={submit.isPending}
                  onChange={(value) => {
                    setEmpty(false);
                    setAnswers((old) => ({ ...old, [q.id]: value }));
                  }}
                  onSkip={() =>
                    setSkipped((old) => {
                      const next = new Set(old);
                      if (!next.delete(q.id)) next.add(q.id);
                      return next;
                    })
                  }
                />
              ))}
            </ol>
            {formError && <FormError id={errorId} message={formError} />}
            {submit.isSuccess && !submit.isPending && (
              <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
                {t('cv.lengkapi.done')}
              </p>
            )}
            <button
              type="submit"
              disabled={submit.isPending}
              aria-describedby={formError ? errorId : undefined}
              className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
            >
              {submit.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {submit.isPending ? t('cv.lengkapi.submitting') : t('cv.lengkapi.submit')}
            </button>
          </form>
        )}

        {revision && (
          <section aria-labelledby={`${errorId}-changes`} className="space-y-3">
            <h3
              id={`${errorId}-changes`}
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              {t('cv.lengkapi.changes.title')}
            </h3>
            <p className="text-xs text-slate-500 dark:text-slate-400">
              {t('cv.lengkapi.changes.lead')}
            </p>
            {revert.isError && (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {errorMessage(revert.error, t('cv.lengkapi.changes.undoFailed'))}
              </p>
            )}
            {revert.isSuccess && !revert.isPending && (
              <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
                {t('cv.lengkapi.changes.undone')}
              </p>
            )}
            <ChangeList
              changes={revision.changes}
              undoing={revert.isPending ? (revert.variables ?? null) : null}
              onUndo={onUndo}
            />
          </section>
        )}
      </div>
    </ResultsCard>
  );
}
