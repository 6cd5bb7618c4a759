/**
 * The one rule for a new password, run by the command API (sign-up, reset, change) and by the
 * web's strength meter on the same forms, so the meter never calls "strong" what the server
 * refuses. Heavy (the dictionaries are ~1 MB): imported through its own entry point
 * (`@karier/api-types/password-strength`), statically by the server and with `import()` by the
 * web, never from the package's index.
 *
 * Refused: a password among the 10,000 most common ones (language-common's ranked list, compared
 * without case), or one zxcvbn scores 0 or 1 (fewer than 10^6 guesses). The length (6–128) is
 * the schema's (`newPasswordField`).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as indonesian } from '@zxcvbn-ts/language-id';

/** How many of the ranked common passwords are refused outright. */
export const COMMON_PASSWORD_COUNT = 10_000;

/** The lowest zxcvbn score accepted (2: at least 10^6 guesses; 0 and 1 are refused). */
export const MIN_PASSWORD_SCORE = 2;

/**
 * Characters scored: zxcvbn's matching grows fast with the length (a 128-character string of
 * l33t symbols took seconds), and a longer password is judged by its first 64.
 */
export const SCORED_LENGTH = 64;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordVerdict {
  /** zxcvbn's 0 (very weak) – 4 (very strong). */
  score: PasswordScore;
  /** Among the `COMMON_PASSWORD_COUNT` most common passwords. */
  common: boolean;
  /** Passes the rule: not common and scored at least `MIN_PASSWORD_SCORE`. */
  acceptable: boolean;
}

const rankedPasswords = commonDictionary['passwords-common'] as string[];

let built: { zxcvbn: ZxcvbnFactory; common: ReadonlySet<string> } | null = null;

/** Built on first use, once per process (or page): the ranked dictionaries take ~0.5 s. */
function estimator() {
  built ??= {
    zxcvbn: new ZxcvbnFactory({
      dictionary: {
        ...commonDictionary,
        // Indonesian words and names (the users' language); not language-id's word sequences
        // (numbers, months, planets…), which multiplied the time of a long password by three.
        'commonWords-id': indonesian['commonWords-id'],
        'names-id': indonesian['names-id'],
        'wikipedia-id': indonesian['wikipedia-id'],
      },
      graphs: adjacencyGraphs,
      maxLength: SCORED_LENGTH,
      // Each l33t substitution multiplies the variants tried: 4 still catches "P@$$w0rd".
      l33tMaxSubstitutions: 4,
    }),
    common: new Set(rankedPasswords.slice(0, COMMON_PASSWORD_COUNT)),
  };
  return built;
}

/**
 * The verdict on `password`. `userInputs` are words of the account the form itself shows (name,
 * email): the server passes exactly what the form passes, so both judge alike.
 */
export function judgePassword(
  password: string,
  userInputs: readonly string[] = [],
): PasswordVerdict {
  const { zxcvbn, common } = estimator();
  const isCommon = common.has(password.toLowerCase());
  const inputs = accountWords(userInputs);
  const score = (
    isCommon ? 0 : zxcvbn.check(password.slice(0, SCORED_LENGTH), inputs).score
  ) as PasswordScore;
  return { score, common: isCommon, acceptable: !isCommon && score >= MIN_PASSWORD_SCORE };
}

/**
 * The words zxcvbn matches the password against: each input whole and each of its words of 3
 * letters or more ("Siti Rahmawati", "siti.r@example.com" → siti, rahmawati, example…), as
 * zxcvbn only matches an input as a whole.
 */
function accountWords(userInputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of userInputs) {
    const whole = input.trim().toLowerCase();
    if (whole === '') continue;
    words.add(whole);
    for (const word of whole.split(/[^\p{L}\p{N}]+/u)) if (word.length >= 3) words.add(word);
  }
  return [...words];
}

/**
 * Builds the estimator now (~0.5 s of CPU): a server calls it at start-up, so the first sign-up
 * does not spend that inside its request.
 */
export function warmPasswordRule(): void {
  estimator();
}
