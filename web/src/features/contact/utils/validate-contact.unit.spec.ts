import { describe, expect, it } from 'vitest';
import { validateContact } from './validate-contact.ts';

const valid = {
  name: 'Dewi Lestari',
  email: 'dewi@example.com',
  subject: 'Pertanyaan',
  message: 'Apakah DOCX didukung?',
};

describe('validateContact (mirrors POST /api/contact)', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field, counting only what is left after trimming', () => {
    expect(validateContact({ name: ' ', email: '', subject: '\n', message: '   ' })).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('checks the email format like zod does', () => {
    for (const email of ['dewi', 'dewi@', 'dewi@example', '.dewi@example.com', 'a b@example.com']) {
      expect(validateContact({ ...valid, email }).email).toBe('invalid');
    }
    for (const email of [
      "o'neil@example.co.id",
      'dewi+cv@mail.example.com',
      ' dewi@example.com ',
    ]) {
      expect(validateContact({ ...valid, email })).toEqual({});
    }
  });

  it('wants at least 10 characters of message and bounds every length', () => {
    expect(validateContact({ ...valid, message: '  halo     ' }).message).toBe('tooShort');
    expect(validateContact({ ...valid, message: 'x'.repeat(10) })).toEqual({});
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) }).message).toBe('tooLong');
    expect(validateContact({ ...valid, name: 'x'.repeat(101) }).name).toBe('tooLong');
    expect(validateContact({ ...valid, subject: 'x'.repeat(201) }).subject).toBe('tooLong');
    expect(validateContact({ ...valid, email: `${'x'.repeat(250)}@example.com` }).email).toBe(
      'tooLong',
    );
  });
});
