import { AppError, type EventDataOf } from '@karier/events';
import { deciderSpec } from '@karier/events/testing';
import { describe, expect, it } from 'vitest';
import {
  assertSellable,
  revertOf,
  cvDecider,
  initialState,
  evolve,
  type CvCommand,
  type CvEvent,
} from './cv-decider.ts';

const spec = deciderSpec(cvDecider);
const cvId = '0b6f8f3e-8a1c-4c55-9a57-0d7c1f6b1a01';
const owner = '6f1c1f9e-5a55-4c43-9d4a-1f7d2b7f0a01';
const stranger = '7a2d2a0f-6b66-4d54-8e5b-2a8e3c8a1b02';
const at = '2026-11-23T10:00:00.000Z';
const hash = 'b'.repeat(64);

const upload: EventDataOf<'CvUploaded'> = {
  cvId,
  userId: owner,
  title: 'CV Ayu',
  fileName: 'CV Ayu.pdf',
  fileHash: hash,
  format: 'pdf',
  sizeBytes: 2048,
  pages: 1,
  ocr: false,
  template: 'modern',
  extractedText: 'Ayu Lestari',
  uploadedAt: at,
};
const analysis: EventDataOf<'CvAnalysed'> = {
  cvId,
  userId: owner,
  engine: 'builtin-1',
  language: 'id',
  industry: 'marketing/sales',
  score: 70,
  subScores: {},
  sections: ['experience'],
  skills: [],
  jobMatch: null,
  parsed: { contact: { name: 'Ayu Lestari' } },
  strengths: [],
  recommendations: [],
  summary: 'Ringkasan awal.',
  jobDescription: '',
  analysedAt: at,
};
const revision = (
  revisionId: string,
  summary = 'Ringkasan awal.',
): EventDataOf<'CvRevisionGenerated'> => ({
  cvId,
  userId: owner,
  revisionId,
  template: 'modern',
  provider: 'builtin',
  fileHash: hash,
  content: { summary },
  generatedAt: at,
});
const recorded: CvEvent[] = [
  { type: 'CvUploaded', data: upload },
  { type: 'CvAnalysed', data: analysis },
  { type: 'CvRevisionGenerated', data: revision('rev_first_0000000001') },
];
const regenerate = (userId: string, variant: number): CvCommand => ({
  type: 'RegenerateSummary',
  data: {
    userId,
    summary: {
      cvId,
      userId,
      variant,
      summary: `Varian ${variant}.`,
      applied: false,
      regeneratedAt: at,
    },
  },
});
const offered = (variant: number): CvEvent => ({
  type: 'SummaryRegenerated',
  data: {
    cvId,
    userId: owner,
    variant,
    summary: `Varian ${variant}.`,
    applied: false,
    regeneratedAt: at,
  },
});
const pick = (userId: string, variant: number, summary = `Varian ${variant}.`): CvCommand => ({
  type: 'PickSummary',
  data: {
    userId,
    pick: { cvId, userId, variant, summary, pickedAt: at },
    revision: revision(`rev_variant_${String(variant).padStart(10, '0')}`, summary),
  },
});
const status = (code: number) => (err: unknown) => err instanceof AppError && err.status === code;

describe('CV decider', () => {
  it('records an upload as uploaded, analysed and revised, once', () => {
    const command: CvCommand = {
      type: 'RecordUpload',
      data: { upload, analysis, revision: revision('rev_first_0000000001') },
    };
    spec.given([]).when(command).then(recorded);
    spec.given(recorded).when(command).thenThrows(status(409));
  });

  it('refuses to mix events of different CVs in one upload', () => {
    const other = { ...analysis, cvId: '1c7a9f4f-9b2d-4d66-8f68-1e8d2d7c2b03' };
    spec
      .given([])
      .when({
        type: 'RecordUpload',
        data: { upload, analysis: other, revision: revision('rev_first_0000000001') },
      })
      .thenThrows((err) => err instanceof Error && /different CVs/.test(err.message));
  });

  it('offers a regenerated summary beside the current one, leaving the revision as it is', () => {
    spec
      .given(recorded)
      .when(regenerate(owner, 1))
      .then([offered(1)]);
    const state = [...recorded, offered(1)].reduce(cvDecider.evolve, cvDecider.initialState());
    expect(state.offered).toEqual({ variant: 1, summary: 'Varian 1.' });
    expect(state.variant).toBe(1);
    // The revised CV (and its summary) are the ones recorded before the offer.
    expect(state.revisionId).toBe('rev_first_0000000001');
    expect(state.revisionContent).toEqual({ summary: 'Ringkasan awal.' });
    expect(state.pickedSummary).toBeNull();
  });

  it('records the pick of the offered summary with the revision rebuilt from it', () => {
    const given = [...recorded, offered(1)];
    spec
      .given(given)
      .when(pick(owner, 1))
      .then([
        {
          type: 'SummaryPicked',
          data: { cvId, userId: owner, variant: 1, summary: 'Varian 1.', pickedAt: at },
        },
        { type: 'CvRevisionGenerated', data: revision('rev_variant_0000000001', 'Varian 1.') },
      ]);
    const state = [
      ...given,
      ...(cvDecider.decide(
        pick(owner, 1),
        given.reduce(cvDecider.evolve, cvDecider.initialState()),
      ) as CvEvent[]),
    ].reduce(cvDecider.evolve, cvDecider.initialState());
    expect(state.offered).toBeNull();
    expect(state.pickedSummary).toBe('Varian 1.');
    expect(state.revisionContent).toEqual({ summary: 'Varian 1.' });
  });

  it('refuses a pick of no offer, of an offer replaced since, or twice (409)', () => {
    spec.given(recorded).when(pick(owner, 1)).thenThrows(status(409));
    spec
      .given([...recorded, offered(1), offered(2)])
      .when(pick(owner, 1))
      .thenThrows(status(409));
    const picked: CvEvent = {
      type: 'SummaryPicked',
      data: { cvId, userId: owner, variant: 1, summary: 'Varian 1.', pickedAt: at },
    };
    spec
      .given([...recorded, offered(1), picked])
      .when(pick(owner, 1))
      .thenThrows(status(409));
  });

  it("refuses a pick whose revision is not built from the offered summary, and others' picks", () => {
    spec
      .given([...recorded, offered(1)])
      .when(pick(owner, 1, 'Teks lain.'))
      .thenThrows((err) => err instanceof Error && /offered summary/.test(err.message));
    spec
      .given([...recorded, offered(1)])
      .when(pick(stranger, 1))
      .thenThrows(status(404));
  });

  it('reads a v1 regeneration (applied at once) as the picked summary, with no offer left', () => {
    const v1: CvEvent = {
      type: 'SummaryRegenerated',
      data: { cvId, userId: owner, variant: 1, summary: 'Lama.', applied: true, regeneratedAt: at },
    };
    const state = [
      ...recorded,
      v1,
      { type: 'CvRevisionGenerated', data: revision('rev_old_00000000001', 'Lama.') } as CvEvent,
    ].reduce(cvDecider.evolve, cvDecider.initialState());
    expect(state.offered).toBeNull();
    expect(state.pickedSummary).toBe('Lama.');
    expect(state.variant).toBe(1);
  });

  it('refuses a stale variant (two regenerations racing) with 409', () => {
    const once = [...recorded, ...cvDeciderEvents(regenerate(owner, 1))];
    spec.given(once).when(regenerate(owner, 1)).thenThrows(status(409));
    spec.given(once).when(regenerate(owner, 3)).thenThrows(status(409));
  });

  it('answers 404 to anyone but the owner, and for a CV that does not exist', () => {
    spec.given(recorded).when(regenerate(stranger, 1)).thenThrows(status(404));
    spec.given([]).when(regenerate(owner, 1)).thenThrows(status(404));
  });

  it('refuses to regenerate before the CV was analysed', () => {
    spec
      .given([{ type: 'CvUploaded', data: upload }])
      .when(regenerate(owner, 1))
      .thenThrows(status(409));
  });
});

function cvDeciderEvents(command: CvCommand): CvEvent[] {
  if (command.type !== 'RegenerateSummary') return [];
  return [{ type: 'SummaryRegenerated', data: command.data.summary }];
}

describe('Deleting a CV', () => {
  const admin = '3c0d6a4e-9b1f-4e2a-8d5c-6f7a8b9c0d13';
  const del = (by: string, byAdmin = false): CvCommand => ({
    type: 'DeleteCv',
    data: { cvId, deletedBy: by, byAdmin },
    metadata: { now: new Date(at) },
  });
  const deleted = (by: string): CvEvent => ({
    type: 'CvDeleted',
    data: { cvId, userId: owner, deletedBy: by, deletedAt: at },
  });

  it('lets the owner delete their CV', () => {
    spec
      .given(recorded)
      .when(del(owner))
      .then([deleted(owner)]);
  });

  it('lets an admin delete anyone’s CV, naming the owner in the event', () => {
    spec
      .given(recorded)
      .when(del(admin, true))
      .then([deleted(admin)]);
  });

  it('answers 404 to another user, for a CV that does not exist, and for a deleted one', () => {
    spec.given(recorded).when(del(stranger)).thenThrows(status(404));
    spec.given([]).when(del(admin, true)).thenThrows(status(404));
    spec
      .given([...recorded, deleted(owner)])
      .when(del(admin, true))
      .thenThrows(status(404));
  });

  it('makes every later command on the CV a 404 (its owner included)', () => {
    spec
      .given([...recorded, deleted(admin)])
      .when(regenerate(owner, 1))
      .thenThrows(status(404));
  });
});

describe('Renaming a CV', () => {
  const rename = (userId: string, title: unknown): CvCommand => ({
    type: 'RenameCv',
    data: { cvId, userId, title },
    metadata: { now: new Date(at) },
  });
  const renamed = (title: string): CvEvent => ({
    type: 'CvRenamed',
    data: { cvId, userId: owner, title, renamedAt: at },
  });

  it('lets the owner rename their CV, the title trimmed and its spaces collapsed', () => {
    spec
      .given(recorded)
      .when(rename(owner, '  CV   Marketing 2026 '))
      .then([renamed('CV Marketing 2026')]);
  });

  it('records nothing when the title does not change', () => {
    spec.given(recorded).when(rename(owner, 'CV Ayu')).then([]);
    spec
      .given([...recorded, renamed('CV Baru')])
      .when(rename(owner, 'CV Baru'))
      .then([]);
    spec
      .given([...recorded, renamed('CV Baru')])
      .when(rename(owner, 'CV Ayu'))
      .then([renamed('CV Ayu')]);
  });

  it('refuses an empty, blank, non-text or too long title with 400', () => {
    for (const title of ['', '   ', 42, null, 'x'.repeat(121)]) {
      spec.given(recorded).when(rename(owner, title)).thenThrows(status(400));
    }
    spec
      .given(recorded)
      .when(rename(owner, 'x'.repeat(120)))
      .then([renamed('x'.repeat(120))]);
  });

  it('answers 404 to another user, for no CV and for a deleted CV — before looking at the title', () => {
    spec.given(recorded).when(rename(stranger, 'Punya saya')).thenThrows(status(404));
    spec.given(recorded).when(rename(stranger, '')).thenThrows(status(404));
    spec.given([]).when(rename(owner, 'CV')).thenThrows(status(404));
    spec
      .given([
        ...recorded,
        { type: 'CvDeleted', data: { cvId, userId: owner, deletedBy: owner, deletedAt: at } },
      ])
      .when(rename(owner, 'CV'))
      .thenThrows(status(404));
  });
});

describe('Rebuilding the revised CV (another template, a job description)', () => {
  const revise = (userId: string): CvCommand => ({
    type: 'ReviseCv',
    data: {
      userId,
      analysis: { ...analysis, jobDescription: 'Dicari staf pemasaran digital.' },
      revision: { ...revision('rev_rebuilt_000000001'), template: 'classic' },
    },
  });

  it('records the new analysis and the new revision for the owner', () => {
    spec
      .given(recorded)
      .when(revise(owner))
      .then([
        {
          type: 'CvAnalysed',
          data: { ...analysis, jobDescription: 'Dicari staf pemasaran digital.' },
        },
        {
          type: 'CvRevisionGenerated',
          data: { ...revision('rev_rebuilt_000000001'), template: 'classic' },
        },
      ]);
    const state = recorded.reduce(cvDecider.evolve, cvDecider.initialState());
    expect(state.fileHash).toBe(hash);
  });

  it('answers 404 to another user, for no CV and a deleted one; 409 before the analysis', () => {
    spec.given(recorded).when(revise(stranger)).thenThrows(status(404));
    spec.given([]).when(revise(owner)).thenThrows(status(404));
    spec
      .given([
        ...recorded,
        { type: 'CvDeleted', data: { cvId, userId: owner, deletedBy: owner, deletedAt: at } },
      ])
      .when(revise(owner))
      .thenThrows(status(404));
    spec
      .given([{ type: 'CvUploaded', data: upload }])
      .when(revise(owner))
      .thenThrows(status(409));
  });
});

describe('Confirming a reading the engine doubted (issue 27)', () => {
  const doubted: CvEvent = {
    type: 'CvAnalysed',
    data: {
      ...analysis,
      parsed: {
        contact: { name: 'Ayu Lestari' },
        reading: {
          understood: false,
          doubts: [
            { part: 'experience', code: 'dates_without_entry', count: 2 },
            { part: 'education', code: 'entry_without_dates', count: 1 },
            { part: 'experience', code: 'heading_without_section', count: 1 },
          ],
        },
      },
    },
  };
  const confirm = (userId: string): CvCommand => ({
    type: 'ConfirmReading',
    data: { cvId, userId },
    metadata: { now: new Date(at) },
  });
  const confirmed: CvEvent = {
    type: 'CvReadingConfirmed',
    data: { cvId, userId: owner, parts: ['experience', 'education'], confirmedAt: at },
  };
  const stateOf = (events: CvEvent[]) => events.reduce(evolve, initialState());
  const upload: CvEvent[] = [recorded[0]!, doubted, recorded[2]!];

  it('records the owner’s check of the doubted parts, once', () => {
    spec.given(upload).when(confirm(owner)).then([confirmed]);
    spec
      .given([...upload, confirmed])
      .when(confirm(owner))
      .then([]);
  });

  it('records nothing for a reading with no doubts, or one stored before doubts existed', () => {
    spec.given(recorded).when(confirm(owner)).then([]);
  });

  it('answers 404 to another user and 409 before the analysis', () => {
    spec.given(upload).when(confirm(stranger)).thenThrows(status(404));
    spec.given([recorded[0]!]).when(confirm(owner)).thenThrows(status(409));
  });

  it('refuses to sell a doubted reading with 409 CV_REVIEW_REQUIRED until it is confirmed', () => {
    let thrown: unknown;
    try {
      assertSellable(stateOf(upload));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).status).toBe(409);
    expect((thrown as AppError).code).toBe('CV_REVIEW_REQUIRED');
    expect((thrown as AppError).details).toEqual({ parts: ['experience', 'education'] });
    expect(() => assertSellable(stateOf([...upload, confirmed]))).not.toThrow();
    expect(() => assertSellable(stateOf(recorded))).not.toThrow();
  });

  it('keeps the confirmation when the same file is analysed again (another template)', () => {
    expect(() => assertSellable(stateOf([...upload, confirmed, doubted]))).not.toThrow();
  });
});

describe('Lengkapi CV: answers, undone changes, corrected structure (issue 28)', () => {
  const deleted: CvEvent = {
    type: 'CvDeleted',
    data: { cvId, userId: owner, deletedBy: owner, deletedAt: at },
  };
  const change = (id: string, source: 'cv' | 'answer' = 'answer') => ({
    id,
    source,
    section: 'experience',
    before: null,
    after: 'Melayani rata-rata 37 pelanggan per hari',
    reason: 'Dari jawaban Anda',
  });
  const rebuilt = (
    revisionId: string,
    basis: 'answers' | 'revert' | 'structure',
    changes: ReturnType<typeof change>[],
  ): EventDataOf<'CvRevisionGenerated'> => ({
    ...revision(revisionId),
    basis,
    changes,
    outcome: { score: 81, subScores: {}, changes: [], toAdd: [] },
  });
  const answers = [{ questionId: 'metric:experience:0', answer: '37 pelanggan per hari' }];
  const answered: EventDataOf<'CvQuestionsAnswered'> = {
    cvId,
    userId: owner,
    answers,
    answeredAt: at,
  };
  const answer = (
    userId: string,
    data: EventDataOf<'CvQuestionsAnswered'> = answered,
    basis: 'answers' | 'revert' = 'answers',
  ): CvCommand => ({
    type: 'AnswerQuestions',
    data: {
      userId,
      answered: { ...data, userId },
      revision: rebuilt('rev_answers_00000001', basis as 'answers', [
        change('answer:metric:experience:0'),
        change('cv:date-format:experience:0', 'cv'),
      ]),
    },
  });
  const afterAnswers: CvEvent[] = [
    ...recorded,
    { type: 'CvQuestionsAnswered', data: answered },
    {
      type: 'CvRevisionGenerated',
      data: rebuilt('rev_answers_00000001', 'answers', [
        change('answer:metric:experience:0'),
        change('cv:date-format:experience:0', 'cv'),
      ]),
    },
  ];
  const revertData = (changeId: string): EventDataOf<'CvChangeReverted'> => ({
    cvId,
    userId: owner,
    changeId,
    revertedAt: at,
  });
  const revert = (userId: string, changeId: string): CvCommand => ({
    type: 'RevertChange',
    data: {
      userId,
      reverted: { ...revertData(changeId), userId },
      revision: rebuilt('rev_revert_000000001', 'revert', [
        change('cv:date-format:experience:0', 'cv'),
      ]),
    },
  });
  const structure = { contact: { name: 'Ayu Lestari' }, summary: null, sections: [] };
  const corrected: EventDataOf<'CvStructureCorrected'> = {
    cvId,
    userId: owner,
    structure,
    correctedAt: at,
  };
  const correct = (userId: string): CvCommand => ({
    type: 'CorrectStructure',
    data: {
      userId,
      corrected: { ...corrected, userId },
      revision: rebuilt('rev_structure_000001', 'structure', []),
    },
  });
  const stateOf = (events: CvEvent[]) => events.reduce(evolve, initialState());

  it('records the answers with the revision rebuilt from them, its changes and score kept', () => {
    spec.given(recorded).when(answer(owner)).then(afterAnswers.slice(3));
    const state = stateOf(afterAnswers);
    expect(state.answers).toEqual(answers);
    expect(state.revisionId).toBe('rev_answers_00000001');
    expect(state.revisionScore).toBe(81);
    expect(state.revisionChanges.map((c) => c.id)).toEqual([
      'answer:metric:experience:0',
      'cv:date-format:experience:0',
    ]);
  });

  it('refuses a question answered twice with 400', () => {
    const twice = { ...answered, answers: [...answers, { ...answers[0]!, answer: '40' }] };
    spec.given(recorded).when(answer(owner, twice)).thenThrows(status(400));
  });

  it('refuses a revision not built from the answers (a programming error, not a 4xx)', () => {
    spec
      .given(recorded)
      .when(answer(owner, answered, 'revert'))
      .thenThrows((err) => !(err instanceof AppError) && /built from answers/.test(String(err)));
  });

  it('undoes a change of the current revision, once; a replayed undo records nothing', () => {
    const undone: CvEvent[] = [
      { type: 'CvChangeReverted', data: revertData('answer:metric:experience:0') },
      {
        type: 'CvRevisionGenerated',
        data: rebuilt('rev_revert_000000001', 'revert', [
          change('cv:date-format:experience:0', 'cv'),
        ]),
      },
    ];
    spec.given(afterAnswers).when(revert(owner, 'answer:metric:experience:0')).then(undone);
    const state = stateOf([...afterAnswers, ...undone]);
    expect(state.reverted).toEqual(['answer:metric:experience:0']);
    expect(revertOf(state, 'answer:metric:experience:0')).toBe('done');
    spec
      .given([...afterAnswers, ...undone])
      .when(revert(owner, 'answer:metric:experience:0'))
      .then([]);
  });

  it('answers 404 to the undo of a change the revision does not list', () => {
    spec.given(afterAnswers).when(revert(owner, 'cv:verb:experience:9')).thenThrows(status(404));
    spec.given(recorded).when(revert(owner, 'answer:metric:experience:0')).thenThrows(status(404));
  });

  it('records a corrected structure with the revision rebuilt from it', () => {
    spec
      .given(recorded)
      .when(correct(owner))
      .then([
        { type: 'CvStructureCorrected', data: corrected },
        { type: 'CvRevisionGenerated', data: rebuilt('rev_structure_000001', 'structure', []) },
      ]);
    expect(
      stateOf([...recorded, { type: 'CvStructureCorrected', data: corrected }]).structure,
    ).toEqual(structure);
  });

  it('answers 404 to another user, to a CV that does not exist and after deletion; 409 before analysis', () => {
    for (const make of [answer, correct, (u: string) => revert(u, 'answer:metric:experience:0')]) {
      spec.given(afterAnswers).when(make(stranger)).thenThrows(status(404));
      spec.given([]).when(make(owner)).thenThrows(status(404));
      spec
        .given([...afterAnswers, deleted])
        .when(make(owner))
        .thenThrows(status(404));
      spec.given([recorded[0]!]).when(make(owner)).thenThrows(status(409));
    }
  });

  it('keeps the origin of a CV built from the career profile', () => {
    const fromProfile: CvEvent = { type: 'CvUploaded', data: { ...upload, origin: 'profile' } };
    expect(stateOf([fromProfile]).origin).toBe('profile');
    expect(stateOf(recorded).origin).toBe('upload');
  });
});
