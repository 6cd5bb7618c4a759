import type { z } from 'zod';
import { validationError } from './errors.ts';

/** Parses untrusted input; a failure is a 400 naming the field in Indonesian. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
