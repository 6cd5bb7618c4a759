import { weakPasswordMessage } from '@karier/api-types';
import { judgePassword } from '@karier/api-types/password-strength';
import { AppError } from '@karier/events';
import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 iterations, 1 lane). */
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // unreadable (e.g. erased) hashes never match
  }
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check when the account does not exist (no user probing). */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword('karier-dummy-password');
  await verifyPassword(await dummy, password);
  return false;
}

/**
 * 400 naming `field` when `password` is a new password the rule refuses (common, or scored 0–1
 * by zxcvbn): the rule of the web's strength meter, given the same `userInputs` as the form
 * gives it (sign-up and change: the name and email; reset: none, its form knows no account).
 */
export function refuseWeakPassword(
  password: string,
  opts: { field: string; label: string; userInputs?: readonly string[] },
): void {
  if (judgePassword(password, opts.userInputs).acceptable) return;
  throw new AppError('VALIDATION_ERROR', weakPasswordMessage(opts.label), { field: opts.field });
}
