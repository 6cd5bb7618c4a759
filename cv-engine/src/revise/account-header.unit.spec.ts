import { describe, expect, it } from 'vitest';
import type { Contact } from '../types.ts';
import { accountHeader } from './account-header.ts';

const contact = (name: string): Contact => ({
  name,
  email: 'orang@contoh.id',
  phone: null,
  location: null,
  linkedin: null,
  website: null,
});

describe('accountHeader: a name printed with titles', () => {
  it('accounts the name line once and prints the name with its titles where the CV has them', () => {
    const { header, printedName } = accountHeader(
      ['Dr. Sekar Ayuningrum, S.Psi., M.Psi.', 'Psikolog Klinis', 'orang@contoh.id'],
      contact('Sekar Ayuningrum'),
      null,
    );
    expect(header).toEqual(['Psikolog Klinis']);
    expect(printedName).toBe('Dr. Sekar Ayuningrum, S.Psi., M.Psi.');
    // In capitals on the CV: the titles as printed, the name as the name field reads it.
    expect(accountHeader(['AGUS HIDAYAT, S.E.'], contact('Agus Hidayat'), null)).toMatchObject({
      header: [],
      printedName: 'Agus Hidayat, S.E.',
    });
  });

  it('keeps nothing of a "Nama :" row but its titles, with the name', () => {
    expect(accountHeader(['Nama : Joko Susilo'], contact('Joko Susilo'), null)).toMatchObject({
      header: [],
      printedName: undefined,
    });
    expect(accountHeader(['Nama : Joko Susilo, S.H.'], contact('Joko Susilo'), null)).toMatchObject(
      { header: [], printedName: 'Joko Susilo, S.H.' },
    );
  });

  it('leaves another line that starts with the same words alone', () => {
    const { header } = accountHeader(
      ['Joko Susilo', 'Joko Susilo Foundation, Ketua'],
      contact('Joko Susilo'),
      null,
    );
    expect(header).toContain('Foundation, Ketua');
  });
});

describe('accountHeader: a contact line with its fields apart by dashes', () => {
  it('leaves no label and no dash behind once the values are taken out', () => {
    const { header } = accountHeader(
      [
        'Yusuf Halim',
        'No. HP: (+62) 896 5963 7630 — orang@contoh.id — Alamat: Denpasar, Bali — LinkedIn: www.linkedin.com/in/yusufhalim',
      ],
      {
        ...contact('Yusuf Halim'),
        phone: '+6289659637630',
        location: 'Denpasar, Bali',
        linkedin: 'www.linkedin.com/in/yusufhalim',
      },
      null,
    );
    expect(header).toEqual([]);
  });
});

describe('accountHeader: the labels of the values the contact line holds', () => {
  const hotman = {
    ...contact('Hotman Simanjuntak'),
    email: 'hotman28@gmail.com',
    phone: '+6287875971404',
    location: 'Bekasi, West Java',
    linkedin: 'https://www.linkedin.com/in/hotmansimanjuntak',
  };

  it('takes a label of any words out with its value, and a contact label left alone', () => {
    const { header } = accountHeader(
      [
        'Hotman Simanjuntak',
        'Tour Guide',
        'Mob.: 0878-7597-1404 · E: hotman28@gmail.com · Location: Bekasi, West Java · LinkedIn',
        'profile: https://www.linkedin.com/in/hotmansimanjuntak',
        'Nomor WhatsApp: 0878-7597-1404',
      ],
      hotman,
      null,
    );
    expect(header).toEqual(['Tour Guide']);
  });

  it('drops the label a line ends on, its value wrapped to the next line', () => {
    const { header } = accountHeader(
      [
        'Tour Guide',
        'Mob.: 0878-7597-1404 | e-mail: hotman28@gmail.com | Current address:',
        'Bekasi, West Java | LinkedIn URL: https://www.linkedin.com/in/hotmansimanjuntak',
      ],
      hotman,
      null,
    );
    expect(header).toEqual(['Tour Guide']);
  });

  it('keeps the words before a label that do not start the field', () => {
    const { header } = accountHeader(
      ['Pengembang Web: Profil LinkedIn: www.linkedin.com/in/hotmansimanjuntak'],
      hotman,
      null,
    );
    expect(header).toEqual(['Pengembang Web:']);
  });
});

describe('accountHeader: the headings of header blocks', () => {
  it('drops a contact block heading whose rows the contact line holds', () => {
    const { header } = accountHeader(
      ['Rina Kartika', 'Finance Officer', 'Contact Details', 'Email: orang@contoh.id'],
      contact('Rina Kartika'),
      null,
    );
    expect(header).toEqual(['Finance Officer']);
    expect(
      accountHeader(['Staf Keuangan', 'Informasi Kontak:'], contact('Rina Kartika'), null).header,
    ).toEqual(['Staf Keuangan']);
  });

  it('keeps a block heading over label rows as their title, and drops a document title', () => {
    const { header } = accountHeader(
      ['RIWAYAT HIDUP', 'Identitas Diri', 'Tempat/Tanggal Lahir: Semarang, 7 Agustus 2000'],
      contact('Rina Kartika'),
      null,
    );
    expect(header).toEqual(['Identitas Diri', 'Tempat/Tanggal Lahir: Semarang, 7 Agustus 2000']);
  });
});
