import { describe, expect, it } from 'vitest';
import { changeRoleSchema, contactSchema, registerSchema, resetPasswordSchema } from './index.ts';

/** The messages the web shows as they are: a schema that drifts fails here first. */
const messageOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request schemas', () => {
  it('asks for 6 to 128 characters of password, in Indonesian', () => {
    const base = { name: 'Sari', email: 'sari@example.com' };
    expect(messageOf(registerSchema.safeParse({ ...base, password: '12345' }))).toBe(
      'Kata sandi minimal 6 karakter',
    );
    expect(
      messageOf(resetPasswordSchema.safeParse({ token: 't', password: 'x'.repeat(129) })),
    ).toBe('Kata sandi maksimal 128 karakter');
  });

  it('sends back the email trimmed and lower-cased', () => {
    const input = { name: ' Sari ', email: ' Sari@Example.COM ', password: 'rahasia1' };
    expect(registerSchema.parse(input)).toEqual({
      name: 'Sari',
      email: 'sari@example.com',
      password: 'rahasia1',
    });
  });

  it('bounds the contact message to 10–5000 characters once trimmed', () => {
    const form = { name: 'Sari', email: 'sari@example.com', subject: 'Halo' };
    expect(messageOf(contactSchema.safeParse({ ...form, message: '  123456789  ' }))).toBe(
      'Pesan minimal 10 karakter',
    );
    expect(messageOf(contactSchema.safeParse({ ...form, message: 'x'.repeat(5001) }))).toBe(
      'Pesan maksimal 5000 karakter',
    );
    expect(contactSchema.safeParse({ ...form, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('knows the two roles', () => {
    expect(changeRoleSchema.safeParse({ password: 'p', role: 'admin' }).success).toBe(true);
    expect(messageOf(changeRoleSchema.safeParse({ password: 'p', role: 'root' }))).toBe(
      "Peran harus 'admin' atau 'user'",
    );
  });
});
