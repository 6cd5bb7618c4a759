import { z } from 'zod';
import type { RewriteInput } from './types.ts';

export const SUMMARY_MAX_CHARS = 1200;
export const BULLET_MAX_CHARS = 500;

/**
 * The shape the model is asked for (sent as a strict json_schema). Kept to plain strings and
 * arrays: strict structured outputs accept that everywhere; the limits are checked afterwards.
 */
export const rewriteWireSchema = z.object({
  summary: z.string(),
  experience: z.array(z.object({ bullets: z.array(z.string()) })),
});

const text = (max: number) =>
  z
    .string()
    .trim()
    // A model sometimes prefixes its own bullet sign; the templates add theirs.
    .transform((s) => s.replace(/^[•\-*–]\s+/u, ''))
    .pipe(z.string().min(1, 'empty').max(max, `longer than ${max} characters`));

/**
 * What a usable answer looks like for this input: a non-empty summary, one item per
 * experience entry, and per entry no more bullets than it had (at least one if it had any).
 */
export function rewriteOutputSchema(input: RewriteInput) {
  return z
    .object({
      summary: text(SUMMARY_MAX_CHARS),
      experience: z.array(z.object({ bullets: z.array(text(BULLET_MAX_CHARS)) })),
    })
    .superRefine((out, ctx) => {
      if (out.experience.length !== input.experience.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['experience'],
          message: `${out.experience.length} entries, expected ${input.experience.length}`,
        });
        return;
      }
      out.experience.forEach((entry, i) => {
        const had = input.experience[i]!.bullets.length;
        const got = entry.bullets.length;
        if (got > had || (had > 0 && got === 0)) {
          ctx.addIssue({
            code: 'custom',
            path: ['experience', i, 'bullets'],
            message: `${got} bullets, expected ${had === 0 ? 0 : `1–${had}`}`,
          });
        }
      });
    });
}

export type RewriteOutput = z.infer<ReturnType<typeof rewriteOutputSchema>>;
