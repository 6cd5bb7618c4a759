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

describe('a contact line wrapped inside its location', () => {
  const read = (...lines: string[]) =>
    extractContact(['Putri Saputra', 'Staf Admin', ...lines, '', 'Profil', 'Saya staf.'].join('\n'))
      .location;

  it('goes on with the next line when the break falls inside the field', () => {
    expect(
      read(
        'Telp: 0812 3456 7890 · putri@contoh.id · Kota',
        'Bekasi, Jawa Barat · linkedin.com/in/putri',
      ),
    ).toBe('Kota Bekasi, Jawa Barat');
    expect(
      read(
        'HP: 0812 3456 7890 | Posel: putri@contoh.id | Alamat Domisili: Jakarta',
        'Selatan, DKI Jakarta',
      ),
    ).toBe('Jakarta Selatan, DKI Jakarta');
  });

  it('reads fields parted by spaced slashes the same way', () => {
    expect(
      read(
        'WA: 0857 1767 1596 / E-mail: putri@contoh.id / Alamat: Kota',
        'Bekasi, Jawa Barat / www.linkedin.com/in/putri',
      ),
    ).toBe('Kota Bekasi, Jawa Barat');
  });

  it('leaves a field that ends at a separator, or a line under it that is no place, apart', () => {
    expect(read('Telp: 0812 3456 7890 · putri@contoh.id ·', 'Bekasi, Jawa Barat')).toBe(
      'Bekasi, Jawa Barat',
    );
    expect(
      read('Telp: 0812 3456 7890 · putri@contoh.id · Bandung', 'Staf Administrasi Gudang'),
    ).toBe('Bandung');
  });
});

describe('a location in a line of fields parted by commas', () => {
  it('ends before a web or email address set after it', () => {
    expect(
      locationOf(
        'Phone: 0812 2056 5878, Email: yusuf@contoh.id, Address: Denpasar, Bali, www.linkedin.com/in/yusuf-28',
      ),
    ).toBe('Denpasar, Bali');
    expect(
      locationOf(
        'Phone: 0812 2056 5878, Address: Bandung, West Java, https://www.linkedin.com/in/rina',
      ),
    ).toBe('Bandung, West Java');
    expect(locationOf('Alamat: Jl. Melati No. 3, Medan, putri@contoh.id')).toBe(
      'Jl. Melati No. 3, Medan',
    );
  });
});
