import type * as Rule from '@karier/api-types/password-strength';

export type PasswordVerdict = Rule.PasswordVerdict;

let rule: Promise<typeof Rule> | null = null;

/**
 * The server's verdict on a new password, computed here with the same rule (the command API
 * refuses exactly what this calls not acceptable, given the same `userInputs`). The rule and
 * its dictionaries (~1 MB) load on first use only, in their own chunk: never in the first page.
 */
export async function judgeNewPassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordVerdict> {
  rule ??= import('@karier/api-types/password-strength');
  try {
    return (await rule).judgePassword(password, userInputs);
  } catch (err) {
    rule = null; // a chunk that failed to load is asked for again next time
    throw err;
  }
}
