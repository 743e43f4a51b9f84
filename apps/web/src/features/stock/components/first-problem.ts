import type { z } from 'zod';

/** The first thing wrong with a form's body, in the schema's own words (the message the API would answer). */
export function firstProblem<T>(checked: z.ZodSafeParseResult<T>): string | null {
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}
