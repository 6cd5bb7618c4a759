import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { cvKeys } from '../../../lib/query-keys.ts';

/**
 * "Lengkapi CV" (issue 28): the questions the engine asks where a CV is thin, the revision
 * written from the answers with every change and its source, undoing one change, and the
 * structure the engine read. The shapes are the HTTP contract.
 */

export const QUESTION_KINDS = ['metric', 'tool', 'scope', 'achievement', 'section'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The entry a question is about (`label`: "Kasir — Indomaret"); null for a missing section. */
export type QuestionEntry =
  | string
  | {
      section?: string | null;
      index?: number;
      label?: string | null;
      title?: string | null;
      organisation?: string | null;
    }
  | null;

export interface CvQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  example: string;
  entry: QuestionEntry;
  /** For a metric: the unit the number is in ("pelanggan per hari"). */
  unit?: string | null;
}

export interface CvChange {
  id: string;
  source: 'cv' | 'answer';
  section: string;
  before: string | null;
  after: string | null;
  reason: string;
}

/**
 * The revised CV's own score (null when it was not measured), or before → after → potential
 * when the server gives those.
 */
export type RevisionScore =
  number | null | { before?: number | null; after: number | null; potential?: number | null };

export interface LengkapiRevision {
  score: RevisionScore;
  changes: CvChange[];
  /** What answering every open question would bring the score to, when the server says. */
  potential?: number | null;
}

interface RevisionBody {
  success: true;
  data: { revision: LengkapiRevision } | LengkapiRevision;
  position?: number | null;
}

export interface CvStructureEntry {
  title: string | null;
  organisation: string | null;
  location: string | null;
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
}

export interface CvStructureSection {
  key: string;
  title: string;
  entries: CvStructureEntry[];
  items?: string[] | null;
}

export interface CvStructure {
  contact: Record<string, unknown>;
  summary: string | null;
  sections: CvStructureSection[];
}

export interface AnswerInput {
  questionId: string;
  answer: string;
}

const cvPath = (id: string) => `/cvs/${encodeURIComponent(id)}`;

/** Questions, reasons and messages come in the interface language. */
const inUiLanguage = () => ({ headers: { 'Accept-Language': currentLanguage() } });

/** The revision out of an answer that wraps it (`data.revision`) or is it (`data`). */
function revisionOf(body: RevisionBody): LengkapiRevision {
  return 'revision' in body.data ? body.data.revision : body.data;
}

export const lengkapiKeys = {
  questions: (id: string, lang: string) => ['cvs', 'questions', id, lang] as const,
  structure: (id: string) => ['cvs', 'structure', id] as const,
};

/** GET /api/cvs/{id}/questions — in the interface language. */
export async function getQuestions(id: string, lang: string, signal?: AbortSignal) {
  const body = await api.get<{ success: true; data: CvQuestion[] }>(
    `${cvPath(id)}/questions?lang=${lang}`,
    { signal, headers: { 'Accept-Language': lang } },
  );
  return body.data;
}

export function useQuestions(id: string) {
  const lang = currentLanguage();
  return useQuery({
    queryKey: lengkapiKeys.questions(id, lang),
    queryFn: ({ signal }) => getQuestions(id, lang, signal),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/cvs/{id}/answers — the revision rebuilt with the answers. */
export async function submitAnswers(id: string, answers: AnswerInput[]) {
  return revisionOf(
    await api.post<RevisionBody>(`${cvPath(id)}/answers`, { answers }, inUiLanguage()),
  );
}

/** POST /api/cvs/{id}/changes/{changeId}/revert — the revision rebuilt without that change. */
export async function revertChange(id: string, changeId: string) {
  return revisionOf(
    await api.post<RevisionBody>(
      `${cvPath(id)}/changes/${encodeURIComponent(changeId)}/revert`,
      undefined,
      inUiLanguage(),
    ),
  );
}

/** GET /api/cvs/{id}/structure — what the engine read. */
export async function getStructure(id: string, signal?: AbortSignal) {
  const body = await api.get<{ success: true; data: CvStructure }>(`${cvPath(id)}/structure`, {
    signal,
  });
  return body.data;
}

export function useStructure(id: string, enabled: boolean) {
  return useQuery({
    queryKey: lengkapiKeys.structure(id),
    queryFn: ({ signal }) => getStructure(id, signal),
    enabled,
    staleTime: Infinity,
  });
}

/** PUT /api/cvs/{id}/structure — the corrected reading; the revision rebuilt from it. */
export async function saveStructure(id: string, structure: CvStructure) {
  return revisionOf(
    await api.put<RevisionBody>(`${cvPath(id)}/structure`, structure, inUiLanguage()),
  );
}

/**
 * A command that rebuilds the revision: the result (file path, score, preview) is read again,
 * and `onRevision` gets the new changes at once.
 */
function useRevisionCommand<I>(
  id: string,
  command: (input: I) => Promise<LengkapiRevision>,
  onRevision: (revision: LengkapiRevision) => void,
  also: (queryClient: ReturnType<typeof useQueryClient>, input: I) => void = () => {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    onSuccess: (revision, input) => {
      onRevision(revision);
      also(queryClient, input);
      void queryClient.invalidateQueries({ queryKey: cvKeys.detailAll(id) });
      void queryClient.invalidateQueries({ queryKey: ['cvs', 'preview', id] });
    },
  });
}

export function useSubmitAnswers(id: string, onRevision: (r: LengkapiRevision) => void) {
  return useRevisionCommand(id, (answers: AnswerInput[]) => submitAnswers(id, answers), onRevision);
}

export function useRevertChange(id: string, onRevision: (r: LengkapiRevision) => void) {
  return useRevisionCommand(id, (changeId: string) => revertChange(id, changeId), onRevision);
}

export function useSaveStructure(id: string, onRevision: (r: LengkapiRevision) => void) {
  return useRevisionCommand(
    id,
    (structure: CvStructure) => saveStructure(id, structure),
    onRevision,
    (queryClient, structure) => {
      queryClient.setQueryData(lengkapiKeys.structure(id), structure);
      // Another reading may leave other parts thin: the questions are asked again.
      void queryClient.invalidateQueries({ queryKey: ['cvs', 'questions', id] });
    },
  );
}
