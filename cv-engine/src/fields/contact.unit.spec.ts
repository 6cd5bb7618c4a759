import { describe, expect, it } from 'vitest';
import { extractContact, normalisePhone } from './contact.ts';

describe('normalisePhone → E.164', () => {
  it.each([
    ['0812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['0812.3456.7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['+62-812-3456-7890', '+6281234567890'],
    ['62 812 3456 7890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['(+62) 812-3456-7890', '+6281234567890'],
    ['(021) 555-1234', '+62215551234'],
    ['021-5551234', '+62215551234'],
    ['Telp: 0856 1234 5678', '+6285612345678'],
  ])('%s → %s', (raw, e164) => {
    expect(normalisePhone(raw)).toBe(e164);
  });

  it('uses +1 for US numbers when the location is in the US', () => {
    expect(normalisePhone('(206) 555-0149', 'US')).toBe('+12065550149');
    expect(normalisePhone('206-555-0149', 'US')).toBe('+12065550149');
    expect(normalisePhone('+1 (415) 555-0142')).toBe('+14155550142');
  });

  it('reads a 3-3-4 number without a trunk prefix as North American', () => {
    expect(normalisePhone('607.555.0173')).toBe('+16075550173');
  });

  it('rejects numbers with no valid E.164 form', () => {
    expect(normalisePhone('000-00-0000')).toBeNull();
    expect(normalisePhone('12345')).toBeNull();
  });
});

describe('extractContact', () => {
  it('reads an Indonesian header', () => {
    const text = [
      'CURRICULUM VITAE',
      'RINA KUSUMAWATI',
      'Batam, Kepulauan Riau | 0813-7777-1234 | rina.kusuma@contoh.id',
      'linkedin.com/in/rina-kusuma | github.com/rinak',
      '',
      'PENGALAMAN KERJA',
      'Staf Gudang — PT Logistik Nusantara, Surabaya',
    ].join('\n');
    expect(extractContact(text, { header: text.split('\n').slice(0, 4) })).toEqual({
      name: 'Rina Kusumawati',
      email: 'rina.kusuma@contoh.id',
      phone: '+6281377771234',
      location: 'Batam, Kepulauan Riau',
      linkedin: 'linkedin.com/in/rina-kusuma',
      website: 'github.com/rinak',
    });
  });

  it('reads a US header with fields separated by spaces only', () => {
    const text = [
      'Jordan Miles',
      'Registered Nurse',
      'jordan.miles@example.com (312) 555-0188 Chicago, IL https://www.linkedin.com/in/jordanmiles/',
    ].join('\n');
    const c = extractContact(text);
    expect(c.name).toBe('Jordan Miles');
    expect(c.phone).toBe('+13125550188');
    expect(c.location).toBe('Chicago, IL');
    expect(c.linkedin).toBe('https://www.linkedin.com/in/jordanmiles/');
  });

  it('takes the city of a street address and skips job locations', () => {
    const header = ['Dana Reyes', '42 Oak Street, San Jose, CA', 'dana@example.org'];
    expect(extractContact(header.join('\n'), { header }).location).toBe('San Jose, CA');
  });

  it('reads a labelled address and a bare LinkedIn handle', () => {
    const header = ['Agus Setiawan', 'Alamat: Jakarta Selatan', 'LinkedIn: agus-setiawan'];
    const c = extractContact(header.join('\n'), { header });
    expect(c.location).toBe('Jakarta Selatan');
    expect(c.linkedin).toBe('agus-setiawan');
  });

  it('reads a bare handle as LinkedIn once its icon is gone, not a word or a place', () => {
    const header = [
      'Andrew Fantino',
      'US Citizen | (951) 355-8530 | Andrew.Fantino.951@gmail.com | andrew-fantino | afantino951',
    ];
    expect(extractContact(header.join('\n'), { header }).linkedin).toBe('andrew-fantino');
    // An icon font's glyph (private use) before the handle still marks it.
    const icon = ['Budi Santoso', 'budi@gmail.com | Jakarta | \uF08C Budisantoso'];
    expect(extractContact(icon.join('\n'), { header: icon }).linkedin).toBe('Budisantoso');
    const alone = ['Alfred Pennyworth | (123) 456-7890', 'alfred@email.com', 'apennyworth'];
    expect(extractContact(alone.join('\n'), { header: alone }).linkedin).toBe('apennyworth');
    for (const none of [
      ['Rina Putri', 'Software Engineer | Bandung | rina@contoh.id | jakarta'],
      ['Rina Putri', 'rina@contoh.id', 'python | sql | docker'],
      ['Budi Santoso', 'Jakarta | budi@gmail.com | 0812-3456-7890 | budisantoso'],
      ['Siti Aminah', 'siti@gmail.com · 081234567890 · sekarang'],
      // A middle dot between fields is a separator, not an icon before a handle.
      ['Sutrisno', 'Phone: 087880078423 · E: sutrisno2@gmail.com · Based in: Medan, North Sumatra'],
      ['Suparmi', 'WA: +6285710205505 · suparmi@yahoo.co.id · Tempat Tinggal: Denpasar, Bali'],
    ]) {
      expect(extractContact(none.join('\n'), { header: none }).linkedin).toBeNull();
    }
  });

  it('does not take a birth date line as the location', () => {
    const header = ['Putri Ayu', 'Surabaya, 12 Mei 2001', 'putri@contoh.id | Sidoarjo, Indonesia'];
    expect(extractContact(header.join('\n'), { header }).location).toBe('Sidoarjo, Indonesia');
  });

  it('returns nulls when nothing is printed', () => {
    expect(extractContact('')).toEqual({
      name: null,
      email: null,
      phone: null,
      location: null,
      linkedin: null,
      website: null,
    });
  });
});

describe('extractContact: names on awkward headers', () => {
  it('takes the name apart from a job title run into it in capitals', () => {
    const c = extractContact(
      'FARHAN GUNAWAN SENIOR DESAINER GRAFIS\nfarhan@contoh.id | 0856-7788-9900',
    );
    expect(c.name).toBe('Farhan Gunawan');
  });

  it('never takes a "Kontak"/"Contact"/"Email" label or a sidebar skill as the name', () => {
    const text = [
      'KONTAK',
      'kevin.halim@contoh.id',
      '0812-9090-1212',
      'KEAHLIAN',
      'Node.js',
      'SQL',
      'Python',
      'BAHASA',
      'Inggris',
      'Kevin Halim',
      'Mahasiswa Teknik Informatika',
    ].join('\n');
    const c = extractContact(text);
    expect(c.name).toBe('Kevin Halim');
    expect(extractContact('Contact\nEmail\nandre@example.com\nAndre Wibisono').name).toBe(
      'Andre Wibisono',
    );
  });
});

describe('extractContact: a contact block read after the summary (sidebar)', () => {
  it('reads a phone on its own line above an address (no number across a line break)', () => {
    const c = extractContact(
      'John Doe\nContact\njohn.doe@email.com\n+11234567890\n123 Main St, Anywhere, USA',
      { header: ['John Doe', 'john.doe@email.com', '+11234567890', '123 Main St, Anywhere, USA'] },
    );
    expect(c.phone).toBe('+11234567890');
    expect(c.location).toBe('123 Main St, Anywhere, USA');
  });
});

describe('extractContact: a headline in capitals under a name in capitals', () => {
  it('is not joined to the name ("DEWI PRATAMA" / "HR GENERALIST")', () => {
    const c = extractContact('DEWI PRATAMA\nHR GENERALIST\ndewi.pratama@gmail.com | Jakarta');
    expect(c.name).toBe('Dewi Pratama');
  });
});

describe('a location after a label of its own words', () => {
  it('takes the value after a tab, or after a locative preposition', () => {
    const tab = ['Eko Lestari', 'Alamat Tinggal\tSemarang, Jawa Tengah', 'Pos-el\teko@gmail.com'];
    expect(extractContact(tab.join('\n'), { header: tab }).location).toBe('Semarang, Jawa Tengah');
    const at = [
      'Siti Wibowo',
      'Cell 0812 5552 482 · Located in Medan, North Sumatra · siti@gmail.com',
    ];
    expect(extractContact(at.join('\n'), { header: at }).location).toBe('Medan, North Sumatra');
    const di = ['Siti Wibowo', 'siti@gmail.com | Berdomisili di Bandung, Jawa Barat'];
    expect(extractContact(di.join('\n'), { header: di }).location).toBe('Bandung, Jawa Barat');
  });
});
