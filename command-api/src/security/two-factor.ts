import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { SecondFactor } from '../auth/user-decider.ts';

/** TOTP per RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 seconds. */
export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: 'Karier', label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { type: 'image/png', margin: 1 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/**
 * A 6-digit code valid now or one step (30 s) either side, for clock drift. Returns the time
 * step it matched: a step at or before `afterTimeStep` (already used) is refused — RFC 6238
 * forbids accepting the same code twice.
 */
export async function totpCheck(
  secret: string | null,
  code: string,
  afterTimeStep: number | null = null,
): Promise<{ valid: boolean; timeStep: number | null }> {
  if (!secret || !/^\d{6}$/.test(code)) return { valid: false, timeStep: null };
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: 30,
      ...(afterTimeStep !== null ? { afterTimeStep } : {}),
    });
    // otplib's verify() is typed for HOTP and TOTP; a TOTP result carries its time step.
    if (!result.valid || !('timeStep' in result)) return { valid: false, timeStep: null };
    return { valid: true, timeStep: result.timeStep };
  } catch {
    return { valid: false, timeStep: null };
  }
}

export async function totpValid(secret: string | null, code: string): Promise<boolean> {
  return (await totpCheck(secret, code)).valid;
}

/** What the decider needs to judge a TOTP code: valid, and which time step it spends. */
export async function totpFactor(
  secret: string | null,
  code: string,
  lastTimeStep: number | null,
): Promise<Extract<SecondFactor, { kind: 'totp' }>> {
  const { valid, timeStep } = await totpCheck(secret, code, lastTimeStep);
  return { kind: 'totp', secret: secret ?? '', codeValid: valid, timeStep };
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Recovery codes are compared without case, spaces or dashes. */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');
}

/** Ten random codes (`XXXXX-XXXXX`, 50 bits each) and their hashes. */
export function newRecoveryCodes(count = 10): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}
