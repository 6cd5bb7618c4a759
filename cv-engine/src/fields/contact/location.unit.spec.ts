import { describe, expect, it } from 'vitest';
import { extractContact } from './index.ts';

const locationOf = (contactLine: string) =>
  extractContact(
    ['Putri Saputra', 'Staf Admin', contactLine, '', 'Profil', 'Saya staf.'].join('\n'),
  ).location;

describe('a location under a label no lexicon knows', () => {
  it('reads the value of a field of the contact line, not its label', () => {
    expect(
      locationOf('HP: 0812 3456 7890 | Posel: putri@contoh.id | Tinggal di: Denpasar, Bali'),
    ).toBe('Denpasar, Bali');
    expect(
      locationOf(
        'putri@contoh.id | Lives in: Jakarta Selatan, DKI Jakarta | www.linkedin.com/in/putri',
      ),
    ).toBe('Jakarta Selatan, DKI Jakarta');
  });

  it('takes no label for a place when the value is none', () => {
    expect(locationOf('HP: 0812 3456 7890 | Posel: putri@contoh.id | Status: menikah')).toBeNull();
  });
});
