import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** TOTP per RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 seconds. */
export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpEnrolment(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: 'Karier', label: email, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { type: 'image/png', margin: 1 });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

/** A 6-digit code valid now or one step (30 s) either side, for clock drift. */
export async function totpValid(secret: string | null, code: string): Promise<boolean> {
  if (!secret || !/^\d{6}$/.test(code)) return false;
  try {
    return (await verify({ secret, token: code, epochTolerance: 30 })).valid;
  } catch {
    return false;
  }
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
