/** Issue 28 ("Lengkapi CV"): the bodies of the answers and of a CV built from the profile. */

import { z } from 'zod';
import { body } from './common.ts';

/** The most answers in one request (the engine asks at most 8 questions), and their length. */
export const ANSWERS_MAX = 8;
export const ANSWER_MAX = 500;

const answerItem = z.object(
  {
    questionId: z
      .string({ error: 'questionId harus berupa teks' })
      .regex(/^[a-z0-9:_-]{1,64}$/, 'questionId tidak valid'),
    answer: z
      .string({ error: 'Jawaban harus berupa teks' })
      .trim()
      .max(ANSWER_MAX, `Jawaban maksimal ${ANSWER_MAX} karakter`),
  },
  { error: 'Setiap jawaban harus berupa objek { questionId, answer }.' },
);

/** POST /api/cvs/{id}/answers: empty answers are skipped questions and are dropped. */
export const answerQuestionsSchema = z.object(
  {
    answers: z
      .array(answerItem, { error: 'answers harus berupa daftar jawaban' })
      .max(ANSWERS_MAX, `Paling banyak ${ANSWERS_MAX} jawaban`)
      .transform((list) => list.filter((a) => a.answer.length > 0)),
  },
  body,
);

/** POST /api/cvs/from-profile */
export const cvFromProfileSchema = z.object(
  {
    template: z
      .enum(['modern', 'classic', 'creative'], {
        error: "Template harus 'modern', 'classic' atau 'creative'",
      })
      .optional(),
  },
  body,
);

export type AnswerQuestionsBody = z.output<typeof answerQuestionsSchema>;
