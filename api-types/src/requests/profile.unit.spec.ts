import { describe, expect, it } from 'vitest';
import { normalisePhone, profileInputSchema } from './profile.ts';

describe('normalisePhone', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(021) 5550123', '+62215550123'],
  ])('normalises %s to %s', (input, e164) => {
    expect(normalisePhone(input)).toBe(e164);
  });

  it.each(['12345', '+14155552671', '0812', 'bukan nomor', '+6200000000'])(
    'refuses %s',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );
});

describe('profileInputSchema', () => {
  const schema = profileInputSchema(new Date('2026-11-23T10:00:00Z'));

  it('fills defaults for an empty body', () => {
    expect(schema.parse({})).toMatchObject({
      phone: '',
      location: '',
      about: '',
      skills: [],
      experience: [],
      education: [],
    });
  });

  it('allows next year but not the year after', () => {
    const entry = { title: 'Kasir', company: 'Toko', current: true };
    expect(schema.safeParse({ experience: [{ ...entry, from: 2027 }] }).success).toBe(true);
    const late = schema.safeParse({ experience: [{ ...entry, from: 2028 }] });
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe('Tahun harus antara 1950 dan 2027');
  });

  it('keeps the ids it is given and generates missing ones', () => {
    const parsed = schema.parse({
      education: [
        { id: 'ed-1', school: 'SMA 1', from: 2010, to: 2013 },
        { school: 'Universitas Riau', from: 2013, to: 2017 },
      ],
    });
    expect(parsed.education[0]!.id).toBe('ed-1');
    expect(parsed.education[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses more than 50 skills', () => {
    const skills = Array.from({ length: 51 }, (_, i) => `Keahlian ${i}`);
    const res = schema.safeParse({ skills });
    expect(res.error?.issues[0]?.message).toBe('Maksimal 50 keahlian');
  });
});
