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
